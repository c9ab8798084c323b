import { readFile } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'

const contentTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json'
}

/** A file of the built renderer, ready to answer a request with. */
export interface StaticFile {
  body: Buffer
  contentType: string
}

/**
 * Reads `relative` (a URL path without its leading slash) from the built renderer in `root`, or
 * null when it is missing or would step outside `root` — the web host and the desktop app's page
 * protocol serve the same files by the same rule.
 */
export async function readStaticFile(root: string, relative: string): Promise<StaticFile | null> {
  const base = normalize(root)
  const full = normalize(join(base, relative))
  if (!full.startsWith(base + sep)) return null
  try {
    return { body: await readFile(full), contentType: contentTypes[extname(full)] ?? 'application/octet-stream' }
  } catch {
    return null
  }
}
