import { readFile, stat, truncate, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  createCampaignFile,
  openBackup,
  openCampaignFile,
  restoreBackup,
  type CampaignStore
} from '../../../src/host/store/campaign-store'
import type { SaveStatus } from '../../../src/host/store/save-queue'
import { fileTimestamp } from '../../../src/host/store/backups'
import { inKorean } from '../../../src/shared/message'
import {
  counterDoc,
  createOptions,
  namesIn,
  readJson,
  serializeCounter,
  storeOptions,
  tempFolder,
  type CounterDoc
} from './helpers'

let dir: string
let cleanup: () => Promise<void>
let file: string
const open: CampaignStore<CounterDoc>[] = []

beforeEach(async () => {
  ;({ dir, cleanup } = await tempFolder())
  file = join(dir, 'campaign.json')
})
afterEach(async () => {
  await Promise.all(open.splice(0).map((store) => store.close()))
  await cleanup()
})

async function create(doc = counterDoc(0), options = createOptions()): Promise<CampaignStore<CounterDoc>> {
  const created = await createCampaignFile(file, doc, options)
  if (!created.ok) throw new Error(created.error)
  open.push(created.store)
  return created.store
}

async function reopen(options = storeOptions()): Promise<CampaignStore<CounterDoc>> {
  const opened = await openCampaignFile(file, options)
  if (!opened.ok) throw new Error(opened.error)
  open.push(opened.store)
  return opened.store
}

/** Creates the file, saves counters 1..n one write each, and closes it. */
async function fileWithSaves(n: number): Promise<void> {
  const store = await create()
  for (let counter = 1; counter <= n; counter++) {
    store.save(counterDoc(counter))
    await store.flush()
  }
  await store.close()
}

describe('round trip', () => {
  it('a created file holds its document and reopens with the last save', async () => {
    const store = await create(counterDoc(0, 'start'))
    expect(await readJson(file)).toEqual(counterDoc(0, 'start'))
    store.save(counterDoc(7, 'after seven commands'))
    expect(await store.close()).toMatchObject({ ok: true })
    const again = await reopen()
    expect(again.doc).toEqual(counterDoc(7, 'after seven commands'))
    expect(again.migratedFrom).toBeUndefined()
  })

  it('the file is written as serialize(doc), byte for byte', async () => {
    const store = await create()
    store.save(counterDoc(3, 'é ✓'))
    await store.flush()
    expect(await readFile(file, 'utf8')).toBe(serializeCounter(counterDoc(3, 'é ✓')))
  })

  it('creating a file refuses to overwrite an existing one and leaves it untouched', async () => {
    await writeFile(file, 'precious bytes')
    const created = await createCampaignFile(file, counterDoc(0), createOptions())
    expect(created).toEqual({
      ok: false,
      error: 'campaign.json already exists; choose another name or open it',
      why: { key: 'store.create.exists', params: { file: 'campaign.json' } }
    })
    expect(await readFile(file, 'utf8')).toBe('precious bytes')
    expect(await namesIn(dir)).toEqual(['campaign.json'])
  })

  it('creating a file makes its folder when the folder does not exist yet', async () => {
    file = join(dir, 'user-data', 'campaigns', 'new.json')
    await create(counterDoc(1))
    expect(await readJson(file)).toEqual(counterDoc(1))
  })

  it('onStatus reports the current state at once, then unsaved as soon as a change is queued, saving, then saved with savedAt', async () => {
    const store = await create(counterDoc(0), createOptions({ now: () => 1_700_000_000_000 }))
    const seen: SaveStatus[] = []
    store.onStatus((status) => seen.push(status))
    store.save(counterDoc(1))
    expect(store.status).toEqual({ state: 'unsaved' })
    await store.flush()
    store.save(counterDoc(2))
    // A change after a save keeps the time of the last one while it waits.
    expect(store.status).toEqual({ state: 'unsaved', savedAt: 1_700_000_000_000 })
    expect(seen).toEqual([{ state: 'saved' }, { state: 'unsaved' }, { state: 'saving' }, { state: 'saved', savedAt: 1_700_000_000_000 }, { state: 'unsaved', savedAt: 1_700_000_000_000 }])
    await store.flush()
  })

  it('save after close throws, because the lock is gone', async () => {
    const store = await create()
    await store.close()
    expect(() => store.save(counterDoc(1))).toThrow('campaign.json is closed; reopen it to save')
  })

  it('close releases the lock so the file opens again', async () => {
    const store = await create()
    await store.close()
    expect(await namesIn(dir)).toEqual(['campaign.json'])
    expect((await reopen()).doc).toEqual(counterDoc(0))
  })
})

