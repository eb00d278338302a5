import { randomBytes } from 'node:crypto'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { compression } from 'vite-plugin-compression2'
import { VitePWA } from 'vite-plugin-pwa'
import relay from 'vite-plugin-relay-lite'

const api = 'http://localhost:3000'

/**
 * Names each build: a meta tag in the HTML says which build a page is, and build.json tells the
 * server, whose /version.json then tells long-open pages that a newer one is out.
 */
function buildId(): Plugin {
  const id = `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`
  return {
    name: 'gather-build-id',
    apply: 'build',
    transformIndexHtml: () => [{ tag: 'meta', attrs: { name: 'gather-build', content: id }, injectTo: 'head' }],
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'build.json', source: JSON.stringify({ build: id }) })
    },
  }
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    relay({ relayConfig: `${import.meta.dirname}/../relay.config.js` }),
    react(),
    // Brotli and gzip copies beside each text asset; the server sends them to clients that accept them.
    compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.map$/] }),
    buildId(),
    // The installable app (Workbox): a manifest, and /sw.js precaching the shell's code and an
    // offline page. Pages always come from the network (the server renders link previews and
    // visitor pages), falling back to the offline page; hashed assets are cached once fetched.
    VitePWA({
      filename: 'sw.js',
      injectRegister: false,
      registerType: 'autoUpdate',
      includeAssets: [],
      manifest: {
        name: 'Gather',
        short_name: 'Gather',
        description: 'Meet up. Made simple. See everyone arrive on a live map.',
        id: '/',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#f3f4f6',
        theme_color: '#0f766e',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        globPatterns: ['offline.{html,js}', 'icon.svg', 'assets/{index,react,relay,router}-*.{js,css}'],
        // Web Push handlers (public/push-sw.js) join the generated worker: the precache, the
        // offline page and the runtime caching below stay Workbox's own (generateSW).
        importScripts: ['/push-sw.js'],
        navigateFallback: null,
        cleanupOutdatedCaches: true,
        skipWaiting: true,
        clientsClaim: true,
        runtimeCaching: [
          {
            urlPattern: ({ request }) => request.mode === 'navigate',
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: 'offline.html' } },
          },
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'gather-assets', expiration: { maxEntries: 120, purgeOnQuotaError: true } },
          },
        ],
      },
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Read by scripts/prerender.ts to preload the signed-in screens' code from the app shell.
    manifest: true,
    // Libraries change less often than the app: separate chunks stay cached across releases.
    rollupOptions: {
      output: {
        manualChunks: {
          react: ['react', 'react-dom', 'react-dom/client', 'scheduler'],
          relay: ['react-relay', 'relay-runtime'],
          router: ['react-router-dom'],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': api,
      '/version.json': api,
      '/graphql': { target: api, ws: true },
      '/ws': { target: api, ws: true },
    },
  },
})
