import { describe, expect, it } from 'vitest'
import { readdir, rm, stat, writeFile } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { callChecked } from '../../src/shared/command-args'
import { inEnglish, inKorean } from '../../src/shared/message'
import { openPath, readCampaignFile, useHostFolder } from './helpers'

const wizard = { name: '미하마 성배전쟁', teams: 5, regions: ['교회', '항구 / Port', 'Old Town'], locale: 'ko' as const }

describe('a blank campaign through the host', () => {
  const hosts = useHostFolder('blank')

  it('writes a new file named after the campaign in the campaigns folder, opens it and says what it made', async () => {
    const host = await hosts.started()
    const demoPath = openPath(await host.state())
    expect(await callChecked(host, 'newBlank', [wizard])).toEqual({ ok: true })
    const state = await host.state()
    const path = openPath(state)
    expect(dirname(path)).toBe(dirname(demoPath))
    expect(basename(path)).toMatch(/^미하마-성배전쟁-.*\.overseer$/)
    expect(state.gm?.context.campaign.teams).toHaveLength(5)
    expect(state.gm?.head).toBe(0)
    expect(state.notice && inKorean(state.notice)).toBe(`새 캠페인 “미하마 성배전쟁” 만듦: 임시 진영 5개, 지역 3곳, 규칙서의 표 (파일 ${basename(path)}). 진영 이름과 시트는 편집 탭에서 채우세요.`)
    expect(state.notice && inEnglish(state.notice)).toMatch(/^New campaign “미하마 성배전쟁” created: 5 placeholder teams, 3 regions/)
    expect(state.recent.map((r) => [r.path, r.title])).toEqual([
      [path, '미하마 성배전쟁'],
      [demoPath, '서린 성배전쟁 (데모)']
    ])
    await host.flush()
    const doc = await readCampaignFile(path)
    expect([doc.meta.name, doc.initial.regions.map((r) => r.id), doc.events]).toEqual(['미하마 성배전쟁', ['region-1', 'port', 'old-town'], []])
  })

  it('refuses bad answers at the edge with one message in the GM’s language, and the open campaign stays', async () => {
    const host = await hosts.started()
    const before = openPath(await host.state())
    const refused = async (args: unknown[]): Promise<{ en: string; ko: string }> => {
      const result = await callChecked(host, 'newBlank', args)
      if (result.ok) throw new Error('expected a refusal')
      return { en: result.error, ko: inKorean(result.why) }
    }
    expect((await refused([{ ...wizard, regions: ['교회', '', '교회'] }])).ko).toBe('지역 3번째 줄: “교회” — 1번째 줄과 같은 이름입니다')
    expect((await refused([{ ...wizard, name: '' }])).en).toBe('Name: type the campaign’s name')
    expect((await refused([{ ...wizard, teams: '5' }])).en).toMatch(/^teams: /)
    expect((await refused([{ ...wizard, extra: 1 }])).en).toBe('extra: unknown field')
    expect((await refused([])).en).toMatch(/expected/)
    expect(openPath(await host.state())).toBe(before)
    expect((await host.state()).recent).toHaveLength(1)
  })

  it('gives two blank campaigns of the same name two files', async () => {
    const host = await hosts.started()
    await host.newBlank(wizard)
    const first = openPath(await host.state())
    await host.newBlank(wizard)
    const second = openPath(await host.state())
    expect(second).not.toBe(first)
    expect(basename(second)).toMatch(/^미하마-성배전쟁-/)
  })
})

describe('the first start', () => {
  const hosts = useHostFolder('first-start')

  it('opens the demo with a welcome that points to the blank campaign; a later start does not repeat it', async () => {
    const first = await hosts.started()
    const welcome = (await first.state()).notice
    expect(welcome?.key).toBe('host.notice.firstStart')
    expect(inKorean(welcome!)).toMatch(/“새 빈 캠페인”/)
    expect(inEnglish(welcome!)).toMatch(/“New blank campaign” in the Files tab/)
    await first.shutdown()
    const again = await hosts.started()
    expect((await again.state()).notice).toBeNull()
  })
})

