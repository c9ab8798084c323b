import { basename, dirname, join, resolve } from 'node:path'
import { backupFolderOf } from '../store/backups'
import { errorCode, pathTaken, type FileSystem } from '../store/file-system'
import { fileStem } from './file-names'

/** A file the host made in its campaigns folder: `<stem>-<creation stamp>[-n].overseer` (`.overseer.json` before). */
const madeHere = /^(.*)-(\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z(?:-\d+)?)(\.overseer(?:\.json)?)$/

/**
 * Gives a closed campaign file the campaign's current name: a file Overseer made in its campaigns
 * folder is renamed `<new stem>-<same creation stamp>` with the extension it had, its backups folder with it.
 * Returns the new path, or null when the file stays as it is: it is the GM's own file elsewhere (never
 * renamed behind their back), already named so, the new name is taken, or the disk refused (nothing
 * is half-moved: a backups folder that cannot follow brings the file back).
 */
export async function moveToName(fs: FileSystem, campaignsDir: string, path: string, name: string): Promise<string | null> {
  if (resolve(dirname(path)) !== resolve(campaignsDir)) return null
  const parts = madeHere.exec(basename(path))
  const stem = fileStem(name)
  if (!parts || parts[1] === stem) return null
  const target = join(dirname(path), `${stem}-${parts[2]}${parts[3]}`)
  if ((await pathTaken(fs, target)) || (await pathTaken(fs, backupFolderOf(target)))) return null
  try {
    await fs.rename(path, target)
  } catch {
    return null
  }
  try {
    await fs.rename(backupFolderOf(path), backupFolderOf(target))
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') {
      await fs.rename(target, path).catch(() => undefined)
      return null
    }
  }
  return target
}
