import { setup, assign, assertEvent } from 'xstate'
import type { Campaign } from '../campaign/model/campaign'
import type { Reason } from '../reasons/reason'
import { english } from '../reasons/format'
import { acceptsIn, commandsOf, refusalReason, runEncounterCommand, wrongState } from './run-command'
import type { EncounterContext } from './context'
import type { EncounterCommandOf, EncounterEvent } from './events'
import { startEncounter } from './start'
import { namedRefusal } from './named-reason'
import { encounterStates, isEncounterState, type EncounterState } from './steps'
import * as moves from './automatic-moves'

/** The states the battle may be checkpointed in (the running ones; not its final ones). */
export const encounterMachineSteps = encounterStates

/** The first context of a battle, or why it cannot start (14.01, E.4, E.63): the phase's `start`. */
export function startBattle(campaign: Campaign, command: EncounterCommandOf<'encounter.start'>): { ok: true; context: EncounterContext } | { ok: false; why: Reason } {
  const started = startEncounter(campaign, command)
  return started.ok ? { ok: true, context: started.value } : { ok: false, why: namedRefusal(refusalReason(started), campaign)! }
}

/** Why the battle refuses an event in a state, or undefined when it accepts it: a command of another state is refused with that step's reason. */
export function explainEncounterEvent(value: string, context: EncounterContext, event: EncounterEvent): Reason | undefined {
  if (event.type === 'encounter.cancel') return undefined
  if (!isEncounterState(value)) return namedRefusal(refusalReason(wrongState(event.type, 'over', context)), event.campaign)
  if (!acceptsIn(value, event.type)) return namedRefusal(refusalReason(wrongState(event.type, value, context)), event.campaign)
  return namedRefusal(refusalReason(runEncounterCommand(value, context, event)), event.campaign)
}

/** The state's own commands, each run by `run` once the state's guard `accepts` has asked the rules. */
function own(state: EncounterState) {
  const run = { guard: { type: 'accepts', params: { state } }, actions: { type: 'run', params: { state } } } as const
  return Object.fromEntries(commandsOf[state].map((type) => [type, run])) as Record<EncounterEvent['type'], typeof run>
}

/** E.51 in any running state: the body destroyed or every PC down ends the battle at once. */
const decided = { guard: 'battleDecided', target: 'over', actions: 'endDecided' } as const

/**
 * The encounter battle (rules E) as states: the scout round (`scout`, `counterattack` after a
 * fumble), melee round 1's sealed plots (`plots`), a melee round (`melee`, rounds 1 and 2), a
 * round's end (`roundEnd`), the pursuit check (`pursuitCheck`), the pursuit round (`pursuit`), and
 * `over` until the GM finishes it (`done`). Each state accepts only its own commands; the rules'
 * automatic moves (a threat placed, a round begun or ended, the pursuit, the end) are `always`
 * transitions with named guards. An ambush enters melee round 1 from the start (E.4).
 */
export const encounterMachine = setup({
  types: {
    context: {} as EncounterContext,
    events: {} as EncounterEvent,
    input: {} as EncounterContext,
    output: {} as { campaign: Campaign | null }
  },
  guards: {
    accepts: ({ context, event }, params: { state: EncounterState }) => runEncounterCommand(params.state, context, event).ok,
    ambushed: ({ context }) => context.ambush,
    battleDecided: ({ context }) => moves.battleDecided(context),
    scoutingExhausted: ({ context }) => moves.scoutingExhausted(context),
    counterattackOwed: ({ context }) => moves.counterattackOwed(context),
    scoutRoundOver: ({ context }) => moves.scoutRoundOver(context),
    plotsRevealed: ({ context }) => moves.plotsRevealed(context),
    threatsToPlace: ({ context }) => moves.threatsToPlace(context),
    roundActionsDone: ({ context }) => moves.roundActionsDone(context),
    nextMeleeRoundFollows: ({ context }) => moves.nextMeleeRoundFollows(context),
    pursuitCheckFollows: ({ context }) => moves.pursuitCheckFollows(context),
    lastRoundEnded: ({ context }) => moves.lastRoundEnded(context),
    pursuitGranted: ({ context }) => moves.pursuitGranted(context),
    pursuitRefused: ({ context }) => moves.pursuitRefused(context),
    finished: ({ context }) => context.finished !== null
  },
  actions: {
    run: assign(({ context, event }, params: { state: EncounterState }) => {
      assertEvent(event, commandsOf[params.state])
      const next = runEncounterCommand(params.state, context, event)
      if (!next.ok) throw new Error(english(next.why)) // the guard has already checked
      return next.value
    }),
    beginRoundOne: assign(({ context }) => moves.beginRound(context, 1)),
    beginNextMeleeRound: assign(({ context }) => moves.beginNextMeleeRound(context)),
    beginPursuitRound: assign(({ context }) => moves.beginRound(context, 3)),
    closeScouting: assign(({ context }) => moves.closeScouting(context)),
    placeThreats: assign(({ context }) => moves.placeReached(context)),
    endDecided: assign(({ context }) => moves.endDecided(context)),
    endAfterLastRound: assign(({ context }) => moves.endAfterLastRound(context)),
    endWithoutPursuit: assign(({ context }) => moves.endWithoutPursuit(context))
  }
}).createMachine({
  id: 'encounter',
  context: ({ input }) => input,
  initial: 'opening',
  on: { 'encounter.cancel': { target: '.cancelled' } },
  states: {
    // E.4: an ambush has no scout round; it opens on melee round 1's plots.
    opening: {
      always: [{ guard: 'ambushed', target: 'plots', actions: 'beginRoundOne' }, { target: 'scout' }]
    },
    scout: {
      always: [
        decided,
        { guard: 'scoutingExhausted', actions: 'closeScouting' },
        { guard: 'counterattackOwed', target: 'counterattack' },
        { guard: 'scoutRoundOver', target: 'plots', actions: 'beginRoundOne' }
      ],
      on: own('scout')
    },
    counterattack: {
      always: [decided, { guard: 'scoutRoundOver', target: 'plots', actions: 'beginRoundOne' }],
      on: own('counterattack')
    },
    plots: {
      always: [decided, { guard: 'plotsRevealed', target: 'melee' }],
      on: own('plots')
    },
    melee: {
      always: [decided, { guard: 'threatsToPlace', actions: 'placeThreats' }, { guard: 'roundActionsDone', target: 'roundEnd' }],
      on: own('melee')
    },
    roundEnd: {
      always: [
        decided,
        { guard: 'nextMeleeRoundFollows', target: 'melee', actions: 'beginNextMeleeRound' },
        { guard: 'pursuitCheckFollows', target: 'pursuitCheck' },
        { guard: 'lastRoundEnded', target: 'over', actions: 'endAfterLastRound' }
      ],
      on: own('roundEnd')
    },
    pursuitCheck: {
      always: [
        decided,
        { guard: 'pursuitGranted', target: 'pursuit', actions: 'beginPursuitRound' },
        { guard: 'pursuitRefused', target: 'over', actions: 'endWithoutPursuit' }
      ],
      on: own('pursuitCheck')
    },
    pursuit: {
      always: [decided, { guard: 'threatsToPlace', actions: 'placeThreats' }, { guard: 'roundActionsDone', target: 'roundEnd' }],
      on: own('pursuit')
    },
    over: {
      always: { guard: 'finished', target: 'done' },
      on: own('over')
    },
    done: { type: 'final' },
    cancelled: { type: 'final' }
  },
  output: ({ context }) => ({ campaign: context.finished })
})
