import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import type { ActorRefFrom } from 'xstate'
import {
  selectHasLoadError,
  selectIsBusy,
  selectIsChoosing,
  selectIsLoading,
  selectIsMissing,
  selectProblem,
  selectSpace,
} from '../../machines/research-space/research-space.connect'
import type { researchSpaceMachine } from '../../machines/research-space/research-space.machine'
import { pathFor } from '../../navigation/route-paths'
import { PatientsSection } from './patients-section'
import { ResultsSection } from './results-section'
import { ScreeningPanel } from './screening-panel'
import { SpacesList } from './spaces-list'
import { TrialsSection } from './trials-section'
import { useResearchSpaceActor } from './use-research-space-actor'
import './research.css'

export type ResearchActor = ActorRefFrom<typeof researchSpaceMachine>

/** A problem of the open space, with a button that puts it away. */
function ProblemNotice({ actor }: { actor: ResearchActor }) {
  const { t } = useTranslation()
  const problem = useSelector(actor, selectProblem)
  if (!problem) return null
  return (
    <div role="alert" className="notice notice-error research-problem">
      <p>{t(`research.problems.${problem}`)}</p>
      <button type="button" className="quiet" onClick={() => actor.send({ type: 'problem.dismiss' })}>
        {t('research.dismiss')}
      </button>
    </div>
  )
}

/** The Research Space at /trials/{space?}: the spaces, or one space's trials, patients, screening and results. */
export function ResearchScreen({ spaceId }: { spaceId: string | null }) {
  const { t } = useTranslation()
  const actor = useResearchSpaceActor(spaceId)
  const loading = useSelector(actor, selectIsLoading)
  const choosing = useSelector(actor, selectIsChoosing)
  const failed = useSelector(actor, selectHasLoadError)
  const missing = useSelector(actor, selectIsMissing)
  const busy = useSelector(actor, selectIsBusy)
  const space = useSelector(actor, selectSpace)
  const problem = useSelector(actor, selectProblem)
  const allSpaces = (
    <Link to={pathFor({ to: 'research' })} className="research-back">
      ← {t('research.allSpaces')}
    </Link>
  )

  return (
    <main data-route="research" className="page-wide research" aria-busy={busy || undefined}>
      {loading && (
        <>
          <h1>{t('routes.research.title')}</h1>
          <p role="status" aria-busy="true">
            <span className="spinner" aria-hidden="true" /> {t('research.loading')}
          </p>
        </>
      )}
      {failed && (
        <>
          <h1>{t('routes.research.title')}</h1>
          <div role="alert" className="notice notice-error">
            <p>{problem ? t(`research.problems.${problem}`) : t('research.problems.load_failed')}</p>
            <button type="button" onClick={() => actor.send({ type: 'research.retry' })}>
              {t('research.retry')}
            </button>
          </div>
        </>
      )}
      {missing && (
        <>
          <h1>{t('routes.research.title')}</h1>
          <div role="alert" className="notice notice-warning">
            <p>{t('research.problems.space_not_found')}</p>
          </div>
          {allSpaces}
        </>
      )}
      {choosing && <SpacesList actor={actor} />}
      {space && !loading && (
        <>
          <header className="page-header">
            <div>
              {allSpaces}
              <h1>{space.name}</h1>
              <p className="muted text-sm">
                {t('routes.research.title')} ·{' '}
                {space.owner === 'organization'
                  ? t('research.spaces.owner_organization')
                  : t('research.spaces.owner_user')}
              </p>
            </div>
          </header>
          <ProblemNotice actor={actor} />
          <div className="research-columns">
            <TrialsSection actor={actor} />
            <PatientsSection actor={actor} />
          </div>
          <ScreeningPanel actor={actor} />
          <ResultsSection actor={actor} />
        </>
      )}
    </main>
  )
}
