import { type ConsultationSession, MAIN_DOCUMENT } from '../../../contract/consultations'
import { pathFor } from '../../navigation/route-paths'
import type { Translate } from './field-props'
import { signoffStatus } from './signoff-status'

/** What retention has done to a consultation, as history tells the clinician. */
export type SessionRetention = 'unfinished' | 'kept_until' | 'kept' | 'texts_deleted' | 'deleted'

/** Consultation type id → name, for the types the clinician can see (their own included). */
export type TypeNames = Record<string, string>

export function retentionOf(session: ConsultationSession): SessionRetention {
  if (session.deleted) return 'deleted'
  if (!session.finished_at) return 'unfinished'
  if (!session.purged_at) return 'kept_until'
  // Retention ran: the texts are there only when the clinician keeps text data.
  const hasTexts =
    session.transcription !== null || session.notes !== null || session.generated_documents.length > 0
  return hasTexts ? 'kept' : 'texts_deleted'
}

/** One consultation as home and history list it: type, start, state, documents and what retention did. */
export function summarizeSession(
  session: ConsultationSession,
  typeNames: TypeNames,
  t: Translate,
  formatMoment: (iso: string) => string,
) {
  const retention = retentionOf(session)
  const type = typeNames[session.consultation_type_id] ?? t('sessions.unknownType')
  const started = formatMoment(session.started_at ?? session.created_at)
  const isGone = retention === 'deleted' || retention === 'texts_deleted'
  const ready = session.generated_documents.filter((document) => document.status === 'ready').length
  const written = session.generated_documents.filter((document) => document.version > 0)
  const main = written.find((document) => document.name === MAIN_DOCUMENT) ?? null
  const othersUnsigned = written.filter(
    (document) => document !== main && document.signoff?.version !== document.version,
  ).length
  const retentionDate =
    retention === 'kept_until' ? session.purge_at : retention === 'unfinished' ? null : session.purged_at
  return {
    id: session.id,
    type,
    started,
    status: t(`sessions.status.${session.status}`),
    documents: isGone ? null : t('sessions.documents', { count: ready }),
    /** Whether the note's current version was signed off, by whom and when; and the other documents unsigned. */
    signoff: isGone
      ? null
      : [
          signoffStatus(main, t, formatMoment),
          othersUnsigned > 0
            ? { signed: false, text: t('review.othersUnsigned', { count: othersUnsigned }) }
            : null,
        ].filter((status) => status !== null),
    retention,
    retentionText: t(`sessions.retention.${retention}`, {
      date: retentionDate ? formatMoment(retentionDate) : '',
    }),
    /** Where the consultation opens (its documents while retained); null once retention deleted them. */
    path: isGone
      ? null
      : pathFor({
          to: session.show_transcription ? 'dictaphone_consultation' : 'consultation',
          params: { id: session.id },
        }),
    openLabel: t('sessions.open', { type, date: started }),
  }
}

export type SessionSummary = ReturnType<typeof summarizeSession>
