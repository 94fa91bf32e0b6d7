import { assign, fromPromise, setup } from 'xstate'
import type {
  ErrorReportFilters,
  ErrorReportsPurge,
  StaffErrorReport,
  StaffErrorReportSummary,
} from '../../services/staff'
import { withEventField, withOutputAs } from '../shared/actor-events'
import { callState } from '../shared/call-state'
import { connectionOr, failTo, openFailedState } from '../shared/failed-call'
import { notProvided } from '../shared/not-provided'

export type StaffErrorReportsTag = 'busy' | 'list' | 'detail' | 'error' | 'confirm'

/** The most reports one list shows, the newest: narrowing by route or release finds older ones. */
export const REPORTS_SHOWN = 100

export type StaffErrorReportsProblem = 'load_failed' | 'open_failed' | 'purge_failed' | 'connection'

export type StaffErrorReportsContext = {
  /** The filters as typed: part of the page's address, and the exact release. */
  filters: ErrorReportFilters
  /** The filters the list was loaded with. */
  applied: ErrorReportFilters
  /** The reports found, newest first, without stack or telemetry. */
  reports: StaffErrorReportSummary[]
  /** The report asked for, and the one read once loaded (with stack and telemetry). */
  selectedId: string | null
  opened: StaffErrorReport | null
  /** What the last purge deleted, said until the next change. */
  purged: ErrorReportsPurge | null
  problem: StaffErrorReportsProblem | null
}

export type StaffErrorReportsEvent =
  | { type: 'reports.route'; value: string }
  | { type: 'reports.release'; value: string }
  | { type: 'reports.filter' }
  | { type: 'reports.clear' }
  | { type: 'reports.reload' }
  | { type: 'reports.retry' }
  | { type: 'reports.open'; id: string }
  | { type: 'reports.back' }
  | { type: 'purge.ask' }
  | { type: 'purge.confirm' }
  | { type: 'purge.cancel' }

const noFilters: ErrorReportFilters = { route: '', release: '' }
const trimmed = (filters: ErrorReportFilters): ErrorReportFilters => ({
  route: filters.route.trim(),
  release: filters.release.trim(),
})

/**
 * Staff console → error reports: the browsers' reports listed newest first, narrowed by route and
 * release; one read with its stack and telemetry; those past their retention deleted now, after a
 * confirmation.
 */
export const staffErrorReportsMachine = setup({
  types: {} as {
    context: StaffErrorReportsContext
    events: StaffErrorReportsEvent
    tags: StaffErrorReportsTag
  },
  actors: {
    'load reports': fromPromise<StaffErrorReportSummary[], ErrorReportFilters & { limit: number }>(
      notProvided('load reports'),
    ),
    'open report': fromPromise<StaffErrorReport, { id: string }>(notProvided('open report')),
    'purge reports': fromPromise<ErrorReportsPurge>(notProvided('purge reports')),
  },
  actions: {
    'keep route': assign(({ context }, params: { value: string }) => ({
      filters: { ...context.filters, route: params.value },
    })),
    'keep release': assign(({ context }, params: { value: string }) => ({
      filters: { ...context.filters, release: params.value },
    })),
    'apply filters': assign(({ context }) => ({ applied: trimmed(context.filters), purged: null })),
    'clear filters': assign({ filters: noFilters, applied: noFilters, purged: null }),
    'use reports': assign((_, params: { reports: StaffErrorReportSummary[] }) => ({
      reports: params.reports,
      problem: null,
    })),
    'choose report': assign((_, params: { id: string }) => ({
      selectedId: params.id,
      opened: null,
      problem: null,
    })),
    'use report': assign((_, params: { report: StaffErrorReport }) => ({
      opened: params.report,
      problem: null,
    })),
    'forget report': assign({ selectedId: null, opened: null, problem: null }),
    'forget outcome': assign({ purged: null, problem: null }),
    'use purge': assign((_, params: { purge: ErrorReportsPurge }) => ({
      purged: params.purge,
      problem: null,
    })),
    'show problem': assign((_, params: { error: unknown; fallback: StaffErrorReportsProblem }) => ({
      problem: connectionOr(params.error, params.fallback),
    })),
  },
  guards: {
    isFiltered: ({ context }) => context.filters.route.trim() !== '' || context.filters.release.trim() !== '',
  },
}).createMachine({
  id: 'staffErrorReports',
  description:
    "Staff console → error reports: the browsers' reports newest first, narrowed by route and release; one read with its stack and telemetry; those past retention purged after a confirmation; failures offer a retry.",
  context: {
    filters: noFilters,
    applied: noFilters,
    reports: [],
    selectedId: null,
    opened: null,
    purged: null,
    problem: null,
  },
  initial: 'loading',
  states: {
    loading: callState(['list', 'busy'], {
      id: 'loadReports',
      src: 'load reports',
      input: ({ context }) => ({ ...context.applied, limit: REPORTS_SHOWN }),
      onDone: { target: 'listing', actions: withOutputAs('use reports', 'reports') },
      onError: failTo('loadFailed', 'load_failed'),
    }),
    loadFailed: {
      tags: ['list', 'error'],
      on: {
        'reports.retry': { target: 'loading' },
        'reports.route': { actions: withEventField('keep route', 'value') },
        'reports.release': { actions: withEventField('keep release', 'value') },
        'reports.filter': { target: 'loading', actions: 'apply filters' },
      },
    },
    listing: {
      tags: ['list'],
      on: {
        'reports.route': { actions: withEventField('keep route', 'value') },
        'reports.release': { actions: withEventField('keep release', 'value') },
        'reports.filter': { target: 'loading', actions: 'apply filters' },
        'reports.clear': { guard: 'isFiltered', target: 'loading', actions: 'clear filters' },
        'reports.reload': { target: 'loading', actions: 'forget outcome' },
        'reports.open': { target: 'opening', actions: withEventField('choose report', 'id') },
        'purge.ask': { target: 'confirmingPurge', actions: 'forget outcome' },
      },
    },
    confirmingPurge: {
      tags: ['list', 'confirm'],
      on: {
        'purge.confirm': { target: 'purging' },
        'purge.cancel': { target: 'listing' },
      },
    },
    purging: callState(['list', 'busy'], {
      id: 'purgeReports',
      src: 'purge reports',
      // The list is loaded again: what was purged is gone from it.
      onDone: { target: 'loading', actions: withOutputAs('use purge', 'purge') },
      onError: failTo('listing', 'purge_failed'),
    }),
    opening: callState(['detail', 'busy'], {
      id: 'openReport',
      src: 'open report',
      input: ({ context }) => ({ id: context.selectedId ?? '' }),
      onDone: { target: 'reading', actions: withOutputAs('use report', 'report') },
      onError: failTo('openFailed', 'open_failed'),
    }),
    openFailed: openFailedState(
      'detail',
      { retry: 'reports.retry', back: 'reports.back' },
      { target: 'listing', actions: 'forget report' },
    ),
    reading: {
      tags: ['detail'],
      on: { 'reports.back': { target: 'listing', actions: 'forget report' } },
    },
  },
})
