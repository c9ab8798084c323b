import { type TurnInput, type TurnDeclaration } from '../machines/war-turn/input'
import { parseTurnInput } from '../machines/war-turn/parse-input'
import { english } from '../machines/reasons/format'

/** 16 teams (32 actors) in 30 regions, everyone declaring, with emotions and traces. */
export function bigTurn(): TurnInput {
  const regions = Array.from({ length: 30 }, (_, i) => ({ id: `r${i}` }))
  const actors = Array.from({ length: 16 }, (_, t) => [
    { id: `m${t}`, kind: 'master' as const, team: `T${t}` },
    { id: `s${t}`, kind: 'servant' as const, team: `T${t}` }
  ]).flat()
  const declarations: TurnDeclaration[] = actors.map((actor, i) => {
    const t = i >> 1
    if (actor.kind === 'master') {
      return t % 3 === 0
        ? { actor: actor.id, action: 'investigate', regions: [`r${(t * 7) % 30}`] }
        : { actor: actor.id, action: 'daily', regions: [`r${t % 30}`, `r${(t + 7) % 30}`, `r${(t + 13) % 30}`] }
    }
    return { actor: actor.id, action: t % 2 === 0 ? 'daily' : 'investigate', regions: [`r${(t * 5) % 30}`] }
  })
  const emotions = actors.flatMap((from, i) =>
    actors
      .filter((_, j) => j !== i && (i + j) % 3 === 0)
      .map((to) => ({ from: from.id, to: to.id, sign: i % 4 === 0 ? 'negative' : 'positive' }))
  )
  const traces = actors
    .filter((actor) => actor.kind === 'servant')
    .map((actor, t) => ({ servant: actor.id, region: `r${(t * 11) % 30}` }))
  const parsed = parseTurnInput({ regions, actors, declarations, emotions, traces })
  if (!parsed.ok) throw new Error(english(parsed.why))
  return parsed.value
}

