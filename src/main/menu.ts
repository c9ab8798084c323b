import type { MenuItemConstructorOptions } from 'electron'
import type { DisplayChoice } from './board-screen'
import type { Say } from './words'
import { basename } from 'node:path'
import { numbered, withAccessKey } from './access-keys'

/** What the menu's own items do; the shell supplies them. */
export interface MenuActions {
  openCampaign(): void
  openRecent(path: string): void
  clearRecent(): void
  importCampaign(): void
  exportCampaign(): void
  showCampaignsFolder(): void
  showBoard(): void
  toggleBoardFullScreen(): void
  toggleBlank(): void
  toggleFreeze(): void
  toggleTheme(): void
  largerText(): void
  smallerText(): void
  defaultTextSize(): void
  chooseBoardDisplay(id: number): void
  openRulesReference(): void
  showLogsFolder(): void
  showAbout(): void
}

/** Everything the application menu depends on. */
export interface MenuContext {
  say: Say
  platform: NodeJS.Platform
  /** Reload and the developer tools are offered only while developing. */
  development: boolean
  /** The connected displays; with two or more the GM picks the board's. */
  displays: readonly DisplayChoice[]
  /** The recent campaigns, most recent first (the host's list, the one the picker shows). */
  recent: readonly RecentChoice[]
  actions: MenuActions
}

/** One campaign of File ▸ Open recent: its file, its name, and whether the file was gone when last looked at. */
export interface RecentChoice {
  path: string
  title?: string
  missing?: boolean
}

type Item = MenuItemConstructorOptions
const separator: Item = { type: 'separator' }

/**
 * The application menu, every label in the table's language. Every accelerator is written out,
 * the roles' too, so that none is bound twice (the board's full screen is Shift+F11; F11 is the
 * GM window's) and a test can see them all.
 */
