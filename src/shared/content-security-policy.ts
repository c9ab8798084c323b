/**
 * The one Content-Security-Policy of every page Overseer serves, sent as a response header by the
 * Electron app's `app://` protocol and by the web host: our own scripts only, no remote content,
 * inline styles for Svelte's style attributes, data: images, sockets and fetches to the page's own
 * origin, and no framing by another page.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'"
].join('; ')

/** The headers every page and asset answer carries, in the desktop app and the web host alike. */
export const pageSecurityHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': contentSecurityPolicy,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer'
}
