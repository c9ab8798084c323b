import { setup, assign, getInitialSnapshot, type SnapshotFrom } from 'xstate'
import type { Campaign } from './model/campaign'
import type { Command } from './commands'
import { applyCampaignCommand, campaignCommandTypes, checkCampaignCommand, isCampaignCommand, type CampaignCommandType } from './command-registry'
import { definitionOf, phaseOfCommand, stepPhase, type PhaseState } from './phases'
import { acrossScenes } from './across-scenes'
import { openScene } from './model/at-risk'
import { reason, type Reason } from '../reasons/reason'
import { english } from '../reasons/format'

/** Everything the campaign machine holds: the campaign and the running phase, if any. */
export interface CampaignContext {
  campaign: Campaign
  phase: PhaseState | null
}

/** Creates the context a fresh campaign starts in. */
export function createInitialContext(campaign: Campaign): CampaignContext {
  return { campaign, phase: null }
}

/** Why a phase's command is refused now: no such phase, a phase already running, not its step. */
function explainPhaseCommand(context: CampaignContext, command: Command): Reason | undefined {
  const phase = phaseOfCommand(command.type)
  if (!phase) return reason('reason.campaign.unknownCommand', { type: command.type })
  const { kind, definition } = phase
  if (command.type === definition.startType) {
    if (context.phase) return reason('reason.campaign.phaseRunning', { phase: definitionOf(context.phase.kind).words.name })
    const started = startOf(definition, context.campaign, command)
    return started.ok ? undefined : started.why
  }
  if (context.phase?.kind !== kind) return reason('reason.campaign.phaseNotRunning', { phase: definition.words.name })
  return definition.explain(context.phase.value, context.phase.context, { ...command, campaign: context.campaign })
}

/**
 * Why the campaign refuses a (schema-valid) command now, or undefined when it accepts it: the one
 * explainer that the machine's guards and the engine's refusals both ask, so "whether" and "why"
 * never disagree.
 */
export function explainCommand(context: CampaignContext, command: Command): Reason | undefined {
  // The engine asks before it transitions and the machine's guard asks again with the same objects:
  // answered once (both immutable, compared by identity).
  if (lastExplained?.context === context && lastExplained.command === command) return lastExplained.why
  const why = isCampaignCommand(command) ? checkCampaignCommand(context, command) : explainPhaseCommand(context, command)
  lastExplained = { context, command, why }
  return why
}

/** The last command explained, in the context it was explained in, and the answer. */
let lastExplained: { context: CampaignContext; command: Command; why: Reason | undefined } | null = null

type Definition = ReturnType<typeof definitionOf>

/**
 * A phase's start for a start command: the explainer asks and the start action then builds it from
 * the same campaign and command (both immutable, compared by identity), so it is built once.
 */
function startOf(definition: Definition, campaign: Campaign, command: Command): ReturnType<Definition['start']> {
  if (lastStarted?.campaign === campaign && lastStarted.command === command && lastStarted.definition === definition) return lastStarted.started
  const started = definition.start(campaign, command)
  lastStarted = { definition, campaign, command, started }
  return started
}

/** The last phase start built, from what. */
let lastStarted: { definition: Definition; campaign: Campaign; command: Command; started: ReturnType<Definition['start']> } | null = null

/** The phase a start command starts, when it is one. */
function startedKind(command: Command): string | undefined {
  const phase = phaseOfCommand(command.type)
  return phase && command.type === phase.definition.startType ? phase.kind : undefined
}

// The campaign's own commands run in any state; a phase's commands go to it through `*` (so a
// phase registered later is routed the same way as the built-in ones).
const campaignTransitions = Object.fromEntries(campaignCommandTypes.map((type) => [type, { guard: 'accepts', actions: 'applyCommand' }] as const)) as Record<
  CampaignCommandType,
  { guard: 'accepts'; actions: 'applyCommand' }
>

/** The campaign machine: which phase runs, GM overrides and authoring, and the scene counter. */
export const campaignMachine = setup({
  types: {
    context: {} as CampaignContext,
    events: {} as Command,
    input: {} as CampaignContext
  },
  guards: {
    accepts: ({ context, event }) => !explainCommand(context, event),
    startsPhase: ({ context, event }) => startedKind(event) !== undefined && !explainCommand(context, event),
    stepsPhase: ({ context, event }) => phaseOfCommand(event.type)?.kind === context.phase?.kind && !explainCommand(context, event),
    phaseEnded: ({ context }) => context.phase === null
  },
  actions: {
    applyCommand: assign({
      campaign: ({ context, event }) =>
        isCampaignCommand(event) ? acrossScenes(context.campaign, applyCampaignCommand(context, event), openScene(context.campaign)) : context.campaign
    }),
    startPhase: assign({
      phase: ({ context, event }) => {
        const kind = startedKind(event)!
        const definition = definitionOf(kind)
        const started = startOf(definition, context.campaign, event)
        if (!started.ok) throw new Error(english(started.why)) // the guard has already checked
        // The child's first state is what its machine resolves from the first context: its opening
        // `always` moves run (an ambush opens on melee round 1, E.4).
        const first = getInitialSnapshot(definition.machine, started.context)
        return { kind, value: String(first.value), context: first.context } as PhaseState
      }
    }),
    stepPhase: assign(({ context, event }) => {
      const phase = context.phase!
      const definition = definitionOf(phase.kind)
      const next = stepPhase(definition, phase.value, phase.context, { ...event, campaign: context.campaign })
      if (next.done) {
        if (!next.campaign) return { campaign: context.campaign, phase: null }
        // rule V.9: what a phase writes back happened in its own scene (a duel in its war turn's)
        const fell = definition.sceneOf?.(phase.context, context.campaign) ?? openScene(context.campaign)
        return { campaign: acrossScenes(context.campaign, next.campaign, fell), phase: null }
      }
      return { campaign: context.campaign, phase: { kind: phase.kind, value: next.value, context: next.context } as PhaseState }
    })
  }
}).createMachine({
  id: 'campaign',
  context: ({ input }) => input,
  initial: 'idle',
  on: campaignTransitions,
  states: {
    idle: {
      on: { '*': { guard: 'startsPhase', target: 'inPhase', actions: 'startPhase' } }
    },
    inPhase: {
      always: { guard: 'phaseEnded', target: 'idle' },
      on: { '*': { guard: 'stepsPhase', actions: 'stepPhase' } }
    }
  }
})

/** A snapshot of the campaign machine. */
export type CampaignSnapshot = SnapshotFrom<typeof campaignMachine>
