import { z } from 'zod'
import { issueWords } from '../../reasons/schema-words'

// A leaf module: loosely typed fields (a setting's value, a proposal's outcomes) and every edge that
// parses JSON check nesting here, before anything recursive (JSON.stringify, structuredClone, zod)
// meets the value. A value nested 10^4 deep parses fine but overflows the stack of every save.

/** How deep and how big a JSON value may be. */
export interface JsonBounds {
  /** Levels of arrays and objects; a scalar is depth 0. */
  maxDepth: number
  /** Values counted one by one (every array item, object property and scalar). */
  maxNodes: number
}

/** What a loosely typed field of a command or a checkpoint may hold: more than any rule needs. */
export const fieldBounds: JsonBounds = { maxDepth: 8, maxNodes: 10_000 }

/** What may come over an edge in one message (a socket request, an IPC call): a campaign nests about 10 deep. */
export const messageBounds: JsonBounds = { maxDepth: 32, maxNodes: 200_000 }

/** What a campaign file may hold: any size (the file cap bounds it), nesting as deep as a message. */
export const documentBounds: JsonBounds = { maxDepth: 32, maxNodes: Number.POSITIVE_INFINITY }

/** Where a value passes its bounds: `depth` or `size`, or null when it stays within them. Iterative: never overflows itself. */
export function exceededBound(value: unknown, bounds: JsonBounds): 'depth' | 'size' | null {
  const stack: [unknown, number][] = [[value, 0]]
  let nodes = 0
  while (stack.length) {
    const [item, depth] = stack.pop()!
    if (++nodes > bounds.maxNodes) return 'size'
    if (typeof item !== 'object' || item === null) continue
    if (depth + 1 > bounds.maxDepth) return 'depth'
    const children = Array.isArray(item) ? item : Object.values(item)
    for (const child of children) stack.push([child, depth + 1])
  }
  return null
}

/** A JSON value of any shape within `fieldBounds`: the schema of a loosely typed field. */
export const boundedJsonSchema = z.unknown().superRefine((value, ctx) => {
  const exceeded = exceededBound(value, fieldBounds)
  if (exceeded === 'depth') ctx.addIssue({ code: 'custom', ...issueWords('reason.campaign.valueTooDeep', { max: fieldBounds.maxDepth }) })
  else if (exceeded === 'size') ctx.addIssue({ code: 'custom', ...issueWords('reason.campaign.valueTooLarge', { max: fieldBounds.maxNodes }) })
})
