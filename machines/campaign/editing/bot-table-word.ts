import type { Campaign } from '../model/campaign'
import type { CommandOf } from '../commands'
import type { EditContext } from './edit-context'
import type { Reason } from '../../reasons/reason'

/** The GM's words for a dice-bot table's face need nothing beyond their schema: any table, any face may get them. */
export function checkBotTableWord(_context: EditContext, _command: CommandOf<'edit.botTableWord'>): Reason | undefined {
  return undefined
}

/** Puts the GM's Korean words for one face of a dice-bot table, or takes them away when the text is empty. */
export function applyBotTableWord(campaign: Campaign, command: CommandOf<'edit.botTableWord'>): Campaign {
  const others = campaign.botTableWords.filter((w) => !(w.command === command.command && w.face === command.face))
  const text = command.text.trim()
  return { ...campaign, botTableWords: text ? [...others, { command: command.command, face: command.face, text }] : others }
}
