import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { fileArgument } from '../../src/main/single-instance'
import { app, BrowserWindow } from './stand-in/electron'
import { releasedCampaign, useDesktopApp, windowsOf, withArgv } from './helpers'

const folders: string[] = []

const campaignFile = (): Promise<string> => releasedCampaign(folders)

describe('one Overseer at a time', () => {
  const desktop = useDesktopApp()
  afterEach(async () => {
    for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true })
  })

  it('a second launch brings the running GM window forward instead of starting another', async () => {
    const { gm } = windowsOf(await desktop.start())
    gm.minimize()
    const windows = BrowserWindow.getAllWindows().length
    app.secondLaunch(['/opt/Overseer/overseer'], '/home/gm', { file: null })
    expect(gm.isMinimized()).toBe(false)
    expect(gm.isFocused()).toBe(true)
    expect(BrowserWindow.getAllWindows()).toHaveLength(windows)
  })

  it('a second launch given a campaign file opens it in the running one', async () => {
    const started = await desktop.start()
    const given = await campaignFile()
    app.secondLaunch(['/opt/Overseer/overseer', given], '/home/gm', { file: given })
    await expect.poll(async () => (await started.host.state()).path).toBe(given)
    expect(windowsOf(started).gm.isFocused()).toBe(true)
  })

  it('reads the file from the command line when a second launch hands no data (an older Overseer)', async () => {
    const started = await desktop.start()
    const given = await campaignFile()
    app.secondLaunch(['/opt/Overseer/overseer', '--original-process-start-time=1', given], '/home/gm', undefined)
    await expect.poll(async () => (await started.host.state()).path).toBe(given)
  })

  it('the second launch itself quits at once, making no window and touching no campaign, after handing over its file', async () => {
    app.lockHeldElsewhere = true
    app.setPath('appData', await mkdtemp(join(tmpdir(), 'overseer-second-')))
    folders.push(app.getPath('appData'))
    const { startOverseer } = await import('../../src/main/app')
    const started = await withArgv(['/opt/Overseer/overseer', 'campaigns/war.overseer.json'], () => {
      const starting = startOverseer()
      app.becomeReady()
      return starting
    })
    expect(started).toBeNull()
    expect(app.quitRequests).toBe(1)
    expect(BrowserWindow.getAllWindows()).toEqual([])
    expect(app.handedToFirst).toEqual({ file: join(process.cwd(), 'campaigns/war.overseer.json') })
  })

  it('opens the file it was launched with', async () => {
    const given = await campaignFile()
    const started = await withArgv(['/opt/Overseer/overseer', given], () => desktop.start())
    expect((await started.host.state()).path).toBe(given)
  })

  it('opens a file macOS hands it before it is ready', async () => {
    const given = await campaignFile()
    let taken = false
    const started = await desktop.start({ beforeReady: () => (taken = app.openFile(given)) })
    expect(taken).toBe(true)
    expect((await started.host.state()).path).toBe(given)
  })

  it('puts every campaign it opens in the OS’s recent documents', async () => {
    const started = await desktop.start()
    const first = (await started.host.state()).path!
    const given = await campaignFile()
    app.secondLaunch(['overseer'], '/', { file: given })
    await expect.poll(() => app.recentDocuments).toEqual([first, given])
  })
})

describe('the file a launch names', () => {
  it('is the first .json argument that is not a switch, resolved against the working folder', () => {
    expect(fileArgument(['overseer', '--inspect', 'a.overseer.json'], '/home/gm', 1)).toBe('/home/gm/a.overseer.json')
    expect(fileArgument(['overseer', '/data/b.overseer.json'], '/home/gm', 1)).toBe('/data/b.overseer.json')
    expect(fileArgument(['overseer', 'C.OVERSEER.JSON'], '/x', 1)).toBe('/x/C.OVERSEER.JSON')
  })

  it('skips the app folder while developing (electron . file) and is null when none is given', () => {
    expect(fileArgument(['electron', '.', 'war.json'], '/repo', 2)).toBe('/repo/war.json')
    expect(fileArgument(['electron', '.'], '/repo', 2)).toBeNull()
    expect(fileArgument(['overseer', '--flag', 'notes.txt'], '/repo', 1)).toBeNull()
  })
})
