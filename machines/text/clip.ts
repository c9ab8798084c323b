// A leaf: imports nothing.

/**
 * A long line cut short for a tooltip (the undo button's line for a long paste): at most `max`
 * characters, cut at the last word break in its final third when there is one, and ending in "…" when cut.
 * Characters are counted whole (a surrogate pair is never split).
 */
export function clipLine(text: string, max: number): string {
  const characters = Array.from(text)
  if (characters.length <= max) return text
  const kept = characters.slice(0, max - 1).join('')
  const space = kept.lastIndexOf(' ')
  const cut = space >= (max * 2) / 3 ? kept.slice(0, space) : kept
  return `${cut.replace(/[\s,;:—–-]+$/u, '')}…`
}
