import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { callChecked, maxCommandArgs, parseArgs } from '../../src/shared/command-args'
import { commandNames, type Commands } from '../../src/shared/contract'

/** A stand-in host that records what reached it. */
function recordingHost(): { host: Commands; calls: [string, unknown[]][] } {
  const calls: [string, unknown[]][] = []
  const host = Object.fromEntries(
    commandNames.map((name) => [name, async (...args: unknown[]) => (calls.push([name, args]), { ok: true })])
  ) as unknown as Commands
  return { host, calls }
}

describe('the argument tuples both edges parse (IPC gateway and web host)', () => {
  it('passes well-typed arguments through to the host', async () => {
    const { host, calls } = recordingHost()
    expect(await callChecked(host, 'importRecord', ['{}', 'table', 'spoils'])).toEqual({ ok: true })
    expect(await callChecked(host, 'setDisplay', [{ theme: 'light', fontScale: 1.2 }])).toEqual({ ok: true })
    expect(await callChecked(host, 'undo', [])).toEqual({ ok: true })
    expect(calls).toEqual([
      ['importRecord', ['{}', 'table', 'spoils']],
      ['setDisplay', [{ theme: 'light', fontScale: 1.2 }]],
      ['undo', []]
    ])
  })

  it('refuses more arguments than a method takes, naming how many, and the host never sees them', async () => {
    const { host, calls } = recordingHost()
    expect(await callChecked(host, 'undo', ['unexpected'])).toMatchObject({
      ok: false,
      error: 'too many arguments: 1 sent, the request takes at most 0',
      why: { key: 'host.tooManyArguments', params: { given: 1, max: 0 } }
    })
    expect(await callChecked(host, 'importRecord', ['{}', 'table', 'spoils', 'extra'])).toMatchObject({ ok: false, error: 'too many arguments: 4 sent, the request takes at most 3' })
    expect(calls).toEqual([])
  })

  it('refuses a bad argument with one message naming it, and the host never sees it', async () => {
    const { host, calls } = recordingHost()
    const said = async (method: keyof Commands, args: unknown[]): Promise<string> => {
      const result = (await callChecked(host, method, args)) as { ok: boolean; error?: string }
      return result.ok ? 'ok' : (result.error ?? '')
    }
    expect(await said('open', [42])).toBe('path: expected a file path')
    expect(await said('open', [])).toBe('path: expected a file path')
    expect(await said('restoreBackup', ['/a/file', ''])).toBe('expected a campaign path and a backup name')
    expect(await said('importCampaign', [{ format: 'overseer-campaign' }])).toBe('the file is not text')
    expect(await said('importServant', ['{}', 7])).toBe('servant: expected a servant id')
    expect(await said('importRecord', ['{}', 'servant', 'saber'])).toBe('expected a record kind (monster or table) and an id')
    expect(await said('exportSessionLog', ['public', 'fr'])).toBe('expected a log kind (public or full) and a locale (ko or en)')
    expect(await said('turnSummary', ['fr'])).toBe('locale: expected ko or en')
    expect(await said('setDisplay', [{ fontScale: 5 }])).toMatch(/^fontScale: /)
    expect(await said('setDisplay', [{ theme: 'light', sparkle: true }])).toBe('sparkle: unknown field')
    expect(await said('dispatch', ['turn.start'])).toMatch(/type/)
    expect(calls).toEqual([])
  })

  it('takes at most as many arguments as the longest tuple (the socket protocol reads this number)', () => {
    expect(maxCommandArgs).toBe(3)
  })

  it('never throws, whatever a window sends', () => {
    fc.assert(
      fc.property(fc.constantFrom(...commandNames), fc.array(fc.anything(), { maxLength: 5 }), (method, args) => {
        const parsed = parseArgs(method, args)
        expect(typeof parsed.ok).toBe('boolean')
      }),
      { numRuns: 300 }
    )
  })
})
