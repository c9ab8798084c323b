import { parseTurnInput } from '@machines/war-turn/parse-input'
import { resolveTurn } from '@machines/war-turn/resolve'
import { parseExchangeInput } from '@machines/duel/rules/input'
import { resolveExchange } from '@machines/duel/rules/exchange'
import { english } from '@machines/reasons/format'
import { playScript } from './play'

/** A verb's answer: the value to print, or one line why not; `refused` names a script step the rules refused (exit 2, value printed). */
export type VerbResult = { ok: true; value: unknown; refused?: string | null } | { ok: false; error: string }

/** What a verb learns besides its input: the folder its input file is in, and `--seed`. */
export interface VerbInput {
  base: string
  seed?: number
}

/** A headless verb: validate the input (one-line reason on failure, in English as the contract speaks), then run the rules. */
export type Verb = (raw: unknown, input: VerbInput) => VerbResult | Promise<VerbResult>

/** The headless verbs of docs/contracts.md, by name. */
export const verbs: Record<string, Verb> = {
  // Rules T.1–T.22 for one war turn.
  'resolve-turn': (raw) => {
    const input = parseTurnInput(raw)
    return input.ok ? { ok: true, value: resolveTurn(input.value) } : { ok: false, error: english(input.why) }
  },
  // Rules D.1–D.47 for one pairing of one exchange.
  'resolve-exchange': (raw) => {
    const input = parseExchangeInput(raw)
    return input.ok ? { ok: true, value: resolveExchange(input.value) } : { ok: false, error: english(input.why) }
  },
  // Every phase headless: a script of host commands through the host's engine in memory.
  play: (raw, input) => playScript(raw, input.base, { seed: input.seed })
}
