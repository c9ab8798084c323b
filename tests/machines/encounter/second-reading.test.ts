import { describe, expect, it } from 'vitest'
import type { CampaignEngine } from '@machines/campaign/engine'
import { defaultThreatTarget } from '@machines/encounter/transitions/threat'
import { encounterNext } from '@machines/encounter/next-step'
import { encounterBoardView } from '@machines/encounter/board-view'
import { korean } from '@machines/reasons/format'
import { entriesOf } from '../campaign/session-log/helpers'
import { ambushedEngine, awakenedCampaign, battle, battleState, battleEngine, fighter, fumbleDice, passRound, refusal, refusalReason, send, standardPlots, startCommand } from './fixtures'

const adjust = (unit: Record<string, unknown>, fields: Record<string, unknown>) => ({ type: 'encounter.adjust', unit, ...fields })
const haneul = { kind: 'pc', pc: 'pc-haneul' }
const next = (engine: CampaignEngine) => encounterNext(battleState(engine), battle(engine), engine.current.context.campaign.settings)
const lastGmLine = (engine: CampaignEngine) => entriesOf(engine).at(-1)!.gm
const missBody = (engine: CampaignEngine, pc: string) => [
  { type: 'encounter.attack', pc, weapon: 0, target: { kind: 'body' }, dice: fumbleDice(engine, pc, 'valor') },
  { type: 'encounter.pick', action: 0 }
]

/** Plays the round with nothing landing until the given threat's turn. */
function untilThreat(engine: CampaignEngine, threat: string): void {
  for (let guard = 0; guard < 30; guard++) {
    const step = next(engine)
    if (step.kind === 'monster' && step.threat === threat) return
    if (step.kind === 'pcs') send(engine, ...missBody(engine, step.pcs[0]!))
    else if (step.kind === 'monster') send(engine, { type: 'encounter.threatPass', threat: step.threat })
    else throw new Error(`untilThreat cannot play ${step.kind}`)
  }
  throw new Error(`${threat} never acted`)
}

describe('E.12 a tie between PCs in one paragraph', () => {
  const tied = () => ambushedEngine({ 'pc-haneul': 1, 'pc-elias': 1, 'pc-sora': 4, 'pc-verdant': 6 })

  it('E.12 the 1D6 each PC rolled is recorded with the order it gives, and the log line shows the dice', () => {
    const engine = tied()
    expect(next(engine)).toMatchObject({ kind: 'pcs', position: 1, pcs: ['pc-haneul', 'pc-elias'], order: null })
    send(engine, { type: 'encounter.order', rolls: { 'pc-haneul': [2], 'pc-elias': [5] } })
    expect(battle(engine).order).toEqual({ position: 1, pcs: ['pc-elias', 'pc-haneul'], rolls: { 'pc-haneul': 2, 'pc-elias': 5 } })
    expect(next(engine)).toMatchObject({ kind: 'pcs', order: ['pc-elias', 'pc-haneul'] })
    expect(lastGmLine(engine)).toEqual({ ko: '행동 순서 (단락 1): 엘리아스 (5) → 한하늘 (2) (E.12)', en: 'Order at paragraph 1: Elias Grau (5) → Han Haneul (2) (E.12)' })
  })

  it('E.12 a tie on the panel’s roll is rerolled, not refused: the rerolls decide and are recorded in the log', () => {
    const engine = tied()
    send(engine, { type: 'encounter.order', rolls: { 'pc-haneul': [4, 2, 6], 'pc-elias': [4, 5, 1] } })
    expect(battle(engine).order).toEqual({ position: 1, pcs: ['pc-elias', 'pc-haneul'], rolls: { 'pc-haneul': 4, 'pc-elias': 4 }, rerolls: { 'pc-haneul': [2], 'pc-elias': [5] } })
    expect(lastGmLine(engine)).toEqual({ ko: '행동 순서 (단락 1): 엘리아스 (4, 5) → 한하늘 (4, 2) (E.12)', en: 'Order at paragraph 1: Elias Grau (4, 5) → Han Haneul (4, 2) (E.12)' })
  })

  it('E.12 the panel’s host-rolled order (a dice request per PC) always settles: the host rolls the rerolls with the first die', () => {
    for (let n = 0; n < 8; n++) {
      const engine = tied()
      send(engine, { type: 'encounter.order', rolls: { 'pc-haneul': { roll: { count: 6, sides: 6 } }, 'pc-elias': { roll: { count: 6, sides: 6 } } } })
      expect(battle(engine).order?.pcs.sort()).toEqual(['pc-elias', 'pc-haneul'])
    }
  })

  it('E.12 an order the players agreed is recorded without dice', () => {
    const engine = tied()
    send(engine, { type: 'encounter.order', agreed: ['pc-elias', 'pc-haneul'] })
    expect(battle(engine).order).toEqual({ position: 1, pcs: ['pc-elias', 'pc-haneul'], rolls: {} })
  })

  it('E.12 a tied roll is refused (roll again), and so is a die that is not 1–6, a lone PC or an order both agreed and rolled', () => {
    const engine = tied()
    expect(refusal(engine, { type: 'encounter.order', rolls: { 'pc-haneul': [4], 'pc-elias': [4] } })).toMatch(/^tie between Han Haneul, Elias Grau: roll again \(E\.12\)$/)
    expect(refusal(engine, { type: 'encounter.order', rolls: { 'pc-haneul': [7], 'pc-elias': [1] } })).toMatch(/\(E\.12\)$/)
    expect(refusal(engine, { type: 'encounter.order', agreed: ['pc-elias', 'pc-haneul'], rolls: { 'pc-haneul': [1], 'pc-elias': [2] } })).toMatch(/\(E\.12\)$/)
    expect(refusal(ambushedEngine(), { type: 'encounter.order', rolls: { 'pc-haneul': [3] } })).toMatch(/\(E\.12\)$/)
  })

  it('E.12 the tie is told to the GM by the PCs’ names, not their ids, with the particle the last name takes', () => {
    const why = refusalReason(tied(), { type: 'encounter.order', rolls: { 'pc-haneul': [2], 'pc-elias': [2] } })
    expect(why && korean(why)).toBe('한하늘, 엘리아스가 동점입니다: 다시 굴리세요 (E.12)')
  })
})

