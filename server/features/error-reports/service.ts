import { timingSafeEqual } from 'node:crypto'
import { type ErrorReportRequest, REPORTER_LIMITS } from '../../../contract/error-reports'
import type { Db } from '../../db/connect'
import { AppError } from '../../http/errors'
import { deleteErrorReportsBefore, insertErrorReport } from './store'

/** Reports are kept this long, then purged by the nightly job. */
export const ERROR_REPORT_RETENTION_DAYS = 90

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** At most `limit` reports a minute from one address, mirroring the browser's own limit. */
export function createReportLimiter(
  limit: number = REPORTER_LIMITS.itemsPerMinute,
  now: () => number = Date.now,
) {
  const windows = new Map<string, number[]>()
  return (key: string) => {
    const since = now() - 60_000
    const recent = (windows.get(key) ?? []).filter((at) => at > since)
    if (recent.length >= limit) return false
    recent.push(now())
    windows.set(key, recent)
    if (windows.size > 10_000) windows.clear()
    return true
  }
}

export async function receiveErrorReport(
  db: Db,
  report: ErrorReportRequest,
  context: { expectedToken: string; clientVersion: string | null; allowed: boolean },
) {
  if (!sameToken(report.access_token, context.expectedToken)) {
    throw new AppError(403, 'forbidden', 'Unknown error report access token', {
      access_token: 'Unknown token',
    })
  }
  if (!context.allowed)
    throw new AppError(429, 'rate_limited', 'Too many error reports; try again in a minute')
  return insertErrorReport(db, report, context.clientVersion)
}

export async function purgeOldErrorReports(db: Db, now = new Date()) {
  const before = new Date(now.getTime() - ERROR_REPORT_RETENTION_DAYS * 24 * 3600 * 1000)
  return deleteErrorReportsBefore(db, before)
}
