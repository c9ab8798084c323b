import { describe, expect, it } from 'vitest'
import { meleeRound1, meleeRound2, plots, pursuitAndEnd, scoutRound, wholeBattle } from '../machines/encounter/log/battle-script'
import { openPath, readCampaignFile, useHostFolder } from './helpers'
import type { OverseerHost } from '../../src/host/host'
import type { SentCommand } from '@machines/campaign/commands'

// Issue 11's blocker: every panel roll failed because the host's shipped dice source threw, and no
// test noticed because every test injected a seeded one. This host is built as the app builds it —
// no random given. The sample battle is played with its typed dice; at every step that takes dice,
// the same step is first sent with its dice left to the host (an empty dice field in the panel
// sends exactly that request, E.71), checked, and undone.

/** The fields of an encounter command that hold dice. */
const diceFields = new Set(['dice', 'die', 'pursuitDie', 'ruinDice', 'weaponDice', 'battlefield'])

type Command = Record<string, unknown>

/** Sends a command built from the battle script (plain data, as a window sends it) to the host. */
const send = (host: OverseerHost, command: Command) => host.dispatch(command as unknown as SentCommand)

/** The command with every typed die replaced by a request for as many dice, for the host to roll. */
function leftToTheHost(command: Command): Command {
  return Object.fromEntries(
    Object.entries(command).map(([key, value]) => {
      if (diceFields.has(key) && Array.isArray(value)) return [key, { roll: { count: value.length, sides: 6 } }]
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) return [key, leftToTheHost(value as Command)]
      return [key, value]
    })
  )
}

/** Every list of dice a command holds, wherever it sits (an obstruction's dice too). */
function diceIn(value: unknown): unknown[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return []
  return Object.entries(value).flatMap(([key, inner]) => (diceFields.has(key) ? [inner] : diceIn(inner)))
}

/** The last command the open campaign's log holds, read from the file the host saved. */
async function lastLogged(host: OverseerHost): Promise<Command> {
  await host.flush()
  const doc = await readCampaignFile(openPath(await host.state()))
  return doc.events[doc.head - 1]!.command as Command
}

