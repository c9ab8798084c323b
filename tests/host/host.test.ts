import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { readFile, readdir, writeFile } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import type { OverseerHost } from '../../src/host/host'
import type { BoardPayload, HostState } from '../../src/shared/contract'
import { documentVersion, parseCampaignDocument } from '@machines/campaign/document'
import { inEnglish, inKorean } from '../../src/shared/message'
import { callChecked } from '../../src/shared/command-args'
import type { SentCommand } from '@machines/campaign/commands'
import { hpOf, openPath, readCampaignFile, tempFolder, testHost } from './helpers'

const adjustSaber = (hp: number): SentCommand => ({ type: 'actor.adjust', actor: 'saber', hp, reason: 'test' })

let dataDir: string
let cleanup: () => Promise<void>
const hosts: OverseerHost[] = []

/** A host on `dir` (the shared data folder by default), shut down after the test. */
function newHost(dir = dataDir): OverseerHost {
  const host = testHost(dir)
  hosts.push(host)
  return host
}

/** A started host with the demo open, and the path of its file. */
async function startedHost(): Promise<{ host: OverseerHost; path: string }> {
  const host = newHost()
  await host.start()
  return { host, path: openPath(await host.state()) }
}

beforeEach(async () => {
  ;({ dir: dataDir, cleanup } = await tempFolder('host'))
})

afterEach(async () => {
  for (const host of hosts.splice(0)) await host.shutdown()
  await cleanup()
})

describe('OverseerHost start and autosave', () => {
  it('creates a campaign file from the demo when there is no recent campaign, and opens it', async () => {
    const { host, path } = await startedHost()
    expect(dirname(path)).toBe(join(dataDir, 'campaigns'))
    expect(basename(path)).toMatch(/^demo-.*\.overseer$/)
    const onDisk = parseCampaignDocument(JSON.parse(await readFile(path, 'utf8')))
    expect(onDisk.ok).toBe(true)
    const state = await host.state()
    expect(state.gm?.head).toBe(0)
    expect(state.gm?.context.campaign.name).toBe('서린 성배전쟁 (데모)')
    expect(hpOf(state, 'saber')).toBe(60)
    expect(state.recent.map((r) => r.path)).toEqual([path])
    expect(state.openFailure).toBeNull()
  })

  it('saves a dispatched actor.adjust: after flush the file holds the event at head 1', async () => {
    const { host, path } = await startedHost()
    expect(await host.dispatch(adjustSaber(-5))).toEqual({ ok: true })
    expect(await host.flush()).toEqual({ ok: true })
    const doc = await readCampaignFile(path)
    expect(doc.head).toBe(1)
    expect(doc.events.map((e) => e.command)).toEqual([adjustSaber(-5)])
    expect(doc.events[0].author).toBe('gm')
    expect(hpOf(await host.state(), 'saber')).toBe(55)
  })

  it('undo moves the head back and is saved; redo moves it forward and is saved', async () => {
    const { host, path } = await startedHost()
    await host.dispatch(adjustSaber(-5))
    await host.dispatch(adjustSaber(-3))
    expect(hpOf(await host.state(), 'saber')).toBe(52)

    expect(await host.undo()).toEqual({ ok: true })
    await host.flush()
    let state = await host.state()
    expect(state.gm?.head).toBe(1)
    expect(state.gm?.canRedo).toBe(true)
    expect(hpOf(state, 'saber')).toBe(55)
    let doc = await readCampaignFile(path)
    expect(doc.head).toBe(1)
    expect(doc.events).toHaveLength(2)

    expect(await host.redo()).toEqual({ ok: true })
    await host.flush()
    state = await host.state()
    expect(state.gm?.head).toBe(2)
    expect(hpOf(state, 'saber')).toBe(52)
    doc = await readCampaignFile(path)
    expect(doc.head).toBe(2)
  })

  it('refuses undo with nothing to undo and redo with nothing to redo', async () => {
    const { host } = await startedHost()
    expect(await host.undo()).toMatchObject({ ok: false, error: 'nothing to undo' })
    expect(await host.redo()).toMatchObject({ ok: false, error: 'nothing to redo' })
  })
})

