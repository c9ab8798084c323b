import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { openCampaignFile, type CampaignStore } from '../../../src/host/store/campaign-store'
import { describeFileError, nodeFileSystem, type FileSystem } from '../../../src/host/store/file-system'
import { createSaveQueue } from '../../../src/host/store/save-queue'
import {
  type CounterDoc,
  counterDoc,
  createClosedFile,
  faultyFileSystem,
  readJson,
  storeOptions,
  tempFolder
} from './helpers'

let cleanup: () => Promise<void>
let file: string
let store: CampaignStore<CounterDoc> | undefined

beforeEach(async () => {
  let dir: string
  ;({ dir, cleanup } = await tempFolder())
  file = join(dir, 'campaign.json')
  await createClosedFile(file, 0)
})
afterEach(async () => {
  await store?.close()
  store = undefined
  await cleanup()
})

/** A file system that counts the renames onto the campaign file and makes each write take `delayMs`. */
function countingFileSystem(delayMs: number): { fs: FileSystem; writes: () => number } {
  let writes = 0
  const fs = faultyFileSystem({
    async writeFile(path, data, options) {
      await sleep(delayMs)
      return nodeFileSystem.writeFile(path, data, options)
    },
    async rename(from, to) {
      if (to === file) writes += 1
      return nodeFileSystem.rename(from, to)
    }
  })
  return { fs, writes: () => writes }
}

async function openCounting(delayMs: number, debounceMs: number): Promise<{ store: CampaignStore<CounterDoc>; writes: () => number }> {
  const { fs, writes } = countingFileSystem(delayMs)
  const opened = await openCampaignFile(file, storeOptions({ fs, debounceMs }))
  if (!opened.ok) throw new Error(opened.error)
  store = opened.store
  return { store: opened.store, writes }
}

it('10 quick saves while a write runs collapse into at most 2 writes, and the last one wins', async () => {
  let releaseFirstWrite = (): void => undefined
  const firstWriteHeld = new Promise<void>((release) => (releaseFirstWrite = release))
  let writeStarted = false
  const { fs, writes } = countingFileSystem(0)
  const gated = faultyFileSystem({
    ...fs,
    async writeFile(path, data, options) {
      if (path.includes('.campaign.json.') && !writeStarted) {
        writeStarted = true
        await firstWriteHeld
      }
      return fs.writeFile(path, data, options)
    }
  })
  const opened = await openCampaignFile(file, storeOptions({ fs: gated }))
  if (!opened.ok) throw new Error(opened.error)
  store = opened.store
  store.save(counterDoc(1))
  await expect.poll(() => writeStarted).toBe(true)
  for (let counter = 2; counter <= 10; counter++) {
    store.save(counterDoc(counter))
    await sleep(1)
  }
  releaseFirstWrite()
  await store.flush()
  expect(writes()).toBe(2)
  expect(await readJson(file)).toEqual(counterDoc(10))
})

it('saves within the debounce window are written once', async () => {
  const { store, writes } = await openCounting(0, 50)
  for (let counter = 1; counter <= 10; counter++) store.save(counterDoc(counter))
  await expect.poll(writes, { timeout: 3_000, interval: 20 }).toBe(1)
  await store.flush()
  expect(writes()).toBe(1)
  expect(await readJson(file)).toEqual(counterDoc(10))
})

it('nothing reaches the disk before the debounce delay has passed', async () => {
  const { store, writes } = await openCounting(0, 200)
  store.save(counterDoc(1))
  await sleep(50)
  expect(writes()).toBe(0)
  expect(await readJson(file)).toEqual(counterDoc(0))
})

it('flush writes at once without waiting for the debounce delay', async () => {
  const { store, writes } = await openCounting(0, 60_000)
  store.save(counterDoc(4))
  expect(await store.flush()).toMatchObject({ ok: true })
  expect(writes()).toBe(1)
  expect(await readJson(file)).toEqual(counterDoc(4))
})

it('the default debounce is 300 ms', async () => {
  const { fs, writes } = countingFileSystem(0)
  const opened = await openCampaignFile(file, { ...storeOptions({ fs }), debounceMs: undefined })
  if (!opened.ok) throw new Error(opened.error)
  store = opened.store
  store.save(counterDoc(1))
  await sleep(200)
  expect(writes()).toBe(0)
  await expect.poll(writes, { timeout: 3_000, interval: 20 }).toBe(1)
})

it('a steady stream of saves is written debounceMs after the first unsaved change, not after the last', async () => {
  vi.useFakeTimers()
  try {
    const written: number[] = []
    const queue = createSaveQueue<number>({
      debounceMs: 40,
      initialStatus: { state: 'saved' },
      describeError: describeFileError,
      write: async (doc) => {
        written.push(doc)
      }
    })
    for (let doc = 1; doc <= 12; doc++) {
      queue.save(doc)
      await vi.advanceTimersByTimeAsync(10)
    }
    // Docs saved at 0, 10, …, 110 ms. A window opens at each first unsaved change (0, 40, 80 ms)
    // and writes the latest doc when it closes: 4 at 40 ms, 8 at 80 ms, 12 at 120 ms. A timer
    // reset by every save would have written nothing yet.
    expect(written).toEqual([4, 8, 12])
    await queue.flush()
    expect(written).toEqual([4, 8, 12])
  } finally {
    vi.useRealTimers()
  }
})

it('the save queue writes the documents in order and never two at once', async () => {
  let running = 0
  let maxRunning = 0
  const written: number[] = []
  const queue = createSaveQueue<number>({
    debounceMs: 0,
    initialStatus: { state: 'saved' },
    describeError: describeFileError,
    async write(doc) {
      running += 1
      maxRunning = Math.max(maxRunning, running)
      await sleep(5)
      written.push(doc)
      running -= 1
    }
  })
  for (let doc = 1; doc <= 30; doc++) {
    queue.save(doc)
    if (doc % 3 === 0) await sleep(3)
  }
  await queue.flush()
  expect(maxRunning).toBe(1)
  expect(written.at(-1)).toBe(30)
  expect(written).toEqual([...written].sort((a, b) => a - b))
})
