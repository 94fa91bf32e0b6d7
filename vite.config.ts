import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

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
  build: { outDir: 'dist', sourcemap: true, manifest: true, chunkSizeWarningLimit: 600 },
  server: {
    proxy: {
      ...Object.fromEntries(apiPaths.map((path) => [path, apiTarget])),
      // /generate is both a screen (GET, HTML) and an API call (POST).
      '/generate': { target: apiTarget, bypass: (req) => (req.method === 'GET' ? req.url : undefined) },
    },
  },
})
