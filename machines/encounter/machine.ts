import { setup, assign } from 'xstate'
import type { Campaign } from '../campaign/model/campaign'
import type { Reason } from '../reasons/reason'
import { english } from '../reasons/format'
import { applyEncounterEvent, refusalReason } from './run-command'
import type { EncounterContext } from './context'
import type { EncounterCommandOf, EncounterEvent } from './events'
import { startEncounter } from './start'
import { namedRefusal } from './named-reason'

/** The states the battle may be checkpointed in: fighting (the step is in the context), then over. */
export const encounterMachineSteps = ['battle', 'over'] as const

/** The first context of a battle, or why it cannot start (14.01, E.4, E.63): the phase's `start`. */
export function startBattle(campaign: Campaign, command: EncounterCommandOf<'encounter.start'>): { ok: true; context: EncounterContext } | { ok: false; why: Reason } {
  const started = startEncounter(campaign, command)
  return started.ok ? { ok: true, context: started.value } : { ok: false, why: namedRefusal(refusalReason(started), campaign)! }
}

/** Why the battle refuses an event now, or undefined when it accepts it (the step lives in the context). */
export function explainEncounterEvent(_step: string, context: EncounterContext, event: EncounterEvent): Reason | undefined {
  if (event.type === 'encounter.cancel') return undefined
  return namedRefusal(refusalReason(applyEncounterEvent(context, event)), event.campaign)
}

const apply = (context: EncounterContext, event: EncounterEvent): EncounterContext => {
  const next = applyEncounterEvent(context, event)
  if (!next.ok) throw new Error(english(next.why)) // the guard has already checked
  return next.value
}

/**
 * The encounter battle (rules E). Every command runs through `applyEncounterEvent`, which walks
 * scout round → melee rounds 1 and 2 → pursuit round inside the context (`context.step`); the
 * machine moves to `over` when the battle has ended (E.51) and to `done` when the GM finishes it.
 *
 * Why the steps are a table (`stepsOf` in apply.ts) and not states: most step changes are the
 * rules' own automatic moves after a command (placements, a round ending, the pursuit check, the
 * end, in `settle`), several per command, and an ambush starts in melee round 1 (E.4). As states
 * they would be `always` transitions restating `settle`; and checkpoints in files hold `battle` /
 * `over`, which states would have to migrate.
 */
export const encounterMachine = setup({
  types: {
    context: {} as EncounterContext,
    events: {} as EncounterEvent,
    input: {} as EncounterContext,
    output: {} as { campaign: Campaign | null }
  },
  guards: {
    accepts: ({ context, event }) => explainEncounterEvent('battle', context, event) === undefined,
    battleOver: ({ context }) => context.result !== null,
    finished: ({ context }) => context.finished !== null
  },
  actions: {
    apply: assign(({ context, event }) => apply(context, event))
  }
}).createMachine({
  id: 'encounter',
  context: ({ input }) => input,
  initial: 'battle',
  states: {
    battle: {
      always: { guard: 'battleOver', target: 'over' },
      on: {
        'encounter.cancel': { target: 'cancelled' },
        'encounter.*': { guard: 'accepts', actions: 'apply' }
      }
    },
    over: {
      always: { guard: 'finished', target: 'done' },
      on: {
        'encounter.cancel': { target: 'cancelled' },
        'encounter.*': { guard: 'accepts', actions: 'apply' }
      }
    },
    done: { type: 'final' },
    cancelled: { type: 'final' }
  },
  output: ({ context }) => ({ campaign: context.finished })
})
