import { graphql, useFragment } from 'react-relay'
import { Navigate } from 'react-router-dom'
import type { ProfileSetupScreen_viewer$key } from '../__generated__/ProfileSetupScreen_viewer.graphql'

export default function ProfileSetupScreen({ viewer }: { viewer: ProfileSetupScreen_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment ProfileSetupScreen_viewer on User {
        gatherIdSet
        displayName
      }
    `,
    viewer,
  )
  if (data.gatherIdSet) return <Navigate to="/" replace />
  return (
    <main className="screen">
      <h1>Complete Your Profile</h1>
      <p className="muted">Choose the display name people see and your Gather ID.</p>
    </main>
  )
}
