// A software passkey authenticator for API tests: ES256 keys from node:crypto, attestation 'none',
// and the JSON a browser's @simplewebauthn/browser would send. Each use counts up its signature
// counter, as a security key does; `counter` can be set back to replay an old count.
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto'
import { isoCBOR } from '@simplewebauthn/server/helpers'

interface Options {
  challenge: string
  rp?: { id?: string }
  rpId?: string
  user?: { id: string }
}

interface Credential {
  id: string
  privateKey: KeyObject
  userHandle: string
  counter: number
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest()

export class SoftAuthenticator {
  readonly credentials: Credential[] = []

  constructor(readonly origin: string) {}

  private authData(rpId: string, flags: number, counter: number, attested?: Buffer) {
    const count = Buffer.alloc(4)
    count.writeUInt32BE(counter)
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])])
  }

  private clientData(type: string, challenge: string, origin: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false })).toString('base64url')
  }

  /** navigator.credentials.create(): a new credential, kept here; the registration response JSON. */
  create(options: Options, { origin = this.origin } = {}) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    const jwk = publicKey.export({ format: 'jwk' })
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x as string, 'base64url')],
        [-3, Buffer.from(jwk.y as string, 'base64url')],
      ]),
    )
    const id = randomBytes(16)
    const idLength = Buffer.alloc(2)
    idLength.writeUInt16BE(id.length)
    const attested = Buffer.concat([Buffer.alloc(16), idLength, id, Buffer.from(cose)])
    // User present, user verified, attested credential data.
    const authData = this.authData(options.rp?.id ?? new URL(origin).hostname, 0x45, 0, attested)
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, never> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, never>()],
        ['authData', authData],
      ]),
    )
    const credential = {
      id: id.toString('base64url'),
      privateKey,
      userHandle: options.user?.id ?? '',
      counter: 0,
    }
    this.credentials.push(credential)
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key',
      response: {
        clientDataJSON: this.clientData('webauthn.create', options.challenge, origin),
        attestationObject: Buffer.from(attestationObject).toString('base64url'),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    }
  }

  /** navigator.credentials.get() with a credential of this authenticator (the last made by default). */
  get(options: Options, { origin = this.origin, credential = this.credentials.at(-1) } = {}) {
    if (!credential) throw new Error('no credential')
    credential.counter += 1
    const authData = this.authData(options.rpId ?? new URL(origin).hostname, 0x05, credential.counter)
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, origin)
    const signature = sign('sha256', Buffer.concat([authData, sha256(Buffer.from(clientDataJSON, 'base64url'))]), {
      key: credential.privateKey,
    })
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key',
      response: {
        clientDataJSON,
        authenticatorData: authData.toString('base64url'),
        signature: signature.toString('base64url'),
        userHandle: credential.userHandle || undefined,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    }
  }
}
