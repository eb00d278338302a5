// A Redis Cluster of the test's own: three masters, no replicas, from the machine's redis-server,
// on free ports of a range no other test uses (each with its cluster bus port, +10000), in a
// temporary directory. A master can be stopped and started again on its port with its nodes.conf:
// it comes back as the same node serving the same slots (empty: nothing is persisted). Readiness
// is each server's own "Ready to accept connections", then every node's `cluster info` saying
// cluster_state:ok.
import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { promisify } from 'node:util'
import { portFree } from './own-services.js'

const run = promisify(execFile)
export const ownClusterPorts = [6440, 6469] as const
const busOffset = 10_000

export interface OwnCluster {
  ports: number[]
  /** `127.0.0.1:<port>,…`, as REDIS_CLUSTER_NODES takes them. */
  nodes: string
  /** redis-cli against one node; its output. */
  cli(port: number, ...args: string[]): Promise<string>
  /** SIGKILL, as a crash would. */
  stop(port: number): Promise<void>
  /** Starts the node again (same port, same nodes.conf); resolves once it accepts connections. */
  start(port: number): Promise<void>
  /** Resolves once every node says cluster_state:ok. */
  healthy(): Promise<void>
  /** Stops every node this helper started and removes its directory. */
  destroy(): Promise<void>
}

/** `count` ports of the range whose cluster bus port (+10000) is free too, from a random place. */
async function freePorts(count: number, [first, last]: readonly [number, number]): Promise<number[]> {
  const size = last - first + 1
  const offset = Math.floor(Math.random() * size)
  const found: number[] = []
  for (let i = 0; i < size && found.length < count; i++) {
    const port = first + ((offset + i) % size)
    if ((await portFree(port)) && (await portFree(port + busOffset))) found.push(port)
  }
  if (found.length < count) throw new Error(`no ${count} free ports in ${first}-${last}`)
  return found
}

async function startNode(dir: string, port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    [
      ...['--port', String(port), '--bind', '127.0.0.1', '--dir', dir],
      ...['--cluster-enabled', 'yes', '--cluster-config-file', 'nodes.conf', '--cluster-node-timeout', '5000'],
      ...['--save', '', '--appendonly', 'no'],
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let out = ''
  for await (const chunk of child.stdout as AsyncIterable<Buffer>) {
    out += chunk.toString()
    if (out.includes('Ready to accept connections')) return child
  }
  throw new Error(`redis-server on ${port} did not start:\n${out}`)
}

export async function startOwnCluster(ports: readonly [number, number] = ownClusterPorts): Promise<OwnCluster> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'gather-own-cluster-'))
  const chosen = await freePorts(3, ports)
  const servers = new Map<number, ChildProcess>()
  const cli = async (port: number, ...args: string[]) =>
    (await run('redis-cli', ['-h', '127.0.0.1', '-p', String(port), ...args])).stdout
  const start = async (port: number) => {
    const nodeDir = path.join(dir, String(port))
    await mkdir(nodeDir, { recursive: true })
    servers.set(port, await startNode(nodeDir, port))
  }
  const stop = async (port: number) => {
    const child = servers.get(port)
    if (!child || child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGKILL')
    await exited
  }
  const healthy = async () => {
    for (let attempt = 0; ; attempt++) {
      const states = await Promise.all(chosen.map((port) => cli(port, 'cluster', 'info').catch(() => '')))
      if (states.every((info) => info.includes('cluster_state:ok'))) return
      if (attempt >= 300) throw new Error(`the cluster is not ok:\n${states.join('\n')}`)
      await delay(100) // between two readings of the real state
    }
  }
  const destroy = async () => {
    await Promise.all(chosen.map(stop))
    await rm(dir, { recursive: true, force: true })
  }
  try {
    await Promise.all(chosen.map(start))
    const addresses = chosen.map((port) => `127.0.0.1:${port}`)
    await run('redis-cli', ['--cluster', 'create', ...addresses, '--cluster-replicas', '0', '--cluster-yes'])
    await healthy()
  } catch (error) {
    await destroy()
    throw error
  }
  return {
    ports: chosen,
    nodes: chosen.map((port) => `127.0.0.1:${port}`).join(','),
    cli,
    stop,
    start,
    healthy,
    destroy,
  }
}
