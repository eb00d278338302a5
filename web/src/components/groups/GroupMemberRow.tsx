import { graphql, useFragment } from 'react-relay'
import type { GroupMemberRow_member$key } from '../../__generated__/GroupMemberRow_member.graphql'

/** A member: avatar initials, and the display name and Gather ID, or the contact's name, e-mail, phone. */
export function GroupMemberRow({ member, onRemove }: { member: GroupMemberRow_member$key; onRemove: () => void }) {
  const data = useFragment(
    graphql`
      fragment GroupMemberRow_member on GroupMember {
        isContact
        displayName
        initials
        email
        phone
        person {
          gatherId
          profileImageUrl
        }
      }
    `,
    member,
  )
  const title =
    data.displayName || (data.person?.gatherId ? `@${data.person.gatherId}` : null) || data.email || data.phone
  const details = data.person
    ? data.displayName && data.person.gatherId
      ? `@${data.person.gatherId}`
      : null
    : [data.email, data.phone].filter((v) => v && v !== title).join(' · ') || null
  const label = title ?? 'Unknown contact'

  return (
    <li className="groups-member">
      {data.person?.profileImageUrl ? (
        <img className="groups-avatar" src={data.person.profileImageUrl} alt="" />
      ) : (
        <span className={data.isContact ? 'groups-avatar contact' : 'groups-avatar'} aria-hidden="true">
          {data.initials}
        </span>
      )}
      <span className="groups-member-text">
        <span className="groups-member-name">{label}</span>
        {details && <span className="groups-member-detail">{details}</span>}
      </span>
      {data.isContact && <span className="groups-badge">Contact</span>}
      <button type="button" className="groups-icon-button" aria-label={`Remove ${label}`} onClick={onRemove}>
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </li>
  )
}
