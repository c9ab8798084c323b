import { z } from 'zod'
import type { RawData } from 'ws'
import { commandNames, maxRequestBytes } from '../../shared/contract'
import { maxCommandArgs } from '../../shared/command-args'
import { exceededBound, messageBounds } from '@machines/campaign/model/json-bounds'

export { maxRequestBytes }

/** One request over the GM socket: `{ id, method, args }`. */
export const requestSchema = z.strictObject({
  id: z.int().min(0),
  method: z.enum(commandNames),
  args: z.array(z.unknown()).max(maxCommandArgs).default([])
})

/** The board only listens: anything it sends is a mistake, and a large one is cut off at this size (1009). */
export const maxBoardMessageBytes = 1024

/** A socket message read as JSON within the message bounds, or why not (English: it becomes a request failure's detail). */
export function readRequestJson(data: RawData): { ok: true; value: unknown } | { ok: false; error: string } {
  const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data)
  const text = bytes.toString('utf8')
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    return { ok: false, error: `not JSON (${(error as Error).message})` }
  }
  const exceeded = exceededBound(value, messageBounds)
  if (exceeded === 'depth') return { ok: false, error: `bad request: nests deeper than ${messageBounds.maxDepth} levels` }
  if (exceeded === 'size') return { ok: false, error: `bad request: holds more than ${messageBounds.maxNodes} values` }
  return { ok: true, value }
}
