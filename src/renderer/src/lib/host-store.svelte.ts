import type { SentCommand } from '@machines/campaign/commands'
import type { HostState, OverseerApi, Result } from '../../../shared/contract'
import type { Said } from './i18n/i18n.svelte'
import { UnreadableDice } from './unreadable-dice'

/** The GM window's copy of the host state, replaced whole on every push. */
export class HostStore {
  state = $state.raw<HostState | null>(null)
  /** The last refusal, shown until the next successful command. */
  error = $state.raw<Said | null>(null)

  constructor(readonly api: OverseerApi) {
    api.on('state', (state) => (this.state = state))
    void api.state().then((state) => (this.state ??= state))
  }

  /** Runs a host request and keeps its refusal reason for the GM to read. */
  async run(request: Promise<Result>): Promise<boolean> {
    const result = await request
    this.error = result.ok ? null : result.why
    return result.ok
  }

  /**
   * Sends a campaign command; a misspelt type or field is a compile error here. A command built
   * from dice fields comes as a function: a field that holds no faces is refused here, in the
   * GM's words, and nothing is sent.
   */
  async dispatch(command: SentCommand | (() => SentCommand)): Promise<boolean> {
    let built: SentCommand
    try {
      built = typeof command === 'function' ? command() : command
    } catch (error) {
      if (!(error instanceof UnreadableDice)) throw error
      this.error = error.why
      return false
    }
    return this.run(this.api.dispatch(built))
  }
}
