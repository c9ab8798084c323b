import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/** One chunk of the renderer build as Vite's manifest lists it. */
interface ManifestChunk {
  file: string
  imports?: string[]
  css?: string[]
}

/**
 * The GM window's renderer bundle as it is downloaded before its first paint: the gzip size (zlib's
 * default level) of every script and style the page loads (`index.html`: its entry, the chunks it
 * imports, their styles) plus the catalog of the language it speaks (`src/lib/i18n/<locale>.ts` and
 * its chunks), read from the build's manifest (out/renderer/.vite/manifest.json). What comes only
 * later (the other language, the editors, the rules reference) is not counted. Null when the
 * renderer is not built.
 */
export async function gmBundleGzipBytes(rendererDir: string, locale: 'ko' | 'en' = 'ko'): Promise<number | null> {
  let manifest: Record<string, ManifestChunk>
  try {
    manifest = JSON.parse(await readFile(join(rendererDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>
  } catch {
    return null
  }
  const files = new Set<string>()
  const visit = (key: string): void => {
    const chunk = manifest[key]
    if (!chunk) throw new Error(`the renderer's manifest has no ${key}`)
    if (files.has(chunk.file)) return
    files.add(chunk.file)
    for (const style of chunk.css ?? []) files.add(style)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit('index.html')
  // A build that bundles its catalogs into the page itself (main before issue 14's bundle slice) lists none apart.
  const catalog = `src/lib/i18n/${locale}.ts`
  if (manifest[catalog]) visit(catalog)
  let total = 0
  for (const file of files) total += gzipSync(await readFile(join(rendererDir, file))).byteLength
  return total
}

if (process.argv[1]?.endsWith('bundle-size.ts')) {
  const dir = process.argv[2] ?? 'out/renderer'
  console.log(JSON.stringify({ gmBundleGzipBytes: await gmBundleGzipBytes(dir, 'ko'), gmBundleGzipBytesEn: await gmBundleGzipBytes(dir, 'en') }))
}
