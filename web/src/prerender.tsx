// Build-time rendering of the visitor pages (scripts/prerender.ts): the same route table and
// screens the browser renders for someone signed out, so the page reads before any JavaScript
// runs, and main.tsx replaces it with the identical live screen.
import { prerender } from 'react-dom/static'
import { StaticRouter } from 'react-router'
import { AppRoutes } from './routes'
import { ToastProvider } from './toast/ToastProvider'
import type { ViewerPayload } from './viewer'

/** Signed out; sign-in providers shown as the default configuration has them (none). */
const visitor: ViewerPayload = { data: { viewer: null, authProviders: { google: false, apple: false } } }

/** Pages served prerendered to requests without a session, by path. */
export const pages: Record<string, string> = {
  '/': 'landing',
  '/landing': 'landing',
  '/login': 'login',
  '/signup': 'signup',
  '/forgot-password': 'forgot-password',
  '/privacy': 'privacy',
  '/terms': 'terms',
}

export async function render(pathname: string): Promise<string> {
  const { prelude } = await prerender(
    <ToastProvider>
      <StaticRouter location={pathname}>
        <AppRoutes payload={visitor} />
      </StaticRouter>
    </ToastProvider>,
  )
  return new Response(prelude).text()
}
