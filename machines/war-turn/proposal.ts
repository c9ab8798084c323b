import type { TurnResolution } from './resolution'
import type { ProposalListName, StrikableList } from './commands'
import type { RecoveryLine } from './recovery'

/** A resolved turn awaiting the GM: the resolver's outcomes plus the GM's amendments. */
export interface TurnProposal {
  resolution: TurnResolution
  /** Rest, recovery and supply lines (V.7, T.16, T.21): the hp and mp the turn restores on apply. */
  recovery: RecoveryLine[]
  /** Indices struck from each outcome list. */
  struck: Record<StrikableList, number[]>
  /** Chosen signs of emotions, keyed `${exchangeIndex}:${fromActor}` (T.9c); unset means positive. */
  emotionSigns: Record<string, 'positive' | 'negative'>
  /** Info grades the GM raised, keyed by info index (T.22). */
  infoGrades: Record<string, number>
  /** Hp and mp the GM set for a recovery line, keyed by its index. */
  recoveryAmounts: Record<string, { hp: number; mp: number }>
}

/** Wraps a fresh resolution and its recovery lines as a proposal with nothing amended. */
export function createProposal(resolution: TurnResolution, recovery: RecoveryLine[] = []): TurnProposal {
  return {
    resolution,
    recovery,
    struck: { emotionExchanges: [], info: [], fights: [], duelOpportunities: [], manaSupply: [], traces: [], recovery: [] },
    emotionSigns: {},
    infoGrades: {},
    recoveryAmounts: {}
  }
}

/** Whether an outcome is kept (not struck by the GM). */
export function isKept(proposal: TurnProposal, list: StrikableList, index: number): boolean {
  return !(proposal.struck[list] ?? []).includes(index)
}

/** The hp and mp a recovery line restores: the GM's amount, else the rule's (its supply's mp only while the supply is kept). */
export function recoveryGain(proposal: TurnProposal, index: number): { hp: number; mp: number } {
  const amended = proposal.recoveryAmounts[String(index)]
  if (amended) return amended
  const line = proposal.recovery[index]
  const supplied = line.supply !== null && isKept(proposal, 'manaSupply', line.supply)
  return { hp: line.hp, mp: supplied ? line.mp : line.mpWithoutSupply }
}

/** The items of one list the GM kept. */
export function keptItems<L extends ProposalListName>(proposal: TurnProposal, list: L): TurnResolution[L] {
  return proposal.resolution[list].filter((_, i) => isKept(proposal, list, i)) as TurnResolution[L]
}
