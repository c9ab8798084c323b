import type { z } from 'zod'
import type { Campaign } from '../campaign/model/campaign'
import type { duelCommandSchemas } from './commands'

/** A duel command as validated (defaults filled in). */
export type DuelCommand = z.output<(typeof duelCommandSchemas)[number]>
/** The duel command of one type. */
export type DuelCommandOf<T extends DuelCommand['type']> = Extract<DuelCommand, { type: T }>
/** A duel command with the campaign it runs against (the campaign machine passes it in). */
export type DuelEvent = Exclude<DuelCommand, { type: 'duel.start' }> & { campaign: Campaign }
