// Loads a packed out/main/index.js under plain node with the stand-in `electron` (hooks.mjs), waits
// until its start-up asks for app.whenReady or fails, and prints what happened as one JSON line.
import { register } from 'node:module'
import { pathToFileURL } from 'node:url'
import { MessageChannel } from 'node:worker_threads'

const [mainFile] = process.argv.slice(2)
const standIn = new URL('./electron.mjs', import.meta.url).href
const { port1, port2 } = new MessageChannel()
const loaded = []
let flushed = () => undefined
port1.on('message', (message) => (message.flushed ? flushed() : loaded.push(message.url)))
register(new URL('./hooks.mjs', import.meta.url), { data: { port: port2, standIn }, transferList: [port2] })

const { standInCalls, reachedWhenReady } = await import(standIn)
const describe = (error) => ({ code: error?.code ?? null, message: String(error?.message ?? error) })
let failure = null
const failed = new Promise((resolve) => {
  process.on('unhandledRejection', (error) => resolve((failure ??= { ...describe(error), unhandledRejection: true })))
  process.on('uncaughtException', (error) => resolve((failure ??= describe(error))))
})
// Not awaited alone: a main that awaits app.whenReady at its top level never finishes loading here.
const loading = import(pathToFileURL(mainFile).href)
const linkFailed = loading.then(
  () => new Promise(() => undefined),
  (error) => (failure ??= describe(error))
)
await Promise.race([reachedWhenReady, failed, linkFailed])
await new Promise((resolve) => {
  flushed = resolve
  port1.postMessage('flush')
})
console.log(JSON.stringify({ calls: standInCalls, loaded, failure }))
process.exit(0)
