import { afterEach, beforeEach, expect, it } from 'vitest'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { connect, type Socket } from 'node:net'
import type { OverseerHost } from '../../src/host/host'
import { startWebHost, type WebHost } from '../../src/host/web/server'
import { tempFolder, testHost } from './helpers'

// Closing the web host comes before the last save (`npm run serve`'s Ctrl+C): nothing a local process holds open
// may keep it waiting. Before, close() waited on such connections (up to Node's 60 s header timeout and beyond), and
// the e2e host restart once hung the same way on a connection Chromium had opened.

let cleanup: () => Promise<void>
let host: OverseerHost
let web: WebHost

beforeEach(async () => {
  const temp = await tempFolder('web-close')
  cleanup = temp.cleanup
  const staticDir = join(temp.dir, 'static')
  await mkdir(staticDir, { recursive: true })
  await writeFile(join(staticDir, 'board.html'), '<!doctype html><title>Board</title>')
  host = testHost(join(temp.dir, 'data'))
  await host.start()
  web = await startWebHost({ host, staticDir, port: 0, token: 'close-token-0123456789' })
})

afterEach(async () => {
  await host.shutdown()
  await cleanup()
})

/** A raw connection that has sent `bytes` and says when the host hangs up on it. */
function rawConnection(bytes: string): Promise<{ socket: Socket; ended: Promise<void> }> {
  return new Promise((opened) => {
    const socket = connect(web.port, '127.0.0.1', () => {
      socket.write(bytes)
      opened({ socket, ended: new Promise((done) => socket.once('close', () => done())) })
    })
    socket.on('error', () => undefined)
  })
}

it('a connection that sent nothing, a request sent halfway and an unread answer do not hold the close', async () => {
  // A browser's speculative connection sends nothing until it needs it.
  const silent = await rawConnection('')
  const half = await rawConnection(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${web.port}\r\n`)
  const unread = await rawConnection(`GET /board HTTP/1.1\r\nHost: 127.0.0.1:${web.port}\r\n\r\n`)
  unread.socket.pause()
  await web.close()
  await Promise.all([silent.ended, half.ended, unread.ended])
  for (const connection of [silent, half, unread]) expect(connection.socket.destroyed).toBe(true)
})
