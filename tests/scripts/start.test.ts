import { execFile } from 'node:child_process'
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'
import { electronBinary, noBinaryLine } from '../../scripts/start.mjs'

const run = promisify(execFile)
const folders: string[] = []
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })))
})

describe('npm start', () => {
  it('without Electron’s binary (the build machines’ case) prints one line naming the fallback, and fails', async () => {
    const env = { ...process.env }
    delete env.ELECTRON_OVERRIDE_DIST_PATH
    const failed = await run(process.execPath, ['scripts/start.mjs'], { env }).then(
      () => null,
      (error: { code: number; stdout: string; stderr: string }) => error
    )
    expect(failed?.code).toBe(1)
    expect(failed?.stderr).toBe(`${noBinaryLine}\n`)
    expect(failed?.stdout).toBe('')
    expect(noBinaryLine).toBe("Electron's binary is not installed: run `npm run serve` (see README)")
  })

  it('finds the binary where the electron package says it is, and none when that file is missing', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'overseer-start-'))
    folders.push(folder)
    const load = (path: string) => () => path
    expect(electronBinary(load(join(folder, 'electron')) as unknown as NodeJS.Require)).toBeNull()
    await writeFile(join(folder, 'electron'), '#!/bin/sh\n')
    await chmod(join(folder, 'electron'), 0o755)
    expect(electronBinary(load(join(folder, 'electron')) as unknown as NodeJS.Require)).toBe(join(folder, 'electron'))
    const throwing = (() => {
      throw new Error('Electron failed to install correctly, please delete node_modules/electron and try installing again')
    }) as unknown as NodeJS.Require
    expect(electronBinary(throwing)).toBeNull()
  })
})
