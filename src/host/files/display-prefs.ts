import { join } from 'node:path'
import type { BoardStyle } from '@machines/campaign/board-view'
import { boardStyleSchema } from '../../shared/command-args'
import { writeFileAtomic } from '../store/atomic-write'
import type { FileSystem } from '../store/file-system'

/** The file in the data folder that remembers the board's look and the table's language between sessions. */
export const displayPrefsFileName = 'board-display.json'


/** The look the board starts with. */
export const defaultBoardStyle: BoardStyle = { theme: 'dark', fontScale: 1, locale: 'ko' }

/** The remembered board look, or the default when there is none or it is unreadable. */
export async function loadBoardStyle(dataDir: string, fs: FileSystem): Promise<BoardStyle> {
  try {
    const text = new TextDecoder().decode(await fs.readFile(join(dataDir, displayPrefsFileName)))
    const parsed = boardStyleSchema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : defaultBoardStyle
  } catch {
    return defaultBoardStyle
  }
}

/** Remembers the board look; a failure only costs remembering it. */
export async function saveBoardStyle(dataDir: string, style: BoardStyle, fs: FileSystem): Promise<void> {
  try {
    await fs.mkdir(dataDir)
    await writeFileAtomic(fs, join(dataDir, displayPrefsFileName), JSON.stringify(style))
  } catch {
    // Not worth a message: the look still applies now.
  }
}
