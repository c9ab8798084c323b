import { join, resolve } from 'node:path'
import { homedir } from 'node:os'
import { OverseerHost } from '../host'
import { startWebHost } from './server'

// `npm run serve`: the same host as the app, over HTTP + WebSocket on 127.0.0.1.
// OVERSEER_DATA picks the data folder; PORT the port (default 5177); OVERSEER_TOKEN a fixed token;
// OVERSEER_STATIC the built renderer (default out/renderer, from the project folder).
const dataDir = process.env.OVERSEER_DATA ?? join(homedir(), '.overseer')
const host = new OverseerHost({ dataDir })
await host.start()
const web = await startWebHost({
  host,
  staticDir: resolve(process.env.OVERSEER_STATIC ?? 'out/renderer'),
  port: Number(process.env.PORT ?? 5177),
  token: process.env.OVERSEER_TOKEN
})
console.log(`Overseer web host (data: ${dataDir})`)
console.log(`  GM panel: ${web.gmUrl}`)
console.log(`  Board:    ${web.boardUrl}`)

let stopping = false
const stop = async (): Promise<void> => {
  if (stopping) return
  stopping = true
  await web.close()
  const saved = await host.shutdown()
  if (!saved.ok) console.error(`Overseer: the last save failed: ${saved.error}`)
  process.exit(saved.ok ? 0 : 1)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
