import type { SnapshotFrom } from 'xstate'
import type { Translate } from '../shared/field-props'
import { commandIfAccepted, type Send } from '../shared-connect/commands'
import type { StaffAuditEvent, staffAuditMachine } from './staff-audit.machine'

type StaffAuditSnapshot = SnapshotFrom<typeof staffAuditMachine>

export const selectIsBusy = (snapshot: StaffAuditSnapshot) => snapshot.hasTag('busy')

/** The audit log: each entry's when, who (and through what), what, on whom and its details. */
export function connectStaffAudit(
  snapshot: StaffAuditSnapshot,
  send: Send<StaffAuditEvent>,
  t: Translate,
  formatDate: (iso: string) => string,
) {
  const { entries, problem } = snapshot.context
  const busy = selectIsBusy(snapshot)
  return {
    isBusy: busy,
    problem: problem ? t(`staff.audit.problems.${problem}`) : null,
    retry: commandIfAccepted(snapshot, send, { type: 'audit.retry' }, t('staff.retry')),
    reload: {
      label: t('staff.audit.reload'),
      disabled: !snapshot.can({ type: 'audit.reload' }),
      onClick: () => send({ type: 'audit.reload' }),
    },
    empty: !busy && !problem && entries.length === 0 ? t('staff.audit.empty') : null,
    columns: {
      when: t('staff.audit.when'),
      who: t('staff.audit.who'),
      action: t('staff.audit.action'),
      target: t('staff.audit.target'),
      details: t('staff.audit.details'),
    },
    entries: entries.map((entry) => ({
      key: entry.id,
      when: formatDate(entry.at),
      who: `${entry.actor.label} (${t(`staff.audit.via.${entry.via}`)})`,
      action: entry.action,
      target: entry.target_id ? `${entry.target_type ?? ''} ${entry.target_id}`.trim() : '—',
      details: Object.entries(entry.details)
        .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
        .join(' · '),
    })),
  }
}
