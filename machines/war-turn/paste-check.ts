import type { Campaign } from '../campaign/model/campaign'
import { actorName, findActor } from '../campaign/model/roster'
import { reason } from '../reasons/reason'
import { checkDeclaration, type WarTurnContext } from './machine'
import type { PasteLine } from './paste'

/**
 * Checks each parsed paste line as the war-turn machine will when it is declared (T.1–T.5, V.6),
 * in order, as if every good line above it were declared already: a line the machine would refuse
 * turns bad with the machine's own reason, so the preview says per line what will happen.
 * A second line for an actor already pasted is bad too (declaring it would silently replace the first).
 */
export function checkPasteLines(lines: readonly PasteLine[], campaign: Campaign, context: WarTurnContext): PasteLine[] {
  let declarations = context.declarations
  const pastedAt = new Map<string, number>()
  return lines.map((line) => {
    if (!line.ok) return line
    const { declaration } = line
    const earlier = pastedAt.get(declaration.actor)
    if (earlier !== undefined) {
      const actor = findActor(campaign, declaration.actor)
      return { line: line.line, text: line.text, ok: false, why: reason('reason.warTurn.pastedTwice', { actor: actor ? actorName(actor) : declaration.actor, n: earlier }) }
    }
    const why = checkDeclaration(campaign, { ...context, declarations }, declaration)
    if (why) return { line: line.line, text: line.text, ok: false, why }
    pastedAt.set(declaration.actor, line.line)
    declarations = [...declarations.filter((d) => d.actor !== declaration.actor), declaration]
    return line
  })
}
