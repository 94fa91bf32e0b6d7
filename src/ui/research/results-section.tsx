import { useSelector } from '@xstate/react'
import { Fragment, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FinalResult, ReviewStatus } from '../../../contract/research'
import {
  criterionStanding,
  selectActiveTrial,
  selectFilter,
  selectIsBusy,
  selectResults,
  verdictCounts,
} from '../../machines/research-space/research-space.connect'
import type { EvaluationResult, ResultFilter } from '../../services/research'
import { TableHead } from '../components/table-head'
import type { ResearchActor } from './research-screen'

const FINAL_RESULTS = FinalResult.options
const REVIEW_STATUSES = ReviewStatus.options

type CriterionResult = EvaluationResult['criteria'][number]

/** "Met" / "Not met" for an inclusion, "Excludes" / "Does not exclude" for an exclusion. */
const verdictLabel = (t: (key: string) => string, criterion: CriterionResult) =>
  criterion.type.endsWith('_exclusion')
    ? t(`research.verdicts.exclusion.${criterion.verdict}`)
    : t(`research.verdicts.${criterion.verdict}`)

/**
 * One result's criteria: the verdict (an exclusion "excludes" or "does not exclude", coloured by whether it
 * speaks for the patient), whether it decided the result or is left to review, the explanation and the
 * evidence quoted from the documents.
 */
function ResultDetails({ result }: { result: EvaluationResult }) {
  const { t } = useTranslation()
  return (
    <div className="research-details">
      <p>
        <strong>{t('research.results.preEvaluation')}:</strong> {result.pre_evaluation}
      </p>
      <ol className="research-verdicts">
        {result.criteria.map((criterion) => (
          <li
            key={criterion.criterion_id}
            data-verdict={criterion.verdict}
            data-testid="criterion-result"
            className={`research-verdict-item research-verdict-item-${criterionStanding(criterion)}`}
          >
            <p>
              <span className="badge">{t(`research.types.${criterion.type}`)}</span> {criterion.definition}
            </p>
            <p>
              <strong className={`research-verdict research-verdict-${criterionStanding(criterion)}`}>
                {verdictLabel(t, criterion)}
              </strong>
              {result.decided_by.includes(criterion.criterion_id) && (
                <>
                  {' '}
                  <span className="badge research-decided">{t('research.results.decided')}</span>
                </>
              )}
              {result.to_review.includes(criterion.criterion_id) && (
                <>
                  {' '}
                  <span className="badge research-to-review">{t('research.results.toReview')}</span>
                </>
              )}
              {criterion.needs_review && <> · {t('research.trials.needsReview')}</>}
            </p>
            <p className="text-sm">
              <span className="muted">{t('research.results.explanation')}:</span> {criterion.explanation}
            </p>
            {criterion.evidence ? (
              <blockquote className="research-evidence" aria-label={t('research.results.evidence')}>
                {criterion.evidence}
              </blockquote>
            ) : (
              <p className="muted text-sm">{t('research.results.noEvidence')}</p>
            )}
          </li>
        ))}
      </ol>
    </div>
  )
}

/** The filters of the results table; they also apply to the CSV. */
function Filters({ actor, filter, busy }: { actor: ResearchActor; filter: ResultFilter; busy: boolean }) {
  const { t } = useTranslation()
  const id = useId()
  const [q, setQ] = useState(filter.q ?? '')
  const send = (next: ResultFilter) => actor.send({ type: 'results.filter', filter: next })
  return (
    <form
      className="research-filters"
      aria-label={t('research.results.filters')}
      onSubmit={(event) => {
        event.preventDefault()
        send({ ...filter, q: q.trim() || undefined })
      }}
    >
      {SELECT_FILTERS.map((field) => (
        <FilterSelect
          key={field.name}
          id={`${id}-${field.suffix}`}
          field={field}
          value={filter[field.name]}
          disabled={busy}
          onChange={(value) => send({ ...filter, [field.name]: value })}
        />
      ))}
      <div className="field">
        <label htmlFor={`${id}-q`}>{t('research.results.search')}</label>
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          value={q}
          onChange={(event) => setQ(event.currentTarget.value)}
        />
      </div>
      <button type="submit" disabled={busy}>
        {t('research.results.apply')}
      </button>
    </form>
  )
}

