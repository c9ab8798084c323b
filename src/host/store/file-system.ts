import * as fs from 'node:fs/promises'
import { message, type HostMessageKey, type Message } from '../../shared/message'

/** The size and modification time of a file, as the store needs them. */
export interface FileStat {
  size: number
  mtimeMs: number
}

/** How `writeFile` creates its file: `exclusive` fails with EEXIST if it exists; `sync` fsyncs before closing. */
export interface WriteOptions {
  exclusive?: boolean
  sync?: boolean
}

/** The file operations the store uses; tests wrap the node one to inject ENOSPC, EACCES and slow disks. */
export interface FileSystem {
  readFile(path: string): Promise<Uint8Array>
  writeFile(path: string, data: string | Uint8Array, options?: WriteOptions): Promise<void>
  rename(from: string, to: string): Promise<void>
  unlink(path: string): Promise<void>
  mkdir(path: string): Promise<void>
  stat(path: string): Promise<FileStat>
  readdir(path: string): Promise<string[]>
  syncDir(path: string): Promise<void>
}

/** The real file system, through node:fs/promises. */
export const nodeFileSystem: FileSystem = {
  readFile: (path) => fs.readFile(path),
  async writeFile(path, data, options = {}) {
    const handle = await fs.open(path, options.exclusive ? 'wx' : 'w')
    try {
      await handle.writeFile(data)
      if (options.sync) await handle.sync()
    } finally {
      await handle.close()
    }
  },
  rename: (from, to) => fs.rename(from, to),
  unlink: (path) => fs.unlink(path),
  mkdir: async (path) => {
    await fs.mkdir(path, { recursive: true })
  },
  stat: async (path) => {
    const { size, mtimeMs } = await fs.stat(path)
    return { size, mtimeMs }
  },
  readdir: (path) => fs.readdir(path),
  async syncDir(path) {
    // Makes a rename durable across power loss on POSIX; Windows cannot open a folder, and there
    // the rename is already durable enough, so any failure here is ignored.
    try {
      const handle = await fs.open(path, 'r')
      try {
        await handle.sync()
      } finally {
        await handle.close()
      }
    } catch {
      // best effort
    }
  }
}

/** The error code of a node file error (`ENOENT`, `ENOSPC`, …), or undefined. */
export function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
    return error.code
  }
  return undefined
}

const plainWords = {
  ENOSPC: 'store.fileError.ENOSPC',
  EDQUOT: 'store.fileError.EDQUOT',
  EACCES: 'store.fileError.EACCES',
  EPERM: 'store.fileError.EPERM',
  EROFS: 'store.fileError.EROFS',
  EBUSY: 'store.fileError.EBUSY',
  ENOENT: 'store.fileError.ENOENT',
  EISDIR: 'store.fileError.EISDIR',
  EMFILE: 'store.fileError.EMFILE',
  EIO: 'store.fileError.EIO'
} as const satisfies Record<string, HostMessageKey>

/** A file error in plain words with its code, e.g. `the disk is full (ENOSPC)`; an unknown one in the OS's words. */
export function describeFileError(error: unknown): Message {
  const code = errorCode(error)
  if (code && Object.hasOwn(plainWords, code)) return message(plainWords[code as keyof typeof plainWords], { code })
  return message('store.fileError.other', { detail: error instanceof Error ? error.message : String(error) })
}

/** Whether a name is taken: only "no such file" frees it, since a file that cannot be looked at may still be there. */
export async function pathTaken(fs: FileSystem, path: string): Promise<boolean> {
  return fs.stat(path).then(
    () => true,
    (error: unknown) => errorCode(error) !== 'ENOENT'
  )
}
