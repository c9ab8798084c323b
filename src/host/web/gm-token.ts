import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { writeFileAtomic } from '../store/atomic-write'
import { describeFileError, errorCode, nodeFileSystem, type FileSystem } from '../store/file-system'
import { inEnglish } from '../../shared/message'

/** The file in the data folder that keeps the web host's GM token from one start to the next. */
export const gmTokenFileName = 'web-gm-token.txt'

/** The GM token and where it came from: `OVERSEER_TOKEN`, kept in the data folder, or new (saved there, unless `unsaved` says why not). */
export interface GmToken {
  token: string
  source: 'environment' | 'kept' | 'new'
  /** Why a new token could not be kept (it then lasts until the host stops). */
  unsaved?: string
}

const tokenShape = /^[A-Za-z0-9_-]{16,200}$/

/**
 * The web host's GM token: `OVERSEER_TOKEN` when set, else the one kept in the data folder, else a new
 * random one that is kept there, so a GM tab left open survives a restart of the host.
 */
export async function gmToken(dataDir: string, options: { environment?: string; fs?: FileSystem } = {}): Promise<GmToken> {
  if (options.environment) return { token: options.environment, source: 'environment' }
  const fs = options.fs ?? nodeFileSystem
  const path = join(dataDir, gmTokenFileName)
  try {
    const kept = Buffer.from(await fs.readFile(path)).toString('utf8').trim()
    // An edited or damaged file gets a new token rather than a weak or broken one.
    if (tokenShape.test(kept)) return { token: kept, source: 'kept' }
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') return { token: newToken(), source: 'new', unsaved: inEnglish(describeFileError(error)) }
  }
  const token = newToken()
  try {
    await fs.mkdir(dataDir)
    await writeFileAtomic(fs, path, `${token}\n`)
    return { token, source: 'new' }
  } catch (error) {
    return { token, source: 'new', unsaved: inEnglish(describeFileError(error)) }
  }
}

function newToken(): string {
  return randomBytes(18).toString('base64url')
}
