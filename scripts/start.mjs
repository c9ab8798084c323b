// `npm start`: electron-vite's development mode, when Electron's binary is installed. On a machine
// where its download failed (electron's postinstall: getaddrinfo ENOTFOUND) it says so in one line
// and names the fallback, instead of electron-vite's stack trace.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, resolve } from 'node:path'

/** The one line `npm start` prints when Electron's binary is not installed. */
export const noBinaryLine = "Electron's binary is not installed: run `npm run serve` (see README)"

/** The path of Electron's binary when it is installed, else null (the electron package throws without it). */
export function electronBinary(load = createRequire(import.meta.url)) {
  try {
    const path = load('electron')
    return typeof path === 'string' && existsSync(path) ? path : null
  } catch {
    return null
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  if (!electronBinary()) {
    console.error(noBinaryLine)
    process.exit(1)
  }
  // The package exports no bin path: find its folder by its package.json.
  const cli = resolve(dirname(createRequire(import.meta.url).resolve('electron-vite/package.json')), 'bin', 'electron-vite.js')
  const child = spawn(process.execPath, [cli, 'dev', ...process.argv.slice(2)], { stdio: 'inherit' })
  child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)))
}
