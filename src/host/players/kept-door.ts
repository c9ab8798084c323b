import { join } from 'node:path'
import { z } from 'zod'
import { writeFileAtomic } from '../store/atomic-write'
import { nodeFileSystem, type FileSystem } from '../store/file-system'

/** The file in the data folder that remembers the players' door between runs, so a restart brings every phone back on its own link. */
export const keptDoorFileName = 'players-door.json'

const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{32}$/)
const keptDoorSchema = z.strictObject({
  on: z.boolean(),
  address: z.string().max(64).nullable(),
  port: z.int().min(1).max(65535).nullable(),
  board: z.boolean(),
  /** The key in the board's address (absent in files written before the board had one: a new key is made). */
  boardKey: z.string().regex(/^[A-Za-z0-9_-]{16}$/).optional(),
  /** The campaign file the links were made for: they come back only with that campaign open. */
  campaign: z.string().max(4096).nullable(),
  links: z.record(z.string().max(64), tokenSchema)
})

/** What the door remembers: on or off, its address, port and board, and each team's link for one campaign. */
export type KeptDoor = z.infer<typeof keptDoorSchema>

/** Where the door is remembered, and the file system (node's by default). */
export interface DoorKeeping {
  dataDir: string
  fs?: FileSystem
}

/** The remembered door, or null when there is none or the file is unreadable (the door then starts off, as on a first run). */
export async function loadKeptDoor(keeping: DoorKeeping): Promise<KeptDoor | null> {
  const fs = keeping.fs ?? nodeFileSystem
  try {
    const parsed = keptDoorSchema.safeParse(JSON.parse(new TextDecoder().decode(await fs.readFile(join(keeping.dataDir, keptDoorFileName)))))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** Remembers the door; a failure only costs remembering it (the door works on). */
export async function saveKeptDoor(keeping: DoorKeeping, kept: KeptDoor): Promise<void> {
  const fs = keeping.fs ?? nodeFileSystem
  try {
    await fs.mkdir(keeping.dataDir)
    await writeFileAtomic(fs, join(keeping.dataDir, keptDoorFileName), JSON.stringify(kept))
  } catch {
    // The links still work now; only the next start would hand out new ones.
  }
}