describe('a renamed campaign', () => {
  const hosts = useHostFolder('rename')

  it('is listed under its new name in the recent list, and under the old one again after undo', async () => {
    const host = await hosts.started()
    const path = openPath(await host.state())
    expect(await host.dispatch({ type: 'campaign.rename', name: '미하마 성배전쟁' })).toEqual({ ok: true })
    expect((await host.state()).recent.find((r) => r.path === path)?.title).toBe('미하마 성배전쟁')
    expect((await host.state()).gm?.board.campaign).toBe('미하마 성배전쟁')
    await host.undo()
    expect((await host.state()).recent.find((r) => r.path === path)?.title).toBe('서린 성배전쟁 (데모)')
    await host.redo()
    await host.close()
    // The list on disk holds the new name: the picker shows it after a restart too.
    const again = hosts.newHost()
    expect((await again.state()).recent).toEqual([])
    await again.start()
    expect((await again.state()).recent.map((r) => r.title)).toEqual(['미하마 성배전쟁'])
  })

  it('names its exports and session logs after the new name', async () => {
    const host = await hosts.started()
    await host.dispatch({ type: 'campaign.rename', name: '미하마 성배전쟁' })
    const exported = await host.exportCampaign()
    expect(exported.ok && exported.fileName).toMatch(/^미하마-성배전쟁-\d{4}-.*\.overseer$/)
    expect(exported.ok && JSON.parse(exported.text!).meta.name).toBe('미하마 성배전쟁')
    const log = await host.exportSessionLog('public', 'ko')
    expect(log.ok && log.fileName).toMatch(/^미하마-성배전쟁-log-public-ko-/)
  })
})

describe('the recent list on the picker', () => {
  const hosts = useHostFolder('recent')

  it('tells when each file was last written, and marks one that is gone', async () => {
    const host = await hosts.started()
    const first = openPath(await host.state())
    await host.newFromDemo()
    const second = openPath(await host.state())
    await host.close()
    const recent = (await host.state()).recent
    expect(recent.map((r) => r.path)).toEqual([second, first])
    for (const entry of recent) expect(entry.savedAt).toBe((await stat(entry.path)).mtimeMs)
    await rm(first)
    await host.open(second)
    await host.close()
    expect((await host.state()).recent.find((r) => r.path === first)).toMatchObject({ missing: true })
    expect((await host.state()).recent.find((r) => r.path === first)?.savedAt).toBeUndefined()
  })
})

describe('the file of a renamed campaign', () => {
  const hosts = useHostFolder('rename-file')

  it('takes the new name (creation stamp and backups kept) once the campaign is closed, and opens again from the recent list', async () => {
    const host = await hosts.started()
    const old = openPath(await host.state())
    await host.dispatch({ type: 'actor.adjust', actor: 'saber', hp: -5 })
    await host.dispatch({ type: 'campaign.rename', name: '미하마 성배전쟁' })
    await host.flush()
    const backups = (await host.listBackups()).ok
    expect(backups).toBe(true)
    // While it is open (and locked) the file keeps its path.
    expect(openPath(await host.state())).toBe(old)
    await host.close()
    const stamp = basename(old).replace(/^demo-/, '')
    const moved = join(dirname(old), `미하마-성배전쟁-${stamp}`)
    expect((await host.state()).recent.map((r) => [r.path, r.title])).toEqual([[moved, '미하마 성배전쟁']])
    expect(await readdir(dirname(old))).toEqual(expect.arrayContaining([basename(moved), `${basename(moved, '.overseer')}.backups`]))
    expect(await readdir(dirname(old))).not.toContain(basename(old))
    expect(await host.open(moved)).toEqual({ ok: true })
    expect(host.openedAs).toBe('trusted')
    expect((await host.state()).gm?.head).toBe(2)
    expect((await host.listBackups()).ok && (await host.listBackups()).ok).toBe(true)
  })

  it('leaves a file that was not made in the campaigns folder where and as it is', async () => {
    const host = await hosts.started()
    const exported = await host.exportCampaign()
    const own = join(dirname(dirname(openPath(await host.state()))), 'my-own.overseer.json')
    await writeFile(own, exported.ok ? exported.text! : '')
    host.allowPickedFile(own)
    expect(await host.open(own)).toEqual({ ok: true })
    await host.dispatch({ type: 'campaign.rename', name: '미하마' })
    await host.close()
    expect((await host.state()).recent[0]).toMatchObject({ path: own, title: '미하마' })
    expect((await stat(own)).isFile()).toBe(true)
  })
})
