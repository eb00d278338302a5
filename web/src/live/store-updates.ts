// Writing pushed positions into the Relay store (kept apart from the GraphQL documents so that
// it is unit-testable without the Relay compiler).
import type { RecordProxy, RecordSourceProxy } from 'relay-runtime'

/** Relay's id of a participant record (the server's global id: base64 of "Participant:uuid"). */
export const participantNodeId = (participantId: string) => btoa(`Participant:${participantId}`)

export interface LocationEvent {
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

/** Writes an ETA that rode on a pushed position into the participant's record. */
function applyEta(store: RecordSourceProxy, participant: RecordProxy, eta: EtaFields | null) {
  if (!eta) {
    participant.setValue(null, 'eta')
    return
  }
  const record = participant.getLinkedRecord('eta') ?? store.create(`client:${participant.getDataID()}:eta`, 'Eta')
  for (const [field, value] of Object.entries(eta)) record.setValue(value, field)
  participant.setLinkedRecord(record, 'eta')
}

/** Writes a pushed position into the store, unless the store already holds a newer one. */
export function applyLocationEvent(store: RecordSourceProxy, event: LocationEvent): boolean {
  const participant = store.get(participantNodeId(event.participantId))
  if (!participant) return false
  const held = participant.getValue('locationSequence')
  if (typeof held === 'number' && held >= event.sequence) return false
  participant.setValue(event.sequence, 'locationSequence')
  participant.setValue(event.lastUpdated, 'lastUpdated')
  const location =
    participant.getLinkedRecord('location') ?? store.create(`client:${participant.getDataID()}:location`, 'Coordinates')
  location.setValue(event.lat, 'lat')
  location.setValue(event.lon, 'lon')
  participant.setLinkedRecord(location, 'location')
  if (event.eta !== undefined) applyEta(store, participant, event.eta)
  return true
}

/**
 * A livePositions event: the snapshot (when a stream starts, again after every reconnect) or one
 * new position. Each person keeps the higher sequence, so a snapshot never moves a marker back.
 * Returns how many positions were applied.
 */
export function applyLivePositions(store: RecordSourceProxy, event: { positions: readonly LocationEvent[] }): number {
  return event.positions.filter((position) => applyLocationEvent(store, position)).length
}
