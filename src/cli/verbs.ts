import { parseTurnInput } from '@machines/war-turn/parse-input'
import { resolveTurn } from '@machines/war-turn/resolve'
import { parseExchangeInput } from '@machines/duel/rules/input'
import { resolveExchange } from '@machines/duel/rules/exchange'
import { english } from '@machines/reasons/format'

/** A headless verb: validate the input (one-line reason on failure, in English as the contract speaks), then run the rules. */
export type Verb = (raw: unknown) => { ok: true; value: unknown } | { ok: false; error: string }

/** The headless verbs of DESIGN.md, by name. */
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
  }
}
