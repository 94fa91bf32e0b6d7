import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { requireChromium } from '../../scripts/lib/chromium'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

/** Fails the e2e run at once, with what to do, when Chromium or the built app is missing. */
export default function setup() {
  requireChromium()
  if (!existsSync(path.join(repoRoot, 'dist', 'index.html'))) {
    throw new Error(
      'The browser app is not built (dist/index.html is missing): run `npm run test:e2e`, which builds it, ' +
        'or `npx vite build` first.',
    )
  }
}
