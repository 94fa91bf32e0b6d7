import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { AuditEntry } from '../../../contract/staff'
import { describePaths } from '../../../tests/model/paths'
import { answerWith, fakeCall } from '../../../tests/unit/deferred'
import { answerOffline } from '../../../tests/unit/offline'
import { formatDate, t } from '../../../tests/unit/translate'
import { connectStaffAudit } from './staff-audit.connect'
import { staffAuditMachine } from './staff-audit.machine'
import { pathOptions, sampleEntry } from './staff-audit.paths'

const entry: AuditEntry = {
  ...sampleEntry,
  id: 'a1',
  actor: { id: 'u-staff', label: 'rui@escriba.test' },
  via: 'cli',
  target_id: 'u-1',
}

describe('staff audit machine', () => {
  it('lists the entries, loads again on demand, and retries a failure', async () => {
    const load = fakeCall<AuditEntry[], unknown>()
    const actor = createActor(staffAuditMachine.provide({ actors: { 'load audit': load.logic } })).start()
    const view = () => connectStaffAudit(actor.getSnapshot(), actor.send, t, formatDate)
    expect(view().isBusy).toBe(true)
    await answerWith(load, [entry])
    expect(view().entries).toEqual([
      {
        key: 'a1',
        when: '2026-01-05',
        who: 'rui@escriba.test (staff.audit.via.cli)',
        action: 'credits.grant',
        target: 'user u-1',
        details: 'amount: 5 · reason: Compra',
      },
    ])
    view().reload.onClick()
    await answerOffline(load)
    expect(view().problem).toBe('staff.audit.problems.connection')
    view().retry!.onClick()
    await answerWith(load, [])
    expect(view().empty).toBe('staff.audit.empty')
  })
})

describePaths('staff audit machine paths', staffAuditMachine, pathOptions, {
  states: {
    // Loading: busy, reload and retry off, no "none yet", and no failure's message from before.
    loading: ({ actual }) => {
      const view = connectStaffAudit(actual, () => {}, t, formatDate)
      expect([view.isBusy, view.reload.disabled, view.retry, view.empty, view.problem]).toEqual([
        true,
        true,
        null,
        null,
        null,
      ])
    },
    // The entries, newest first (or "none yet"), with reload on.
    listing: ({ actual }) => {
      const view = connectStaffAudit(actual, () => {}, t, formatDate)
      expect([view.isBusy, view.reload.disabled, view.retry]).toEqual([false, false, null])
      expect(view.empty !== null).toBe(view.entries.length === 0)
    },
    // Not loaded: why, and a retry.
    failed: ({ actual }) => {
      const view = connectStaffAudit(actual, () => {}, t, formatDate)
      expect(view.problem).not.toBeNull()
      expect(view.retry?.label).toBe(t('staff.retry'))
      expect(view.empty).toBeNull()
    },
  },
})
