import type { Shell } from 'electron'

/** The members of `shell` the stand-in has, with Electron's types. */
export type ShellPart = Pick<Shell, 'openExternal' | 'openPath'>

/** `shell`: the addresses and folders the app asked the OS to open. */
class StandInShell implements ShellPart {
  readonly external: string[] = []
  readonly opened: string[] = []

  async openExternal(url: string): Promise<void> {
    this.external.push(url)
  }

  async openPath(path: string): Promise<string> {
    this.opened.push(path)
    return ''
  }

  reset(): void {
    this.external.length = 0
    this.opened.length = 0
  }
}

/** `shell`. */
export const shell = new StandInShell()
