import type { IncomingMessage } from 'node:http'

/** Whether a request names a listener by its own address: its Host header, and its Origin when a page sent it. */
export interface HostOriginGuard {
  /** The Host header is one of the listener's names (DNS rebinding gets a foreign name in it). */
  hostAllowed(req: IncomingMessage): boolean
  /** No Origin (a request no page made), or the page came from one of the listener's names over http. */
  originAllowed(req: IncomingMessage): boolean
}

/**
 * The Host / Origin check both listeners (the GM's web host and the players' door) make before any
 * page, asset or socket. `names` is read on every request: a listener learns its port only once it listens.
 */
export function hostOriginGuard(names: () => readonly string[]): HostOriginGuard {
  return {
    hostAllowed: (req) => names().includes(req.headers.host ?? ''),
    originAllowed: (req) => {
      const origin = req.headers.origin
      return origin === undefined || names().some((name) => origin === `http://${name}`)
    }
  }
}
