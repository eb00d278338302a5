// The arrival board on the manage screen while the gather is live: the live screen's
// board without the map, kept current by the same pushes (positions with their ETAs, status
// changes), and the organiser's "Ana arrived" toasts.
import { Suspense, useState } from 'react'
import { graphql, useLazyLoadQuery } from 'react-relay'
import { ConnectionHandler } from 'relay-runtime'
import type { ArrivalsCardQuery } from '../__generated__/ArrivalsCardQuery.graphql'
import { LiveBoard } from '../live/LiveBoard'
import { LiveUpdates } from '../live/LiveUpdates'

function Arrivals(props: { meetupId: string; timeZone: string }) {
  const { meetup } = useLazyLoadQuery<ArrivalsCardQuery>(
    graphql`
      query ArrivalsCardQuery($id: ID!) {
        meetup(id: $id) {
          id
          databaseId
          participantCount
          viewerParticipant { id invitationStatus }
          ...LiveBoard_meetup
        }
      }
    `,
    { id: props.meetupId },
  )
  const [ended, setEnded] = useState(false)
  const me = meetup?.viewerParticipant
  if (!meetup || !me || me.invitationStatus !== 'ACCEPTED' || ended) return null
  // The organiser alone: nobody to wait for (the participants card says "No participants yet").
  if (meetup.participantCount <= 1) return null
  return (
    <div className="card manage-arrivals">
      <LiveBoard
        meetup={meetup}
        mapStyleUrl=""
        ownPosition={null}
        canSeePositions
        boardOnly
        timeZone={props.timeZone}
      />
      <LiveUpdates
        meetupId={meetup.databaseId}
        viewerParticipantId={me.id}
        connectionId={ConnectionHandler.getConnectionID(meetup.id, 'LiveBoard_participants')}
        onAccessEnded={() => setEnded(true)}
      />
    </div>
  )
}

export function ArrivalsCard(props: { meetupId: string; timeZone: string }) {
  return (
    <Suspense fallback={null}>
      <Arrivals {...props} />
    </Suspense>
  )
}
