import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Display, Rectangle } from 'electron'
import { z } from 'zod'
import { choiceOf, findDisplay, type BoardScreenChoice } from './board-screen'

/** The file in the data folder that remembers where the GM window was, on each display. */
export const gmWindowFileName = 'gm-window.json'

/** The GM window's size when nothing is remembered: what the control panel is laid out for. */
export const gmDefaultSize = { width: 1500, height: 940 } as const

/** What the GM window's placement needs of a display. */
export type PlacedDisplay = Pick<Display, 'id' | 'label' | 'bounds' | 'workArea'>

/** Where the GM window was on one display: its bounds from the display's corner (displays get rearranged), and whether it filled it. */
export interface KeptPlace {
  display: BoardScreenChoice
  offset: Rectangle
  maximized: boolean
}

/** Everything remembered: the display the window was last on, and its place on each display it has been on. */
export interface GmWindowMemory {
  last: BoardScreenChoice | null
  places: KeptPlace[]
}

/** Where the GM window opens. */
export interface GmWindowPlace {
  bounds: Rectangle
  maximized: boolean
}

const displaySchema = z.strictObject({ id: z.number().int(), label: z.string().max(200), width: z.number(), height: z.number() })
const rectangleSchema = z.strictObject({ x: z.number().int(), y: z.number().int(), width: z.number().int().positive(), height: z.number().int().positive() })
const memorySchema = z.strictObject({
  format: z.literal('overseer-gm-window'),
  version: z.literal(1),
  last: displaySchema.nullable(),
  places: z.array(z.strictObject({ display: displaySchema, offset: rectangleSchema, maximized: z.boolean() })).max(64)
})

/** The most displays remembered (a laptop carried between desks meets a few; the oldest are forgotten). */
const maxPlaces = 16

/** Nothing remembered: the window opens at its default size on the primary display. */
export const emptyGmWindowMemory: GmWindowMemory = { last: null, places: [] }

/** `bounds` made to fit inside `area`: no larger than it, moved in where it sticks out. */
export function fitInto(area: Rectangle, bounds: Rectangle): Rectangle {
  const width = Math.min(bounds.width, area.width)
  const height = Math.min(bounds.height, area.height)
  const x = Math.min(Math.max(bounds.x, area.x), area.x + area.width - width)
  const y = Math.min(Math.max(bounds.y, area.y), area.y + area.height - height)
  return { x, y, width, height }
}

/** The default size fitted into the work area and centred in it (a 1366×768 laptop gets its whole work area). */
export function defaultGmBounds(workArea: Rectangle): Rectangle {
  const width = Math.min(gmDefaultSize.width, workArea.width)
  const height = Math.min(gmDefaultSize.height, workArea.height)
  return { x: workArea.x + Math.floor((workArea.width - width) / 2), y: workArea.y + Math.floor((workArea.height - height) / 2), width, height }
}

const overlap = (a: Rectangle, b: Rectangle): number =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y))

/** The display a window is on: the one it overlaps most, else the primary (a window dragged off every screen). */
export function displayUnder<D extends PlacedDisplay>(displays: readonly D[], primary: D, bounds: Rectangle): D {
  let best = primary
  let most = 0
  for (const display of displays) {
    const area = overlap(display.bounds, bounds)
    if (area > most) [best, most] = [display, area]
  }
  return best
}

/**
 * Where the GM window opens: on the display it was last on while that one is connected, else on
 * the primary; at the place remembered for that display, else at the default size centred —
 * always inside that display's work area (a window remembered on a larger display shrinks to fit).
 */
export function gmWindowPlace<D extends PlacedDisplay>(displays: readonly D[], primary: D, memory: GmWindowMemory): GmWindowPlace {
  const display = (memory.last && findDisplay(displays, memory.last)) || primary
  const kept = memory.places.find((place) => findDisplay([display], place.display))
  if (!kept) return { bounds: defaultGmBounds(display.workArea), maximized: false }
  const { x, y, width, height } = kept.offset
  return { bounds: fitInto(display.workArea, { x: display.bounds.x + x, y: display.bounds.y + y, width, height }), maximized: kept.maximized }
}

/** The memory after the window was seen at `bounds` (its normal, unmaximized bounds): that display's place, and the last display. */
export function rememberGmPlace<D extends PlacedDisplay>(memory: GmWindowMemory, displays: readonly D[], primary: D, bounds: Rectangle, maximized: boolean): GmWindowMemory {
  const display = displayUnder(displays, primary, bounds)
  const place: KeptPlace = {
    display: choiceOf(display),
    offset: { x: Math.round(bounds.x - display.bounds.x), y: Math.round(bounds.y - display.bounds.y), width: Math.round(bounds.width), height: Math.round(bounds.height) },
    maximized
  }
  const others = memory.places.filter((kept) => !findDisplay([display], kept.display))
  return { last: place.display, places: [place, ...others].slice(0, maxPlaces) }
}

/** The remembered places, or nothing when the file is missing or unreadable (it is only a preference). */
export function loadGmWindowMemory(dataDir: string): GmWindowMemory {
  try {
    const parsed = memorySchema.safeParse(JSON.parse(readFileSync(join(dataDir, gmWindowFileName), 'utf8')))
    return parsed.success ? { last: parsed.data.last, places: parsed.data.places } : emptyGmWindowMemory
  } catch {
    return emptyGmWindowMemory
  }
}

/**
 * Writes the remembered places. Synchronously, on purpose: it runs as the window closes, and the
 * app quits right after; an asynchronous write could be cut off. A few hundred bytes, through a
 * temp file and a rename so a crash leaves the old file or the new one. A failure only costs remembering.
 */
export function saveGmWindowMemory(dataDir: string, memory: GmWindowMemory): void {
  const file = join(dataDir, gmWindowFileName)
  const temp = `${file}.${process.pid}.tmp`
  try {
    mkdirSync(dataDir, { recursive: true })
    writeFileSync(temp, JSON.stringify({ format: 'overseer-gm-window', version: 1, ...memory }))
    renameSync(temp, file)
  } catch {
    // The window opens at its default place next time.
  }
}
