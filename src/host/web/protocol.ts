import { z } from 'zod'
import { commandNames } from '../../shared/contract'
import { maxImportBytes } from '../files/limits'

/** One request over the GM socket: `{ id, method, args }`. */
export const requestSchema = z.strictObject({
  id: z.int().min(0),
  method: z.enum(commandNames),
  args: z.array(z.unknown()).max(4).default([])
})

/**
 * The largest message a socket accepts: an imported campaign's text fits even with JSON escaping
 * (a pretty file quotes about a third of its characters); a flood does not.
 */
export const maxMessageBytes = 2 * maxImportBytes + 64 * 1024
