import { english } from '@machines/reasons/format'
import { type HeldEmotion, type Trace, type TurnDeclaration, type TurnInput } from '@machines/war-turn/input'
import { parseTurnInput } from '@machines/war-turn/parse-input'
import type { Settings } from '@machines/campaign/model/settings'

/** Six regions of the test city. */
export const regionIds = ['church', 'port', 'park', 'school', 'bridge', 'forest'] as const
type RegionId = (typeof regionIds)[number]

/** Three teams: A (m-a, s-a), B (m-b, s-b), C (m-c, s-c); each team's base is its own region. */
export const cast = [
  { id: 'm-a', kind: 'master', team: 'A', base: 'school' },
  { id: 's-a', kind: 'servant', team: 'A', base: 'school' },
  { id: 'm-b', kind: 'master', team: 'B', base: 'bridge' },
  { id: 's-b', kind: 'servant', team: 'B', base: 'bridge' },
  { id: 'm-c', kind: 'master', team: 'C', base: 'forest' },
  { id: 's-c', kind: 'servant', team: 'C', base: 'forest' }
] as const

/** A daily-life declaration (T.1 / T.3). */
export const daily = (actor: string, ...regions: RegionId[]): TurnDeclaration => ({ actor, action: 'daily', regions })
/** An investigation declaration (T.2 / T.4). */
export const investigate = (actor: string, region: RegionId): TurnDeclaration => ({
  actor,
  action: 'investigate',
  regions: [region]
})
/** A rest declaration (T.5), optionally naming its region. */
export const rest = (actor: string, region?: RegionId): TurnDeclaration =>
  region === undefined ? { actor, action: 'rest' } : { actor, action: 'rest', regions: [region] }
/** An emotion held before the turn. */
export const feels = (from: string, to: string, sign: HeldEmotion['sign'] = 'positive'): HeldEmotion => ({ from, to, sign })

interface Extras {
  emotions?: HeldEmotion[]
  traces?: Trace[]
  settings?: Partial<Settings>
}

/** The raw JSON of a turn of the standard cast. */
export function rawTurn(declarations: TurnDeclaration[], extras: Extras = {}): Record<string, unknown> {
  return {
    regions: regionIds.map((id) => ({ id })),
    actors: cast.map((actor) => ({ ...actor })),
    declarations,
    emotions: extras.emotions ?? [],
    traces: extras.traces ?? [],
    ...(extras.settings ? { settings: extras.settings } : {})
  }
}

/** A validated turn of the standard cast; throws with the validation message if the test wrote a bad one. */
export function turn(declarations: TurnDeclaration[], extras: Extras = {}): TurnInput {
  const parsed = parseTurnInput(rawTurn(declarations, extras))
  if (!parsed.ok) throw new Error(english(parsed.why))
  return parsed.value
}
