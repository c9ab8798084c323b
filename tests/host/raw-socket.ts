import { connect as tcpConnect, type Socket } from 'node:net'
import { randomBytes } from 'node:crypto'

/** How to build one WebSocket frame by hand, including what no client library would send. */
export interface FrameOptions {
  fin?: boolean
  rsv1?: boolean
  /** Clients must mask; an unmasked frame is a protocol error. */
  masked?: boolean
}

/** One WebSocket frame as bytes (RFC 6455 §5.2). */
export function frame(opcode: number, payload: Buffer, options: FrameOptions = {}): Buffer {
  const { fin = true, rsv1 = false, masked = true } = options
  const first = (fin ? 0x80 : 0) | (rsv1 ? 0x40 : 0) | (opcode & 0x0f)
  const length = payload.byteLength
  const lengthBytes =
    length < 126 ? Buffer.from([length]) : length < 65536 ? Buffer.from([126, length >> 8, length & 0xff]) : Buffer.concat([Buffer.from([127]), bigLength(length)])
  lengthBytes[0] |= masked ? 0x80 : 0
  if (!masked) return Buffer.concat([Buffer.from([first]), lengthBytes, payload])
  const key = randomBytes(4)
  const body = Buffer.from(payload)
  for (let i = 0; i < body.byteLength; i++) body[i] ^= key[i % 4]
  return Buffer.concat([Buffer.from([first]), lengthBytes, key, body])
}

function bigLength(length: number): Buffer {
  const bytes = Buffer.alloc(8)
  bytes.writeBigUInt64BE(BigInt(length))
  return bytes
}

/** A close frame carrying a status code (any number, valid or not). */
export function closeFrame(code: number): Buffer {
  const payload = Buffer.alloc(2)
  payload.writeUInt16BE(code)
  return frame(0x8, payload)
}

/** A WebSocket opened over a bare TCP socket: frames go out as raw bytes, the server's close code comes back. */
export interface RawSocket {
  socket: Socket
  /** Writes raw bytes (one or more frames, or anything else). */
  write(bytes: Buffer): void
  /** The code of the server's close frame, or null when the connection ended without one; rejects after `timeoutMs`. */
  closeCode(timeoutMs?: number): Promise<number | null>
  /** Stops reading: the server's writes pile up in its buffers (a stalled reader). */
  stall(): void
  destroy(): void
}

/** Opens `path` on 127.0.0.1:port with a hand-written upgrade; resolves once the server answered 101. */
export function rawWebSocket(port: number, path: string): Promise<RawSocket> {
  return new Promise((resolve, reject) => {
    const socket = tcpConnect({ host: '127.0.0.1', port })
    let received = Buffer.alloc(0)
    let upgraded = false
    let code: number | null | undefined
    const closeWaiters: ((code: number | null) => void)[] = []
    const settle = (value: number | null): void => {
      if (code !== undefined) return
      code = value
      for (const waiter of closeWaiters.splice(0)) waiter(value)
    }
    socket.on('error', (error) => (upgraded ? settle(null) : reject(error)))
    socket.on('close', () => settle(null))
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk])
      if (!upgraded) {
        const end = received.indexOf('\r\n\r\n')
        if (end < 0) return
        const status = received.subarray(0, received.indexOf('\r\n')).toString()
        received = received.subarray(end + 4)
        if (!status.startsWith('HTTP/1.1 101')) {
          socket.destroy()
          return reject(new Error(`upgrade refused: ${status}`))
        }
        upgraded = true
        resolve(raw)
      }
      // Read server frames; only the close frame matters here.
      while (received.byteLength >= 2) {
        const opcode = received[0] & 0x0f
        let length = received[1] & 0x7f
        let offset = 2
        if (length === 126) {
          if (received.byteLength < 4) return
          length = received.readUInt16BE(2)
          offset = 4
        } else if (length === 127) {
          if (received.byteLength < 10) return
          length = Number(received.readBigUInt64BE(2))
          offset = 10
        }
        if (received.byteLength < offset + length) return
        const payload = received.subarray(offset, offset + length)
        received = received.subarray(offset + length)
        if (opcode === 0x8) settle(payload.byteLength >= 2 ? payload.readUInt16BE(0) : null)
      }
    })
    const raw: RawSocket = {
      socket,
      write: (bytes) => void socket.write(bytes),
      closeCode: (timeoutMs = 5000) =>
        code !== undefined
          ? Promise.resolve(code)
          : new Promise((done, fail) => {
              const timer = setTimeout(() => fail(new Error(`no close within ${timeoutMs} ms`)), timeoutMs)
              closeWaiters.push((value) => (clearTimeout(timer), done(value)))
            }),
      stall: () => void socket.pause(),
      destroy: () => void socket.destroy()
    }
    socket.once('connect', () => {
      socket.write(
        [
          `GET ${path} HTTP/1.1`,
          `Host: 127.0.0.1:${port}`,
          'Upgrade: websocket',
          'Connection: Upgrade',
          `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`,
          'Sec-WebSocket-Version: 13',
          '',
          ''
        ].join('\r\n')
      )
    })
  })
}
