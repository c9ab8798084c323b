import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { boardScreenFileName } from '../../src/main/board-screen'
import { display, laptop, screen } from './stand-in/screen'
import { applicationMenu, useDesktopApp, windowsOf } from './helpers'

const projector = () => display(2, { x: 1500, y: 0, width: 1920, height: 1080 }, 'Projector')
const tv = () => display(3, { x: -1280, y: 0, width: 1280, height: 720 }, 'TV')

/** The Board display submenu's radio items, by label. */
function displayMenu(): { label: string; checked: boolean; click: () => void }[] {
  const board = applicationMenu().find((item) => item.label === '보드를 띄울 화면' || item.label === 'Board display')
  if (!board || !Array.isArray(board.submenu)) return []
  return board.submenu.map((item) => ({ label: String(item.label), checked: !!item.checked, click: () => (item.click as () => void)() }))
}

describe('the board and the displays', () => {
  const desktop = useDesktopApp()

  it('opens the board windowed on the GM’s screen when there is only one', async () => {
    const { board } = windowsOf(await desktop.start())
    expect(board.isFullScreen()).toBe(false)
    expect(board.getBounds()).toEqual({ x: 40, y: 40, width: 1280, height: 720 })
  })

  it('opens the board full screen on the second display when one is connected', async () => {
    screen.setDisplays([laptop(), projector()])
    const { board } = windowsOf(await desktop.start())
    expect(board.options.fullscreen).toBe(true)
    expect(board.isFullScreen()).toBe(true)
    expect(board.getBounds()).toMatchObject({ x: 1540, y: 40 })
  })

  it('follows a display connected and removed during play', async () => {
    const { board } = windowsOf(await desktop.start())
    screen.connect(projector())
    expect(board.isFullScreen()).toBe(true)
    expect(board.getBounds()).toMatchObject({ x: 1540, y: 40 })
    screen.disconnect(2)
    expect(board.isFullScreen()).toBe(false)
    expect(board.getBounds()).toMatchObject({ x: 40, y: 40 })
  })

  it('follows a display whose bounds change, but not a moved taskbar', async () => {
    screen.setDisplays([laptop(), projector()])
    const { board } = windowsOf(await desktop.start())
    screen.change(2, { bounds: { x: 1500, y: 200, width: 1280, height: 720 } }, ['bounds'])
    expect(board.getBounds()).toMatchObject({ x: 1540, y: 240 })
    board.setFullScreen(false) // the GM took it out of full screen by hand
    screen.change(2, { workArea: { x: 1500, y: 200, width: 1280, height: 680 } }, ['workArea'])
    expect(board.isFullScreen()).toBe(false)
  })

  it('offers no display choice with one display and names each display with two or more', async () => {
    await desktop.start()
    expect(displayMenu()).toEqual([])
    screen.connect(projector())
    expect(displayMenu().map(({ label, checked }) => ({ label, checked }))).toEqual([
      { label: 'Built-in (1500×940) — 주 화면', checked: false },
      { label: 'Projector (1920×1080)', checked: true }
    ])
  })

  it('with three displays puts the board where the GM picks, and remembers it for the next session', async () => {
    screen.setDisplays([laptop(), projector(), tv()])
    const first = await desktop.start()
    const { board } = windowsOf(first)
    expect(board.getBounds()).toMatchObject({ x: 1540 })
    displayMenu()
      .find((item) => item.label.startsWith('TV'))!
      .click()
    expect(board.getBounds()).toMatchObject({ x: -1240, y: 40 })
    expect(board.isFullScreen()).toBe(true)
    expect(displayMenu().find((item) => item.checked)?.label).toBe('TV (1280×720)')
    await expect.poll(async () => JSON.parse(await readFile(join(first.dataDir, boardScreenFileName), 'utf8').catch(() => '{}'))).toEqual({ id: 3, label: 'TV', width: 1280, height: 720 })

    // Next session the OS numbers the displays anew: the TV is known again by its name and size.
    await desktop.stop(first)
    screen.setDisplays([laptop(), display(8, projector().bounds, 'Projector'), display(9, tv().bounds, 'TV')])
    const next = windowsOf(await desktop.start({ appData: first.appData }))
    expect(next.board.getBounds()).toMatchObject({ x: -1240, y: 40 })
    expect(next.board.isFullScreen()).toBe(true)
  })

  it('puts the board back on another display when the chosen one is gone', async () => {
    screen.setDisplays([laptop(), projector(), tv()])
    const { board } = windowsOf(await desktop.start())
    displayMenu()
      .find((item) => item.label.startsWith('TV'))!
      .click()
    screen.disconnect(3)
    expect(board.getBounds()).toMatchObject({ x: 1540, y: 40 })
    expect(displayMenu().find((item) => item.checked)?.label).toBe('Projector (1920×1080)')
  })
})
