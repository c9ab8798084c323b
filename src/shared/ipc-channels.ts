import type { Events } from './contract'

// The names of the Electron IPC channels, written once: the main process's gateway and the two
// preloads derive every channel from here (the host methods themselves are the `Commands` map).

/** The channel a host method is invoked on (`overseer:<method>`). */
export const commandChannel = (name: string): string => `overseer:${name}`

/** The channel the board window asks its picture on. */
export const boardChannel = 'overseer:board'

/** The channel the main process pushes one host event on (`overseer:event:<event>`). */
export const eventChannel = (event: keyof Events): string => `overseer:event:${event}`
