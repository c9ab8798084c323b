import { describe, expect, it } from 'vitest'
import type { MenuItemConstructorOptions } from 'electron'
import { join, resolve } from 'node:path'
import { stat } from 'node:fs/promises'
import { menuTemplate, type MenuActions } from '../../src/main/menu'
import { helpFilePath } from '../../src/main/help'
import { numbered, plainLabel, withAccessKey } from '../../src/main/access-keys'
import { shellWords } from '../../src/main/words'
import { shellMessagesEn } from '../../src/shared/messages/shell.en'
import { shellMessagesKo } from '../../src/shared/messages/shell.ko'
import { app, dialog, Menu, shell } from './stand-in/electron'
import { display, laptop, screen } from './stand-in/screen'
import { applicationMenu, menuItems, useDesktopApp, windowsOf } from './helpers'

const platforms = ['darwin', 'win32', 'linux'] as const

/** An accelerator as the keyboard sees it on `platform`: CmdOrCtrl resolved, modifiers in one order, key names unified. */
function keys(accelerator: string, platform: NodeJS.Platform): string {
  const parts = accelerator.split(/\+(?!$)/)
  const key = parts.pop()!
  const modifier = (name: string): string => {
    const lower = name.toLowerCase()
    if (lower === 'cmdorctrl' || lower === 'commandorcontrol') return platform === 'darwin' ? 'Cmd' : 'Ctrl'
    if (lower === 'cmd' || lower === 'command') return 'Cmd'
    if (lower === 'ctrl' || lower === 'control') return 'Ctrl'
    if (lower === 'alt' || lower === 'option') return 'Alt'
    if (lower === 'super' || lower === 'meta') return 'Super'
    return name
  }
  const unified = key === 'Plus' ? '+' : key.length === 1 ? key.toUpperCase() : key
  return [...parts.map(modifier).sort(), unified].join('+')
}

/** The accelerators bound more than once in a menu on `platform`. */
function duplicates(items: readonly MenuItemConstructorOptions[], platform: NodeJS.Platform): string[] {
  const seen = new Map<string, number>()
  for (const item of menuItems(items)) {
    if (typeof item.accelerator === 'string') seen.set(keys(item.accelerator, platform), (seen.get(keys(item.accelerator, platform)) ?? 0) + 1)
  }
  return [...seen].filter(([, count]) => count > 1).map(([accelerator]) => accelerator)
}

const noAction = new Proxy({}, { get: () => () => undefined }) as MenuActions
const twoDisplays = [
  { id: 1, label: 'Built-in', chosen: false },
  { id: 2, label: 'Projector', chosen: true }
]

const twoRecent = [{ path: '/campaigns/war.overseer', title: 'War & peace' }, { path: '/campaigns/old.overseer.json', missing: true }]

/** Every menu the app can show: each platform, developing or installed, in either language. */
const everyMenu = platforms.flatMap((platform) =>
  [true, false].flatMap((development) =>
    (['ko', 'en'] as const).map((locale) => ({
      platform,
      development,
      locale,
      template: menuTemplate({ say: shellWords(locale), platform, development, displays: twoDisplays, recent: twoRecent, actions: noAction })
    }))
  )
)

const labels = (items: readonly MenuItemConstructorOptions[]): string[] => menuItems(items).filter((item) => item.type !== 'separator').map((item) => String(item.label))

