import { describe, expect, it } from 'vitest'
import { OverseerHost } from '../../src/host/host'
import { faultyDisk } from '../host/store/helpers'
import { readCampaignFile } from '../host/helpers'
import { app, dialog } from './stand-in/electron'
import { useDesktopApp, windowsOf } from './helpers'

/** A host on a disk that can be made to refuse the campaign's writes, as a full disk does. */
function fillingDisk(): { createHost: (dataDir: string) => OverseerHost; full: (on: boolean) => void } {
  const disk = faultyDisk()
  return { createHost: (dataDir) => new OverseerHost({ dataDir, fs: disk.fs }), full: (on) => disk.failWith(on ? 'ENOSPC' : null) }
}

const hurtSaber = { type: 'actor.adjust', actor: 'saber', hp: -1 } as const

describe('quitting', () => {
  const desktop = useDesktopApp()

  it('writes the last change to disk before the app quits, and lets go of the campaign', async () => {
    const started = await desktop.start()
    expect(await started.host.dispatch(hurtSaber)).toEqual({ ok: true })
    const { path, gm } = await started.host.state()
    app.quit()
    await expect.poll(() => app.quitted).toBe(true)
    expect((await readCampaignFile(path!)).head).toBe(gm!.head)
    expect(dialog.messageBoxes).toEqual([])
    // The lock is released: the next Overseer opens the campaign without "did not close cleanly".
    const next = new OverseerHost({ dataDir: started.dataDir })
    await next.start()
    const reopened = await next.state()
    expect(reopened.path).toBe(path)
    expect(reopened.notice).toBeNull()
    await next.shutdown()
  })

  it('closing the GM window quits the same way', async () => {
    const started = await desktop.start()
    await started.host.dispatch(hurtSaber)
    const { gm, board } = windowsOf(started)
    const { path, gm: view } = await started.host.state()
    gm.close()
    await expect.poll(() => app.quitted).toBe(true)
    expect(gm.isDestroyed()).toBe(true)
    expect(board.isDestroyed()).toBe(true)
    expect((await readCampaignFile(path!)).head).toBe(view!.head)
  })

  it('asks "quit anyway / cancel" when the save cannot be written, saying what would be lost; Cancel keeps everything open', async () => {
    const disk = fillingDisk()
    const started = await desktop.start({ createHost: disk.createHost })
    const { gm } = windowsOf(started)
    disk.full(true)
    await started.host.dispatch(hurtSaber)
    app.quit()
    await expect.poll(() => dialog.messageBoxes.length).toBe(1)
    const [{ window, options }] = dialog.messageBoxes
    expect(window).toBe(gm)
    expect(options.message).toBe('캠페인이 저장되지 않았습니다')
    expect(options.buttons).toEqual(['그래도 종료', '취소'])
    expect(options.cancelId).toBe(1)
    expect(options.defaultId).toBe(1)
    expect(options.detail).toContain('“서린 성배전쟁 (데모)” 캠페인의 변경 내용이 디스크에 없습니다: ')
    expect(options.detail).toContain('캠페인을 연 뒤의 변경 내용이 모두 사라집니다')
    expect(options.detail).toContain('ENOSPC')
    await expect.poll(() => app.quitRequests).toBe(1)
    expect(app.quitted).toBe(false)
    expect(gm.isDestroyed()).toBe(false)

    // Room on the disk again: the next quit saves and goes.
    disk.full(false)
    const { path, gm: view } = await started.host.state()
    app.quit()
    await expect.poll(() => app.quitted).toBe(true)
    expect((await readCampaignFile(path!)).head).toBe(view!.head)
  })

  it('"Quit anyway" quits without the unsaved change, in the GM’s language, naming the last save that reached the disk', async () => {
    const disk = fillingDisk()
    const started = await desktop.start({ createHost: disk.createHost })
    await started.host.setDisplay({ locale: 'en' })
    await started.host.dispatch(hurtSaber)
    await started.host.flush()
    const { path } = await started.host.state()
    const saved = await readCampaignFile(path!)
    disk.full(true)
    await started.host.dispatch(hurtSaber)
    dialog.answers.push(0)
    app.quit()
    await expect.poll(() => app.quitted).toBe(true)
    const [{ options }] = dialog.messageBoxes
    expect(options.message).toBe('The campaign is not saved')
    expect(options.buttons).toEqual(['Quit anyway', 'Cancel'])
    expect(options.detail).toMatch(/^The last changes to “서린 성배전쟁 \(데모\)” are not on the disk: .*ENOSPC.*\. Quitting now loses every change made since .+, the last save that reached the disk\./)
    expect((await readCampaignFile(path!)).head).toBe(saved.head)
  })

  it('writes the campaign when Windows ends the session (shutdown, log-off)', async () => {
    const started = await desktop.start()
    const { gm } = windowsOf(started)
    await started.host.dispatch(hurtSaber)
    const { path, gm: view } = await started.host.state()
    gm.sessionEnds('query-session-end')
    await expect.poll(async () => (await readCampaignFile(path!)).head).toBe(view!.head)
    gm.sessionEnds('session-end')
    await expect.poll(async () => (await started.host.state()).path).toBeNull()
  })
})
