import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * The asset files a set of pages needs (their scripts, styles, fonts, and what those load in turn),
 * read from the built renderer: the players' door serves these and nothing else of `assets/`, so the
 * GM panel's bundle is not even downloadable there.
 */
export async function assetsOfPages(staticDir: string, pages: readonly string[]): Promise<Set<string>> {
  let names: string[]
  try {
    names = await readdir(join(staticDir, 'assets'))
  } catch {
    return new Set()
  }
  const needed = new Set<string>()
  const read = async (relative: string): Promise<string> => {
    try {
      return await readFile(join(staticDir, relative), 'utf8')
    } catch {
      return ''
    }
  }
  const queue = [...pages]
  while (queue.length > 0) {
    const text = await read(queue.shift()!)
    for (const name of names) {
      const relative = `assets/${name}`
      // Pages name `/assets/x`, scripts and styles name `./x` or `x` inside assets/: the file name is what they share.
      if (!needed.has(relative) && text.includes(name)) {
        needed.add(relative)
        if (/\.(js|css|html)$/.test(name)) queue.push(relative)
      }
    }
  }
  return needed
}
