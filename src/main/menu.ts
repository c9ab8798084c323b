import type { MenuItemConstructorOptions } from 'electron'
import type { DisplayChoice } from './board-screen'
import type { Say } from './words'

/** What the menu's own items do; the shell supplies them. */
export interface MenuActions {
  openCampaign(): void
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
  actions: MenuActions
}

type Item = MenuItemConstructorOptions
const separator: Item = { type: 'separator' }

/**
 * The application menu, every label in the table's language. Every accelerator is written out,
 * the roles' too, so that none is bound twice (the board's full screen is Shift+F11; F11 is the
 * GM window's) and a test can see them all.
 */
export function menuTemplate({ say, platform, development, displays, actions }: MenuContext): Item[] {
  const mac = platform === 'darwin'
  // Windows closes a window with Alt+F4 and has no quit shortcut; binding one would close the GM's campaign from the board.
  const quit: Item = { role: 'quit', label: say('shell.menu.quit'), ...(platform === 'win32' ? {} : { accelerator: 'CmdOrCtrl+Q' }) }

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
    label: say('shell.menu.file'),
    submenu: [
      { label: say('shell.menu.openCampaign'), accelerator: 'CmdOrCtrl+O', click: () => actions.openCampaign() },
      { label: say('shell.menu.importCampaign'), accelerator: 'CmdOrCtrl+Shift+O', click: () => actions.importCampaign() },
      { label: say('shell.menu.exportCampaign'), accelerator: 'CmdOrCtrl+Shift+S', click: () => actions.exportCampaign() },
      separator,
      { label: say('shell.menu.showCampaignsFolder'), click: () => actions.showCampaignsFolder() },
      ...(mac ? [] : [separator, quit])
    ]
  }

  const edit: Item = {
    label: say('shell.menu.edit'),
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
    label: say('shell.menu.board'),
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
    label: say('shell.menu.view'),
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
    label: say('shell.menu.window'),
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
    label: say('shell.menu.help'),
    role: 'help',
    submenu: [
      { label: say('shell.menu.rules'), accelerator: 'F1', click: () => actions.openRulesReference() },
      { label: say('shell.menu.showLogsFolder'), click: () => actions.showLogsFolder() },
      ...(mac ? [] : [separator, { label: say('shell.menu.about'), click: () => actions.showAbout() }])
    ]
  }

  return [...(mac ? [appMenu] : []), file, edit, board, view, window, help]
}
