import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/**
 * The GM window's renderer bundle as it is downloaded: the gzip size (zlib's default level) of every
 * script and style its page loads (`out/renderer/index.html`: its entry, preloads and styles).
 * Null when the renderer is not built.
 */
export async function gmBundleGzipBytes(rendererDir: string): Promise<number | null> {
  let page: string
  try {
    page = await readFile(join(rendererDir, 'index.html'), 'utf8')
  } catch {
    return null
  }
  const assets = [...page.matchAll(/(?:src|href)="\.\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!)
  let total = 0
  for (const asset of new Set(assets)) total += gzipSync(await readFile(join(rendererDir, asset))).byteLength
  return total
}

if (process.argv[1]?.endsWith('bundle-size.ts')) console.log(await gmBundleGzipBytes(process.argv[2] ?? 'out/renderer'))
