// The GraphQL face as a third party builds on it: the schema downloaded from the app as served
// (GET /schema.graphql), GraphQL Code Generator's TypeScript types for the operations they would
// write (their gathers as a connection, a mutation, the live positions), and a client using those
// types that the TypeScript compiler accepts. Operations naming a field the schema lacks are refused.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { codegen } from '@graphql-codegen/core'
import * as operationsPlugin from '@graphql-codegen/typescript-operations'
import { parse } from 'graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../tests/helpers/app.js'
import { compileStrict } from '../../tests/helpers/typescript.js'

let app: TestApp
/** The SDL as served. */
let sdl = ''
let dir = ''
beforeAll(async () => {
  app = await startTestApp()
  const served = await fetch(`${app.url}/schema.graphql`)
  expect(served.status).toBe(200)
  sdl = await served.text()
  dir = await mkdtemp(path.join(os.tmpdir(), 'graphql-client-'))
})
afterAll(async () => {
  await app?.stop()
  if (dir) await rm(dir, { recursive: true, force: true })
})

/** Types for `operations`, as a third party's codegen.ts would ask for them. */
const generate = (operations: string) =>
  codegen({
    schema: parse(sdl),
    documents: [{ location: 'operations.graphql', document: parse(operations) }],
    filename: 'gather-api.ts',
    config: { scalars: { DateTime: 'string' }, strictScalars: true },
    plugins: [{ typescriptOperations: {} }],
    pluginMap: { typescriptOperations: operationsPlugin },
  })

/** Diagnostics of compiling `client.ts` (and what it imports) in `dir`. */
const compile = () => compileStrict(path.join(dir, 'client.ts'))

describe("a third party's generated GraphQL client", () => {
  it('compiles against the types GraphQL Code Generator makes from the served schema', async () => {
    await writeFile(path.join(dir, 'gather-api.ts'), await generate(operations))
    await writeFile(path.join(dir, 'client.ts'), client)
    expect(compile()).toEqual([])
  })

  it('is refused when an operation names a field the schema does not have', async () => {
    const wrong = operations.replace('locationName', 'venueName')
    expect(wrong).not.toBe(operations)
    await expect(generate(wrong)).rejects.toThrow(/Cannot query field "venueName" on type "Meetup"/)
  })
})

/** What a third party writes: a page of their gathers, a new gather, the live positions. */
const operations = /* GraphQL */ `
  query MyGathers($first: Int!, $after: String) {
    viewer {
      displayName
      activeMeetups(first: $first, after: $after) {
        edges {
          cursor
          node { id description startTime locationName participantCount }
        }
        pageInfo { hasNextPage endCursor }
      }
    }
  }

  mutation CreateGather($input: CreateMeetupInput!) {
    createMeetup(input: $input) {
      __typename
      ... on CreateMeetupPayload { data { id description startTime } }
      ... on Error { code message }
    }
  }

  subscription LivePositions($meetupId: ID!) {
    livePositions(meetupId: $meetupId) {
      snapshot
      positions { lat lon lastUpdated sequence }
      cleared { sequence }
    }
  }
`

/**
 * Their code, typed by the generated file. The @ts-expect-error lines fail the compile if the
 * types let anything through (a field that is not there, an input missing a required field).
 */
const client = `import type {
  CreateGatherMutation,
  CreateGatherMutationVariables,
  LivePositionsSubscription,
  MyGathersQuery,
  MyGathersQueryVariables,
} from './gather-api.js'

async function graphql<Data, Variables>(query: string, variables: Variables): Promise<Data> {
  const answer = await fetch('https://gather.example/graphql', {
    method: 'POST',
    headers: { authorization: 'Bearer gat_…', 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  })
  return ((await answer.json()) as { data: Data }).data
}

export async function gatherNames(query: string, after?: string): Promise<string[]> {
  const data = await graphql<MyGathersQuery, MyGathersQueryVariables>(query, { first: 10, after })
  const page = data.viewer?.activeMeetups
  const names = page?.edges.map(({ node }) => node.description + ' at ' + node.locationName) ?? []
  return page?.pageInfo.hasNextPage && page.pageInfo.endCursor ? [...names, ...(await gatherNames(query, page.pageInfo.endCursor))] : names
}

export async function newGather(mutation: string, variables: CreateGatherMutationVariables): Promise<string> {
  const { createMeetup } = await graphql<CreateGatherMutation, CreateGatherMutationVariables>(mutation, variables)
  if (createMeetup.__typename === 'CreateMeetupPayload') return createMeetup.data.id
  throw new Error(createMeetup.code + ': ' + createMeetup.message)
}

export const markers = (event: LivePositionsSubscription): [number, number, string][] =>
  event.livePositions.positions.map((p) => [p.lat, p.lon, p.lastUpdated])

export const climbing: CreateGatherMutationVariables = {
  input: { description: 'Climbing', gatherDate: '2026-12-01', gatherTime: '18:00', locationName: 'The wall' },
}
// @ts-expect-error a gather needs its place's name
export const nameless: CreateGatherMutationVariables = { input: { description: 'x', gatherDate: '2026-12-01', gatherTime: '18:00' } }
export const first = (data: MyGathersQuery) =>
  // @ts-expect-error a gather has no such field
  data.viewer?.activeMeetups.edges[0]?.node.venueSecret
`
