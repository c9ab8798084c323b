import * as fs from 'node:fs/promises'

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

const plainWords: Record<string, string> = {
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EACCES: 'permission denied',
  EPERM: 'the operation is not permitted (is the file open in another program?)',
  EROFS: 'the disk is read-only',
  EBUSY: 'the file is busy (is it open in another program?)',
  ENOENT: 'the file or folder does not exist',
  EISDIR: 'it is a folder, not a file',
  EMFILE: 'too many open files',
  EIO: 'the disk reported an input/output error'
}

/** A file error in plain words with its code, e.g. `the disk is full (ENOSPC)`. */
export function describeFileError(error: unknown): string {
  const code = errorCode(error)
  if (code && plainWords[code]) return `${plainWords[code]} (${code})`
  if (error instanceof Error) return error.message
  return String(error)
}
