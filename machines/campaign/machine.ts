import { setup, assign, type SnapshotFrom } from 'xstate'
import type { Campaign } from './model/campaign'
import type { Command, CommandOf } from './commands'
import { checkAdjust, applyAdjust, checkSetting, applySetting, announce } from './edits'
import { stepPhase } from './model/phase-definition'
import { checkRecordGuess, applyRecordGuess, checkMarkGuess, applyMarkGuess, checkReveal, applyReveal } from './knowledge'
import { definitionOf, phaseOfCommand, phases, type PhaseState } from './phases'
import { applyEdit, checkEdit, editTypes, isEditCommand, type EditCommand, type EditType } from './editing/registry'
import { applyImportTeam, checkImportTeam } from './team-import'
import { reason, type Reason } from '../reasons/reason'
import { english } from '../reasons/format'
import { phaseWord } from './session-log/words'

/** Everything the campaign machine holds: the campaign and the running phase, if any. */
export interface CampaignContext {
  campaign: Campaign
  phase: PhaseState | null
}

/** Creates the context a fresh campaign starts in. */
export function createInitialContext(campaign: Campaign): CampaignContext {
  return { campaign, phase: null }
}

/** Why the running (or to-be-started) phase refuses a command, or undefined when it accepts it. */
export function explainPhaseRejection(context: CampaignContext, command: Command): Reason | undefined {
  const kind = phaseOfCommand(command.type)
  if (!kind) return reason('reason.campaign.unknownCommand', { type: command.type })
  const definition = definitionOf(kind)
  if (command.type === definition.startType) {
    if (context.phase) return reason('reason.campaign.phaseRunning', { phase: phaseWord(context.phase.kind) })
    const started = definition.start(context.campaign, command)
    return started.ok ? undefined : started.why
  }
  if (!context.phase || context.phase.kind !== kind) return reason('reason.campaign.phaseNotRunning', { phase: phaseWord(kind) })
  return definition.explain(context.phase.value, context.phase.context, { ...command, campaign: context.campaign })
}

// Each registered phase contributes its start command and its `prefix.*` commands.
const startTransitions = Object.fromEntries(
  Object.values(phases).map((p) => [p.startType, { guard: 'phaseAccepts', target: 'inPhase', actions: 'startPhase' }] as const)
) as Record<Extract<Command['type'], `${string}.start`>, { guard: 'phaseAccepts'; target: 'inPhase'; actions: 'startPhase' }>
const stepTransitions = Object.fromEntries(
  Object.values(phases).map((p) => [`${p.prefix}*`, { guard: 'phaseAccepts', actions: 'stepPhase' }] as const)
) as Record<PhaseWildcard, { guard: 'phaseAccepts'; actions: 'stepPhase' }>
// Campaign authoring: every `edit.*` command and `settings.reset`, in any phase (machines/campaign/editing).
const editTransitions = Object.fromEntries(editTypes.map((type) => [type, { guard: 'editAllowed', actions: 'applyEdit' }] as const)) as Record<
  EditType,
  { guard: 'editAllowed'; actions: 'applyEdit' }
>
type PhaseWildcard = Command['type'] extends infer T ? (T extends `${infer P}.${string}` ? `${P}.*` : never) : never

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
    guessAllowed: ({ context, event }) => event.type === 'guess.record' && !checkRecordGuess(context.campaign, event),
    markAllowed: ({ context, event }) => event.type === 'guess.mark' && !checkMarkGuess(context.campaign, event),
    revealAllowed: ({ context, event }) => event.type === 'servant.reveal' && !checkReveal(context.campaign, event),
    teamImportAllowed: ({ context, event }) => event.type === 'team.import' && !checkImportTeam(context, event),
    editAllowed: ({ context, event }) => isEditCommand(event) && !checkEdit(context, event),
    phaseAccepts: ({ context, event }) => !explainPhaseRejection(context, event),
    phaseEnded: ({ context }) => context.phase === null
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
    recordGuess: assign({
      campaign: ({ context, event }) => applyRecordGuess(context.campaign, event as CommandOf<'guess.record'>)
    }),
    markGuess: assign({
      campaign: ({ context, event }) => applyMarkGuess(context.campaign, event as CommandOf<'guess.mark'>)
    }),
    reveal: assign({
      campaign: ({ context, event }) => applyReveal(context.campaign, event as CommandOf<'servant.reveal'>)
    }),
    importTeam: assign({
      campaign: ({ context, event }) => applyImportTeam(context.campaign, event as CommandOf<'team.import'>)
    }),
    applyEdit: assign({
      campaign: ({ context, event }) => applyEdit(context.campaign, event as EditCommand)
    }),
    advanceScene: assign({
      campaign: ({ context }) => ({ ...context.campaign, scene: context.campaign.scene + 1 })
    }),
    startPhase: assign({
      phase: ({ context, event }) => {
        const kind = phaseOfCommand(event.type)!
        const started = definitionOf(kind).start(context.campaign, event)
        if (!started.ok) throw new Error(english(started.why)) // the guard has already checked
        return { kind, value: String(definitionOf(kind).machine.config.initial), context: started.context } as PhaseState
      }
    }),
    stepPhase: assign(({ context, event }) => {
      const phase = context.phase!
      const next = stepPhase(definitionOf(phase.kind), phase.value, phase.context, { ...event, campaign: context.campaign })
      if (next.done) return { campaign: next.campaign ?? context.campaign, phase: null }
      return { campaign: context.campaign, phase: { kind: phase.kind, value: next.value, context: next.context } as PhaseState }
    })
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
    'settings.set': { guard: 'settingAllowed', actions: 'setSetting' },
    'guess.record': { guard: 'guessAllowed', actions: 'recordGuess' },
    'guess.mark': { guard: 'markAllowed', actions: 'markGuess' },
    'servant.reveal': { guard: 'revealAllowed', actions: 'reveal' },
    'team.import': { guard: 'teamImportAllowed', actions: 'importTeam' },
    ...editTransitions
  },
  states: {
    idle: {
      on: {
        ...startTransitions,
        'scene.advance': { actions: 'advanceScene' }
      }
    },
    inPhase: {
      always: { guard: 'phaseEnded', target: 'idle' },
      on: stepTransitions
    }
  }
})

/** A snapshot of the campaign machine. */
export type CampaignSnapshot = SnapshotFrom<typeof campaignMachine>
