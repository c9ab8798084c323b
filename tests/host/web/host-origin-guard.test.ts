import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { hostOriginGuard } from '../../../src/host/web/host-origin-guard'

const request = (headers: Record<string, string>): IncomingMessage => ({ headers }) as unknown as IncomingMessage

describe('the Host / Origin guard both listeners share (the GM’s web host, the players’ door)', () => {
  const guard = hostOriginGuard(() => ['127.0.0.1:5173', 'localhost:5173'])

  it('lets in a request whose Host is one of the listener’s names', () => {
    expect(guard.hostAllowed(request({ host: '127.0.0.1:5173' }))).toBe(true)
    expect(guard.hostAllowed(request({ host: 'localhost:5173' }))).toBe(true)
  })

  it('refuses a foreign Host (DNS rebinding), another port, or none at all', () => {
    expect(guard.hostAllowed(request({ host: 'evil.example:5173' }))).toBe(false)
    expect(guard.hostAllowed(request({ host: '127.0.0.1:80' }))).toBe(false)
    expect(guard.hostAllowed(request({ host: '127.0.0.1' }))).toBe(false)
    expect(guard.hostAllowed(request({}))).toBe(false)
  })

  it('lets in a request without an Origin (no page made it) and a page served by the listener itself', () => {
    expect(guard.originAllowed(request({}))).toBe(true)
    expect(guard.originAllowed(request({ origin: 'http://127.0.0.1:5173' }))).toBe(true)
    expect(guard.originAllowed(request({ origin: 'http://localhost:5173' }))).toBe(true)
  })

  it('refuses a page from another site, another scheme or another port driving the sockets', () => {
    expect(guard.originAllowed(request({ origin: 'http://evil.example' }))).toBe(false)
    expect(guard.originAllowed(request({ origin: 'https://127.0.0.1:5173' }))).toBe(false)
    expect(guard.originAllowed(request({ origin: 'http://127.0.0.1:5174' }))).toBe(false)
    expect(guard.originAllowed(request({ origin: 'null' }))).toBe(false)
  })

  it('reads its names on every request: a listener learns its port only once it listens', () => {
    let port = 0
    const late = hostOriginGuard(() => [`192.168.1.20:${port}`])
    expect(late.hostAllowed(request({ host: '192.168.1.20:41000' }))).toBe(false)
    port = 41000
    expect(late.hostAllowed(request({ host: '192.168.1.20:41000' }))).toBe(true)
    expect(late.originAllowed(request({ origin: 'http://192.168.1.20:41000' }))).toBe(true)
    expect(late.hostAllowed(request({ host: 'localhost:41000' }))).toBe(false)
  })
})
