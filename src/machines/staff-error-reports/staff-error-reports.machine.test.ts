import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { describePaths, notOpened } from '../../../tests/model/paths'
import { answerWith, failWith, fakeCall } from '../../../tests/unit/deferred'
import { answerOffline } from '../../../tests/unit/offline'
import { formatDate, t } from '../../../tests/unit/translate'
import { ApiError } from '../../services/api'
import type {
  ErrorReportFilters,
  ErrorReportsPurge,
  StaffErrorReport,
  StaffErrorReportSummary,
} from '../../services/staff'
import { connectStaffErrorReports, routeOf } from './staff-error-reports.connect'
import { staffErrorReportsMachine } from './staff-error-reports.machine'
import { pathOptions, sampleReport, sampleSummary } from './staff-error-reports.paths'

function start() {
  const load = fakeCall<StaffErrorReportSummary[], ErrorReportFilters & { limit: number }>()
  const open = fakeCall<StaffErrorReport, { id: string }>()
  const purge = fakeCall<ErrorReportsPurge, unknown>()
  const actor = createActor(
    staffErrorReportsMachine.provide({
      actors: { 'load reports': load.logic, 'open report': open.logic, 'purge reports': purge.logic },
    }),
  ).start()
  const view = () => connectStaffErrorReports(actor.getSnapshot(), actor.send, t, formatDate)
  return { actor, load, open, purge, view }
}

describe('staff error reports machine', () => {
  it('reads a route as the path of the address', () => {
    expect(routeOf('https://escriba.example/consultation/42?tab=notes')).toBe('/consultation/42')
    expect(routeOf('not an address')).toBe('not an address')
    expect(routeOf(null)).toBeNull()
  })

  it('lists, filters by route and release, clears the filters, and reads one report in full', async () => {
    const staff = start()
    expect(staff.load.inputs).toEqual([{ route: '', release: '', limit: 100 }])
    await answerWith(staff.load, [sampleSummary])
    expect(staff.view().list!.items).toEqual([
      expect.objectContaining({
        when: '2026-03-01',
        route: '/consultation/42',
        release: 'staff.errorReports.releaseNamed {"release":"1.4.0"}',
        message: sampleReport.message,
      }),
    ])
    expect(staff.view().list!.filters.clear).toBeNull()
    expect(staff.view().list!.limited).toBeNull()

    staff.view().list!.filters.route.onChange(' consultation ')
    staff.view().list!.filters.release.onChange('1.4.0')
    staff.view().list!.filters.submit.onClick()
    expect(staff.load.inputs.at(-1)).toEqual({ route: 'consultation', release: '1.4.0', limit: 100 })
    await answerWith(staff.load, [])
    expect(staff.view().list!.status).toBe('staff.errorReports.noneFiltered')
    staff.view().list!.filters.clear!.onClick()
    expect(staff.load.inputs.at(-1)).toEqual({ route: '', release: '', limit: 100 })
    expect(staff.view().list!.filters.route.value).toBe('')
    await answerWith(staff.load, [sampleSummary])

    staff.view().list!.items[0]!.open.onClick()
    expect(staff.open.inputs).toEqual([{ id: sampleReport.id }])
    expect(staff.view().list).toBeNull()
    await answerWith(staff.open, sampleReport)
    const read = staff.view().report!
    expect(read.heading).toBe(sampleReport.message)
    expect(read.stack).toContain('consultation.tsx:10:5')
    expect(read.telemetry).toContain('"breadcrumbs": []')
    expect(read.facts.find((fact) => fact.key === 'route')!.value).toBe('/consultation/42')
    staff.view().back!.onClick()
    expect(staff.view().report).toBeNull()
    expect(staff.view().list!.items).toHaveLength(1)
  })

  it('says when the list stops at the newest reports', async () => {
    const staff = start()
    await answerWith(
      staff.load,
      Array.from({ length: 100 }, (_, i) => ({ ...sampleSummary, id: `r${i}` })),
    )
    expect(staff.view().list!.limited).toBe('staff.errorReports.limited {"count":100}')
  })

  it('purges only once confirmed, says what was deleted and loads the list again', async () => {
    const staff = start()
    await answerWith(staff.load, [sampleSummary])
    staff.view().list!.purge.ask!.onClick()
    expect(staff.view().list!.purge.question).toBe('staff.errorReports.purgeQuestion')
    staff.view().list!.purge.no!.onClick()
    expect(staff.purge.inputs).toHaveLength(0)
    expect(staff.view().list!.purge.question).toBeNull()

    staff.view().list!.purge.ask!.onClick()
    staff.view().list!.purge.yes!.onClick()
    expect(staff.purge.inputs).toHaveLength(1)
    await answerWith(staff.purge, { deleted: 4, retention_days: 90, before: '2025-12-02T09:00:00.000Z' })
    expect(staff.view().done).toBe('staff.errorReports.purged {"count":4,"days":90,"before":"2025-12-02"}')
    expect(staff.load.inputs).toHaveLength(2)
    await answerWith(staff.load, [])
    expect(staff.view().list!.items).toHaveLength(0)

    staff.view().list!.purge.ask!.onClick()
    staff.view().list!.purge.yes!.onClick()
    await answerOffline(staff.purge)
    expect(staff.view().problem).toBe('staff.errorReports.problems.connection')
    expect(staff.view().done).toBeNull()
  })

  it('offers a retry when a report cannot be opened, and a way back', async () => {
    const staff = start()
    await answerWith(staff.load, [sampleSummary])
    staff.view().list!.items[0]!.open.onClick()
    await failWith(staff.open, new ApiError('http', 'not_found', 'gone', 404))
    expect(staff.view().problem).toBe('staff.errorReports.problems.open_failed')
    staff.view().retry!.onClick()
    await answerWith(staff.open, sampleReport)
    expect(staff.view().problem).toBeNull()
    expect(staff.view().report).not.toBeNull()
  })
})

