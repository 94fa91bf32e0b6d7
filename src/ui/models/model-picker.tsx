import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { connectModelPicker } from '../../machines/model-picker/model-picker.connect'
import { ProblemNotice } from '../components/problem-notice'
import { useConnect } from '../components/use-connect'
import { useModelPickerActor } from './use-model-picker-actor'

/**
 * The model picker (private and experimental models, GET /v1/models): radio choices saved at once in the
 * account; generation uses the choice whenever a request names no model.
 */
export function ModelPicker() {
  const { t } = useTranslation()
  const actor = useModelPickerActor()
  const api = useConnect(actor, connectModelPicker)
  const hintId = useId()
  const name = useId()
  if (api.isLoading) return <p role="status">{t('models.loading')}</p>
  return (
    <div className="model-picker" aria-busy={api.isSaving}>
      {api.single && <p>{api.single}</p>}
      {api.options.length > 0 && (
        <fieldset aria-describedby={hintId}>
          <legend>{api.legend}</legend>
          <p id={hintId} className="field-hint">
            {api.hint} {t('models.privateHint')}
          </p>
          <ul className="choice-list">
            {api.options.map((option) => (
              <li key={option.value || 'default'}>
                <label className="choice">
                  <input
                    type="radio"
                    name={name}
                    value={option.value}
                    checked={option.checked}
                    disabled={option.disabled}
                    onChange={option.onChange}
                  />
                  <span>{option.label}</span>
                  {option.badges.map((badge) => (
                    <span key={badge} className="badge">
                      {badge}
                    </span>
                  ))}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {api.status && (
        <p role="status" className="form-status">
          {api.status}
        </p>
      )}
      <ProblemNotice problem={api.problem} retry={api.retry} />
    </div>
  )
}
