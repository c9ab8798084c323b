import { describe, expect, it } from 'vitest'
import { readFile, readdir } from 'node:fs/promises'
import { basename, dirname } from 'node:path'
import { callChecked } from '../../src/shared/command-args'
import { inEnglish, inKorean } from '../../src/shared/message'
import { openPath, readCampaignFile, tempFolder, useHostFolder } from './helpers'
import { OverseerHost } from '../../src/host/host'
import { nodeFileSystem, type FileSystem } from '../../src/host/store/file-system'

describe('start the log here through the host (issue 17), on the real file system', () => {
  const hosts = useHostFolder('log-start')

  it('keeps a byte-for-byte copy of the whole file on the recent list, then saves the campaign as its own start', async () => {
    const host = await hosts.started()
    const path = openPath(await host.state())
    await host.dispatch({ type: 'edit.region.remove', region: 'hospital' })
    await host.dispatch({ type: 'campaign.rename', name: '미하마 성배전쟁' })
    await host.dispatch({ type: 'actor.adjust', actor: 'saber', hp: -7 })
    await host.flush()
    const before = await readFile(path)
    const campaign = (await host.state()).gm?.context.campaign
    expect((await host.state()).gm?.loggedEvents).toBe(3)

    expect(await callChecked(host, 'startLogHere', [])).toEqual({ ok: true })
    const state = await host.state()
    expect(state.gm).toMatchObject({ head: 0, loggedEvents: 0, canUndo: false, canRedo: false })
    expect(state.gm?.context.campaign).toEqual(campaign)
    const copies = (await readdir(dirname(path))).filter((name) => name.includes('-before-log-start-'))
    expect(copies).toHaveLength(1)
    const copy = `${dirname(path)}/${copies[0]}`
    expect(basename(copy)).toMatch(/^미하마-성배전쟁-before-log-start-\d{4}-\d\d-\d\d-\d\d-\d\d\.overseer$/)
    expect(await readFile(copy)).toEqual(before)
    expect(state.notice && inKorean(state.notice)).toBe(
      `기록을 여기서 새로 시작했습니다: 지금 상태가 캠페인의 시작 상태가 되었고, 이전 사건 3개와 실행 취소 기록을 이 파일에서 지웠습니다. 전체 기록은 같은 폴더의 ${basename(copy)}에 남겨 두었습니다(최근 목록에서 열 수 있습니다).`
    )
    expect(state.notice && inEnglish(state.notice)).toMatch(/and 3 logged events and the undo history are gone/)
    // The open campaign stays first on the recent list (the next start opens it); the copy is right below.
    expect(state.recent.slice(0, 2).map((r) => r.path)).toEqual([path, copy])

    await host.flush()
    const saved = await readCampaignFile(path)
    expect([saved.events, saved.head, saved.checkpoints, saved.meta.name]).toEqual([[], 0, [], '미하마 성배전쟁'])
    expect(saved.initial).toEqual(campaign)
    expect((await readCampaignFile(copy)).events).toHaveLength(3)

    // Play goes on from the new start, and a restart opens the compacted file as the GM left it.
    await host.dispatch({ type: 'actor.adjust', actor: 'lancer', hp: -1 })
    await host.shutdown()
    const again = await hosts.started()
    const reopened = await again.state()
    // Closing let the file follow the campaign's new name; it is still the one the next start opens.
    expect(basename(openPath(reopened))).toMatch(/^미하마-성배전쟁-.*\.overseer$/)
    expect(openPath(reopened)).not.toBe(copy)
    expect(reopened.gm).toMatchObject({ head: 1, loggedEvents: 1 })
    // The kept copy opens from the recent list with its whole history.
    expect(await again.open(copy)).toEqual({ ok: true })
    expect((await again.state()).gm?.loggedEvents).toBe(3)
  })

  it('refuses during a war turn, and when the log already starts here, with the file untouched', async () => {
    const host = await hosts.started()
    const path = openPath(await host.state())
    const nothing = await host.startLogHere()
    expect(nothing.ok || inKorean(nothing.why)).toBe('기록이 이미 여기서 시작합니다. 지울 사건이 없습니다')
    await host.dispatch({ type: 'turn.start' })
    await host.flush()
    const before = await readFile(path)
    const refused = await host.startLogHere()
    expect(refused.ok || inKorean(refused.why)).toBe('기록은 단계와 단계 사이에서만 새로 시작할 수 있습니다. 진행 중인 전쟁 회차·전투·조우 전투를 먼저 끝내세요')
    await host.flush()
    expect(await readFile(path)).toEqual(before)
    expect((await readdir(dirname(path))).some((name) => name.includes('before-log-start'))).toBe(false)
  })

  it('changes nothing when the copy cannot be written (a full disk)', async () => {
    const full: FileSystem = {
      ...nodeFileSystem,
      writeFile: async (file, data, options) => {
        if (file.includes('before-log-start')) throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' })
        return nodeFileSystem.writeFile(file, data, options)
      }
    }
    const { dir, cleanup } = await tempFolder('log-start-full')
    const host = new OverseerHost({ dataDir: dir, debounceMs: 0, backupIntervalMs: 0, fs: full })
    try {
      await host.start()
      const path = openPath(await host.state())
      await host.dispatch({ type: 'actor.adjust', actor: 'saber', hp: -7 })
      await host.flush()
      const before = await readFile(path)
      const refused = await host.startLogHere()
      expect(refused.ok || inKorean(refused.why)).toMatch(/^기록을 새로 시작하지 않았습니다: 먼저 파일 전체를 복사하지 못했습니다\(.+\)\. 아무것도 바뀌지 않았습니다$/)
      expect((await host.state()).gm).toMatchObject({ head: 1, loggedEvents: 1 })
      await host.flush()
      expect(await readFile(path)).toEqual(before)
    } finally {
      await host.shutdown()
      await cleanup()
    }
  })
})
