import type { ActorKind, TurnAction, TurnActorInput, TurnDeclaration, TurnInput } from './input'
import type { Bilingual } from '../text/bilingual'
import { reason, type Reason } from '../reasons/reason'

/** A rule a well-shaped turn input breaks, with the JSON path of the offending value. */
export interface InputProblem {
  path: (string | number)[]
  why: Reason
}

/** The two kinds of actor (glossary: 마스터, 서번트). */
const kindWords: Record<ActorKind, Bilingual> = {
  master: { ko: '마스터', en: 'master' },
  servant: { ko: '서번트', en: 'servant' }
}

interface Known {
  regions: Set<string>
  actors: Map<string, TurnActorInput>
}

/** The first problem of a shape-valid turn input, in the order regions, actors, declarations, emotions, traces. */
export function findInputProblem(input: TurnInput): InputProblem | undefined {
  const known: Known = { regions: new Set(), actors: new Map() }
  return (
    checkRegions(input, known) ??
    checkActors(input, known) ??
    checkDeclarations(input, known) ??
    checkEmotions(input, known) ??
    checkTraces(input, known)
  )
}

function checkRegions(input: TurnInput, known: Known): InputProblem | undefined {
  for (const [i, region] of input.regions.entries()) {
    if (known.regions.has(region.id)) {
      return { path: ['regions', i, 'id'], why: reason('reason.warTurn.duplicateRegion', { region: region.id }) }
    }
    known.regions.add(region.id)
  }
  return undefined
}

function checkActors(input: TurnInput, known: Known): InputProblem | undefined {
  const teamSeats = new Set<string>()
  for (const [i, actor] of input.actors.entries()) {
    if (known.actors.has(actor.id)) {
      return { path: ['actors', i, 'id'], why: reason('reason.warTurn.duplicateActor', { actor: actor.id }) }
    }
    known.actors.set(actor.id, actor)
    // A team is one master and their servant (glossary); the rules of T speak of "its servant".
    const seat = `${actor.kind}\u0000${actor.team}`
    if (teamSeats.has(seat)) {
      return { path: ['actors', i, 'team'], why: reason('reason.warTurn.teamSeatTaken', { team: actor.team, kind: kindWords[actor.kind] }) }
    }
    teamSeats.add(seat)
    if (actor.base !== undefined && !known.regions.has(actor.base)) {
      return { path: ['actors', i, 'base'], why: reason('reason.warTurn.unknownRegion', { region: actor.base }) }
    }
  }
  return undefined
}

/** How many regions an action names (T.1–T.5): between `min` and `max`, all different when `distinct`. */
export interface RegionCount {
  min: number
  max: number
  distinct: boolean
}

interface RegionCountRule extends RegionCount {
  why: Reason
}

const exactlyOne = { min: 1, max: 1, distinct: false }

/** T.1–T.5: how many regions each kind of actor names for each action. */
const regionCountRules: Record<ActorKind, Record<TurnAction, RegionCountRule>> = {
  master: {
    daily: { min: 3, max: 3, distinct: true, why: reason('reason.warTurn.masterDailyRegions') },
    investigate: { ...exactlyOne, why: reason('reason.warTurn.masterInvestigateRegions') },
    rest: { min: 0, max: 1, distinct: false, why: reason('reason.warTurn.restRegions') }
  },
  servant: {
    daily: { ...exactlyOne, why: reason('reason.warTurn.servantDailyRegions') },
    investigate: { ...exactlyOne, why: reason('reason.warTurn.servantInvestigateRegions') },
    rest: { min: 0, max: 1, distinct: false, why: reason('reason.warTurn.restRegions') }
  }
}

/** What one action asks of one actor: refused outright (`why`), or how many regions and which of them. */
export interface ActionRule {
  /** Why the actor may not take this action at all (dead, destroyed, V.6 must rest); undefined when it may. */
  why?: Reason
  /** What the refusal is about: the actor itself, or the action it chose. */
  field?: 'actor' | 'action'
  count: RegionCount
  /** The regions it may name: every region, or only its base for a rest that is not forced (T.5, V.6). */
  regions: string[]
}

/**
 * The rule one actor meets for one action (T.1–T.5, V.6): the engine's checks below and the
 * offers a team's page makes both read it, so the page offers exactly what the engine accepts.
 */
