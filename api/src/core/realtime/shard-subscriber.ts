// Sharded pub/sub's listening side on a Redis Cluster: one connection per master that serves a
// channel this instance listens to, SSUBSCRIBEd to those channels only. ioredis's own
// `shardedSubscribers` option does the same, but while a master is away it reconnects that
// master's subscriber again at once after every refusal (a busy loop for the whole outage); here
// each connection is a plain ioredis client with the app's backoff, which subscribes its channels
// again by itself after a reconnect. The cluster client's slot map says which master serves a
// channel, and a change of it (a failover, a resharding) moves the channels that changed master.
import { type Cluster, Command, type Redis } from 'ioredis'

export interface ShardSubscriberOptions {
  /** The cluster client whose slot map says where a channel lives (it keeps the map current). */
  topology: Cluster
  /** A new subscriber connection to one master. */
  connect(node: { host: string; port: number }): Redis
  onMessage(channel: string, message: string): void
  /** Listening again after a drop, or after channels moved master: events may have been missed. */
  onResubscribed(): void
  failed(what: string): (error: Error) => void
}

export interface ShardSubscriber {
  /** Resolves once the master serving the channel acknowledged its SSUBSCRIBE. */
  subscribe(channel: string): Promise<void>
  unsubscribe(channel: string): Promise<void>
  close(): void
}

interface Listened {
  slot: number
  /** The master it is subscribed on (`host:port`); '' while the slot map is not known yet. */
  node: string
  acknowledged(): void
}

interface State {
  options: ShardSubscriberOptions
  channels: Map<string, Listened>
  /** One subscriber connection per master (`host:port`). */
  connections: Map<string, Redis>
  /** Connections closed on purpose: their 'close' says nothing about the cluster. */
  retired: WeakSet<Redis>
}

// The slot as the cluster client computes it for the command (hash tags included).
const slotOf = (channel: string) => new Command('ssubscribe', [channel]).getSlot()

// A refused SSUBSCRIBE (MOVED) or a lost master: the slot map may be stale.
const refresh = (state: State) => state.options.topology.refreshSlotsCache()

function connectionTo(state: State, node: string): Redis {
  const existing = state.connections.get(node)
  if (existing) return existing
  const { options, channels } = state
  const colon = node.lastIndexOf(':')
  const client = options.connect({ host: node.slice(0, colon), port: Number(node.slice(colon + 1)) })
  client.on('smessage', options.onMessage)
  // ioredis answers an SSUBSCRIBE refused with MOVED by this event only (its promise never settles):
  // the slot map is read again, and the channel placed on the master that serves it now.
  client.on('moved', () => refresh(state))
  let dropped = false
  client.on('close', () => {
    if (state.retired.has(client)) return
    dropped = true
    refresh(state)
  })
  client.on('ready', () => {
    if (!dropped) return
    dropped = false
    // ioredis subscribes again on its own; subscribing again is acknowledged after that.
    const mine = [...channels].filter(([, listened]) => listened.node === node).map(([name]) => name)
    Promise.all(mine.map((name) => client.ssubscribe(name))).then(options.onResubscribed, options.failed('resubscribe'))
  })
  state.connections.set(node, client)
  return client
}

/** Subscribes the channel on the master serving its slot now, when that is another; the SSUBSCRIBE's outcome. */
function place(state: State, name: string, listened: Listened): Promise<void> | undefined {
  const node = state.options.topology.slots[listened.slot]?.[0]
  if (!node || node === listened.node) return undefined
  const { failed } = state.options
  if (listened.node) state.connections.get(listened.node)?.sunsubscribe(name).catch(failed('unsubscribe'))
  listened.node = node
  return connectionTo(state, node)
    .ssubscribe(name)
    .then(() => {
      if (state.channels.get(name) === listened) listened.acknowledged()
    }, failed('subscribe'))
}

/** The slot map was read again: channels whose master changed move, then streams catch up. */
function moveChannels(state: State) {
  const moved: Promise<void>[] = []
  for (const [name, listened] of state.channels) {
    const wasPlaced = listened.node !== ''
    const subscribed = place(state, name, listened)
    if (subscribed && wasPlaced) moved.push(subscribed)
  }
  // A master none of the channels lives on any more (it lost its slots, or was replaced).
  const needed = new Set([...state.channels.values()].map((listened) => listened.node))
  for (const [node, client] of state.connections) {
    if (needed.has(node)) continue
    state.connections.delete(node)
    retire(state, client)
  }
  if (moved.length) void Promise.all(moved).then(state.options.onResubscribed)
}

function retire(state: State, client: Redis) {
  state.retired.add(client)
  client.disconnect()
}

export function createShardSubscriber(options: ShardSubscriberOptions): ShardSubscriber {
  const state: State = { options, channels: new Map(), connections: new Map(), retired: new WeakSet() }
  options.topology.on('refresh', () => moveChannels(state))
  return {
    subscribe(name) {
      return new Promise<void>((acknowledged) => {
        const listened: Listened = { slot: slotOf(name), node: '', acknowledged }
        state.channels.set(name, listened)
        place(state, name, listened)
      })
    },
    async unsubscribe(name) {
      const listened = state.channels.get(name)
      state.channels.delete(name)
      if (listened?.node) await state.connections.get(listened.node)?.sunsubscribe(name)
    },
    close() {
      for (const client of state.connections.values()) retire(state, client)
      state.connections.clear()
    },
  }
}