describe('OverseerHost refused commands change nothing', () => {
  const refused: [string, unknown, RegExp][] = [
    ['an unknown actor', { type: 'actor.adjust', actor: 'nobody', hp: -5 }, /^unknown actor "nobody"$/],
    ['an unknown command type', { type: 'actor.teleport', actor: 'saber' }, /^type: unknown command "actor\.teleport"$/],
    ['a field of the wrong type', { type: 'actor.adjust', actor: 'saber', hp: 'lots' }, /^hp: a whole number from -999 to 999 \(got "lots"\)$/],
    ['an unknown field', { type: 'actor.adjust', actor: 'saber', hp: 1, damage: 4 }, /^damage: unknown field$/],
    ['command seals on a servant', { type: 'actor.adjust', actor: 'saber', commandSeals: -1 }, /^only masters hold command seals$/]
  ]

  for (const [what, command, error] of refused) {
    it(`refuses ${what} with a reason and leaves state and file bytes unchanged`, async () => {
      const { host, path } = await startedHost()
      await host.dispatch(adjustSaber(-5))
      await host.flush()
      const before = await host.state()
      const bytesBefore = await readFile(path)

      // Garbage reaches the host as it would from a window: through the edge (the engine says why).
      const result = await callChecked(host, 'dispatch', [command])
      expect(result.ok).toBe(false)
      expect(result.ok ? '' : result.error).toMatch(error)

      await host.flush()
      const after = await host.state()
      expect(after.gm?.head).toBe(1)
      expect(after.gm?.context).toEqual(before.gm?.context)
      expect(hpOf(after, 'saber')).toBe(55)
      expect((await readFile(path)).equals(bytesBefore)).toBe(true)
    })
  }

  it('refuses a dispatch when no campaign is open', async () => {
    const host = newHost()
    expect(await host.dispatch(adjustSaber(-5))).toMatchObject({ ok: false, error: 'no campaign is open' })
  })
})

