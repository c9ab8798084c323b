import { describe, expect, it } from 'vitest'
import { commandNames, type HostState } from '../../src/shared/contract'
import { BrowserWindow, ipcMain } from './stand-in/electron'
import { useDesktopApp, windowsOf } from './helpers'

type CommandName = (typeof commandNames)[number]

const gmChannels = commandNames.map((name) => `overseer:${name}`)

/**
 * Arguments each command must refuse, with nothing changed. Every command is listed, so a new one
 * cannot go untested; one without arguments refuses any it is sent.
 */
const badArguments: Record<CommandName, unknown[][]> = {
  state: [['unexpected']],
  dispatch: [[], [42], ['turn.start'], [{ type: 'no.such.command' }], [{ type: 'edit.region.remove' }], [{ type: 'turn.start' }, 'unexpected']],
  undo: [['unexpected']],
  redo: [['unexpected']],
  newFromDemo: [['unexpected']],
  newBlank: [[], ['Campaign'], [{ name: 'x', teams: 2, regions: ['a'] }], [{ name: 'x', teams: 2, regions: 'a', locale: 'ko' }], [{ name: '', teams: 2, regions: ['a'], locale: 'ko' }], [{ name: 'x', teams: 2.5, regions: ['a'], locale: 'ko' }], [{ name: 'x', teams: 2, regions: ['a', 'A'], locale: 'ko' }], [{ name: 'x', teams: 2, regions: ['  '], locale: 'ko' }], [{ name: 'x', teams: 2, regions: ['a'], locale: 'ko' }, 'unexpected']],
  open: [[], [42], [''], [{ path: '/tmp/x.json' }], ['x'.repeat(5000)]],
  restoreBackup: [[], ['/tmp/a.overseer.json'], [42, 'backup'], ['/tmp/a.overseer.json', 7]],
  setDisplay: [[], ['dark'], [{ blank: 'yes' }], [{ fontScale: 99 }], [{ theme: 'sepia' }], [{ locale: 'fr' }], [{ frozen: true, extra: 1 }], [{ blank: true }, 'unexpected']],
  close: [['unexpected']],
  exportCampaign: [['unexpected']],
  importCampaign: [[], [42], ['not json'], ['{"format":"something-else"}'], [{ format: 'overseer-campaign' }]],
  startLogHere: [['unexpected']],
  listBackups: [['unexpected']],
  recordsInFile: [[], [42], ['not json']],
  importServant: [[], ['not json', 'saber'], ['{}', 42], [42, 'saber']],
  importRecord: [[], ['{}', 'wizard', 'x'], ['{}', 'monster', 42], ['not json', 'monster', 'wolf']],
  exportSessionLog: [[], ['secret', 'ko'], ['public', 'fr'], [42, 42]],
  turnSummary: [[], ['fr'], [42]],
  diceList: [['Amadeus'], [42]],
  setPlayersJoin: [[], [true], [{ on: 'yes' }], [{ on: true, address: 'not-an-address' }], [{ on: true, address: '10.0.0.300' }], [{ on: true, extra: 1 }]],
  issueTeamLink: [[], [42], [''], ['x'.repeat(41)]],
  revokeTeamLink: [[], [42], ['']],
  teamPreview: [[], [42], [''], ['x'.repeat(41)]],
  teamDigest: [[], ['red'], ['red', 'fr'], [42, 'ko']],
  exportTeamDigest: [[], ['red', 'de'], ['', 'ko']]
}

/** What the GM would see of the campaign: its state without the save clock. */
const picture = (state: HostState): string => JSON.stringify({ path: state.path, gm: state.gm, display: state.display, recent: state.recent.map((r) => r.path) })

describe('the IPC gateway', () => {
  const desktop = useDesktopApp()

  it('registers one handler per command, and the board’s', async () => {
    await desktop.start()
    expect([...ipcMain.handlers.keys()].sort()).toEqual([...gmChannels, 'overseer:board'].sort())
  })

  it('refuses every GM command from the board window, from a frame inside the GM window and from a window not ours', async () => {
    const started = await desktop.start()
    const { gm, board } = windowsOf(started)
    const stranger = new BrowserWindow({})
    const before = picture(await started.host.state())
    const senders = [{ contents: board.webContents }, { contents: gm.webContents, frame: gm.webContents.subframe() }, { contents: stranger.webContents }]
    for (const sender of senders) {
      for (const channel of gmChannels) {
        // Arguments that would work from the GM window: the refusal is the sender's alone.
        const args = channel === 'overseer:setDisplay' ? [{ blank: true }] : channel === 'overseer:dispatch' ? [{ type: 'turn.start' }] : []
        const answer = await ipcMain.invoke(sender, channel, ...args)
        expect(answer, `${channel}`).toMatchObject({ ok: false, why: { key: 'host.notGmWindow' }, error: 'refused: not the GM window' })
      }
    }
    expect(picture(await started.host.state())).toBe(before)
  })

  it('answers the board channel to the board and the GM windows only; any other sender gets a blank board', async () => {
    const started = await desktop.start()
    const { gm, board } = windowsOf(started)
    const stranger = new BrowserWindow({})
    expect(await ipcMain.invoke({ contents: board.webContents }, 'overseer:board')).toEqual(await started.host.board())
    expect(await ipcMain.invoke({ contents: gm.webContents }, 'overseer:board')).toEqual(await started.host.board())
    expect(await ipcMain.invoke({ contents: stranger.webContents }, 'overseer:board')).toEqual({ blank: true, view: null })
    expect(await ipcMain.invoke({ contents: board.webContents, frame: board.webContents.subframe() }, 'overseer:board')).toEqual({ blank: true, view: null })
  })

  it('refuses bad arguments to every command with one message, changing nothing', async () => {
    const started = await desktop.start()
    const { gm } = windowsOf(started)
    const before = picture(await started.host.state())
    for (const name of commandNames) {
      for (const args of badArguments[name]) {
        const answer = (await ipcMain.invoke({ contents: gm.webContents }, `overseer:${name}`, ...args)) as { ok: boolean; error?: string; why?: { key: string } }
        expect(answer.ok, `${name}(${JSON.stringify(args)})`).toBe(false)
        expect(answer.error, `${name}(${JSON.stringify(args)})`).toMatch(/\S/)
        expect(answer.why?.key, `${name}(${JSON.stringify(args)})`).toMatch(/\S/)
      }
    }
    expect(picture(await started.host.state())).toBe(before)
  })

  it('answers a command from the GM window’s own page', async () => {
    const started = await desktop.start()
    const { gm } = windowsOf(started)
    expect(await ipcMain.invoke({ contents: gm.webContents }, 'overseer:setDisplay', { theme: 'light' })).toEqual({ ok: true })
    expect((await started.host.state()).display.theme).toBe('light')
  })

  it('pushes the GM state to the GM window only, and the board to both', async () => {
    const started = await desktop.start()
    const { gm, board } = windowsOf(started)
    await started.host.setDisplay({ theme: 'light' })
    expect(gm.webContents.sent.map((m) => m.channel)).toContain('overseer:event:state')
    expect(gm.webContents.sent.map((m) => m.channel)).toContain('overseer:event:board')
    expect(board.webContents.sent.map((m) => m.channel)).not.toContain('overseer:event:state')
  })
})
