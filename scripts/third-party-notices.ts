// The third-party notices shipped beside the app.asar: for every package the packed app holds, its
// name, version, licence and licence text, read from the app.asar itself (never a hand-kept list), so
// what ships and what is credited cannot drift apart. electron-builder's afterPack hook writes it.
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { extractFile, listPackage } from '@electron/asar'
import type { AfterPackContext } from 'electron-builder'
import { packageName } from './packed-dependencies'

/** The notices file, beside the app.asar (About ▸ Third-party licences opens it). */
export const noticesFileName = 'THIRD-PARTY-NOTICES.txt'

/** One packed package's notice. */
export interface PackageNotice {
  name: string
  version: string
  /** Its package.json's `license` (an SPDX expression), or `UNKNOWN`. */
  licence: string
  /** Its licence files' text, each whole. */
  text: string
}

/** A licence file at a package's root: LICENSE, LICENCE, COPYING, with or without an extension or a suffix (LICENSE-MIT). */
export const licenceFileName = /^(licen[cs]e|copying)([.-][^/]*)?$/i

/** A package root inside the asar: only node_modules/<name> steps, then its package.json. */
const packageRoot = /^(?:node_modules\/(?:@[^/]+\/)?[^/]+\/)+package\.json$/

/** The notice of every package under the app.asar's node_modules, by name; a package with no licence file has empty text. */
export function packedNotices(asar: string): PackageNotice[] {
  const files = listPackage(asar, { isPack: false }).map((file) => file.replace(/\\/g, '/').replace(/^\//, ''))
  return files
    .filter((file) => packageRoot.test(file))
    .map((file) => {
      const folder = file.slice(0, -'/package.json'.length)
      const manifest = JSON.parse(extractFile(asar, file).toString('utf8')) as { version?: string; license?: unknown }
      const licenceFiles = files.filter((other) => other.startsWith(`${folder}/`) && licenceFileName.test(other.slice(folder.length + 1))).sort()
      return {
        name: packageName(folder),
        version: manifest.version ?? '?',
        licence: typeof manifest.license === 'string' ? manifest.license : 'UNKNOWN',
        text: licenceFiles.map((licence) => extractFile(asar, licence).toString('utf8').trim()).join('\n\n')
      }
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version))
}

/** The notices file's text: a heading, then each package's name, version, licence and licence text. */
export function noticesText(notices: readonly PackageNotice[]): string {
  const rule = '-'.repeat(72)
  const parts = notices.map((notice) => `${rule}\n${notice.name} ${notice.version}\nLicence: ${notice.licence}\n\n${notice.text}\n`)
  return `Overseer includes the following third-party packages, each under its own licence.\n\n${parts.join('\n')}`
}

/**
 * electron-builder's afterPack step: writes THIRD-PARTY-NOTICES.txt beside the app.asar, from what the
 * app.asar holds. A packed package without a licence file stops the pack, naming it: it would ship uncredited.
 */
export async function writeThirdPartyNotices(context: Pick<AfterPackContext, 'appOutDir' | 'packager'>): Promise<void> {
  const resources = context.packager.getResourcesDir(context.appOutDir)
  const notices = packedNotices(join(resources, 'app.asar'))
  const unlicensed = notices.filter((notice) => notice.text === '').map((notice) => `${notice.name}@${notice.version}`)
  if (unlicensed.length > 0) throw new Error(`These packed packages carry no licence file, so the notices cannot credit them: ${unlicensed.join(', ')}`)
  await writeFile(join(resources, noticesFileName), noticesText(notices), 'utf8')
}
