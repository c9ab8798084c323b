import { copyFile, readFile, rm } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { MenuItemConstructorOptions } from 'electron'
import { fileArgument } from '../../src/main/single-instance'
import { app, dialog } from './stand-in/electron'
import { applicationMenu, releasedCampaign, useDesktopApp, withArgv, type AppUnderTest } from './helpers'

const folders: string[] = []
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true })
})

/** A campaign file on disk, released; `name` copies it under that name beside it (an older `.overseer.json`). */
async function campaignFile(name?: string): Promise<string> {
  const path = await releasedCampaign(folders)
  if (!name) return path
  await copyFile(path, join(dirname(path), name))
  return join(dirname(path), name)
}

const openPath = async (started: AppUnderTest): Promise<string | null> => (await started.host.state()).path

/** File ▸ Open recent's items, by the label the GM reads. */
function recentItems(): MenuItemConstructorOptions[] {
  const submenu = applicationMenu().find((item) => item.label === 'Open recent')?.submenu
  if (!Array.isArray(submenu)) throw new Error('no Open recent menu')
  return submenu
}

const clickRecent = (label: string | RegExp): void => {
  const item = recentItems().find((candidate) => (typeof label === 'string' ? candidate.label === label : label.test(String(candidate.label))))
  if (!item?.click) throw new Error(`no recent item ${String(label)}: ${recentItems().map((i) => i.label).join(', ')}`)
  ;(item.click as () => void)()
}

describe('the campaign file type, .overseer', () => {
  const desktop = useDesktopApp()

  it('is what new campaigns are saved as', async () => {
    const started = await desktop.start()
    expect(await openPath(started)).toMatch(/\.overseer$/)
  })

  it('opens in the running Overseer when double-clicked on Windows or Linux (a second launch with the file on its command line)', async () => {
    const started = await desktop.start()
    const given = await campaignFile()
    app.secondLaunch(['C:\\Program Files\\Overseer\\Overseer.exe', given], 'C:\\Users\\gm', undefined)
    await expect.poll(() => openPath(started)).toBe(given)
  })

  it('opens in the running Overseer when double-clicked in the macOS Finder or its Dock’s recent documents (open-file)', async () => {
    const started = await desktop.start()
    const given = await campaignFile()
    expect(app.openFile(given)).toBe(true)
    await expect.poll(() => openPath(started)).toBe(given)
  })

  it('opens the file a first start was launched with (a double-click while Overseer was not running)', async () => {
    const given = await campaignFile()
    const started = await withArgv(['/opt/Overseer/overseer', given], () => desktop.start())
    expect(await openPath(started)).toBe(given)
  })

  it('still opens an older .overseer.json file handed on the command line', async () => {
    const started = await desktop.start()
    const older = await campaignFile('from-before.overseer.json')
    app.secondLaunch(['overseer', older], '/', undefined)
    await expect.poll(() => openPath(started)).toBe(older)
  })

  it('names a launch’s file by either extension, in any case, and nothing else', () => {
    expect(fileArgument(['overseer', 'war.overseer'], '/home/gm', 1)).toBe('/home/gm/war.overseer')
    expect(fileArgument(['overseer', 'WAR.OVERSEER'], '/home/gm', 1)).toBe('/home/gm/WAR.OVERSEER')
    expect(fileArgument(['overseer', 'old.overseer.json'], '/home/gm', 1)).toBe('/home/gm/old.overseer.json')
    expect(fileArgument(['overseer', 'war.overseer.bak'], '/home/gm', 1)).toBeNull()
  })

  it('exports as .overseer: the Save dialog suggests that name and offers that type only, and the file written is a campaign', async () => {
    const started = await desktop.start()
    const target = join(started.dataDir, 'exported.overseer')
    dialog.saveAs.push(target)
    const exportItem = applicationMenu().find((item) => item.label === '캠페인 내보내기…')
    ;(exportItem!.click as () => void)()
    await expect.poll(() => dialog.saveDialogs.length).toBe(1)
    const { options } = dialog.saveDialogs[0]
    expect(options.defaultPath).toMatch(/\.overseer$/)
    expect(options.filters).toEqual([{ name: 'Overseer', extensions: ['overseer'] }])
    await expect.poll(async () => JSON.parse(await readFile(target, 'utf8').catch(() => '{}')).format).toBe('overseer-campaign')
  })

  it('Open and Import show .overseer files and the older .overseer.json ones', async () => {
    await desktop.start()
    for (const label of ['캠페인 열기…', '캠페인 가져오기…']) (applicationMenu().find((item) => item.label === label)!.click as () => void)()
    await expect.poll(() => dialog.openDialogs.length).toBe(2)
    for (const { options } of dialog.openDialogs) expect(options.filters).toEqual([{ name: 'Overseer', extensions: ['overseer', 'json'] }])
  })
})

