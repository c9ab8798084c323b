import { spawn, type ChildProcess } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { createInterface } from 'node:readline'

const repoRoot = resolve(import.meta.dirname, '../../..')

/** A web host running in a child process. */
export interface ChildHost {
  proc: ChildProcess
  port: number
  token: string
  /** What the child wrote on stderr (its log). */
  stderr(): string
}

/** A static folder with the two pages the web host serves. */
export async function staticFolder(dir: string): Promise<string> {
  await mkdir(dir, { recursive: true })
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>GM</title>')
  await writeFile(join(dir, 'board.html'), '<!doctype html><title>Board</title>')
  return dir
}

/** Starts the bundled served-host fixture (optionally under `prlimit` arguments) and waits for its first line. */
export function startChildHost(bundle: string, dataDir: string, staticDir: string, prefix: string[] = []): Promise<ChildHost> {
  const command = prefix.length ? prefix[0] : process.execPath
  const args = [...(prefix.length ? [...prefix.slice(1), process.execPath] : []), bundle, dataDir, staticDir]
  const proc = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] })
  let err = ''
  proc.stderr!.on('data', (chunk) => (err += String(chunk)))
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`the child host did not start within 20 s: ${err}`)), 20_000)
    proc.once('exit', (code) => fail(new Error(`the child host exited with ${code}: ${err}`)))
    createInterface({ input: proc.stdout! }).once('line', (line) => {
      clearTimeout(timer)
      const { port, token } = JSON.parse(line) as { port: number; token: string }
      done({ proc, port, token, stderr: () => err })
    })
  })
}
