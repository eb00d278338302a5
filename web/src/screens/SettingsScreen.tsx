import { type FormEvent, useEffect, useState } from 'react'
import { graphql, useFragment } from 'react-relay'
import { Link } from 'react-router-dom'
import type { SettingsScreen_viewer$key } from '../__generated__/SettingsScreen_viewer.graphql'
import { ConfirmDialog } from '../components/ConfirmDialog'
import { useFieldErrors } from '../components/useFieldErrors'
import { useDeleteAccount, useSignOut } from '../mutations/AccountMutations'
import { useUpdateDisplayName } from '../mutations/UpdateDisplayNameMutation'
import { setSignedIn } from '../relay/environment'
import { useToast } from '../toast/ToastProvider'
import { AccessTokensSection } from './AccessTokensSection'
import { CalendarFeedSection } from './CalendarFeedSection'
import { NotificationsSection } from './NotificationsSection'
import { PasskeysSection } from './PasskeysSection'
import { SessionsSection } from './SessionsSection'

const fallbackVersion = { version: '6.6.0', releaseDate: '2025-01-10' }
const sharingKey = 'gather-location-sharing'

export default function SettingsScreen({ viewer }: { viewer: SettingsScreen_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment SettingsScreen_viewer on User {
        email
        firstName
        lastName
        displayName
        gatherId
      }
    `,
    viewer,
  )
  const toast = useToast()
  const [name, setName] = useState(data.displayName ?? '')
  const [updateName, saving] = useUpdateDisplayName()
  const [signOut] = useSignOut()
  const [deleteAccount, deleting] = useDeleteAccount()
  const [confirmDelete, setConfirmDelete] = useState(false)
  const [sharing, setSharing] = useState(() => localStorage.getItem(sharingKey) !== 'off')
  const [version, setVersion] = useState(fallbackVersion)
  const fields = useFieldErrors<'displayName'>()

  useEffect(() => {
    fetch('/version.json')
      .then((r) => (r.ok ? r.json() : fallbackVersion))
      .then(setVersion, () => setVersion(fallbackVersion))
  }, [])

  const saveName = async (event: FormEvent) => {
    event.preventDefault()
    if (!name.trim()) {
      fields.show({ displayName: 'Display name cannot be empty' })
      return toast({
        title: 'Invalid display name',
        description: 'Display name cannot be empty',
        variant: 'destructive',
      })
    }
    try {
      const result = await updateName(name.trim())
      if (!result.ok) {
        fields.show({ displayName: result.message })
        return toast({ title: 'Update failed', description: result.message, variant: 'destructive' })
      }
      setName(result.data.displayName ?? '')
      toast({ title: 'Profile updated' })
    } catch {
      toast({ title: 'Update failed', description: 'Please try again', variant: 'destructive' })
    }
  }

  const copyGatherId = async () => {
    try {
      await navigator.clipboard.writeText(data.gatherId ?? '')
      toast({ title: 'Copied!', description: 'Your Gather ID is on the clipboard.' })
    } catch {
      toast({ title: 'Copy failed', variant: 'destructive' })
    }
  }

  const onSignOut = async () => {
    // Signing out on purpose: the server's "session ended" answers that follow are expected.
    setSignedIn(false)
    await signOut().catch(() => {})
    toast({ title: 'Signed out', description: 'See you soon!' })
    setTimeout(() => window.location.assign('/'), 1000)
  }

  const onDelete = async () => {
    try {
      setSignedIn(false)
      await deleteAccount()
      setConfirmDelete(false)
      toast({ title: 'Account deleted', description: 'Your account and all its data are gone.' })
      setTimeout(() => window.location.assign('/'), 1500)
    } catch {
      setSignedIn(true)
      toast({ title: 'Delete failed', description: 'Please try again', variant: 'destructive' })
    }
  }

  const fullName = [data.firstName, data.lastName].filter(Boolean).join(' ')
  return (
    <main className="screen">
      <h1>Settings</h1>
      <section className="card stack">
        <h2>Profile</h2>
        {fullName && (
          <p className="row">
            <span className="muted">Name</span>
            <span>{fullName}</span>
          </p>
        )}
        <p className="row">
          <span className="muted">Email</span>
          <span>{data.email}</span>
        </p>
        <form className="stack" onSubmit={saveName}>
          <label className="field">
            <span>Display name</span>
            <input
              value={name}
              maxLength={50}
              {...fields.input('displayName')}
              onChange={(e) => {
                setName(e.target.value)
                fields.clear('displayName')
              }}
            />
          </label>
          {fields.message('displayName')}
          <button type="submit" className="button" disabled={saving || name.trim() === (data.displayName ?? '')}>
            {saving ? 'Saving...' : 'Save'}
          </button>
        </form>
        <div className="row">
          <span className="muted">Gather ID</span>
          <span>
            @{data.gatherId}{' '}
            <button type="button" className="link-button" onClick={copyGatherId}>
              Copy
            </button>
          </span>
        </div>
      </section>
      <section className="card stack section">
        <h2>Privacy &amp; Security</h2>
        <label className="row toggle">
          <span>
            Location Sharing
            <small className="muted block">Auto-expire after 2 hours</small>
          </span>
          <input
            type="checkbox"
            role="switch"
            aria-checked={sharing}
            checked={sharing}
            onChange={(e) => {
              setSharing(e.target.checked)
              localStorage.setItem(sharingKey, e.target.checked ? 'on' : 'off')
            }}
          />
        </label>
      </section>
      <NotificationsSection />
      <CalendarFeedSection />
      <PasskeysSection />
      <AccessTokensSection />
      <SessionsSection />
      <section className="card stack section">
        <h2>Account Management</h2>
        <button type="button" className="button" onClick={onSignOut}>
          Sign Out
        </button>
        <button type="button" className="button button-danger" onClick={() => setConfirmDelete(true)}>
          Delete Account
        </button>
      </section>
      <section className="card stack section">
        <h2>Support</h2>
        <Link to="/privacy">Privacy Policy</Link>
        <Link to="/terms">Terms of Service</Link>
      </section>
      <p className="center-text muted">
        Gather v{version.version} · released {version.releaseDate}
      </p>
      {confirmDelete && (
        <ConfirmDialog
          title="Delete Account"
          confirmLabel={deleting ? 'Deleting...' : 'Delete my account'}
          busy={deleting}
          onCancel={() => setConfirmDelete(false)}
          onConfirm={onDelete}
        >
          This permanently deletes your account, your gatherings, groups and shared locations. It cannot be undone.
        </ConfirmDialog>
      )}
    </main>
  )
}
