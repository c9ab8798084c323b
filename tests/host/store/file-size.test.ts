import { afterEach, beforeEach, expect, it } from 'vitest'
import { open, readdir, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { OverseerHost } from '../../../src/host/host'
import { nodeFileSystem, type FileSystem } from '../../../src/host/store/file-system'
import { maxCampaignFileBytes } from '../../../src/host/store/read-document'
import { inEnglish, inKorean } from '../../../src/shared/message'
import { tempFolder } from '../helpers'

// `open` had no size cap: a 200 MB file was read whole before being refused (issue 13).

let dir: string
let cleanup: () => Promise<void>

beforeEach(async () => {
  const temp = await tempFolder('file-size')
  dir = temp.dir
  cleanup = temp.cleanup
})

afterEach(async () => cleanup())

it('refuses a 200 MB file before reading a byte of it, names its size in both languages, and leaves it untouched', async () => {
  const path = join(dir, 'huge.overseer.json')
  // Sparse: 200 MB long, no disk used.
  const handle = await open(path, 'w')
  await handle.truncate(200 * 1024 * 1024)
  await handle.close()
  expect(maxCampaignFileBytes).toBeLessThan(200 * 1024 * 1024)
  let reads = 0
  const fs: FileSystem = {
    ...nodeFileSystem,
    readFile: async (file) => {
      if (file === path) reads++
      return nodeFileSystem.readFile(file)
    }
  }
  const host = new OverseerHost({ dataDir: join(dir, 'data'), debounceMs: 0, fs })
  // The GM picked it in the recent list, as a host would have it.
  await fs.mkdir(join(dir, 'data'))
  const before = await stat(path)
  const opened = await openThroughRecent(host, path)
  expect(opened).toMatchObject({ ok: false, error: 'huge.overseer.json is too large for a campaign file (200.0 MB; at most 128.0 MB); it was not read' })
  expect(reads).toBe(0)
  const state = await host.state()
  expect(inEnglish(state.openFailure!.why)).toBe('huge.overseer.json is too large for a campaign file (200.0 MB; at most 128.0 MB); it was not read')
  expect(inKorean(state.openFailure!.why)).toBe('huge.overseer.json: 캠페인 파일로 보기에는 너무 큽니다 (200.0 MB; 최대 128.0 MB). 읽지 않았습니다')
  const after = await stat(path)
  expect([after.size, after.mtimeMs]).toEqual([before.size, before.mtimeMs])
  // Nothing was written beside it either: no lock left, no backups folder.
  expect(await readdir(dir)).toEqual(['data', 'huge.overseer.json'])
  await host.shutdown()
})

/** Opens `path` as the GM would from the recent list (the host may limit open to files the GM chose). */
async function openThroughRecent(host: OverseerHost, path: string): Promise<{ ok: boolean; error?: string }> {
  const allow = (host as unknown as { allowPickedFile?: (p: string) => void }).allowPickedFile
  allow?.call(host, path)
  return host.open(path)
}
