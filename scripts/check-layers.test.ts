import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  checkLayers,
  checkMap,
  checkTableOwners,
  checkUnownedTables,
  formatTableUse,
  formatViolation,
  layerOf,
  MAP,
} from './check-layers'

// A small tree laid out like the repository, with one file per case.
const fixture: Record<string, string> = {
  'contract/common.ts': "import { z } from 'zod'\nexport const Id = z.string()\n",
  'contract/leaky.ts': "import { api } from '../src/services/api'\nexport const leaked = api\n",
  'src/services/api.ts': [
    "import ky from 'ky'",
    "import { Id } from '../../contract/common'",
    "import { uploadMachine } from '../machines/upload/upload.machine'",
    'export const api = { ky, Id, uploadMachine }',
  ].join('\n'),
  'src/machines/upload/upload.machine.ts': [
    "import { setup } from 'xstate'",
    "import type { Api } from '../../services/api'",
    "import { type Api as Same } from '../../services/api'",
    "import { api } from '../../services/api'",
    "import { Id } from '../../../contract/common'",
    "import { Button } from '../../ui/components/button'",
    '// import { Button } from "../../ui/components/button" is only a comment',
    'const text = "import x from \'../../../server/app\'"',
    'export const uploadMachine = setup({}).createMachine({})',
  ].join('\n'),
  'src/machines/upload/upload.test.ts': [
    "import { api } from '../../services/api'",
    "import { describePaths } from '../../../tests/model/paths'",
  ].join('\n'),
  'src/machines/upload/upload.paths.ts': [
    "import { sampleFailure } from '../shared/samples'",
    "import { uploadMachine } from './upload.machine'",
    'export const pathOptions = { events: [{ type: sampleFailure, uploadMachine }] }',
  ].join('\n'),
  'src/machines/upload/upload.machine.test.ts': "import { pathOptions } from './upload.paths'\n",
  'src/machines/shared/samples.ts': 'export const sampleFailure = 1\n',
  'src/ui/routes/upload.tsx': "import { pathOptions } from '../../machines/upload/upload.paths'\n",
  'src/ui/components/button.tsx': "import { uploadMachine } from '../../machines/upload/upload.machine'\n",
  'src/ui/routes/home.tsx': [
    "import { api } from '../../services/api'",
    'export async function load() {',
    "  return import('../../../server/app')",
    '}',
  ].join('\n'),
  'src/ui/routes/settings.tsx': "import { fixtures } from '../../../tests/unit/fixtures'\n",
  'src/main.tsx': "import { Button } from './ui/components/button'\nimport { api } from './services/api'\n",
  'server/app.ts': "import Fastify from 'fastify'\nexport * from '../src/i18n/i18n'\n",
  'server/features/consultations/service.ts': [
    "import { findSession } from './store'",
    "import { deleteDocumentsOf } from '../documents/store'",
    "import type { DocumentRow } from '../documents/service'",
  ].join('\n'),
  'server/features/consultations/service.test.ts':
    "import { sessionDocuments } from '../documents/service'\n",
  'server/features/documents/service.ts': "import { ownSession } from '../consultations/service'\n",
  'server/features/accounts/service.ts': [
    "import { join } from '../organizations/service'",
    "import { requestBlobFoldersOf } from '../templates/service'",
  ].join('\n'),
  'server/features/templates/service.ts': "import { findUserById } from '../accounts/store'\n",
  'server/features/templates/service.test.ts': "import { deleteAccount } from '../accounts/service'\n",
  'server/features/organizations/service.ts': [
    "import type { SignupInvitations } from '../accounts/service'",
    "import { findUserById } from '../accounts/store'",
  ].join('\n'),
  'server/features/organizations/store.ts': [
    "import { consultationSessions, invitations } from '../../db/schema'",
    "import { sessionSummariesOf } from '../consultations/store'",
    '// Counts documents per row of consultation_sessions, as consultations selects them.',
    'export const history = { d_consultation_sessions: sessionSummariesOf, invitations }',
    'export const raw = "select id from audio_chunks"',
    'export const dto = { audio_chunks: [], consultation_sessions: `from consultation_sessions` }',
    'export const members = consultationSessions',
  ].join('\n'),
  'server/features/organizations/store.test.ts': "import { audioChunks } from '../../db/schema'\n",
  'server/features/consultations/store.ts': [
    "import { audioChunks, consultationSessions } from '../../db/schema'",
    'export const sessionSummariesOf = () => [consultationSessions, audioChunks, "select 1 from audio_chunks"]',
  ].join('\n'),
  'server/features/assistant/store.ts': [
    "import { generatedDocuments } from '../../db/schema'",
    "import { readyMainNotes } from '../documents/store'",
    'export const notes = [readyMainNotes, generatedDocuments.content]',
    'export const raw = sql`select content from generated_documents`',
    'export const reply = { generated_documents: [], note: "generated_documents_session_name_idx" }',
  ].join('\n'),
  'server/features/documents/store.ts': [
    "import { generatedDocuments } from '../../db/schema'",
    'export const readyMainNotes = () => [generatedDocuments, "select 1 from generated_documents"]',
    // The owner may hand its table on; whoever outside takes it through the store names the table.
    'export { generatedDocuments as documentsTable }',
    'export const notesOf = generatedDocuments',
    "export * from './tables'",
    'export default generatedDocuments',
  ].join('\n'),
  'server/features/documents/tables.ts': [
    "export { generatedDocuments } from '../../db/schema'",
    "export * as schemaTables from '../../db/schema'",
  ].join('\n'),
  'server/features/documents/routes.ts': [
    "import { documentsTable } from './store'",
    'export const table = documentsTable',
  ].join('\n'),
  // Tables taken from the owner's store, by every way it re-exports them.
  'server/features/research/notes.ts': [
    "import { documentsTable, readyMainNotes } from '../documents/store'",
    "import { notesOf as notes } from '../documents/store'",
    "import * as documents from '../documents/store'",
    "import { schemaTables } from '../documents/store'",
    'export const rows = [documentsTable, readyMainNotes]',
    'export const aliased = notes',
    'export const named = [documents.generatedDocuments, documents.readyMainNotes]',
    'export const nested = schemaTables.generatedDocuments',
    'export const deeper = documents.schemaTables.generatedDocuments',
    "import notesTable, { readyMainNotes as ready } from '../documents/store'",
    'export const byDefault = [notesTable, ready]',
  ].join('\n'),
  'server/features/research/notes.test.ts': "import { documentsTable } from '../documents/store'\n",
  // Through a module that passes the store on, by `export *` or by name.
  'server/platform/tables.ts': "export * from '../features/documents/store'\n",
  'server/platform/named.ts': "export { notesOf } from '../features/documents/store'\n",
  'server/jobs/notes.ts': [
    "import { documentsTable as docs } from '../platform/tables'",
    'export const d = docs',
  ].join('\n'),
  // Every table of a comma-separated from or using list is named, not only the first.
  'server/features/research/report.ts': [
    'export const joined = sql`',
    '  select s.id',
    '  from research_spaces s,',
    '    consultation_sessions as c, "public"."users"',
    '  where s.owner = c.user_id`',
    "export const listed = 'delete from research_trials using research_spaces rs, audio_chunks a where true'",
    "export const selected = 'select consultation_sessions, users from research_spaces'",
    `export const called = sql\`select * from unnest(\${ids}) as i(id), generated_documents d\``,
    "export const after = 'select a from research_spaces where a in (1, users)'",
  ].join('\n'),
  'server/features/credits/store.ts': [
    "import { creditEntries, users } from '../../db/schema'",
    '// Each entry with the name of who it concerns, from users.',
    'export const names = [creditEntries, users.name, usersCount]',
    'export const raw = "select name from users"',
    'export const label = "superusers, usersCount, users_seen"',
  ].join('\n'),
  'server/features/accounts/store.ts': [
    "import { users } from '../../db/schema'",
    'export const findUser = () => [users, "select 1 from users"]',
  ].join('\n'),
  // Names that are not the tables: a function, a route, a namespace of another feature, paths, a command,
  // an audit action. Then the tables all the same: by the schema's namespace, and in SQL over lines.
  'server/features/staff/service.ts': [
    "import * as announcements from '../announcements/service'",
    "import * as schema from '../../db/schema'",
    'export async function errorReports() { return [api.documentVersions, announcements.list] }',
    "export const paths = ['/v1/staff/template_requests/1', '../organizations/service']",
    "export const help = ['remove one (from announcements:list)', 'error_reports.purge']",
    'export const notes = schema.generatedDocuments',
    'export const counted = sql`select count(*)',
    '  from',
    '    "users"`',
  ].join('\n'),
  // A table imported under another name is the table.
  'server/features/credits/ledger.ts': [
    "import { users as people } from '../../db/schema'",
    'export const everyone = people',
  ].join('\n'),
  // A folder of the server may own a table too: the storage's blob parts, not the jobs'.
  'server/storage/postgres-blobs.ts': [
    "import { blobParts } from '../db/schema'",
    "export const parts = [blobParts, 'delete from blob_parts']",
  ].join('\n'),
  'server/jobs/purge.ts': ["import { blobParts } from '../db/schema'", 'export const parts = blobParts'].join(
    '\n',
  ),
  'server/db/schema.ts': [
    "export const audioChunks = pgTable('audio_chunks', {})",
    'export const consultationSessions = pgTable(',
    "  'consultation_sessions',",
    '  {},',
    ')',
    "export const generatedDocuments = pgTable('generated_documents', {})",
    "export const users = pgTable('users', {})",
    "export const visits = pgTable('visits', {})",
  ].join('\n'),
  'scripts/export.ts': "import { uploadMachine } from '../src/machines/upload/upload.machine'\n",
}

