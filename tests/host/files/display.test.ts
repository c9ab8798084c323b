import { describe, expect, it } from 'vitest'
import type { BoardPayload } from '../../../src/shared/contract'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { displayPrefsFileName } from '../../../src/host/files/display-prefs'
import { openPath, useHostFolder } from '../helpers'
import { OverseerHost } from '../../../src/host/host'
import { nodeFileSystem, type FileSystem } from '../../../src/host/store/file-system'
import { callChecked } from '../../../src/shared/command-args'

const { started } = useHostFolder('display')

describe('the board look (projection comfort)', () => {
  it('starts dark at 100% and sends that look with the board', async () => {
    const host = await started()
    expect((await host.state()).display).toEqual({ blank: false, frozen: false, theme: 'dark', fontScale: 1, locale: 'ko' })
    expect((await host.board()).style).toEqual({ theme: 'dark', fontScale: 1, locale: 'ko' })
  })

  it('the GM sets a light theme and larger text; the board is pushed the new look', async () => {
    const host = await started()
    const pushed: BoardPayload[] = []
    host.on('board', (payload) => pushed.push(payload))
    expect(await host.setDisplay({ theme: 'light', fontScale: 1.4 })).toEqual({ ok: true })
    expect(pushed.at(-1)?.style).toEqual({ theme: 'light', fontScale: 1.4, locale: 'ko' })
  })

  it('a frozen board keeps its picture but takes a new look', async () => {
    const host = await started()
    await host.setDisplay({ frozen: true })
    await host.dispatch({ type: 'board.announce', text: 'Not yet' })
    await host.setDisplay({ theme: 'light' })
    const board = await host.board()
    expect(board.style?.theme).toBe('light')
    expect(board.view?.announcements).toEqual([])
  })

  it('a blank board carries no look: it is black', async () => {
    const host = await started()
    await host.setDisplay({ theme: 'light', blank: true })
    expect(await host.board()).toEqual({ blank: true, view: null })
  })

  it('refuses a text size outside 60%–200% and an unknown theme, keeping the look', async () => {
    const host = await started()
    expect(await callChecked(host, 'setDisplay', [{ fontScale: 5 }])).toMatchObject({ ok: false, error: expect.stringMatching(/^fontScale: /) })
    expect(await callChecked(host, 'setDisplay', [{ theme: 'sepia' }])).toMatchObject({ ok: false, error: expect.stringMatching(/^theme: /) })
    expect((await host.state()).display).toMatchObject({ theme: 'dark', fontScale: 1 })
  })

  it('remembers the look and the table\'s language for the next session; blank and freeze start off', async () => {
    const first = await started()
    await first.setDisplay({ theme: 'light', fontScale: 1.2, locale: 'en', blank: true })
    await first.shutdown()
    const second = await started()
    expect((await second.state()).display).toEqual({ blank: false, frozen: false, theme: 'light', fontScale: 1.2, locale: 'en' })
  })

  it('a look changed without waiting and then quit is still remembered, the last change winning', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'overseer-display-'))
    try {
      // The look file is written slowly, as on a busy disk: shutdown must wait for it.
      const slowLook: FileSystem = {
        ...nodeFileSystem,
        writeFile: async (path, data, options) => {
          if (path.includes(displayPrefsFileName)) await new Promise((resolve) => setTimeout(resolve, 150))
          return nodeFileSystem.writeFile(path, data, options)
        }
      }
      const first = new OverseerHost({ dataDir, debounceMs: 0, backupIntervalMs: 0, fs: slowLook })
      await first.start()
      // As the menu does: the click does not wait for the write.
      void first.setDisplay({ theme: 'light' })
      void first.setDisplay({ fontScale: 1.6 })
      await first.shutdown()
      expect(JSON.parse(await readFile(join(dataDir, displayPrefsFileName), 'utf8'))).toMatchObject({ theme: 'light', fontScale: 1.6 })
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  })

  it('the GM\'s language travels with the board, so the projection speaks it too', async () => {
    const host = await started()
    const pushed: BoardPayload[] = []
    host.on('board', (payload) => pushed.push(payload))
    expect(await host.setDisplay({ locale: 'en' })).toEqual({ ok: true })
    expect(pushed.at(-1)?.style?.locale).toBe('en')
    expect(await callChecked(host, 'setDisplay', [{ locale: 'fr' }])).toMatchObject({ ok: false, error: expect.stringMatching(/^locale: /) })
  })

  it('keeps the look of a prefs file written before the board had a language, starting in Korean', async () => {
    const first = await started()
    // The campaign file lives in <data folder>/campaigns/.
    const dataDir = dirname(dirname(openPath(await first.state())))
    await first.shutdown()
    await writeFile(join(dataDir, displayPrefsFileName), JSON.stringify({ theme: 'light', fontScale: 1.5 }))
    const second = await started()
    expect((await second.state()).display).toMatchObject({ theme: 'light', fontScale: 1.5, locale: 'ko' })
  })
})
