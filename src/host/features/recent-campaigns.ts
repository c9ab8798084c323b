import { resolve } from 'node:path'
import type { RecentEntry } from '../../shared/contract'
import { message, type Message } from '../../shared/message'
import { openRecentList, type RecentList } from '../store/recent'
import { describeFileError, errorCode, type FileSystem } from '../store/file-system'
import { moveToName } from '../files/follow-name'

/** The same file, whatever way its path was written. */
const samePath = (a: string, b: string): boolean => resolve(a) === resolve(b)

/**
 * The recent-campaigns list as the picker shows it: the list file in the data folder and the entries on
 * screen, which stay right when the list file cannot be written (it is a convenience, never a failure).
 */
export class RecentCampaigns {
  private readonly list: RecentList
  /** The entries the GM window shows, most recent first. */
  entries: RecentEntry[] = []

  constructor(
    dataDir: string,
    private readonly fs: FileSystem,
    storeFs: FileSystem | undefined,
    private readonly now: () => number
  ) {
    this.list = openRecentList(dataDir, { fs: storeFs })
  }

  /** Reads the list file, with each file's save time; the entries on screen become it. */
  async load(): Promise<RecentEntry[]> {
    this.entries = await this.withSaveTimes(await this.list.list())
    return this.entries
  }

  /** Whether `path` is on the list (on screen or in the list file). */
  async has(path: string): Promise<boolean> {
    if (this.entries.some((entry) => samePath(entry.path, path))) return true
    return (await this.list.list()).some((entry) => samePath(entry.path, path))
  }

  /** Puts an opened campaign first; returns what to tell the GM when the list file could not be written. */
  async opened(path: string, title: string): Promise<Message | null> {
    try {
      this.entries = await this.list.add(path, title)
      return null
    } catch (error) {
      const entry = { path, title, openedAt: this.now() }
      this.entries = [entry, ...this.entries.filter((e) => !samePath(e.path, path))]
      return message('host.notice.recentNotSaved', { cause: describeFileError(error) })
    }
  }

  /** Lists `path` under `title` in the list file; throws when it cannot be written. */
  async add(path: string, title: string): Promise<void> {
    this.entries = await this.list.add(path, title)
  }

  /**
   * Drops one campaign (File ▸ Open recent found its file gone), or with no path every one but the open
   * campaign's (its Clear: the next start still opens what is open now).
   */
  async forget(path: string | undefined, open: string | null): Promise<void> {
    const isOpen = (other: string): boolean => open !== null && samePath(other, open)
    try {
      this.entries = await this.withSaveTimes(path === undefined ? await this.list.clear(isOpen) : await this.list.remove(path))
    } catch {
      // Dropped from what the GM sees; the list file follows on the next change that writes.
      this.entries = this.entries.filter((entry) => (path === undefined ? isOpen(entry.path) : !samePath(entry.path, path)))
    }
  }

  /** Refreshes the save times of the entries on screen (after a close the picker shows when each was saved). */
  async refreshSaveTimes(): Promise<void> {
    this.entries = await this.withSaveTimes(this.entries)
  }

  /**
   * Gives the open campaign's entry its current name (a rename, or the undo of one), so the picker lists
   * it as the header and the board call it. Returns whether the entry changed.
   */
  async follow(path: string, name: string): Promise<boolean> {
    const entry = this.entries.find((e) => samePath(e.path, path))
    if (!entry || entry.title === name) return false
    try {
      this.entries = await this.list.add(path, name)
    } catch {
      // The name is right on screen now, and is written the next time it can be.
      this.entries = this.entries.map((e) => (e === entry ? { ...e, title: name } : e))
    }
    return true
  }

  /** Moves a closed campaign file to its name (`moveToName`) and points its entry at the new path. */
  async rename(campaignsDir: string, path: string, name: string): Promise<void> {
    const moved = await moveToName(this.fs, campaignsDir, path, name)
    if (!moved) return
    const entry = this.entries.find((e) => samePath(e.path, path))
    const renamed = { path: moved, title: name, openedAt: entry?.openedAt ?? this.now() }
    this.entries = this.entries.map((e) => (e === entry ? renamed : e))
    try {
      await this.list.remove(path)
      this.entries = await this.list.add(moved, name)
    } catch {
      // The entry on screen already points at the moved file.
    }
  }

  /**
   * The entries with the time each file was last written, so two campaigns of the same name tell apart
   * on the picker; a file that is gone is marked rather than dropped (the GM decides).
   */
  private async withSaveTimes(entries: readonly RecentEntry[]): Promise<RecentEntry[]> {
    return Promise.all(
      entries.map(async ({ savedAt: _was, missing: _gone, ...entry }) => {
        try {
          return { ...entry, savedAt: (await this.fs.stat(entry.path)).mtimeMs }
        } catch (error) {
          return errorCode(error) === 'ENOENT' ? { ...entry, missing: true } : entry
        }
      })
    )
  }
}
