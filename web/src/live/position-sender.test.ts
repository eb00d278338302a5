import { describe, expect, it } from 'vitest'
import { createPositionSender, type PositionSenderOptions, RateLimited, type SendPosition } from './position-sender'

function setup(options: PositionSenderOptions = {}, send?: SendPosition) {
  let clock = 1_000_000
  const sent: [string, number, number][] = []
  const warnings: string[] = []
  const sender = createPositionSender(
    send ??
      ((id, lat, lon) => {
        sent.push([id, lat, lon])
      }),
    { now: () => clock, warn: (message) => warnings.push(message), ...options },
  )
  return {
    sender,
    sent,
    warnings,
    advance: (ms: number) => {
      clock += ms
    },
    now: () => clock,
  }
}

describe('position sender', () => {
  it("sends each fix with its accuracy and the time it was taken (the ETA rules' inputs)", () => {
    const metas: unknown[] = []
    const { sender, advance } = setup({}, (_id, _lat, _lon, meta) => metas.push(meta))
    sender.fix(33.45, -112.07, 12)
    advance(90_000)
    sender.setParticipant('p1')
    advance(6000)
    sender.fix(33.46, -112.07, Number.NaN)
    expect(metas).toEqual([
      { accuracy: 12, capturedAt: 1_000_000 },
      { accuracy: null, capturedAt: 1_096_000 },
    ])
  })

  it('sends the first fix at once', () => {
    const { sender, sent } = setup()
    sender.setParticipant('p1')
    expect(sender.fix(33.45, -112.07)).toBe('sent')
    expect(sent).toEqual([['p1', 33.45, -112.07]])
  })

  it('skips moves of 0.00005° or less, however long after', () => {
    const { sender, sent, advance } = setup()
    sender.setParticipant('p1')
    sender.fix(33.45, -112.07)
    advance(60_000)
    expect(sender.fix(33.45005, -112.06995)).toBe('skipped')
    expect(sender.fix(33.44996, -112.07)).toBe('skipped')
    expect(sent).toHaveLength(1)
    expect(sender.nextTickAt()).toBeNull()
  })

  it('sends a move of more than 0.00005° in latitude or longitude once 5 s have passed', () => {
    const { sender, sent, advance } = setup()
    sender.setParticipant('p1')
    sender.fix(33.45, -112.07)
    advance(5000)
    expect(sender.fix(33.45006, -112.07)).toBe('sent')
    advance(5000)
    expect(sender.fix(33.45006, -112.07006)).toBe('sent')
    expect(sent.map(([, lat, lon]) => [lat, lon])).toEqual([
      [33.45, -112.07],
      [33.45006, -112.07],
      [33.45006, -112.07006],
    ])
  })

  it('defers a move that comes within 5 s, and tick() sends the latest fix when the 5 s are up', () => {
    const { sender, sent, advance, now } = setup()
    sender.setParticipant('p1')
    sender.fix(33.45, -112.07)
    const firstAt = now()
    advance(1000)
    expect(sender.fix(33.451, -112.07)).toBe('deferred')
    advance(1000)
    expect(sender.fix(33.452, -112.07)).toBe('deferred')
    expect(sent).toHaveLength(1)
    expect(sender.nextTickAt()).toBe(firstAt + 5000)
    advance(2999)
    expect(sender.tick()).toBeNull()
    advance(1)
    expect(sender.tick()).toBe('sent')
    expect(sent[1]).toEqual(['p1', 33.452, -112.07])
    expect(sender.tick()).toBeNull()
    expect(sender.nextTickAt()).toBeNull()
  })

  it('drops a deferred move when the person comes back within the threshold', () => {
    const { sender, sent, advance } = setup()
    sender.setParticipant('p1')
    sender.fix(33.45, -112.07)
    advance(1000)
    sender.fix(33.451, -112.07)
    advance(1000)
    expect(sender.fix(33.45001, -112.07)).toBe('skipped')
    advance(10_000)
    expect(sender.tick()).toBeNull()
    expect(sent).toHaveLength(1)
  })

  it('holds a fix captured before the participant is known and sends it if under 2 minutes old', () => {
    const { sender, sent, advance } = setup()
    expect(sender.fix(33.45, -112.07)).toBe('held')
    advance(30_000)
    expect(sender.fix(33.46, -112.08)).toBe('held')
    expect(sent).toEqual([])
    advance(119_999)
    expect(sender.setParticipant('p1')).toBe('sent')
    expect(sent).toEqual([['p1', 33.46, -112.08]])
  })

  it('discards a held fix of 2 minutes or more, and sends the next fix as the first', () => {
    const { sender, sent, advance } = setup()
    sender.fix(33.45, -112.07)
    advance(120_000)
    expect(sender.setParticipant('p1')).toBe('skipped')
    expect(sent).toEqual([])
    advance(1000)
    expect(sender.fix(33.45, -112.07)).toBe('sent')
    expect(sent).toEqual([['p1', 33.45, -112.07]])
  })

  it('starts over for a different participant', () => {
    const { sender, sent, advance } = setup()
    sender.setParticipant('p1')
    sender.fix(33.45, -112.07)
    advance(1000)
    expect(sender.setParticipant('p1')).toBeNull()
    expect(sender.setParticipant('p2')).toBe('sent')
    expect(sent).toEqual([
      ['p1', 33.45, -112.07],
      ['p2', 33.45, -112.07],
    ])
    expect(sender.setParticipant(null)).toBeNull()
    expect(sender.fix(33.5, -112.07)).toBe('held')
  })

  it('logs position errors and keeps going', () => {
    const { sender, sent, warnings, advance } = setup()
    sender.setParticipant('p1')
    sender.error({ code: 2, message: 'Position unavailable' })
    expect(sender.fix(33.45, -112.07)).toBe('sent')
    sender.error({ code: 2, message: 'Position unavailable' })
    advance(5000)
    expect(sender.fix(33.46, -112.07)).toBe('sent')
    expect(sent).toHaveLength(2)
    expect(warnings).toEqual(['[live] position error', '[live] position error'])
  })

  it('logs a failed send and sends the next fix even without a move', async () => {
    let fail = true
    const calls: number[] = []
    const { sender, warnings, advance } = setup({}, async (_id, lat) => {
      calls.push(lat)
      if (fail) throw new Error('network down')
    })
    sender.setParticipant('p1')
    expect(sender.fix(33.45, -112.07)).toBe('sent')
    await Promise.resolve()
    await Promise.resolve()
    expect(warnings).toEqual(['[live] sending the position failed'])
    fail = false
    advance(1000)
    expect(sender.fix(33.45, -112.07)).toBe('deferred')
    advance(4000)
    expect(sender.tick()).toBe('sent')
    expect(calls).toEqual([33.45, 33.45])
  })

  it('sends nothing while the hour’s points are spent, then the latest fix at the reset', async () => {
    const calls: number[] = []
    let resetAt = 0
    const { sender, advance, now } = setup({}, async (_id, lat) => {
      calls.push(lat)
      if (resetAt > now()) throw new RateLimited('API rate limit exceeded.', resetAt)
    })
    sender.setParticipant('p1')
    resetAt = now() + 20 * 60_000
    expect(sender.fix(33.45, -112.07)).toBe('sent')
    await Promise.resolve()
    await Promise.resolve()
    // Moves, ticks and a new participant within the pause send nothing.
    for (let i = 1; i <= 10; i++) {
      advance(60_000)
      expect(sender.fix(33.45 + i / 100, -112.07)).toBe('deferred')
      expect(sender.tick()).toBeNull()
      expect(sender.nextTickAt()).toBe(resetAt)
    }
    expect(sender.setParticipant('p2')).toBe('deferred')
    expect(calls).toEqual([33.45])
    advance(resetAt - now())
    expect(sender.tick()).toBe('sent')
    expect(calls).toEqual([33.45, 33.45 + 10 / 100])
    // Then the usual rules again.
    advance(1000)
    expect(sender.fix(33.6, -112.07)).toBe('deferred')
    expect(sender.nextTickAt()).toBe(now() + 4000)
  })

  it('survives a send that throws synchronously', () => {
    const { sender, warnings, advance } = setup({}, () => {
      throw new Error('boom')
    })
    sender.setParticipant('p1')
    expect(sender.fix(33.45, -112.07)).toBe('sent')
    expect(warnings).toEqual(['[live] sending the position failed'])
    advance(5000)
    expect(sender.fix(33.45, -112.07)).toBe('sent')
  })

  it('ignores fixes without finite coordinates', () => {
    const { sender, sent } = setup()
    sender.setParticipant('p1')
    expect(sender.fix(Number.NaN, 1)).toBe('skipped')
    expect(sent).toEqual([])
  })

  it('re-sends the last fix after the heartbeat interval when asked to', () => {
    const { sender, sent, advance, now } = setup({ heartbeatMs: 60_000 })
    sender.setParticipant('p1')
    sender.fix(33.45, -112.07)
    expect(sender.nextTickAt()).toBe(now() + 60_000)
    advance(59_999)
    expect(sender.tick()).toBeNull()
    advance(1)
    expect(sender.tick()).toBe('sent')
    expect(sent).toHaveLength(2)
  })

  it('sends the latest fix again when the connection comes back, moved or not, once 5 s have passed', () => {
    const { sender, sent, advance, now } = setup()
    expect(sender.again()).toBeNull() // nothing to send yet
    sender.setParticipant('p1')
    sender.fix(33.45, -112.07)
    advance(2000)
    expect(sender.again()).toBe('deferred')
    expect(sender.nextTickAt()).toBe(now() + 3000)
    advance(3000)
    expect(sender.tick()).toBe('sent')
    advance(6000)
    expect(sender.again()).toBe('sent')
    expect(sent).toEqual([
      ['p1', 33.45, -112.07],
      ['p1', 33.45, -112.07],
      ['p1', 33.45, -112.07],
    ])
  })

  it('takes its thresholds as options', () => {
    const { sender, sent, advance } = setup({ minIntervalMs: 1000, minDeltaDeg: 0.01 })
    sender.setParticipant('p1')
    sender.fix(33.45, -112.07)
    advance(1000)
    expect(sender.fix(33.455, -112.07)).toBe('skipped')
    expect(sender.fix(33.461, -112.07)).toBe('sent')
    expect(sent).toHaveLength(2)
  })
})
