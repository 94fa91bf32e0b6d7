import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { connectStaffErrorReports } from '../../machines/staff-error-reports/staff-error-reports.connect'
import { CommandButton } from '../components/command-button'
import { CommandForm } from '../components/command-form'
import { DoneNotice, ProblemNotice } from '../components/problem-notice'
import { useConnect } from '../components/use-connect'
import { useReturnFocus } from '../components/use-return-focus'
import { TextControlField } from '../templates/parts'
import { useStaffDateFormat } from './date-format'
import { StaffFacts } from './staff-facts'
import { StaffSection } from './staff-section'
import { useStaffErrorReportsActor } from './use-staff-error-reports-actor'

type ErrorReportsView = ReturnType<typeof connectStaffErrorReports>

function List({ list }: { list: NonNullable<ErrorReportsView['list']> }) {
  const { filters, purge } = list
  const purgeRef = useReturnFocus<HTMLSpanElement>(!!purge.question)
  return (
    <>
      <CommandForm className="staff-filters" onSubmit={filters.submit.onClick}>
        <TextControlField field={filters.route} />
        <TextControlField field={filters.release} />
        <div className="staff-actions">
          <button type="submit" className="primary" disabled={filters.submit.disabled}>
            {filters.submit.label}
          </button>
          {filters.clear && <CommandButton command={filters.clear} />}
        </div>
      </CommandForm>
      <div className="staff-actions">
        <CommandButton command={list.reload} />
        {/* Closing the confirmation gives the focus back to the purge button. */}
        <span ref={purgeRef}>{purge.ask && <CommandButton command={purge.ask} />}</span>
      </div>
      {purge.question && (
        <div className="staff-confirm">
          <fieldset>
            <legend>{purge.question}</legend>
            <div className="staff-actions">
              {purge.yes && <CommandButton command={purge.yes} className="danger" />}
              {purge.no && <CommandButton command={purge.no} autoFocus />}
            </div>
          </fieldset>
        </div>
      )}
      <p role="status">{list.status}</p>
      {list.limited && <p className="muted text-sm">{list.limited}</p>}
      <ul className="staff-list">
        {list.items.map((item) => (
          <li key={item.key} className="staff-item staff-error-report">
            <CommandButton command={item.open} className="staff-item-open staff-error-message" />
            <span className="muted text-sm">{item.when}</span>
            <code className="text-sm">{item.route}</code>
            <span className="text-sm">{item.release}</span>
            <span className="staff-status text-sm">{item.level}</span>
          </li>
        ))}
      </ul>
    </>
  )
}

function Report({ report }: { report: NonNullable<ErrorReportsView['report']> }) {
  const headingId = useId()
  return (
    <article aria-labelledby={headingId} className="staff-detail" data-testid="staff-error-report">
      <h3 id={headingId} className="staff-error-message">
        {report.heading}
      </h3>
      {report.truncated && <p className="notice">{report.truncated}</p>}
      <StaffFacts facts={report.facts} />
      <h4>{report.stackHeading}</h4>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a long stack scrolls sideways by keyboard too */}
      <pre className="staff-code" tabIndex={0}>
        {report.stack}
      </pre>
      <h4>{report.telemetryHeading}</h4>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: long telemetry scrolls by keyboard too */}
      <pre className="staff-code" tabIndex={0}>
        {report.telemetry}
      </pre>
    </article>
  )
}

/** Staff console → error reports: list, filter by route and release, read one, purge past retention. */
export function StaffErrorReports() {
  const { t } = useTranslation()
  const actor = useStaffErrorReportsActor()
  const view = useConnect(actor, connectStaffErrorReports, useStaffDateFormat('medium'))
  return (
    <StaffSection title={t('staff.sections.errors')} busy={view.isBusy} testId="staff-errors">
      <ProblemNotice problem={view.problem} retry={view.retry} />
      <DoneNotice message={view.done} />
      {view.back && (
        <p>
          {/* The list's button that opened the report is gone: the focus goes to the way back. */}
          <CommandButton command={view.back} autoFocus />
        </p>
      )}
      {view.list && <List list={view.list} />}
      {view.isBusy && !view.list && <p role="status">{t('app.loading')}</p>}
      {view.report && <Report report={view.report} />}
    </StaffSection>
  )
}
