import type { Campaign } from '../campaign/model/campaign'
import { checkDeclarationsInOrder } from './declaration-check'
import type { WarTurnContext } from './context'
import type { PasteLine } from './paste'

/**
 * Checks each parsed paste line as the war-turn machine will when it is declared (T.1–T.5, V.6),
 * in order, as if every good line above it were declared already: a line the machine would refuse
 * turns bad with the machine's own reason, so the preview says per line what will happen.
 * A second line for an actor already pasted is bad too (declaring it would silently replace the first).
 */
export function checkPasteLines(lines: readonly PasteLine[], campaign: Campaign, context: WarTurnContext): PasteLine[] {
  const good = lines.flatMap((line) => (line.ok ? [{ line: line.line, declaration: line.declaration }] : []))
  const refusals = new Map(checkDeclarationsInOrder(campaign, context, good).map((why, i) => [good[i]!.line, why]))
  return lines.map((line) => {
    const why = refusals.get(line.line)
    return line.ok && why ? { line: line.line, text: line.text, ok: false, why } : line
  })
}
