import { ipcMain, type BrowserWindow, type IpcMainInvokeEvent } from 'electron'
import type { OverseerHost } from '../host/host'
import { commandNames, type Commands, type FileResult } from '../shared/contract'
import { boardChannel, commandChannel, eventChannel } from '../shared/ipc-channels'
import { saveWithDialog } from './files'
import { fail, inEnglish } from '../shared/message'
import type { HostLog } from '../host/host-log'
import { callChecked } from '../shared/command-args'

type CommandName = keyof Commands
/** The commands whose answer is a file to save (`FileResult`). */
type FileCommand = { [K in CommandName]: Awaited<ReturnType<Commands[K]>> extends FileResult ? K : never }[CommandName]

// Commands that make a file: in Electron the file goes through the native Save dialog.
const fileCommands = new Set<CommandName>(['exportCampaign', 'exportSessionLog', 'exportTeamDigest'] satisfies FileCommand[])
// Commands that read or write a file, or open the players' door: a refusal of one goes to the log too (a rules refusal does not).
const loggedCommands = new Set<CommandName>([...fileCommands, 'open', 'restoreBackup', 'newFromDemo', 'newBlank', 'close', 'importCampaign', 'startLogHere', 'importServant', 'importRecord', 'setPlayersJoin'])

/**
 * The one IPC gateway: every request is checked to come from our own GM window, and its arguments
 * against the method's zod tuple (`callChecked`), before the host sees it. The board window may only read the board.
 */
export function registerIpc(host: OverseerHost, windows: { gm: () => BrowserWindow | null; board: () => BrowserWindow | null }, log?: HostLog): void {
  const from = (event: IpcMainInvokeEvent, window: BrowserWindow | null): boolean =>
    !!window && !window.isDestroyed() && event.sender === window.webContents && event.senderFrame === window.webContents.mainFrame

  for (const name of commandNames) {
    ipcMain.handle(commandChannel(name), async (event, ...args: unknown[]) => {
      if (!from(event, windows.gm())) return fail('host.notGmWindow')
      try {
        const called = await callChecked(host, name, args)
        const result = fileCommands.has(name) ? await saveWithDialog(windows.gm(), called as FileResult) : called
        const refused = result as { ok?: boolean; why?: Parameters<typeof inEnglish>[0] }
        if (loggedCommands.has(name) && refused.ok === false && refused.why) log?.error(`${name} refused: ${inEnglish(refused.why)}`)
        return result
      } catch (error) {
        log?.error(`${name} failed: ${(error as Error).message}`)
        // The web host answers a thrown request the same way: the GM window always gets a result to show.
        return fail('host.requestFailed', { detail: (error as Error).message })
      }
    })
  }
  ipcMain.handle(boardChannel, (event) => {
    if (!from(event, windows.board()) && !from(event, windows.gm())) return { blank: true, view: null }
    return host.board()
  })

  host.on('state', (state) => {
    const gm = windows.gm()
    if (gm && !gm.isDestroyed()) gm.webContents.send(eventChannel('state'), state)
  })
  host.on('board', (board) => {
    for (const window of [windows.board(), windows.gm()]) {
      if (window && !window.isDestroyed()) window.webContents.send(eventChannel('board'), board)
    }
  })
}
