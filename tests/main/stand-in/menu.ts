import type { Menu as ElectronMenu, MenuItemConstructorOptions } from 'electron'

/** A menu built from a template: the template itself, for tests to read and click. */
export class StandInMenu {
  constructor(readonly items: readonly MenuItemConstructorOptions[]) {}
}

type BuildFromTemplate = (typeof ElectronMenu)['buildFromTemplate']

/** `Menu`: the application menu last set, as built from its template. */
export class Menu {
  /** The application menu, or null when none is set. */
  static applicationMenu: StandInMenu | null = null

  static buildFromTemplate(template: Parameters<BuildFromTemplate>[0]): StandInMenu {
    return new StandInMenu(template.map((item) => item as MenuItemConstructorOptions))
  }

  static setApplicationMenu(menu: StandInMenu | null): void {
    Menu.applicationMenu = menu
  }

  static reset(): void {
    Menu.applicationMenu = null
  }
}
