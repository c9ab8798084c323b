import type { ActorKind, TurnAction, TurnActorInput, TurnDeclaration, TurnInput } from './input'

/** A rule a well-shaped turn input breaks, with the JSON path of the offending value. */
export interface InputProblem {
  path: (string | number)[]
  message: string
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
      return { path: ['regions', i, 'id'], message: `duplicate region id "${region.id}"` }
    }
    known.regions.add(region.id)
  }
  return undefined
}

function checkActors(input: TurnInput, known: Known): InputProblem | undefined {
  const teamSeats = new Set<string>()
  for (const [i, actor] of input.actors.entries()) {
    if (known.actors.has(actor.id)) {
      return { path: ['actors', i, 'id'], message: `duplicate actor id "${actor.id}"` }
    }
    known.actors.set(actor.id, actor)
    // A team is one master and their servant (glossary); the rules of T speak of "its servant".
    const seat = `${actor.kind}\u0000${actor.team}`
    if (teamSeats.has(seat)) {
      return { path: ['actors', i, 'team'], message: `team "${actor.team}" already has a ${actor.kind}` }
    }
    teamSeats.add(seat)
    if (actor.base !== undefined && !known.regions.has(actor.base)) {
      return { path: ['actors', i, 'base'], message: `unknown region "${actor.base}"` }
    }
  }
  return undefined
}

interface RegionCountRule {
  allows: (count: number, distinct: number) => boolean
  message: string
}

const exactlyOne = (count: number): boolean => count === 1

/** T.1–T.5: how many regions each kind of actor names for each action. */
const regionCountRules: Record<ActorKind, Record<TurnAction, RegionCountRule>> = {
  master: {
    daily: {
      allows: (count, distinct) => count === 3 && distinct === 3,
      message: "a master's daily life needs 3 distinct regions (T.1)"
    },
    investigate: { allows: exactlyOne, message: "a master's investigation needs exactly 1 region (T.2)" },
    rest: { allows: (count) => count <= 1, message: 'a rest names at most 1 region (T.5)' }
  },
  servant: {
    daily: { allows: exactlyOne, message: "a servant's daily life needs exactly 1 region (T.3)" },
    investigate: { allows: exactlyOne, message: "a servant's investigation needs exactly 1 region (T.4)" },
    rest: { allows: (count) => count <= 1, message: 'a rest names at most 1 region (T.5)' }
  }
}

function checkDeclarations(input: TurnInput, known: Known): InputProblem | undefined {
  const declared = new Set<string>()
  for (const [i, declaration] of input.declarations.entries()) {
    const problem = checkDeclaration(declaration, known, declared)
    if (problem) return { path: ['declarations', i, ...problem.path], message: problem.message }
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
  if (!actor) return { path: ['actor'], message: `unknown actor "${declaration.actor}"` }
  if (declared.has(actor.id)) {
    return { path: ['actor'], message: `a second declaration for "${actor.id}" (one action per turn)` }
  }
  if (actor.status === 'dead' || actor.status === 'destroyed') {
    return { path: ['actor'], message: `"${actor.id}" is ${actor.status} and cannot declare` }
  }
  if (actor.mustRest && declaration.action !== 'rest') {
    return { path: ['action'], message: `"${actor.id}" must rest this scene (V.6)` }
  }
  const regions = declaration.regions ?? []
  const countRule = regionCountRules[actor.kind][declaration.action]
  if (!countRule.allows(regions.length, new Set(regions).size)) {
    return { path: ['regions'], message: countRule.message }
  }
  for (const [j, region] of regions.entries()) {
    if (!known.regions.has(region)) return { path: ['regions', j], message: `unknown region "${region}"` }
  }
  // T.5 / V.6: a rest is taken at the base; only an actor forced to rest may take it elsewhere.
  const restRegion = declaration.action === 'rest' ? regions[0] : undefined
  if (restRegion !== undefined && actor.base !== undefined && !actor.mustRest && restRegion !== actor.base) {
    return {
      path: ['regions', 0],
      message: `"${actor.id}" rests in its base "${actor.base}" unless it must rest (T.5, V.6)`
    }
  }
  return undefined
}

function checkEmotions(input: TurnInput, known: Known): InputProblem | undefined {
  const bonds = new Set<string>()
  for (const [i, emotion] of input.emotions.entries()) {
    if (!known.actors.has(emotion.from)) {
      return { path: ['emotions', i, 'from'], message: `unknown actor "${emotion.from}"` }
    }
    if (!known.actors.has(emotion.to)) {
      return { path: ['emotions', i, 'to'], message: `unknown actor "${emotion.to}"` }
    }
    if (emotion.from === emotion.to) {
      return { path: ['emotions', i, 'to'], message: `"${emotion.from}" cannot hold an emotion toward itself` }
    }
    const bond = `${emotion.from}\u0000${emotion.to}`
    if (bonds.has(bond)) {
      return {
        path: ['emotions', i],
        message: `a second emotion from "${emotion.from}" to "${emotion.to}" (one bond per direction)`
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
    if (!actor) return { path: ['traces', i, 'servant'], message: `unknown actor "${trace.servant}"` }
    if (actor.kind !== 'servant') {
      return { path: ['traces', i, 'servant'], message: `"${actor.id}" is a master; only servants leave traces (T.20)` }
    }
    if (!known.regions.has(trace.region)) {
      return { path: ['traces', i, 'region'], message: `unknown region "${trace.region}"` }
    }
    const key = `${trace.servant}\u0000${trace.region}`
    if (seen.has(key)) {
      return { path: ['traces', i], message: `a second trace of "${trace.servant}" in "${trace.region}"` }
    }
    seen.add(key)
  }
  return undefined
}
