import { join, resolve } from 'node:path'
import { z } from 'zod'
import { writeFileAtomic } from './atomic-write'
import { nodeFileSystem, type FileSystem } from './file-system'

/** One recently opened campaign: its file, the title shown in the list, when it was opened (epoch ms). */
export interface RecentCampaign {
  path: string
  title?: string
  openedAt: number
}

/** The recent-campaigns list kept in a folder (the OS user-data folder in the app). */
export interface RecentList {
  /** The campaigns, most recent first; a missing or broken list file reads as empty. */
  list(): Promise<RecentCampaign[]>
  /** Puts `path` first (replacing any older entry for it) and keeps the newest `max`; returns the new list. */
  add(path: string, title?: string): Promise<RecentCampaign[]>
  /** Drops `path` (say, after the GM was told it no longer exists); returns the new list. */
  remove(path: string): Promise<RecentCampaign[]>
  /** Drops every campaign but those `keep` names (File ▸ Open Recent ▸ Clear); returns the new list. */
  clear(keep?: (path: string) => boolean): Promise<RecentCampaign[]>
}

/** Options of the recent list: the file seam, its length, the clock. */
export interface RecentListOptions {
  fs?: FileSystem
  max?: number
  now?: () => number
}

/** The name of the list file inside its folder. */
export const recentFileName = 'recent-campaigns.json'

const recentFileSchema = z.strictObject({
  format: z.literal('overseer-recent'),
  version: z.literal(1),
  campaigns: z.array(
    z.strictObject({
      path: z.string().min(1),
      title: z.string().optional(),
      openedAt: z.number().finite()
    })
  )
})

/** One entry per resolved path (the first, i.e. most recent, wins), at most `max`; order is kept. */
function tidy(campaigns: readonly RecentCampaign[], max: number): RecentCampaign[] {
  const seen = new Set<string>()
  const kept: RecentCampaign[] = []
  for (const campaign of campaigns) {
    const key = resolve(campaign.path)
    if (seen.has(key)) continue
    seen.add(key)
    kept.push(campaign)
  }
  return kept.slice(0, max)
}

/**
 * Opens the recent-campaigns list in `folder`. The list is a convenience: a file that is
 * missing, not JSON or of the wrong shape is treated as empty and replaced on the next change,
 * never an error. Changes are applied one after another, so quick opens do not lose entries.
 */
export function openRecentList(folder: string, options: RecentListOptions = {}): RecentList {
  const fs = options.fs ?? nodeFileSystem
  const max = options.max ?? 10
  const now = options.now ?? Date.now
  const file = join(folder, recentFileName)
  let queue: Promise<unknown> = Promise.resolve()

  async function read(): Promise<RecentCampaign[]> {
    try {
      const text = new TextDecoder().decode(await fs.readFile(file))
      const parsed = recentFileSchema.safeParse(JSON.parse(text))
      if (!parsed.success) return []
      return tidy(
        parsed.data.campaigns.map(({ path, title, openedAt }) => (title === undefined ? { path, openedAt } : { path, title, openedAt })),
        max
      )
    } catch {
      return []
    }
  }

  function change(edit: (campaigns: RecentCampaign[]) => RecentCampaign[]): Promise<RecentCampaign[]> {
    const next = queue.then(async () => {
      const campaigns = tidy(edit(await read()), max)
      await fs.mkdir(folder)
      await writeFileAtomic(fs, file, JSON.stringify({ format: 'overseer-recent', version: 1, campaigns }, null, 2))
      return campaigns
    })
    queue = next.catch(() => undefined)
    return next
  }

  return {
    list: () => queue.then(read),
    add: (path, title) =>
      change((campaigns) => {
        const key = resolve(path)
        const entry: RecentCampaign = title === undefined ? { path, openedAt: now() } : { path, title, openedAt: now() }
        return [entry, ...campaigns.filter((campaign) => resolve(campaign.path) !== key)]
      }),
    remove: (path) =>
      change((campaigns) => {
        const key = resolve(path)
        return campaigns.filter((campaign) => resolve(campaign.path) !== key)
      }),
    clear: (keep = () => false) => change((campaigns) => campaigns.filter((campaign) => keep(campaign.path)))
  }
}
