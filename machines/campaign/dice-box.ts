import type { Campaign } from './model/campaign'
import type { CommandOf } from './commands'
import { reason, type Reason } from '../reasons/reason'

/** Why a dice-box roll is refused: it must carry the dice bot's answer, which only the host can fill in (E.71). */
export function checkDiceRoll(command: CommandOf<'dice.roll'>): Reason | undefined {
  return command.answer ? undefined : reason('reason.campaign.rollNotAnswered', { command: command.command })
}

/** Keeps a dice-box roll, answer and faces included, at the current turn and scene (E.71). */
export function applyDiceRoll(campaign: Campaign, command: CommandOf<'dice.roll'>): Campaign {
  const answer = command.answer!
  const roll = { turn: campaign.turn, scene: campaign.scene, command: command.command, ...answer, dice: [...answer.dice] }
  return { ...campaign, rolls: [...campaign.rolls, roll] }
}