export function menuTemplate({ say, platform, development, displays, recent, actions }: MenuContext): Item[] {
  const mac = platform === 'darwin'
  const keyed = (label: string, key: string): string => withAccessKey(label, key, platform)
  // Windows closes a window with Alt+F4 and has no quit shortcut; binding one would close the GM's campaign from the board.
  const quit: Item = { role: 'quit', label: keyed(say('shell.menu.quit'), 'x'), ...(platform === 'win32' ? {} : { accelerator: 'CmdOrCtrl+Q' }) }

  const appMenu: Item = {
    label: say('shell.app'),
    submenu: [
      { label: say('shell.menu.about'), click: () => actions.showAbout() },
      separator,
      { role: 'services', label: say('shell.menu.services') },
      separator,
      { role: 'hide', label: say('shell.menu.hide'), accelerator: 'Command+H' },
      { role: 'hideOthers', label: say('shell.menu.hideOthers'), accelerator: 'Command+Alt+H' },
      { role: 'unhide', label: say('shell.menu.showAll') },
      separator,
      quit
    ]
  }

  const file: Item = {
    label: keyed(say('shell.menu.file'), 'f'),
    submenu: [
      { label: keyed(say('shell.menu.openCampaign'), 'o'), accelerator: 'CmdOrCtrl+O', click: () => actions.openCampaign() },
      { label: keyed(say('shell.menu.openRecent'), 'r'), submenu: recentMenu(recent, say, platform, actions) },
      { label: keyed(say('shell.menu.importCampaign'), 'i'), accelerator: 'CmdOrCtrl+Shift+O', click: () => actions.importCampaign() },
      { label: keyed(say('shell.menu.exportCampaign'), 'e'), accelerator: 'CmdOrCtrl+Shift+S', click: () => actions.exportCampaign() },
      separator,
      { label: keyed(say('shell.menu.showCampaignsFolder'), 's'), click: () => actions.showCampaignsFolder() },
      ...(mac ? [] : [separator, quit])
    ]
  }

  const edit: Item = {
    label: keyed(say('shell.menu.edit'), 'e'),
    submenu: [
      { role: 'undo', label: say('shell.menu.undo'), accelerator: 'CmdOrCtrl+Z' },
      { role: 'redo', label: say('shell.menu.redo'), accelerator: platform === 'win32' ? 'Ctrl+Y' : 'CmdOrCtrl+Shift+Z' },
      separator,
      { role: 'cut', label: say('shell.menu.cut'), accelerator: 'CmdOrCtrl+X' },
      { role: 'copy', label: say('shell.menu.copy'), accelerator: 'CmdOrCtrl+C' },
      { role: 'paste', label: say('shell.menu.paste'), accelerator: 'CmdOrCtrl+V' },
      { role: 'selectAll', label: say('shell.menu.selectAll'), accelerator: 'CmdOrCtrl+A' }
    ]
  }

  const boardDisplays: Item[] =
    displays.length < 2
      ? []
      : [
          separator,
          {
            label: say('shell.menu.boardDisplay'),
            submenu: displays.map((display) => ({
              type: 'radio' as const,
              label: display.label,
              checked: display.chosen,
              click: () => actions.chooseBoardDisplay(display.id)
            }))
          }
        ]

  const board: Item = {
    label: keyed(say('shell.menu.board'), 'b'),
    submenu: [
      { label: say('shell.menu.showBoard'), click: () => actions.showBoard() },
      { label: say('shell.menu.boardFullScreen'), accelerator: 'Shift+F11', click: () => actions.toggleBoardFullScreen() },
      { label: say('shell.menu.blank'), accelerator: 'CmdOrCtrl+B', click: () => actions.toggleBlank() },
      { label: say('shell.menu.freeze'), accelerator: 'CmdOrCtrl+Shift+F', click: () => actions.toggleFreeze() },
      separator,
      { label: say('shell.menu.theme'), accelerator: 'CmdOrCtrl+Shift+L', click: () => actions.toggleTheme() },
      { label: say('shell.menu.larger'), accelerator: 'CmdOrCtrl+Shift+Up', click: () => actions.largerText() },
      { label: say('shell.menu.smaller'), accelerator: 'CmdOrCtrl+Shift+Down', click: () => actions.smallerText() },
      { label: say('shell.menu.defaultSize'), click: () => actions.defaultTextSize() },
      ...boardDisplays
    ]
  }

  const view: Item = {
    label: keyed(say('shell.menu.view'), 'v'),
    submenu: [
      { role: 'zoomIn', label: say('shell.menu.zoomIn'), accelerator: 'CmdOrCtrl+Plus' },
      { role: 'zoomOut', label: say('shell.menu.zoomOut'), accelerator: 'CmdOrCtrl+-' },
      { role: 'resetZoom', label: say('shell.menu.actualSize'), accelerator: 'CmdOrCtrl+0' },
      separator,
      { role: 'togglefullscreen', label: say('shell.menu.fullScreen'), accelerator: mac ? 'Ctrl+Command+F' : 'F11' },
      ...(development
        ? [
            separator,
            { role: 'reload' as const, label: say('shell.menu.reload'), accelerator: 'CmdOrCtrl+R' },
            { role: 'toggleDevTools' as const, label: say('shell.menu.devTools'), accelerator: mac ? 'Alt+Command+I' : 'Ctrl+Shift+I' }
          ]
        : [])
    ]
  }

  const window: Item = {
    label: keyed(say('shell.menu.window'), 'w'),
    role: 'window',
    submenu: [
      { role: 'minimize', label: say('shell.menu.minimize'), accelerator: 'CmdOrCtrl+M' },
      ...(mac ? [{ role: 'zoom' as const, label: say('shell.menu.zoom') }, separator, { role: 'front' as const, label: say('shell.menu.front') }] : []),
      separator,
      { role: 'close', label: say('shell.menu.close'), accelerator: 'CmdOrCtrl+W' }
    ]
  }

  // On every OS (About sits in the app menu on a Mac, as its users expect, and here too on the others).
  const help: Item = {
    label: keyed(say('shell.menu.help'), 'h'),
    role: 'help',
    submenu: [
      { label: keyed(say('shell.menu.rules'), 'r'), accelerator: 'F1', click: () => actions.openRulesReference() },
      { label: keyed(say('shell.menu.showLogsFolder'), 'l'), click: () => actions.showLogsFolder() },
      ...(mac ? [] : [separator, { label: keyed(say('shell.menu.about'), 'a'), click: () => actions.showAbout() }])
    ]
  }

  return [...(mac ? [appMenu] : []), file, edit, board, view, window, help]
}

/**
 * File ▸ Open recent: each campaign by its name and file (two of one name tell apart), numbered
 * as access keys where the OS has them, a missing file marked; then Clear. Never empty: an empty
 * submenu shows nothing to click on some OSes, so "no recent campaigns" stands in, greyed.
 */
function recentMenu(recent: readonly RecentChoice[], say: MenuContext['say'], platform: NodeJS.Platform, actions: MenuActions): Item[] {
  const entries: Item[] = recent.map((entry, index) => {
    const named = entry.title ? `${entry.title} — ${basename(entry.path)}` : basename(entry.path)
    const label = entry.missing ? say('shell.menu.recentMissing', { entry: named }) : named
    return { label: numbered(label, index + 1, platform), click: () => actions.openRecent(entry.path) }
  })
  return [
    ...(entries.length > 0 ? entries : [{ label: say('shell.menu.noRecent'), enabled: false }]),
    separator,
    { label: say('shell.menu.clearRecent'), enabled: entries.length > 0, click: () => actions.clearRecent() }
  ]
}
