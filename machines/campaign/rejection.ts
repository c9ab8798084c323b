import type { CampaignSnapshot } from './machine'
import { explainPhaseRejection } from './machine'
import type { Command } from './commands'
import { checkAdjust, checkSetting } from './edits'
import { checkRecordGuess, checkMarkGuess, checkReveal } from './knowledge'
import { phaseOfCommand } from './phases'
import { checkEdit, isEditCommand } from './editing/registry'
import { checkImportTeam } from './team-import'
import { reason, type Reason } from '../reasons/reason'

const notAllowedNow = reason('reason.campaign.notAllowedNow')

/** Why the campaign machine refuses a (schema-valid) command now, or undefined when it accepts it. */
export function explainRejection(snapshot: CampaignSnapshot, command: Command): Reason | undefined {
  if (snapshot.can(command)) return undefined
  const { context } = snapshot
  if (isEditCommand(command)) return checkEdit(context, command) ?? notAllowedNow
  switch (command.type) {
    case 'actor.adjust':
      return checkAdjust(context.campaign, command) ?? notAllowedNow
    case 'settings.set':
      return checkSetting(command) ?? notAllowedNow
    case 'guess.record':
      return checkRecordGuess(context.campaign, command) ?? notAllowedNow
    case 'guess.mark':
      return checkMarkGuess(context.campaign, command) ?? notAllowedNow
    case 'servant.reveal':
      return checkReveal(context.campaign, command) ?? notAllowedNow
    case 'team.import':
      return checkImportTeam(context, command) ?? notAllowedNow
    case 'scene.advance':
      return reason('reason.campaign.sceneAdvanceInPhase')
    default:
      if (phaseOfCommand(command.type)) {
        return explainPhaseRejection(context, command) ?? reason('reason.campaign.notAllowedInStep')
      }
      return reason('reason.campaign.notPossibleNow', { type: command.type })
  }
}
