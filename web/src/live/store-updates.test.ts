import { commitLocalUpdate, Environment, Network, RecordSource, Store } from 'relay-runtime'
import { describe, expect, it } from 'vitest'
import { applyClearedEvent, applyLivePositions, applyLocationEvent } from './store-updates'

// Events name a participant by global id, which is their record's id in the store.
const id = btoa('Participant:0f0e0d0c-0b0a-4908-8706-050403020100')

function storeWithParticipant(sequence: number) {
  const source = new RecordSource({
    [id]: { __id: id, __typename: 'Participant', locationSequence: sequence },
  })
  return new Environment({
    network: Network.create(() => Promise.reject(new Error('offline'))),
    store: new Store(source),
  })
}

const read = (environment: Environment) => {
  const source = environment.getStore().getSource()
  const participant = source.get(id)
  const locationRef = participant?.location as { __ref: string } | undefined
  const location = locationRef ? source.get(locationRef.__ref) : undefined
  return { sequence: participant?.locationSequence, lat: location?.lat, lon: location?.lon }
}

describe('pushed positions in the Relay store', () => {
  it('applies newer positions and never moves a marker back to an older one', () => {
    const environment = storeWithParticipant(0)
    const push = (sequence: number, lat: number) => {
      let applied = false
      commitLocalUpdate(environment, (store) => {
        applied = applyLocationEvent(store, {
          participantId: id,
          lat,
          lon: -73.9,
          sequence,
          lastUpdated: '2026-11-23T12:00:00Z',
        })
      })
      return applied
    }
    expect(push(1, 40.71)).toBe(true)
    expect(read(environment)).toEqual({ sequence: 1, lat: 40.71, lon: -73.9 })
    expect(push(3, 40.73)).toBe(true)
    expect(push(2, 40.72)).toBe(false) // arrived late: ignored
    expect(push(3, 40.99)).toBe(false) // a duplicate
    expect(read(environment)).toEqual({ sequence: 3, lat: 40.73, lon: -73.9 })
  })

  it('shows the positions that follow a deletion, and never lets a late deletion remove a newer position', () => {
    const environment = storeWithParticipant(0)
    const position = (sequence: number, lat: number) => ({
      participantId: id,
      lat,
      lon: -73.9,
      sequence,
      lastUpdated: '2026-11-23T12:00:00Z',
    })
    commitLocalUpdate(environment, (store) => {
      applyLocationEvent(store, position(1, 40.71234))
    })
    // Less precise: the exact position is deleted, the rounded ones follow.
    commitLocalUpdate(environment, (store) => {
      expect(applyLivePositions(store, { positions: [], cleared: [{ participantId: id, sequence: 2 }] })).toBe(1)
    })
    expect(read(environment)).toEqual({ sequence: 2, lat: undefined, lon: undefined })
    commitLocalUpdate(environment, (store) => {
      expect(applyLivePositions(store, { positions: [position(3, 40.71)] })).toBe(1)
    })
    expect(read(environment)).toEqual({ sequence: 3, lat: 40.71, lon: -73.9 })
    commitLocalUpdate(environment, (store) => {
      expect(applyClearedEvent(store, { participantId: id, sequence: 2 })).toBe(false)
    })
    expect(read(environment)).toEqual({ sequence: 3, lat: 40.71, lon: -73.9 })
  })

  it('applies a snapshot position by position: a reconnect’s older one never moves a marker back', () => {
    const environment = storeWithParticipant(4)
    const position = (sequence: number, lat: number) => ({
      participantId: id,
      lat,
      lon: -73.9,
      sequence,
      lastUpdated: '2026-11-23T12:00:00Z',
    })
    let applied = -1
    commitLocalUpdate(environment, (store) => {
      applied = applyLivePositions(store, { positions: [position(3, 40.7)] })
    })
    expect(applied).toBe(0)
    expect(read(environment).sequence).toBe(4)
    commitLocalUpdate(environment, (store) => {
      applied = applyLivePositions(store, { positions: [position(6, 40.76)] })
    })
    expect(applied).toBe(1)
    expect(read(environment)).toEqual({ sequence: 6, lat: 40.76, lon: -73.9 })
  })

  it('ignores positions of people the screen does not show', () => {
    const environment = storeWithParticipant(0)
    commitLocalUpdate(environment, (store) => {
      expect(
        applyLocationEvent(store, {
          participantId: '11111111-2222-4333-8444-555555555555',
          lat: 1,
          lon: 1,
          sequence: 1,
          lastUpdated: '2026-11-23T12:00:00Z',
        }),
      ).toBe(false)
    })
  })

  it('writes the ETA that rides on a position, and clears it when the push says none', () => {
    const environment = storeWithParticipant(0)
    const eta = { distance: 0.5, basis: 'from pace', minutes: 6, arrivesAt: '2026-11-23T12:06:00Z', lateMinutes: 0 }
    const push = (sequence: number, withEta: typeof eta | null) =>
      commitLocalUpdate(environment, (store) => {
        applyLocationEvent(store, {
          participantId: id,
          lat: 40.7,
          lon: -73.9,
          sequence,
          lastUpdated: '2026-11-23T12:00:00Z',
          eta: withEta,
        })
      })
    const readEta = () => {
      const source = environment.getStore().getSource()
      const ref = source.get(id)?.eta as { __ref: string } | null | undefined
      return ref ? source.get(ref.__ref) : ref
    }
    push(1, eta)
    expect(readEta()).toMatchObject(eta)
    push(2, null)
    expect(readEta()).toBeNull()
  })
})
