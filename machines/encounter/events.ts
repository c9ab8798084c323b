import type { z } from 'zod'
import type { Campaign } from '../campaign/model/campaign'
import type { encounterCommandSchemas } from './commands'

/** One encounter command. */
export type EncounterCommand = z.output<(typeof encounterCommandSchemas)[number]>
/** The encounter command of one type. */
export type EncounterCommandOf<T extends EncounterCommand['type']> = Extract<EncounterCommand, { type: T }>
/** An encounter command as the phase receives it: with the campaign attached. */
export type EncounterEvent = Exclude<EncounterCommand, { type: 'encounter.start' }> & { campaign: Campaign }
