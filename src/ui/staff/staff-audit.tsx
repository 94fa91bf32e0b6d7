import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { connectStaffAudit } from '../../machines/staff-audit/staff-audit.connect'
import { CommandButton } from '../components/command-button'
import { ProblemNotice } from '../components/problem-notice'
import { TableHead } from '../components/table-head'
import { useConnect } from '../components/use-connect'
import { useStaffDateFormat } from './date-format'
import { StaffSection } from './staff-section'
import { useStaffAuditActor } from './use-staff-audit-actor'

/** Staff console → audit log, newest first, as a table that scrolls sideways on a phone. */
export function StaffAudit() {
  const { t } = useTranslation()
  const actor = useStaffAuditActor()
  const view = useConnect(actor, connectStaffAudit, useStaffDateFormat('medium'))
  const headingId = useId()
  return (
    <StaffSection
      title={t('staff.sections.audit')}
      busy={view.isBusy}
      testId="staff-audit"
      headingId={headingId}
    >
      {view.isBusy && <p role="status">{t('app.loading')}</p>}
      <ProblemNotice problem={view.problem} retry={view.retry} />
      <p>
        <CommandButton command={view.reload} />
      </p>
      {view.empty && <p>{view.empty}</p>}
      {view.entries.length > 0 && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the wide table scrolls sideways by keyboard too
        <section className="staff-table-scroll" tabIndex={0} aria-labelledby={headingId}>
          <table className="staff-table">
            <TableHead
              columns={[
                view.columns.when,
                view.columns.who,
                view.columns.action,
                view.columns.target,
                view.columns.details,
              ]}
            />
            <tbody>
              {view.entries.map((entry) => (
                <tr key={entry.key}>
                  <td>{entry.when}</td>
                  <td>{entry.who}</td>
                  <td>{entry.action}</td>
                  <td>{entry.target}</td>
                  <td>{entry.details}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </StaffSection>
  )
}
