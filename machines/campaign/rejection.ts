import type { CampaignSnapshot } from './machine'
import { explainPhaseRejection } from './machine'
import type { Command } from './commands'
import { checkAdjust, checkSetting } from './edits'
import { checkRecordGuess, checkMarkGuess, checkReveal } from './knowledge'
import { phaseOfCommand } from './phases'
import { checkEdit, isEditCommand } from './editing/registry'
import { checkImportTeam } from './team-import'

/** Why the campaign machine refuses a (schema-valid) command now, or undefined when it accepts it. */
export function explainRejection(snapshot: CampaignSnapshot, command: Command): string | undefined {
  if (snapshot.can(command)) return undefined
  const { context } = snapshot
  if (isEditCommand(command)) return checkEdit(context, command) ?? 'not allowed now'
  switch (command.type) {
    case 'actor.adjust':
      return checkAdjust(context.campaign, command) ?? 'not allowed now'
    case 'settings.set':
      return checkSetting(command) ?? 'not allowed now'
    case 'guess.record':
      return checkRecordGuess(context.campaign, command) ?? 'not allowed now'
    case 'guess.mark':
      return checkMarkGuess(context.campaign, command) ?? 'not allowed now'
    case 'servant.reveal':
      return checkReveal(context.campaign, command) ?? 'not allowed now'
    case 'team.import':
      return checkImportTeam(context, command) ?? 'not allowed now'
    case 'scene.advance':
      return 'finish the running phase first; it advances the scene itself'
    default:
      if (phaseOfCommand(command.type)) {
        return explainPhaseRejection(context, command) ?? 'not allowed in this step'
      }
      return `"${command.type}" is not possible now`
  }
}
