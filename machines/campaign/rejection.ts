import type { CampaignSnapshot } from './machine'
import { explainWarTurnRejection } from './machine'
import type { Command } from './commands'
import { checkAdjust, checkSetting } from './edits'
import type { TurnCommand } from '../war-turn/machine'

const isTurnCommand = (c: Command): c is TurnCommand => c.type.startsWith('turn.')

/** Why the campaign machine refuses a (schema-valid) command now, or undefined when it accepts it. */
export function explainRejection(snapshot: CampaignSnapshot, command: Command): string | undefined {
  if (snapshot.can(command)) return undefined
  const { context } = snapshot
  switch (command.type) {
    case 'actor.adjust':
      return checkAdjust(context.campaign, command) ?? 'not allowed now'
    case 'settings.set':
      return checkSetting(command) ?? 'not allowed now'
    case 'scene.advance':
      return 'finish the running phase first; it advances the scene itself'
    default:
      if (isTurnCommand(command)) {
        return explainWarTurnRejection(context, command) ?? 'not allowed in this step of the war turn'
      }
      return `"${command.type}" is not possible now`
  }
}
