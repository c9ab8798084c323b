import { describe, expect, it } from 'vitest'
import { demoEngine, mustDispatch, demoDeclarations } from '../campaign/fixtures'
import type { CampaignEngine } from '@machines/campaign/engine'
import { recoveryLines } from '@machines/war-turn/recovery'
import { defaultSettings } from '@machines/campaign/model/settings'
import { entriesOf } from '../campaign/session-log/helpers'

const campaignOf = (engine: CampaignEngine) => engine.current.context.campaign
const proposalOf = (engine: CampaignEngine) => {
  const phase = engine.current.context.phase
  if (phase?.kind !== 'warTurn') throw new Error('no war turn running')
  return phase.context.proposal!
}
const servant = (engine: CampaignEngine, id: string) => campaignOf(engine).servants.find((s) => s.id === id)!
const lastGmLine = (engine: CampaignEngine) => entriesOf(engine).at(-1)!.gm

/** The demo's servants 20 hp and mp down, the demo's eight declarations (changed as told) resolved. */
function resolvedTurn(changes: Record<string, unknown>[] = []): CampaignEngine {
  const { engine } = demoEngine()
  for (const id of ['saber', 'lancer', 'archer', 'caster']) mustDispatch(engine, { type: 'actor.adjust', actor: id, hp: -20, mp: -20 })
  mustDispatch(engine, { type: 'turn.start' })
  for (const d of demoDeclarations) mustDispatch(engine, d)
  for (const c of changes) mustDispatch(engine, c)
  mustDispatch(engine, { type: 'turn.resolve' })
  return engine
}

describe('the recovery and rest lines of a war turn (V.7, T.16, T.21)', () => {
  const kind = (actor: string) => (actor.startsWith('m-') ? ('master' as const) : ('servant' as const))
  const supply = { manaSupply: [{ servant: 's-a', master: 'm-a', region: 'port', rule: 'T.16' as const }, { servant: 's-b', master: 'm-b', region: 'park', rule: 'T.21' as const }] }

  it('V.7 T.16 T.21 one line per actor that rests or recovers, in declaration order, with ⚙ amounts', () => {
    const lines = recoveryLines(
      [
        { actor: 'm-a', action: 'daily', regions: ['port', 'park', 'church'] },
        { actor: 's-a', action: 'daily', regions: ['port'] },
        { actor: 's-b', action: 'investigate', regions: ['park'] },
        { actor: 's-c', action: 'daily', regions: ['church'] },
        { actor: 's-d', action: 'investigate', regions: ['church'] },
        { actor: 'm-c', action: 'rest', regions: [] }
      ],
      kind,
      supply,
      defaultSettings
    )
    expect(lines).toEqual([
      { actor: 's-a', rule: 'T.16', hp: 5, mp: 10, supply: 0, mpWithoutSupply: 5 },
      { actor: 's-b', rule: 'T.21', hp: 0, mp: 10, supply: 1, mpWithoutSupply: 0 },
      { actor: 's-c', rule: 'T.16', hp: 5, mp: 5, supply: null, mpWithoutSupply: 5 },
      { actor: 'm-c', rule: 'V.7', hp: 10, mp: 10, supply: null, mpWithoutSupply: 10 }
    ])
  })

  it('V.7 T.16 the resolved demo turn lists its lines in the proposal: Saber supplied, Lancer resting (its declaration replaced in place), Caster on its own', () => {
    const engine = resolvedTurn([{ type: 'turn.declare', actor: 'lancer', action: 'rest', regions: [] }])
    expect(proposalOf(engine).recovery.map((l) => [l.actor, l.rule, l.hp, l.mp])).toEqual([
      ['saber', 'T.16', 5, 10],
      ['lancer', 'V.7', 10, 10],
      ['caster', 'T.16', 5, 5]
    ])
  })

  it('T.21 a servant investigating the region its master investigates gets the supply line', () => {
    const engine = resolvedTurn([{ type: 'turn.declare', actor: 'm-elias', action: 'investigate', regions: ['port'] }])
    expect(proposalOf(engine).recovery).toContainEqual(expect.objectContaining({ actor: 'lancer', rule: 'T.21', hp: 0, mp: 10 }))
    mustDispatch(engine, { type: 'turn.apply' })
    expect(servant(engine, 'lancer').mp).toBe(30 - 20 + 10)
  })

  it('V.7 a line the GM amends with turn.recovery restores the amended amounts, and the log says both', () => {
    const engine = resolvedTurn()
    const index = proposalOf(engine).recovery.findIndex((l) => l.actor === 'caster')
    mustDispatch(engine, { type: 'turn.recovery', index, hp: 2, mp: 8 })
    expect(lastGmLine(engine).en).toMatch(new RegExp(`^Recovery #${index + 1} amended: .*Caster`))
    mustDispatch(engine, { type: 'turn.apply' })
    const caster = servant(engine, 'caster')
    const before = demoEngine().engine.current.context.campaign.servants.find((s) => s.id === 'caster')!
    expect([caster.hp, caster.mp]).toEqual([before.hp - 20 + 2, before.mp - 20 + 8])
    expect(lastGmLine(engine).en).toMatch(/recovery and rest: .*Caster/)
  })

  it('T.16 a struck line restores nothing; striking the supply leaves the recovery at ⚙ recoveryMp', () => {
    const engine = resolvedTurn()
    const caster = proposalOf(engine).recovery.findIndex((l) => l.actor === 'caster')
    mustDispatch(engine, { type: 'turn.strike', list: 'recovery', index: caster, struck: true })
    mustDispatch(engine, { type: 'turn.strike', list: 'manaSupply', index: 0, struck: true })
    const before = { saber: servant(engine, 'saber'), caster: servant(engine, 'caster') }
    mustDispatch(engine, { type: 'turn.apply' })
    expect(servant(engine, 'caster').hp).toBe(before.caster.hp)
    expect(servant(engine, 'saber').mp).toBe(before.saber.mp + 5)
    expect(lastGmLine(engine).en).not.toMatch(/Caster/)
  })

  it('a recovery line past the end of the list is refused with its number', () => {
    const engine = resolvedTurn()
    const result = engine.dispatch({ type: 'turn.recovery', index: 9, hp: 1, mp: 1 }, '2026-11-29T12:00:00.000Z')
    expect(result.ok).toBe(false)
    expect(!result.ok && result.error).toMatch(/10/)
  })
})

