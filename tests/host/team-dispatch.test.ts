import { describe, expect, it } from 'vitest'
import { inEnglish, inKorean } from '../../src/shared/message'
import { readCampaignFile, openPath, useHostFolder } from './helpers'
import type { OverseerHost } from '../../src/host/host'

// Issue 18: a team may send only the commands of its own prompt, for its own living actors, while
// the prompt is open; anything else is refused with a reason and changes nothing.
const { started } = useHostFolder('team-dispatch')

const declareSaber = { type: 'turn.declare', actor: 'saber', action: 'investigate', regions: ['port'] }

/** The GM state as JSON, to compare before and after a refused command. */
async function stateJson(host: OverseerHost): Promise<string> {
  return JSON.stringify((await host.state()).gm)
}

async function expectRefused(host: OverseerHost, team: string, command: unknown, english: RegExp): Promise<void> {
  const before = await stateJson(host)
  const result = await host.teamDispatch(team, command)
  expect(result.ok).toBe(false)
  if (result.ok) return
  expect(inEnglish(result.why)).toMatch(english)
  expect(inKorean(result.why)).toMatch(/[가-힣]/)
  expect(await stateJson(host)).toBe(before)
}

describe('commands a team sends from its page', () => {
  it('T.1 a team seals its own servant’s declaration; the log names the team as its author and the GM view marks it', async () => {
    const host = await started()
    await host.dispatch({ type: 'turn.start' })
    expect(await host.teamDispatch('red', declareSaber)).toEqual({ ok: true })
    const gm = (await host.state()).gm!
    expect(gm.submittedByTeam).toEqual({ saber: 'red' })
    expect(host.team('red').view?.prompt).toMatchObject({ slots: [{ actor: 'm-haneul', declaration: null }, { actor: 'saber', declaration: { action: 'investigate', regions: ['port'] } }] })
    await host.flush()
    const doc = await readCampaignFile(openPath(await host.state()))
    expect(doc.events.at(-1)).toMatchObject({ author: 'team:red', command: declareSaber })
  })

  it('T.1 the GM can still override a team’s declaration, and then it is no longer marked as the team’s', async () => {
    const host = await started()
    await host.dispatch({ type: 'turn.start' })
    await host.teamDispatch('red', declareSaber)
    expect((await host.dispatch({ type: 'turn.declare', actor: 'saber', action: 'daily', regions: ['park'] })).ok).toBe(true)
    expect((await host.state()).gm!.submittedByTeam).toEqual({})
    // Undo brings the team's own declaration, and its mark, back.
    await host.undo()
    expect((await host.state()).gm!.submittedByTeam).toEqual({ saber: 'red' })
  })

  it('T.1 the GM’s paste (one turn.declareLines) overrides the team’s mark of each actor it names, and only those', async () => {
    const host = await started()
    await host.dispatch({ type: 'turn.start' })
    await host.teamDispatch('red', declareSaber)
    await host.teamDispatch('blue', { type: 'turn.declare', actor: 'lancer', action: 'investigate', regions: ['port'] })
    expect((await host.state()).gm!.submittedByTeam).toEqual({ saber: 'red', lancer: 'blue' })
    const paste = { type: 'turn.declareLines', lines: [{ line: 1, actor: 'saber', action: 'daily', regions: ['park'] }, { line: 2, actor: 'archer', action: 'daily', regions: ['park'] }] } as const
    expect((await host.dispatch(paste)).ok).toBe(true)
    expect((await host.state()).gm!.submittedByTeam).toEqual({ lancer: 'blue' })
    await host.undo()
    expect((await host.state()).gm!.submittedByTeam).toEqual({ saber: 'red', lancer: 'blue' })
  })

  it('a team may not send a batch of declarations: the paste is the GM’s', async () => {
    const host = await started()
    await host.dispatch({ type: 'turn.start' })
    await expectRefused(host, 'red', { type: 'turn.declareLines', lines: [{ line: 1, actor: 'saber', action: 'investigate', regions: ['port'] }] }, /not asked for this now/)
  })

  it('a team may retract its own declaration while the turn collects them', async () => {
    const host = await started()
    await host.dispatch({ type: 'turn.start' })
    await host.teamDispatch('red', declareSaber)
    expect(await host.teamDispatch('red', { type: 'turn.retract', actor: 'saber' })).toEqual({ ok: true })
    expect((await host.state()).gm!.submittedByTeam).toEqual({})
    expect(host.team('red').view?.prompt).toMatchObject({ slots: [{ declaration: null }, { declaration: null }] })
  })

  it('refuses a declaration for another team’s actor, naming it as the board does (never its true name)', async () => {
    const host = await started()
    await host.dispatch({ type: 'turn.start' })
    await expectRefused(host, 'red', { ...declareSaber, actor: 'lancer' }, /^Lancer is not one of your team's living actors$/)
    await expectRefused(host, 'red', { ...declareSaber, actor: 'nobody' }, /nobody is not one of your team's living actors/)
  })

  it('refuses a declaration outside the prompt: no war turn, or after the GM resolved it', async () => {
    const host = await started()
    await expectRefused(host, 'red', declareSaber, /not asked for this now/)
    await host.dispatch({ type: 'turn.start' })
    for (const [actor, regions] of [['m-haneul', ['church', 'port', 'park']], ['saber', ['port']]] as const) await host.dispatch({ type: 'turn.declare', actor, action: 'daily', regions: [...regions] })
    await host.dispatch({ type: 'turn.resolve' })
    await expectRefused(host, 'red', declareSaber, /declarations/i)
  })

  it('refuses every command that is not a declaration of its own, whatever the phase', async () => {
    const host = await started()
    await host.dispatch({ type: 'turn.start' })
    for (const command of [{ type: 'turn.resolve' }, { type: 'turn.apply' }, { type: 'actor.adjust', actor: 'saber', hp: 10 }, { type: 'notes.set', text: 'x' }, { type: 'turn.cancel' }]) {
      await expectRefused(host, 'red', command, /not asked for this now/)
    }
  })

  it('refuses what the command schemas refuse, and what the rules refuse (T.3 a servant names one region), with the reason', async () => {
    const host = await started()
    await host.dispatch({ type: 'turn.start' })
    await expectRefused(host, 'red', { type: 'turn.declare', actor: 'saber', action: 'fly', regions: [] }, /action/)
    await expectRefused(host, 'red', { type: 'turn.declare', actor: 'saber', action: 'investigate', regions: ['port'], extra: 1 }, /extra/)
    await expectRefused(host, 'red', 'turn.declare', /./)
    await expectRefused(host, 'red', { ...declareSaber, regions: ['port', 'park'] }, /region/)
  })

  it('refuses a team the campaign does not have', async () => {
    const host = await started()
    await host.dispatch({ type: 'turn.start' })
    await expectRefused(host, 'nobody', declareSaber, /nobody/)
  })
})

describe('a duel play a team seals from its page (D.50)', () => {
  const duel = { type: 'duel.start', combatants: [{ actor: 'saber' }, { actor: 'lancer' }] } as const
  const saberPlays = { type: 'duel.play', actor: 'saber', cards: [{ opponent: 'lancer', card: 'smash' }] }

  it('D.50 a team seals and withdraws its own fighter’s play while the exchange collects; the log names the team', async () => {
    const host = await started()
    await host.dispatch(duel)
    expect(await host.teamDispatch('red', saberPlays)).toEqual({ ok: true })
    expect(host.team('red').view?.prompt).toMatchObject({ kind: 'duel', collecting: true, fighters: [{ actor: 'saber', play: { cards: [{ opponent: 'lancer', card: 'smash' }] } }] })
    // Blue's page shows nothing of it.
    expect(JSON.stringify(host.team('blue').view)).not.toContain('"smash","opponent"')
    expect(JSON.stringify(host.team('blue').view?.prompt)).not.toContain('saber')
    await host.flush()
    const doc = await readCampaignFile(openPath(await host.state()))
    expect(doc.events.at(-1)).toMatchObject({ author: 'team:red', command: { type: 'duel.play', actor: 'saber' } })
    expect(await host.teamDispatch('red', { type: 'duel.unplay', actor: 'saber' })).toEqual({ ok: true })
    expect(host.team('red').view?.prompt).toMatchObject({ fighters: [{ actor: 'saber', play: null }] })
  })

  it('D.50 refuses another team’s fighter, a team with no fighter in the duel, and plays once the exchange is revealed', async () => {
    const host = await started()
    await host.dispatch(duel)
    await expectRefused(host, 'red', { type: 'duel.play', actor: 'lancer', cards: [{ opponent: 'saber', card: 'smash' }] }, /not one of your team/)
    await expectRefused(host, 'green', { type: 'duel.play', actor: 'archer', cards: [] }, /not one of your team/)
    await expectRefused(host, 'red', { type: 'turn.declare', actor: 'saber', action: 'rest', regions: [] }, /not asked for this now/)
    await expectRefused(host, 'red', { type: 'duel.reveal' }, /not asked for this now/)
    await host.teamDispatch('red', saberPlays)
    await host.dispatch({ type: 'duel.play', actor: 'lancer', cards: [{ opponent: 'saber', card: 'smash' }] })
    await host.dispatch({ type: 'duel.reveal' })
    await expectRefused(host, 'red', saberPlays, /plays are closed/)
  })

  it('D.3 the rules’ own checks still run: a card the fighter does not hold is refused with the duel’s reason', async () => {
    const host = await started()
    await host.dispatch(duel)
    await expectRefused(host, 'red', { type: 'duel.play', actor: 'saber', cards: [{ opponent: 'lancer', card: 'no-such-card' }] }, /./)
  })
})

describe('the GM log of a team’s command', () => {
  it('says which team sent it from its page, in both languages', async () => {
    const host = await started()
    await host.dispatch({ type: 'turn.start' })
    await host.teamDispatch('red', declareSaber)
    const line = (await host.state()).gm!.log.at(-1)!
    expect(line.text.en).toMatch(/\(sent from Red's page\)$/)
    expect(line.text.ko).toMatch(/\(붉은 진영 페이지에서 제출\)$/)
  })
})
