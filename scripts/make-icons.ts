// `npm run icons`: draws Overseer's icon and writes the files the installers take into build/
// (icon.png for Linux, icon.ico for Windows, icon.icns for macOS). Nothing binary is committed:
// the drawing in scripts/icons/draw.ts is the source.
import { mkdir, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { drawIcon } from './icons/draw'
import { icns, ico, png } from './icons/formats'

/** Writes icon.png, icon.ico and icon.icns into `folder`; returns their paths. */
export async function writeIcons(folder: string): Promise<string[]> {
  await mkdir(folder, { recursive: true })
  const sized = (sizes: number[]) => sizes.map((size) => ({ size, png: png(drawIcon(size)) }))
  const files: [string, Buffer][] = [
    ['icon.png', png(drawIcon(512))],
    ['icon.ico', ico(sized([16, 24, 32, 48, 64, 128, 256]))],
    ['icon.icns', icns(sized([16, 32, 64, 128, 256, 512, 1024]))]
  ]
  for (const [name, data] of files) await writeFile(join(folder, name), data)
  return files.map(([name]) => join(folder, name))
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  for (const file of await writeIcons(resolve(process.argv[2] ?? 'build'))) console.log(`wrote ${file}`)
}
