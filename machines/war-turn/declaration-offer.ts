import type { Reason } from '../reasons/reason'
import type { TurnAction } from './input'
import type { RegionCount } from './input-checks'

/** One action as a team's page offers it: allowed or refused with the rule's reason, and the regions it names. */
export interface ActionOffer {
  action: TurnAction
  allowed: boolean
  why?: Reason
  /** T.1–T.5: how many regions it names. */
  count: RegionCount
  /** The regions it may name (a rest not forced by V.6: only the base, T.5). */
  regions: string[]
}

/** What one actor may declare this war turn, so a page offers only what the engine accepts. */
export interface DeclarationOptions {
  actor: string
  /** Why it may declare nothing now (V.10: its fate waits for the GM); undefined while it may. */
  why?: Reason
  /** V.6: it fell to 0 or below in the scene before, so it may only rest (anywhere). */
  mustRest: boolean
  actions: ActionOffer[]
}

/** Whether a declaration is one of the offers: an allowed action, the right number of regions, each one offered. */
export function isOffered(options: DeclarationOptions, action: TurnAction, regions: readonly string[]): boolean {
  const offer = options.actions.find((a) => a.action === action)
  if (!offer?.allowed) return false
  const { min, max, distinct } = offer.count
  if (regions.length < min || regions.length > max) return false
  if (distinct && new Set(regions).size !== regions.length) return false
  return regions.every((r) => offer.regions.includes(r))
}
