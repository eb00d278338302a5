// relay-compiler, writing every operation's id and text to web/persisted-documents.json (the
// server's list of trusted documents). The compiler only adds to that file, and only for
// artifacts it rewrites: starting it empty with --repersist makes it exactly today's documents.
import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { persistConfig } from '../relay.config.js'

const root = path.resolve(import.meta.dirname, '..')
writeFileSync(path.join(root, persistConfig.file), '{}\n')
const compiler = path.join(root, 'node_modules', 'relay-compiler', 'cli.js')
const run = spawnSync(process.execPath, [compiler, '--repersist', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
})
process.exit(run.status ?? 1)
