import { setup, assign, assertEvent } from 'xstate'
import type { Campaign } from '../campaign/model/campaign'
import type { Combatant } from './combatant'
import { createCombatant } from './combatant'
import type { DuelContext } from './context'
import type { FightKind } from './rules/terms'
import type { DuelCommandOf, DuelEvent } from './events'
import { explainDuelEvent } from './explain'
import { checkSpec } from './intrusion'
import * as step from './transitions'
import { reason, type Reason } from '../reasons/reason'
import { teamOf } from '../campaign/model/roster'
import { openScene } from '../campaign/model/at-risk'

/** Why a duel cannot start with these combatants (D.21, T.12), or undefined. */
export function checkStart(campaign: Campaign, command: DuelCommandOf<'duel.start'>): Reason | undefined {
  const ids = command.combatants.map((c) => c.actor)
  const twice = ids.find((id, i) => ids.indexOf(id) !== i)
  if (twice) return reason('reason.duel.namedTwice', { actor: twice })
  for (const spec of command.combatants) {
    const problem = checkSpec(campaign, spec)
    if (problem) return problem
  }
  if (command.offer !== undefined) {
    const offer = campaign.offers.find((o) => o.id === command.offer)
    if (!offer) return reason('reason.duel.noOffer', { offer: command.offer })
    if (offer.state !== 'pending') return reason('reason.duel.offerNotPending', { offer: command.offer })
    const missing = offer.actors.filter((actor) => !ids.includes(actor))
    if (missing.length) return reason('reason.duel.offerActorsMissing', { offer: command.offer, actors: missing.join(', ') })
  }
  const sides = new Set(command.combatants.map((spec) => spec.side ?? teamOf(campaign, spec.actor)))
  if (sides.size < 2) return reason('reason.duel.twoSides')
  if (command.fight === 'masters') {
    const masters = command.combatants.filter((spec) => campaign.masters.some((m) => m.id === spec.actor))
    if (masters.length !== 2 || command.combatants.length !== 2) return reason('reason.duel.mastersOnly')
  }
  return undefined
}

/** The first context of a duel started by `duel.start` (already checked by `checkStart`). */
export function createDuelContext(campaign: Campaign, command: DuelCommandOf<'duel.start'>): DuelContext {
  const combatants: Combatant[] = command.combatants.map((spec) => createCombatant(campaign, spec))
  const fight: FightKind = command.fight
  const offer = command.offer === undefined ? undefined : campaign.offers.find((o) => o.id === command.offer)
  const fromWarTurn = command.fromWarTurn || offer !== undefined
  // rule V.9: a duel belongs to the scene of the war turn it arose in; any other to the scene being played
  const scene = offer?.scene ?? (fromWarTurn ? campaign.scene : openScene(campaign))
  return {
    turn: campaign.turn + 1,
    fight,
    fromWarTurn,
    scene,
    offer: offer?.id ?? null,
    exchanges: 0,
    combatants,
    plays: [],
    revealed: null,
    history: [],
    retreats: [],
    intrusions: [],
    damage: [],
    life: [],
    over: null,
    applied: null
  }
}

/** The duel's first context, or why it cannot start (the phase's `start`). */
export function startDuel(campaign: Campaign, command: DuelCommandOf<'duel.start'>): { ok: true; context: DuelContext } | { ok: false; why: Reason } {
  const problem = checkStart(campaign, command)
  return problem ? { ok: false, why: problem } : { ok: true, context: createDuelContext(campaign, command) }
}

const allowed = ({ context, event }: { context: DuelContext; event: DuelEvent }, at: string): boolean => explainDuelEvent(at, context, event) === undefined

/** The duel (rules D, V): collecting sealed plays → revealed (the GM may amend) → … → over (verdict, aftermath) → applied. */
export const duelMachine = setup({
  types: {
    context: {} as DuelContext,
    events: {} as DuelEvent,
    input: {} as DuelContext,
    output: {} as { campaign: Campaign | null }
  },
  guards: {
    canCollect: (args) => allowed(args, 'collecting'),
    canReview: (args) => allowed(args, 'revealed'),
    canConclude: (args) => allowed(args, 'over'),
    isOver: ({ context }) => context.over !== null
  },
  actions: {
    play: assign(({ context, event }) => {
      assertEvent(event, 'duel.play')
      return step.play(context, event)
    }),
    unplay: assign(({ context, event }) => {
      assertEvent(event, 'duel.unplay')
      return step.unplay(context, event)
    }),
    moveRow: assign(({ context, event }) => {
      assertEvent(event, 'duel.row')
      return step.moveRow(context, event)
    }),
    reveal: assign(({ context, event }) => step.reveal(context, event.campaign)),
    amend: assign(({ context, event }) => {
      assertEvent(event, 'duel.amend')
      return step.amend(context, event)
    }),
    accept: assign(({ context, event }) => step.accept(context, event.campaign)),
    settle: assign(({ context, event }) => {
      assertEvent(event, 'duel.settle')
      return step.settle(context, event, event.campaign)
    }),
    retreat: assign(({ context, event }) => {
      assertEvent(event, 'duel.retreat')
      return step.retreat(context, event, event.campaign)
    }),
    intrude: assign(({ context, event }) => {
      assertEvent(event, 'duel.intrude')
      return step.intrude(context, event, event.campaign)
    }),
    endByGm: assign(({ context, event }) => step.endByGm(context, event.campaign)),
    resume: assign(({ context }) => step.resume(context)),
    strike: assign(({ context, event }) => {
      assertEvent(event, 'duel.strike')
      return step.strike(context, event)
    }),
    emotionSign: assign(({ context, event }) => {
      assertEvent(event, 'duel.emotionSign')
      return step.emotionSign(context, event)
    }),
    apply: assign(({ context, event }) => step.apply(context, event.campaign))
  }
}).createMachine({
  id: 'duel',
  context: ({ input }) => input,
  initial: 'collecting',
  states: {
    collecting: {
      always: { guard: 'isOver', target: 'over' },
      on: {
        'duel.play': { guard: 'canCollect', actions: 'play' },
        'duel.unplay': { guard: 'canCollect', actions: 'unplay' },
        'duel.row': { guard: 'canCollect', actions: 'moveRow' },
        'duel.reveal': { guard: 'canCollect', target: 'revealed', actions: 'reveal' },
        'duel.settle': { guard: 'canCollect', actions: 'settle' },
        'duel.retreat': { guard: 'canCollect', actions: 'retreat' },
        'duel.intrude': { guard: 'canCollect', actions: 'intrude' },
        'duel.end': { guard: 'canCollect', actions: 'endByGm' },
        'duel.cancel': { target: 'cancelled' }
      }
    },
    revealed: {
      on: {
        'duel.amend': { guard: 'canReview', actions: 'amend' },
        'duel.accept': { guard: 'canReview', target: 'collecting', actions: 'accept' },
        'duel.cancel': { target: 'cancelled' }
      }
    },
    over: {
      on: {
        'duel.resume': { guard: 'canConclude', target: 'collecting', actions: 'resume' },
        'duel.strike': { guard: 'canConclude', actions: 'strike' },
        'duel.emotionSign': { guard: 'canConclude', actions: 'emotionSign' },
        'duel.apply': { guard: 'canConclude', target: 'applied', actions: 'apply' },
        'duel.cancel': { target: 'cancelled' }
      }
    },
    applied: { type: 'final' },
    cancelled: { type: 'final' }
  },
  output: ({ context }) => ({ campaign: context.applied })
})