describe('rotating backups', () => {
  it('each overwrite keeps the previous file as a backup, only the newest 5, newest first', async () => {
    await fileWithSaves(8)
    const store = await reopen()
    const backups = await store.listBackups()
    // Overwrites 1..8 backed up counters 0..7; the newest five are 7, 6, 5, 4, 3.
    expect(backups).toHaveLength(5)
    expect(await Promise.all(backups.map(async (backup) => ((await readJson(backup.path)) as CounterDoc).counter))).toEqual([
      7, 6, 5, 4, 3
    ])
    const times = backups.map((backup) => backup.time)
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(new Set(times).size).toBe(5)
    expect(await namesIn(join(dir, 'campaign.backups'))).toEqual(backups.map((backup) => backup.name).reverse())
  })

  it('backup sizes are the sizes of the backed-up files', async () => {
    await fileWithSaves(2)
    const store = await reopen()
    const backups = await store.listBackups()
    expect(backups.map((backup) => backup.size)).toEqual([
      Buffer.byteLength(serializeCounter(counterDoc(1))),
      Buffer.byteLength(serializeCounter(counterDoc(0)))
    ])
    expect(await Promise.all(backups.map(async (backup) => (await stat(backup.path)).size))).toEqual(
      backups.map((backup) => backup.size)
    )
  })

  it('keepBackups changes how many backups are kept', async () => {
    const store = await create(counterDoc(0), createOptions({ keepBackups: 2 }))
    for (let counter = 1; counter <= 4; counter++) {
      store.save(counterDoc(counter))
      await store.flush()
    }
    expect((await store.listBackups()).length).toBe(2)
  })

  it('backups are taken at most once per backupIntervalMs, the first overwrite always', async () => {
    let clock = 1_000_000
    const store = await create(counterDoc(0), createOptions({ backupIntervalMs: 60_000, now: () => clock }))
    for (const [counter, step] of [[1, 0], [2, 10_000], [3, 20_000], [4, 40_000]] as const) {
      clock += step
      store.save(counterDoc(counter))
      await store.flush()
    }
    // Backed up before save 1 (first overwrite) and before save 4 (70 s later): counters 0 and 3.
    const backups = await store.listBackups()
    expect(await Promise.all(backups.map(async (backup) => ((await readJson(backup.path)) as CounterDoc).counter))).toEqual([3, 0])
    expect(backups.map((backup) => backup.time)).toEqual([1_070_000, 1_000_000])
  })

  it('a clock set back an hour does not stop the backups for that hour, and their names stay in order', async () => {
    let clock = 5_000_000
    const store = await create(counterDoc(0), createOptions({ backupIntervalMs: 60_000, now: () => clock }))
    store.save(counterDoc(1))
    await store.flush()
    clock -= 3_600_000
    store.save(counterDoc(2))
    await store.flush()
    clock += 10_000
    store.save(counterDoc(3))
    await store.flush()
    // Backed up before save 1 and again before save 2 (the clock went back); save 3 is inside the interval.
    const backups = await store.listBackups()
    expect(await Promise.all(backups.map(async (backup) => ((await readJson(backup.path)) as CounterDoc).counter))).toEqual([1, 0])
    // Each is named by its number and the clock's time when it was taken: the later one shows the earlier time.
    expect(backups.map((backup) => [backup.seq, backup.time])).toEqual([
      [2, 1_400_000],
      [1, 5_000_000]
    ])
  })

  it('five backups saved over four minutes after the clock was set back have five distinct names, in the order taken', async () => {
    let clock = Date.UTC(2026, 11, 4, 12, 2)
    const store = await create(counterDoc(0), createOptions({ backupIntervalMs: 0, keepBackups: 5, now: () => clock }))
    const setBack = clock
    for (let save = 1; save <= 5; save++) {
      store.save(counterDoc(save))
      await store.flush()
      // The clock is set back to 12:02:00 before every save.
      clock = setBack
    }
    const backups = await store.listBackups()
    expect(new Set(backups.map((backup) => backup.name)).size).toBe(5)
    expect(await Promise.all(backups.map(async (backup) => ((await readJson(backup.path)) as CounterDoc).counter))).toEqual([4, 3, 2, 1, 0])
  })
})

