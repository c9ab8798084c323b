// A leaf: reads BCDice's help text for the dice box's list, imports nothing.

/** One piece of a help line: plain text, or a command the GM can put in the dice box with a click. */
export interface HelpPart {
  text: string
  command?: true
}

// A command as BCDice's help writes its examples and table codes: capitals first (RA, RB-1, RC>=5, RS-1@5>=6, BRT,
// GCVT), never the lower-case pattern it explains (Rx±y@z>=t). Full-width spaces and ／ separate them.
const commandToken = /^S?[A-Z][A-Z0-9]*(?:[+-]\d+)?(?:@\d+)?(?:(?:>=|<=|>|<|=)\d+)?$/
const separator = /([\s\u3000／/、,)（(）]+)/u

/** A help line in pieces, each command in it marked so the dice box can make it a button. */
export function helpLineParts(line: string): HelpPart[] {
  const parts: HelpPart[] = []
  for (const piece of line.split(separator)) {
    if (piece === '') continue
    const command = piece.length >= 2 && commandToken.test(piece)
    const last = parts.at(-1)
    if (command) parts.push({ text: piece, command: true })
    else if (last && !last.command) last.text += piece
    else parts.push({ text: piece })
  }
  return parts
}

/** The help lines and tables that match what the GM searched for (any case; an empty search keeps all). */
export function searchDiceList<T extends { command: string; name: string }>(help: string, tables: readonly T[], query: string): { lines: string[]; tables: T[] } {
  const q = query.trim().toLowerCase()
  const lines = help.split('\n').filter((line) => line.trim() !== '')
  if (!q) return { lines, tables: [...tables] }
  return { lines: lines.filter((line) => line.toLowerCase().includes(q)), tables: tables.filter((t) => t.command.toLowerCase().includes(q) || t.name.toLowerCase().includes(q)) }
}
