// Sample events and inputs of the staff error reports statechart, for its path tests and its docs
// (scripts/export-statecharts.ts reads `pathOptions` here): fixed, so the generated pages come out the
// same on every run; the machine's and the staff console's tests read the samples. Nothing in the app imports
// this module.

import type { StaffErrorReport, StaffErrorReportSummary } from '../../services/staff'
import { sampleFailure } from '../shared/samples'

/** A report as the server sends it in full, and as its list sends it (without stack and telemetry). */
export const sampleReport: StaffErrorReport = {
  id: '00000000-0000-4000-8000-0000000000e1',
  received_at: '2026-03-01T09:00:00.000Z',
  occurred_at: '2026-03-01T09:00:00.000Z',
  environment: 'production',
  code_version: '1.4.0',
  level: 'error',
  source: 'window.onerror',
  message: "TypeError: Cannot read properties of undefined (reading 'sections')",
  stack: 'TypeError: Cannot read properties of undefined\n    at render (consultation.tsx:10:5)',
  url: 'https://escriba.example/consultation/42',
  user_agent: 'Mozilla/5.0',
  client_version: '1.4.0',
  telemetry: { breadcrumbs: [] },
  truncated: false,
}
const { stack: _stack, telemetry: _telemetry, ...summary } = sampleReport
export const sampleSummary: StaffErrorReportSummary = summary

/** Sample events for the statechart docs and the path tests. */
export const pathOptions = {
  events: [
    { type: 'reports.route', value: 'consultation' },
    { type: 'reports.release', value: '' },
    { type: 'reports.filter' },
    { type: 'reports.clear' },
    { type: 'reports.reload' },
    { type: 'reports.retry' },
    { type: 'reports.open', id: sampleReport.id },
    { type: 'reports.back' },
    { type: 'purge.ask' },
    { type: 'purge.confirm' },
    { type: 'purge.cancel' },
    { type: 'xstate.done.actor.loadReports', output: [sampleSummary] },
    { type: 'xstate.error.actor.loadReports', error: sampleFailure('unavailable', { kind: 'network' }) },
    { type: 'xstate.done.actor.openReport', output: sampleReport },
    { type: 'xstate.error.actor.openReport', error: sampleFailure('not_found', { status: 404 }) },
    {
      type: 'xstate.done.actor.purgeReports',
      output: { deleted: 3, retention_days: 90, before: '2025-12-01T09:00:00.000Z' },
    },
    { type: 'xstate.error.actor.purgeReports', error: sampleFailure('unavailable', { kind: 'network' }) },
  ],
}
