import { spawn, type ChildProcess } from 'node:child_process'
import { resolve } from 'node:path'

/** The web host as `npm run serve` starts it (built by `npm run build`). */
export const serveScript = resolve('out/node/serve.mjs')

/** A web host running in its own process, as a GM starts it. */
export interface Served {
  child: ChildProcess
  gmUrl: string
  port: number
  output: string
}

/** Starts the web host on a data folder and waits for the addresses it prints (bounded: 30 s). */
export async function serve(dataDir: string, port: number): Promise<Served> {
  const child = spawn(process.execPath, [serveScript], {
    env: { ...process.env, OVERSEER_DATA: dataDir, PORT: String(port), OVERSEER_TOKEN: '' },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let output = ''
  return new Promise<Served>((done, failed) => {
    const timer = setTimeout(() => failed(new Error(`the web host printed no address in 30 s:\n${output}`)), 30_000)
    const read = (chunk: Buffer): void => {
      output += chunk.toString()
      const gm = /GM panel: (http:\/\/127\.0\.0\.1:(\d+)\/\?token=\S+)/.exec(output)
      if (gm && /GM token/.test(output)) {
        clearTimeout(timer)
        done({ child, gmUrl: gm[1]!, port: Number(gm[2]), output })
      }
    }
    child.stdout!.on('data', read)
    child.stderr!.on('data', read)
    child.once('exit', (code) => failed(new Error(`the web host stopped (${code}):\n${output}`)))
  })
}

/** Stops the web host the way Ctrl+C does (it saves first) and waits for it to end (bounded: 20 s, then it fails). */
export async function stop(served: Served): Promise<void> {
  if (served.child.exitCode !== null) return
  const ended = new Promise((done) => served.child.once('exit', done))
  served.child.kill('SIGTERM')
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<'late'>((done) => (timer = setTimeout(() => done('late'), 20_000)))
  const outcome = await Promise.race([ended, late])
  clearTimeout(timer)
  if (outcome !== 'late') return
  served.child.kill('SIGKILL')
  await ended
  throw new Error(`the web host did not stop within 20 s of SIGTERM (Ctrl+C); it was killed:\n${served.output}`)
}
