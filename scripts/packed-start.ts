// Whether the packed main process starts: out/main/index.js of an extracted app.asar, loaded under
// plain node with a stand-in answering `electron` only (scripts/packed-start/), must link and run
// its start-up as far as Electron lets it before the app is ready.
import { execFileSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

/** What loading the packed main showed: what it asked of Electron, which modules node loaded, and why it stopped short (null: it did not). */
export interface PackedStart {
  calls: string[]
  /** The modules node resolved, relative to the app folder (node: built-ins as they are). */
  loaded: string[]
  failure: { code: string | null; message: string; unhandledRejection?: boolean } | null
}

const probe = fileURLToPath(new URL('./packed-start/probe.mjs', import.meta.url))

/** Loads `out/main/index.js` of the extracted app in `appFolder` under node, with the stand-in electron. */
export async function startPackedMain(appFolder: string): Promise<PackedStart> {
  const appData = await mkdtemp(join(tmpdir(), 'overseer-packed-start-'))
  try {
    const env: NodeJS.ProcessEnv = { ...process.env, OVERSEER_STAND_IN_APP_DATA: appData }
    // The production paths: the default data folder, pages from the packed renderer.
    delete env.OVERSEER_DATA
    delete env.ELECTRON_RENDERER_URL
    delete env.NODE_OPTIONS
    const printed = execFileSync(process.execPath, [probe, join(appFolder, 'out', 'main', 'index.js')], { cwd: appFolder, env, encoding: 'utf8', timeout: 60_000 })
    const result = JSON.parse(printed.trim().split('\n').at(-1)!) as PackedStart
    const inApp = (url: string): string => (url.startsWith('file:') ? relative(appFolder, fileURLToPath(url)).replace(/\\/g, '/') : url)
    return { ...result, loaded: result.loaded.map(inApp) }
  } finally {
    await rm(appData, { recursive: true, force: true })
  }
}
