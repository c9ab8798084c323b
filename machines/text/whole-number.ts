// A leaf: imports nothing. How the editors read a whole-number field the GM types in.

/** Optional bounds a field steps within (the host still checks the value itself). */
export interface StepBounds {
  min?: number
  max?: number
}

// Full-width digits and signs (an IME's １２, －３) read as plain ones; a true minus (−2, as the rules write it)
// or a dash counts as a minus; a leading plus is dropped.
function plain(text: string): string {
  return text.normalize('NFKC').trim().replace(/^[−–]/, '-').replace(/^\+/, '')
}

/**
 * What a whole-number field holds: the number the GM typed, or else the typed text itself, so the host's refusal
 * names the field and quotes it ("abc", "2.5", or empty) instead of the browser dropping it to an empty value.
 */
export function readWholeNumber(text: string): number | string {
  const cleaned = plain(text)
  return /^-?\d+$/.test(cleaned) ? Number(cleaned) : text
}

/**
 * The field's value one step up or down (↑ / ↓), kept within its bounds; an empty field steps from 0, and text
 * that is no whole number stays as typed (the GM mends it; the host names it on save).
 */
export function stepWholeNumber(text: string, step: 1 | -1, bounds: StepBounds = {}): number | string {
  const current = plain(text) === '' ? 0 : readWholeNumber(text)
  if (typeof current !== 'number') return text
  const next = current + step
  return Math.min(bounds.max ?? Infinity, Math.max(bounds.min ?? -Infinity, next))
}
