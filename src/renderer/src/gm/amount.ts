/** What the GM typed into an hp / mp field: a change (`-14`, `+5`) or the new value (`46`). */
export type TypedAmount = { ok: true; delta: number } | { ok: false }

/** Reads `-14` / `+5` / `−3` as a change and a bare `46` as the new value, both as the delta from `current`. */
export function readAmount(text: string, current: number): TypedAmount {
  const trimmed = text.trim().replace(/^[−–]/, '-')
  const match = /^([+-])?\s*(\d{1,4})$/.exec(trimmed)
  if (!match) return { ok: false }
  const n = Number(match[2])
  if (match[1] === '-') return { ok: true, delta: -n }
  if (match[1] === '+') return { ok: true, delta: n }
  return { ok: true, delta: n - current }
}
