import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron'
import type { Commands, Events, OverseerApi } from '../shared/contract'

const invoke =
  <K extends keyof Commands>(name: K) =>
  (...args: Parameters<Commands[K]>) =>
    ipcRenderer.invoke(`overseer:${name}`, ...args) as ReturnType<Commands[K]>

/** The GM window's API: one method per command plus `on`; never ipcRenderer itself. */
const api: OverseerApi = {
  state: invoke('state'),
  dispatch: invoke('dispatch'),
  undo: invoke('undo'),
  redo: invoke('redo'),
  newFromDemo: invoke('newFromDemo'),
  newBlank: invoke('newBlank'),
  open: invoke('open'),
  restoreBackup: invoke('restoreBackup'),
  setDisplay: invoke('setDisplay'),
  close: invoke('close'),
  exportCampaign: invoke('exportCampaign'),
  importCampaign: invoke('importCampaign'),
  startLogHere: invoke('startLogHere'),
  listBackups: invoke('listBackups'),
  recordsInFile: invoke('recordsInFile'),
  importServant: invoke('importServant'),
  importRecord: invoke('importRecord'),
  exportSessionLog: invoke('exportSessionLog'),
  turnSummary: invoke('turnSummary'),
  setPlayersJoin: invoke('setPlayersJoin'),
  issueTeamLink: invoke('issueTeamLink'),
  revokeTeamLink: invoke('revokeTeamLink'),
  teamPreview: invoke('teamPreview'),
  teamDigest: invoke('teamDigest'),
  exportTeamDigest: invoke('exportTeamDigest'),
  on<E extends keyof Events>(event: E, listener: (payload: Events[E]) => void) {
    const handler = (_: IpcRendererEvent, payload: Events[E]) => listener(payload)
    ipcRenderer.on(`overseer:event:${event}`, handler)
    return () => void ipcRenderer.removeListener(`overseer:event:${event}`, handler)
  }
}

contextBridge.exposeInMainWorld('overseer', api)

/** The type of the exposed API, for the renderer's global declaration. */
export type PreloadApi = typeof api
