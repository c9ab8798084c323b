import type { CampaignContext } from '../machine'
import type { Command } from '../commands'
import { isCampaignCommand } from '../command-registry'
import type { PhaseLineStates } from '../model/phase-definition'
import { namesOf } from '../model/roster'
import { phaseOfCommand } from '../phases'
import { both, type Bilingual } from '../../text/bilingual'
import { campaignLine } from './campaign-lines'
import { lifeChanges } from './life-lines'
import type { LineStates } from './line-states'

/** The states around a command as one phase sees them: the campaigns, and its own context if it runs. */
function phaseStates(kind: string, states: LineStates): PhaseLineStates<unknown> {
  const contextOf = (context: CampaignContext | null): unknown => (context?.phase?.kind === kind ? context.phase.context : null)
  return { before: states.before?.campaign ?? null, after: states.after.campaign, phaseBefore: contextOf(states.before), phaseAfter: contextOf(states.after) }
}

/**
 * The GM's line for one applied command, in both languages, from the command and the states
 * around it (numbers as they really changed, not as requested): the campaign's own commands
 * here, a phase's commands by the phase that owns them.
 */
export function gmLine(command: Command, states: LineStates): Bilingual {
  const was = states.before?.campaign ?? null
  const now = states.after.campaign
  const name = was ? namesOf(was, now) : namesOf(now)
  const own = commandLine(command, states, name)
  // V.10: a fall onto the at-risk list, a recovery or a scene-end proposal is said with the command that caused it.
  const life = was ? lifeChanges(was, now, name) : []
  return life.length ? { ko: [own.ko, ...life.map((l) => l.ko)].join(' · '), en: [own.en, ...life.map((l) => l.en)].join(' · ') } : own
}

function commandLine(command: Command, states: LineStates, name: ReturnType<typeof namesOf>): Bilingual {
  if (isCampaignCommand(command)) return campaignLine(command, states, name)
  const phase = phaseOfCommand(command.type)
  // A validated command is always the campaign's or a registered phase's.
  if (!phase) return both(command.type)
  return phase.definition.log.gmLine(command, phaseStates(phase.kind, states), name)
}
