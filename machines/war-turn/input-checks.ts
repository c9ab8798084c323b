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

interface RegionCountRule {
  allows: (count: number, distinct: number) => boolean
  why: Reason
}

const exactlyOne = (count: number): boolean => count === 1

/** T.1–T.5: how many regions each kind of actor names for each action. */
const regionCountRules: Record<ActorKind, Record<TurnAction, RegionCountRule>> = {
  master: {
    daily: {
      allows: (count, distinct) => count === 3 && distinct === 3,
      why: reason('reason.warTurn.masterDailyRegions')
    },
    investigate: { allows: exactlyOne, why: reason('reason.warTurn.masterInvestigateRegions') },
    rest: { allows: (count) => count <= 1, why: reason('reason.warTurn.restRegions') }
  },
  servant: {
    daily: { allows: exactlyOne, why: reason('reason.warTurn.servantDailyRegions') },
    investigate: { allows: exactlyOne, why: reason('reason.warTurn.servantInvestigateRegions') },
    rest: { allows: (count) => count <= 1, why: reason('reason.warTurn.restRegions') }
  }
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
  if (actor.status === 'dead') return { path: ['actor'], why: reason('reason.warTurn.deadCannotDeclare', { actor: actor.id }) }
  if (actor.status === 'destroyed') {
    return { path: ['actor'], why: reason('reason.warTurn.destroyedCannotDeclare', { actor: actor.id }) }
  }
  if (actor.mustRest && declaration.action !== 'rest') {
    return { path: ['action'], why: reason('reason.warTurn.mustRest', { actor: actor.id }) }
  }
  const regions = declaration.regions ?? []
  const countRule = regionCountRules[actor.kind][declaration.action]
  if (!countRule.allows(regions.length, new Set(regions).size)) {
    return { path: ['regions'], why: countRule.why }
  }
  for (const [j, region] of regions.entries()) {
    if (!known.regions.has(region)) return { path: ['regions', j], why: reason('reason.warTurn.unknownRegion', { region }) }
  }
  // T.5 / V.6: a rest is taken at the base; only an actor forced to rest may take it elsewhere.
  const restRegion = declaration.action === 'rest' ? regions[0] : undefined
  if (restRegion !== undefined && actor.base !== undefined && !actor.mustRest && restRegion !== actor.base) {
    return {
      path: ['regions', 0],
      why: reason('reason.warTurn.restAtBase', { actor: actor.id, base: actor.base })
    }
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
