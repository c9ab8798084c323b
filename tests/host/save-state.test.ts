import { afterEach, beforeEach, expect, it } from 'vitest'
import { OverseerHost } from '../../src/host/host'
import type { HostState } from '../../src/shared/contract'
import { tempFolder } from './helpers'

// The header must never say "saved" while a change waits in the debounce window (issue 13).

let cleanup: () => Promise<void>
let host: OverseerHost

beforeEach(async () => {
  const temp = await tempFolder('save-state')
  cleanup = temp.cleanup
  host = new OverseerHost({ dataDir: temp.dir, debounceMs: 200, backupIntervalMs: 0 })
  await host.start()
})

afterEach(async () => {
  await host.shutdown()
  await cleanup()
})

it('the state pushed after a change says unsaved at once, then saving, then saved', async () => {
  const pushed: HostState['save'][] = []
  host.on('state', (state) => pushed.push(state.save))
  expect(await host.dispatch({ type: 'actor.adjust', actor: 'saber', hp: -1 })).toEqual({ ok: true })
  // One push per change, and it already tells the truth.
  expect(pushed.map((s) => s.state)).toEqual(['unsaved'])
  expect((await host.state()).save.state).toBe('unsaved')
  await expect.poll(() => pushed.at(-1)?.state, { timeout: 5000 }).toBe('saved')
  expect(pushed.map((s) => s.state)).toEqual(['unsaved', 'saving', 'saved'])
  expect(pushed.at(-1)!.savedAt).toBeTypeOf('number')
})

it('a second change while the first waits stays unsaved, and one write saves both', async () => {
  const pushed: HostState['save'][] = []
  host.on('state', (state) => pushed.push(state.save))
  await host.dispatch({ type: 'actor.adjust', actor: 'saber', hp: -1 })
  await host.dispatch({ type: 'actor.adjust', actor: 'saber', hp: -1 })
  expect(pushed.map((s) => s.state)).toEqual(['unsaved', 'unsaved'])
  expect(await host.flush()).toMatchObject({ ok: true })
  expect((await host.state()).save.state).toBe('saved')
  expect(pushed.filter((s) => s.state === 'saving')).toHaveLength(1)
})
