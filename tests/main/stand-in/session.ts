import type { CustomScheme, Protocol, Session, WebRequest } from 'electron'

/** The members of `protocol` the stand-in has, with Electron's types. */
export type ProtocolPart = Pick<Protocol, 'registerSchemesAsPrivileged' | 'handle'>
/** The members of a `Session` the stand-in has, with Electron's types. */
export type SessionPart = Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler'> & { webRequest: Pick<WebRequest, 'onHeadersReceived'> }

type ProtocolHandler = Parameters<Protocol['handle']>[1]
type RequestHandler = Parameters<Session['setPermissionRequestHandler']>[0]
type CheckHandler = Parameters<Session['setPermissionCheckHandler']>[0]
type HeadersListener = Parameters<WebRequest['onHeadersReceived']>[0]

/** `protocol`: the privileged schemes and the scheme handlers, which tests can fetch through. */
class StandInProtocol implements ProtocolPart {
  readonly privileged: CustomScheme[] = []
  readonly handlers = new Map<string, ProtocolHandler>()

  registerSchemesAsPrivileged(customSchemes: CustomScheme[]): void {
    this.privileged.push(...customSchemes)
  }

  handle(scheme: string, handler: ProtocolHandler): void {
    if (this.handlers.has(scheme)) throw new Error(`The scheme "${scheme}" is already handled`)
    this.handlers.set(scheme, handler)
  }

  /** Requests `url` as a page would, through the handler of its scheme. */
  async fetch(url: string, init?: RequestInit): Promise<Response> {
    const handler = this.handlers.get(new URL(url).protocol.slice(0, -1))
    if (!handler) throw new Error(`no handler for ${url}`)
    return handler(new Request(url, init))
  }

  reset(): void {
    this.privileged.length = 0
    this.handlers.clear()
  }
}

/** `protocol`. */
export const protocol = new StandInProtocol()

/** The default session: its permission handlers and its header listener. */
class StandInSession implements SessionPart {
  permissionRequestHandler: RequestHandler = null
  permissionCheckHandler: CheckHandler = null
  headersListener: HeadersListener = null

  setPermissionRequestHandler(handler: RequestHandler): void {
    this.permissionRequestHandler = handler
  }

  setPermissionCheckHandler(handler: CheckHandler): void {
    this.permissionCheckHandler = handler
  }

  readonly webRequest = {
    onHeadersReceived: (first: unknown, second?: unknown): void => {
      this.headersListener = (second === undefined ? first : second) as HeadersListener
    }
  }

  reset(): void {
    this.permissionRequestHandler = null
    this.permissionCheckHandler = null
    this.headersListener = null
  }
}

/** `session`, with its default session. */
export const session = { defaultSession: new StandInSession() }
