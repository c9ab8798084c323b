import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { logFileName, openAppLog, rotatedLogName } from '../../src/host/app-log'

const folders: string[] = []
afterEach(async () => {
  vi.restoreAllMocks()
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })))
})

async function logsFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'overseer-app-log-'))
  folders.push(folder)
  return join(folder, 'logs')
}

const quiet = { error: () => undefined }

describe('the app log file', () => {
  it('appends one stamped line per entry, making its folder, a message’s line breaks kept inside its line', async () => {
    const folder = await logsFolder()
    const log = openAppLog({ folder, now: () => Date.UTC(2026, 11, 4, 19, 30), echo: quiet })
    log.info('Overseer 0.1.0 starts')
    log.error('a campaign did not open: x.json: the file is not JSON\nat line 3')
    expect(await readFile(join(folder, logFileName), 'utf8')).toBe(
      '2026-12-04T19:30:00.000Z INFO Overseer 0.1.0 starts\n2026-12-04T19:30:00.000Z ERROR a campaign did not open: x.json: the file is not JSON\\nat line 3\n'
    )
    expect(log.folder).toBe(folder)
  })

  it('rotates before a file passes its size and keeps only the newest files: the logs stay bounded', async () => {
    const folder = await logsFolder()
    const log = openAppLog({ folder, maxBytes: 200, keep: 2, now: () => 0, echo: quiet })
    for (let n = 0; n < 40; n++) log.warn(`entry ${String(n).padStart(2, '0')} ${'x'.repeat(30)}`)
    const files = (await readdir(folder)).sort()
    expect(files).toEqual([rotatedLogName(1), rotatedLogName(2), logFileName].sort())
    for (const file of files) expect((await readFile(join(folder, file))).length).toBeLessThanOrEqual(200)
    // The newest entry is in the current file, the ones before it in overseer.1.log, then overseer.2.log.
    expect(await readFile(join(folder, logFileName), 'utf8')).toContain('entry 39')
    const older = await readFile(join(folder, rotatedLogName(1)), 'utf8')
    const oldest = await readFile(join(folder, rotatedLogName(2)), 'utf8')
    expect(Number(/entry (\d+)/.exec(oldest)![1])).toBeLessThan(Number(/entry (\d+)/.exec(older)![1]))
  })

  it('picks up the size of a log an earlier session left, and caps a huge line', async () => {
    const folder = await logsFolder()
    openAppLog({ folder, echo: quiet }).info('first session')
    await writeFile(join(folder, logFileName), 'y'.repeat(150))
    const log = openAppLog({ folder, maxBytes: 200, echo: quiet })
    log.info('second session, which does not fit beside the first')
    expect(await readFile(join(folder, rotatedLogName(1)), 'utf8')).toBe('y'.repeat(150))
    log.info('z'.repeat(10_000))
    expect((await readFile(join(folder, logFileName), 'utf8')).split('\n')[1]!.length).toBeLessThan(4100)
  })

  it('never throws when the folder cannot be written, and says so where the host’s errors go', async () => {
    const folder = await logsFolder()
    await writeFile(join(folder, '..', 'blocked'), 'a file where a folder would be')
    const said: string[] = []
    const log = openAppLog({ folder: join(folder, '..', 'blocked', 'logs'), echo: { error: (line) => said.push(line) } })
    expect(() => log.error('the save failed')).not.toThrow()
    expect(said[0]).toMatch(/could not be written/)
    expect(said[1]).toBe('the save failed')
  })

  it('by default stamps with the system clock and echoes warnings and errors on stderr', async () => {
    const folder = await logsFolder()
    const stderr = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const before = Date.now()
    const log = openAppLog({ folder })
    log.info('only in the file')
    log.error('in the file and on stderr')
    const stamp = Date.parse((await readFile(join(folder, logFileName), 'utf8')).split(' ')[0]!)
    expect(stamp).toBeGreaterThanOrEqual(before)
    expect(stamp).toBeLessThanOrEqual(Date.now())
    expect(stderr.mock.calls).toEqual([['Overseer: in the file and on stderr']])
  })
})
