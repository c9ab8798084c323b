import { protocol } from 'electron'
import { readStaticFile } from '../host/static-files'
import { pageSecurityHeaders } from '../shared/content-security-policy'

/** The scheme the desktop app's pages load from (`app://overseer/index.html`), never `file://`. */
export const pageScheme = 'app'
const pageHost = 'overseer'

/** The two pages of the app: the GM panel and the projected board. */
export type Page = 'index' | 'board'

/**
 * Declares `app:` a standard, secure scheme (must run before the app is ready): its pages get an
 * origin of their own, resolve relative asset URLs, and count as a secure context (the clipboard).
 */
export function registerPageScheme(): void {
  protocol.registerSchemesAsPrivileged([{ scheme: pageScheme, privileges: { standard: true, secure: true, supportFetchAPI: true } }])
}

/** The address a window loads `page` from: the dev server while developing, else our own protocol. */
export function pageUrl(page: Page, devServer = process.env.ELECTRON_RENDERER_URL): string {
  return devServer ? `${devServer}/${page}.html` : `${pageScheme}://${pageHost}/${page}.html`
}

/** Whether `url` is one of our own pages (the protocol's, or the dev server's while developing). */
export function isOwnPage(url: string, devServer = process.env.ELECTRON_RENDERER_URL): boolean {
  try {
    const parsed = new URL(url)
    if (parsed.protocol === `${pageScheme}:` && parsed.host === pageHost) return true
    return !!devServer && parsed.origin === new URL(devServer).origin
  } catch {
    return false
  }
}

function answer(status: number, body: Buffer | string | null, contentType = 'text/plain; charset=utf-8'): Response {
  return new Response(body, { status, headers: { 'Content-Type': contentType, ...pageSecurityHeaders } })
}

/**
 * Answers one `app://` request from the built renderer in `rendererDir`, with the CSP as a
 * response header. Anything but a GET or HEAD of a file inside it is refused.
 */
export async function answerPageRequest(request: Request, rendererDir: string): Promise<Response> {
  const url = new URL(request.url)
  if (url.protocol !== `${pageScheme}:` || url.host !== pageHost) return answer(404, 'not found')
  if (request.method !== 'GET' && request.method !== 'HEAD') return answer(405, 'pages are read-only')
  let relative: string
  try {
    relative = decodeURIComponent(url.pathname).slice(1)
  } catch {
    return answer(400, 'bad address')
  }
  const file = await readStaticFile(rendererDir, relative || 'index.html')
  if (!file) return answer(404, 'not found')
  return answer(200, request.method === 'HEAD' ? null : file.body, file.contentType)
}

/** Serves the built renderer on the `app:` scheme of the default session. */
export function servePages(rendererDir: string): void {
  protocol.handle(pageScheme, (request) => answerPageRequest(request, rendererDir))
}
