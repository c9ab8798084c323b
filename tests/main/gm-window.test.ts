import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { defaultGmBounds, fitInto, gmWindowFileName, gmWindowPlace, rememberGmPlace, emptyGmWindowMemory, type GmWindowMemory } from '../../src/main/gm-window-place'
import { app } from './stand-in/electron'
import { display, laptop, screen } from './stand-in/screen'
import { useDesktopApp, windowsOf, type AppUnderTest } from './helpers'

// The stand-in's displays keep a 40-pixel taskbar at the bottom of each: the work area is 40 shorter.
const smallLaptop = () => display(1, { x: 0, y: 0, width: 1366, height: 768 }, 'Built-in')
const projector = () => display(2, { x: 1500, y: 0, width: 1920, height: 1080 }, 'Projector')

describe('the GM window’s place', () => {
  const desktop = useDesktopApp()

  /** Quits the app as the GM does (the windows close, the place is written) and forgets it. */
  async function quit(started: AppUnderTest): Promise<void> {
    app.quit()
    await expect.poll(() => app.quitted).toBe(true)
    await desktop.stop(started)
  }

  it('fits a 1366×768 laptop: the 1500×940 panel shrinks to the work area instead of running under the taskbar', async () => {
    screen.setDisplays([smallLaptop()])
    const { gm } = windowsOf(await desktop.start())
    expect(gm.getBounds()).toEqual({ x: 0, y: 0, width: 1366, height: 728 })
  })

  it('opens at 1500×940, centred in the work area, on a display with room for it', async () => {
    screen.setDisplays([display(1, { x: 0, y: 0, width: 1920, height: 1080 }, 'Desk')])
    const { gm } = windowsOf(await desktop.start())
    expect(gm.getBounds()).toEqual({ x: 210, y: 50, width: 1500, height: 940 })
    expect(gm.isMaximized()).toBe(false)
  })

  it('remembers its size and place across a restart', async () => {
    screen.setDisplays([laptop(), projector()])
    const first = await desktop.start()
    windowsOf(first).gm.setBounds({ x: 1700, y: 100, width: 1200, height: 800 })
    await quit(first)
    expect(JSON.parse(await readFile(join(first.dataDir, gmWindowFileName), 'utf8'))).toMatchObject({ format: 'overseer-gm-window', version: 1 })

    screen.setDisplays([laptop(), projector()])
    const { gm } = windowsOf(await desktop.start({ appData: first.appData }))
    expect(gm.getBounds()).toEqual({ x: 1700, y: 100, width: 1200, height: 800 })
  })

  it('remembers a place per display: with the projector gone it opens where it last was on the laptop, inside its work area', async () => {
    screen.setDisplays([laptop(), projector()])
    const onLaptop = await desktop.start()
    windowsOf(onLaptop).gm.setBounds({ x: 100, y: 60, width: 1000, height: 700 })
    await quit(onLaptop)

    screen.setDisplays([laptop(), projector()])
    const onProjector = await desktop.start({ appData: onLaptop.appData })
    windowsOf(onProjector).gm.setBounds({ x: 1600, y: 20, width: 1800, height: 1000 })
    await quit(onProjector)

    // The projector is unplugged: the laptop's own place, not the projector's coordinates.
    screen.setDisplays([laptop()])
    const alone = await desktop.start({ appData: onLaptop.appData })
    expect(windowsOf(alone).gm.getBounds()).toEqual({ x: 100, y: 60, width: 1000, height: 700 })
    await quit(alone)

    // The projector's place is still kept, for when the window goes back to it.
    const kept = JSON.parse(await readFile(join(onLaptop.dataDir, gmWindowFileName), 'utf8')) as GmWindowMemory
    expect(gmWindowPlace([laptop(), projector()], laptop(), { ...kept, last: { id: 2, label: 'Projector', width: 1920, height: 1080 } }).bounds).toEqual({
      x: 1600,
      y: 20,
      width: 1800,
      height: 1000
    })
  })

  it('opens on the primary display, at the default size inside its work area, when it was last on a display that is gone', async () => {
    screen.setDisplays([smallLaptop(), projector()])
    const first = await desktop.start()
    windowsOf(first).gm.setBounds({ x: 1600, y: 20, width: 1800, height: 1000 })
    await quit(first)

    screen.setDisplays([smallLaptop()])
    const { gm } = windowsOf(await desktop.start({ appData: first.appData }))
    expect(gm.getBounds()).toEqual({ x: 0, y: 0, width: 1366, height: 728 })
  })

  it('opens maximized again when it was closed maximized', async () => {
    const first = await desktop.start()
    windowsOf(first).gm.maximize()
    await quit(first)
    const { gm } = windowsOf(await desktop.start({ appData: first.appData }))
    expect(gm.isMaximized()).toBe(true)
  })

  it('opens at the default place when the remembered file is not its own (a preference, never an error)', async () => {
    const first = await desktop.start()
    await quit(first)
    await writeFile(join(first.dataDir, gmWindowFileName), '{"format":"overseer-gm-window","version":1,"last":"projector"}')
    screen.setDisplays([smallLaptop()])
    const { gm } = windowsOf(await desktop.start({ appData: first.appData }))
    expect(gm.getBounds()).toEqual({ x: 0, y: 0, width: 1366, height: 728 })
  })
})

