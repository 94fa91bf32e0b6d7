import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const chromiumPath = '/usr/bin/chromium'
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

/** Fails the e2e run at once, with what to do, when Chromium or the built app is missing. */
export default function setup() {
  if (!existsSync(chromiumPath)) {
    throw new Error(`Chromium not found at ${chromiumPath}: run \`apt-get install -y chromium\``)
  }
  if (!existsSync(path.join(repoRoot, 'dist', 'index.html'))) {
    throw new Error(
      'The browser app is not built (dist/index.html is missing): run `npm run test:e2e`, which builds it, ' +
        'or `npx vite build` first.',
    )
  }
}
