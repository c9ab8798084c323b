// Version 3 → 4: the rules' second reading. Raw JSON in, raw JSON out: the schema of
// version 3 validates the result. Each helper takes one record of the old shape.

type Raw = Record<string, unknown>
type Wheel = Record<'black' | 'red' | 'blue' | 'green' | 'white', number>

const domains = ['black', 'red', 'blue', 'green', 'white'] as const
const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value)
const list = (value: unknown): Raw[] => (Array.isArray(value) ? value.filter(isRecord) : [])
const emptyWheel = (): Wheel => ({ black: 0, red: 0, blue: 0, green: 0, white: 0 })

/** The sum of some wheels of fate, domain by domain (E.73: the party's one wheel), capped as the schema caps a domain. */
export function sumWheels(wheels: readonly unknown[]): Wheel {
  const sum = emptyWheel()
  for (const wheel of wheels) {
    if (!isRecord(wheel)) continue
    for (const domain of domains) {
      const n = wheel[domain]
      if (typeof n === 'number' && Number.isFinite(n)) sum[domain] = Math.min(99, sum[domain] + Math.max(0, Math.trunc(n)))
    }
  }
  return sum
}

const withoutWheel = (pc: Raw): Raw => {
  const { wheel: _wheel, ...rest } = pc
  return rest
}

/**
 * V.4 / V.6 as the second reading tracks them (V.10): every deadline of the old list becomes one
 * entry per pool at 0 or below; an active actor at 0 or below without one (a master at exactly 0,
 * which the first reading missed) is taken as fallen in the last scene that ended.
 */
function atRiskOf(campaign: Raw): Raw[] {
  const scene = typeof campaign.scene === 'number' ? campaign.scene : 0
  const deadlines = list(campaign.deadlines)
  const entries: Raw[] = []
  const watched: [Raw, 'servant' | 'master'][] = [...list(campaign.servants).map((s): [Raw, 'servant'] => [s, 'servant']), ...list(campaign.masters).map((m): [Raw, 'master'] => [m, 'master'])]
  for (const [actor, kind] of watched) {
    if ((actor.status ?? 'active') !== 'active') continue
    const pools = kind === 'servant' ? (['mp'] as const) : (['hp', 'mp'] as const)
    const deadline = deadlines.find((d) => d.actor === actor.id)
    for (const pool of pools) {
      const value = actor[pool]
      if (typeof value !== 'number' || value > 0) continue
      const by = typeof deadline?.scene === 'number' ? deadline.scene : scene + 1
      entries.push({ actor: actor.id, pool, rule: kind === 'servant' ? 'V.4' : 'V.6', fell: Math.max(0, by - 1), by })
    }
  }
  return entries
}

/** The last turn's fights (T.12) and duel opportunities (T.15) as the pending list, in the scene that turn ended. */
function offersOf(campaign: Raw): Raw[] {
  const last = isRecord(campaign.lastTurn) ? campaign.lastTurn : null
  if (!last || typeof last.turn !== 'number') return []
  const scene = typeof campaign.scene === 'number' ? campaign.scene : 0
  const turn = last.turn
  const fights = list(last.fights).map((f, i) => ({ id: `t${turn}-f${i + 1}`, kind: 'fight', rule: 'T.12', turn, scene, actors: f.actors, region: f.region, state: 'pending' }))
  const chances = list(last.duelOpportunities).map((o, i) => ({
    id: `t${turn}-o${i + 1}`,
    kind: 'opportunity',
    rule: 'T.15',
    turn,
    scene,
    actors: [o.by, o.servant],
    region: o.region,
    state: 'pending'
  }))
  return [...fights, ...chances]
}

