import type { CampaignContext } from '../machine'

/**
 * The states a line is written from. `before` null means the states around the event are not
 * at hand (a long log just opened): the line then says only what the command itself says, and
 * `after` is the newest state, used for names and records that never change once made.
 */
export interface LineStates {
  before: CampaignContext | null
  after: CampaignContext
}