describe('a file that fails to open is never written', () => {
  it('a truncated file is refused as ending early and left byte for byte untouched', async () => {
    await fileWithSaves(2)
    const { size } = await stat(file)
    await truncate(file, Math.floor(size / 2))
    const before = await readFile(file)
    const opened = await openCampaignFile(file, storeOptions())
    expect(opened.ok).toBe(false)
    if (opened.ok) return
    expect(opened.reason).toBe('not-json')
    expect(opened.error).toMatch(/^campaign\.json is not valid JSON: line \d+, column \d+: the file ends early \(truncated\?\)$/)
    expect(inKorean(opened.why)).toMatch(/^campaign\.json은 올바른 JSON이 아닙니다: \d+번째 줄, \d+번째 칸: 파일이 중간에 끝납니다 \(잘린 파일일 수 있습니다\)$/)
    expect((await readFile(file)).equals(before)).toBe(true)
    expect(await namesIn(dir)).toEqual(['campaign.backups', 'campaign.json'])
  })

  it('a hand-broken file is refused with the line and column of the mistake, untouched', async () => {
    const broken = '{\n  "format": "counter",\n  "version": 2\n  "counter": 4,\n  "note": ""\n}\n'
    await writeFile(file, broken)
    const opened = await openCampaignFile(file, storeOptions())
    expect(opened).toMatchObject({
      ok: false,
      reason: 'not-json',
      error: 'campaign.json is not valid JSON: line 4, column 3: expected "," or "}" after a property value, found "\\""'
    })
    expect(await readFile(file, 'utf8')).toBe(broken)
  })

  it('a file that is JSON but fails validation is refused with the validation problem, untouched', async () => {
    const invalid = JSON.stringify({ format: 'counter', version: 2, counter: -1, note: '' })
    await writeFile(file, invalid)
    const opened = await openCampaignFile(file, storeOptions())
    expect(opened).toMatchObject({ ok: false, reason: 'invalid' })
    if (opened.ok) return
    expect(opened.error).toMatch(/^campaign\.json is not a valid campaign file: counter: /)
    expect(await readFile(file, 'utf8')).toBe(invalid)
  })

  it('an empty file is refused as empty', async () => {
    await writeFile(file, '')
    expect(await openCampaignFile(file, storeOptions())).toMatchObject({
      ok: false,
      reason: 'not-json',
      error: 'campaign.json is empty (0 bytes)'
    })
  })

  it('a file that is not UTF-8 text is refused as not text, untouched', async () => {
    const garbage = Buffer.from([0x7b, 0xff, 0xfe, 0x00, 0x7d])
    await writeFile(file, garbage)
    expect(await openCampaignFile(file, storeOptions())).toMatchObject({
      ok: false,
      reason: 'not-json',
      error: 'campaign.json is not a text file (it is not valid UTF-8)'
    })
    expect((await readFile(file)).equals(garbage)).toBe(true)
  })

  it('a missing file is refused as missing', async () => {
    expect(await openCampaignFile(file, storeOptions())).toEqual({
      ok: false,
      reason: 'missing',
      error: 'campaign.json does not exist',
      why: { key: 'store.read.missing', params: { file: 'campaign.json' } },
      backups: []
    })
  })

  it('a refused file lists its backups newest first with time and size, and releases the lock', async () => {
    await fileWithSaves(3)
    await writeFile(file, '{ "format": "counter", ')
    const opened = await openCampaignFile(file, storeOptions())
    expect(opened.ok).toBe(false)
    if (opened.ok) return
    expect(opened.backups).toHaveLength(3)
    expect(await Promise.all(opened.backups.map(async (backup) => ((await readJson(backup.path)) as CounterDoc).counter))).toEqual([
      2, 1, 0
    ])
    expect(opened.backups.map((backup) => backup.size)).toEqual(
      [2, 1, 0].map((counter) => Buffer.byteLength(serializeCounter(counterDoc(counter))))
    )
    expect(opened.backups[0]!.time).toBeGreaterThan(opened.backups[1]!.time)
    expect(await namesIn(dir)).toEqual(['campaign.backups', 'campaign.json'])
  })

  it('a byte-order mark that a Windows editor added is accepted', async () => {
    await writeFile(file, '\uFEFF' + serializeCounter(counterDoc(5)))
    expect((await reopen()).doc).toEqual(counterDoc(5))
  })
})

describe('older versions', () => {
  const versionOne = JSON.stringify({ format: 'counter', version: 1, count: 12 })

  it('a migrated file reports migratedFrom and holds the migrated document', async () => {
    await writeFile(file, versionOne)
    const store = await reopen()
    expect(store.migratedFrom).toBe(1)
    expect(store.doc).toEqual(counterDoc(12))
  })

  it('a migrated file is not rewritten by opening or flushing, only by the first save', async () => {
    await writeFile(file, versionOne)
    const store = await reopen()
    expect(await store.flush()).toEqual({ ok: true })
    expect(await readFile(file, 'utf8')).toBe(versionOne)
    store.save(counterDoc(13))
    await store.flush()
    expect(await readJson(file)).toEqual(counterDoc(13))
  })

  it('the first save of a migrated file backs up the old version byte for byte', async () => {
    await writeFile(file, versionOne)
    const store = await reopen(storeOptions({ backupIntervalMs: 3_600_000 }))
    store.save(counterDoc(13))
    await store.flush()
    const [backup] = await store.listBackups()
    expect(await readFile(backup!.path, 'utf8')).toBe(versionOne)
  })
})

