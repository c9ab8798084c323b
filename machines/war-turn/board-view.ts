import type { Campaign } from '../campaign/model/campaign'
import type { WarTurnContext } from './machine'
import { activeTeams } from '../campaign/model/roster'

/** What the players see of a running war turn: who has declared (never what), and the step. */
export interface WarTurnBoardView {
  kind: 'warTurn'
  turn: number
  declared: string[]
  waitingFor: string[]
  resolved: boolean
}

/** Builds the public picture of a war turn; declarations themselves never leave the host. */
export function warTurnBoardView(value: string, context: WarTurnContext, campaign: Campaign): WarTurnBoardView {
  const declared = new Set(context.declarations.map((d) => d.actor))
  const living = activeTeams(campaign).flatMap(({ master, servant }) => [...(master ? [master.id] : []), ...(servant ? [servant.id] : [])])
  return {
    kind: 'warTurn',
    turn: context.turn,
    declared: living.filter((id) => declared.has(id)),
    waitingFor: living.filter((id) => !declared.has(id)),
    resolved: value === 'resolved'
  }
}
