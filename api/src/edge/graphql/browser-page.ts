// In production /graphql has no GraphiQL: a browser opening it (GET, Accept: text/html) would get
// Yoga's bare 406, since it accepts no GraphQL answer. It gets this page instead, saying what the
// address is for and where the schema and the guide are. No script: the app's CSP allows none inline.
import { type Plugin, shouldRenderGraphiQL } from 'graphql-yoga'
import { schemaPath } from '../http/schema-file.js'
import { versionInfo } from '../http/system.js'

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Gather GraphQL API</title>
<style>body{font:1rem/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}code{font-size:.95em}</style>
</head>
<body>
<main>
<h1>Gather GraphQL API</h1>
<p>This address answers GraphQL requests, not pages: send queries and mutations here with
<code>POST</code> and a JSON body, and subscribe over WebSocket (<code>graphql-ws</code>) at the same
address. Call it as yourself with a personal access token from <a href="/settings">Settings</a> →
API tokens, sent as <code>Authorization: Bearer gat_…</code>.</p>
<ul>
<li><a href="${schemaPath}">The schema</a> (<code>schema.graphql</code>): every type and field with its description, for code generators and editors.</li>
<li>The guide, with examples, error codes and cost limits: <code>docs/api.md</code> in the source of Gather ${versionInfo.version}.</li>
</ul>
<p><a href="/">Back to Gather</a></p>
</main>
</body>
</html>
`

export function browserPagePlugin(): Plugin {
  return {
    onRequest: ({ request, endResponse, fetchAPI }) => {
      if (!shouldRenderGraphiQL(request)) return
      const headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' }
      endResponse(new fetchAPI.Response(page, { status: 200, headers }))
    },
  }
}
