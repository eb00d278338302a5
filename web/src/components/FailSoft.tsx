import { Component, type ReactNode } from 'react'

/**
 * Shows `fallback` instead of its children when they throw (a failed query read with
 * usePreloadedQuery, say), so that a secondary part of a screen never takes the page down.
 */
export class FailSoft extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
