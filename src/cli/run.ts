import { readFile } from 'node:fs/promises'
import { verbs } from './verbs'
import { rollUsage, rollVerb } from './roll'
import { playUsage, readSeed, scriptBase } from './play'
import { ccfoliaVerb } from './ccfolia'
import { ccfoliaClipboardText } from '@machines/campaign/editing/ccfolia-export'
import type { DiceBot } from '../host/dice/dice-bot'

/** What a CLI run prints and its exit code; kept apart from `process` so tests can call it. */
export interface CliOutcome {
  code: 0 | 2
  stdout: string
  stderr: string
}

const usage = `usage: overseer <verb> <input.json | ->   verbs: ${Object.keys(verbs).join(', ')}; ${rollUsage}; ${playUsage}`

/**
 * Runs one headless verb on a JSON file (or `-` for standard input text passed as `stdin`), or
 * `roll` on a BCDice command (`dice`: the dice bot to ask; the shipped one by default).
 */
export async function runCli(args: readonly string[], stdin?: () => Promise<string>, dice?: DiceBot): Promise<CliOutcome> {
  // One line, always: JSON.parse quotes the offending source, line breaks and all.
  const fail = (message: string): CliOutcome => ({ code: 2, stdout: '', stderr: `${message.replace(/\s*[\r\n]+\s*/g, ' ')}\n` })
  if (args[0] === 'roll') {
    const rolled = await rollVerb(args.slice(1), dice)
    return rolled.ok ? { code: 0, stdout: `${JSON.stringify(rolled.value, null, 2)}\n`, stderr: '' } : fail(rolled.error)
  }
  if (args[0] === 'ccfolia') {
    const made = await ccfoliaVerb(args.slice(1))
    return made.ok ? { code: 0, stdout: `${ccfoliaClipboardText(made.value)}\n`, stderr: '' } : fail(made.error)
  }
  const seeded = readSeed(args)
  if (!seeded.ok) return fail(seeded.error)
  const [name, file, ...extra] = seeded.rest
  if (!name || !file || extra.length || (seeded.seed !== undefined && name !== 'play')) return fail(usage)
  // Own keys only: `constructor`, `toString` or `__proto__` are not verbs, whatever an object inherits.
  const verb = Object.hasOwn(verbs, name) ? verbs[name] : undefined
  if (!verb) return fail(`unknown verb "${name}"; ${usage}`)
  let text: string
  try {
    text = file === '-' && stdin ? await stdin() : await readFile(file, 'utf8')
  } catch (error) {
    return fail(`${file}: cannot read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`)
  }
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch (error) {
    return fail(`${file}: not valid JSON (${(error as Error).message})`)
  }
  const result = await verb(raw, { base: scriptBase(file), seed: seeded.seed })
  if (!result.ok) return fail(result.error)
  const stdout = `${JSON.stringify(result.value, null, 2)}\n`
  // A script step the rules refused: what ran is printed, and one line names the step.
  return result.refused ? { ...fail(result.refused), stdout } : { code: 0, stdout, stderr: '' }
}
