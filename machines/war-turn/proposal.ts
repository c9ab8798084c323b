import type { TurnResolution } from './resolution'
import type { ProposalListName } from './commands'

/** A resolved turn awaiting the GM: the resolver's outcomes plus the GM's amendments. */
export interface TurnProposal {
  resolution: TurnResolution
  /** Indices struck from each outcome list. */
  struck: Record<ProposalListName, number[]>
  /** Chosen signs of emotions, keyed `${exchangeIndex}:${fromActor}` (T.9c); unset means positive. */
  emotionSigns: Record<string, 'positive' | 'negative'>
  /** Info grades the GM raised, keyed by info index (T.22). */
  infoGrades: Record<string, number>
}

/** Wraps a fresh resolution as a proposal with nothing amended. */
export function createProposal(resolution: TurnResolution): TurnProposal {
  return {
    resolution,
    struck: { emotionExchanges: [], info: [], fights: [], duelOpportunities: [], manaSupply: [], traces: [] },
    emotionSigns: {},
    infoGrades: {}
  }
}

/** Whether an outcome is kept (not struck by the GM). */
export function isKept(proposal: TurnProposal, list: ProposalListName, index: number): boolean {
  return !proposal.struck[list].includes(index)
}

/** The items of one list the GM kept. */
export function keptItems<L extends ProposalListName>(proposal: TurnProposal, list: L): TurnResolution[L] {
  return proposal.resolution[list].filter((_, i) => isKept(proposal, list, i)) as TurnResolution[L]
}
