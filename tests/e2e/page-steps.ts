import { expect } from 'vitest'
import type { Page } from 'playwright-core'
import type { SentCommand } from '@machines/campaign/commands'
import type { EncounterContext } from '@machines/encounter/context'
import type { Stack } from './harness'

/** The set-up an e2e file sends to the host as the panel would (each must be accepted), and the running battle's state. */
export function hostSteps(stack: () => Stack): { send(command: Record<string, unknown>): Promise<void>; battle(): Promise<EncounterContext> } {
  return {
    send: async (command) => expect(await stack().host.dispatch(command as unknown as SentCommand), JSON.stringify(command)).toEqual({ ok: true }),
    battle: async () => {
      const phase = (await stack().host.state()).gm?.context.phase
      if (phase?.kind !== 'encounter') throw new Error('no battle')
      return phase.context
    }
  }
}

/** Polls what a page shows until it matches (bounded: 8 s), for a state the test waits for. */
export const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 8_000, interval: 40 })

/** An element's text with its white space folded, by test id. */
export const text = async (page: Page, testid: string) => ((await page.getByTestId(testid).textContent()) ?? '').replace(/\s+/g, ' ').trim()