describe('the application menu', () => {
  const desktop = useDesktopApp()

  it('binds no accelerator twice, on any platform, installed or developing', () => {
    for (const { platform, development, locale, template } of everyMenu) {
      expect(duplicates(template, platform), `${platform} ${development ? 'dev' : 'installed'} ${locale}`).toEqual([])
    }
  })

  it('writes out every accelerator, the roles’ too, so none is bound by a default the test cannot see', () => {
    const roleDefaults = ['undo', 'redo', 'cut', 'copy', 'paste', 'selectAll', 'zoomIn', 'zoomOut', 'resetZoom', 'togglefullscreen', 'reload', 'toggleDevTools', 'minimize', 'close', 'hide', 'hideOthers']
    for (const { template } of everyMenu) {
      for (const item of menuItems(template)) if (item.role && roleDefaults.includes(item.role)) expect(item.accelerator, item.role).toBeTruthy()
    }
  })

  it('gives full screen F11 to the GM window and Shift+F11 to the board', () => {
    const linux = everyMenu.find((menu) => menu.platform === 'linux' && menu.locale === 'en')!.template
    const items = menuItems(linux)
    expect(items.filter((item) => item.accelerator === 'F11').map((item) => item.role)).toEqual(['togglefullscreen'])
    expect(items.find((item) => item.accelerator === 'Shift+F11')?.label).toBe('Board full screen')
  })

  it('offers reload and the developer tools only while developing', () => {
    for (const { development, template } of everyMenu) {
      const roles = menuItems(template).map((item) => item.role)
      expect(roles.includes('reload'), String(development)).toBe(development)
      expect(roles.includes('toggleDevTools'), String(development)).toBe(development)
      expect(roles).not.toContain('forceReload')
    }
  })

  it('has a macOS app menu first, with About, Hide and Quit; elsewhere Quit is in the File menu', () => {
    for (const { platform, locale, template } of everyMenu) {
      const first = template[0]
      const firstRoles = menuItems([first]).map((item) => item.role)
      if (platform === 'darwin') {
        expect(firstRoles).toEqual(expect.arrayContaining(['services', 'hide', 'hideOthers', 'unhide', 'quit']))
        expect(menuItems([first]).map((item) => item.label)).toContain(locale === 'ko' ? '오버시어 정보' : 'About Overseer')
        expect(menuItems(template.slice(1)).map((item) => item.role)).not.toContain('quit')
      } else {
        expect(plainLabel(String(first.label))).toMatch(/^(File|파일)$/)
        expect(firstRoles).toContain('quit')
      }
    }
  })

  it('has a Help menu last on every OS: the rules reference (F1), the logs folder, and About (in the app menu on a Mac)', () => {
    for (const { platform, locale, template } of everyMenu) {
      const help = template.at(-1)!
      expect(help.role).toBe('help')
      const labels = menuItems([help]).slice(1).filter((item) => item.type !== 'separator').map((item) => item.label)
      const about = locale === 'ko' ? '오버시어 정보' : 'About Overseer'
      const words = locale === 'ko' ? ['규칙 참고서', '로그 폴더 보기'] : ['Rules reference', 'Show logs folder']
      expect(labels).toEqual(platform === 'darwin' ? words : [...words, about])
      expect(menuItems(template).filter((item) => item.label === about)).toHaveLength(1)
    }
  })

  it('marks Windows’ and Linux’s access keys on the menus (&File, 파일(&F)), none twice in a menu, and none on a Mac', () => {
    for (const { platform, locale, template } of everyMenu) {
      const tops = template.map((item) => String(item.label))
      if (platform === 'darwin') {
        // Only the label's own `&`, doubled (Electron strips a single one on a Mac too).
        const raw = (items: readonly MenuItemConstructorOptions[]): string[] =>
          items.flatMap((item) => [String(item.label ?? ''), ...(Array.isArray(item.submenu) ? raw(item.submenu) : [])])
        expect(raw(template).filter((label) => label.replace(/&&/g, '').includes('&')), locale).toEqual([])
        continue
      }
      expect(tops, `${platform} ${locale}`).toEqual(
        locale === 'en' ? ['&File', '&Edit', '&Board', '&View', '&Window', '&Help'] : ['파일(&F)', '편집(&E)', '보드(&B)', '보기(&V)', '창(&W)', '도움말(&H)']
      )
      const accessKey = (label: string): string | undefined => /&([^&])/.exec(label)?.[1]?.toLowerCase()
      for (const menu of [template, ...template.map((item) => item.submenu as MenuItemConstructorOptions[])]) {
        const keysOfMenu = menu.map((item) => accessKey(String(item.label ?? ''))).filter((key) => key !== undefined)
        expect(new Set(keysOfMenu).size, `${platform} ${locale}`).toBe(keysOfMenu.length)
      }
      const file = (template[0]!.submenu as MenuItemConstructorOptions[]).map((item) => item.label).filter(Boolean)
      expect(file[0]).toBe(locale === 'en' ? '&Open campaign…' : '캠페인 열기…(&O)')
    }
    expect(withAccessKey('Tom & Jerry', 't', 'win32')).toBe('&Tom && Jerry')
    expect(plainLabel('&Tom && Jerry')).toBe('Tom & Jerry')
    expect(withAccessKey('Tom & Jerry', 't', 'darwin')).toBe('Tom && Jerry')
    // Open recent's entries: numbered 1–9 as access keys, the rest plain.
    expect(numbered('War & peace', 1, 'win32')).toBe('&1 War && peace')
    expect(numbered('War & peace', 10, 'linux')).toBe('War && peace')
    expect(numbered('War & peace', 1, 'darwin')).toBe('War && peace')
  })

  it('labels every item, roles included, in the table’s language', () => {
    // The displays' and the recent campaigns' own names are theirs; the words around them are the table's.
    const displayNames = twoDisplays.map((d) => d.label)
    const recentLabels = (locale: 'ko' | 'en', platform: NodeJS.Platform): string[] => {
      const n = (i: number): string => (platform === 'darwin' ? '' : `${i} `)
      return [`${n(1)}War & peace — war.overseer`, `${n(2)}old.overseer.json ${locale === 'ko' ? '(파일 없음)' : '(file missing)'}`]
    }
    for (const { locale, platform, template } of everyMenu) {
      const words = new Set<string>(Object.values(locale === 'ko' ? shellMessagesKo : shellMessagesEn))
      const recent = recentLabels(locale, platform)
      expect(labels(template), `${platform} ${locale}`).toEqual(expect.arrayContaining(recent))
      const foreign = labels(template).filter((label) => !words.has(label) && !displayNames.includes(label) && !recent.includes(label))
      expect(foreign, `${platform} ${locale}`).toEqual([])
    }
    const korean = labels(everyMenu.find((menu) => menu.locale === 'ko' && menu.platform === 'darwin')!.template)
    expect(korean.filter((label) => /[A-Za-z]/.test(label) && !displayNames.includes(label) && !recentLabels('ko', 'darwin').includes(label))).toEqual([])
  })

  it('writes no hedged Korean particle in the shell’s words', () => {
    const hedged = Object.values(shellMessagesKo).filter((text) => /\((이|가|을|를|은|는|으|와|과)\)/.test(text))
    expect(hedged).toEqual([])
  })

  it('is built in the table’s language and built again when the GM switches it', async () => {
    const started = await desktop.start()
    expect(applicationMenu().map((item) => item.label)).toContain('보드 창 보이기')
    await started.host.setDisplay({ locale: 'en' })
    expect(applicationMenu().map((item) => item.label)).toContain('Show board window')
    expect(windowsOf(started).board.getTitle()).toBe('Overseer — Board')
  })

  it('has reload and the developer tools when run from source', async () => {
    app.isPackaged = false
    await desktop.start()
    expect(applicationMenu().map((item) => item.role)).toEqual(expect.arrayContaining(['reload', 'toggleDevTools']))
  })

  it('binds no accelerator twice in the menu the running app sets, with the display choice shown', async () => {
    screen.setDisplays([laptop(), display(2, { x: 1500, y: 0, width: 1920, height: 1080 }, 'Projector')])
    await desktop.start()
    expect(duplicates(Menu.applicationMenu!.items, process.platform)).toEqual([])
    expect(applicationMenu().filter((item) => item.type === 'radio')).toHaveLength(2)
  })
})

