// The create form's draft, kept for the tab's session (sessionStorage) so that a reload or a
// trip to another screen does not lose what was typed; cleared once the gather is created.
import type { Invitee } from './AddPeopleDialog'
import type { ChosenPlace } from './LocationPicker'

export interface CreateDraft {
  place: ChosenPlace | null
  description: string
  when: { date: string; time: string }
  people: Invitee[]
  emails: string[]
}

/** One draft per kind of create: a Group Gather keeps its own. */
export const draftKey = (groupId: string | null) => `createMeetupDraft:${groupId ?? ''}`

const isString = (v: unknown): v is string => typeof v === 'string'
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

function readPlace(v: unknown): ChosenPlace | null {
  if (!isObject(v) || !isString(v.name) || typeof v.lat !== 'number' || typeof v.lon !== 'number') return null
  return { name: v.name, address: isString(v.address) ? v.address : null, lat: v.lat, lon: v.lon }
}

/** A stored draft, or null when there is none or it is not one (an old shape, a hand edit). */
export function parseDraft(raw: string | null): CreateDraft | null {
  if (!raw) return null
  let v: unknown
  try {
    v = JSON.parse(raw)
  } catch {
    return null
  }
  if (!isObject(v) || !isObject(v.when) || !isString(v.when.date) || !isString(v.when.time)) return null
  const people = Array.isArray(v.people)
    ? v.people.flatMap((p: unknown) =>
        isObject(p) && isString(p.gatherId)
          ? [{ gatherId: p.gatherId, displayName: isString(p.displayName) ? p.displayName : null }]
          : [],
      )
    : []
  return {
    place: readPlace(v.place),
    description: isString(v.description) ? v.description.slice(0, 100) : '',
    when: { date: v.when.date, time: v.when.time },
    people,
    emails: Array.isArray(v.emails) ? v.emails.filter(isString) : [],
  }
}

export const createDraft = {
  load: (groupId: string | null) => parseDraft(sessionStorage.getItem(draftKey(groupId))),
  save: (groupId: string | null, draft: CreateDraft) =>
    sessionStorage.setItem(draftKey(groupId), JSON.stringify(draft)),
  clear: (groupId: string | null) => sessionStorage.removeItem(draftKey(groupId)),
}
