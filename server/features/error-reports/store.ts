import { desc, lt } from 'drizzle-orm'
import type { ErrorReportRequest } from '../../../contract/error-reports'
import type { Db } from '../../db/connect'
import { errorReports } from '../../db/schema'

export async function insertErrorReport(db: Db, report: ErrorReportRequest, clientVersion: string | null) {
  const [row] = await db
    .insert(errorReports)
    .values({
      occurredAt: report.occurred_at,
      environment: report.environment,
      codeVersion: report.code_version,
      level: report.level,
      source: report.source,
      message: report.message,
      stack: report.stack ?? null,
      url: report.url ?? null,
      userAgent: report.user_agent ?? null,
      clientVersion,
      telemetry: report.telemetry,
      truncated: report.truncated,
    })
    .returning({ id: errorReports.id })
  return row!.id
}

/** The newest reports first. */
export async function listErrorReports(db: Db, limit: number) {
  return db.select().from(errorReports).orderBy(desc(errorReports.receivedAt)).limit(limit)
}

export async function deleteErrorReportsBefore(db: Db, before: Date) {
  const rows = await db
    .delete(errorReports)
    .where(lt(errorReports.receivedAt, before))
    .returning({ id: errorReports.id })
  return rows.length
}
