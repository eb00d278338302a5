// http_ece (the aes128gcm content coding of Web Push) ships no types: the part the tests use.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto'
  export function decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer | string },
  ): Buffer
  const ece: { decrypt: typeof decrypt }
  export default ece
}
