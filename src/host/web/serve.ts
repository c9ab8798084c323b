import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { homedir } from 'node:os'
import { OverseerHost } from '../host'
import { defaultDataFolder } from '../data-folder'
import { startWebHost } from './server'
import { gmToken, gmTokenFileName } from './gm-token'

// `npm run serve`: the same host as the app, over HTTP + WebSocket on 127.0.0.1.
// OVERSEER_DATA picks the data folder (default: the desktop app's); PORT the port (default 5177);
// OVERSEER_TOKEN a fixed token (else the one kept in the data folder); OVERSEER_STATIC the built
// renderer (default out/renderer, from the project folder).
const dataDir = defaultDataFolder()
const host = new OverseerHost({ dataDir })
await host.start()
const token = await gmToken(dataDir, { environment: process.env.OVERSEER_TOKEN })
const web = await startWebHost({
  host,
  staticDir: resolve(process.env.OVERSEER_STATIC ?? 'out/renderer'),
  port: Number(process.env.PORT ?? 5177),
  token: token.token,
  players: { keeping: { dataDir } }
})
const tokenNote = {
  environment: 'GM token from OVERSEER_TOKEN',
  kept: `GM token kept in ${join(dataDir, gmTokenFileName)}: open GM tabs survive a restart`,
  new: `new GM token, kept in ${join(dataDir, gmTokenFileName)} for the next start`
}[token.source]
console.log(`Overseer web host (data: ${dataDir})`)
console.log(`  GM panel: ${web.gmUrl}`)
console.log(`  Board:    ${web.boardUrl}`)
console.log(token.unsaved ? `  New GM token, not kept (${token.unsaved}): it changes at the next start` : `  ${tokenNote}`)
// Before the web host shared the desktop app's folder it kept campaigns in ~/.overseer; say how to reach them.
const formerFolder = join(homedir(), '.overseer')
if (!process.env.OVERSEER_DATA && existsSync(join(formerFolder, 'campaigns'))) {
  console.log(`  Campaigns of an earlier web host are in ${formerFolder}: start it with OVERSEER_DATA=${formerFolder} to open them.`)
}

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
