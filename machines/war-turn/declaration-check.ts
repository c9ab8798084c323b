import type { Campaign } from '../campaign/model/campaign'
import { turnInputSchema } from './input'
import { findInputProblem } from './input-checks'
import { inputProblemReason } from './parse-input'
import { reason, type Reason } from '../reasons/reason'
import { schemaReason } from '../reasons/schema-issue'
import type { Declaration } from './campaign-input'
import type { WarTurnContext } from './context'
import { turnInputFromCampaign } from './campaign-input'
import { actorName, findActor } from '../campaign/model/roster'
import { lifeDecisionPending } from '../campaign/model/at-risk'

/** V.10: why an actor whose destruction or death waits for the GM's decision does not act yet; undefined when it may. */
export function lifeDecisionFirst(campaign: Campaign, actor: string): Reason | undefined {
  const waiting = lifeDecisionPending(campaign, actor)
  return waiting ? reason('reason.warTurn.lifeDecisionFirst', { actor, rule: waiting.rule, scene: waiting.scene }) : undefined
}

/** Why a declaration is refused (T.1–T.5, V.6, V.10), checked by the same schema as the CLI input. */
export function checkDeclaration(campaign: Campaign, context: WarTurnContext, d: Declaration): Reason | undefined {
  const waiting = lifeDecisionFirst(campaign, d.actor)
  if (waiting) return waiting
  const others = context.declarations.filter((x) => x.actor !== d.actor)
  const raw = turnInputFromCampaign(campaign, [...others, d])
  const parsed = turnInputSchema.safeParse(raw)
  if (!parsed.success) return schemaReason(turnInputSchema, raw, parsed.error)
  const problem = findInputProblem(parsed.data)
  if (!problem) return undefined
  // `declarations[i]` is a place in the generated input, not one the GM knows: only the reason helps.
  return problem.path[0] === 'declarations' ? problem.why : inputProblemReason(problem)
}

/** One declaration of a batch (a paste), with the 1-based line it was written on. */
export interface NumberedDeclaration {
  line: number
  declaration: Declaration
}

/**
 * Why each declaration of a batch is refused, in order, as if every accepted one above it were
 * declared already (T.1–T.5, V.6); undefined for an accepted one. A second declaration for an actor
 * earlier in the batch is refused too: declaring it would silently replace the first.
 */
export function checkDeclarationsInOrder(campaign: Campaign, context: WarTurnContext, batch: readonly NumberedDeclaration[]): (Reason | undefined)[] {
  let declarations = context.declarations
  const lineOf = new Map<string, number>()
  return batch.map(({ line, declaration }) => {
    const earlier = lineOf.get(declaration.actor)
    if (earlier !== undefined) {
      const actor = findActor(campaign, declaration.actor)
      return reason('reason.warTurn.pastedTwice', { actor: actor ? actorName(actor) : declaration.actor, n: earlier })
    }
    const why = checkDeclaration(campaign, { ...context, declarations }, declaration)
    if (why) return why
    lineOf.set(declaration.actor, line)
    declarations = [...declarations.filter((d) => d.actor !== declaration.actor), declaration]
    return undefined
  })
}
