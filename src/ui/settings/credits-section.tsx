import { useTranslation } from 'react-i18next'
import { connectCredits } from '../../machines/credits/credits.connect'
import { CommandButton } from '../components/command-button'
import { FormProblem } from '../components/fields'
import { ScrollTable } from '../components/table-head'
import { useConnect } from '../components/use-connect'
import { useDateFormat } from '../components/use-date-format'
import { useCreditsActor } from './use-credits-actor'
import './organization.css'

/** Settings → credits: each pool's balance and history, what a document costs, how to buy more. */
export function CreditsSection() {
  const { t } = useTranslation()
  const { formatMoment } = useDateFormat()
  const actor = useCreditsActor()
  const api = useConnect(actor, connectCredits, formatMoment)
  return (
    <>
      <section data-form="credits" aria-busy={api.isBusy}>
        <h2>{t('settings.sections.credits')}</h2>
        {api.status && <p role="status">{api.status}</p>}
        <FormProblem message={api.problem} />
        {api.retry && <CommandButton command={api.retry} className="primary" />}
        {api.spending && <p>{api.spending}</p>}
        {api.fallback && <p>{api.fallback}</p>}
        {api.perDocument && <p>{api.perDocument}</p>}
        {api.buyMore && (
          <p className="notice">
            {api.buyMore.text}{' '}
            {api.buyMore.href ? <a href={api.buyMore.href}>{api.buyMore.contact}</a> : api.buyMore.contact}
          </p>
        )}
      </section>
      {api.pools.map((pool) => (
        <section key={pool.kind} data-pool={pool.kind}>
          <h2>{pool.title}</h2>
          <p className="cluster">
            <strong>{pool.balance}</strong>
            {pool.spending && <span className="badge badge-primary">{pool.spending}</span>}
          </p>
          <h3>{t('credits.history.title')}</h3>
          <ScrollTable
            prefix="credits.history"
            columns={['date', 'what', pool.showsWho && 'who', 'amount']}
            empty={pool.empty}
          >
            {pool.history.map((row) => (
              <tr key={row.id}>
                <td>{row.date}</td>
                <td>{row.what}</td>
                {pool.showsWho && <td>{row.who}</td>}
                <td>{row.amount}</td>
              </tr>
            ))}
          </ScrollTable>
        </section>
      ))}
    </>
  )
}