describe('restoring a backup', () => {
  it('openBackup reads and checks a backup without changing anything', async () => {
    await fileWithSaves(2)
    const store = await reopen()
    const [newest] = await store.listBackups()
    const before = await namesIn(join(dir, 'campaign.backups'))
    expect(await openBackup(newest!, { parse: storeOptions().parse })).toEqual({ ok: true, value: counterDoc(1) })
    expect(await namesIn(join(dir, 'campaign.backups'))).toEqual(before)
  })

  it('restoreBackup sets the broken file aside, never deleting it, and opens the backup', async () => {
    await fileWithSaves(2)
    await writeFile(file, '{"format": "coun')
    const refused = await openCampaignFile(file, storeOptions())
    if (refused.ok) throw new Error('the broken file opened')
    const restored = await restoreBackup(file, refused.backups[0]!, storeOptions({ now: () => Date.UTC(2024, 4, 1, 12, 30) }))
    expect(restored.ok).toBe(true)
    if (!restored.ok) return
    open.push(restored.store)
    expect(restored.setAside).toBe(join(dir, `campaign.broken-${fileTimestamp(Date.UTC(2024, 4, 1, 12, 30))}.json`))
    expect(await readFile(restored.setAside!, 'utf8')).toBe('{"format": "coun')
    expect(restored.store.doc).toEqual(counterDoc(1))
    expect(await readFile(file)).toEqual(await readFile(refused.backups[0]!.path))
  })

  it('restoreBackup names a still-valid file it replaces .replaced- rather than .broken-', async () => {
    await fileWithSaves(2)
    const [newest] = await (await reopen()).listBackups()
    await open.pop()!.close()
    const restored = await restoreBackup(file, newest!, storeOptions({ now: () => Date.UTC(2024, 4, 1, 12, 30) }))
    if (!restored.ok) throw new Error(restored.error)
    open.push(restored.store)
    expect(restored.setAside).toBe(join(dir, `campaign.replaced-${fileTimestamp(Date.UTC(2024, 4, 1, 12, 30))}.json`))
    expect(await readJson(restored.setAside!)).toEqual(counterDoc(2))
  })

  it('restoreBackup refuses a backup that is itself broken and changes nothing', async () => {
    await fileWithSaves(2)
    await writeFile(file, 'broken')
    const refused = await openCampaignFile(file, storeOptions())
    if (refused.ok) throw new Error('the broken file opened')
    await writeFile(refused.backups[0]!.path, '{}')
    const before = await namesIn(dir)
    const restored = await restoreBackup(file, refused.backups[0]!, storeOptions())
    expect(restored).toMatchObject({ ok: false, reason: 'invalid' })
    if (restored.ok) return
    expect(restored.error).toMatch(/^the backup .+\.json cannot be used: .+\.json is not a valid campaign file: /)
    expect(await namesIn(dir)).toEqual(before)
    expect(await readFile(file, 'utf8')).toBe('broken')
  })
})

describe('leftovers of a killed writer', () => {
  it('temp files beside the campaign and in its backup folder are removed on open', async () => {
    await fileWithSaves(1)
    await writeFile(join(dir, '.campaign.json.4242-7.tmp'), '{"half')
    await writeFile(join(dir, 'campaign.backups', '.2024-05-01T12-30-00.000Z.json.4242-8.tmp'), '{"half')
    await writeFile(join(dir, '.other.json.4242-9.tmp'), 'not ours')
    await reopen()
    expect(await namesIn(dir)).toEqual(['.other.json.4242-9.tmp', 'campaign.backups', 'campaign.json', 'campaign.json.lock'])
    expect((await namesIn(join(dir, 'campaign.backups'))).filter((name) => name.endsWith('.tmp'))).toEqual([])
  })
})

describe('leftovers of a writer killed between backup and pruning', () => {
  it('opening prunes the backups to the newest 5', async () => {
    await fileWithSaves(5)
    const folder = join(dir, 'campaign.backups')
    await writeFile(join(folder, '2000-01-01T00-00-00.000Z.json'), serializeCounter(counterDoc(99)))
    await writeFile(join(folder, '2000-01-02T00-00-00.000Z.json'), serializeCounter(counterDoc(98)))
    const store = await reopen()
    const backups = await store.listBackups()
    expect(backups.length).toBe(5)
    expect(backups.map((backup) => backup.name)).not.toContain('2000-01-02T00-00-00.000Z.json')
  })
})
