import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron'
import type { BoardApi, BoardPayload } from '../shared/contract'

/** The board window's API: read-only — it can fetch and listen, never command. */
const api: BoardApi = {
  board: () => ipcRenderer.invoke('overseer:board') as Promise<BoardPayload>,
  on(_event, listener) {
    const handler = (_: IpcRendererEvent, payload: BoardPayload) => listener(payload)
    ipcRenderer.on('overseer:event:board', handler)
    return () => void ipcRenderer.removeListener('overseer:event:board', handler)
  }
}

contextBridge.exposeInMainWorld('overseerBoard', api)
