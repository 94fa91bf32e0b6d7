// The Chromium that the e2e suite drives and the statechart pictures are drawn in: Debian's package, launched
// with the same switches everywhere.
import { existsSync } from 'node:fs'

export const chromiumPath = '/usr/bin/chromium'

/** Headless, and nothing that reaches the network by itself. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Fails at once, with what to do, when Chromium is not installed. */
export function requireChromium(): void {
  if (!existsSync(chromiumPath))
    throw new Error(`Chromium not found at ${chromiumPath}: run \`apt-get install -y chromium\``)
}
