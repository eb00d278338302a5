// Relay mutations as promises, with the errors-plugin result unions read in one place.

import type { UseMutationConfig } from 'react-relay'
import type { Disposable, MutationParameters } from 'relay-runtime'

type Commit<T extends MutationParameters> = (config: UseMutationConfig<T>) => Disposable

export function run<T extends MutationParameters>(
  commit: Commit<T>,
  variables: T['variables'],
  options: Pick<UseMutationConfig<T>, 'updater'> = {},
): Promise<T['response']> {
  return new Promise((resolve, reject) => {
    commit({
      ...options,
      variables,
      onCompleted: (response, errors) => {
        if (errors?.length) reject(new Error(errors[0]?.message ?? 'Request failed'))
        else resolve(response)
      },
      onError: reject,
    })
  })
}

/**
 * A field's result: its data, or the typed error's message (ValidationError, RateLimitError…) and,
 * when the operation asks for it, the ValidationError's `field` at fault.
 */
export type Outcome<D> = { ok: true; data: D } | { ok: false; kind: string; message: string; field?: string | null }

export function outcome<D>(result: {
  readonly __typename: string
  readonly data?: D
  readonly message?: string
  readonly field?: string | null
}): Outcome<D> {
  if (result.__typename.endsWith('Payload') && result.data !== undefined) return { ok: true, data: result.data }
  return { ok: false, kind: result.__typename, message: result.message ?? 'An error occurred', field: result.field }
}
