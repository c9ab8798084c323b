import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron'
import type { BoardApi, BoardPayload } from '../shared/contract'
import { boardChannel, eventChannel } from '../shared/ipc-channels'

/** The board window's API: read-only — it can fetch and listen, never command. */
const api: BoardApi = {
  board: () => ipcRenderer.invoke(boardChannel) as Promise<BoardPayload>,
  on(_event, listener) {
    const handler = (_: IpcRendererEvent, payload: BoardPayload) => listener(payload)
    ipcRenderer.on(eventChannel('board'), handler)
    return () => void ipcRenderer.removeListener(eventChannel('board'), handler)
  }
}

contextBridge.exposeInMainWorld('overseerBoard', api)