let root = ''

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'escriba-layers-'))
  for (const [file, text] of Object.entries(fixture)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), text)
  }
  mkdirSync(path.join(root, 'docs'))
  writeFileSync(
    path.join(root, MAP),
    [
      '# The map',
      'Views in `src/ui/`, the upload flow in `machines/upload/` (`upload.machine.ts`), calls in `services/api.ts`.',
      'Gone since: `src/ui/routes/trials.tsx` and `server/features/old/`; named twice: `server/features/old/`.',
      'Not paths: `/v1/staff`, `features/<name>/`, `GET /health`, `npm run admin -- blobs:migrate`, `*.test.ts`.',
    ].join('\n'),
  )
})

afterAll(() => {
  rmSync(root, { recursive: true, force: true })
})

describe('check-layers', () => {
  it('places files in the layers of ARCHITECTURE.md', () => {
    expect(layerOf('contract/auth.ts')).toBe('contract')
    expect(layerOf('src/services/api.ts')).toBe('services')
    expect(layerOf('src/machines/app/app.machine.ts')).toBe('machines')
    expect(layerOf('src/ui/routes/login.tsx')).toBe('ui')
    expect(layerOf('src/main.tsx')).toBe('app')
    expect(layerOf('server/main.ts')).toBe('server')
  })

  it('reports each import that breaks a rule, and nothing else', () => {
    const { files, violations } = checkLayers(root)
    expect(files).toBe(Object.keys(fixture).length)
    expect(violations.map(formatViolation)).toEqual([
      'contract/leaky.ts:1  imports  src/services/api  (contract imports only contract and packages)',
      'server/app.ts:2  imports  src/i18n/i18n  (the server never imports src/)',
      'server/features/accounts/service.ts:1  imports  server/features/organizations/service  (organizations depends on accounts, not back)',
      'server/features/accounts/service.ts:2  imports  server/features/templates/service  (server features never import each other in a circle: accounts → templates → accounts)',
      'server/features/consultations/service.ts:2  imports  server/features/documents/store  (documents depends on consultations, not back)',
      'server/features/consultations/service.ts:3  imports  server/features/documents/service  (documents depends on consultations, not back)',
      'server/features/templates/service.ts:1  imports  server/features/accounts/store  (server features never import each other in a circle: templates → accounts → templates)',
      'src/machines/upload/upload.machine.ts:4  imports  src/services/api  (machines import services for types only)',
      'src/machines/upload/upload.machine.ts:6  imports  src/ui/components/button  (machines never import ui)',
      'src/services/api.ts:3  imports  src/machines/upload/upload.machine  (services import only contract and packages)',
      'src/ui/routes/home.tsx:3  imports  server/app  (src/ never imports the server)',
      'src/ui/routes/settings.tsx:1  imports  tests/unit/fixtures  (production code never imports tests/ or scripts/)',
      'src/ui/routes/upload.tsx:1  imports  src/machines/upload/upload.paths  (production code never imports sample data)',
    ])
  })

  it("finds server code outside a table's owner that imports it from the schema or names it in SQL", () => {
    expect(checkTableOwners(root).map(formatTableUse)).toEqual([
      'server/features/assistant/store.ts:1  names  generatedDocuments  (a table of documents: call its store)',
      'server/features/assistant/store.ts:3  names  generatedDocuments  (a table of documents: call its store)',
      'server/features/assistant/store.ts:4  names  generated_documents  (a table of documents: call its store)',
      'server/features/credits/ledger.ts:1  names  users  (a table of accounts: call its store)',
      'server/features/credits/ledger.ts:2  names  users  (a table of accounts: call its store)',
      'server/features/credits/store.ts:1  names  users  (a table of accounts: call its store)',
      'server/features/credits/store.ts:3  names  users  (a table of accounts: call its store)',
      'server/features/credits/store.ts:4  names  users  (a table of accounts: call its store)',
      'server/features/organizations/store.ts:1  names  consultationSessions  (a table of consultations: call its store)',
      'server/features/organizations/store.ts:5  names  audio_chunks  (a table of consultations: call its store)',
      'server/features/organizations/store.ts:6  names  consultation_sessions  (a table of consultations: call its store)',
      'server/features/organizations/store.ts:7  names  consultationSessions  (a table of consultations: call its store)',
      'server/features/research/notes.ts:1  names  generatedDocuments  (a table of documents: call its store)',
      'server/features/research/notes.ts:2  names  generatedDocuments  (a table of documents: call its store)',
      'server/features/research/notes.ts:5  names  generatedDocuments  (a table of documents: call its store)',
      'server/features/research/notes.ts:6  names  generatedDocuments  (a table of documents: call its store)',
      'server/features/research/notes.ts:7  names  generatedDocuments  (a table of documents: call its store)',
      'server/features/research/notes.ts:8  names  generatedDocuments  (a table of documents: call its store)',
      'server/features/research/notes.ts:9  names  generatedDocuments  (a table of documents: call its store)',
      'server/features/research/notes.ts:10  names  generatedDocuments  (a table of documents: call its store)',
      'server/features/research/notes.ts:11  names  generatedDocuments  (a table of documents: call its store)',
      'server/features/research/report.ts:4  names  consultation_sessions  (a table of consultations: call its store)',
      'server/features/research/report.ts:4  names  users  (a table of accounts: call its store)',
      'server/features/research/report.ts:6  names  audio_chunks  (a table of consultations: call its store)',
      'server/features/research/report.ts:8  names  generated_documents  (a table of documents: call its store)',
      'server/features/staff/service.ts:6  names  generatedDocuments  (a table of documents: call its store)',
      'server/features/staff/service.ts:9  names  users  (a table of accounts: call its store)',
      'server/jobs/notes.ts:1  names  generatedDocuments  (a table of documents: call its store)',
      'server/jobs/notes.ts:2  names  generatedDocuments  (a table of documents: call its store)',
      'server/jobs/purge.ts:1  names  blobParts  (a table of storage: call its store)',
      'server/jobs/purge.ts:2  names  blobParts  (a table of storage: call its store)',
      'server/platform/named.ts:1  names  generatedDocuments  (a table of documents: call its store)',
    ])
  })

  it('finds each table the schema defines without an owner', () => {
    expect(checkUnownedTables(root)).toEqual(['visits'])
  })

  it('finds each path the map names that no file or folder is, or ends with', () => {
    expect(checkMap(root)).toEqual({
      named: 5,
      missing: ['server/features/old/', 'src/ui/routes/trials.tsx'],
    })
  })

  it('exits 1 from the command line and prints the violations', () => {
    const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'check-layers.ts')
    const run = spawnSync(process.execPath, ['--import', 'tsx', script, '--root', root], { encoding: 'utf8' })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain(
      'src/ui/routes/home.tsx:3  imports  server/app  (src/ never imports the server)',
    )
    expect(run.stderr).toContain('13 import(s) break the layers')
    expect(run.stderr).toContain('32 line(s) use a table another feature owns')
    expect(run.stderr).toContain('server/db/schema.ts  defines  visits  (no owner in tableOwners)')
    expect(run.stderr).toContain('1 table(s) have no owning store')
  })
})