describe('File ▸ Open recent', () => {
  const desktop = useDesktopApp()
  // The English menu, so the labels read as the OS shows them.
  const english = async (): Promise<AppUnderTest> => {
    const started = await desktop.start()
    await started.host.setDisplay({ ...(await started.host.state()).display, locale: 'en' })
    await expect.poll(() => applicationMenu().some((item) => item.label === 'Open recent')).toBe(true)
    return started
  }

  it('lists the campaigns of the recent list, most recent first, and opens the one clicked', async () => {
    const started = await english()
    const first = (await openPath(started))!
    const other = await campaignFile()
    app.secondLaunch(['overseer', other], '/', undefined)
    await expect.poll(() => recentItems().filter((item) => item.click && item.enabled !== false).length).toBe(3) // two campaigns and Clear
    const [newest, older] = recentItems()
    expect(String(newest.label)).toContain(basename(other))
    expect(String(older.label)).toContain(basename(first))
    clickRecent(new RegExp(basename(first).replace(/[.]/g, '\\.')))
    await expect.poll(() => openPath(started)).toBe(first)
    expect(dialog.errorBoxes).toEqual([])
  })

  it('says a campaign whose file is gone is gone, and drops it from the list and the menu', async () => {
    const started = await english()
    const first = (await openPath(started))!
    const doomed = await campaignFile()
    app.secondLaunch(['overseer', doomed], '/', undefined)
    await expect.poll(() => openPath(started)).toBe(doomed)
    app.secondLaunch(['overseer', first], '/', undefined)
    await expect.poll(() => openPath(started)).toBe(first)
    await rm(doomed)
    clickRecent(new RegExp(basename(doomed).replace(/[.]/g, '\\.')))
    await expect.poll(() => dialog.errorBoxes.length).toBe(1)
    expect(dialog.errorBoxes[0]).toEqual({ title: 'Overseer', content: `${doomed} is no longer there (moved, renamed or deleted). It is taken off the recent list.` })
    expect((await started.host.state()).recent.map((entry) => entry.path)).toEqual([first])
    await expect.poll(() => recentItems().some((item) => String(item.label).includes(basename(doomed)))).toBe(false)
    expect(await openPath(started)).toBe(first)
  })

  it('Clear empties the list but for the open campaign (the next start opens it), and the OS’s recent documents', async () => {
    const started = await english()
    const other = await campaignFile()
    app.secondLaunch(['overseer', other], '/', undefined)
    await expect.poll(async () => (await started.host.state()).recent.length).toBe(2)
    clickRecent('Clear list')
    await expect.poll(async () => (await started.host.state()).recent.map((entry) => entry.path)).toEqual([other])
    expect(app.recentDocuments).toEqual([])
    await expect.poll(() => recentItems().filter((item) => item.type !== 'separator').length).toBe(2) // the open one and Clear
  })

  it('with nothing on the list, says so (greyed) and offers no Clear', async () => {
    const started = await english()
    await started.host.close()
    clickRecent('Clear list')
    await expect.poll(() => recentItems().map((item) => ({ label: item.label, enabled: item.enabled }))).toEqual([
      { label: 'No recent campaigns', enabled: false },
      { label: undefined, enabled: undefined },
      { label: 'Clear list', enabled: false }
    ])
  })
})