export function actionRule(actor: TurnActorInput, action: TurnAction, regions: readonly string[]): ActionRule {
  const { min, max, distinct } = regionCountRules[actor.kind][action]
  const count = { min, max, distinct }
  // T.5 / V.6: a rest is taken at the base; only an actor forced to rest may take it elsewhere.
  const where = action === 'rest' && actor.base !== undefined && !actor.mustRest ? regions.filter((r) => r === actor.base) : [...regions]
  if (actor.status === 'dead') return { why: reason('reason.warTurn.deadCannotDeclare', { actor: actor.id }), field: 'actor', count, regions: where }
  if (actor.status === 'destroyed') return { why: reason('reason.warTurn.destroyedCannotDeclare', { actor: actor.id }), field: 'actor', count, regions: where }
  if (actor.mustRest && action !== 'rest') return { why: reason('reason.warTurn.mustRest', { actor: actor.id }), field: 'action', count, regions: where }
  return { count, regions: where }
}

function checkDeclarations(input: TurnInput, known: Known): InputProblem | undefined {
  const declared = new Set<string>()
  for (const [i, declaration] of input.declarations.entries()) {
    const problem = checkDeclaration(declaration, known, declared)
    if (problem) return { path: ['declarations', i, ...problem.path], why: problem.why }
    declared.add(declaration.actor)
  }
  return undefined
}

function checkDeclaration(
  declaration: TurnDeclaration,
  known: Known,
  declared: Set<string>
): InputProblem | undefined {
  const actor = known.actors.get(declaration.actor)
  if (!actor) return { path: ['actor'], why: reason('reason.warTurn.unknownActor', { actor: declaration.actor }) }
  if (declared.has(actor.id)) {
    return { path: ['actor'], why: reason('reason.warTurn.secondDeclaration', { actor: actor.id }) }
  }
  const rule = actionRule(actor, declaration.action, [...known.regions])
  if (rule.why) return { path: [rule.field ?? 'actor'], why: rule.why }
  const regions = declaration.regions ?? []
  const { why: countWhy } = regionCountRules[actor.kind][declaration.action]
  if (regions.length < rule.count.min || regions.length > rule.count.max || (rule.count.distinct && new Set(regions).size !== regions.length)) {
    return { path: ['regions'], why: countWhy }
  }
  for (const [j, region] of regions.entries()) {
    if (!known.regions.has(region)) return { path: ['regions', j], why: reason('reason.warTurn.unknownRegion', { region }) }
  }
  // T.5 / V.6: a rest is taken at the base; only an actor forced to rest may take it elsewhere.
  for (const [j, region] of regions.entries()) {
    if (!rule.regions.includes(region)) return { path: ['regions', j], why: reason('reason.warTurn.restAtBase', { actor: actor.id, base: actor.base ?? '' }) }
  }
  return undefined
}

function checkEmotions(input: TurnInput, known: Known): InputProblem | undefined {
  const bonds = new Set<string>()
  for (const [i, emotion] of input.emotions.entries()) {
    if (!known.actors.has(emotion.from)) {
      return { path: ['emotions', i, 'from'], why: reason('reason.warTurn.unknownActor', { actor: emotion.from }) }
    }
    if (!known.actors.has(emotion.to)) {
      return { path: ['emotions', i, 'to'], why: reason('reason.warTurn.unknownActor', { actor: emotion.to }) }
    }
    if (emotion.from === emotion.to) {
      return { path: ['emotions', i, 'to'], why: reason('reason.warTurn.emotionToSelf', { actor: emotion.from }) }
    }
    const bond = `${emotion.from}\u0000${emotion.to}`
    if (bonds.has(bond)) {
      return {
        path: ['emotions', i],
        why: reason('reason.warTurn.secondEmotion', { from: emotion.from, to: emotion.to })
      }
    }
    bonds.add(bond)
  }
  return undefined
}

function checkTraces(input: TurnInput, known: Known): InputProblem | undefined {
  const seen = new Set<string>()
  for (const [i, trace] of input.traces.entries()) {
    const actor = known.actors.get(trace.servant)
    if (!actor) return { path: ['traces', i, 'servant'], why: reason('reason.warTurn.unknownActor', { actor: trace.servant }) }
    if (actor.kind !== 'servant') {
      return { path: ['traces', i, 'servant'], why: reason('reason.warTurn.traceOfMaster', { actor: actor.id }) }
    }
    if (!known.regions.has(trace.region)) {
      return { path: ['traces', i, 'region'], why: reason('reason.warTurn.unknownRegion', { region: trace.region }) }
    }
    const key = `${trace.servant}\u0000${trace.region}`
    if (seen.has(key)) {
      return { path: ['traces', i], why: reason('reason.warTurn.secondTrace', { servant: trace.servant, region: trace.region }) }
    }
    seen.add(key)
  }
  return undefined
}
