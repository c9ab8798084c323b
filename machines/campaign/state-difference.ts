// A leaf module: compares two states as JSON sees them (key order and undefined-valued keys do not
// count), so a checkpoint read from a file can be held against the state its events replay to.

/** The path of the first place two JSON values differ (`campaign.servants.2.hp`), or null when they are equal. */
export function firstDifference(a: unknown, b: unknown, path = ''): string | null {
  if (a === b) return null
  const here = path || '(whole state)'
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return here
  if (Array.isArray(a) !== Array.isArray(b)) return here
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return `${here} (length)`
    for (let i = 0; i < a.length; i++) {
      const found = firstDifference(a[i], b[i], path ? `${path}.${i}` : String(i))
      if (found) return found
    }
    return null
  }
  const left = a as Record<string, unknown>
  const right = b as Record<string, unknown>
  const keys = new Set([...Object.keys(left), ...Object.keys(right)])
  for (const key of keys) {
    if (left[key] === undefined && right[key] === undefined) continue
    const found = firstDifference(left[key], right[key], path ? `${path}.${key}` : key)
    if (found) return found
  }
  return null
}
