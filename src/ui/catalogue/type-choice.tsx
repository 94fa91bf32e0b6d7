import { useSelector } from '@xstate/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import type { ActorRefFrom } from 'xstate'
import {
  connectTypeChoice,
  selectBuiltInTypes,
  selectIsReady,
  selectOwnTypes,
} from '../../machines/type-choice/type-choice.connect'
import type { typeChoiceMachine } from '../../machines/type-choice/type-choice.machine'
import { pathFor } from '../../navigation/route-paths'
import { Dialog } from '../components/dialog'
import { ProblemNotice } from '../components/problem-notice'
import { useConnect } from '../components/use-connect'

export type TypeChoiceActor = ActorRefFrom<typeof typeChoiceMachine>

/**
 * The consultation type choice: a search box (a combobox) over the grouped results (a listbox). Focus
 * stays in the box; the arrow keys move the highlighted result, Enter or a click chooses it.
 * `layout` only changes how the results are drawn: a list (home) or cards (home v2).
 */
export function TypeChoice({ actor, layout }: { actor: TypeChoiceActor; layout: 'list' | 'cards' }) {
  const { t } = useTranslation()
  const api = useConnect(actor, connectTypeChoice)
  const titleId = useId()
  const searchId = useId()
  const hintId = useId()
  return (
    <section aria-labelledby={titleId} className="type-choice" data-layout={layout} aria-busy={api.isBusy}>
      <h2 id={titleId}>{t('typeChoice.title')}</h2>
      <p>{t('typeChoice.intro')}</p>
      <div className="field">
        <label htmlFor={searchId}>{api.search.label}</label>
        <input
          id={searchId}
          type="search"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={api.search.expanded}
          aria-controls={api.search.controls}
          aria-activedescendant={api.search.activeDescendant}
          aria-describedby={hintId}
          placeholder={api.search.placeholder}
          value={api.search.value}
          onChange={(event) => api.search.onChange(event.currentTarget.value)}
          onKeyDown={api.search.onKeyDown}
        />
        <p id={hintId} className="field-hint">
          {api.search.hint}
        </p>
      </div>
      <ProblemNotice problem={api.problem} retry={api.retry} />
      <p role="status" className={api.isReady ? 'visually-hidden' : 'muted'}>
        {api.status}
      </p>
      {api.isListed && (
        <div
          id={api.listbox.id}
          role="listbox"
          aria-label={api.listbox.label}
          className="type-choice-results"
        >
          {api.groups.map((group) => (
            // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role=group (a fieldset is for form controls).
            <div key={group.key} role="group" aria-labelledby={group.headingId} className="type-choice-group">
              <div id={group.headingId} role="presentation" className="type-choice-group-heading">
                {group.heading}
              </div>
              {group.options.map((option) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the search box holds focus and its arrow keys and Enter choose (aria-activedescendant).
                <div
                  key={option.key}
                  id={option.id}
                  role="option"
                  tabIndex={-1}
                  aria-selected={option.isHighlighted}
                  aria-busy={option.isChosen || undefined}
                  className="type-choice-option"
                  onClick={option.onClick}
                >
                  <span className="type-choice-name">
                    {option.name}
                    {option.ownLabel && <span className="badge badge-primary">{option.ownLabel}</span>}
                  </span>
                  {option.description && (
                    <span className="type-choice-description muted text-sm">{option.description}</span>
                  )}
                  {option.speciality && (
                    <span className="type-choice-speciality muted text-sm">{option.speciality}</span>
                  )}
                </div>
              ))}
            </div>
          ))}
        </div>
      )}
      {api.empty && <p className="muted">{api.empty}</p>}
      {api.dialog && <Dialog actor={api.dialog} />}
    </section>
  )
}

/** Links to the editor: a new type, the clinician's own types, and Escriba's (to read or copy). */
export function ManageTypes({ actor }: { actor: TypeChoiceActor }) {
  const { t } = useTranslation()
  const isReady = useSelector(actor, selectIsReady)
  const own = useSelector(actor, selectOwnTypes)
  const builtIn = useSelector(actor, selectBuiltInTypes)
  const titleId = useId()
  const editorPath = (id?: string) =>
    pathFor({ to: 'consultation_type', ...(id ? { params: { consultation_type_id: id } } : {}) })
  return (
    <section aria-labelledby={titleId} className="manage-types">
      <h2 id={titleId}>{t('home.manage.title')}</h2>
      <p>
        <Link to={editorPath()} className="button">
          {t('home.manage.new')}
        </Link>
      </p>
      {isReady && (
        <>
          <h3>{t('home.manage.own')}</h3>
          {own.length ? (
            <ul>
              {own.map((type) => (
                <li key={type.id}>
                  <Link to={editorPath(type.id)}>{type.name}</Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">{t('home.manage.none')}</p>
          )}
          <details>
            <summary>{t('home.manage.builtIn')}</summary>
            <ul>
              {builtIn.map((type) => (
                <li key={type.id}>
                  <Link to={editorPath(type.id)}>{type.name}</Link>
                </li>
              ))}
            </ul>
          </details>
        </>
      )}
    </section>
  )
}
