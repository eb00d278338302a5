import type { ComponentType } from 'react'
import { RelayEnvironmentProvider } from 'react-relay'
import { environment } from './environment'

/** A screen loaded with Relay, given the app's one environment (the first page has no Relay). */
export function withRelay<P extends object>(Screen: ComponentType<P>): ComponentType<P> {
  return function RelayScreen(props: P) {
    return (
      <RelayEnvironmentProvider environment={environment}>
        <Screen {...props} />
      </RelayEnvironmentProvider>
    )
  }
}
