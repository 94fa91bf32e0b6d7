import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/** The page's entry: its own chunk, which the HTML loads and the manifest names. */
const isEntry = (id: string) => /[\\/](index\.html|src[\\/]main\.tsx)$/.test(id)

// In development the Vite server forwards API calls to the Escriba server (npm run start:server).
const apiTarget = process.env.ESCRIBA_API ?? 'http://127.0.0.1:3000'
const apiPaths = [
  '/v1',
  '/health',
  '/docs',
  '/audio-to-text',
  '/assistant',
  '/assistants',
  '/template',
  '/start',
]

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // What the entry loads statically comes in two chunks (libraries, our code) rather than a dozen
        // small ones: fewer requests and a better gzip for the first screen. Lazy screens keep their own.
        codeSplitting: {
          groups: [
            { name: 'start-libraries', tags: ['$initial'], test: /[\\/]node_modules[\\/]/, priority: 2 },
            { name: 'start', tags: ['$initial'], test: (id) => !isEntry(id), priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      ...Object.fromEntries(apiPaths.map((path) => [path, apiTarget])),
      // /generate is both a screen (GET, HTML) and an API call (POST).
      '/generate': { target: apiTarget, bypass: (req) => (req.method === 'GET' ? req.url : undefined) },
    },
  },
})
