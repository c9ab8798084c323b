import { ipcMain, type BrowserWindow, type IpcMainInvokeEvent } from 'electron'
import type { OverseerHost } from '../host/host'
import { commandNames, type FileResult } from '../shared/contract'
import { saveWithDialog } from './files'
import { fail } from '../shared/message'
import { callChecked } from '../shared/command-args'

// Commands that make a file: in Electron the file goes through the native Save dialog.
const fileCommands = new Set<string>(['exportCampaign', 'exportSessionLog', 'exportTeamDigest'])

/**
 * The one IPC gateway: every request is checked to come from our own GM window, and its arguments
 * against the method's zod tuple (`callChecked`), before the host sees it. The board window may only read the board.
 */
export function registerIpc(host: OverseerHost, windows: { gm: () => BrowserWindow | null; board: () => BrowserWindow | null }): void {
  const from = (event: IpcMainInvokeEvent, window: BrowserWindow | null): boolean =>
    !!window && !window.isDestroyed() && event.sender === window.webContents && event.senderFrame === window.webContents.mainFrame

  for (const name of commandNames) {
    ipcMain.handle(`overseer:${name}`, async (event, ...args: unknown[]) => {
      if (!from(event, windows.gm())) return fail('host.notGmWindow')
      try {
        const result = await callChecked(host, name, args)
        return fileCommands.has(name) ? await saveWithDialog(windows.gm(), result as FileResult) : result
      } catch (error) {
        // The web host answers a thrown request the same way: the GM window always gets a result to show.
        return fail('host.requestFailed', { detail: (error as Error).message })
      }
    })
  }
  ipcMain.handle('overseer:board', (event) => {
    if (!from(event, windows.board()) && !from(event, windows.gm())) return { blank: true, view: null }
    return host.board()
  })

  host.on('state', (state) => {
    const gm = windows.gm()
    if (gm && !gm.isDestroyed()) gm.webContents.send('overseer:event:state', state)
  })
  host.on('board', (board) => {
    for (const window of [windows.board(), windows.gm()]) {
      if (window && !window.isDestroyed()) window.webContents.send('overseer:event:board', board)
    }
  })
}