describe('OverseerHost reopening', () => {
  it('reopens the most recent campaign after shutdown with the same head, hp and undone tail (nothing lost)', async () => {
    const first = await startedHost()
    await first.host.dispatch(adjustSaber(-5))
    await first.host.dispatch(adjustSaber(-3))
    await first.host.undo()
    expect(await first.host.shutdown()).toEqual({ ok: true })

    const second = newHost()
    await second.start()
    const state = await second.state()
    expect(state.path).toBe(first.path)
    expect(state.gm?.head).toBe(1)
    expect(state.gm?.canRedo).toBe(true)
    expect(hpOf(state, 'saber')).toBe(55)
    expect(await readdir(join(dataDir, 'campaigns'))).toContain(basename(first.path))
    expect(await second.redo()).toEqual({ ok: true })
    expect(hpOf(await second.state(), 'saber')).toBe(52)
  })

  it('refuses a truncated file, names the problem, lists backups and leaves the file byte-for-byte untouched', async () => {
    const first = await startedHost()
    await first.host.dispatch(adjustSaber(-5))
    await first.host.flush()
    await first.host.dispatch(adjustSaber(-3))
    await first.host.flush()
    await first.host.shutdown()
    const text = await readFile(first.path, 'utf8')
    // Cut between characters: the demo's Korean names are multi-byte.
    const truncated = Buffer.from(text.slice(0, Math.floor(text.length / 2)))
    await writeFile(first.path, truncated)

    const second = newHost()
    await second.start()
    const state = await second.state()
    expect(state.path).toBeNull()
    expect(state.gm).toBeNull()
    expect(state.openFailure?.path).toBe(first.path)
    expect(inEnglish(state.openFailure!.why)).toMatch(new RegExp(`^${basename(first.path).replaceAll('.', '\\.')} is not valid JSON: line 1, column \\d+: the file ends early`))
    // One backup per overwrite: the head-1 file (newest) and the head-0 file.
    expect(state.openFailure?.backups).toHaveLength(2)
    expect((await readFile(first.path)).equals(truncated)).toBe(true)
    // A broken recent campaign stops start(): no fresh demo replaces it behind the GM's back.
    expect((await readdir(join(dataDir, 'campaigns'))).filter((n) => n.endsWith('.overseer'))).toEqual([basename(first.path)])
  })

  it('open() of a truncated file returns the same refusal it shows in openFailure', async () => {
    const first = await startedHost()
    await first.host.shutdown()
    await writeFile(first.path, '{"format": "overseer-campaign", "version": 2, "meta": {')
    const second = newHost()
    const result = await second.open(first.path)
    expect(result.ok).toBe(false)
    const error = result.ok ? '' : result.error
    expect(error).toBe(`${basename(first.path)} is not valid JSON: line 1, column 56: the file ends early (truncated?)`)
    expect(inEnglish((await second.state()).openFailure!.why)).toBe(error)
  })

  it('refuses a file that fails validation, naming the JSON path, and leaves it untouched', async () => {
    const first = await startedHost()
    await first.host.shutdown()
    const doc = JSON.parse(await readFile(first.path, 'utf8')) as Record<string, unknown>
    const broken = JSON.stringify({ ...doc, head: 3 })
    await writeFile(first.path, broken)
    const second = newHost()
    expect(await second.open(first.path)).toMatchObject({
      ok: false,
      error: `${basename(first.path)} is not a valid campaign file: head: head 3 is past the 0 events`
    })
    expect(await readFile(first.path, 'utf8')).toBe(broken)
  })

  it('restoreBackup brings back the newest good backup and keeps the broken file aside', async () => {
    const first = await startedHost()
    await first.host.dispatch(adjustSaber(-5))
    await first.host.flush()
    await first.host.dispatch(adjustSaber(-3))
    await first.host.flush()
    await first.host.shutdown()
    const whole = await readFile(first.path)
    const truncated = whole.subarray(0, 100)
    await writeFile(first.path, truncated)

    const second = newHost()
    await second.start()
    const failure = (await second.state()).openFailure
    const newest = failure?.backups[0]
    expect(newest).toBeDefined()
    expect(await second.restoreBackup(first.path, newest!.name)).toEqual({ ok: true })

    const state = await second.state()
    expect(state.path).toBe(first.path)
    expect(state.openFailure).toBeNull()
    expect(inEnglish(state.notice!)).toMatch(new RegExp(`^Restored ${newest!.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}; the previous file was kept as .*\\.broken-.*\\.json\\.$`))
    expect(state.gm?.head).toBe(1)
    expect(hpOf(state, 'saber')).toBe(55)
    const asideName = (await readdir(join(dataDir, 'campaigns'))).find((n) => n.includes('.broken-'))
    expect(asideName).toBeDefined()
    expect((await readFile(join(dataDir, 'campaigns', asideName!))).equals(truncated)).toBe(true)
  })

  it('restoreBackup refuses a backup name that does not exist', async () => {
    const { host, path } = await startedHost()
    expect(await host.restoreBackup(path, '2020-01-01T00-00-00.000Z.json')).toMatchObject({
      ok: false,
      error: 'no backup named 2020-01-01T00-00-00.000Z.json'
    })
  })

  it('opens a version-1 document with a notice and the same state, and keeps it version 1 until a change is saved', async () => {
    const first = await startedHost()
    await first.host.dispatch(adjustSaber(-5))
    await first.host.flush()
    const v2 = JSON.parse(await readFile(first.path, 'utf8')) as Record<string, unknown>
    await first.host.shutdown()
    const { events, checkpoints: _checkpoints, ...rest } = v2
    const v1Path = join(dataDir, 'old.overseer.json')
    await writeFile(v1Path, JSON.stringify({ ...rest, version: 1, log: events }))

    const second = newHost()
    second.allowPickedFile(v1Path)
    expect(await second.open(v1Path)).toEqual({ ok: true })
    const state = await second.state()
    expect(inEnglish(state.notice!)).toMatch(/^This file was written by an older Overseer \(format 1\); it will be saved in the new format\. The rules were read again: .*\(E\.73\)/)
    expect(inKorean(state.notice!)).toMatch(/^이전 버전의 오버시어\(형식 1\)로 만든 파일입니다\. 새 형식으로 저장됩니다\. 규칙을 다시 읽었습니다/)
    expect(state.gm?.head).toBe(1)
    expect(hpOf(state, 'saber')).toBe(55)
    expect(JSON.parse(await readFile(v1Path, 'utf8')).version).toBe(1)

    await second.dispatch(adjustSaber(-1))
    await second.flush()
    const saved = await readCampaignFile(v1Path)
    expect(saved.version).toBe(documentVersion)
    expect(saved.head).toBe(2)
    expect((await second.state()).notice).toBeNull()
  })

  it('refuses a second host on a file the first holds, naming it in use, and leaves the file untouched', async () => {
    const first = await startedHost()
    await first.host.dispatch(adjustSaber(-5))
    await first.host.flush()
    const bytes = await readFile(first.path)

    const second = newHost()
    await second.start()
    const state = await second.state()
    expect(state.path).toBeNull()
    expect(inEnglish(state.openFailure!.why)).toMatch(new RegExp(`^${basename(first.path).replaceAll('.', '\\.')} is in use by process ${process.pid} since \\d{4}-`))
    expect((await readFile(first.path)).equals(bytes)).toBe(true)
    expect(hpOf(await first.host.state(), 'saber')).toBe(55)

    await first.host.shutdown()
    expect(await second.open(first.path)).toEqual({ ok: true })
    expect(hpOf(await second.state(), 'saber')).toBe(55)
  })
})

