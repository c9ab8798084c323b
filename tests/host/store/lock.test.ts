import { spawnSync } from 'node:child_process'
import { readFile, writeFile } from 'node:fs/promises'
import { hostname } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { createCampaignFile, openCampaignFile } from '../../../src/host/store/campaign-store'
import { acquireLock, isProcessAlive, lockPathOf, type CampaignLock } from '../../../src/host/store/lock'
import { inKorean } from '../../../src/shared/message'
import { nodeFileSystem, type FileSystem } from '../../../src/host/store/file-system'
import { counterDoc, createClosedFile, createOptions, namesIn, storeOptions, tempFolder } from './helpers'
import { withParticle } from '@machines/text/particles'

let dir: string
let cleanup: () => Promise<void>
let file: string
const held: CampaignLock[] = []

beforeEach(async () => {
  ;({ dir, cleanup } = await tempFolder())
  file = join(dir, 'campaign.json')
})
afterEach(async () => {
  await Promise.all(held.splice(0).map((lock) => lock.release()))
  await cleanup()
})

/** The pid of a process that has exited: a child that ran and was reaped. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', ''])
  return child.pid!
}

async function writeLock(holder: { pid: number; hostname: string; since: string }): Promise<void> {
  await writeFile(lockPathOf(file), JSON.stringify({ ...holder, token: 'someone-else' }))
}

it('the lock file holds the pid, the hostname and the time it was taken', async () => {
  const result = await acquireLock(file, { now: () => Date.UTC(2024, 4, 1, 9) })
  if (!result.ok) throw new Error(result.error)
  held.push(result.lock)
  const written = JSON.parse(await readFile(lockPathOf(file), 'utf8'))
  expect(written).toMatchObject({ pid: process.pid, hostname: hostname(), since: '2024-05-01T09:00:00.000Z' })
})

it('a second opener is refused with the holder pid and time while the lock is held', async () => {
  const first = await acquireLock(file, { now: () => Date.UTC(2024, 4, 1, 9) })
  if (!first.ok) throw new Error(first.error)
  held.push(first.lock)
  const second = await acquireLock(file)
  expect(second).toMatchObject({
    ok: false,
    error: `campaign.json is in use by process ${process.pid} since 2024-05-01T09:00:00.000Z`
  })
  if (!second.ok) expect(inKorean(second.why)).toBe(`campaign.json은 2024-05-01T09:00:00.000Z부터 프로세스 ${withParticle(String(process.pid), '이')} 쓰고 있습니다`)
})

it('a campaign open in one store cannot be opened by another until it is closed', async () => {
  const created = await createCampaignFile(file, counterDoc(0), createOptions())
  if (!created.ok) throw new Error(created.error)
  const refused = await openCampaignFile(file, storeOptions())
  expect(refused).toMatchObject({ ok: false, reason: 'locked', backups: [] })
  if (!refused.ok) expect(refused.error).toContain(`is in use by process ${process.pid} since `)
  await created.store.close()
  const opened = await openCampaignFile(file, storeOptions())
  expect(opened.ok).toBe(true)
  if (opened.ok) await opened.store.close()
})

it('a lock whose process is gone is stale and taken over', async () => {
  const pid = deadPid()
  expect(isProcessAlive(pid)).toBe(false)
  await writeLock({ pid, hostname: hostname(), since: '2024-05-01T09:00:00.000Z' })
  const result = await acquireLock(file)
  if (!result.ok) throw new Error(result.error)
  held.push(result.lock)
  expect(result.tookOverFrom).toMatchObject({ pid, since: '2024-05-01T09:00:00.000Z' })
  expect(JSON.parse(await readFile(lockPathOf(file), 'utf8')).pid).toBe(process.pid)
})

it('opening over a stale lock tells the host the last session did not close cleanly', async () => {
  await createClosedFile(file, 0)
  const pid = deadPid()
  await writeLock({ pid, hostname: hostname(), since: '2024-05-01T09:00:00.000Z' })
  const opened = await openCampaignFile(file, storeOptions())
  if (!opened.ok) throw new Error(opened.error)
  expect(opened.store.tookOverLockFrom?.pid).toBe(pid)
  await opened.store.close()
})

it('a lock from another host is honoured even when no such pid lives here', async () => {
  await writeLock({ pid: deadPid(), hostname: 'gm-laptop', since: '2024-05-01T09:00:00.000Z' })
  const result = await acquireLock(file)
  expect(result).toMatchObject({ ok: false })
  if (!result.ok) expect(result.error).toMatch(/^campaign\.json is in use by process \d+ since 2024-05-01T09:00:00\.000Z on gm-laptop$/)
})

it('force takes over a live lock (the GM chose "open anyway")', async () => {
  await writeLock({ pid: process.pid, hostname: hostname(), since: '2024-05-01T09:00:00.000Z' })
  const result = await acquireLock(file, { force: true })
  if (!result.ok) throw new Error(result.error)
  held.push(result.lock)
  expect(result.tookOverFrom?.token).toBe('someone-else')
})

it('an unreadable lock is honoured while it may still be being written, then taken over', async () => {
  await writeFile(lockPathOf(file), '')
  expect(await acquireLock(file)).toMatchObject({ ok: false, error: 'campaign.json is being opened by another process' })
  const later = await acquireLock(file, { now: () => Date.now() + 11_000 })
  expect(later.ok).toBe(true)
  if (later.ok) held.push(later.lock)
})

it('release removes the lock file only while it is still ours', async () => {
  const result = await acquireLock(file, { isAlive: () => false })
  if (!result.ok) throw new Error(result.error)
  const taker = await acquireLock(file, { isAlive: () => false })
  if (!taker.ok) throw new Error(taker.error)
  held.push(taker.lock)
  await result.lock.release()
  expect(await namesIn(dir)).toEqual(['campaign.json.lock'])
  await taker.lock.release()
  expect(await namesIn(dir)).toEqual([])
})

it('a takeover claim left by a process that died mid-takeover is cleared once old, and the stale lock taken', async () => {
  const pid = deadPid()
  await writeLock({ pid, hostname: hostname(), since: '2024-05-01T09:00:00.000Z' })
  // The claim a racer holds while it swaps a stale lock for its own; this one's owner died.
  const first = await acquireLock(file, { now: () => Date.now(), isAlive: () => false, fs: claimOnlyFs() })
  expect(first).toMatchObject({ ok: false })
  const claims = (await namesIn(dir)).filter((name) => name.includes('.takeover-'))
  expect(claims).toHaveLength(1)
  // While fresh, the claim is respected: another opener waits and gives up with "contended".
  expect(await acquireLock(file)).toMatchObject({ ok: false, error: expect.stringContaining('campaign.json') })
  const later = await acquireLock(file, { now: () => Date.now() + 11_000 })
  if (!later.ok) throw new Error(later.error)
  held.push(later.lock)
  expect(later.tookOverFrom?.pid).toBe(pid)
  expect((await namesIn(dir)).filter((name) => name.includes('.takeover-'))).toEqual([])
})

/** A file system that dies right after writing a takeover claim (its process is gone mid-takeover). */
function claimOnlyFs(): FileSystem {
  return {
    ...nodeFileSystem,
    async writeFile(path, data, options) {
      await nodeFileSystem.writeFile(path, data, options)
      if (path.includes('.takeover-')) throw Object.assign(new Error('died'), { code: 'EIO' })
    },
    unlink: async (path) => {
      if (path.includes('.takeover-')) return
      await nodeFileSystem.unlink(path)
    }
  }
}