/** The filters chosen from a list: each by its request field, with its label and its values' labels. */
const SELECT_FILTERS = [
  {
    name: 'final_result',
    suffix: 'final',
    label: 'research.results.finalResult',
    values: FINAL_RESULTS,
    valueKey: 'research.final',
  },
  {
    name: 'review_status',
    suffix: 'review',
    label: 'research.results.reviewStatus',
    values: REVIEW_STATUSES,
    valueKey: 'research.review',
  },
] as const

/** One filter of the results: every value, or only the rows with the one chosen. */
function FilterSelect({
  id,
  field,
  value,
  disabled,
  onChange,
}: {
  id: string
  field: (typeof SELECT_FILTERS)[number]
  value: string | undefined
  disabled: boolean
  onChange: (value: string | undefined) => void
}) {
  const { t } = useTranslation()
  return (
    <div className="field">
      <label htmlFor={id}>{t(field.label)}</label>
      <select
        id={id}
        name={field.name}
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.value || undefined)}
      >
        <option value="">{t('research.results.all')}</option>
        {field.values.map((option) => (
          <option key={option} value={option}>
            {t(`${field.valueKey}.${option}`)}
          </option>
        ))}
      </select>
    </div>
  )
}

/** The active trial's results: filters, one row per patient with its review status, details, the CSV. */
export function ResultsSection({ actor }: { actor: ResearchActor }) {
  const { t } = useTranslation()
  const id = useId()
  const trial = useSelector(actor, selectActiveTrial)
  const results = useSelector(actor, selectResults)
  const filter = useSelector(actor, selectFilter)
  const busy = useSelector(actor, selectIsBusy)
  const [open, setOpen] = useState<string | null>(null)
  const filtered = Object.values(filter).some((value) => value !== undefined && value !== '')
  return (
    <section aria-labelledby={id} className="card research-results">
      <div className="research-section-header">
        <h2 id={id}>
          {trial ? t('research.results.heading', { trial: trial.name }) : t('research.results.headingNone')}
        </h2>
        {trial && (
          <button type="button" disabled={busy} onClick={() => actor.send({ type: 'results.download' })}>
            {t('research.results.download')}
          </button>
        )}
      </div>
      {!trial ? (
        <p className="muted">{t('research.results.chooseTrial')}</p>
      ) : (
        <>
          <Filters actor={actor} filter={filter} busy={busy} />
          {results.length === 0 ? (
            <p className="muted">
              {filtered ? t('research.results.emptyFiltered') : t('research.results.empty')}
            </p>
          ) : (
            <div className="research-table-wrap">
              <table>
                {/* On a phone each result is a card (research.css): the headings are read, not seen. */}
                <TableHead
                  className="visually-hidden-on-phone"
                  prefix="research.results"
                  columns={['patient', 'finalResult', 'criteria', 'reviewStatus']}
                />
                <tbody>
                  {results.map((result) => {
                    const counts = verdictCounts(result)
                    const expanded = open === result.id
                    const detailsId = `${id}-${result.id}`
                    return (
                      <Fragment key={result.id}>
                        <tr data-testid="result-row" data-final={result.final_result}>
                          <th scope="row">
                            <button
                              type="button"
                              className="quiet"
                              aria-expanded={expanded}
                              aria-controls={detailsId}
                              aria-label={t('research.results.showDetails', { label: result.patient_label })}
                              onClick={() => setOpen(expanded ? null : result.id)}
                            >
                              {expanded ? '▾' : '▸'} {result.patient_label}
                            </button>
                          </th>
                          <td>
                            <span className={`badge research-final research-final-${result.final_result}`}>
                              {t(`research.final.${result.final_result}`)}
                            </span>
                            <p className="research-overall text-sm" data-testid="result-overall">
                              {result.overall}
                            </p>
                          </td>
                          <td className="text-sm">{t('research.results.summary', counts)}</td>
                          <td>
                            <select
                              name="review_status"
                              aria-label={t('research.results.reviewLabel', { label: result.patient_label })}
                              value={result.review_status}
                              disabled={busy}
                              onChange={(event) =>
                                actor.send({
                                  type: 'result.review',
                                  resultId: result.id,
                                  status: event.currentTarget.value as ReviewStatus,
                                })
                              }
                            >
                              {REVIEW_STATUSES.map((value) => (
                                <option key={value} value={value}>
                                  {t(`research.review.${value}`)}
                                </option>
                              ))}
                            </select>
                          </td>
                        </tr>
                        <tr id={detailsId} hidden={!expanded}>
                          <td colSpan={4}>{expanded && <ResultDetails result={result} />}</td>
                        </tr>
                      </Fragment>
                    )
                  })}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  )
}
