import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { and, assign, not, setup } from 'xstate'
import { findMachineFiles, loadMachines, planDocs, run } from './export-statecharts'
import { SHELL, screensByMachineFolder } from './lib/screens'
import { type MachineSource, renderMachineDoc, renderMermaid } from './lib/statechart-doc'

const fixtureRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'statecharts')
const temporary: string[] = []

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'escriba-statecharts-'))
  temporary.push(dir)
  return dir
}

afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true })
})

async function fixtureSources(): Promise<MachineSource[]> {
  const files = findMachineFiles(fixtureRoot)
  expect(files.map((file) => path.relative(fixtureRoot, file))).toEqual([
    path.join('src', 'machines', 'upload', 'upload.machine.ts'),
  ])
  return loadMachines(fixtureRoot, files[0]!)
}

function source(machine: MachineSource['machine'], extra: Partial<MachineSource> = {}): MachineSource {
  return { machine, exportName: 'testMachine', file: 'src/machines/test/test.machine.ts', ...extra }
}

describe('export-statecharts', () => {
  it('finds the exported machine of a module and reads its sample events', async () => {
    const sources = await fixtureSources()
    expect(sources).toHaveLength(1)
    expect(sources[0]!.exportName).toBe('uploadMachine')
    expect(sources[0]!.file).toBe('src/machines/upload/upload.machine.ts')
    expect(sources[0]!.settings?.events).toEqual([{ type: 'upload.start', fileName: 'chunk-1.wav' }])
  })

  it('draws nested, parallel and final states, guards, delays and invoke outcomes', async () => {
    const [upload] = await fixtureSources()
    const diagram = renderMermaid(upload!.machine)
    const lines = diagram.split('\n').map((line) => line.trim())
    expect(lines[0]).toBe('stateDiagram-v2')
    for (const line of [
      '[*] --> idle',
      'state sending {',
      '--',
      'state "running · invoke sendChunk" as running',
      'running --> sent : done(sendChunk)',
      'sent --> [*]',
      'quiet --> slow : after(5 s)',
      'checking --> sending : always [hasFile]',
      'failed --> sending : after(backoff) [canRetry]',
      // An edge leaving a nested state is drawn from the box inside the edge's block and says where from.
      'sending --> failed : error(sendChunk) · from transfer.running',
      'sending --> done : onDone(transfer)',
      'upload --> upload : upload.cancel · to idle',
    ])
      expect(lines).toContain(line)
  })

  it('lists the paths from the initial state, with the retry cap visible', async () => {
    const [upload] = await fixtureSources()
    const { markdown, pathCount } = renderMachineDoc(upload!)
    expect(pathCount).toBe(12)
    expect(markdown).toContain('1. (start) ⇒ idle')
    // Each step names the services it starts: the retry after the delay sends the chunk again.
    expect(markdown).toContain(
      '`upload.start ▸ send chunk` → `error(sendChunk)` ⇒ failed [error] · attempts: 1',
    )
    expect(markdown).toContain(
      '`upload.start ▸ send chunk` → `error(sendChunk)` → `after(backoff) ▸ send chunk` → `error(sendChunk)` ⇒ failed [error] · attempts: 2',
    )
    // canRetry stops the automatic retry at two attempts: no path reaches a third.
    expect(markdown).not.toContain('attempts: 3')
    expect(markdown).toContain('### Simple paths (31, no state visited twice)')
    expect(markdown).not.toContain('Note:')
  })

  it('skips events whose bare form makes the machine throw, and says so', async () => {
    const [upload] = await fixtureSources()
    const { markdown } = renderMachineDoc({ ...upload!, settings: undefined })
    expect(markdown).toContain('these events were skipped')
    expect(markdown).toMatch(/> - `upload.start` in idle: .*trim/)
    expect(markdown).toContain('### Shortest paths (1, one per reachable state)')
  })

  it('is deterministic', async () => {
    const first = planDocs(await fixtureSources())
    const second = planDocs(await fixtureSources())
    expect([...first.files.keys()]).toEqual(['README.md', 'upload.csv', 'upload.md'])
    expect([...first.pictures.keys()]).toEqual(['upload.svg'])
    expect([...second.files.entries()]).toEqual([...first.files.entries()])
    expect([...second.pictures.entries()]).toEqual([...first.pictures.entries()])
    expect(first.files.get('README.md')).toContain(
      '| [upload](./upload.md) | Sends one recorded chunk to the server, retrying with a growing delay. | — | 11 | 12 | [svg](./upload.svg), [csv](./upload.csv) |',
    )
    expect(first.files.get('upload.md')).toContain('[upload.svg](./upload.svg)')
    expect(first.files.get('upload.md')).toContain('[upload.csv](./upload.csv)')
  })

  it('names the screens whose code loads a machine, lazily or not, and the shell for the whole app', () => {
    const root = tempDir()
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      writeFileSync(path.join(root, file), text)
    }
    write('src/machines/upload/upload.machine.ts', 'export const uploadMachine = 1\n')
    write('src/machines/upload/upload.selectors.ts', "import { uploadMachine } from './upload.machine'\n")
    write('src/machines/dialog/dialog.machine.ts', 'export const dialogMachine = 1\n')
    write('src/machines/unused/unused.machine.ts', 'export const unusedMachine = 1\n')
    write('src/ui/recording/panel.tsx', "import { x } from '../../machines/upload/upload.selectors'\n")
    write('src/ui/routes/consultation.tsx', "const Panel = lazy(() => import('../recording/panel'))\n")
    write(
      'src/ui/routes/settings.tsx',
      "import type { Upload } from '../../machines/upload/upload.machine'\n",
    )
    write('src/ui/routes/consultation.test.tsx', "import '../recording/panel'\n")
    write(
      'src/main.tsx',
      "import './machines/dialog/dialog.machine'\nconst r = () => import('./ui/routes/consultation')\n",
    )
    const screens = screensByMachineFolder(root)
    expect(screens.get('src/machines/upload')).toEqual(['consultation'])
    expect(screens.get('src/machines/dialog')).toEqual([SHELL])
    expect(screens.has('src/machines/unused')).toBe(false)
  })

  // Draws the picture in Chromium at each run: one browser session per run.
  it('writes, then checks, and reports stale, missing and extra files with the fix', async () => {
    const docsDir = path.join(tempDir(), 'docs', 'statecharts')
    const logs: string[] = []
    const errors: string[] = []
    const options = { root: fixtureRoot, docsDir, log: logs.push.bind(logs), error: errors.push.bind(errors) }
    const file = (name: string) => path.join(docsDir, name)

    expect(await run({ ...options, check: true })).toBe(1)
    for (const name of ['upload.md', 'upload.csv', 'upload.svg'])
      expect(errors.some((line) => line.startsWith('missing') && line.endsWith(`/${name}`))).toBe(true)
    expect(errors.at(-1)).toContain('run `npm run statecharts`')

    expect(await run({ ...options, check: false })).toBe(0)
    expect(readFileSync(file('upload.md'), 'utf8')).toContain('```mermaid')
    expect(readFileSync(file('upload.csv'), 'utf8')).toMatch(/^ID,Title,Machine,/)
    const svg = readFileSync(file('upload.svg'), 'utf8')
    expect(svg).toMatch(
      /^<\?xml[^\n]*\n<!-- statechart source sha256:[0-9a-f]{64} drawing sha256:[0-9a-f]{64} -->\n<svg /,
    )
    errors.length = 0
    // The check reads the pictures' stamps: it launches no browser, so it gives the same answer anywhere.
    const launch = vi.spyOn(chromium, 'launch')
    expect(await run({ ...options, check: true })).toBe(0)
    expect(launch).not.toHaveBeenCalled()
    launch.mockRestore()
    expect(errors).toEqual([])
    expect(logs.at(-1)).toMatch(/4 files up to date \(1 picture\(s\) checked by their stamp\)/)

    // Drawn at other coordinates (another Chromium's text measurement) is not stale; a changed label is.
    writeFileSync(file('upload.svg'), svg.replace(/ x="[\d.-]+"/g, ' x="1.5"'))
    expect(await run({ ...options, check: true })).toBe(0)
    writeFileSync(file('upload.svg'), svg.replace('>checking<', '>checked<'))
    writeFileSync(file('upload.md'), 'edited by hand\n')
    writeFileSync(file('upload.csv'), 'ID\n')
    writeFileSync(file('gone.md'), 'a machine that was deleted\n')
    writeFileSync(file('gone.svg'), '<svg/>\n')
    writeFileSync(file('notes.txt'), 'not generated: left alone\n')
    expect(await run({ ...options, check: true })).toBe(1)
    for (const name of ['upload.md', 'upload.csv', 'upload.svg'])
      expect(errors.some((line) => line.startsWith('stale') && line.endsWith(`/${name}`))).toBe(true)
    for (const name of ['gone.md', 'gone.svg'])
      expect(errors.some((line) => line.startsWith('extra') && line.endsWith(`/${name}`))).toBe(true)
    expect(errors.some((line) => line.endsWith('/notes.txt'))).toBe(false)

    expect(await run({ ...options, check: false })).toBe(0)
    expect(readFileSync(file('upload.svg'), 'utf8')).toBe(svg)
    // A picture whose machine changed is stale though it was not touched: its stamp names the old source.
    writeFileSync(
      file('upload.svg'),
      svg.replace(/source sha256:[0-9a-f]{64}/, `source sha256:${'0'.repeat(64)}`),
    )
    expect(await run({ ...options, check: true })).toBe(1)
    expect(await run({ ...options, check: false })).toBe(0)
    expect(existsSync(file('gone.svg'))).toBe(false)
    expect(existsSync(file('notes.txt'))).toBe(true)
    expect(await run({ ...options, check: true })).toBe(0)
  }, 180_000)

  it('takes the purpose from the leading comment when the machine has no description', () => {
    const machine = setup({}).createMachine({ id: 'plain', initial: 'a', states: { a: {} } })
    const doc = renderMachineDoc(source(machine, { leadingComment: 'Shows one thing.\n\nMore detail.' }))
    expect(doc.purpose).toBe('Shows one thing.')
    expect(doc.markdown).toContain('# plain\n\nShows one thing.')
  })

  it('names composite guards and keeps Mermaid ids unique and unreserved', () => {
    const machine = setup({
      guards: { isReady: () => true, isLocked: () => false },
    }).createMachine({
      id: 'names',
      initial: 'one',
      states: {
        one: {
          initial: 'idle',
          states: {
            idle: { on: { go: { target: 'end', guard: and(['isReady', not('isLocked')]) } } },
            end: {},
          },
        },
        two: { initial: 'idle', states: { idle: {} } },
      },
    })
    const diagram = renderMermaid(machine)
    expect(diagram).toContain('state "idle" as one_idle')
    expect(diagram).toContain('state "idle" as two_idle')
    expect(diagram).toContain('state "end" as end_state')
    expect(diagram).toContain('one_idle --> end_state : go [and(isReady, not(isLocked))]')
  })

  it('draws edges between or around concurrent regions outside the split block', () => {
    const machine = setup({}).createMachine({
      id: 'split',
      initial: 'both',
      states: {
        both: {
          type: 'parallel',
          states: {
            left: { initial: 'a', on: { reset: '.a' }, states: { a: { on: { next: 'b' } }, b: {} } },
            right: {},
          },
        },
      },
    })
    const lines = renderMermaid(machine).split('\n')
    const closing = lines.lastIndexOf('  }')
    expect(lines).toContain('      a --> b : next')
    expect(lines.indexOf('  both --> both : reset · from left · to left.a')).toBeGreaterThan(closing)
  })

  it('falls back to state values when context makes the graph unbounded', () => {
    const machine = setup({ types: { context: {} as { clicks: number } } }).createMachine({
      id: 'counter',
      context: { clicks: 0 },
      initial: 'counting',
      states: {
        counting: { on: { click: { actions: assign({ clicks: ({ context }) => context.clicks + 1 }) } } },
      },
    })
    const doc = renderMachineDoc(source(machine), { maxSimplePaths: 50, traversalLimit: 200 })
    expect(doc.markdown).toContain('paths\n> below tell states apart by state value only')
    expect(doc.markdown).toContain('### Shortest paths (1, one per reachable state)')
  })

  it('lists paths once per named input and says when a machine cannot start without one', () => {
    const machine = setup({
      types: { input: {} as { cancellable: boolean }, context: {} as { cancellable: boolean } },
      guards: { canCancel: ({ context }) => context.cancellable },
    }).createMachine({
      id: 'ask',
      context: ({ input }) => ({ cancellable: input.cancellable }),
      initial: 'open',
      states: {
        open: { on: { cancel: { guard: 'canCancel', target: 'closed' } } },
        closed: { type: 'final' },
      },
    })
    const withoutInput = renderMachineDoc(source(machine))
    expect(withoutInput.warnings).toHaveLength(1)
    expect(withoutInput.warnings[0]).toMatch(/^cannot start: /)
    expect(withoutInput.markdown).toContain('> Note: the machine could not start')

    const doc = renderMachineDoc(
      source(machine, { inputs: { locked: { cancellable: false }, free: { cancellable: true } } }),
    )
    expect(doc.warnings).toEqual([])
    expect(doc.pathCount).toBe(3)
    const free = doc.markdown.indexOf('### With input `free`')
    const locked = doc.markdown.indexOf('### With input `locked`')
    expect(free).toBeGreaterThan(0)
    expect(locked).toBeGreaterThan(free)
    expect(doc.markdown.slice(free, locked)).toContain('`cancel` ⇒ closed (done)')
    expect(doc.markdown.slice(locked)).not.toContain('`cancel`')
  })

  it('tells apart samples of one event by the payload fields that differ', () => {
    const machine = setup({
      types: { events: {} as { type: 'route.changed'; route: string; at: number } },
      guards: { isLogout: ({ event }) => event.route === 'logout' },
    }).createMachine({
      id: 'router',
      initial: 'in',
      states: {
        in: { on: { 'route.changed': [{ guard: 'isLogout', target: 'out' }, { target: 'elsewhere' }] } },
        out: {},
        elsewhere: {},
      },
    })
    const events = [
      { type: 'route.changed', route: 'logout', at: 1 },
      { type: 'route.changed', route: 'home', at: 1 },
    ]
    const { markdown } = renderMachineDoc(source(machine, { settings: { events } }))
    expect(markdown).toContain('2. `route.changed (route: "home")` ⇒ elsewhere')
    expect(markdown).toContain('3. `route.changed (route: "logout")` ⇒ out')
    expect(markdown).not.toContain('at: 1')
  })

  it('replaces a simple-path list that exceeds the cap by a note', () => {
    const toggle = { initial: 'off', states: { off: { on: { flip: 'on' } }, on: { on: { flip: 'off' } } } }
    const machine = setup({}).createMachine({
      id: 'switches',
      type: 'parallel',
      states: {
        a: { initial: 'off', states: { off: { on: { 'a.flip': 'on' } }, on: { on: { 'a.flip': 'off' } } } },
        b: { initial: 'off', states: { off: { on: { 'b.flip': 'on' } }, on: { on: { 'b.flip': 'off' } } } },
        c: toggle,
      },
    })
    const doc = renderMachineDoc(source(machine), { maxSimplePaths: 5, traversalLimit: 20_000 })
    // Mermaid draws concurrent regions only inside a box, so a parallel root gets one.
    expect(doc.markdown).toContain('  [*] --> switches\n  state switches {')
    expect(doc.markdown).toContain('> More than 5 simple paths')
    expect(doc.markdown).toContain('### Shortest paths (8, one per reachable state)')
  })
})