describe('the host’s own dice source (production default: nothing injected)', () => {
  const { started } = useHostFolder('shipped-dice')

  it('E.71 rolls the dice of every step of a battle that takes them — scout, hit, defence, obstruction, target table, pursuit, outcome table — as faces of 1–6', async () => {
    const host = await started()
    expect((await host.newFromDemo()).ok).toBe(true)
    const rolledSteps: string[] = []
    for (const typed of wholeBattle) {
      if (diceIn(typed).length > 0) {
        const result = await send(host, leftToTheHost(typed))
        expect(result, JSON.stringify(typed)).toEqual({ ok: true })
        const logged = await lastLogged(host)
        expect(logged.type).toBe(typed.type)
        const dice = diceIn(logged)
        expect(dice.length).toBe(diceIn(typed).length)
        for (const [i, faces] of dice.entries()) {
          expect(Array.isArray(faces), `${typed.type} rolled`).toBe(true)
          expect((faces as number[]).length).toBe((diceIn(typed)[i] as number[]).length)
          for (const face of faces as number[]) expect(Number.isInteger(face) && face >= 1 && face <= 6, `${typed.type}: ${face}`).toBe(true)
        }
        rolledSteps.push(String(typed.type))
        expect((await host.undo()).ok).toBe(true)
      }
      expect(await send(host, typed), JSON.stringify(typed)).toEqual({ ok: true })
    }
    expect(new Set(rolledSteps)).toEqual(
      new Set(['encounter.scout', 'encounter.attack', 'encounter.threatAttack', 'encounter.threatSpell', 'encounter.targetRoll', 'encounter.pursuit', 'encounter.pick', 'encounter.outcome'])
    )
  })

  it('E.23 E.72 rolls a strike’s weapon dice and a fatal wound — the panel sends both as requests when left empty', async () => {
    const host = await started()
    expect((await host.newFromDemo()).ok).toBe(true)
    const setUp = wholeBattle.slice(0, wholeBattle.findIndex((command) => command.type === 'encounter.revealPlots') + 1)
    for (const command of setUp) expect(await send(host, command)).toEqual({ ok: true })
    // Haneul's family sword adds 1D6 on a strike, and the wheel's ruin stage 1 adds 1D6 (E.23); the hit check shows three 6s.
    expect(await send(host, { type: 'encounter.attack', pc: 'pc-haneul', weapon: 0, target: { kind: 'body' }, dice: [6, 6, 6] })).toEqual({ ok: true })
    expect(await send(host, { type: 'encounter.pick', action: 0, ruinDice: { roll: { count: 1, sides: 6 } }, weaponDice: { roll: { count: 1, sides: 6 } } })).toEqual({ ok: true })
    const strikeDice = diceIn(await lastLogged(host)) as number[][]
    expect(strikeDice).toHaveLength(2)
    for (const faces of strikeDice) expect(faces.length === 1 && faces[0]! >= 1 && faces[0]! <= 6, String(faces)).toBe(true)
    // An incapacitated PC's fatal-wound roll (E.72), the roster's button.
    expect(await send(host, { type: 'encounter.adjust', unit: { kind: 'pc', pc: 'pc-sora' }, hp: -99 })).toEqual({ ok: true })
    expect(await send(host, { type: 'encounter.fatalWound', pc: 'pc-sora', dice: { roll: { count: 1, sides: 6 } } })).toEqual({ ok: true })
    const fatal = await lastLogged(host)
    expect(fatal.type).toBe('encounter.fatalWound')
    expect((fatal.dice as number[]).every((face) => face >= 1 && face <= 6)).toBe(true)
  })

  it('E.12 rolls the 1D6 that settles the order of PCs in one paragraph — the panel sends each as a request when left empty', async () => {
    const host = await started()
    expect((await host.newFromDemo()).ok).toBe(true)
    const setUp = [
      { type: 'encounter.start', monster: 'ferry-shade', pcs: ['pc-haneul', 'pc-elias', 'pc-sora', 'pc-verdant'], ambush: true },
      ...Object.entries({ 'pc-haneul': 1, 'pc-elias': 1, 'pc-sora': 4, 'pc-verdant': 6 }).map(([pc, plot]) => ({ type: 'encounter.plot', pc, plot })),
      { type: 'encounter.revealPlots' }
    ]
    for (const command of setUp) expect(await send(host, command)).toEqual({ ok: true })
    const request = { type: 'encounter.order', rolls: { 'pc-haneul': { roll: { count: 1, sides: 6 } }, 'pc-elias': { roll: { count: 1, sides: 6 } } } }
    // A tie is refused (E.12: roll again), as the GM would see it; one of the first tries settles it.
    let settled = false
    for (let attempt = 0; attempt < 12 && !settled; attempt++) {
      const result = await send(host, request)
      if (result.ok) settled = true
      else expect(result.error).toMatch(/E\.12/)
    }
    expect(settled).toBe(true)
    const logged = await lastLogged(host)
    expect(logged.type).toBe('encounter.order')
    const rolls = Object.values(logged.rolls as Record<string, number[]>)
    expect(rolls).toHaveLength(2)
    for (const faces of rolls) expect(faces.length === 1 && faces[0]! >= 1 && faces[0]! <= 6, String(faces)).toBe(true)
    expect(rolls[0]![0]).not.toBe(rolls[1]![0])
  })

  it('E.50 rolls the pursuit round’s +1D6 on damage the GM enters by hand (a spell’s effect) — the adjustment form sends it as a request when left empty', async () => {
    const host = await started()
    expect((await host.newFromDemo()).ok).toBe(true)
    const toPursuit = [...scoutRound, ...plots, ...meleeRound1, ...meleeRound2, ...pursuitAndEnd.slice(0, 2)]
    for (const command of toPursuit) expect(await send(host, command), JSON.stringify(command)).toEqual({ ok: true })
    expect(await send(host, { type: 'encounter.adjust', unit: { kind: 'pc', pc: 'pc-elias' }, hp: -2, pursuitDie: { roll: { count: 1, sides: 6 } }, reason: 'Fog Lantern' })).toEqual({ ok: true })
    const logged = await lastLogged(host)
    expect(logged.type).toBe('encounter.adjust')
    const die = logged.pursuitDie as number[]
    expect(die.length === 1 && die[0]! >= 1 && die[0]! <= 6, String(die)).toBe(true)
  })

  it('E.63 E.71 rolls the battlefield’s dice — the graveyard’s round-end 1D6, the streets’ +1D6 on a hit — and undo then redo keeps the faces it rolled', async () => {
    const host = await started()
    expect((await host.newFromDemo()).ok).toBe(true)
    const battleOf = async () => {
      const phase = (await host.state()).gm!.context.phase
      return phase?.kind === 'encounter' ? phase.context : null
    }
    const request = { roll: { count: 1, sides: 6 } }
    // The city streets (face 2): Haneul's hit (5 + 1 ≥ the body's defence 4) takes the battlefield's die from the host.
    const setUp = [
      { type: 'encounter.start', monster: 'ferry-shade', pcs: ['pc-haneul', 'pc-elias'], ambush: true, battlefield: [2] },
      { type: 'encounter.plot', pc: 'pc-haneul', plot: 1 },
      { type: 'encounter.plot', pc: 'pc-elias', plot: 6 },
      { type: 'encounter.revealPlots' },
      { type: 'encounter.attack', pc: 'pc-haneul', weapon: 0, target: { kind: 'body' }, dice: [5, 3, 2] }
    ]
    for (const command of setUp) expect(await send(host, command), JSON.stringify(command)).toEqual({ ok: true })
    expect(await send(host, { type: 'encounter.pick', action: 0, fieldDie: request })).toEqual({ ok: true })
    const die = (await lastLogged(host)).fieldDie as number[]
    expect(die.length === 1 && die[0]! >= 1 && die[0]! <= 6, String(die)).toBe(true)
    // weapon 6 + paragraph 1 (E.20) + the host's die (E.63)
    expect((await battleOf())!.body.hp).toBe(45 - 7 - die[0]!)
    expect((await host.undo()).ok).toBe(true)
    expect((await host.redo()).ok).toBe(true)
    expect((await lastLogged(host)).fieldDie).toEqual(die)
    expect((await battleOf())!.body.hp).toBe(45 - 7 - die[0]!)

    // The graveyard (face 1): at round end every standing PC and the body lose the host's 1D6.
    const graveyard = await started()
    expect((await graveyard.newFromDemo()).ok).toBe(true)
    const toRoundEnd = [
      { type: 'encounter.start', monster: 'ferry-shade', pcs: ['pc-verdant'], ambush: true, battlefield: [1] },
      { type: 'encounter.plot', pc: 'pc-verdant', plot: 1 },
      { type: 'encounter.revealPlots' },
      { type: 'encounter.attack', pc: 'pc-verdant', weapon: 0, target: { kind: 'body' }, dice: [1, 1, 1, 1] },
      { type: 'encounter.pick', action: 0 }
    ]
    for (const command of toRoundEnd) expect(await send(graveyard, command), JSON.stringify(command)).toEqual({ ok: true })
    for (const threat of ['drowned-hands', 'fog-lantern', 'oar-sweep', 'ferry-toll', 'river-maw']) expect(await send(graveyard, { type: 'encounter.threatPass', threat })).toEqual({ ok: true })
    expect(await send(graveyard, { type: 'encounter.endRound', fieldDice: { 'pc:pc-verdant': request, body: request } })).toEqual({ ok: true })
    const rolled = (await lastLogged(graveyard)).fieldDice as Record<string, number[]>
    expect(Object.keys(rolled).sort()).toEqual(['body', 'pc:pc-verdant'])
    for (const faces of Object.values(rolled)) expect(faces.length === 1 && faces[0]! >= 1 && faces[0]! <= 6, String(faces)).toBe(true)
  })
})