describe('OverseerHost board display', () => {
  it('blanks the board: the payload is {blank: true, view: null} and is pushed', async () => {
    const { host } = await startedHost()
    const pushed: BoardPayload[] = []
    host.on('board', (payload) => pushed.push(payload))
    expect(await host.setDisplay({ blank: true })).toEqual({ ok: true })
    expect(await host.board()).toEqual({ blank: true, view: null })
    expect(pushed).toEqual([{ blank: true, view: null }])
    expect((await host.state()).display).toMatchObject({ blank: true, frozen: false })
  })

  it('a frozen board gets no pushes and keeps its picture while the GM state still updates', async () => {
    const { host } = await startedHost()
    const boards: BoardPayload[] = []
    const states: HostState[] = []
    host.on('board', (payload) => boards.push(payload))
    host.on('state', (state) => states.push(state))
    await host.setDisplay({ frozen: true })
    const boardsAfterFreeze = boards.length
    const statesAfterFreeze = states.length

    await host.dispatch({ type: 'board.announce', text: 'Saber was seen at the port' })
    await host.dispatch(adjustSaber(-5))
    expect(boards.length).toBe(boardsAfterFreeze)
    expect(states.length).toBeGreaterThanOrEqual(statesAfterFreeze + 2)
    expect(hpOf(states.at(-1)!, 'saber')).toBe(55)
    expect(states.at(-1)!.gm?.board.announcements.map((a) => a.text)).toEqual(['Saber was seen at the port'])
    expect((await host.board()).view?.announcements).toEqual([])

    await host.setDisplay({ frozen: false })
    expect(boards.length).toBe(boardsAfterFreeze + 1)
    expect(boards.at(-1)?.view?.announcements.map((a) => a.text)).toEqual(['Saber was seen at the port'])
  })

  it('tells the GM window what a frozen board still shows, and nothing once it is live again', async () => {
    const { host } = await startedHost()
    expect((await host.state()).frozenBoard).toBeNull()
    await host.setDisplay({ frozen: true })
    const shown = await host.board()
    await host.dispatch({ type: 'board.announce', text: 'Saber was seen at the port' })
    const state = await host.state()
    expect(state.frozenBoard).toEqual(shown)
    expect(state.frozenBoard?.view?.announcements).toEqual([])
    expect(state.gm?.board.announcements.map((a) => a.text)).toEqual(['Saber was seen at the port'])
    await host.setDisplay({ frozen: false })
    expect((await host.state()).frozenBoard).toBeNull()
  })

  it('refuses a display setting of the wrong type and keeps the display', async () => {
    const { host } = await startedHost()
    const result = await callChecked(host, 'setDisplay', [{ blank: 'yes' }])
    expect(result.ok).toBe(false)
    expect(result.ok ? '' : result.error).toBe('blank: true or false (got "yes")')
    expect((await host.state()).display).toMatchObject({ blank: false, frozen: false })
  })
})
