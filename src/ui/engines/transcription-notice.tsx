import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import type { ActorRefFrom } from 'xstate'
import { connectTranscriptionNotice } from '../../machines/engine-readiness/engine-readiness.connect'
import type { engineReadinessMachine } from '../../machines/engine-readiness/engine-readiness.machine'
import { useEngineReadinessActor } from './use-engine-readiness-actor'
import './engines.css'

/**
 * Before recording: transcription is not available on this server (or its model is still loading), why, and
 * that the transcript can be typed instead; `transcriptId` links to the field to type it in.
 */
export function TranscriptionNoticeView({
  actor,
  transcriptId,
}: {
  actor: ActorRefFrom<typeof engineReadinessMachine>
  transcriptId?: string
}) {
  const { t } = useTranslation()
  const notice = useSelector(actor, (snapshot) => connectTranscriptionNotice(snapshot, t))
  if (!notice) return null
  return (
    <section
      className={`notice${notice.starting ? '' : ' notice-warning'} transcription-notice`}
      aria-label={notice.title}
      data-transcription-notice={notice.starting ? 'starting' : 'unavailable'}
    >
      <p>
        <strong>{notice.title}</strong> {notice.message}
      </p>
      <p>{transcriptId ? <a href={`#${transcriptId}`}>{notice.typeHere}</a> : notice.typeInstead}</p>
      {notice.reason && (
        <details>
          <summary>{notice.reasonLabel}</summary>
          <p className="transcription-notice-reason">{notice.reason}</p>
        </details>
      )}
    </section>
  )
}

/** The notice on the real GET /health. */
export function TranscriptionNotice({ transcriptId }: { transcriptId?: string }) {
  const actor = useEngineReadinessActor()
  return <TranscriptionNoticeView actor={actor} transcriptId={transcriptId} />
}
