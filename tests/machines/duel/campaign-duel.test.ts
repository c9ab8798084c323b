import { describe, expect, it } from 'vitest'
import { createDocument } from '@machines/campaign/document'
import { CampaignEngine } from '@machines/campaign/engine'
import { boardView } from '@machines/campaign/board-view'
import { phaseStateSchema } from '@machines/campaign/phases'
import { fixtureCampaign } from './duel-fixture'

const at = '2025-01-01T00:00:00.000Z'
const engineOf = () => new CampaignEngine(createDocument(fixtureCampaign(), at))
const dispatch = (engine: CampaignEngine, command: Record<string, unknown>) => engine.dispatch(command, at)

describe('the duel as a phase of the campaign', () => {
  it('duel.start from idle runs the duel phase in its collecting step', () => {
    const engine = engineOf()
    expect(dispatch(engine, { type: 'duel.start', combatants: [{ actor: 'saber' }, { actor: 'lancer' }] })).toEqual({ ok: true })
    expect([engine.current.context.phase?.kind, engine.current.context.phase?.value]).toEqual(['duel', 'collecting'])
  })

  it('a refused start names the reason', () => {
    expect(dispatch(engineOf(), { type: 'duel.start', combatants: [{ actor: 'saber' }, { actor: 'saber' }] })).toMatchObject({ ok: false, error: 'saber is named twice' })
  })

  it('a duel cannot start while a war turn runs', () => {
    const engine = engineOf()
    dispatch(engine, { type: 'turn.start' })
    expect(dispatch(engine, { type: 'duel.start', combatants: [{ actor: 'saber' }, { actor: 'lancer' }] })).toMatchObject({ ok: false, error: 'finish the running war turn first' })
  })

  it('an illegal play reaches the GM with its rule', () => {
    const engine = engineOf()
    dispatch(engine, { type: 'duel.start', combatants: [{ actor: 'saber' }, { actor: 'lancer' }, { actor: 'm-red', row: 'back' }] })
    expect(dispatch(engine, { type: 'duel.play', actor: 'm-red', cards: [{ opponent: 'lancer', card: 'smash' }] })).toMatchObject({
      ok: false,
      error: 'rule D.40: a back-row master attacks only with a ranged card',
      why: { key: 'reason.duel.backRowRanged' }
    })
  })

  it('every step’s context passes the checkpoint schema, and apply writes the duel back; a duel ends no scene (V.9)', () => {
    const engine = engineOf()
    const commands = [
      { type: 'duel.start', combatants: [{ actor: 'saber' }, { actor: 'lancer' }, { actor: 'm-red', row: 'back' }] },
      { type: 'duel.play', actor: 'saber', cards: [{ opponent: 'lancer', card: 'smash' }] },
      { type: 'duel.play', actor: 'lancer', cards: [{ opponent: 'saber', card: 'assault' }] },
      { type: 'duel.play', actor: 'm-red', support: { ally: 'saber', type: 'general', mode: 'attack' } },
      { type: 'duel.reveal' },
      { type: 'duel.accept' },
      { type: 'duel.end' }
    ]
    for (const command of commands) {
      expect(dispatch(engine, command)).toEqual({ ok: true })
      expect(phaseStateSchema.safeParse(engine.current.context.phase).success).toBe(true)
    }
    expect(boardView(engine.current).phaseView).toMatchObject({ kind: 'duel', step: 'over', result: { winner: 'red' } })
    expect(dispatch(engine, { type: 'duel.apply' })).toEqual({ ok: true })
    const { campaign, phase } = engine.current.context
    expect([phase, campaign.scene, campaign.servants.find((s) => s.id === 'lancer')!.hp]).toEqual([null, 3, 57])
  })

  it('undo takes back a reveal', () => {
    const engine = engineOf()
    dispatch(engine, { type: 'duel.start', combatants: [{ actor: 'saber' }, { actor: 'lancer' }] })
    dispatch(engine, { type: 'duel.play', actor: 'saber', cards: [{ opponent: 'lancer', card: 'smash' }] })
    dispatch(engine, { type: 'duel.play', actor: 'lancer', cards: [] })
    dispatch(engine, { type: 'duel.reveal' })
    engine.undo()
    expect(engine.current.context.phase).toMatchObject({ value: 'collecting', context: { plays: [{ actor: 'saber' }, { actor: 'lancer' }] } })
  })
})
