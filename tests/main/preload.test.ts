import { describe, expect, it, vi } from 'vitest'
import { commandNames, type BoardApi, type BoardPayload, type HostState, type OverseerApi } from '../../src/shared/contract'
import { ipcRenderer } from './stand-in/electron'
import { fromPage, loadPreload, useDesktopApp, windowsOf } from './helpers'

describe('the preloads', () => {
  const desktop = useDesktopApp()

  it('give the GM page one object, window.overseer: a method per command and on(), never ipcRenderer', async () => {
    const { gm } = windowsOf(await desktop.start())
    const world = await loadPreload(gm, 'index')
    expect([...world.keys()]).toEqual(['overseer'])
    const api = world.get('overseer') as OverseerApi
    expect(Object.keys(api).sort()).toEqual([...commandNames, 'on'].sort())
    for (const value of Object.values(api)) expect(typeof value).toBe('function')
  })

  it('carry the GM page’s commands to the host and its pushes back', async () => {
    const started = await desktop.start()
    const { gm } = windowsOf(started)
    const api = (await loadPreload(gm, 'index')).get('overseer') as OverseerApi
    const state = await fromPage(gm, () => api.state())
    expect(state.path).toBe((await started.host.state()).path)
    const pushed: HostState[] = []
    fromPage(gm, () => api.on('state', (next) => pushed.push(next)))
    expect(await fromPage(gm, () => api.setDisplay({ theme: 'light' }))).toEqual({ ok: true })
    expect(pushed.at(-1)?.display.theme).toBe('light')
  })

  it('give the board page only board() and on(): it reaches no GM call', async () => {
    const started = await desktop.start()
    const { board } = windowsOf(started)
    const world = await loadPreload(board, 'board')
    expect([...world.keys()]).toEqual(['overseerBoard'])
    const api = world.get('overseerBoard') as BoardApi
    expect(Object.keys(api).sort()).toEqual(['board', 'on'])

    const invoked = vi.spyOn(ipcRenderer, 'invoke')
    const payload = await fromPage(board, () => api.board())
    expect(payload.blank).toBe(false)
    expect(payload.view).not.toBeNull()
    const pushed: BoardPayload[] = []
    const off = fromPage(board, () => api.on('board', (next) => pushed.push(next)))
    await started.host.setDisplay({ blank: true })
    expect(pushed.at(-1)).toEqual({ blank: true, view: null })
    fromPage(board, off)
    expect(invoked.mock.calls.map(([channel]) => channel)).toEqual(['overseer:board'])
    // What main sent the board's page: board pictures only, never the GM's state.
    expect(new Set(board.webContents.sent.map((message) => message.channel))).toEqual(new Set(['overseer:event:board']))
  })
})
