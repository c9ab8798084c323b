import type { Adapter } from 'lowdb'
import { writeFileAtomic } from './atomic-write'
import type { FileSystem } from './file-system'
import { readDocument, type ParseDocument } from './read-document'

/**
 * lowdb's adapter for a campaign file. lowdb holds the document; this adapter adds what lowdb's
 * own `DataFile` (steno) does not: the migrate-and-validate parse on read, an fsynced atomic
 * write, and the file seam that lets tests inject a full or locked disk.
 */
export class CampaignFileAdapter<T> implements Adapter<T> {
  constructor(
    private readonly path: string,
    private readonly fs: FileSystem,
    /** Absent for a store that only writes (a file it just created). */
    private readonly parse: ParseDocument<T> | undefined,
    private readonly serialize: (doc: T) => string,
    /** Runs before each write (the rotating backup of the file about to be replaced). */
    private readonly beforeWrite: () => Promise<void> = async () => undefined
  ) {}

  /** The validated document, null when the file does not exist; a broken file throws its reason. */
  async read(): Promise<T | null> {
    if (!this.parse) throw new Error('this campaign store only writes: reading needs the parse step')
    const result = await readDocument(this.path, this.parse, this.fs)
    if (result.ok) return result.value
    if (result.reason === 'missing') return null
    throw new Error(result.error)
  }

  /** Replaces the file with the serialized document, atomically. */
  async write(doc: T): Promise<void> {
    await this.beforeWrite()
    await writeFileAtomic(this.fs, this.path, this.serialize(doc))
  }
}
