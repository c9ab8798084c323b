import { join } from 'node:path'
import { z } from 'zod'
import { boardFontScale, boardThemes, tableLocales, type BoardStyle } from '@machines/campaign/board-view'
import { writeFileAtomic } from '../store/atomic-write'
import type { FileSystem } from '../store/file-system'

/** The file in the data folder that remembers the board's look and the table's language between sessions. */
export const displayPrefsFileName = 'board-display.json'

/** A board look as the GM may set it (and as the prefs file holds it). */
export const boardStyleSchema = z.strictObject({
  theme: z.enum(boardThemes),
  fontScale: z.number().min(boardFontScale.min).max(boardFontScale.max),
  // A prefs file from before the board spoke the GM's language keeps its look and starts in Korean.
  locale: z.enum(tableLocales).default('ko')
})

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
