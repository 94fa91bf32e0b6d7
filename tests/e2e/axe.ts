// axe-core in the page: the serious and critical accessibility violations of a screen as it is now. The
// page's browser context needs `bypassCSP: true` (axe-core is injected as a script).
import { createRequire } from 'node:module'
import type { AxeResults } from 'axe-core'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

interface Violation {
  id: string
  impact: string | null
  help: string
  targets: string[]
}

/**
 * axe-core's serious and critical violations on the page as it is now, once its animations and transitions
 * have ended: a dialog fading in has colours that are not yet its own (under load, axe read a button's
 * contrast mid-fade).
 */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  await page.evaluate(() => {
    // Never a spinner's endless turn, and never more than two seconds.
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
      .map((animation) => animation.finished.catch(() => undefined))
    return Promise.race([Promise.all(ending), new Promise((resolve) => setTimeout(resolve, 2000))])
  })
  await page.addScriptTag({ path: axePath })
  const { violations, passes } = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: object) => Promise<AxeResults> }
    }
    const result = await axe.run(document, { resultTypes: ['violations'] })
    const violations = result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      targets: violation.nodes.map((node) => String(node.target)),
    }))
    return { violations, passes: result.passes.length }
  })
  // The rules ran on a real page: some passed.
  expect(passes).toBeGreaterThan(5)
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
}
