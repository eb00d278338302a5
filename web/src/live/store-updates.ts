// Writing pushed positions into the Relay store (kept apart from the GraphQL documents so that
// it is unit-testable without the Relay compiler).
import type { RecordProxy, RecordSourceProxy } from 'relay-runtime'

export interface LocationEvent {
  /** The participant's global id: the id of their record in the store. */
  participantId: string
  lat: number
  lon: number
  sequence: number
  lastUpdated: string
  /** The person's ETA after this position (absent from older shapes: left as it is). */
  eta?: EtaFields | null
}

export interface EtaFields {
  distance: number
  basis: string
  minutes: number
  arrivesAt: string
  lateMinutes: number
}

/** A deleted position: numbered like the positions (a later one replaces it). */
export interface ClearedEvent {
  /** The participant's global id, as in LocationEvent. */
  participantId: string
  sequence: number
}

/**
 * The participant's linked record `field`, made when missing. Its id is the one Relay gives it
 * when a query reads it, so it may exist while unlinked (after a deleted position): reused then,
 * as creating it again throws.
 */
function linked(store: RecordSourceProxy, participant: RecordProxy, field: string, type: string) {
  const found = participant.getLinkedRecord(field)
  if (found) return found
  const id = `client:${participant.getDataID()}:${field}`
  const record = store.get(id) ?? store.create(id, type)
  participant.setLinkedRecord(record, field)
  return record
}

/** Writes an ETA that rode on a pushed position into the participant's record. */
function applyEta(store: RecordSourceProxy, participant: RecordProxy, eta: EtaFields | null) {
  if (!eta) {
    participant.setValue(null, 'eta')
    return
  }
  const record = linked(store, participant, 'eta', 'Eta')
  for (const [field, value] of Object.entries(eta)) record.setValue(value, field)
}

/** Writes a pushed position into the store, unless the store already holds a newer one. */
export function applyLocationEvent(store: RecordSourceProxy, event: LocationEvent): boolean {
  const participant = store.get(event.participantId)
  if (!participant) return false
  const held = participant.getValue('locationSequence')
  if (typeof held === 'number' && held >= event.sequence) return false
  participant.setValue(event.sequence, 'locationSequence')
  participant.setValue(event.lastUpdated, 'lastUpdated')
  const location = linked(store, participant, 'location', 'Coordinates')
  location.setValue(event.lat, 'lat')
  location.setValue(event.lon, 'lon')
  if (event.eta !== undefined) applyEta(store, participant, event.eta)
  return true
}

/** Removes a deleted position from the store, unless the store already holds a newer one. */
export function applyClearedEvent(store: RecordSourceProxy, event: ClearedEvent): boolean {
  const participant = store.get(event.participantId)
  if (!participant) return false
  const held = participant.getValue('locationSequence')
  if (typeof held === 'number' && held >= event.sequence) return false
  participant.setValue(event.sequence, 'locationSequence')
  participant.setValue(null, 'lastUpdated')
  participant.setValue(null, 'location')
  participant.setValue(null, 'eta')
  return true
}

/**
 * A livePositions event: the snapshot (when a stream starts, again after every reconnect) or the
 * new positions and deletions. Each person keeps the higher sequence, so a snapshot never moves a
 * marker back and a late deletion never removes a newer position. Returns how many were applied.
 */
export function applyLivePositions(
  store: RecordSourceProxy,
  event: { positions: readonly LocationEvent[]; cleared?: readonly ClearedEvent[] | null },
): number {
  const cleared = (event.cleared ?? []).filter((deleted) => applyClearedEvent(store, deleted)).length
  return cleared + event.positions.filter((position) => applyLocationEvent(store, position)).length
}
