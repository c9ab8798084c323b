import { readFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { z } from 'zod'
import { createDocument, type CampaignDocument } from '@machines/campaign/document'
import { boardView, type BoardView } from '@machines/campaign/board-view'
import type { GmView } from '@machines/campaign/gm-view'
import { settingsOverrideSchema } from '@machines/campaign/model/settings'
import { mulberry32, type Rng } from '@machines/dice/random'
import { fillDiceRequests } from '@machines/dice/requests'
import { parseCommand } from '@machines/campaign/commands'
import { english } from '@machines/reasons/format'
import { schemaReason } from '@machines/reasons/schema-issue'
import type { Bilingual } from '@machines/text/bilingual'
import { DiceBot } from '../host/dice/dice-bot'
import { withDiceBotAnswers } from '../host/dice/dice-bot-answers'
import { cryptoRandom } from '../host/crypto-random'
import { demoCampaign } from '../host/demo'
import { readCampaign } from '../host/store/campaign-reader'
import { CampaignSession } from '../host/session/campaign-session'
import { nodeFileSystem } from '../host/store/file-system'
import { consoleLog } from '../host/host-log'
import type { Result } from '../shared/contract'
import { inEnglish, inKorean, type Failure } from '../shared/message'
import { fillRollPlaceholders } from './roll-placeholders'

/** The usage of the `play` verb. */
export const playUsage = 'overseer play <script.json | -> [--seed <n>]'

/** The most steps one script may run. */
export const mostSteps = 5000

/** A `play` script (docs/contracts.md): the campaign, settings over its own, and the steps. */
export const playScriptSchema = z.strictObject({
  /** A campaign file (read, never written; a relative path is the script's folder's), or `"demo"`. */
  campaign: z.string().min(1).max(4096),
  settings: settingsOverrideSchema.optional(),
  /** Host commands as the GM window sends them (dice typed, `"roll"`, or `{ roll: { count, sides } }`), `{ type: "undo" }` or `{ type: "redo" }`. */
  steps: z.array(z.looseObject({ type: z.string().min(1).max(60) })).min(1).max(mostSteps)
})

/** What one step came to: ok, or the rules' refusal with its rule id and words. */
export type StepOutcome = { step: number; type: string; ok: true } | { step: number; type: string; ok: false; rule: string | null; reason: Bilingual }

/** What `play` prints: each step's outcome, then the board view, the GM view and both logs at the end. */
export interface PlayOutput {
  steps: StepOutcome[]
  board: BoardView
  gm: GmView
  log: { public: Bilingual[]; gm: Bilingual[] }
}

/** What a `play` run needs from outside: the dice source, the clock, the dice bot (tests pass their own). */
export interface PlayOptions {
  seed?: number
  now?: () => number
  diceBot?: DiceBot
}

type Opened = { ok: true; doc: CampaignDocument } | { ok: false; error: string }

/** The script's campaign as a document: the bundled demo, or a campaign file verified as the host opens one. */
async function openCampaign(campaign: string, base: string, at: string): Promise<Opened> {
  if (campaign === 'demo') return { ok: true, doc: createDocument(demoCampaign(), at) }
  const path = resolve(base, campaign)
  let bytes: Buffer
  try {
    bytes = await readFile(path)
  } catch (error) {
    return { ok: false, error: `campaign: ${campaign}: cannot read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})` }
  }
  let raw: unknown
  try {
    raw = JSON.parse(bytes.toString('utf8'))
  } catch (error) {
    return { ok: false, error: `campaign: ${campaign}: not valid JSON (${(error as Error).message})` }
  }
  const read = readCampaign(raw, bytes)
  return read.ok ? { ok: true, doc: read.value } : { ok: false, error: `campaign: ${campaign}: ${inEnglish(read.why)}` }
}

const ruleAtEnd = /\(([A-Z]\.\d+[a-z]?|\d+\.\d+)\)$/

/** A refusal as the script's output says it: its rule (the id the words end with) and both languages. */
function refusalOf(step: number, type: string, result: Failure): StepOutcome {
  return { step, type, ok: false, rule: ruleAtEnd.exec(result.error)?.[1] ?? null, reason: { en: result.error, ko: inKorean(result.why) } }
}

/**
 * Why a step is no command at all (a malformed script, refused before anything runs), with its JSON
 * path; null when its shape is a command's. `"roll"` stands for any dice here; the rules check the count later.
 */
function shapeProblem(step: { type: string }, index: number): string | null {
  if (step.type === 'undo' || step.type === 'redo') return Object.keys(step).length === 1 ? null : `steps[${index}]: undo and redo take nothing but their type`
  const parsed = parseCommand(fillDiceRequests(fillRollPlaceholders(step, null), () => 0.5))
  if (parsed.ok) return null
  const words = english(parsed.why)
  return /^[\w[\].]+: /.test(words) ? `steps[${index}].${words}` : `steps[${index}]: ${words}`
}

/**
 * Runs a `play` script on the host's own campaign session in memory — every step one change on its
 * queue, committed as the GM window's are (engine, session log), with the dice seeded by `--seed` (else
 * the host's crypto source) and BCDice's words for table rolls — and writes nothing. `base` is the
 * folder a relative campaign path is read from.
 */
export async function playScript(raw: unknown, base: string, options: PlayOptions = {}): Promise<{ ok: true; value: PlayOutput; refused: string | null } | { ok: false; error: string }> {
  const parsed = playScriptSchema.safeParse(raw)
  if (!parsed.success) return { ok: false, error: english(schemaReason(playScriptSchema, raw, parsed.error)) }
  const script = parsed.data
  const now = options.now ?? Date.now
  const opened = await openCampaign(script.campaign, base, new Date(now()).toISOString())
  if (!opened.ok) return opened
  const rng: Rng = options.seed === undefined ? cryptoRandom : mulberry32(options.seed)
  // No file, no journal: the session's file system is never asked.
  const session = new CampaignSession({ fs: nodeFileSystem, journaling: false, random: rng, now, log: consoleLog })
  const prepared = session.prepare('play', opened.doc)
  if (!prepared.ok) return { ok: false, error: `campaign: ${script.campaign}: ${prepared.error}` }
  session.openInMemory(prepared)
  const bot = options.diceBot ?? new DiceBot({ random: rng })
  /** What the dice bot could not answer (no refusal by the rules: the run stops as on bad input). */
  let botFailure: Failure | null = null
  /** One GM command as the host runs it: BCDice answers first, then one commit on the session's queue. */
  const dispatch = (sent: { type: string } & Record<string, unknown>): Promise<Result> =>
    session.run(async () => {
      const engine = session.engine!
      const answered = await withDiceBotAnswers(fillRollPlaceholders(sent, engine.current.context), engine.current.context, bot, rng)
      if (!answered.ok) return (botFailure = answered)
      return session.commit('event', (e) => e.dispatch(answered.command, session.isoNow()))
    })
  try {
    // Settings first, each a `settings.set` as the GM's settings page sends it.
    for (const [key, value] of Object.entries(script.settings ?? {})) {
      const set = await dispatch({ type: 'settings.set', key, value })
      if (!set.ok) return { ok: false, error: `settings.${key}: ${set.error}` }
    }
    const malformed = script.steps.map(shapeProblem).find((problem) => problem !== null)
    if (malformed) return { ok: false, error: malformed }
    const steps: StepOutcome[] = []
    let refused: string | null = null
    for (const [index, sent] of script.steps.entries()) {
      let result: Result
      if (sent.type === 'undo') result = await session.run(async () => session.commit('undo', (e) => e.undo()))
      else if (sent.type === 'redo') result = await session.run(async () => session.commit('redo', (e) => e.redo()))
      else {
        result = await dispatch(sent)
        if (botFailure) return { ok: false, error: `steps[${index}] (${sent.type}): ${(botFailure as Failure).error}` }
      }
      if (!result.ok) {
        steps.push(refusalOf(index, sent.type, result))
        refused = `steps[${index}] (${sent.type}): ${result.error}`
        break
      }
      steps.push({ step: index, type: sent.type, ok: true })
    }
    const engine = session.engine!
    const all = session.logEntries(0, engine.head, true)
    return {
      ok: true,
      refused,
      value: { steps, board: boardView(engine.current), gm: session.gmView()!, log: { public: all.flatMap((e) => e.public), gm: all.map((e) => e.gm) } }
    }
  } finally {
    if (!options.diceBot) await bot.close()
  }
}

/** Reads `--seed <n>` off the verb's arguments: the rest, and the seed (a whole number), or why not. */
export function readSeed(args: readonly string[]): { ok: true; rest: string[]; seed?: number } | { ok: false; error: string } {
  const rest = [...args]
  const flag = rest.indexOf('--seed')
  if (flag < 0) return { ok: true, rest }
  const text = rest[flag + 1]
  const seed = Number(text)
  if (text === undefined || !/^\d{1,10}$/.test(text) || !Number.isSafeInteger(seed)) return { ok: false, error: `--seed needs a whole number 0–9999999999; ${playUsage}` }
  rest.splice(flag, 2)
  return { ok: true, rest, seed }
}

/** The folder a script's relative campaign path is read from: the script's own, or the working folder for `-`. */
export function scriptBase(file: string): string {
  return file === '-' ? process.cwd() : dirname(resolve(file))
}

