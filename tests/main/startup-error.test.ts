import { describe, expect, it } from 'vitest'
import { OverseerHost } from '../../src/host/host'
import { startOverseer } from '../../src/main/app'
import { app, BrowserWindow, dialog, shell } from './stand-in/electron'
import { useDesktopApp } from './helpers'

/** A host whose first `failures` starts throw, as one on an unreadable data folder would. */
function failingHost(failures: number): (dataDir: string) => OverseerHost {
  return (dataDir) => {
    const host = new OverseerHost({ dataDir })
    const start = host.start.bind(host)
    host.start = async () => {
      if (failures-- > 0) throw new Error('EACCES: permission denied, mkdir')
      return start()
    }
    return host
  }
}

describe('a host that cannot start', () => {
  const desktop = useDesktopApp()

  it('shows a window saying why, where the campaigns are, and starts when the GM tries again', async () => {
    app.languages = ['ko-KR', 'en-US']
    dialog.answers.push(1, 0) // show the folder, then try again
    const started = await desktop.start({ createHost: failingHost(1) })
    expect(dialog.messageBoxes).toHaveLength(2)
    const [{ options }] = dialog.messageBoxes
    expect(options.type).toBe('error')
    expect(options.message).toBe('오버시어를 시작할 수 없습니다')
    expect(options.detail).toContain('EACCES: permission denied, mkdir')
    expect(options.detail).toContain(`캠페인은 ${started.dataDir} 폴더에 있습니다`)
    expect(options.buttons).toEqual(['다시 시도', '캠페인 폴더 보기', '종료'])
    expect(shell.opened).toEqual([started.dataDir])
    // After showing the folder the window asked again; trying again started the app.
    expect(BrowserWindow.getAllWindows()).toHaveLength(2)
    expect((await started.host.state()).path).not.toBeNull()
  })

  it('quits when the GM chooses to, opening no window', async () => {
    dialog.answers.push(2)
    app.setPath('appData', '/nonexistent-overseer-test')
    const starting = startOverseer({ createHost: failingHost(1) })
    app.becomeReady()
    expect(await starting).toBeNull()
    expect(dialog.messageBoxes[0].options.message).toBe('Overseer could not start')
    expect(app.quitRequests).toBe(1)
    expect(BrowserWindow.getAllWindows()).toEqual([])
  })
})
