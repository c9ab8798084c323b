import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron'
import type { Commands, Events, OverseerApi } from '../shared/contract'
import { commandMethods } from '../shared/command-methods'
import { commandChannel, eventChannel } from '../shared/ipc-channels'

const invoke =
  <K extends keyof Commands>(name: K): Commands[K] =>
  ((...args: Parameters<Commands[K]>) => ipcRenderer.invoke(commandChannel(name), ...args)) as Commands[K]

/** The GM window's API: one method per command plus `on`; never ipcRenderer itself. */
const api: OverseerApi = {
  ...commandMethods(invoke),
  on<E extends keyof Events>(event: E, listener: (payload: Events[E]) => void) {
    const handler = (_: IpcRendererEvent, payload: Events[E]) => listener(payload)
    ipcRenderer.on(eventChannel(event), handler)
    return () => void ipcRenderer.removeListener(eventChannel(event), handler)
  }
}

contextBridge.exposeInMainWorld('overseer', api)