describe('E.20 an attack a gift permits, and E.21 a threat broken by hand', () => {
  it('E.20 an unrevealed threat is refused as a target unless the GM marks the attack as permitted by a gift; the log says so', () => {
    const engine = ambushedEngine()
    const attack = { type: 'encounter.attack', pc: 'pc-haneul', weapon: 0, target: { kind: 'threat', threat: 'river-maw' }, dice: [5, 3, 2] }
    expect(refusal(engine, attack)).toMatch(/\(E\.20\)$/)
    send(engine, { ...attack, giftPermits: true }, { type: 'encounter.pick', action: 0 })
    const line = lastGmLine(engine)
    expect(line.en).toContain('Han Haneul attacks River Maw with')
    expect(line.en).toContain(', a target its gift permits')
    expect(line.ko).toContain('은혜로 허용된 대상')
  })

  it('E.20 the board and the public log name a gift-permitted face-down target by its paragraph, never its card, and not as the body', () => {
    const engine = ambushedEngine()
    send(engine, { type: 'encounter.attack', pc: 'pc-haneul', weapon: 0, target: { kind: 'threat', threat: 'river-maw' }, dice: [1, 1, 1], giftPermits: true }, { type: 'encounter.pick', action: 0 })
    const view = encounterBoardView('acting', battle(engine), engine.current.context.campaign)
    expect(view.recent.find((l) => l.kind === 'attack')).toMatchObject({ pc: 'pc-haneul', threat: null, paragraph: 5, success: false })
    const shown = entriesOf(engine).at(-1)!.public
    expect(shown.map((l) => l.en).join(' | ')).toContain('Han Haneul attacks the face-down threat of paragraph 5: miss')
    expect(shown.map((l) => l.ko).join(' | ')).toContain('단락 5의 뒷면 위협')
    expect(JSON.stringify(shown)).not.toMatch(/River Maw|강의 아가리/)
  })

  it('E.21 a face-down threat broken by hand is told on the board by its paragraph', () => {
    const engine = ambushedEngine()
    send(engine, adjust({ kind: 'threat', threat: 'river-maw' }, { break: true }))
    const view = encounterBoardView('acting', battle(engine), engine.current.context.campaign)
    expect(view.recent.at(-1)).toMatchObject({ kind: 'adjust', threat: null, paragraph: 5, broken: true })
    expect(entriesOf(engine).at(-1)!.public.map((l) => l.en)).toContain('GM adjusts: the face-down threat of paragraph 5 broken')
  })

  it('E.20 an acted threat is refused as a target unless a gift permits it', () => {
    const engine = ambushedEngine()
    send(engine, ...missBody(engine, 'pc-haneul'), { type: 'encounter.threatPass', threat: 'drowned-hands' })
    const attack = { type: 'encounter.attack', pc: 'pc-elias', weapon: 0, target: { kind: 'threat', threat: 'drowned-hands' }, dice: [5] }
    expect(refusal(engine, attack)).toMatch(/\(E\.20\)$/)
    expect(refusal(engine, { ...attack, giftPermits: true })).toBeNull()
  })

  it('E.21 adjust breaks a threat: it turns acted and broken, the body loses its durability, and the log says why', () => {
    const engine = ambushedEngine()
    send(engine, adjust({ kind: 'threat', threat: 'river-maw' }, { break: true, reason: 'Gift: Severing Rite' }))
    expect(battle(engine).slots.find((s) => s.threat === 'river-maw')).toMatchObject({ acted: true, broken: true })
    expect(battle(engine).body.hp).toBe(45 - 10)
    expect(lastGmLine(engine).en).toBe('GM adjusts River Maw: broken — the body −10 HP — Gift: Severing Rite (E.21)')
    expect(refusal(engine, adjust({ kind: 'threat', threat: 'river-maw' }, { break: true }))).toMatch(/\(E\.21\)$/)
    expect(refusal(engine, adjust({ kind: 'body' }, { break: true }))).toMatch(/\(E\.21\)$/)
  })
})

