import { afterEach, describe, expect, it } from 'vitest'
import { mkdtemp, readdir, rm, writeFile, mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { exportFileName, logFileName } from '../../../src/host/files/file-names'
import { fileTimestamp, listBackups, takeBackup } from '../../../src/host/store/backups'
import { nodeFileSystem } from '../../../src/host/store/file-system'

// Node reads TZ again whenever it is set, so a test can be a GM in Seoul (UTC+9) or St. John's (UTC−3:30).
const machineZone = process.env.TZ
afterEach(() => {
  if (machineZone === undefined) delete process.env.TZ
  else process.env.TZ = machineZone
})

const seoulMorning = Date.parse('2026-11-29T23:30:00.123Z') // 08:30 on 30 November in Seoul

describe('file names in the GM’s local time (issue 14)', () => {
  it('a Korean GM’s export and log at 08:30 are named 08-30 that day, not 23-30 the day before', () => {
    process.env.TZ = 'Asia/Seoul'
    expect(exportFileName('Seorin Grail War', seoulMorning)).toBe('Seorin-Grail-War-2026-11-30-08-30.overseer')
    expect(logFileName('Seorin Grail War', 'public', 'ko', seoulMorning)).toBe('Seorin-Grail-War-log-public-ko-2026-11-30-08-30.md')
  })

  it('a backup is named in local time with its offset, and read back as the same instant', async () => {
    process.env.TZ = 'Asia/Seoul'
    expect(fileTimestamp(seoulMorning)).toBe('2026-11-30T08-30-00.123+09-00')
    process.env.TZ = 'America/St_Johns'
    expect(fileTimestamp(seoulMorning)).toBe('2026-11-29T20-00-00.123-03-30')
    process.env.TZ = 'UTC'
    expect(fileTimestamp(seoulMorning)).toBe('2026-11-29T23-30-00.123+00-00')

    process.env.TZ = 'Asia/Seoul'
    const dir = await mkdtemp(join(tmpdir(), 'overseer-names-'))
    try {
      const file = join(dir, 'campaign.json')
      await writeFile(file, '{"a":1}')
      // A backup from before local names (UTC, `Z`) is still listed, in time order with the new ones.
      await mkdir(join(dir, 'campaign.backups'))
      await writeFile(join(dir, 'campaign.backups', '2026-11-29T10-00-00.000Z.json'), '{"a":0}')
      const taken = await takeBackup(file, nodeFileSystem, { keep: 5, now: seoulMorning })
      expect(taken?.name).toBe('000001-2026-11-30T08-30-00.123+09-00.json')
      const listed = await listBackups(file, nodeFileSystem)
      expect(listed.map((b) => [b.name, b.time])).toEqual([
        ['000001-2026-11-30T08-30-00.123+09-00.json', seoulMorning],
        ['2026-11-29T10-00-00.000Z.json', Date.parse('2026-11-29T10:00:00.000Z')]
      ])
      expect((await readdir(join(dir, 'campaign.backups'))).sort()).toHaveLength(2)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
