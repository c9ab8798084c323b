import { setup, assign, assertEvent, type StateValue } from 'xstate'
import type { Campaign } from '../campaign/model/campaign'
import { parseTurnInput } from './parse-input'
import { reason, type Reason } from '../reasons/reason'
import type { TurnCommandOf, WarTurnEvent } from './events'
import { listWords } from './words'
import { resolveTurn } from './resolve'
import { turnInputFromCampaign, type Declaration } from './campaign-input'
import { createProposal } from './proposal'
import { applyTurn } from './apply'
import { recoveryLines } from './recovery'
import { findActor, kindOf } from '../campaign/model/roster'
import type { WarTurnContext } from './context'
import { checkDeclaration, checkDeclarationsInOrder } from './declaration-check'

export type { WarTurnContext } from './context'
export { checkDeclaration } from './declaration-check'

/** Creates the context of a new turn. */
export function createWarTurnContext(campaign: Campaign): WarTurnContext {
  return { turn: campaign.turn + 1, declarations: [], proposal: null, publish: [], applied: null }
}

/** The declarations of a `turn.declareLines` batch, each with the line it was pasted on. */
function batchOf(event: TurnCommandOf<'turn.declareLines'>): { line: number; declaration: Declaration }[] {
  return event.lines.map(({ line, actor, action, regions }) => ({ line, declaration: { actor, action, regions: [...regions] } }))
}

/** Why a batch of declarations is refused: its first refused line, by number, with the reason; nothing of it is declared then. */
export function checkDeclarationLines(campaign: Campaign, context: WarTurnContext, event: TurnCommandOf<'turn.declareLines'>): Reason | undefined {
  const batch = batchOf(event)
  const refusals = checkDeclarationsInOrder(campaign, context, batch)
  const at = refusals.findIndex((why) => why !== undefined)
  return at < 0 ? undefined : reason('reason.warTurn.lineRefused', { n: batch[at]!.line, detail: refusals[at]! })
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
    case 'turn.declareLines':
      if (step !== 'collecting') return reason('reason.warTurn.declarationsClosed')
      return checkDeclarationLines(event.campaign, context, event)
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

/** The declarations with `d` in place of the actor's earlier one, or added last. */
function withDeclaration(list: readonly Declaration[], d: Declaration): Declaration[] {
  const at = list.findIndex((x) => x.actor === d.actor)
  return at < 0 ? [...list, d] : list.map((x, i) => (i === at ? d : x))
}

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
        return withDeclaration(context.declarations, { actor: event.actor, action: event.action, regions: [...event.regions] })
      }
    }),
    declareLines: assign({
      declarations: ({ context, event }) => {
        assertEvent(event, 'turn.declareLines')
        // The same as declaring each line in turn: the guard has checked them in this order.
        return batchOf(event).reduce((list, { declaration }) => withDeclaration(list, declaration), context.declarations)
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
        'turn.declareLines': { guard: 'canCollect', actions: 'declareLines' },
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
