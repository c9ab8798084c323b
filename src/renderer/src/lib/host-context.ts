import { getContext, setContext } from 'svelte'
import type { HostStore } from './host-store.svelte'

// Module-private, so only these two functions can reach the GM window's host store.
const key = Symbol('host store')

/** Makes the GM window's host store the context of every component below (called once, in GmApp). */
export function setHostContext(host: HostStore): HostStore {
  return setContext(key, host)
}

/** The GM window's host store, for any component inside GmApp. */
export function getHostContext(): HostStore {
  const host = getContext<HostStore | undefined>(key)
  if (!host) throw new Error('getHostContext() outside GmApp: the host store is set once there')
  return host
}