/** A campaign of version 3 in the shape of version 4. */
export function migrateCampaign(campaign: unknown): unknown {
  if (!isRecord(campaign)) return campaign
  const { deadlines: _deadlines, lastTurn: _lastTurn, ...rest } = campaign
  const pcs = list(campaign.pcs)
  const settings = isRecord(campaign.settings) ? campaign.settings : {}
  // A field already in the new shape is kept: migrating twice changes nothing.
  const kept = (key: string, made: () => unknown): unknown => (key in campaign ? campaign[key] : made())
  return {
    ...rest,
    atRisk: kept('atRisk', () => atRiskOf(campaign)),
    lifeProposals: kept('lifeProposals', () => []),
    offers: kept('offers', () => offersOf(campaign)),
    sceneUses: kept('sceneUses', () => []),
    pcs: pcs.map(withoutWheel),
    party: kept('party', () => ({ wheel: sumWheels(pcs.map((pc) => pc.wheel)) })),
    settings: { winnerCountsMp: false, scoutTarget: 4, ...settings }
  }
}

/**
 * A running phase of a version-2 checkpoint in the shape of version 3. A resolved war turn goes
 * back to its declarations (its proposal now carries recovery lines: resolve it again); a duel
 * learns its scene (V.9) and loses its end-of-scene list (the campaign's now, V.10); a battle's
 * PCs hand their wheels to the party's one wheel, with those of the PCs not fighting (E.73).
 */
function migratePhase(phase: unknown, campaign: Raw, oldCampaign: Raw): { phase: unknown; value?: string } {
  if (!isRecord(phase) || !isRecord(phase.context)) return { phase }
  const context = phase.context
  const scene = typeof campaign.scene === 'number' ? campaign.scene : 0
  switch (phase.kind) {
    case 'warTurn':
      return { phase: { ...phase, value: 'collecting', context: { ...context, proposal: null, applied: null } } }
    case 'duel': {
      const over = isRecord(context.over) ? context.over : null
      const struck = over && isRecord(over.struck) ? over.struck : null
      const { endOfScene: _list, ...overRest } = over ?? {}
      const { endOfScene: _struck, ...struckRest } = struck ?? {}
      return {
        phase: {
          ...phase,
          context: {
            ...context,
            scene: context.fromWarTurn === true ? scene : scene + 1,
            offer: null,
            over: over ? { ...overRest, struck: struckRest } : null,
            applied: null
          }
        }
      }
    }
    case 'encounter': {
      const fighting = list(context.pcs)
      const ids = new Set(fighting.map((pc) => pc.id))
      const resting = list(oldCampaign.pcs).filter((pc) => !ids.has(pc.id))
      const wheel = sumWheels([...fighting.map((pc) => pc.wheel), ...resting.map((pc) => pc.wheel)])
      return { phase: { ...phase, context: { ...context, pcs: fighting.map(withoutWheel), wheel, finished: null } } }
    }
    default:
      return { phase }
  }
}

/** A version-2 checkpoint in the shape of version 3. */
function migrateCheckpoint(checkpoint: Raw): Raw {
  if (!isRecord(checkpoint.context)) return checkpoint
  const oldCampaign = isRecord(checkpoint.context.campaign) ? checkpoint.context.campaign : {}
  const campaign = migrateCampaign(oldCampaign) as Raw
  const { phase } = migratePhase(checkpoint.context.phase, campaign, oldCampaign)
  return { ...checkpoint, context: { ...checkpoint.context, campaign, phase } }
}

/** A version-2 event's command in the shape of version 3: a PC sheet no longer holds a wheel (E.73). */
function migrateEvent(event: Raw): Raw {
  const command = isRecord(event.command) ? event.command : null
  if (command?.type === 'edit.pc.upsert' && isRecord(command.pc)) return { ...event, command: { ...command, pc: withoutWheel(command.pc) } }
  return event
}

/** Version 3 → 4 of a whole document. */
export function secondReading(doc: Raw): Raw {
  return {
    ...doc,
    version: 4,
    initial: migrateCampaign(doc.initial),
    events: list(doc.events).map(migrateEvent),
    checkpoints: list(doc.checkpoints).map(migrateCheckpoint)
  }
}
