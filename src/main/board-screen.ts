import { join } from 'node:path'
import type { Display, Rectangle } from 'electron'
import { z } from 'zod'
import { writeFileAtomic } from '../host/store/atomic-write'
import { nodeFileSystem, type FileSystem } from '../host/store/file-system'
import type { Say } from './words'

/** The file in the data folder that remembers which display shows the board. */
export const boardScreenFileName = 'board-screen.json'

/** The display the GM chose for the board: its id, and its label and size to know it again when ids change. */
export interface BoardScreenChoice {
  id: number
  label: string
  width: number
  height: number
}

const choiceSchema = z.strictObject({ id: z.number().int(), label: z.string().max(200), width: z.number(), height: z.number() })

/** What the board's placement needs of a display. */
export type ScreenArea = Pick<Display, 'id' | 'label' | 'bounds'>

/** The remembered choice, or null when there is none or the file is unreadable (it is only a preference). */
export async function loadBoardScreen(dataDir: string, fs: FileSystem = nodeFileSystem): Promise<BoardScreenChoice | null> {
  try {
    const parsed = choiceSchema.safeParse(JSON.parse(new TextDecoder().decode(await fs.readFile(join(dataDir, boardScreenFileName)))))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** Remembers the GM's choice; a failure only costs remembering it. */
export async function saveBoardScreen(dataDir: string, choice: BoardScreenChoice, fs: FileSystem = nodeFileSystem): Promise<void> {
  try {
    await fs.mkdir(dataDir)
    await writeFileAtomic(fs, join(dataDir, boardScreenFileName), JSON.stringify(choice))
  } catch {
    // The board still goes where the GM asked for this session.
  }
}

/** The choice that names `display`. */
export function choiceOf(display: ScreenArea): BoardScreenChoice {
  return { id: display.id, label: display.label, width: display.bounds.width, height: display.bounds.height }
}

/**
 * The display the board belongs on: the GM's remembered choice while it is connected (by id, else
 * by label and size: ids can change between sessions), else the first display that is not the GM's
 * main one, else the main one.
 */
export function boardDisplayOf<D extends ScreenArea>(displays: readonly D[], primary: D, chosen: BoardScreenChoice | null): D {
  const same = chosen && findDisplay(displays, chosen)
  if (same) return same
  return displays.find((d) => d.id !== primary.id) ?? primary
}

/** The connected display a remembered one names: by id, else by label and size (ids can change between sessions); null when it is gone. */
export function findDisplay<D extends ScreenArea>(displays: readonly D[], named: BoardScreenChoice): D | null {
  return (
    displays.find((d) => d.id === named.id) ??
    displays.find((d) => d.label !== '' && d.label === named.label && d.bounds.width === named.width && d.bounds.height === named.height) ??
    null
  )
}

/** Where the board window goes on a display: windowed near its corner (full screen is set apart). */
export function boardBounds(display: ScreenArea): Rectangle {
  return { x: display.bounds.x + 40, y: display.bounds.y + 40, width: 1280, height: 720 }
}

/** One display as the Board display menu names it. */
export interface DisplayChoice {
  id: number
  label: string
  chosen: boolean
}

/** The displays as the GM picks among them, in the OS's order, the main one marked. */
export function displayChoices(displays: readonly ScreenArea[], primary: ScreenArea, board: ScreenArea, say: Say): DisplayChoice[] {
  return displays.map((display, index) => {
    const size = { width: display.bounds.width, height: display.bounds.height }
    const named = display.label ? say('shell.menu.displayNamed', { name: display.label, ...size }) : say('shell.menu.display', { n: index + 1, ...size })
    return { id: display.id, label: display.id === primary.id ? say('shell.menu.displayMain', { display: named }) : named, chosen: display.id === board.id }
  })
}
