import { setup, assign, transition, type SnapshotFrom, type StateValue } from 'xstate'
import type { Campaign } from './model'
import type { Command, CommandOf } from './commands'
import { checkAdjust, applyAdjust, checkSetting, applySetting, announce } from './edits'
import {
  warTurnMachine,
  createWarTurnContext,
  explainWarTurnEvent,
  type WarTurnContext,
  type WarTurnEvent,
  type TurnCommand as WarTurnCommand
} from '../war-turn/machine'

/** The running war turn: the child machine's state, kept as data so it persists and replays. */
export interface WarTurnPhase {
  kind: 'warTurn'
  value: StateValue
  context: WarTurnContext
}

/** Everything the campaign machine holds: the campaign and the running phase, if any. */
export interface CampaignContext {
  campaign: Campaign
  phase: WarTurnPhase | null
}

/** Creates the context a fresh campaign starts in. */
export function createInitialContext(campaign: Campaign): CampaignContext {
  return { campaign, phase: null }
}

/** Runs one event through the war-turn child machine; pure (the child is restored from data). */
export function stepWarTurn(phase: WarTurnPhase, event: WarTurnEvent) {
  const snapshot = warTurnMachine.resolveState({ value: phase.value, context: phase.context })
  const [next] = transition(warTurnMachine, snapshot, event)
  return next
}


/** Why the war turn refuses a command, or undefined when it accepts it. */
export function explainWarTurnRejection(context: CampaignContext, command: WarTurnCommand): string | undefined {
  if (command.type === 'turn.start') return context.phase ? 'a war turn is already running' : undefined
  if (!context.phase) return 'no war turn is running — start one first'
  return explainWarTurnEvent(context.phase.value, context.phase.context, { ...command, campaign: context.campaign })
}

/** The campaign machine: which phase runs, GM overrides, and the scene counter. */
export const campaignMachine = setup({
  types: {
    context: {} as CampaignContext,
    events: {} as Command,
    input: {} as CampaignContext
  },
  guards: {
    adjustAllowed: ({ context, event }) => event.type === 'actor.adjust' && !checkAdjust(context.campaign, event),
    settingAllowed: ({ event }) => event.type === 'settings.set' && !checkSetting(event),
    warTurnAccepts: ({ context, event }) =>
      event.type.startsWith('turn.') && !explainWarTurnRejection(context, event as WarTurnCommand),
    warTurnDone: ({ context }) => context.phase === null
  },
  actions: {
    adjust: assign({
      campaign: ({ context, event }) => applyAdjust(context.campaign, event as CommandOf<'actor.adjust'>)
    }),
    setNotes: assign({
      campaign: ({ context, event }) => ({ ...context.campaign, notes: (event as CommandOf<'notes.set'>).text })
    }),
    rename: assign({
      campaign: ({ context, event }) => ({ ...context.campaign, name: (event as CommandOf<'campaign.rename'>).name })
    }),
    announce: assign({
      campaign: ({ context, event }) => announce(context.campaign, (event as CommandOf<'board.announce'>).text)
    }),
    setSetting: assign({
      campaign: ({ context, event }) => applySetting(context.campaign, event as CommandOf<'settings.set'>)
    }),
    advanceScene: assign({
      campaign: ({ context }) => ({ ...context.campaign, scene: context.campaign.scene + 1 })
    }),
    startWarTurn: assign({
      phase: ({ context }) => ({ kind: 'warTurn' as const, value: 'collecting', context: createWarTurnContext(context.campaign) })
    }),
    stepWarTurn: assign(({ context, event }) => {
      const next = stepWarTurn(context.phase!, { ...(event as WarTurnCommand), campaign: context.campaign } as WarTurnEvent)
      // The child's output (on apply) is the campaign with the turn written into it.
      if (next.status === 'done') return { campaign: next.output?.campaign ?? context.campaign, phase: null }
      return { campaign: context.campaign, phase: { kind: 'warTurn' as const, value: next.value, context: next.context } }
    }),
  }
}).createMachine({
  id: 'campaign',
  context: ({ input }) => input,
  initial: 'idle',
  on: {
    'actor.adjust': { guard: 'adjustAllowed', actions: 'adjust' },
    'notes.set': { actions: 'setNotes' },
    'campaign.rename': { actions: 'rename' },
    'board.announce': { actions: 'announce' },
    'settings.set': { guard: 'settingAllowed', actions: 'setSetting' }
  },
  states: {
    idle: {
      on: {
        'turn.start': { target: 'warTurn', actions: 'startWarTurn' },
        'scene.advance': { actions: 'advanceScene' }
      }
    },
    warTurn: {
      always: { guard: 'warTurnDone', target: 'idle' },
      on: {
        'turn.*': { guard: 'warTurnAccepts', actions: 'stepWarTurn' }
      }
    }
  }
})

/** A snapshot of the campaign machine. */
export type CampaignSnapshot = SnapshotFrom<typeof campaignMachine>
