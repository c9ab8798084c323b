import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { openRecentList, recentFileName } from '../../../src/host/store/recent'
import { tempFolder } from './helpers'

let dir: string
let cleanup: () => Promise<void>
let clock: number

beforeEach(async () => {
  ;({ dir, cleanup } = await tempFolder())
  clock = 1_000
})
afterEach(() => cleanup())

const recent = () => openRecentList(join(dir, 'user-data'), { now: () => (clock += 1) })

it('a missing list reads as empty', async () => {
  expect(await recent().list()).toEqual([])
})

it('added campaigns come back most recent first, with title and time', async () => {
  const list = recent()
  await list.add('/games/fuyuki.json', 'Fuyuki 2004')
  await list.add('/games/tokyo.json')
  expect(await recent().list()).toEqual([
    { path: '/games/tokyo.json', openedAt: 1_002 },
    { path: '/games/fuyuki.json', title: 'Fuyuki 2004', openedAt: 1_001 }
  ])
})

it('opening a campaign again moves it to the top instead of listing it twice', async () => {
  const list = recent()
  await list.add('/games/a.json')
  await list.add('/games/b.json')
  await list.add('/games/./a.json', 'A again')
  expect((await list.list()).map((entry) => [entry.path, entry.title])).toEqual([
    ['/games/./a.json', 'A again'],
    ['/games/b.json', undefined]
  ])
})

it('the list keeps the 10 most recent campaigns', async () => {
  const list = recent()
  for (let n = 1; n <= 12; n++) await list.add(`/games/${n}.json`)
  const paths = (await list.list()).map((entry) => entry.path)
  expect(paths).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((n) => `/games/${n}.json`))
})

it('quick adds one after another lose no entry', async () => {
  const list = recent()
  await Promise.all(['/a.json', '/b.json', '/c.json'].map((path) => list.add(path)))
  expect((await list.list()).map((entry) => entry.path)).toEqual(['/c.json', '/b.json', '/a.json'])
})

it('remove drops a campaign from the list', async () => {
  const list = recent()
  await list.add('/games/a.json')
  await list.add('/games/b.json')
  expect((await list.remove('/games/a.json')).map((entry) => entry.path)).toEqual(['/games/b.json'])
})

it('a broken list file reads as empty and is replaced by the next add, not an error', async () => {
  const list = recent()
  await list.add('/games/a.json')
  const file = join(dir, 'user-data', recentFileName)
  await writeFile(file, '{"format": "overseer-recent", "version": 1, "campaigns": [{"path": 4}]}')
  expect(await list.list()).toEqual([])
  await list.add('/games/b.json')
  expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({
    format: 'overseer-recent',
    version: 1,
    campaigns: [{ path: '/games/b.json', openedAt: 1_002 }]
  })
})

it('a list file that is not JSON reads as empty', async () => {
  await recent().add('/games/a.json')
  await writeFile(join(dir, 'user-data', recentFileName), 'garbage')
  expect(await recent().list()).toEqual([])
})
