// `npm run serve`: builds only when out/ is older than what it is built from, then starts the web host.
// A mid-session restart on a current build starts at once instead of rebuilding (tens of seconds).
import { spawnSync, spawn } from 'node:child_process'
import { readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'

/** What the web host's build is made from: the folders and files whose change makes out/ stale. */
export const buildInputs = ['src', 'machines', 'data', 'package.json', 'package-lock.json', 'electron.vite.config.ts', 'svelte.config.js', 'tsconfig.json', 'tsconfig.base.json', 'tsconfig.node.json', 'tsconfig.web.json', 'scripts/build-node.mjs']
/** What the web host runs: a build missing either is no build. */
export const buildOutputs = ['out/node', 'out/renderer']

/** Every file's modification time under a path (a file, or a folder walked whole); none when it does not exist. */
function times(path) {
  let stat
  try {
    stat = statSync(path)
  } catch {
    return []
  }
  if (!stat.isDirectory()) return [stat.mtimeMs]
  return readdirSync(path).flatMap((name) => times(join(path, name)))
}

/**
 * Why out/ must be built again, or null when it is current: an output folder missing or empty, or an
 * input changed after the oldest output file was written.
 */
export function staleness(root = process.cwd()) {
  let oldestOutput = Infinity
  for (const output of buildOutputs) {
    const written = times(resolve(root, output))
    if (written.length === 0) return `${output} is missing`
    oldestOutput = Math.min(oldestOutput, ...written)
  }
  for (const input of buildInputs) {
    const newest = Math.max(-Infinity, ...times(resolve(root, input)))
    if (newest > oldestOutput) return `${input} changed after the last build`
  }
  return null
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const why = staleness()
  if (why) {
    console.log(`building: ${why}`)
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
    const built = spawnSync(npm, ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' })
    if (built.status !== 0) process.exit(built.status ?? 1)
  } else console.log('out/ is current: starting without a build')
  const child = spawn(process.execPath, ['out/node/serve.mjs', ...process.argv.slice(2)], { stdio: 'inherit' })
  // Ctrl+C reaches the host too (it saves first); this process only waits for it.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
  child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)))
}
