import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { compression } from 'vite-plugin-compression2'
import relay from 'vite-plugin-relay-lite'

const api = 'http://localhost:3000'

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    relay({ relayConfig: `${import.meta.dirname}/../relay.config.js` }),
    react(),
    // Brotli and gzip copies beside each text asset; the server sends them to clients that accept them.
    compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.map$/] }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Libraries change less often than the app: separate chunks stay cached across releases.
    rollupOptions: {
      output: {
        manualChunks: {
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
