// The server as plain JavaScript, for `npm start` (`node dist-server/main.js`): run through the TypeScript
// loader it holds about 50 MB more for as long as it runs. Development, the tests and `npm run start:server`
// keep running the sources through the loader.
//
//   npx tsx scripts/build-server.ts [outdir]     (default dist-server; part of `npm run build`)
//
// Our own code (server/ and the contract/ it uses) becomes one module, and what the server imports lazily
// (the S3 store, PDF text) a chunk beside it, so those packages still load only when used. Packages stay in
// node_modules, found from the output folder as from the sources: native modules, PGlite's WebAssembly and
// the Whisper worker's binding load as they do under the loader, so the output folder must sit inside the
// repository (or another folder above node_modules).
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { isEntry } from './lib/command-line'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/**
 * What a module finds beside itself through `import.meta` (a folder it reads, a worker it starts, a package
 * it resolves), and where the built module looks for it: every chunk is written at the top of the output
 * folder, so `join(import.meta.dirname, 'migrations')` in server/db/connect.ts finds `<outdir>/migrations`.
 * A module that uses `import.meta` and is not listed here stops the build, rather than the server at run time.
 */
export const besideItself: Record<string, { from: string; to: string }[]> = {
  // The migrations folder; PGlite resolved for the child process that creates a new database.
  'server/db/connect.ts': [{ from: 'server/db/migrations', to: 'migrations' }],
  'server/support/articles.ts': [{ from: 'server/support/articles', to: 'articles' }],
  // The Whisper worker is plain JavaScript started by file (worker threads do not go through a bundle).
  'server/engines/transcription/embedded.ts': [
    { from: 'server/engines/transcription/whisper-worker.mjs', to: 'whisper-worker.mjs' },
  ],
}

const usesImportMeta = /\bimport\.meta\b/

/** Builds server/main.ts into `outdir` (relative to the repository, or absolute); answers the entry file. */
export async function buildServer(outdir = 'dist-server'): Promise<string> {
  const out = path.resolve(repoRoot, outdir)
  if (path.relative(repoRoot, out).startsWith('..'))
    throw new Error(`${out}: the built server must sit inside the repository to find node_modules`)
  rmSync(out, { recursive: true, force: true })
  const result = await build({
    absWorkingDir: repoRoot,
    entryPoints: { main: 'server/main.ts' },
    outdir: out,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    chunkNames: '[name]-[hash]',
    // Stack traces in the log name the TypeScript lines (`node --enable-source-maps`).
    sourcemap: 'linked',
    // The maps only point back to the sources, which stay in the repository: smaller to load.
    sourcesContent: false,
    metafile: true,
    logLevel: 'warning',
  })
  const strays = Object.keys(result.metafile.inputs).filter(
    (input) =>
      /^(server|contract)\//.test(input) &&
      !(input in besideItself) &&
      usesImportMeta.test(readFileSync(path.join(repoRoot, input), 'utf8')),
  )
  if (strays.length > 0) {
    rmSync(out, { recursive: true, force: true })
    throw new Error(
      `${strays.join(', ')} use import.meta: say in scripts/build-server.ts (besideItself) what they find ` +
        'beside themselves, so the built server finds it too',
    )
  }
  for (const copies of Object.values(besideItself)) {
    for (const { from, to } of copies) {
      const source = path.join(repoRoot, from)
      if (!existsSync(source))
        throw new Error(`${from} is gone: update besideItself in scripts/build-server.ts`)
      cpSync(source, path.join(out, to), { recursive: true })
    }
  }
  return path.join(out, 'main.js')
}

if (isEntry(import.meta.url)) {
  const entry = await buildServer(process.argv[2])
  console.log(`built ${path.relative(process.cwd(), entry)}`)
}
