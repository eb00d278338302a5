// The live proximity / join screen, for visitors
// and participants: opening it signed in joins the gather; participants share their position
// (by consent, expiring) and see everyone's, pushed live.
import { useCallback, useEffect, useRef, useState } from 'react'
import {
  fetchQuery,
  graphql,
  type PreloadedQuery,
  useFragment,
  usePreloadedQuery,
  useRelayEnvironment,
} from 'react-relay'
import { Link, useNavigate } from 'react-router-dom'
import { ConnectionHandler } from 'relay-runtime'
import type { ProximityQuery } from '../__generated__/ProximityQuery.graphql'
import type { ProximityScreen_meetup$key } from '../__generated__/ProximityScreen_meetup.graphql'
import { gatherTitle } from '../gathers/format'
import { pendingJoinLink } from '../lib/pending-join'
import { EnableLocationButton } from '../live/EnableLocationButton'
import { LiveBoard } from '../live/LiveBoard'
import { LiveHeader } from '../live/LiveHeader'
import { type AccessEnd, accessEndTexts, LiveUpdates } from '../live/LiveUpdates'
import { QuickStatus } from '../live/QuickStatus'
import { RideButtons } from '../live/RideButtons'
import { useSetPaused } from '../live/sharing/SharingMutations'
import { SharingPanel } from '../live/sharing/SharingPanel'
import { type OwnSharing, type Precision, positionToSend } from '../live/sharing/sharing'
import { useSharesPosition, useSharingSession } from '../live/sharing/useSharingSession'
import { useFreshSnapshot } from '../live/useFreshSnapshot'
import { useLivePosition } from '../live/useLivePosition'
import { useJoinMeetup, useSendLocation } from '../mutations/LiveMutations'
import { ProximityQueryNode } from '../queries/ProximityQuery'
import { hasSessionEnded } from '../relay/session'
import { useTitleSubject } from '../shell/page-title'
import { useToast } from '../toast/ToastProvider'
import '../gathers/gathers.css'

function NotFound() {
  return (
    <main className="screen center">
      <h1>Gather not found</h1>
      <p className="muted">The link may be wrong, or the gather has ended.</p>
      <Link to="/" className="button button-primary">
        Go Home
      </Link>
    </main>
  )
}

/** The viewer's access ended while the screen was open: the reason, and no people or positions. */
function AccessEnded({ end }: { end: AccessEnd }) {
  return (
    <main className="screen center">
      <h1>{end.message}</h1>
      <p className="muted">The live map of this gather is no longer shared with you.</p>
      <Link to="/" className="button button-primary">
        Back to Home
      </Link>
    </main>
  )
}

