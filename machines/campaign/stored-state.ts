import { campaignMachine, type CampaignContext, type CampaignSnapshot } from './machine'

/** A campaign-machine state as data: what a checkpoint keeps. */
export interface StoredState {
  value: string
  context: CampaignContext
}

/** The machine snapshot of a stored state. */
export function restoreSnapshot(state: StoredState): CampaignSnapshot {
  return campaignMachine.resolveState({ value: state.value, context: state.context }) as CampaignSnapshot
}

/** The stored state of a machine snapshot. */
export function stateOf(snapshot: CampaignSnapshot): StoredState {
  return { value: String(snapshot.value), context: snapshot.context }
}
