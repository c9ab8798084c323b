import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type WebSocket from 'ws'
import type { OverseerHost } from '../../../src/host/host'
import { startWebHost, type WebHost } from '../../../src/host/web/server'
import { requestSchema, maxRequestBytes } from '../../../src/host/web/protocol'
import { commandNames, maxImportBytes } from '../../../src/shared/contract'
import { tempFolder, testHost } from '../helpers'
import { connect, type Inbox } from '../socket-client'

const token = 'files-token-0123456789'
let cleanup: () => Promise<void>
let host: OverseerHost
let web: WebHost
let gm: { ws: WebSocket; inbox: Inbox }

beforeEach(async () => {
  const temp = await tempFolder('files-web')
  cleanup = temp.cleanup
  const staticDir = join(temp.dir, 'static')
  await mkdir(staticDir, { recursive: true })
  await writeFile(join(staticDir, 'index.html'), '<!doctype html>')
  host = testHost(join(temp.dir, 'data'))
  await host.start()
  web = await startWebHost({ host, staticDir, port: 0, token })
  const connection = await connect(`ws://127.0.0.1:${web.port}/ws/gm?token=${token}`)
  if (!connection.ok) throw new Error(`refused with ${connection.status}`)
  gm = connection
})

afterEach(async () => {
  gm.ws.terminate()
  await web.close()
  await host.shutdown()
  await cleanup()
})

async function call(id: number, method: string, args: unknown[] = []): Promise<Record<string, unknown>> {
  gm.ws.send(JSON.stringify({ id, method, args }))
  return (await gm.inbox.answer(id)).json.result as Record<string, unknown>
}

describe('files over the web host socket', () => {
  it('accepts every command of the contract, the file commands included', () => {
    for (const method of ['exportCampaign', 'importCampaign', 'startLogHere', 'listBackups', 'recordsInFile', 'importServant', 'importRecord', 'exportSessionLog', 'turnSummary']) {
      expect(commandNames).toContain(method)
      expect(requestSchema.safeParse({ id: 1, method, args: [] }).success).toBe(true)
    }
  })

  it('takes a request holding the largest import, measured as it is sent (JSON-encoded)', () => {
    expect(maxRequestBytes).toBeGreaterThan(maxImportBytes)
    expect(maxRequestBytes - maxImportBytes).toBeLessThanOrEqual(64 * 1024)
  })

  it('exports a campaign and imports it back as a new file, over the socket', async () => {
    const exported = await call(1, 'exportCampaign')
    expect(exported).toMatchObject({ ok: true, fileName: expect.stringMatching(/\.overseer$/) })
    const before = (await host.state()).path
    expect(await call(2, 'importCampaign', [exported.text])).toEqual({ ok: true })
    expect((await host.state()).path).not.toBe(before)
  })

  it('answers a bad import with its one-line reason', async () => {
    expect(await call(3, 'importCampaign', ['{"format": "something-else"}'])).toMatchObject({
      ok: false,
      error: 'not a usable campaign: format: not an Overseer campaign (expected "overseer-campaign")'
    })
  })
})
