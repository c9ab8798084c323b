import { describe, expect, it } from 'vitest'
import { inEnglish } from '../../src/shared/message'
import { useHostFolder } from './helpers'
import type { OverseerHost } from '../../src/host/host'
import { demoDeclarations } from '../machines/campaign/fixtures'

// Issue 18: the host keeps each team's private log (read from the session log's entries, so undo and
// redo move it), sends it with the team's page, writes its digest of this turn as Markdown, and lets
// the GM window preview a team's page with the very payload its phone gets.
const { started } = useHostFolder('team-log')

async function playTurn(host: OverseerHost): Promise<void> {
  for (const command of [{ type: 'turn.start' }, ...demoDeclarations, { type: 'turn.resolve' }, { type: 'turn.apply' }]) {
    const result = await host.dispatch(command as never)
    if (!result.ok) throw new Error(`refused ${JSON.stringify(command)}`)
  }
}

describe('the host’s team logs', () => {
  it('T.10 T.12 sends each team its own log with its page, newest first; undo takes the entry back and redo brings it again', async () => {
    const host = await started()
    expect(host.team('blue').log).toEqual([])
    await playTurn(host)
    const blue = host.team('blue').log
    expect(blue).toHaveLength(1)
    expect(blue[0]).toMatchObject({ turn: 1, title: { en: 'War turn over' } })
    expect(blue[0]!.lines.map((l) => l.text.en)).toContain('Info gained on Saber: grade 1, encounter')
    expect(JSON.stringify(host.team('red').log)).not.toContain('Info gained on Saber')
    await host.undo()
    expect(host.team('blue').log).toEqual([])
    await host.redo()
    expect(host.team('blue').log).toEqual(blue)
  })

  it('rebuilds a log from the file when a campaign is opened again (the entries are replayed once)', async () => {
    const host = await started()
    await playTurn(host)
    const path = (await host.state()).path!
    const before = host.team('blue').log
    await host.close()
    await host.open(path)
    expect(host.team('blue').log).toEqual(before)
  })

  it('the GM’s preview of a team’s page is the payload its phone gets', async () => {
    const host = await started()
    await playTurn(host)
    expect(await host.teamPreview('green')).toEqual(host.team('green'))
    expect(await host.teamPreview('nobody')).toMatchObject({ view: null, log: [] })
  })

  it('T.10 writes the team’s digest of this turn as Markdown, in the language asked, and exports it under a local-time name', async () => {
    const host = await started()
    await playTurn(host)
    const en = await host.teamDigest('blue', 'en')
    expect(en.ok && en.text).toContain('— Blue — Turn 1**')
    expect(en.ok && en.text).toContain('- Info gained on Saber: grade 1, encounter _\\(T.10\\)_')
    const ko = await host.teamDigest('blue', 'ko')
    expect(ko.ok && ko.text).toContain('- 정보 획득: 세이버 · 1등급 · 조우 _\\(T.10\\)_')
    const file = await host.exportTeamDigest('blue', 'ko')
    expect(file.ok && file.fileName).toMatch(/-turn-1-ko-\d{4}-\d\d-\d\d-\d\d-\d\d\.md$/)
    expect(file.ok && file.text).toBe(ko.ok && ko.text)
  })

  it('refuses a digest for a team the campaign does not have, naming it', async () => {
    const host = await started()
    const result = await host.teamDigest('nobody', 'en')
    expect(result.ok).toBe(false)
    if (!result.ok) expect(inEnglish(result.why)).toMatch(/no team nobody/)
  })
})