describe('E.31 the default target of a threat attack', () => {
  it('E.31 a threat with a PC in its paragraph aims at that PC', () => {
    const engine = ambushedEngine()
    expect(defaultThreatTarget(battle(engine), engine.current.context.campaign, 'drowned-hands')).toBe('pc-haneul')
  })

  it('E.31 a threat whose card names its target proposes the PC the card names (the lowest hp), not the first in the list', () => {
    const engine = ambushedEngine()
    const lowest = [...battle(engine).pcs].sort((a, b) => a.hp - b.hp)[0]!.id
    expect(lowest).not.toBe(battle(engine).pcs[0]!.id)
    expect(defaultThreatTarget(battle(engine), engine.current.context.campaign, 'oar-sweep')).toBe(lowest)
  })

  it('E.31 with no PC in its paragraph it proposes nobody until the target table is rolled, then the table’s pick', () => {
    const engine = ambushedEngine()
    untilThreat(engine, 'river-maw')
    expect(next(engine)).toMatchObject({ kind: 'monster', threat: 'river-maw', targetTable: true })
    expect(defaultThreatTarget(battle(engine), engine.current.context.campaign, 'river-maw')).toBeNull()
    send(engine, { type: 'encounter.targetRoll', threat: 'river-maw', dice: [1] })
    const picked = battle(engine).targetRoll!.candidates
    expect(picked.length).toBeGreaterThan(0)
    expect(defaultThreatTarget(battle(engine), engine.current.context.campaign, 'river-maw')).toBe(picked[0])
  })
})

describe('E.60 a bound body binds its threats too', () => {
  it('E.60 a threat of a bound body attacks at −1: the defence check is against 4 − 1 = 3', () => {
    const engine = ambushedEngine()
    send(engine, ...missBody(engine, 'pc-haneul'), adjust({ kind: 'body' }, { state: 'bound' }))
    send(engine, { type: 'encounter.threatAttack', threat: 'drowned-hands', target: 'pc-haneul', dice: [1, 2, 3] })
    expect(battle(engine).check).toMatchObject({ purpose: 'defence', target: 3 })
  })

  it('E.60 a threat of a bound body defends at −1 too: a hit check on one is against 4 − 1 = 3', () => {
    const engine = ambushedEngine()
    // a threat is struck against the body's defence 4 (E.20); a gift lets Haneul strike the face-down River Maw (E.20), so the check is against the threat's own defence
    const attack = { type: 'encounter.attack', pc: 'pc-haneul', weapon: 0, target: { kind: 'threat', threat: 'river-maw' }, dice: [4, 3, 2], giftPermits: true }
    send(engine, attack)
    const bound = ambushedEngine()
    send(bound, adjust({ kind: 'body' }, { state: 'bound' }), attack)
    expect(battle(engine).check!.target).toBe(4)
    expect(battle(bound).check!.target).toBe(3)
  })
})

