import { and, desc, eq, ilike, type SQL } from 'drizzle-orm'
import type { ErrorReportRequest } from '../../../contract/error-reports'
import type { Db } from '../../db/connect'
import { deleteBefore } from '../../db/rows'
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

/** Newest first, filtered by part of the page's address (the route) and by the exact release. */
export async function findErrorReports(db: Db, filter: { route?: string; release?: string; limit: number }) {
  const where: SQL[] = []
  if (filter.route) where.push(ilike(errorReports.url, `%${filter.route.replace(/[\\%_]/g, '\\$&')}%`))
  if (filter.release) where.push(eq(errorReports.codeVersion, filter.release))
  return db
    .select()
    .from(errorReports)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(errorReports.receivedAt))
    .limit(filter.limit)
}

export async function findErrorReport(db: Db, id: string) {
  const [row] = await db.select().from(errorReports).where(eq(errorReports.id, id))
  return row ?? null
}

export const deleteErrorReportsBefore = (db: Db, before: Date) =>
  deleteBefore(db, errorReports, errorReports.receivedAt, before)
