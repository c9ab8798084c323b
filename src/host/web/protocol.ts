import { z } from 'zod'
import { commandNames } from '../../shared/contract'

/** One request over the GM socket: `{ id, method, args }`. */
export const requestSchema = z.strictObject({
  id: z.int().min(0),
  method: z.enum(commandNames),
  args: z.array(z.unknown()).max(4).default([])
})

/** The largest message a socket accepts (a campaign import fits; a flood does not). */
export const maxMessageBytes = 8 * 1024 * 1024
