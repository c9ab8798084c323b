import type { DiceListResult } from '../../shared/contract'
import { fail } from '../../shared/message'
import type { CampaignSession } from '../session/campaign-session'
import type { DiceBot } from './dice-bot'

/** BCDice's own help text and table list for one game system, or the one message saying why BCDice gave none. */
export async function diceListOf(bot: DiceBot, system: string): Promise<DiceListResult> {
  try {
    const list = await bot.tables(system)
    return { ok: true, system, name: list.name, help: list.help, tables: list.tables }
  } catch (error) {
    return fail('host.diceListFailed', { system, detail: (error as Error).message })
  }
}

/** The dice box's list for the open campaign's ⚙ dice system. */
export async function diceListFor(session: CampaignSession, bot: DiceBot): Promise<DiceListResult> {
  const engine = session.engine
  return engine ? diceListOf(bot, engine.current.context.campaign.settings.diceSystem) : fail('host.noCampaign')
}
