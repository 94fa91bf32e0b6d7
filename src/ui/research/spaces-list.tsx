import { useSelector } from '@xstate/react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import {
  selectIsBusy,
  selectProblem,
  selectSpaces,
} from '../../machines/research-space/research-space.connect'
import { pathFor } from '../../navigation/route-paths'
import { useAppActor } from '../shell-context'
import type { ResearchActor } from './research-screen'

/** The spaces the user sees, the one of the last visit first, and the form that creates one. */
export function SpacesList({ actor }: { actor: ResearchActor }) {
  const { t } = useTranslation()
  const spaces = useSelector(actor, selectSpaces)
  const busy = useSelector(actor, selectIsBusy)
  const problem = useSelector(actor, selectProblem)
  const lastSpaceId = useSelector(useAppActor(), (snapshot) => snapshot.context.research.activeSpaceId)
  const [name, setName] = useState('')
  const [shared, setShared] = useState(false)
  const [nameMissing, setNameMissing] = useState(false)
  const nameId = useId()
  const sharedId = useId()
  const errorId = useId()
  const ordered = [...spaces].sort((a, b) => Number(b.id === lastSpaceId) - Number(a.id === lastSpaceId))

  return (
    <>
      <h1>{t('routes.research.title')}</h1>
      <p className="muted">{t('research.intro')}</p>
      <section aria-labelledby={`${nameId}-list`} className="stack">
        <h2 id={`${nameId}-list`}>{t('research.spaces.heading')}</h2>
        {ordered.length === 0 ? (
          <p className="muted">{t('research.spaces.empty')}</p>
        ) : (
          <ul className="card-grid research-spaces">
            {ordered.map((space) => (
              <li key={space.id} className="card">
                <Link
                  to={pathFor({ to: 'research', params: { space: space.id } })}
                  aria-current={space.id === lastSpaceId ? 'true' : undefined}
                >
                  {space.name}
                </Link>
                <p className="muted text-sm">
                  {space.owner === 'organization'
                    ? t('research.spaces.owner_organization')
                    : t('research.spaces.owner_user')}
                  {space.id === lastSpaceId && <> · {t('research.spaces.current')}</>}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={`${nameId}-create`} className="card research-create">
        <h2 id={`${nameId}-create`}>{t('research.spaces.create.heading')}</h2>
        <form
          noValidate
          aria-busy={busy || undefined}
          onSubmit={(event) => {
            event.preventDefault()
            if (name.trim() === '') {
              setNameMissing(true)
              return
            }
            actor.send({ type: 'space.create', name: name.trim(), shared })
          }}
        >
          {problem && (
            <div role="alert" className="form-problem">
              <p>{t(`research.problems.${problem}`)}</p>
            </div>
          )}
          <div className="field">
            <label htmlFor={nameId}>{t('research.spaces.create.name')}</label>
            <input
              id={nameId}
              name="name"
              value={name}
              maxLength={120}
              required
              readOnly={busy}
              aria-invalid={nameMissing || undefined}
              aria-describedby={nameMissing ? errorId : undefined}
              onChange={(event) => {
                setName(event.currentTarget.value)
                setNameMissing(false)
              }}
            />
            {nameMissing && (
              <p id={errorId} className="field-error">
                {t('research.spaces.create.nameRequired')}
              </p>
            )}
          </div>
          <div className="field field-checkbox">
            <input
              id={sharedId}
              type="checkbox"
              name="shared_with_organization"
              checked={shared}
              disabled={busy}
              onChange={(event) => setShared(event.currentTarget.checked)}
            />
            <label htmlFor={sharedId}>{t('research.spaces.create.shared')}</label>
          </div>
          <button type="submit" className="primary" aria-disabled={busy || undefined}>
            {t('research.spaces.create.submit')}
          </button>
        </form>
      </section>
    </>
  )
}
