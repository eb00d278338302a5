import { type FormEvent, useState } from 'react'
import { graphql, useFragment } from 'react-relay'
import { Navigate, useNavigate } from 'react-router-dom'
import type { ProfileSetupScreen_viewer$key } from '../__generated__/ProfileSetupScreen_viewer.graphql'
import { useFieldErrors } from '../components/useFieldErrors'
import { useSetProfile } from '../mutations/SetProfileMutation'
import { useToast } from '../toast/ToastProvider'
import { useRefreshViewer } from '../viewer'

const gatherIdPattern = /^[A-Za-z0-9_-]{3,20}$/

export default function ProfileSetupScreen({ viewer }: { viewer: ProfileSetupScreen_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment ProfileSetupScreen_viewer on User {
        gatherIdSet
        displayName
        firstName
      }
    `,
    viewer,
  )
  const [displayName, setDisplayName] = useState(data.displayName ?? data.firstName ?? '')
  const [gatherId, setGatherId] = useState('')
  const [setProfile, busy] = useSetProfile()
  const toast = useToast()
  const navigate = useNavigate()
  const refreshViewer = useRefreshViewer()
  const fields = useFieldErrors<'displayName' | 'gatherId'>()
  if (data.gatherIdSet) return <Navigate to="/" replace />

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const name = displayName.trim()
    const id = gatherId.trim().replace(/^@/, '')
    if (!name || !id || !gatherIdPattern.test(id)) {
      fields.show({
        displayName: name ? undefined : 'Please enter a display name.',
        gatherId: !id
          ? 'Please choose a Gather ID.'
          : gatherIdPattern.test(id)
            ? undefined
            : 'Gather ID must be 3-20 characters, letters, numbers, hyphens and underscores only.',
      })
    }
    if (!name)
      return toast({
        title: 'Display Name Required',
        description: 'Please enter a display name.',
        variant: 'destructive',
      })
    if (!id)
      return toast({ title: 'Gather ID Required', description: 'Please choose a Gather ID.', variant: 'destructive' })
    if (!gatherIdPattern.test(id)) {
      return toast({
        title: 'Invalid Gather ID',
        description: 'Gather ID must be 3-20 characters, letters, numbers, hyphens and underscores only.',
        variant: 'destructive',
      })
    }
    try {
      const result = await setProfile(name, id)
      if (!result.ok) {
        // Someone else has that Gather ID: the only ConflictError.
        if (result.kind === 'ConflictError') {
          fields.show({ gatherId: 'This Gather ID is already in use. Please try a different one.' })
          return toast({
            title: 'Gather ID Unavailable',
            description: 'This Gather ID is already in use. Please try a different one.',
            variant: 'destructive',
          })
        }
        if (result.kind === 'ValidationError' && result.field === 'gatherId')
          return toast({ title: 'Setup Error', description: result.message, variant: 'destructive' })
        throw new Error(result.message)
      }
      toast({
        title: 'Profile Setup Complete',
        description: 'Your Gather ID is ready! You can now create and join gatherings.',
        next: true,
      })
      refreshViewer()
      navigate('/', { replace: true })
    } catch {
      toast({
        title: 'Setup Error',
        description: 'Failed to set up profile. Please try again.',
        variant: 'destructive',
      })
    }
  }

  return (
    <main className="screen auth-screen">
      <div className="logo-mark small" aria-hidden="true" />
      <h1>Complete Your Profile</h1>
      <p className="muted">Choose how people see you and the Gather ID they invite you with.</p>
      <form className="stack" onSubmit={submit} noValidate>
        <label className="field">
          <span>Display Name</span>
          <input
            value={displayName}
            maxLength={50}
            autoComplete="nickname"
            {...fields.input('displayName')}
            onChange={(e) => {
              setDisplayName(e.target.value)
              fields.clear('displayName')
            }}
          />
        </label>
        {fields.message('displayName')}
        <label className="field">
          <span>Gather ID</span>
          <input
            value={gatherId}
            maxLength={20}
            autoCapitalize="none"
            spellCheck={false}
            placeholder="e.g. ada_l"
            {...fields.input('gatherId', 'gather-id-hint')}
            onChange={(e) => {
              setGatherId(e.target.value)
              fields.clear('gatherId')
            }}
          />
          <small id="gather-id-hint" className="muted">
            3-20 letters, numbers, hyphens and underscores. Only people you give it to can invite you.
          </small>
        </label>
        {fields.message('gatherId')}
        <button type="submit" className="button button-primary button-wide" disabled={busy}>
          {busy ? 'Saving...' : 'Continue'}
        </button>
      </form>
    </main>
  )
}
