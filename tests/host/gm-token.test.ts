import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gmToken, gmTokenFileName } from '../../src/host/web/gm-token'
import { nodeFileSystem, type FileSystem } from '../../src/host/store/file-system'
import { tempFolder } from './helpers'

// The web host keeps its GM token in the data folder, so a GM tab left open survives a restart (issue 11).

let dir: string
let cleanup: () => Promise<void>

beforeEach(async () => {
  const temp = await tempFolder('gm-token')
  dir = join(temp.dir, 'data')
  cleanup = temp.cleanup
})

afterEach(async () => cleanup())

describe('the web host GM token', () => {
  it('is made once, kept in the data folder, and the same at the next start (the real file system)', async () => {
    const first = await gmToken(dir)
    expect(first).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/), source: 'new' })
    expect((await readFile(join(dir, gmTokenFileName), 'utf8')).trim()).toBe(first.token)
    expect(await gmToken(dir)).toEqual({ token: first.token, source: 'kept' })
  })

  it('OVERSEER_TOKEN overrides the kept token and leaves it as it is', async () => {
    const kept = await gmToken(dir)
    expect(await gmToken(dir, { environment: 'from-the-environment-123' })).toEqual({ token: 'from-the-environment-123', source: 'environment' })
    expect(await gmToken(dir)).toEqual({ token: kept.token, source: 'kept' })
  })

  it('replaces a damaged or hand-shortened token file with a new strong token', async () => {
    await mkdir(dir, { recursive: true })
    await writeFile(join(dir, gmTokenFileName), 'abc\n')
    const replaced = await gmToken(dir)
    expect(replaced.source).toBe('new')
    expect(replaced.token).not.toBe('abc')
    expect(await gmToken(dir)).toEqual({ token: replaced.token, source: 'kept' })
  })

  it('still gives a token when the data folder cannot be written, and says it will not be kept', async () => {
    const full: FileSystem = {
      ...nodeFileSystem,
      writeFile: async () => {
        throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' })
      }
    }
    const token = await gmToken(dir, { fs: full })
    expect(token.source).toBe('new')
    expect(token.token).toMatch(/^[A-Za-z0-9_-]{24}$/)
    expect(token.unsaved).toMatch(/disk is full|space/i)
  })

  it('still gives a token when the kept file cannot be read', async () => {
    await gmToken(dir)
    const unreadable: FileSystem = {
      ...nodeFileSystem,
      readFile: async () => {
        throw Object.assign(new Error('permission denied'), { code: 'EACCES' })
      }
    }
    const token = await gmToken(dir, { fs: unreadable })
    expect(token).toMatchObject({ source: 'new', unsaved: expect.any(String) })
  })
})
