// The repository's root. This file sits two levels below it both as source (api/src) and in the
// compiled server (dist/server, one bundle), so paths built from here hold for either.
import path from 'node:path'

export const repoRoot = path.resolve(import.meta.dirname, '../..')
export const atRoot = (...parts: string[]) => path.join(repoRoot, ...parts)
