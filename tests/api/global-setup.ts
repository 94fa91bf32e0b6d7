import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { migrationsFolder, openDatabase } from '../../server/db/connect'
import { startJobs } from '../../server/jobs/boss'

const silent = { info() {}, error() {} }

/** Hash of the migrations, so the template is rebuilt whenever the schema changes. */
function migrationsHash() {
  const hash = createHash('sha256')
  for (const file of readdirSync(migrationsFolder).sort()) {
    if (file.endsWith('.sql')) hash.update(readFileSync(join(migrationsFolder, file)))
  }
  return hash.digest('hex').slice(0, 16)
}

/**
 * PGlite takes seconds to create and migrate a database but a fraction of that to reopen one, so the
 * API suite migrates one template folder (with the job queue's schema) and every test file copies it.
 */
export default async function setup() {
  if (process.env.DATABASE_URL) return
  const root = join(process.cwd(), '.tmp')
  const template = join(root, `pglite-template-${migrationsHash()}`)
  process.env.ESCRIBA_PGLITE_TEMPLATE = template
  if (existsSync(template)) return
  mkdirSync(root, { recursive: true })
  const building = `${template}.building-${process.pid}`
  rmSync(building, { recursive: true, force: true })
  const database = await openDatabase({ pgliteDir: building })
  await database.migrate()
  const jobs = await startJobs(database, () => [], silent, { workers: false })
  await jobs.stop()
  await database.close()
  renameSync(building, template)
}
