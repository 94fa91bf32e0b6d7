import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/** The page's entry: its own chunk, which the HTML loads and the manifest names. */
const isEntry = (id: string) => /[\\/](index\.html|src[\\/]main\.tsx)$/.test(id)

/** Small modules the forms of most screens share (the sign-in screen's among them). */
const formHelper =
  /[\\/]src[\\/](machines[\\/]shared[\\/](field-props|not-provided|problems|api-error)|ui[\\/]components[\\/](fields|screen-actor)|ui[\\/]flows[\\/]side-effects)\.tsx?$/

/** The router's code: the library, our route objects and path rules, the screens it shows on errors. */
const routerCode =
  /[\\/]node_modules[\\/]react-router(-dom)?[\\/]|[\\/]src[\\/](navigation[\\/]route-paths|ui[\\/]router|ui[\\/]routing|ui[\\/]components[\\/]status-screens)\.tsx?$/

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
            // The router and what only it uses, in one chunk: what a sign-in screen fetches once it is up.
            { name: 'router', test: routerCode, priority: 1 },
            // The form helpers nearly every screen shares, in one chunk rather than seven small ones.
            { name: 'forms', test: formHelper, priority: 1 },
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
