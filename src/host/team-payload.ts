/** What a team's page receives; the type lives with the contract, beside the players' door's. */
export type { TeamPayload } from '../shared/players'
