import { timingSafeEqual } from 'node:crypto'
import { type ErrorReportRequest, REPORTER_LIMITS } from '../../../contract/error-reports'
import type { Db } from '../../db/connect'
import { AppError, RateLimitedError } from '../../http/errors'
import { hitLimit, type Limit } from '../../limits/limit'
import { deleteErrorReportsBefore, insertErrorReport } from './store'

/** Reports are kept this long, then purged by the nightly job. */
export const ERROR_REPORT_RETENTION_DAYS = 90

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** Reports accepted from one address, mirroring the browser's own limit; counted in the database. */
export const ERROR_REPORTS_PER_ADDRESS: Limit = { max: REPORTER_LIMITS.itemsPerMinute, windowSeconds: 60 }

export async function receiveErrorReport(
  db: Db,
  report: ErrorReportRequest,
  context: { expectedToken: string; clientVersion: string | null; ip: string },
) {
  if (!sameToken(report.access_token, context.expectedToken)) {
    throw new AppError(403, 'forbidden', 'Unknown error report access token', {
      access_token: 'Unknown token',
    })
  }
  // Shared by every server process on the database, so two processes do not double the limit.
  const hit = await hitLimit(db, `error_report:${context.ip}`, ERROR_REPORTS_PER_ADDRESS)
  if (!hit.allowed) throw new RateLimitedError(hit.retryAfterSeconds, 'Too many error reports')
  return insertErrorReport(db, report, context.clientVersion)
}

export async function purgeOldErrorReports(db: Db, now = new Date()) {
  const before = new Date(now.getTime() - ERROR_REPORT_RETENTION_DAYS * 24 * 3600 * 1000)
  return deleteErrorReportsBefore(db, before)
}
