// The repository's root: the nearest folder above this file with a package.json, so that paths
// built from here hold both from the sources (api/src/core) and from the compiled server
// (dist/server, one bundle).
import { existsSync } from 'node:fs'
import path from 'node:path'

function rootAbove(dir: string): string {
  if (existsSync(path.join(dir, 'package.json'))) return dir
  const parent = path.dirname(dir)
  return parent === dir ? process.cwd() : rootAbove(parent)
}

export const repoRoot = rootAbove(import.meta.dirname)
export const atRoot = (...parts: string[]) => path.join(repoRoot, ...parts)
