// Every machine is walked by a path test: its `<flow>.machine.test.ts` calls `describePaths`, which
// checks at each step of every path that the state's invariants asserted something (tests/model/paths.ts).
// Together: every state of every machine has an invariant.

import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const machinesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../src/machines')

const machineFiles = readdirSync(machinesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) =>
    readdirSync(path.join(machinesDir, entry.name))
      .filter((name) => name.endsWith('.machine.ts'))
      .map((name) => path.join(entry.name, name)),
  )
  .sort()

describe('machines', () => {
  it('are found', () => {
    expect(machineFiles.length).toBeGreaterThan(40)
  })

  it.each(machineFiles)('%s has a path test', (file) => {
    const test = path.join(machinesDir, file.replace(/\.machine\.ts$/, '.machine.test.ts'))
    const source = existsSync(test) ? readFileSync(test, 'utf8') : ''
    if (!source.includes('describePaths('))
      throw new Error(`Machine ${file} has no path test: call describePaths in ${path.basename(test)}.`)
  })
})
