import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { OverseerHost } from '../../src/host/host'
import { logFileName } from '../../src/host/app-log'
import { runOverseer } from '../../src/main/app'
import { app, BrowserWindow, crashReporter, dialog } from './stand-in/electron'
import { useDesktopApp, windowsOf, type AppUnderTest } from './helpers'

/** The app's log file as it is now. */
const logOf = (started: AppUnderTest): Promise<string> => readFile(join(started.dataDir, 'logs', logFileName), 'utf8')

/** Lets the dialogs a handler opened be shown and answered. */
const settle = () => new Promise((resolve) => setImmediate(resolve))

describe('what went wrong, written down', () => {
  const desktop = useDesktopApp()

  it('keeps a log file in the data folder’s logs/: the start-up with its versions, and the start finished', async () => {
    const started = await desktop.start()
    const log = await logOf(started)
    expect(log).toMatch(/INFO Overseer 0\.1\.0 starts \(Electron .+, Chromium .+, Node .+\)/)
    expect(log).toContain(`INFO started on ${started.dataDir}`)
    expect(started.log.folder).toBe(join(started.dataDir, 'logs'))
  })

  it('starts the crash reporter before the app is ready, local only: nothing is uploaded, the dumps stay in the data folder', async () => {
    let atReady: unknown = undefined
    const started = await desktop.start({ beforeReady: () => (atReady = crashReporter.started) })
    expect(atReady).toEqual({ uploadToServer: false })
    expect(app.getPath('crashDumps')).toBe(join(started.dataDir, 'crashes'))
  })

  it('logs a campaign that would not open, in English', async () => {
    const started = await desktop.start()
    const damaged = join(started.dataDir, 'damaged.json')
    await writeFile(damaged, '{ not json')
    // As a double-click hands it over; the host keeps the campaign that was open.
    await started.desktop.openGiven(damaged)
    expect(await logOf(started)).toMatch(/ERROR a campaign handed to Overseer did not open: .*damaged\.json: \S+/)
  })

  it('logs a helper process that is gone, not one that exited cleanly', async () => {
    const started = await desktop.start()
    app.childProcessGone({ type: 'GPU', reason: 'crashed', exitCode: 139 })
    app.childProcessGone({ type: 'Utility', reason: 'clean-exit', exitCode: 0 })
    const log = await logOf(started)
    expect(log).toContain('ERROR a GPU process is gone: crashed (exit code 139)')
    expect(log).not.toContain('Utility')
  })
})

describe('a window whose page crashes, hangs or does not load', () => {
  const desktop = useDesktopApp()

  it('the GM window’s crash: a log line, and a dialog in the table’s language offering to reload, which reloads', async () => {
    const started = await desktop.start()
    await started.host.setDisplay({ locale: 'ko' })
    const { gm } = windowsOf(started)
    dialog.answers.push(0)
    gm.webContents.rendererGone('crashed', 11)
    await settle()
    const [shown] = dialog.messageBoxes
    expect(shown?.window).toBe(gm)
    expect(shown?.options.message).toBe('GM 창이 멈췄습니다(crashed).')
    expect(shown?.options.detail).toContain(started.log.folder)
    expect(shown?.options.buttons).toEqual(['다시 불러오기', '나중에'])
    expect(gm.webContents.reloads).toBe(1)
    const log = await logOf(started)
    expect(log).toContain("ERROR the gm window's page is gone: crashed (exit code 11)")
    expect(log).toContain('INFO the gm window is reloaded')
  })

  it('the board’s hang: a warning, a dialog offering reload or wait (waiting reloads nothing), one dialog however often it hangs', async () => {
    const started = await desktop.start()
    await started.host.setDisplay({ locale: 'en' })
    const { board } = windowsOf(started)
    board.hang(false)
    board.hang(false)
    await settle()
    expect(dialog.messageBoxes).toHaveLength(1)
    expect(dialog.messageBoxes[0]?.options.message).toBe('The board window is not responding.')
    expect(dialog.messageBoxes[0]?.options.buttons).toEqual(['Reload', 'Wait'])
    expect(board.webContents.reloads).toBe(0)
    board.hang(true)
    const log = await logOf(started)
    expect(log).toContain('WARN the board window is not responding')
    expect(log).toContain('INFO the board window responds again')
  })

  it('a page that did not load: logged with its address and error, reload offered; an aborted load, a subframe or a clean exit is no failure', async () => {
    const started = await desktop.start()
    await started.host.setDisplay({ locale: 'en' })
    const { gm, board } = windowsOf(started)
    dialog.answers.push(0)
    board.webContents.failLoad('app://overseer/board.html', -6, 'ERR_FILE_NOT_FOUND')
    await settle()
    expect(dialog.messageBoxes[0]?.options.message).toBe('The board window could not load its page (ERR_FILE_NOT_FOUND).')
    expect(board.webContents.reloads).toBe(1)
    gm.webContents.failLoad('app://overseer/index.html', -3, 'ERR_ABORTED')
    gm.webContents.failLoad('https://example.invalid/', -105, 'ERR_NAME_NOT_RESOLVED', false)
    gm.webContents.rendererGone('clean-exit', 0)
    await settle()
    expect(dialog.messageBoxes).toHaveLength(1)
    expect(await logOf(started)).toContain('ERROR the board window could not load app://overseer/board.html: ERR_FILE_NOT_FOUND (-6)')
  })

  it('watches a board window opened again after the GM closed it', async () => {
    const started = await desktop.start()
    await started.host.setDisplay({ locale: 'en' })
    windowsOf(started).board.close()
    started.desktop.showBoard()
    const { board } = windowsOf(started)
    board.webContents.rendererGone('oom')
    await settle()
    expect(dialog.messageBoxes[0]?.options.message).toBe('The board window stopped (oom).')
  })
})

describe('a start-up that throws', () => {
  const desktop = useDesktopApp()

  it('reaches the start-up error window and the log, never an unhandled rejection; trying again relaunches', async () => {
    const started = await desktop.start()
    const dataDir = started.dataDir
    await desktop.stop(started)
    app.setPath('appData', join(dataDir, '..'))
    dialog.answers.push(0)
    const running = runOverseer({
      createHost: () => {
        throw new Error('the campaigns folder is a file')
      }
    })
    app.becomeReady()
    await expect(running).resolves.toBeNull()
    expect(dialog.messageBoxes[0]?.options.message).toBe('Overseer could not start')
    expect(dialog.messageBoxes[0]?.options.detail).toContain('the campaigns folder is a file')
    expect(app.relaunches).toBe(1)
    expect(app.exitCode).toBe(1)
    expect(BrowserWindow.getAllWindows()).toEqual([])
    expect(await readFile(join(dataDir, 'logs', logFileName), 'utf8')).toMatch(/ERROR Overseer could not start: Error: the campaigns folder is a file/)
  })

  it('quits without relaunching when the GM chooses to quit', async () => {
    const started = await desktop.start()
    const dataDir = started.dataDir
    await desktop.stop(started)
    app.setPath('appData', join(dataDir, '..'))
    dialog.answers.push(2)
    const running = runOverseer({ createHost: (folder) => Object.assign(new OverseerHost({ dataDir: folder }), { attachPlayers: () => { throw new Error('no door') } }) })
    app.becomeReady()
    await expect(running).resolves.toBeNull()
    expect(app.relaunches).toBe(0)
    expect(app.exitCode).toBe(1)
  })
})
