import type { CampaignContext } from '@machines/campaign/machine'
import { parseCommand, withParsedField } from '@machines/campaign/commands'
import { tableRollOf } from '@machines/campaign/phases'
import { mostRecordedFaces, type DiceAnswer } from '@machines/campaign/model/dice-rolls'
import { fillDiceRequests } from '@machines/dice/requests'
import { rollDice, type Rng } from '@machines/dice/random'
import { tableBoxAnswer, tableDiceCount, tableInBox } from '@machines/campaign/table-box'
import { fail, message, type Failure, type Message } from '../../shared/message'
import { DiceBotError, type DiceBot } from './dice-bot'
import type { Table } from '@machines/campaign/model/encounter-records'
import type { DiceSystem } from '@machines/dice/systems'

/** A command ready for the engine, with what BCDice said for it filled in; `notice` when BCDice could not say it. */
export type AnsweredCommand = { ok: true; command: unknown; notice?: Message } | Failure

type Fields = Record<string, unknown>
const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Rolls what a GM command asks of the dice bot before the command becomes an event (E.71), so undo
 * and replay read the answer and never roll again. Requested dice are rolled from the host's source
 * first. A dice-box command is rolled by BCDice in the campaign's game system and its answer —
 * words, secret or not, faces — written into the command. A command rolling one of the game's own
 * tables (a table naming its BCDice command) gets BCDice's words for the faces rolled. Whatever the
 * sender wrote in those fields is dropped: only the host asks the dice bot.
 */
export async function withDiceBotAnswers(raw: unknown, context: CampaignContext, bot: DiceBot, rng: Rng): Promise<AnsweredCommand> {
  const filled = fillDiceRequests(raw, rng)
  if (!isRecord(filled)) return { ok: true, command: filled }
  if (filled.type === 'dice.roll') return diceBoxRoll(filled, context, bot, rng)
  const { bot: _sent, ...command } = filled
  return tableWords(command, context, bot)
}

async function diceBoxRoll(filled: Fields, context: CampaignContext, bot: DiceBot, rng: Rng): Promise<AnsweredCommand> {
  const { answer: _sent, ...command } = filled
  // A malformed command goes on to the engine, which refuses it with the field and the problem.
  if (typeof command.command !== 'string' || command.command.trim() === '' || command.command.length > 200) return { ok: true, command }
  const typed = command.command.trim()
  const system = context.campaign.settings.diceSystem
  const named = tableInBox(context.campaign, typed)
  if (named) return campaignTableRoll({ ...command, command: typed }, named, context, bot, rng)
  let answer: DiceAnswer
  try {
    const said = await bot.roll(system, typed)
    if (!said) return fail('host.diceUnknownCommand', { system, command: typed })
    // BCDice answers a roll past its limits (1000D6, 1D9999999999) with "＞ 0" and no dice: a refusal, not a roll.
    if (said.rolls.length === 0 && asksForDice(typed)) return fail('host.diceRefused', { command: typed })
    if (said.rolls.length > mostRecordedFaces) return fail('host.diceTooMany', { command: typed, max: mostRecordedFaces })
    answer = { system, text: said.text, secret: said.secret, dice: said.rolls.map((r) => r.face) }
  } catch (error) {
    // The roll's budget (docs/contracts.md): the GM's queue waits for BCDice, so a command past it is stopped and refused.
    if (error instanceof DiceBotError && error.problem === 'budget') return fail('host.diceTooMany', { command: typed, max: error.limit ?? bot.maxDice })
    if (error instanceof DiceBotError && error.problem === 'timeout') return fail('host.diceOverTime', { command: typed, seconds: Math.ceil((error.limit ?? bot.timeoutMs) / 1000) })
    // BCDice sometimes stops without a word (99999D1): the GM still reads why.
    if (!(error as Error).message.trim()) return fail('host.diceRefused', { command: typed })
    return fail('host.diceBotFailed', { command: typed, detail: (error as Error).message })
  }
  return answeredOnce({ ...command, command: typed, answer })
}

/** The answered command parsed here, so the engine takes it as validated (one parse and one dice fill per command); a malformed one goes on to be refused there. */
function answeredOnce(command: Fields, notice?: Message): AnsweredCommand {
  const parsed = parseCommand(command)
  return { ok: true, command: parsed.ok ? parsed.value : command, ...(notice ? { notice } : {}) }
}

/** Whether a command names dice to roll (`2D6`, `D100`, `3d6+1`): BCDice answering it with no dice refused it. */
function asksForDice(command: string): boolean {
  return /(^|[^A-Za-z])\d*D[1-9]\d*/i.test(command)
}

/** BCDice's words for faces of one of the game's tables; a failure leaves the roll standing and tells the GM. */
async function gameTableWords(table: Table & { bcdice: string }, dice: readonly number[], system: DiceSystem, bot: DiceBot): Promise<{ text?: string; notice?: Message }> {
  try {
    // A system without the game's tables (the generic DiceBot) has no words for them: the face's own stand.
    return { text: (await bot.roll(system, table.bcdice, dice))?.text }
  } catch (error) {
    // The roll is the GM's and stands; only BCDice's words are missing, and the GM is told so.
    return { notice: message('host.notice.tableWordsMissing', { table: table.name, command: table.bcdice, detail: (error as Error).message }) }
  }
}

/**
 * A dice-box roll of one of the campaign's own tables: the host's dice pick the face; a table of
 * the game's (one naming its BCDice command) also gets BCDice's words for those faces.
 */
async function campaignTableRoll(command: Fields, named: NonNullable<ReturnType<typeof tableInBox>>, context: CampaignContext, bot: DiceBot, rng: Rng): Promise<AnsweredCommand> {
  const { table, secret } = named
  const system = context.campaign.settings.diceSystem
  const dice = rollDice(rng, tableDiceCount(table), 6)
  const words = table.bcdice ? await gameTableWords({ ...table, bcdice: table.bcdice }, dice, system, bot) : {}
  const answer = tableBoxAnswer(table, dice, system, secret, words.text)
  if (!answer) return fail('host.diceTableUnrollable', { table: table.name })
  return answeredOnce({ ...command, answer }, words.notice)
}

async function tableWords(command: Fields, context: CampaignContext, bot: DiceBot): Promise<AnsweredCommand> {
  const parsed = parseCommand(command)
  if (!parsed.ok) return { ok: true, command }
  const roll = tableRollOf(parsed.value, context.phase, context.campaign)
  const table = roll && context.campaign.tables.find((t) => t.id === roll.table)
  // The parsed command goes on to the engine, which takes it as validated: one parse and one fill per command.
  if (!roll || !table?.bcdice) return { ok: true, command: parsed.value }
  const system = context.campaign.settings.diceSystem
  const words = await gameTableWords({ ...table, bcdice: table.bcdice }, roll.dice, system, bot)
  if (words.notice) return { ok: true, command: parsed.value, notice: words.notice }
  // BCDice's words join the parsed command, checked on their own: the command is not parsed again.
  const withWords = words.text ? withParsedField(parsed.value, 'bot', { system, text: words.text }) : null
  return { ok: true, command: withWords ?? parsed.value }
}
