import type { ActorKind, EmotionSign, TurnAction, TurnInput } from './input'

/** A declared actor as the resolver sees it; `order` is its position in `input.actors`. */
export interface TurnActor {
  id: string
  order: number
  kind: ActorKind
  team: string
  action: TurnAction
  /** Region indices where it is present (T.1–T.4); empty for a rest, which meets nobody (T.5). */
  presentIn: number[]
  /** Region index of a rest: the one declared, else the base (T.5, V.6). */
  restsIn: number | undefined
  /** The declared other half of its team (its master or its servant), if any. */
  mate: TurnActor | undefined
}

/** The actors of one team present in one region. */
export interface TeamPresence {
  team: string
  master: TurnActor | undefined
  servant: TurnActor | undefined
}

/** A turn input indexed by region, team and actor order, so that every rule looks things up instead of scanning. */
export interface TurnIndex {
  regionIds: string[]
  /** Declared actors in input order; undeclared actors are absent from the turn. */
  declared: TurnActor[]
  actorCount: number
  /** Per region: present actors (daily or investigating), in input order. */
  present: TurnActor[][]
  /** Per region: present actors grouped by team, ordered by each team's first present actor. */
  teamsPresent: TeamPresence[][]
  /** Per region: declared servants that left a trace there last turn, in input order. */
  tracesIn: TurnActor[][]
  /** Held emotions between declared actors at `from.order * actorCount + to.order`: 1 positive, -1 negative, 0 none. */
  emotions: Int8Array
}

/** Build the lookups the rules need, in one pass over each input list. */
export function indexTurn(input: TurnInput): TurnIndex {
  const regionIds: string[] = []
  const regionIndex = new Map<string, number>()
  const present: TurnActor[][] = []
  const teamsPresent: TeamPresence[][] = []
  const tracesIn: TurnActor[][] = []
  for (const [i, region] of input.regions.entries()) {
    regionIds.push(region.id)
    regionIndex.set(region.id, i)
    present.push([])
    teamsPresent.push([])
    tracesIn.push([])
  }
  const actorCount = input.actors.length
  const orderOf = new Map<string, number>()
  for (const [order, actor] of input.actors.entries()) orderOf.set(actor.id, order)

  const byOrder: (TurnActor | undefined)[] = new Array(actorCount).fill(undefined)
  for (const declaration of input.declarations) {
    const order = orderOf.get(declaration.actor) as number
    const actor = input.actors[order]
    const named = (declaration.regions ?? []).map((id) => regionIndex.get(id) as number)
    const resting = declaration.action === 'rest'
    const base = actor.base === undefined ? undefined : regionIndex.get(actor.base)
    byOrder[order] = {
      id: actor.id,
      order,
      kind: actor.kind,
      team: actor.team,
      action: declaration.action,
      presentIn: resting ? [] : named,
      restsIn: resting ? (named[0] ?? base) : undefined,
      mate: undefined
    }
  }

  const declared: TurnActor[] = []
  const firstOfTeam = new Map<string, TurnActor>()
  for (const entry of byOrder) {
    if (!entry) continue
    declared.push(entry)
    const mate = firstOfTeam.get(entry.team)
    if (mate) [mate.mate, entry.mate] = [entry, mate]
    else firstOfTeam.set(entry.team, entry)
    for (const region of entry.presentIn) {
      present[region].push(entry)
      const teams = teamsPresent[region]
      let group = teams.find((candidate) => candidate.team === entry.team)
      if (!group) {
        group = { team: entry.team, master: undefined, servant: undefined }
        teams.push(group)
      }
      group[entry.kind] = entry
    }
  }

  for (const trace of input.traces) {
    const servant = byOrder[orderOf.get(trace.servant) as number]
    if (servant) tracesIn[regionIndex.get(trace.region) as number].push(servant)
  }
  for (const list of tracesIn) if (list.length > 1) list.sort((a, b) => a.order - b.order)

  const emotions = new Int8Array(actorCount * actorCount)
  for (const emotion of input.emotions) {
    const from = orderOf.get(emotion.from) as number
    const to = orderOf.get(emotion.to) as number
    emotions[from * actorCount + to] = emotion.sign === 'positive' ? 1 : -1
  }

  return { regionIds, declared, actorCount, present, teamsPresent, tracesIn, emotions }
}

/** The emotion `from` held toward `to` before this turn, if any. */
export function heldEmotion(index: TurnIndex, from: TurnActor, to: TurnActor): EmotionSign | undefined {
  const held = index.emotions[from.order * index.actorCount + to.order]
  return held === 0 ? undefined : held > 0 ? 'positive' : 'negative'
}

/** Whether an actor is present in a region, whatever it declared there (T.9d). */
export function isPresent(actor: TurnActor | undefined, region: number): boolean {
  return actor !== undefined && actor.presentIn.includes(region)
}
