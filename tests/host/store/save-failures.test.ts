import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { openCampaignFile, type CampaignStore } from '../../../src/host/store/campaign-store'
import { nodeFileSystem } from '../../../src/host/store/file-system'
import type { SaveStatus } from '../../../src/host/store/save-queue'
import { inEnglish, inKorean } from '../../../src/shared/message'
import {
  type CounterDoc,
  counterDoc,
  createClosedFile,
  faultyFileSystem,
  fsError,
  namesIn,
  readJson,
  serializeCounter,
  storeOptions,
  tempFolder
} from './helpers'

let dir: string
let cleanup: () => Promise<void>
let file: string
let store: CampaignStore<CounterDoc> | undefined

beforeEach(async () => {
  ;({ dir, cleanup } = await tempFolder())
  file = join(dir, 'campaign.json')
  await createClosedFile(file, 1)
})
afterEach(async () => {
  await store?.close()
  store = undefined
  await cleanup()
})

/** Opens the file with a file system whose next `failures` writes of a temp file fail with `code`. */
async function openWithFailingWrites(code: string, failures: number): Promise<CampaignStore<CounterDoc>> {
  let left = failures
  const fs = faultyFileSystem({
    async writeFile(path, data, options) {
      if (path.endsWith('.tmp') && !path.includes('.backups') && left > 0) {
        left -= 1
        throw fsError(code, 'write', path)
      }
      return nodeFileSystem.writeFile(path, data, options)
    }
  })
  const opened = await openCampaignFile(file, storeOptions({ fs, backupIntervalMs: 3_600_000 }))
  if (!opened.ok) throw new Error(opened.error)
  store = opened.store
  return opened.store
}

it('a full disk (ENOSPC) reports an error and leaves the last good file untouched', async () => {
  const failing = await openWithFailingWrites('ENOSPC', 1)
  failing.save(counterDoc(2))
  const result = await failing.flush()
  expect(result).toMatchObject({ ok: false, error: 'could not save campaign.json: the disk is full (ENOSPC)' })
  if (result.ok) throw new Error('the save should have failed')
  expect(result.why).toMatchObject({ key: 'store.save.failed', params: { file: 'campaign.json', cause: { key: 'store.fileError.ENOSPC' } } })
  expect(failing.status).toEqual({ state: 'error', why: result.why })
  expect(await readFile(file, 'utf8')).toBe(serializeCounter(counterDoc(1)))
})

it('a full disk is told to a Korean GM in Korean, the cause nested in the save failure', async () => {
  const failing = await openWithFailingWrites('ENOSPC', 1)
  failing.save(counterDoc(2))
  const result = await failing.flush()
  if (result.ok) throw new Error('the save should have failed')
  expect(inKorean(result.why)).toBe('campaign.json을 저장하지 못했습니다: 디스크가 가득 찼습니다 (ENOSPC)')
})

it('after a failed write the next flush retries the kept document and succeeds', async () => {
  const failing = await openWithFailingWrites('ENOSPC', 1)
  failing.save(counterDoc(2))
  await failing.flush()
  expect(await failing.flush()).toMatchObject({ ok: true })
  expect(failing.status.state).toBe('saved')
  expect(await readJson(file)).toEqual(counterDoc(2))
})

it('after a failed write the next save retries with the newer document', async () => {
  const failing = await openWithFailingWrites('ENOSPC', 1)
  const seen: SaveStatus['state'][] = []
  failing.onStatus((status) => seen.push(status.state))
  failing.save(counterDoc(2))
  await failing.flush()
  failing.save(counterDoc(3))
  await failing.flush()
  // The failure stays on screen until the retry starts: a queued change does not hide it.
  expect(seen).toEqual(['saved', 'unsaved', 'saving', 'error', 'saving', 'saved'])
  expect(await readJson(file)).toEqual(counterDoc(3))
})

it('a failed write leaves no temp file behind', async () => {
  const failing = await openWithFailingWrites('ENOSPC', 1)
  failing.save(counterDoc(2))
  await failing.flush()
  expect(await namesIn(dir)).toEqual(['campaign.backups', 'campaign.json', 'campaign.json.lock'])
})

it('a refused rename (EACCES) reports permission denied, keeps the old file and removes the temp file', async () => {
  let refuse = true
  const fs = faultyFileSystem({
    async rename(from, to) {
      if (refuse && to === file) throw fsError('EACCES', 'rename', from)
      return nodeFileSystem.rename(from, to)
    }
  })
  const opened = await openCampaignFile(file, storeOptions({ fs }))
  if (!opened.ok) throw new Error(opened.error)
  store = opened.store
  store.save(counterDoc(2))
  expect(await store.flush()).toMatchObject({ ok: false, error: 'could not save campaign.json: permission denied (EACCES)' })
  expect(await readJson(file)).toEqual(counterDoc(1))
  expect((await namesIn(dir)).filter((name) => name.endsWith('.tmp'))).toEqual([])
  refuse = false
  expect(await store.flush()).toMatchObject({ ok: true })
  expect(await readJson(file)).toEqual(counterDoc(2))
})

it('a backup that cannot be written does not stop the save and is reported as a warning', async () => {
  const fs = faultyFileSystem({
    async mkdir(path) {
      if (path.endsWith('campaign.backups')) throw fsError('EACCES', 'mkdir', path)
      return nodeFileSystem.mkdir(path)
    }
  })
  const opened = await openCampaignFile(file, storeOptions({ fs }))
  if (!opened.ok) throw new Error(opened.error)
  store = opened.store
  store.save(counterDoc(2))
  expect(await store.flush()).toMatchObject({ ok: true })
  const { state, warning } = store.status
  expect(state).toBe('saved')
  expect(warning && inEnglish(warning)).toBe('saved, but could not back up campaign.json: permission denied (EACCES)')
  expect(warning && inKorean(warning)).toBe('저장했지만 campaign.json을 백업하지 못했습니다: 접근 권한이 없습니다 (EACCES)')
  expect(await readJson(file)).toEqual(counterDoc(2))
})

it('close reports a write that still fails, so quit can warn the GM', async () => {
  const failing = await openWithFailingWrites('EROFS', 2)
  failing.save(counterDoc(2))
  expect(await failing.close()).toMatchObject({ ok: false, error: 'could not save campaign.json: the disk is read-only (EROFS)' })
  store = undefined
  expect(await readJson(file)).toEqual(counterDoc(1))
})

it('retries of a failed save do not fill the backups with copies of the same file', async () => {
  let left = 3
  const fs = faultyFileSystem({
    async rename(from, to) {
      if (to === file && left > 0) {
        left -= 1
        throw fsError('ENOSPC', 'rename', from)
      }
      return nodeFileSystem.rename(from, to)
    }
  })
  const opened = await openCampaignFile(file, storeOptions({ fs }))
  if (!opened.ok) throw new Error(opened.error)
  store = opened.store
  store.save(counterDoc(2))
  for (let attempt = 0; attempt < 4; attempt++) await store.flush()
  const backups = await store.listBackups()
  expect(backups.length).toBe(1)
  expect(await readJson(backups[0]!.path)).toEqual(counterDoc(1))
  expect(await readJson(file)).toEqual(counterDoc(2))
})