describe('placing the GM window', () => {
  const desk = display(1, { x: 0, y: 0, width: 1920, height: 1080 }, 'Desk')

  it('fits a window into an area: no larger than it, moved in where it sticks out', () => {
    const area = { x: 0, y: 0, width: 1366, height: 728 }
    expect(fitInto(area, { x: 100, y: 100, width: 1500, height: 940 })).toEqual({ x: 0, y: 0, width: 1366, height: 728 })
    expect(fitInto(area, { x: 1000, y: -50, width: 800, height: 600 })).toEqual({ x: 566, y: 0, width: 800, height: 600 })
    expect(fitInto(area, { x: 10, y: 20, width: 800, height: 600 })).toEqual({ x: 10, y: 20, width: 800, height: 600 })
  })

  it('centres the default size in a work area that does not start at 0, 0 (a taskbar on the left)', () => {
    expect(defaultGmBounds({ x: 60, y: 0, width: 1860, height: 1080 })).toEqual({ x: 240, y: 70, width: 1500, height: 940 })
  })

  it('keeps a place relative to its display: a projector moved from the right of the laptop to its left keeps the window on it', () => {
    const right = projector()
    const memory = rememberGmPlace(emptyGmWindowMemory, [laptop(), right], laptop(), { x: 1600, y: 100, width: 1200, height: 800 }, false)
    const left = display(2, { x: -1920, y: 0, width: 1920, height: 1080 }, 'Projector')
    expect(gmWindowPlace([laptop(), left], laptop(), memory).bounds).toEqual({ x: -1820, y: 100, width: 1200, height: 800 })
  })

  it('knows a display again by its label and size when its id changed between sessions', () => {
    const memory = rememberGmPlace(emptyGmWindowMemory, [laptop(), projector()], laptop(), { x: 1600, y: 100, width: 1200, height: 800 }, false)
    const renumbered = display(7, projector().bounds, 'Projector')
    expect(gmWindowPlace([laptop(), renumbered], laptop(), memory).bounds).toEqual({ x: 1600, y: 100, width: 1200, height: 800 })
  })

  it('counts a window dragged off every display as on the primary one, and brings it back inside', () => {
    const memory = rememberGmPlace(emptyGmWindowMemory, [desk], desk, { x: 5000, y: 5000, width: 800, height: 600 }, false)
    expect(memory.last).toMatchObject({ id: 1 })
    expect(gmWindowPlace([desk], desk, memory).bounds).toEqual({ x: 1120, y: 440, width: 800, height: 600 })
  })
})
