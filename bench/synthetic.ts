import type { Campaign } from '../machines/campaign/model/campaign'
import { demoCampaign } from '../src/host/demo'
import { createDocument, type CampaignDocument } from '../machines/campaign/document'
import { CampaignEngine } from '../machines/campaign/engine'
import { mulberry32 } from '../machines/dice/random'
// The fuzz tests' guide knows what every phase waits for next; the benchmark plays whole duels and battles with it.
import { guidedCommand } from '../tests/hardening/fixtures/guided-command'

/** The size of a synthetic campaign, in phases played. */
export interface SyntheticSize {
  warTurns: number
  duels: number
  encounters: number
  /** GM adjustments after each war turn, to reach the target event count. */
  adjustmentsPerTurn: number
}

/** The long campaign: 100 war turns, 60 duels, 20 battles, about 20,000 events. */
export const longCampaign: SyntheticSize = { warTurns: 100, duels: 60, encounters: 20, adjustmentsPerTurn: 162 }

const regions = ['church', 'port', 'park', 'school', 'station', 'old-town', 'hospital', 'market', 'mansion'] as const

/** Plays a synthetic campaign through the real machines and returns the engine (seeded, repeatable). */
export function playSyntheticCampaign(size: SyntheticSize, seed = 1): CampaignEngine {
  const random = mulberry32(seed)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]
  const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString()
  const engine = new CampaignEngine(createDocument(demoCampaign(), at(0)), random)
  let clock = 0
  const campaign = (): Campaign => engine.current.context.campaign
  const attempt = (command: unknown): boolean => engine.dispatch(command, at(++clock)).ok
  const send = (command: unknown): void => {
    const result = engine.dispatch(command, at(++clock))
    if (!result.ok) throw new Error(`synthetic campaign: ${JSON.stringify(command)} refused: ${result.error}`)
  }
  const active = () => [
    ...campaign().masters.filter((m) => m.status === 'active'),
    ...campaign().servants.filter((s) => s.status === 'active')
  ]
  // The GM heals everyone between scenes, so nobody drifts into V.4 / V.6 and the war goes on.
  const healAll = (): void => {
    for (const actor of active()) {
      const hp = actor.maxHp - actor.hp
      const mp = actor.maxMp - actor.mp
      if (hp || mp) send({ type: 'actor.adjust', actor: actor.id, ...(hp ? { hp } : {}), ...(mp ? { mp } : {}) })
    }
    for (const pc of campaign().pcs) if (pc.hp < pc.maxHp) send({ type: 'edit.pc.upsert', pc: { ...pc, hp: pc.maxHp } })
  }
  /** Starts a phase and follows the rules' next step until it ends (cancelled if it runs away). */
  const playPhase = (start: unknown, cancel: string): void => {
    if (!attempt(start)) return
    for (let step = 0; step < 600 && engine.current.context.phase; step++) {
      for (let tries = 0; tries < 30; tries++) if (attempt(guidedCommand(engine.current.context, Math.floor(random() * 1000)))) break
    }
    if (engine.current.context.phase) send({ type: cancel })
  }

  for (let turn = 0; turn < size.warTurns; turn++) {
    healAll()
    send({ type: 'turn.start' })
    for (const actor of active()) {
      const isMaster = 'might' in actor
      const action = random() < 0.5 ? 'daily' : 'investigate'
      const count = isMaster && action === 'daily' ? 3 : 1
      const chosen = new Set<string>()
      while (chosen.size < count) chosen.add(pick(regions))
      send({ type: 'turn.declare', actor: actor.id, action, regions: [...chosen] })
    }
    send({ type: 'turn.resolve' })
    send({ type: 'turn.publish', text: `Turn ${turn + 1}: something stirred in the city` })
    send({ type: 'turn.apply' })
    // Damage then healing on the same actor: a GM's running corrections between scenes.
    for (let i = 0; i < size.adjustmentsPerTurn; i += 2) {
      const actor = pick(active()).id
      send({ type: 'actor.adjust', actor, hp: -1, mp: -1 })
      send({ type: 'actor.adjust', actor, hp: 1, mp: 1 })
    }
    if (turn < size.duels) {
      healAll()
      const servants = campaign().servants.filter((s) => s.status === 'active')
      if (servants.length >= 2) {
        const first = pick(servants)
        const second = pick(servants.filter((s) => s.team !== first.team))
        playPhase({ type: 'duel.start', combatants: [{ actor: first.id }, { actor: second.id }] }, 'duel.cancel')
      }
    }
    if (turn % Math.max(1, Math.floor(size.warTurns / Math.max(1, size.encounters))) === 0 && turn / Math.floor(size.warTurns / Math.max(1, size.encounters)) < size.encounters) {
      healAll()
      const pcs = campaign().pcs.map((p) => p.id)
      playPhase({ type: 'encounter.start', monster: campaign().monsters[0].id, pcs, ambush: false }, 'encounter.cancel')
    }
  }
  return engine
}

/** When the synthetic campaigns were saved. */
export const savedAt = new Date(Date.UTC(2026, 5, 1)).toISOString()

/** The synthetic campaign as a saved document. */
export function syntheticDocument(size: SyntheticSize = longCampaign, seed = 1): CampaignDocument {
  return playSyntheticCampaign(size, seed).toDocument(savedAt)
}

/**
 * Grows a played campaign to `total` events with the GM's running hp/mp corrections (damage then
 * healing, so nobody falls): a campaign ten times longer, for how costs grow with the log.
 */
export function extendWithAdjustments(engine: CampaignEngine, total: number): CampaignEngine {
  const actors = engine.current.context.campaign.servants.filter((s) => s.status === 'active').map((s) => s.id)
  const at = new Date(Date.UTC(2027, 0, 1)).toISOString()
  for (let i = 0; engine.events.length < total; i++) {
    const result = engine.dispatch({ type: 'actor.adjust', actor: actors[i % actors.length], hp: i % 2 ? 1 : -1 }, at)
    if (!result.ok) throw new Error(`synthetic campaign: adjustment refused: ${result.error}`)
  }
  return engine
}
