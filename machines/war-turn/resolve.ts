import { withSettings } from '../campaign/model/settings'
import { resolveExchanges } from './exchanges'
import type { TurnInput } from './input'
import { resolveInvestigations } from './investigation'
import type { TurnResolution } from './resolution'
import { resolveManaSupply } from './supply'
import { resolveTraces } from './traces'
import { indexTurn } from './turn-index'

/** The output types, re-exported so callers import the contract from one place. */
export type {
  DuelOpportunity,
  EmotionExchange,
  ExchangeRule,
  InfoGain,
  InfoSource,
  ManaSupply,
  TurnFight,
  TurnResolution
} from './resolution'

/**
 * Resolve one war turn (T.1–T.22) into proposals for the GM. Pure and deterministic:
 * - `emotionExchanges`: by pair, the pair's earlier actor (input order) first, then the later;
 * - `info`, `fights`, `duelOpportunities`: by region (input order), then investigator (input order),
 *   then the opponent teams in the order their first actor appears in the input; traces found
 *   (T.13) in servant input order;
 * - `manaSupply`, `traces`: by servant in input order.
 * Actors without a declaration are absent and never named.
 */
export function resolveTurn(input: TurnInput): TurnResolution {
  const settings = withSettings(input.settings)
  const index = indexTurn(input)
  const { info, fights, duelOpportunities } = resolveInvestigations(index)
  return {
    emotionExchanges: resolveExchanges(index),
    info,
    fights,
    duelOpportunities,
    manaSupply: resolveManaSupply(index),
    traces: resolveTraces(index, settings.restLeavesTrace)
  }
}
