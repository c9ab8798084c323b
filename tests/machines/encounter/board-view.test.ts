import { describe, expect, it } from 'vitest'
import { boardView } from '@machines/campaign/board-view'
import type { CampaignEngine } from '@machines/campaign/engine'
import type { Campaign } from '@machines/campaign/model/campaign'
import type { EncounterBoardView } from '@machines/encounter/board-view'
import { battle, battleState, battleEngine, demoCampaign, passRound, send, startCommand } from './fixtures'

/** The demo with every threat card marked: secret texts and numbers found nowhere else. */
function markedCampaign(): Campaign {
  const campaign = demoCampaign()
  campaign.monsters = campaign.monsters.map((monster) => ({
    ...monster,
    threats: monster.threats.map((threat, i) => ({
      ...threat,
      name: { en: `SECRET-NAME-${threat.id}`, ko: `SECRET-NAME-${threat.id}` },
      effect: { ko: `SECRET-EFFECT-${threat.id}`, en: `SECRET-EFFECT-${threat.id}` },
      target: threat.target ? { ko: `SECRET-TARGET-${threat.id}`, en: `SECRET-TARGET-${threat.id}` } : undefined,
      durability: 901 + i,
      power: 801 + i,
      attack: 91 + i
    }))
  }))
  campaign.notes = 'SECRET-GM-NOTES'
  return campaign
}

/** What must not show while a threat is face down. */
const secretsOf = (threat: string, i: number): string[] => [
  `SECRET-NAME-${threat}`,
  `SECRET-EFFECT-${threat}`,
  `SECRET-TARGET-${threat}`,
  `${901 + i}`,
  `${801 + i}`,
  `"attack":${91 + i}`,
  `"${threat}"`
]

interface Snapshot {
  json: string
  view: EncounterBoardView
  hidden: string[]
  plotting: boolean
}

/** A whole battle, with the board payload taken after every command. */
function playAndWatch(): Snapshot[] {
  const campaign = markedCampaign()
  const engine: CampaignEngine = battleEngine(campaign)
  const snapshots: Snapshot[] = []
  const watch = () => {
    const view = boardView(engine.current).phaseView as EncounterBoardView
    const context = battle(engine)
    const hidden = context.slots.flatMap((slot, i) => (slot.placedIn === null ? secretsOf(slot.threat, i) : []))
    snapshots.push({ json: JSON.stringify(boardView(engine.current)), view, hidden, plotting: battleState(engine) === 'plots' })
  }
  const step = (...commands: Record<string, unknown>[]) => {
    for (const command of commands) {
      send(engine, command)
      if (engine.current.context.phase) watch()
    }
  }
  step(startCommand)
  step({ type: 'encounter.scout', pc: 'pc-elias', paragraph: 2, dice: [5, 2, 3] }, { type: 'encounter.pick', action: 0, mood: 1 })
  step({ type: 'encounter.scout', pc: 'pc-sora', paragraph: 5, dice: [2] }, { type: 'encounter.pick', action: 0 })
  step(
    { type: 'encounter.plot', pc: 'pc-haneul', plot: 3 },
    { type: 'encounter.plot', pc: 'pc-elias', plot: 4 },
    { type: 'encounter.plot', pc: 'pc-sora', plot: 5 },
    { type: 'encounter.plot', pc: 'pc-verdant', plot: 6 },
    { type: 'encounter.revealPlots' }
  )
  // Round 1: paragraphs 1 and 2 have no PC, so their threats are placed and act at once.
  step({ type: 'encounter.targetRoll', threat: 'drowned-hands', dice: [4] }, { type: 'encounter.threatPass', threat: 'drowned-hands' })
  step({ type: 'encounter.threatSpell', threat: 'fog-lantern' }, { type: 'encounter.effectDone', threat: 'fog-lantern' })
  step({ type: 'encounter.attack', pc: 'pc-haneul', weapon: 0, target: { kind: 'body' }, dice: [5, 3, 2] }, { type: 'encounter.pick', action: 0 })
  for (let i = 0; i < 40 && battle(engine).round === 1; i++) {
    passRound(engine, true)
    watch()
    if (battleState(engine) === 'roundEnd') step({ type: 'encounter.endRound' })
  }
  passRound(engine)
  watch()
  step({ type: 'encounter.pursuit', pc: 'pc-sora', ability: 'skill', dice: [4, 2] }, { type: 'encounter.pick', action: 0 })
  passRound(engine)
  watch()
  step({ type: 'encounter.outcome', dice: [3] }, { type: 'encounter.outcome', dice: [6] }, { type: 'encounter.outcome', dice: [4] }, { type: 'encounter.outcome', dice: [6] })
  return snapshots
}

describe('encounter board view (a whitelist)', () => {
  const snapshots = playAndWatch()

  it('covers every step of a battle, from the scout round to the end', () => {
    expect(new Set(snapshots.map((s) => s.view.step))).toEqual(new Set(['scouting', 'plotting', 'acting', 'roundEnd', 'pursuitCheck', 'over']))
    expect(snapshots.at(-1)!.view.result).toEqual({ pcsWin: false, reason: 'pursuit-ended' })
  })

  it('14.01 an unrevealed threat’s name, numbers, effect and id never appear in the payload', () => {
    const leaks = snapshots.flatMap((s, i) => s.hidden.filter((secret) => s.json.includes(secret)).map((secret) => `#${i} ${s.view.step}: ${secret}`))
    expect(leaks).toEqual([])
    expect(snapshots[0]!.hidden).toHaveLength(35)
  })

  it('14.01 unrevealed paragraphs show their written name only; revealed ones show the card face up', () => {
    const afterScout = snapshots[2]!.view
    expect(afterScout.paragraphs.map((p) => (p.threat ? p.threat.id : p.name.en))).toEqual(['Drowned Hands', 'fog-lantern', 'Oar Sweep', 'Ferry Toll', 'River Maw'])
    expect(afterScout.paragraphs[1]!.threat).toMatchObject({ durability: 902, power: 802, attack: 92, effect: { ko: 'SECRET-EFFECT-fog-lantern', en: 'SECRET-EFFECT-fog-lantern' } })
  })

  it('E.11 no plot and no token position appears before the reveal; only who has plotted', () => {
    const plotting = snapshots.filter((s) => s.plotting)
    expect(plotting.length).toBeGreaterThan(3)
    for (const s of plotting) {
      expect(s.view.pcs.every((pc) => pc.position === null)).toBe(true)
      expect(s.json).not.toContain('"plots":')
      expect(s.json).not.toContain('"plot":')
    }
    expect(plotting.at(-2)!.view.pcs.map((pc) => pc.plotted)).toEqual([true, true, true, false])
  })

  it('E.11 after the reveal every token stands on its paragraph', () => {
    const revealed = snapshots.find((s) => s.view.step === 'acting')!.view
    expect(revealed.pcs.map((pc) => pc.position)).toEqual([3, 4, 5, 'margin'])
  })

  it('E.71 no pending dice and no GM notes ever reach the board', () => {
    for (const s of snapshots) {
      expect(s.json).not.toContain('"dice"')
      expect(s.json).not.toContain('SECRET-GM-NOTES')
    }
  })

  it('shows the body’s hp, the round and the step', () => {
    const view = snapshots.find((s) => s.view.round === 2)!.view
    expect(view.body).toMatchObject({ hp: 45 - (6 + 3 + 0), maxHp: 45, level: 3 })
    expect(view.now.kind).toBeTypeOf('string')
  })
})
