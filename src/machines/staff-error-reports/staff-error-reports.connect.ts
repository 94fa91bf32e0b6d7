import type { SnapshotFrom } from 'xstate'
import type { Translate } from '../shared/field-props'
import { commandIfAccepted, type Send } from '../shared-connect/commands'
import {
  REPORTS_SHOWN,
  type StaffErrorReportsEvent,
  type staffErrorReportsMachine,
} from './staff-error-reports.machine'

type StaffErrorReportsSnapshot = SnapshotFrom<typeof staffErrorReportsMachine>

export const selectIsBusy = (snapshot: StaffErrorReportsSnapshot) => snapshot.hasTag('busy')

/** A report's route: the path of the page's address (the address itself when it is not one). */
export function routeOf(url: string | null): string | null {
  if (!url) return null
  try {
    return new URL(url).pathname
  } catch {
    return url
  }
}

/** Telemetry as readable text: JSON laid out, or nothing when there is none. */
const telemetryText = (telemetry: unknown) =>
  telemetry === null || telemetry === undefined ? null : JSON.stringify(telemetry, null, 2)

/**
 * The error reports section: the filters, the list (each with when, route, release and message), the
 * purge with its confirmation; or one report read in full.
 */
export function connectStaffErrorReports(
  snapshot: StaffErrorReportsSnapshot,
  send: Send<StaffErrorReportsEvent>,
  t: Translate,
  formatDate: (iso: string) => string,
) {
  const { filters, applied, reports, opened, purged, problem } = snapshot.context
  const busy = selectIsBusy(snapshot)
  const listing = snapshot.hasTag('list')
  const filtered = applied.route !== '' || applied.release !== ''
  return {
    isBusy: busy,
    problem: problem ? t(`staff.errorReports.problems.${problem}`) : null,
    retry: commandIfAccepted(snapshot, send, { type: 'reports.retry' }, t('staff.retry')),
    done: purged
      ? t('staff.errorReports.purged', {
          count: purged.deleted,
          days: purged.retention_days,
          before: formatDate(purged.before),
        })
      : null,
    list: listing
      ? {
          filters: {
            route: {
              name: 'route',
              label: t('staff.errorReports.route'),
              hint: t('staff.errorReports.routeHint'),
              value: filters.route,
              maxLength: 500,
              readOnly: busy,
              error: null,
              onChange: (value: string) => send({ type: 'reports.route', value }),
            },
            release: {
              name: 'release',
              label: t('staff.errorReports.release'),
              hint: t('staff.errorReports.releaseHint'),
              value: filters.release,
              maxLength: 100,
              readOnly: busy,
              error: null,
              onChange: (value: string) => send({ type: 'reports.release', value }),
            },
            submit: {
              label: t('staff.errorReports.filter'),
              disabled: busy || !snapshot.can({ type: 'reports.filter' }),
              onClick: () => send({ type: 'reports.filter' }),
            },
            clear: commandIfAccepted(
              snapshot,
              send,
              { type: 'reports.clear' },
              t('staff.errorReports.clear'),
            ),
          },
          reload: {
            label: t('staff.errorReports.reload'),
            disabled: !snapshot.can({ type: 'reports.reload' }),
            onClick: () => send({ type: 'reports.reload' }),
          },
          status: busy
            ? t('app.loading')
            : snapshot.hasTag('error')
              ? null
              : reports.length === 0
                ? t(filtered ? 'staff.errorReports.noneFiltered' : 'staff.errorReports.none')
                : t(filtered ? 'staff.errorReports.foundFiltered' : 'staff.errorReports.found', {
                    count: reports.length,
                  }),
          /** The list stops at the newest few: older reports are found by narrowing it. */
          limited:
            !busy && reports.length >= REPORTS_SHOWN
              ? t('staff.errorReports.limited', { count: REPORTS_SHOWN })
              : null,
          items: reports.map((report) => ({
            key: report.id,
            when: formatDate(report.received_at),
            route: routeOf(report.url) ?? t('staff.errorReports.noRoute'),
            release: t('staff.errorReports.releaseNamed', { release: report.code_version }),
            level: report.level,
            message: report.message,
            open: {
              label: report.message,
              ariaLabel: t('staff.errorReports.open', { message: report.message }),
              disabled: busy,
              onClick: () => send({ type: 'reports.open', id: report.id }),
            },
          })),
          purge: snapshot.hasTag('confirm')
            ? {
                ask: null,
                question: t('staff.errorReports.purgeQuestion'),
                yes: {
                  label: t('staff.errorReports.purgeYes'),
                  onClick: () => send({ type: 'purge.confirm' }),
                },
                no: { label: t('staff.errorReports.purgeNo'), onClick: () => send({ type: 'purge.cancel' }) },
              }
            : {
                ask: {
                  label: t('staff.errorReports.purge'),
                  disabled: !snapshot.can({ type: 'purge.ask' }),
                  onClick: () => send({ type: 'purge.ask' }),
                },
                question: null,
                yes: null,
                no: null,
              },
        }
      : null,
    back: commandIfAccepted(snapshot, send, { type: 'reports.back' }, t('staff.errorReports.back')),
    report: opened
      ? {
          heading: opened.message,
          facts: [
            {
              key: 'received',
              label: t('staff.errorReports.received'),
              value: formatDate(opened.received_at),
            },
            { key: 'occurred', label: t('staff.errorReports.occurred'), value: opened.occurred_at },
            {
              key: 'route',
              label: t('staff.errorReports.route'),
              value: routeOf(opened.url) ?? t('staff.errorReports.noRoute'),
            },
            { key: 'url', label: t('staff.errorReports.url'), value: opened.url ?? '—' },
            { key: 'release', label: t('staff.errorReports.release'), value: opened.code_version },
            { key: 'client', label: t('staff.errorReports.client'), value: opened.client_version ?? '—' },
            { key: 'environment', label: t('staff.errorReports.environment'), value: opened.environment },
            {
              key: 'level',
              label: t('staff.errorReports.levelSource'),
              value: `${opened.level} · ${opened.source}`,
            },
            { key: 'browser', label: t('staff.errorReports.browser'), value: opened.user_agent ?? '—' },
          ],
          truncated: opened.truncated ? t('staff.errorReports.truncated') : null,
          stackHeading: t('staff.errorReports.stack'),
          stack: opened.stack ?? t('staff.errorReports.noStack'),
          telemetryHeading: t('staff.errorReports.telemetry'),
          telemetry: telemetryText(opened.telemetry) ?? t('staff.errorReports.noTelemetry'),
        }
      : null,
  }
}