/** Writes a copy of the open campaign's file elsewhere in the data folder (not in the recent list) and returns its path. */
async function copyOfOpenCampaign(started: { host: { state(): Promise<{ path: string | null }>; flush(): Promise<unknown> }; dataDir: string }, name: string): Promise<string> {
  const { copyFile } = await import('node:fs/promises')
  const { join } = await import('node:path')
  await started.host.flush()
  const target = join(started.dataDir, name)
  await copyFile((await started.host.state()).path!, target)
  return target
}

describe('the menu’s items', () => {
  const desktop = useDesktopApp()
  const click = (label: string): void => {
    const item = applicationMenu().find((candidate) => candidate.label === label)
    if (!item?.click) throw new Error(`no menu item ${label}`)
    ;(item.click as () => void)()
  }

  it('blank, freeze, the board’s look and its text size drive the host', async () => {
    const started = await desktop.start()
    const display = async () => (await started.host.state()).display
    click('가리기')
    await expect.poll(async () => (await display()).blank).toBe(true)
    click('고정')
    await expect.poll(async () => (await display()).frozen).toBe(true)
    click('밝은 / 어두운 보드')
    await expect.poll(async () => (await display()).theme).toBe('light')
    click('보드 글자 크게')
    await expect.poll(async () => (await display()).fontScale).toBeGreaterThan(1)
    click('보드 글자 기본 크기')
    await expect.poll(async () => (await display()).fontScale).toBe(1)
  })

  it('board full screen and show board act on the board window', async () => {
    const started = await desktop.start()
    const { board } = windowsOf(started)
    click('보드 전체 화면')
    expect(board.isFullScreen()).toBe(true)
    board.close()
    expect(started.desktop.boardWindow).toBeNull()
    click('보드 창 보이기')
    expect(started.desktop.boardWindow).not.toBeNull()
  })

  it('Open campaign opens the file the GM picks in place; a cancelled pick changes nothing', async () => {
    const started = await desktop.start()
    const first = (await started.host.state()).path!
    click('캠페인 열기…')
    await expect.poll(() => dialog.openDialogs.length).toBe(1)
    expect(dialog.openDialogs[0].options.defaultPath).toBe(started.host.campaignsDir)
    expect((await started.host.state()).path).toBe(first)
    expect(dialog.errorBoxes).toEqual([])
  })

  it('Open campaign opens a file the GM picks outside the recent list (the host takes only chosen files)', async () => {
    const started = await desktop.start()
    const elsewhere = await copyOfOpenCampaign(started, 'picked-elsewhere.overseer.json')
    dialog.picks.push(elsewhere)
    click('캠페인 열기…')
    await expect.poll(async () => (await started.host.state()).path).toBe(elsewhere)
    expect(dialog.errorBoxes).toEqual([])
  })

  it('a refused pick is said in the GM’s language', async () => {
    await desktop.start()
    dialog.picks.push('/nowhere/gone.overseer.json')
    click('캠페인 열기…')
    await expect.poll(() => dialog.errorBoxes.length).toBe(1)
    expect(dialog.errorBoxes[0].title).toBe('오버시어')
    expect(dialog.errorBoxes[0].content).toMatch(/^거부됨: /)
  })

  it('Export campaign writes the file where the GM saves it', async () => {
    const started = await desktop.start()
    dialog.saveAs.push(`${started.dataDir}/exported.json`)
    click('캠페인 내보내기…')
    await expect.poll(() => dialog.saveDialogs.length).toBe(1)
    const { readFile } = await import('node:fs/promises')
    await expect.poll(async () => JSON.parse(await readFile(`${started.dataDir}/exported.json`, 'utf8').catch(() => '{}')).format).toBe('overseer-campaign')
  })

  it('Help ▸ Rules reference opens docs/rules.md, the text the GM window’s rule help shows', async () => {
    await desktop.start()
    click('규칙 참고서')
    await expect.poll(() => shell.opened).toHaveLength(1)
    expect(shell.opened[0]).toBe(resolve('docs/rules.md'))
    expect((await stat(shell.opened[0]!)).isFile()).toBe(true)
  })

  it('Help ▸ Rules reference in the installed app opens the copy beside the app.asar', () => {
    expect(helpFilePath('rules.md', '/opt/Overseer/resources')).toBe('/opt/Overseer/resources/rules.md')
    expect(helpFilePath('LICENSE', '/opt/Overseer/resources')).toBe('/opt/Overseer/resources/LICENSE')
  })

  it('Help ▸ Show logs folder opens the logs folder in the data folder', async () => {
    const started = await desktop.start()
    click('로그 폴더 보기')
    await expect.poll(() => shell.opened).toEqual([join(started.dataDir, 'logs')])
  })

  it('Help ▸ About names the version, Electron’s, Chromium’s and Node’s, and the licence, and opens the licence’s text on request', async () => {
    const started = await desktop.start()
    app.version = '1.2.3'
    dialog.answers.push(1)
    click('오버시어 정보')
    await expect.poll(() => shell.opened).toHaveLength(1)
    const [{ window, options }] = dialog.messageBoxes
    expect(window).toBe(windowsOf(started).gm)
    expect(options.title).toBe('오버시어 정보')
    expect(options.detail).toContain('버전 1.2.3')
    expect(options.detail).toContain(`Electron ${process.versions.electron ?? '?'} · Chromium ${process.versions.chrome ?? '?'} · Node ${process.versions.node}`)
    expect(options.detail).toContain('MIT 라이선스')
    expect(options.buttons).toEqual(['확인', '라이선스'])
    expect(shell.opened[0]).toBe(resolve('LICENSE'))
    expect((await stat(shell.opened[0]!)).isFile()).toBe(true)
  })

  it('Help ▸ About in the installed app offers the third-party notices the pack wrote beside the app.asar, and opens them', async () => {
    const { mkdtemp, rm, writeFile } = await import('node:fs/promises')
    const { tmpdir } = await import('node:os')
    const resources = await mkdtemp(join(tmpdir(), 'overseer-resources-'))
    await writeFile(join(resources, 'THIRD-PARTY-NOTICES.txt'), 'ws 8.23.0\nLicence: MIT\n')
    const saved = Object.getOwnPropertyDescriptor(process, 'resourcesPath')
    Object.defineProperty(process, 'resourcesPath', { value: resources, configurable: true })
    try {
      await desktop.start()
      dialog.answers.push(2)
      click('오버시어 정보')
      await expect.poll(() => shell.opened).toEqual([join(resources, 'THIRD-PARTY-NOTICES.txt')])
      expect(dialog.messageBoxes[0].options.buttons).toEqual(['확인', '라이선스', '서드파티 라이선스'])
    } finally {
      if (saved) Object.defineProperty(process, 'resourcesPath', saved)
      else delete (process as { resourcesPath?: string }).resourcesPath
      await rm(resources, { recursive: true, force: true })
    }
  })

  it('Show campaigns folder opens the folder where the campaigns are', async () => {
    const started = await desktop.start()
    click('캠페인 폴더 보기')
    await expect.poll(() => shell.opened).toEqual([started.host.campaignsDir])
    expect(started.host.campaignsDir).toBe(`${started.appData}/Overseer/campaigns`)
    // The Files tab shows the same folder.
    expect((await started.host.state()).campaignsFolder).toBe(started.host.campaignsDir)
  })
})
