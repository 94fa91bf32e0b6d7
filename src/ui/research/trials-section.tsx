import { useSelector } from '@xstate/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { ActorRefFrom } from 'xstate'
import { CriterionType } from '../../../contract/research'
import {
  selectActiveTrial,
  selectIsBusy,
  selectTrialEditorActor,
  selectTrials,
} from '../../machines/research-space/research-space.connect'
import type { trialEditorMachine } from '../../machines/trial-editor/trial-editor.machine'
import { ConfirmButton } from './confirm-button'
import { PickList } from './pick-list'
import type { ResearchActor } from './research-screen'

type EditorActor = ActorRefFrom<typeof trialEditorMachine>

const CRITERION_TYPES = CriterionType.options

/** The trial editor: name, description, a pasted block split into criteria, then each criterion typed. */
function TrialEditor({ editor }: { editor: EditorActor }) {
  const { t } = useTranslation()
  const id = useId()
  const context = useSelector(editor, (snapshot) => snapshot.context)
  const busy = useSelector(editor, (snapshot) => snapshot.hasTag('busy'))
  const error = (field: string) => {
    const problem = context.fields[field]
    return problem ? t(`research.editor.fieldProblems.${problem}`) : null
  }
  const nameError = error('name')
  return (
    <section className="card research-editor" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>
        {context.trialId ? t('research.editor.headingEdit') : t('research.editor.headingNew')}
      </h3>
      <form
        noValidate
        aria-busy={busy || undefined}
        onSubmit={(event) => {
          event.preventDefault()
          editor.send({ type: 'trial.save' })
        }}
      >
        {context.problem && (
          <div role="alert" className="form-problem">
            <p>{t(`research.editor.problems.${context.problem}`)}</p>
          </div>
        )}
        <div className="field">
          <label htmlFor={`${id}-name`}>{t('research.editor.name')}</label>
          <input
            id={`${id}-name`}
            name="name"
            value={context.name}
            required
            readOnly={busy}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${id}-name-error` : undefined}
            onChange={(event) => editor.send({ type: 'trial.name', value: event.currentTarget.value })}
          />
          {nameError && (
            <p id={`${id}-name-error`} className="field-error">
              {nameError}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${id}-description`}>{t('research.editor.description')}</label>
          <textarea
            id={`${id}-description`}
            name="description"
            rows={2}
            value={context.description}
            readOnly={busy}
            onChange={(event) => editor.send({ type: 'trial.description', value: event.currentTarget.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-block`}>{t('research.editor.block')}</label>
          <textarea
            id={`${id}-block`}
            name="criteria_block"
            rows={4}
            value={context.block}
            readOnly={busy}
            aria-describedby={`${id}-block-hint`}
            onChange={(event) => editor.send({ type: 'criteria.block', value: event.currentTarget.value })}
          />
          <p id={`${id}-block-hint`} className="field-hint">
            {t('research.editor.blockHint')}
          </p>
          <div>
            <button type="button" disabled={busy} onClick={() => editor.send({ type: 'criteria.split' })}>
              {t('research.editor.split')}
            </button>
          </div>
        </div>
        <fieldset className="research-criteria">
          <legend>{t('research.editor.criteria')}</legend>
          {context.criteria.length === 0 && <p className="muted">{t('research.editor.noCriteria')}</p>}
          <ol>
            {context.criteria.map((criterion, index) => {
              const number = index + 1
              const definitionError = error(`criteria.${criterion.key}`)
              const typeError = error(`criteria.${criterion.key}.type`)
              const rowId = `${id}-c${criterion.key}`
              return (
                <li key={criterion.key} className="research-criterion" data-testid="criterion-row">
                  <div className="field">
                    <label htmlFor={`${rowId}-definition`}>
                      {t('research.editor.criterion', { number })}
                    </label>
                    <textarea
                      id={`${rowId}-definition`}
                      name={`criteria.${index}.definition`}
                      rows={2}
                      value={criterion.definition}
                      readOnly={busy}
                      aria-invalid={definitionError ? true : undefined}
                      aria-describedby={definitionError ? `${rowId}-error` : undefined}
                      onChange={(event) =>
                        editor.send({
                          type: 'criterion.definition',
                          key: criterion.key,
                          value: event.currentTarget.value,
                        })
                      }
                    />
                    {definitionError && (
                      <p id={`${rowId}-error`} className="field-error">
                        {definitionError}
                      </p>
                    )}
                  </div>
                  <div className="cluster">
                    <div className="field">
                      <label htmlFor={`${rowId}-type`}>{t('research.editor.type')}</label>
                      <select
                        id={`${rowId}-type`}
                        name={`criteria.${index}.type`}
                        value={criterion.type ?? ''}
                        required
                        aria-invalid={typeError ? true : undefined}
                        aria-describedby={criterion.type === null ? `${rowId}-type-hint` : undefined}
                        onChange={(event) =>
                          editor.send({
                            type: 'criterion.type',
                            key: criterion.key,
                            value: event.currentTarget.value as CriterionType,
                          })
                        }
                      >
                        <option value="" disabled>
                          {t('research.editor.chooseType')}
                        </option>
                        {CRITERION_TYPES.map((type) => (
                          <option key={type} value={type}>
                            {t(`research.types.${type}`)}
                          </option>
                        ))}
                      </select>
                      {criterion.type === null && (
                        <p id={`${rowId}-type-hint`} className={typeError ? 'field-error' : 'field-hint'}>
                          {typeError ?? t('research.editor.untyped')}
                        </p>
                      )}
                    </div>
                    <div className="field field-checkbox">
                      <input
                        id={`${rowId}-review`}
                        type="checkbox"
                        name={`criteria.${index}.needs_review`}
                        checked={criterion.needs_review}
                        onChange={(event) =>
                          editor.send({
                            type: 'criterion.review',
                            key: criterion.key,
                            value: event.currentTarget.checked,
                          })
                        }
                      />
                      <label htmlFor={`${rowId}-review`}>{t('research.editor.needsReview')}</label>
                    </div>
                    <button
                      type="button"
                      className="quiet"
                      aria-label={t('research.editor.removeNamed', { number })}
                      onClick={() => editor.send({ type: 'criterion.remove', key: criterion.key })}
                    >
                      {t('research.editor.remove')}
                    </button>
                  </div>
                </li>
              )
            })}
          </ol>
          <button type="button" onClick={() => editor.send({ type: 'criterion.add' })}>
            {t('research.editor.add')}
          </button>
        </fieldset>
        <div className="cluster cluster-end">
          <button type="button" onClick={() => editor.send({ type: 'trial.cancel' })}>
            {t('research.editor.cancel')}
          </button>
          <button type="submit" className="primary" aria-disabled={busy || undefined}>
            {t('research.editor.save')}
          </button>
        </div>
      </form>
    </section>
  )
}

/** The space's trials: one chosen (its criteria and results show), a new one, the chosen one edited. */
export function TrialsSection({ actor }: { actor: ResearchActor }) {
  const { t } = useTranslation()
  const id = useId()
  const trials = useSelector(actor, selectTrials)
  const active = useSelector(actor, selectActiveTrial)
  const busy = useSelector(actor, selectIsBusy)
  const editor = useSelector(actor, selectTrialEditorActor)
  return (
    <section aria-labelledby={id} className="card research-trials">
      <div className="research-section-header">
        <h2 id={id}>{t('research.trials.heading')}</h2>
        {!editor && (
          <button type="button" disabled={busy} onClick={() => actor.send({ type: 'trial.new' })}>
            {t('research.trials.new')}
          </button>
        )}
      </div>
      {editor ? (
        <TrialEditor editor={editor} />
      ) : (
        <>
          {trials.length === 0 && <p className="muted">{t('research.trials.empty')}</p>}
          <PickList
            items={trials}
            activeId={active?.id}
            busy={busy}
            name={(trial) => trial.name}
            note={(trial) => t('research.trials.criteria', { count: trial.criteria.length })}
            onPick={(trial) => actor.send({ type: 'trial.open', trialId: trial.id })}
          />
          {active && (
            <div className="research-active" data-testid="active-trial">
              <h3>{active.name}</h3>
              {active.description && <p className="research-description">{active.description}</p>}
              {active.criteria.length === 0 ? (
                <p className="muted">{t('research.trials.noCriteria')}</p>
              ) : (
                <ol className="research-criteria-list">
                  {active.criteria.map((criterion) => (
                    <li key={criterion.id}>
                      <span className="badge">{t(`research.types.${criterion.type}`)}</span>{' '}
                      {criterion.definition}
                      {criterion.needs_review && (
                        <>
                          {' '}
                          <span className="badge badge-primary">{t('research.trials.needsReview')}</span>
                        </>
                      )}
                    </li>
                  ))}
                </ol>
              )}
              <div className="cluster">
                <button type="button" disabled={busy} onClick={() => actor.send({ type: 'trial.edit' })}>
                  {t('research.trials.edit')}
                </button>
                <ConfirmButton
                  label={t('research.trials.delete')}
                  ariaLabel={t('research.trials.deleteNamed', { name: active.name })}
                  confirmLabel={t('research.trials.deleteConfirm')}
                  disabled={busy}
                  onConfirm={() => actor.send({ type: 'trial.delete', trialId: active.id })}
                />
              </div>
            </div>
          )}
        </>
      )}
    </section>
  )
}
