import { spawnSync } from 'node:child_process'
import { cpus, totalmem } from 'node:os'

// `npm run bench [-- name… --flag…]`: runs each benchmark, which prints its own figures. Targets are read, not asserted.
const all = [
  'api',
  'scale',
  'bundle',
  'memory',
  'time-to-note',
  'transcription',
  'notes',
  'edits',
  'review',
  'document-review',
  'screening',
]
const chosen = process.argv.slice(2).filter((a) => all.includes(a))
// Everything else ('--set own', '--show') is passed on to each benchmark.
const passed = process.argv.slice(2).filter((a) => !all.includes(a))
console.log(
  `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
)
let failed = false
for (const name of chosen.length ? chosen : all) {
  console.log(`\n## ${name}`)
  const run = spawnSync('npx', ['tsx', `bench/${name}.ts`, ...passed], { stdio: 'inherit' })
  failed ||= run.status !== 0
}
process.exitCode = failed ? 1 : 0
