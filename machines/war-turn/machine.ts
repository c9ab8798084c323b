import { setup, assign, assertEvent, type StateValue } from 'xstate'
import type { Campaign } from '../campaign/model/campaign'
import { turnInputSchema } from './input'
import { findInputProblem } from './input-checks'
import { inputProblemReason, parseTurnInput } from './parse-input'
import { reason, type Reason } from '../reasons/reason'
import { schemaReason } from '../reasons/schema-issue'
import type { WarTurnEvent } from './events'
import { listWords } from './words'
import { resolveTurn } from './resolve'
import { turnInputFromCampaign, type Declaration } from './campaign-input'
import { createProposal, type TurnProposal } from './proposal'
import { applyTurn } from './apply'
import { recoveryLines } from './recovery'
import { findActor, kindOf } from '../campaign/model/roster'
import { lifeDecisionPending } from '../campaign/model/at-risk'

/** What the war-turn machine holds while a turn runs. */
export interface WarTurnContext {
  /** The turn being played (1-based). */
  turn: number
  declarations: Declaration[]
  proposal: TurnProposal | null
  /** Public lines the GM wrote for the board, published on apply. */
  publish: string[]
  /** The campaign with this turn written into it, set on apply: the machine's output. */
  applied: Campaign | null
}

/** Creates the context of a new turn. */
export function createWarTurnContext(campaign: Campaign): WarTurnContext {
  return { turn: campaign.turn + 1, declarations: [], proposal: null, publish: [], applied: null }
}

/** Why a declaration is refused (T.1–T.5, V.6), checked by the same schema as the CLI input. */
export function checkDeclaration(campaign: Campaign, context: WarTurnContext, d: Declaration): Reason | undefined {
  // rule V.10: an actor whose destruction or death waits for the GM's decision does not act yet
  const waiting = lifeDecisionPending(campaign, d.actor)
  if (waiting) return reason('reason.warTurn.lifeDecisionFirst', { actor: d.actor, rule: waiting.rule, scene: waiting.scene })
  const others = context.declarations.filter((x) => x.actor !== d.actor)
  const raw = turnInputFromCampaign(campaign, [...others, d])
  const parsed = turnInputSchema.safeParse(raw)
  if (!parsed.success) return schemaReason(turnInputSchema, raw, parsed.error)
  const problem = findInputProblem(parsed.data)
  if (!problem) return undefined
  // `declarations[i]` is a place in the generated input, not one the GM knows: only the reason helps.
  return problem.path[0] === 'declarations' ? problem.why : inputProblemReason(problem)
}

/** Why resolving now is refused. */
export function checkResolve(campaign: Campaign, context: WarTurnContext): Reason | undefined {
  if (context.declarations.length === 0) return reason('reason.warTurn.noDeclarations')
  const result = parseTurnInput(turnInputFromCampaign(campaign, context.declarations))
  return result.ok ? undefined : result.why
}

/** Why an amendment of the proposal is refused. */
export function checkAmend(context: WarTurnContext, event: WarTurnEvent): Reason | undefined {
  const proposal = context.proposal
  if (!proposal) return reason('reason.warTurn.resolveFirst')
  if (event.type === 'turn.strike') {
    const items = event.list === 'recovery' ? proposal.recovery : proposal.resolution[event.list]
    if (event.index < items.length) return undefined
    // The English words name the list by its id, as they always have.
    return reason('reason.warTurn.noListItem', { list: { ...listWords[event.list], en: event.list }, n: event.index + 1 })
  }
  if (event.type === 'turn.emotionSign') {
    const exchange = proposal.resolution.emotionExchanges[event.index]
    if (!exchange) return reason('reason.warTurn.noEmotionExchange', { n: event.index + 1 })
    if (!exchange.actors.includes(event.from)) return reason('reason.warTurn.notInExchange', { actor: event.from })
    if (exchange.positiveOnly && event.sign === 'negative') return reason('reason.warTurn.positiveOnly')
    return undefined
  }
  if (event.type === 'turn.infoGrade') {
    return proposal.resolution.info[event.index] ? undefined : reason('reason.warTurn.noInfoItem', { n: event.index + 1 })
  }
  if (event.type === 'turn.recovery') {
    return proposal.recovery[event.index] ? undefined : reason('reason.warTurn.noRecoveryLine', { n: event.index + 1 })
  }
  return undefined
}

/** Why the war-turn machine refuses an event in the given step, or undefined when it accepts it. */
export function explainWarTurnEvent(value: StateValue | string, context: WarTurnContext, event: WarTurnEvent): Reason | undefined {
  const step = String(value)
  switch (event.type) {
    case 'turn.declare':
      if (step !== 'collecting') return reason('reason.warTurn.declarationsClosed')
      return checkDeclaration(event.campaign, context, event)
    case 'turn.retract':
      if (step !== 'collecting') return reason('reason.warTurn.declarationsClosed')
      return context.declarations.some((d) => d.actor === event.actor) ? undefined : reason('reason.warTurn.notDeclared', { actor: event.actor })
    case 'turn.resolve':
      return step !== 'collecting' ? reason('reason.warTurn.alreadyResolved') : checkResolve(event.campaign, context)
    case 'turn.reopen':
    case 'turn.apply':
      return step === 'resolved' ? undefined : reason('reason.warTurn.resolveFirst')
    case 'turn.strike':
    case 'turn.emotionSign':
    case 'turn.infoGrade':
    case 'turn.recovery':
      return step === 'resolved' ? checkAmend(context, event) : reason('reason.warTurn.resolveFirst')
    case 'turn.publish':
    case 'turn.cancel':
      return step === 'collecting' || step === 'resolved' ? undefined : reason('reason.warTurn.turnOver')
  }
}

