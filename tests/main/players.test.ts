import { describe, expect, it } from 'vitest'
import type { HostState } from '../../src/shared/contract'
import { ipcMain } from './stand-in/electron'
import { useDesktopApp, windowsOf } from './helpers'
import { connect } from '../host/socket-client'

// Issue 18: the desktop app offers the players' door as the web host does, from the GM window only.
describe('players joining in the desktop app', () => {
  const desktop = useDesktopApp()

  it('is off at start; the GM window opens it on loopback, a team page connects, and turning it off disconnects it', async () => {
    const started = await desktop.start()
    const { gm, board } = windowsOf(started)
    const state = (): Promise<HostState> => ipcMain.invoke({ contents: gm.webContents }, 'overseer:state') as Promise<HostState>
    expect((await state()).players).toMatchObject({ available: true, on: false, links: [] })
    expect((await state()).players.addresses).toContainEqual(expect.objectContaining({ address: '127.0.0.1' }))
    // The board window may not open it.
    expect(await ipcMain.invoke({ contents: board.webContents }, 'overseer:setPlayersJoin', { on: true, address: '127.0.0.1' })).toMatchObject({ ok: false })
    expect(await ipcMain.invoke({ contents: gm.webContents }, 'overseer:setPlayersJoin', { on: true, address: '127.0.0.1' })).toEqual({ ok: true })
    const players = (await state()).players
    expect(players.links.map((l) => l.team)).toEqual(['red', 'blue', 'green', 'violet'])
    const token = players.links[0].url.split('#')[1]
    const page = await connect(`ws://127.0.0.1:${players.port}/ws/team?token=${token}`)
    if (!page.ok) throw new Error(`refused with ${page.status}`)
    expect((await page.inbox.next((m) => m.json.event === 'team')).json.payload).toMatchObject({ view: { team: { id: 'red' } } })
    const closing = new Promise<number>((resolve) => page.ws.once('close', (code) => resolve(code)))
    expect(await ipcMain.invoke({ contents: gm.webContents }, 'overseer:setPlayersJoin', { on: false })).toEqual({ ok: true })
    expect(await closing).toBe(4001)
  })

  it('closes the door when the app quits (the host shuts down)', async () => {
    const started = await desktop.start()
    expect(await started.host.setPlayersJoin({ on: true, address: '127.0.0.1' })).toEqual({ ok: true })
    const port = (await started.host.state()).players.port!
    await desktop.stop(started)
    const page = await connect(`ws://127.0.0.1:${port}/ws/team?token=x`).catch((error: Error) => error)
    expect(page).toBeInstanceOf(Error)
  })
})