function Live(props: {
  meetup: ProximityScreen_meetup$key
  mapStyleUrl: string
  signedIn: boolean
  /** What the screen was opened with: a share link joins, the id alone only an invitation does. */
  openedWith: string
  fetchSnapshot: () => Promise<unknown>
}) {
  const meetup = useFragment(
    graphql`
      fragment ProximityScreen_meetup on Meetup {
        id
        databaseId
        description
        shareableLink
        locationName
        isExpired
        location { lat lon }
        viewerParticipant {
          id
          invitationStatus
          status
          sharing { state precision consented startsAt }
          ...SharingPanel_participant
        }
        ...LiveHeader_meetup
        ...LiveBoard_meetup
      }
    `,
    props.meetup,
  )
  useTitleSubject(meetup.description)
  const title = gatherTitle(meetup.description)
  const toast = useToast()
  const navigate = useNavigate()
  const [join, joining] = useJoinMeetup()
  const sendLocation = useSendLocation()
  const { signedIn } = props
  const [ended, setEnded] = useState<AccessEnd | null>(null)
  const me = meetup.viewerParticipant
  const accepted = me?.invitationStatus === 'ACCEPTED'
  const declined = me?.invitationStatus === 'DECLINED'
  const sharing = signedIn && accepted && !meetup.isExpired && ended === null
  const { reconnecting } = useFreshSnapshot({
    fetchSnapshot: props.fetchSnapshot,
    pushed: sharing,
    enabled: ended === null,
  })

  const { openedWith } = props
  const joinNow = useCallback(
    async (rejoin = false) => {
      try {
        const result = await join(openedWith, rejoin)
        if (!result.ok) throw new Error(result.message)
        // Only what is true: joining shares nothing (the sharing card asks, and says when it shares).
        toast({ title: 'Successfully joined!', description: `You joined ${title}.` })
      } catch {
        toast({
          title: 'Failed to join gathering',
          description: 'There was an issue joining this gathering. Please try again.',
          variant: 'destructive',
        })
      }
    },
    [join, openedWith, toast, title],
  )

  // A fresh snapshot without you in it, after you were in: you were removed (the stream says so
  // too, unless its event was missed while the connection was down).
  const wasIn = useRef(false)
  useEffect(() => {
    if (accepted) wasIn.current = true
    else if (wasIn.current && signedIn && !me && !hasSessionEnded())
      setEnded({ message: accessEndTexts.removed ?? '', reason: 'removed' })
  }, [accepted, me, signedIn])

  // Opening a gather signed in joins it (or accepts the invitation), once.
  const tried = useRef(false)
  useEffect(() => {
    if (!signedIn || accepted || declined || meetup.isExpired || tried.current) return
    tried.current = true
    void joinNow()
  }, [signedIn, accepted, declined, meetup.isExpired, joinNow])

  // Sharing bound to the gather (live/sharing): the device watches only while it shares, and
  // sends only what the chosen precision allows.
  const own = (me?.sharing ?? null) as OwnSharing | null
  const asking = sharing && own !== null && own.state !== 'ENDED' && !own.consented
  const sharesNow = useSharesPosition(sharing ? own : null)
  const setPaused = useSetPaused()
  useSharingSession({
    active: sharesNow,
    paused: own?.state === 'PAUSED',
    setPaused: (paused) => setPaused(meetup.databaseId, paused),
  })
  const live = useLivePosition({
    participantId: sharesNow ? (me?.id ?? null) : null,
    enabled: sharesNow ? undefined : false,
    send: (lat, lon, participantId, meta) => {
      const sent = positionToSend((own?.precision ?? 'STATUS_ONLY') as Precision, lat, lon)
      return sent ? sendLocation(participantId, sent.lat, sent.lon, meta) : undefined
    },
  })

  const signInToJoin = () => {
    pendingJoinLink.set(meetup.shareableLink ?? openedWith)
    navigate('/login')
  }

  if (ended) return <AccessEnded end={ended} />
  return (
    <main className="screen live-screen">
      <LiveHeader meetup={meetup} />
      {reconnecting && (
        <p className="notice live-reconnecting" role="status">
          Reconnecting…
        </p>
      )}
      {meetup.isExpired && <p className="notice">This gather has ended. Shared locations have been deleted.</p>}
      {!signedIn && (
        <section className="card join-prompt">
          <h2>Join this gather</h2>
          <p className="muted">Sign in to join and see everyone arrive on the live map. No chat, no feed.</p>
          <button type="button" className="button button-primary button-wide" onClick={signInToJoin}>
            Sign in to join
          </button>
        </section>
      )}
      {signedIn && declined && !meetup.isExpired && (
        <section className="card join-prompt">
          <p className="muted">You declined this invitation.</p>
          <button type="button" className="button button-primary" disabled={joining} onClick={() => joinNow(true)}>
            {joining ? 'Joining...' : 'Join after all'}
          </button>
        </section>
      )}
      {/* Asking to share is the screen's one decision: first, above the status buttons and map. */}
      {asking && me && <SharingPanel participant={me} meetupId={meetup.databaseId} />}
      {sharing && me && <QuickStatus participantId={me.id} status={me.status} />}
      <LiveBoard
        meetup={meetup}
        mapStyleUrl={props.mapStyleUrl}
        ownPosition={sharesNow && live.position ? { lat: live.position.lat, lon: live.position.lon } : null}
        canSeePositions={accepted}
      >
        {sharing && me && !asking && <SharingPanel participant={me} meetupId={meetup.databaseId} />}
      </LiveBoard>
      {signedIn && (
        <RideButtons
          destination={{ lat: meetup.location?.lat, lon: meetup.location?.lon, name: meetup.locationName }}
        />
      )}
      {sharing && me && (
        <LiveUpdates
          meetupId={meetup.databaseId}
          viewerParticipantId={me.id}
          connectionId={ConnectionHandler.getConnectionID(meetup.id, 'LiveBoard_participants')}
          onAccessEnded={setEnded}
        />
      )}
      {/* Blocked: no need to wait 10 s, and the button stays while it says what to do. */}
      {sharesNow && (live.waitingTooLong || live.error?.code === 1) && (
        <EnableLocationButton onClick={live.enable} blocked={live.error?.code === 1} />
      )}
    </main>
  )
}

export default function ProximityScreen(props: { queryRef: PreloadedQuery<ProximityQuery>; signedIn: boolean }) {
  const data = usePreloadedQuery<ProximityQuery>(ProximityQueryNode, props.queryRef)
  const environment = useRelayEnvironment()
  const { key } = props.queryRef.variables
  // A fresh snapshot into the store; a failure is the caller's to handle, never thrown at React.
  const fetchSnapshot = useCallback(
    () =>
      fetchQuery<ProximityQuery>(environment, ProximityQueryNode, { key }, { fetchPolicy: 'network-only' }).toPromise(),
    [environment, key],
  )
  if (!data.meetup) return <NotFound />
  return (
    <Live
      meetup={data.meetup}
      mapStyleUrl={data.mapStyleUrl}
      signedIn={props.signedIn}
      openedWith={key}
      fetchSnapshot={fetchSnapshot}
    />
  )
}