const reportsView = (snapshot: Parameters<typeof connectStaffErrorReports>[0]) =>
  connectStaffErrorReports(snapshot, () => {}, t, formatDate)

describePaths('staff error reports machine paths', staffErrorReportsMachine, pathOptions, {
  every: ({ actual }) => {
    const view = reportsView(actual)
    // The list or one report, never both.
    expect(view.list !== null && view.report !== null).toBe(false)
  },
  states: {
    // Loading the list: its filters read-only, nothing to retry.
    loading: ({ actual }) => {
      const view = reportsView(actual)
      expect([view.isBusy, view.list?.filters.route.readOnly, view.retry]).toEqual([true, true, null])
    },
    // Not loaded: why, a retry, and the filters still open to change.
    loadFailed: ({ actual }) => {
      const view = reportsView(actual)
      expect(view.problem).not.toBeNull()
      expect(view.retry).not.toBeNull()
      expect(view.list?.filters.route.readOnly).toBe(false)
    },
    // The reports, newest first, each to open; purge can be asked.
    listing: ({ actual }) => {
      const view = reportsView(actual)
      expect(view.list?.items).toHaveLength(actual.context.reports.length)
      expect(view.list?.purge.question).toBeNull()
      expect(view.list?.purge.ask?.disabled).toBe(false)
    },
    // The purge question, with yes and no.
    confirmingPurge: ({ actual }) => {
      expect(reportsView(actual).list?.purge.question).toBe(t('staff.errorReports.purgeQuestion'))
    },
    // Purging: busy, nothing else asked.
    purging: ({ actual }) => {
      const view = reportsView(actual)
      expect([view.isBusy, view.list?.reload.disabled]).toEqual([true, true])
    },
    // Opening one report: busy, the list gone.
    opening: ({ actual }) => {
      const view = reportsView(actual)
      expect([view.isBusy, view.list]).toEqual([true, null])
    },
    // Not opened: why, retry, or back to the list.
    openFailed: notOpened(reportsView),
    // One report with its stack and telemetry, and back.
    reading: ({ actual }) => {
      const view = reportsView(actual)
      expect(view.report).not.toBeNull()
      expect(view.back).not.toBeNull()
    },
  },
})
