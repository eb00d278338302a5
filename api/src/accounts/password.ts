// Passwords: the spec's strength rule, and scrypt hashing (N=2^17, r=8, p=1: OWASP's minimum)
// with at most two hashes at a time and a bounded queue behind them: when it is full the caller
// gets a BusyError (503) at once, so a burst of sign-ins cannot starve the server or queue forever.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto'
import { productionHashCost } from '../core/config.js'
import { BusyError, ValidationError } from '../core/errors.js'

const r = 8
const p = 1
const keyLength = 32
const maxmem = 256 * 1024 * 1024
export const maxPasswordLength = 200
export const specialCharacters = /[!@#$%^&*(),.?":{}|<>]/

/** The five checks of the password rule; strong = length met and a score of 4 or more. */
export function passwordStrength(password: string) {
  const checks = {
    length: password.length >= 8,
    uppercase: /[A-Z]/.test(password),
    lowercase: /[a-z]/.test(password),
    number: /\d/.test(password),
    special: specialCharacters.test(password),
  }
  const score = Object.values(checks).filter(Boolean).length
  return { checks, score, strong: checks.length && score >= 4 }
}

/** The rule wherever a password is chosen (sign-up, reset), with one message. */
export function assertStrongPassword(password: string) {
  if (!passwordStrength(password).strong) {
    throw new ValidationError(
      'Password too weak: use at least 8 characters and three of: uppercase, lowercase, number, special character',
      'password',
    )
  }
}

const maxConcurrentHashes = 2
export const maxQueuedHashes = 16
let running = 0
const waiting: (() => void)[] = []

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running < maxConcurrentHashes) running += 1
  else if (waiting.length >= maxQueuedHashes) throw new BusyError('The server is busy. Try again in a few seconds.', 5)
  // A finishing hash hands its slot straight to the next in line.
  else await new Promise<void>((resolve) => waiting.push(resolve))
  try {
    return await work()
  } finally {
    const next = waiting.shift()
    if (next) next()
    else running -= 1
  }
}

const derive = (password: string, salt: Buffer, N: number) =>
  withHashSlot(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scryptCallback(password.normalize('NFKC'), salt, keyLength, { N, r, p, maxmem }, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  )

/** `cost` is log2 of scrypt's N (the configured PASSWORD_HASH_COST); it is stored in the hash. */
export async function hashPassword(password: string, cost = productionHashCost): Promise<string> {
  const N = 2 ** cost
  const salt = randomBytes(16)
  const key = await derive(password, salt, N)
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`
}

const dummyHash = (cost: number) =>
  `scrypt$${2 ** cost}$${r}$${p}$${Buffer.alloc(16).toString('base64url')}$${Buffer.alloc(keyLength).toString('base64url')}`

/**
 * Constant work whether or not the account exists: pass null to burn a hash anyway (at `cost`,
 * the one new hashes get). A stored hash is checked at the cost written in it.
 */
export async function verifyPassword(
  password: string,
  stored: string | null,
  cost = productionHashCost,
): Promise<boolean> {
  const [scheme, N, , , salt, key] = (stored ?? dummyHash(cost)).split('$')
  if (scheme !== 'scrypt' || !salt || !key) return false
  const expected = Buffer.from(key, 'base64url')
  const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(N))
  return stored !== null && actual.length === expected.length && timingSafeEqual(actual, expected)
}
