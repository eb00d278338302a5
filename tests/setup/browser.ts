// Vitest global setup for the browser journeys: one Chromium for the whole run, which each test
// file connects to (a launch per file costs seconds of both cores).
import { chromium } from 'playwright-core'
import type { TestProject } from 'vitest/node'
import { launchOptions } from '../helpers/chromium.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared Chromium's Playwright endpoint. */
    browserEndpoint: string | undefined
  }
}

export default async function setup(project: TestProject) {
  const server = await chromium.launchServer(launchOptions)
  project.provide('browserEndpoint', server.wsEndpoint())
  return () => server.close()
}
