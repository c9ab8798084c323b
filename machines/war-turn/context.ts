import type { Campaign } from '../campaign/model/campaign'
import type { Declaration } from './campaign-input'
import type { TurnProposal } from './proposal'

/** What the war-turn machine holds while a turn runs. */
export interface WarTurnContext {
  /** The turn being played (1-based). */
  turn: number
  declarations: Declaration[]
  proposal: TurnProposal | null
  /** Public lines the GM wrote for the board, published on apply. */
  publish: string[]
  /** The campaign with this turn written into it, set on apply: the machine's output. */
  applied: Campaign | null
}
