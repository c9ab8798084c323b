import { diceSystems, defaultDiceSystem, type DiceSystem } from '@machines/dice/systems'
import { DiceBot } from '../host/dice/dice-bot'
import { cryptoRandom } from '../host/crypto-random'

/** What `roll` prints: its contract in docs/contracts.md. */
export interface RollOutput {
  system: DiceSystem
  command: string
  text: string
  secret: boolean
  /** The faces rolled, in order. */
  dice: number[]
}

/** The usage of the `roll` verb. */
export const rollUsage = 'overseer roll "<command>" [--system <BCDice id>]'

/** Commands longer than this are refused before BCDice sees them. */
export const longestCommand = 200

/**
 * `roll "<command>" [--system <id>]`: one BCDice command, as GMs type it in Ccfolia or Udonarium,
 * rolled with the host's dice source. `dice` is the dice bot to ask (the shipped one by default).
 */
export async function rollVerb(args: readonly string[], dice?: DiceBot): Promise<{ ok: true; value: RollOutput } | { ok: false; error: string }> {
  const rest = [...args]
  let system: string = defaultDiceSystem
  const flag = rest.indexOf('--system')
  if (flag >= 0) {
    const value = rest[flag + 1]
    if (value === undefined) return { ok: false, error: `--system needs a game system: ${diceSystems.join(', ')}` }
    system = value
    rest.splice(flag, 2)
  }
  if (rest.length !== 1) return { ok: false, error: `usage: ${rollUsage}` }
  const command = rest[0]!.trim()
  if (!(diceSystems as readonly string[]).includes(system)) return { ok: false, error: `unknown game system "${system}"; one of: ${diceSystems.join(', ')}` }
  if (command === '' || /[\r\n]/.test(command)) return { ok: false, error: 'the command must be one line of text' }
  if (command.length > longestCommand) return { ok: false, error: `the command is longer than ${longestCommand} characters` }
  const bot = dice ?? new DiceBot({ random: cryptoRandom })
  try {
    const answer = await bot.roll(system, command)
    if (!answer) return { ok: false, error: `${system} does not know the command "${command}"` }
    return { ok: true, value: { system: system as DiceSystem, command, text: answer.text, secret: answer.secret, dice: answer.rolls.map((r) => r.face) } }
  } catch (error) {
    return { ok: false, error: `BCDice could not answer "${command}": ${(error as Error).message}` }
  } finally {
    if (!dice) await bot.close()
  }
}
