import type { BoardApi, OverseerApi } from '../../../shared/contract'
import { createBoardSocketApi, createSocketApi } from './socket-client'

declare global {
  interface Window {
    /** Provided by the Electron preload of the GM window. */
    overseer?: OverseerApi
    /** Provided by the Electron preload of the board window. */
    overseerBoard?: BoardApi
  }
}

/** The GM API: Electron's preload when present, else the web host's socket. Chosen once. */
export function getGmApi(): OverseerApi {
  if (window.overseer) return window.overseer
  const token = new URLSearchParams(location.search).get('token') ?? ''
  return createSocketApi(token)
}

/** The board API: Electron's board preload when present, else the web host's board socket. */
export function getBoardApi(): BoardApi {
  return window.overseerBoard ?? createBoardSocketApi()
}
