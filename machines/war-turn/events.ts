import type { z } from 'zod'
import type { Campaign } from '../campaign/model/campaign'
import type { warTurnCommandSchemas } from './commands'

/** A war-turn command as validated (rules T). */
export type TurnCommand = z.output<(typeof warTurnCommandSchemas)[number]>
/** The war-turn command of one type. */
export type TurnCommandOf<T extends TurnCommand['type']> = Extract<TurnCommand, { type: T }>
/** A war-turn command with the campaign it runs against (the campaign machine passes it in). */
export type WarTurnEvent = Exclude<TurnCommand, { type: 'turn.start' }> & { campaign: Campaign }