const allowed = ({ context, event }: { context: WarTurnContext; event: WarTurnEvent }, step: string): boolean =>
  explainWarTurnEvent(step, context, event) === undefined

function toggle(list: number[], index: number, on: boolean): number[] {
  const without = list.filter((i) => i !== index)
  return on ? [...without, index].sort((a, b) => a - b) : without
}

/** The war turn (rules T): collecting → resolved (a proposal the GM amends) → applied. */
export const warTurnMachine = setup({
  types: {
    context: {} as WarTurnContext,
    events: {} as WarTurnEvent,
    input: {} as WarTurnContext,
    output: {} as { campaign: Campaign | null }
  },
  guards: {
    canCollect: (args) => allowed(args, 'collecting'),
    canAmend: (args) => allowed(args, 'resolved')
  },
  actions: {
    declare: assign({
      declarations: ({ context, event }) => {
        assertEvent(event, 'turn.declare')
        const d: Declaration = { actor: event.actor, action: event.action, regions: [...event.regions] }
        const at = context.declarations.findIndex((x) => x.actor === event.actor)
        return at < 0 ? [...context.declarations, d] : context.declarations.map((x, i) => (i === at ? d : x))
      }
    }),
    retract: assign({
      declarations: ({ context, event }) => {
        assertEvent(event, 'turn.retract')
        return context.declarations.filter((d) => d.actor !== event.actor)
      }
    }),
    resolve: assign({
      proposal: ({ context, event }) => {
        const resolution = resolveTurn(turnInputFromCampaign(event.campaign, context.declarations))
        const kind = (id: string) => {
          const actor = findActor(event.campaign, id)
          return actor && kindOf(actor)
        }
        return createProposal(resolution, recoveryLines(context.declarations, kind, resolution, event.campaign.settings))
      }
    }),
    clearProposal: assign({ proposal: null }),
    strike: assign({
      proposal: ({ context, event }) => {
        assertEvent(event, 'turn.strike')
        const p = context.proposal!
        return { ...p, struck: { ...p.struck, [event.list]: toggle(p.struck[event.list], event.index, event.struck) } }
      }
    }),
    setEmotionSign: assign({
      proposal: ({ context, event }) => {
        assertEvent(event, 'turn.emotionSign')
        const p = context.proposal!
        return { ...p, emotionSigns: { ...p.emotionSigns, [`${event.index}:${event.from}`]: event.sign } }
      }
    }),
    setRecovery: assign({
      proposal: ({ context, event }) => {
        assertEvent(event, 'turn.recovery')
        const p = context.proposal!
        return { ...p, recoveryAmounts: { ...p.recoveryAmounts, [String(event.index)]: { hp: event.hp, mp: event.mp } } }
      }
    }),
    setInfoGrade: assign({
      proposal: ({ context, event }) => {
        assertEvent(event, 'turn.infoGrade')
        const p = context.proposal!
        return { ...p, infoGrades: { ...p.infoGrades, [String(event.index)]: event.grade } }
      }
    }),
    apply: assign({
      applied: ({ context, event }) => {
        const campaign = applyTurn(event.campaign, context.proposal!)
        const news = context.publish.map((text) => ({ turn: context.turn, scene: campaign.scene, text }))
        return { ...campaign, announcements: [...campaign.announcements, ...news] }
      }
    }),
    publish: assign({
      publish: ({ context, event }) => {
        assertEvent(event, 'turn.publish')
        return [...context.publish, event.text]
      }
    })
  }
}).createMachine({
  id: 'warTurn',
  context: ({ input }) => input,
  initial: 'collecting',
  states: {
    collecting: {
      on: {
        'turn.declare': { guard: 'canCollect', actions: 'declare' },
        'turn.retract': { guard: 'canCollect', actions: 'retract' },
        'turn.resolve': { guard: 'canCollect', target: 'resolved', actions: 'resolve' },
        'turn.publish': { actions: 'publish' },
        'turn.cancel': { target: 'cancelled' }
      }
    },
    resolved: {
      on: {
        'turn.reopen': { target: 'collecting', actions: 'clearProposal' },
        'turn.strike': { guard: 'canAmend', actions: 'strike' },
        'turn.emotionSign': { guard: 'canAmend', actions: 'setEmotionSign' },
        'turn.infoGrade': { guard: 'canAmend', actions: 'setInfoGrade' },
        'turn.recovery': { guard: 'canAmend', actions: 'setRecovery' },
        'turn.publish': { actions: 'publish' },
        'turn.apply': { target: 'applied', actions: 'apply' },
        'turn.cancel': { target: 'cancelled' }
      }
    },
    applied: { type: 'final' },
    cancelled: { type: 'final' }
  },
  output: ({ context }) => ({ campaign: context.applied })
})
