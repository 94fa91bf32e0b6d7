import { useSelector } from '@xstate/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { ActorRefFrom } from 'xstate'
import {
  selectChangedSinceScreening,
  selectScreeningActor,
} from '../../machines/research-space/research-space.connect'
import { connectScreening } from '../../machines/screening/screening.connect'
import type { screeningMachine } from '../../machines/screening/screening.machine'
import { CommandButton } from '../components/command-button'
import { useConnect } from '../components/use-connect'
import type { ResearchActor } from './research-screen'

function Panel({ screening, stale }: { screening: ActorRefFrom<typeof screeningMachine>; stale: boolean }) {
  const { t } = useTranslation()
  const view = useConnect(screening, connectScreening)
  return (
    <>
      {view.status && (
        <div role="status" className="research-progress" aria-busy={view.isRunning || undefined}>
          {view.progress && (
            <progress
              max={view.progress.total}
              value={view.progress.done}
              aria-label={t('research.screening.progressLabel')}
            />
          )}
          <span>{view.status}</span>
        </div>
      )}
      {view.problem && (
        <div role="alert" className="notice notice-error">
          <p>{view.problem}</p>
          {view.reason && <p className="text-sm">{view.reason}</p>}
        </div>
      )}
      {stale && !view.isRunning && (
        <p className="notice notice-warning" role="status">
          {t('research.screening.stale')}
        </p>
      )}
      <div className="cluster">
        {view.start && <CommandButton command={view.start} className="primary" />}
        {view.retry && <CommandButton command={view.retry} />}
      </div>
    </>
  )
}

/** The screening of every patient against every trial of the space: start, progress, run again. */
export function ScreeningPanel({ actor }: { actor: ResearchActor }) {
  const { t } = useTranslation()
  const id = useId()
  const screening = useSelector(actor, selectScreeningActor)
  const stale = useSelector(actor, selectChangedSinceScreening)
  return (
    <section aria-labelledby={id} className="card research-screening">
      <h2 id={id}>{t('research.screening.heading')}</h2>
      <p className="muted">{t('research.screening.intro')}</p>
      {screening && <Panel screening={screening} stale={stale} />}
    </section>
  )
}