describe('E.72 a PC healed above 0 acts again', () => {
  it('E.72 a PC knocked to 0 before acting is skipped; healed to 5 it acts from where it fell', () => {
    const engine = ambushedEngine()
    send(engine, adjust(haneul, { hp: -24 }))
    expect(fighter(engine, 'pc-haneul').hp).toBe(0)
    expect(next(engine)).toMatchObject({ kind: 'monster', threat: 'drowned-hands' })
    expect(refusal(engine, missBody(engine, 'pc-haneul')[0]!)).not.toBeNull()
    send(engine, adjust(haneul, { hp: 5 }))
    expect(fighter(engine, 'pc-haneul')).toMatchObject({ hp: 5, position: 1 })
    expect(next(engine)).toMatchObject({ kind: 'pcs', position: 1, pcs: ['pc-haneul'] })
    send(engine, ...missBody(engine, 'pc-haneul'))
    expect(fighter(engine, 'pc-haneul').acted).toBe(true)
  })

  it('E.72 a PC at 0 at the reveal with no plot stands nowhere; healed, its plot is taken then and it stands and acts there', () => {
    const engine = battleEngine()
    send(engine, { ...startCommand, ambush: true }, adjust(haneul, { hp: -24 }))
    for (const [pc, plot] of Object.entries({ 'pc-elias': 2, 'pc-sora': 4, 'pc-verdant': 6 })) send(engine, { type: 'encounter.plot', pc, plot })
    send(engine, { type: 'encounter.revealPlots' })
    expect(fighter(engine, 'pc-haneul')).toMatchObject({ hp: 0, position: null })
    expect(refusal(engine, { type: 'encounter.plot', pc: 'pc-haneul', plot: 1 })).toMatch(/\(E\.72\)$/)
    send(engine, adjust(haneul, { hp: 5 }))
    expect(fighter(engine, 'pc-haneul').position).toBeNull()
    send(engine, { type: 'encounter.plot', pc: 'pc-haneul', plot: 1 })
    expect(fighter(engine, 'pc-haneul').position).toBe(1)
    expect(lastGmLine(engine)).toEqual({ ko: '한하늘 이동: 보드 밖 → 단락 1 (E.72)', en: 'Han Haneul moves from off the board to paragraph 1 (E.72)' })
    expect(next(engine)).toMatchObject({ kind: 'pcs', position: 1, pcs: ['pc-haneul'] })
  })
})

describe('E.50 every damage in the pursuit round is +1D6, the damage entered by hand too', () => {
  it('E.50 a hand-entered loss in the pursuit round needs its die, which adds to the loss and shows in the log', () => {
    const engine = ambushedEngine()
    passRound(engine)
    passRound(engine)
    send(engine, { type: 'encounter.pursuit', pc: 'pc-sora', ability: 'skill', dice: [6, 6] }, { type: 'encounter.pick', action: 0 })
    expect(battle(engine).round).toBe(3)
    expect(refusal(engine, adjust(haneul, { hp: -3 }))).toBe('every damage in the pursuit round is +1D6: give one die (E.50)')
    send(engine, adjust(haneul, { hp: -3, pursuitDie: [4] }))
    expect(fighter(engine, 'pc-haneul').hp).toBe(24 - 7)
    expect(lastGmLine(engine).en).toContain('GM adjusts Han Haneul: HP −7, pursuit +4 (E.50)')
    // healing and a threat's state need no die
    expect(refusal(engine, adjust(haneul, { hp: 2 }))).toBeNull()
  })

  it('E.50 a threat attack that lands in the pursuit round needs its die', () => {
    const engine = ambushedEngine()
    passRound(engine)
    passRound(engine)
    send(engine, { type: 'encounter.pursuit', pc: 'pc-sora', ability: 'skill', dice: [6, 6] }, { type: 'encounter.pick', action: 0 })
    untilThreat(engine, 'drowned-hands')
    send(engine, { type: 'encounter.threatAttack', threat: 'drowned-hands', target: 'pc-haneul', dice: [1, 1, 1] })
    expect(refusal(engine, { type: 'encounter.pick', action: 0 })).toMatch(/\(E\.50\)$/)
    send(engine, { type: 'encounter.pick', action: 0, pursuitDie: [3] })
    expect(fighter(engine, 'pc-haneul').hp).toBe(24 - (5 + 3))
  })
})

describe('E.1 the scout target in the next step', () => {
  it('E.1 the next step of the scout round carries ⚙ scoutTarget (default 4, here 5)', () => {
    const engine = battleEngine()
    send(engine, startCommand)
    expect(next(engine)).toMatchObject({ kind: 'scout', target: 4 })
    const settings = { ...engine.current.context.campaign.settings, scoutTarget: 5 }
    expect(encounterNext(battleState(engine), battle(engine), settings)).toMatchObject({ kind: 'scout', rule: 'E.1', target: 5 })
  })
})

describe('E.73 the party’s wheel on the board', () => {
  it('E.73 the board view carries the party’s one wheel and the color of ruin its black stage gives', () => {
    const engine = ambushedEngine(standardPlots, awakenedCampaign())
    const view = encounterBoardView('acting', battle(engine), engine.current.context.campaign)
    expect(view.wheel).toEqual({ black: 3, red: 2, blue: 1, green: 1, white: 1 })
    expect(view.ruinStage).toBe(1)
    expect(view.wheel).not.toBe(battle(engine).wheel)
  })

  it('E.73 a mood die banked in battle shows on the board’s wheel at once', () => {
    const engine = ambushedEngine()
    const before = encounterBoardView('acting', battle(engine), engine.current.context.campaign).wheel
    send(engine, adjust(haneul, { inga: { domain: 'green', change: 1 } }))
    const after = encounterBoardView('acting', battle(engine), engine.current.context.campaign)
    expect(after.wheel).toEqual({ ...before, green: before.green + 1 })
    expect(after.ruinStage).toBe(0)
  })
})
