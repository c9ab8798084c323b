import { afterAll, beforeAll, expect, it } from 'vitest'
import { connect as tcpConnect, type Socket } from 'node:net'
import { join } from 'node:path'
import { CampaignEngine } from '@machines/campaign/engine'
import type { HostState } from '../../../src/shared/contract'
import { hpOf, readCampaignFile, tempFolder } from '../helpers'
import { connect, type Connection } from '../socket-client'
import { bundleFixture } from '../bundle-fixture'
import { startChildHost, staticFolder, type ChildHost } from './child-host'

// A local process with no token floods both listeners with idle connections while the host runs under
// a 1,024-descriptor limit. The host must go on answering the GM and saving (it used to run out of
// descriptors, fail every command and then throw from the autosave timer).

const flood = 1100
let child: ChildHost
let cleanup: () => Promise<void>
let removeBundle: () => Promise<void>
const held: Socket[] = []

beforeAll(async () => {
  const temp = await tempFolder('flood')
  cleanup = temp.cleanup
  const fixture = await bundleFixture(join(import.meta.dirname, 'fixtures', 'served-host.ts'))
  removeBundle = fixture.remove
  child = await startChildHost(fixture.bundle, join(temp.dir, 'data'), await staticFolder(join(temp.dir, 'static')), ['prlimit', '--nofile=1024:1024'])
}, 30_000)

afterAll(async () => {
  for (const socket of held.splice(0)) socket.destroy()
  child?.proc.kill('SIGKILL')
  await removeBundle?.()
  await cleanup?.()
})

/** Opens `count` TCP connections that send nothing, a hundred at a time; resolves once all have connected or been refused. */
async function floodPort(port: number, count: number): Promise<void> {
  for (let start = 0; start < count; start += 100) {
    await Promise.all(
      Array.from({ length: Math.min(100, count - start) }, () =>
        new Promise<void>((resolve) => {
          const socket = tcpConnect({ host: '127.0.0.1', port }, () => resolve())
          socket.on('error', () => resolve())
          socket.on('close', () => resolve())
          held.push(socket)
        })
      )
    )
  }
}

async function gmSocket(): Promise<Extract<Connection, { ok: true }>> {
  const gm = await connect(`ws://127.0.0.1:${child.port}/ws/gm?token=${child.token}`)
  if (!gm.ok) throw new Error(`the GM socket was refused with ${gm.status}`)
  return gm
}

it(`${flood} idle connections to the players' door and ${flood} to the GM listener under a 1,024-descriptor limit: the host answers and saves`, { timeout: 90_000 }, async () => {
  const gm = await gmSocket()
  gm.ws.send(JSON.stringify({ id: 1, method: 'setPlayersJoin', args: [{ on: true, address: '127.0.0.1' }] }))
  expect((await gm.inbox.answer(1)).json.result).toEqual({ ok: true })
  gm.ws.send(JSON.stringify({ id: 2, method: 'state', args: [] }))
  const before = (await gm.inbox.answer(2)).json.result as HostState
  const doorPort = before.players.port
  expect(doorPort).toBeGreaterThan(0)

  await floodPort(doorPort!, flood)
  await floodPort(child.port, flood)

  // The socket opened before the flood is served, and so is one opened during it.
  const hp = hpOf(before, 'saber') - 1
  gm.ws.send(JSON.stringify({ id: 3, method: 'dispatch', args: [{ type: 'actor.adjust', actor: 'saber', hp: -1 }] }))
  expect((await gm.inbox.answer(3, 10_000)).json.result).toEqual({ ok: true })
  const fresh = await gmSocket()
  fresh.ws.send(JSON.stringify({ id: 4, method: 'state', args: [] }))
  const state = (await fresh.inbox.answer(4, 10_000)).json.result as HostState
  expect(hpOf(state, 'saber')).toBe(hp)
  expect(state.players.on).toBe(true)

  // The autosave timer ran (it used to throw EMFILE from the players' status) and the file has the change.
  await expect.poll(() => savedHp(state.path!), { timeout: 10_000 }).toBe(hp)
  expect(child.proc.exitCode).toBeNull()
  gm.ws.terminate()
  fresh.ws.terminate()
})

/** The saber's hp in the saved file, replayed as the host would open it. */
async function savedHp(path: string): Promise<number> {
  const doc = await readCampaignFile(path)
  const engine = new CampaignEngine(doc, () => 0.5)
  return hpOf({ gm: { context: engine.current.context } } as never, 'saber')
}
