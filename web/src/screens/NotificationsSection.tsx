// Settings → Notifications: this device's Web Push opt-in. Turning it on asks the browser's
// notification permission, subscribes through the app's service worker (/sw.js) with the
// server's VAPID key and stores the subscription; turning it off removes both. The switch shows
// whether this device (its push endpoint) notifies the person signed in.
import { useCallback, useEffect, useState } from 'react'
import { fetchQuery, graphql, useMutation, useRelayEnvironment } from 'react-relay'
import type { NotificationsSectionDisableMutation } from '../__generated__/NotificationsSectionDisableMutation.graphql'
import type { NotificationsSectionEnableMutation } from '../__generated__/NotificationsSectionEnableMutation.graphql'
import type { NotificationsSectionQuery } from '../__generated__/NotificationsSectionQuery.graphql'
import { outcome, run } from '../mutations/commit'
import { useToast } from '../toast/ToastProvider'

type State =
  | { kind: 'loading' }
  | { kind: 'unsupported' }
  | { kind: 'failed' }
  | { kind: 'ready'; enabled: boolean; publicKey: string; blocked: boolean }

const deviceQuery = graphql`
  query NotificationsSectionQuery($endpoint: String) {
    pushDevice(endpoint: $endpoint) { publicKey enabled }
  }
`

const supported = () =>
  'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window && window.isSecureContext

/** The app's worker, registered now if the page has not done so yet (it waits for an idle moment). */
async function worker() {
  await navigator.serviceWorker.register('/sw.js')
  return navigator.serviceWorker.ready
}

const keyBytes = (base64url: string) => {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/')
  return Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) => c.charCodeAt(0))
}

const sameKey = (a: ArrayBuffer | null, b: Uint8Array) => {
  if (!a || a.byteLength !== b.length) return false
  const view = new Uint8Array(a)
  return view.every((byte, i) => byte === b[i])
}

export function NotificationsSection() {
  const environment = useRelayEnvironment()
  const toast = useToast()
  const [state, setState] = useState<State>({ kind: 'loading' })
  const [busy, setBusy] = useState(false)
  const [commitEnable] = useMutation<NotificationsSectionEnableMutation>(graphql`
    mutation NotificationsSectionEnableMutation($subscription: PushSubscriptionInput!) {
      enablePushDevice(subscription: $subscription) {
        __typename
        ... on EnablePushDevicePayload { data { publicKey enabled } }
        ... on Error { message }
      }
    }
  `)
  const [commitDisable] = useMutation<NotificationsSectionDisableMutation>(graphql`
    mutation NotificationsSectionDisableMutation($endpoint: String!) {
      disablePushDevice(endpoint: $endpoint) {
        __typename
        ... on DisablePushDevicePayload { data }
        ... on Error { message }
      }
    }
  `)

  const load = useCallback(async () => {
    if (!supported()) return setState({ kind: 'unsupported' })
    try {
      const registration = await navigator.serviceWorker.getRegistration('/')
      const subscription = await registration?.pushManager.getSubscription()
      const data = await fetchQuery<NotificationsSectionQuery>(
        environment,
        deviceQuery,
        { endpoint: subscription?.endpoint ?? null },
        { fetchPolicy: 'network-only' },
      ).toPromise()
      if (!data) return setState({ kind: 'failed' })
      setState({
        kind: 'ready',
        enabled: data.pushDevice.enabled,
        publicKey: data.pushDevice.publicKey,
        blocked: Notification.permission === 'denied',
      })
    } catch {
      setState({ kind: 'failed' })
    }
  }, [environment])

  useEffect(() => {
    void load()
  }, [load])

  const turnOn = async (publicKey: string) => {
    const permission = await Notification.requestPermission()
    if (permission !== 'granted') {
      setState({ kind: 'ready', enabled: false, publicKey, blocked: permission === 'denied' })
      return toast({
        title: 'Notifications not allowed',
        description: 'Allow notifications for Gather in your browser settings, then try again.',
        variant: 'destructive',
      })
    }
    const registration = await worker()
    const key = keyBytes(publicKey)
    let subscription = await registration.pushManager.getSubscription()
    // Made with another server key (the server's keys changed): it would be refused, so renew it.
    if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
      await subscription.unsubscribe()
      subscription = null
    }
    subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key })
    const json = subscription.toJSON()
    const enabled = outcome(
      (
        await run(commitEnable, {
          subscription: {
            endpoint: subscription.endpoint,
            keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
          },
        })
      ).enablePushDevice,
    )
    if (!enabled.ok) throw new Error(enabled.message)
    setState({ kind: 'ready', enabled: true, publicKey, blocked: false })
    toast({ title: 'Notifications on', description: 'This device will tell you about invitations and changes.' })
  }

  const turnOff = async (publicKey: string) => {
    const registration = await navigator.serviceWorker.getRegistration('/')
    const subscription = await registration?.pushManager.getSubscription()
    if (subscription) {
      const disabled = outcome((await run(commitDisable, { endpoint: subscription.endpoint })).disablePushDevice)
      if (!disabled.ok) throw new Error(disabled.message)
      await subscription.unsubscribe()
    }
    setState({ kind: 'ready', enabled: false, publicKey, blocked: Notification.permission === 'denied' })
    toast({ title: 'Notifications off', description: 'This device will not be notified.' })
  }

  const toggle = async (on: boolean) => {
    if (state.kind !== 'ready') return
    setBusy(true)
    try {
      await (on ? turnOn(state.publicKey) : turnOff(state.publicKey))
    } catch {
      toast({ title: 'Notifications failed', description: 'Please try again', variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="card stack section" aria-labelledby="notifications-heading">
      <h2 id="notifications-heading">Notifications</h2>
      {state.kind === 'loading' && <p className="muted">Loading…</p>}
      {state.kind === 'unsupported' && <p className="muted">This browser cannot show notifications from Gather.</p>}
      {state.kind === 'failed' && <p className="muted">Notifications could not be loaded. Try again later.</p>}
      {state.kind === 'ready' && (
        <>
          <label className="row toggle">
            <span>
              Notify this device
              <small className="muted block">Invitations, reminders, changes, cancellations and arrivals</small>
            </span>
            <input
              type="checkbox"
              role="switch"
              aria-checked={state.enabled}
              checked={state.enabled}
              disabled={busy || (state.blocked && !state.enabled)}
              onChange={(e) => void toggle(e.target.checked)}
            />
          </label>
          {state.blocked && !state.enabled && (
            <p className="muted">Notifications are blocked for Gather: allow them in your browser settings.</p>
          )}
        </>
      )}
    </section>
  )
}