describe('the pending list of fights and duel opportunities (T.12, T.15)', () => {
  const applied = () => {
    const engine = resolvedTurn()
    mustDispatch(engine, { type: 'turn.apply' })
    return engine
  }

  it('T.12 T.15 an applied turn puts its fights and opportunities on the list, pending, under the turn’s scene (V.9)', () => {
    const engine = resolvedTurn()
    const { fights, duelOpportunities } = proposalOf(engine).resolution
    mustDispatch(engine, { type: 'turn.apply' })
    const offers = campaignOf(engine).offers
    expect(offers.length).toBe(fights.length + duelOpportunities.length)
    expect(offers.slice(0, 2).map((o) => [o.id, o.rule, o.actors, o.region])).toEqual([
      ['t1-f1', 'T.12', ['m-elias', 'm-verdant'], 'market'],
      ['t1-o1', 'T.15', ['lancer', 'saber'], 'port']
    ])
    expect(new Set(offers.map((o) => `${o.scene} ${o.state}`))).toEqual(new Set(['1 pending']))
  })

  it('T.12 T.15 the offers stay pending through the next turn until played or struck', () => {
    const engine = applied()
    mustDispatch(engine, { type: 'turn.start' })
    for (const d of demoDeclarations) mustDispatch(engine, d)
    mustDispatch(engine, { type: 'turn.resolve' })
    mustDispatch(engine, { type: 'turn.apply' })
    const offers = campaignOf(engine).offers
    const first = offers.filter((o) => o.turn === 1)
    expect(first.length).toBeGreaterThan(1)
    expect(first.every((o) => o.state === 'pending')).toBe(true)
    expect(offers.filter((o) => o.turn === 2).map((o) => o.id).slice(0, 2)).toEqual(['t2-f1', 't2-o1'])
  })

  it('T.15 a struck offer is marked struck, may be put back, and a struck proposal item never reaches the list', () => {
    const engine = applied()
    mustDispatch(engine, { type: 'offer.strike', offer: 't1-o1', struck: true })
    expect(campaignOf(engine).offers.find((o) => o.id === 't1-o1')!.state).toBe('struck')
    mustDispatch(engine, { type: 'offer.strike', offer: 't1-o1', struck: false })
    expect(campaignOf(engine).offers.find((o) => o.id === 't1-o1')!.state).toBe('pending')
    const struckFirst = resolvedTurn()
    mustDispatch(struckFirst, { type: 'turn.strike', list: 'fights', index: 0, struck: true })
    mustDispatch(struckFirst, { type: 'turn.apply' })
    expect(campaignOf(struckFirst).offers.filter((o) => o.kind === 'fight')).toEqual([])
  })

  it('T.12 a duel started from an offer marks it played once applied; a played offer cannot be struck or played again', () => {
    const engine = applied()
    mustDispatch(engine, { type: 'duel.start', offer: 't1-f1', fight: 'masters', combatants: [{ actor: 'm-elias' }, { actor: 'm-verdant' }] })
    mustDispatch(engine, { type: 'duel.retreat', actor: 'm-elias', opponent: 'm-verdant', fate: true })
    mustDispatch(engine, { type: 'duel.apply' })
    expect(campaignOf(engine).offers.find((o) => o.id === 't1-f1')!.state).toBe('played')
    expect(engine.dispatch({ type: 'offer.strike', offer: 't1-f1', struck: true }, '2026-11-29T12:00:00.000Z').ok).toBe(false)
    const again = engine.dispatch({ type: 'duel.start', offer: 't1-f1', fight: 'masters', combatants: [{ actor: 'm-elias' }, { actor: 'm-verdant' }] }, '2026-11-29T12:00:00.000Z')
    expect(again.ok).toBe(false)
  })

  it('an unknown offer is refused with its id', () => {
    const result = applied().dispatch({ type: 'offer.strike', offer: 't9-f9', struck: true }, '2026-11-29T12:00:00.000Z')
    expect(!result.ok && result.error).toMatch(/t9-f9/)
  })
})
