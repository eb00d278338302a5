// What tests/e2e/live-kit.e2e.test.ts and the harness page (live-kit.tsx) share: the page's
// configuration, set before it loads, and the controls it exposes on window.
import type { LivePerson, LiveVenue } from '../../../web/src/live/types.js'

type TimingKey = 'watchTimeoutMs' | 'singleReadFallbackMs' | 'waitingTooLongMs' | 'minIntervalMs' | 'heartbeatMs'

export interface HarnessConfig {
  styleUrl: string
  venue: LiveVenue | null
  people: LivePerson[]
  rides?: { destination: { lat: number | null; lon: number | null; name: string } | null }
  /** timing: useLivePosition's LiveTiming overrides (not imported: that module is browser code). */
  /** geolocation 'silent-watch': a stand-in whose watch never reports and whose single read does. */
  position?: {
    participantId: string | null
    timing?: Partial<Record<TimingKey, number>>
    geolocation?: 'silent-watch'
  }
}

export interface HarnessControls {
  setPeople(people: LivePerson[]): void
  setVenue(venue: LiveVenue | null): void
  setParticipant(id: string | null): void
  sent: { id: string; lat: number; lon: number; at: number }[]
  /** Calls made to the 'silent-watch' stand-in, with their options. */
  geoCalls: { kind: 'watch' | 'read'; options: PositionOptions | undefined; at: number }[]
}

declare global {
  interface Window {
    liveKitConfig: HarnessConfig
    liveKit: HarnessControls
  }
}
