// A WebSocket at the byte level: the handshake by hand, then any frame, well-formed or not, so
// tests can send what a browser never would (RSV bits, oversized or truncated frames).
import { randomBytes } from 'node:crypto'
import net from 'node:net'

export interface RawSocket {
  /** Everything the server sent after the 101 answer. */
  received(): Buffer
  write(bytes: Buffer): void
  /** Half-closes: the server reads what was sent, then sees the end. */
  end(): void
  /** Resolves when the server has closed the TCP connection. */
  closed: Promise<void>
  destroy(): void
}

/** Opens `path` on the app; resolves after the 101 Switching Protocols answer. */
export function openRawWebSocket(baseUrl: string, path: string, protocol?: string): Promise<RawSocket> {
  const { hostname, port } = new URL(baseUrl)
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname)
    let buffer = Buffer.alloc(0)
    let upgraded = false
    const closed = new Promise<void>((done) => socket.once('close', () => done()))
    socket.on('error', () => {})
    socket.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk])
      if (upgraded) return
      const end = buffer.indexOf('\r\n\r\n')
      if (end < 0) return
      const head = buffer.subarray(0, end).toString()
      buffer = buffer.subarray(end + 4)
      if (!head.startsWith('HTTP/1.1 101')) return reject(new Error(`no upgrade: ${head.split('\r\n')[0]}`))
      upgraded = true
      resolve({
        received: () => buffer,
        write: (bytes) => socket.write(bytes),
        end: () => socket.end(),
        closed,
        destroy: () => socket.destroy(),
      })
    })
    socket.once('close', () => {
      if (!upgraded) reject(new Error('closed before the upgrade'))
    })
    socket.write(
      [
        `GET ${path} HTTP/1.1`,
        `Host: ${hostname}:${port}`,
        'Upgrade: websocket',
        'Connection: Upgrade',
        `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`,
        'Sec-WebSocket-Version: 13',
        ...(protocol ? [`Sec-WebSocket-Protocol: ${protocol}`] : []),
        '',
        '',
      ].join('\r\n'),
    )
  })
}

/** A client frame: masked unless told otherwise; `rsv` sets the RSV1-3 bits (0-7). */
export function frame(
  payload: Buffer | string,
  options: { opcode?: number; fin?: boolean; rsv?: number; mask?: boolean; declaredLength?: number } = {},
): Buffer {
  const data = typeof payload === 'string' ? Buffer.from(payload) : payload
  const { opcode = 1, fin = true, rsv = 0, mask = true } = options
  const length = options.declaredLength ?? data.length
  const first = (fin ? 0x80 : 0) | ((rsv & 7) << 4) | (opcode & 0x0f)
  let header: Buffer
  if (length < 126) header = Buffer.from([first, (mask ? 0x80 : 0) | length])
  else if (length < 65536) {
    header = Buffer.alloc(4)
    header[0] = first
    header[1] = (mask ? 0x80 : 0) | 126
    header.writeUInt16BE(length, 2)
  } else {
    header = Buffer.alloc(10)
    header[0] = first
    header[1] = (mask ? 0x80 : 0) | 127
    header.writeBigUInt64BE(BigInt(length), 2)
  }
  if (!mask) return Buffer.concat([header, data])
  const key = randomBytes(4)
  const masked = Buffer.from(data.map((byte, i) => byte ^ (key[i % 4] as number)))
  return Buffer.concat([header, key, masked])
}
