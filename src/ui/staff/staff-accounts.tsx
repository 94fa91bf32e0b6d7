import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { connectStaffAccounts } from '../../machines/staff-accounts/staff-accounts.connect'
import type { StaffAccountsPurpose } from '../../machines/staff-accounts/staff-accounts.machine'
import { CommandButton } from '../components/command-button'
import { CommandForm } from '../components/command-form'
import { DoneNotice, ProblemNotice } from '../components/problem-notice'
import { useConnect } from '../components/use-connect'
import { TextControlField } from '../templates/parts'
import { useStaffDateFormat } from './date-format'
import { StaffFacts } from './staff-facts'
import { OpenItemButton, StaffSection } from './staff-section'
import { useStaffAccountsActor } from './use-staff-accounts-actor'

type AccountsView = ReturnType<typeof connectStaffAccounts>

function Search({ search }: { search: NonNullable<AccountsView['search']> }) {
  return (
    <>
      <CommandForm onSubmit={search.submit.onClick}>
        {search.kinds && (
          <fieldset className="cluster">
            <legend>{search.kinds.legend}</legend>
            {search.kinds.options.map((option) => (
              <label key={option.value}>
                <input type="radio" name="kind" checked={option.checked} onChange={option.onChange} />{' '}
                {option.label}
              </label>
            ))}
          </fieldset>
        )}
        <TextControlField field={search.field} />
        <button type="submit" className="primary" disabled={search.submit.disabled}>
          {search.submit.label}
        </button>
      </CommandForm>
      <p role="status">{search.status}</p>
      <ul className="staff-list">
        {search.results.map((item) => (
          <li key={item.key} className="staff-item">
            <OpenItemButton command={item.open} name={item.name} />
            <span>{item.detail}</span>
            <span>{item.balance}</span>
            {item.disabled && <span className="staff-status">{item.disabled}</span>}
          </li>
        ))}
      </ul>
    </>
  )
}

function Detail({ view }: { view: AccountsView }) {
  const detail = view.detail!
  const headingId = useId()
  return (
    <article aria-labelledby={headingId} className="staff-detail">
      <h3 id={headingId}>{detail.name}</h3>
      <StaffFacts facts={detail.facts} />
      {view.grant && (
        <form
          noValidate
          aria-labelledby={`${headingId}-grant`}
          onSubmit={(event) => {
            event.preventDefault()
            view.grant!.submit.onClick()
          }}
        >
          <h4 id={`${headingId}-grant`}>{view.grant.heading}</h4>
          <TextControlField field={view.grant.amount} />
          <TextControlField field={view.grant.reason} />
          <button type="submit" className="primary" disabled={view.grant.submit.disabled}>
            {view.grant.submit.label}
          </button>
        </form>
      )}
      {view.commands && (
        <section aria-labelledby={`${headingId}-actions`}>
          <h4 id={`${headingId}-actions`}>{view.commands.heading}</h4>
          <div className="staff-actions">
            {view.commands.buttons.map((button) => (
              <CommandButton key={button.key} command={button} />
            ))}
          </div>
          {view.commands.disable && (
            <CommandForm onSubmit={view.commands!.disable!.submit.onClick}>
              <TextControlField field={view.commands.disable.field} />
              <button type="submit" disabled={view.commands.disable.submit.disabled}>
                {view.commands.disable.submit.label}
              </button>
            </CommandForm>
          )}
        </section>
      )}
      <h4>{detail.ledgerHeading}</h4>
      {detail.ledgerEmpty && <p>{detail.ledgerEmpty}</p>}
      <ul className="staff-ledger">
        {detail.ledger.map((entry) => (
          <li key={entry.key}>
            <span className="muted text-sm">{entry.when}</span>
            <strong>{entry.amount}</strong>
            <span>{entry.kind}</span>
            <span>{entry.reason}</span>
          </li>
        ))}
      </ul>
    </article>
  )
}

/** Staff console → credits or people: find an account (or organisation), open it, act on it. */
export function StaffAccounts({ purpose }: { purpose: StaffAccountsPurpose }) {
  const { t } = useTranslation()
  const actor = useStaffAccountsActor(purpose)
  const view = useConnect(actor, connectStaffAccounts, useStaffDateFormat('short'))
  return (
    <StaffSection title={view.heading} busy={view.isBusy} testId={`staff-${purpose}`}>
      <ProblemNotice problem={view.problem} retry={view.retry} />
      <DoneNotice message={view.done} />
      {view.back && (
        <p>
          <CommandButton command={view.back} />
        </p>
      )}
      {view.search && <Search search={view.search} />}
      {view.isBusy && !view.search && <p role="status">{t('app.loading')}</p>}
      {view.detail && <Detail view={view} />}
    </StaffSection>
  )
}
