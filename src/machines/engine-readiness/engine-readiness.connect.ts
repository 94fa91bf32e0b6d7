import type { SnapshotFrom } from 'xstate'
import type { Translate } from '../shared/field-props'
import type { engineReadinessMachine } from './engine-readiness.machine'

type EngineReadinessSnapshot = SnapshotFrom<typeof engineReadinessMachine>

export const selectIsTranscriptionReady = (snapshot: EngineReadinessSnapshot) => snapshot.hasTag('ready')
export const selectIsTranscriptionUnavailable = (snapshot: EngineReadinessSnapshot) =>
  snapshot.hasTag('unavailable')

/** The server has no language model for the assistant: it is not configured (rather than coming soon). */
export const selectIsAssistantUnconfigured = (snapshot: EngineReadinessSnapshot | undefined) =>
  snapshot?.context.assistant?.ready === false

/**
 * The notice a screen shows before recording when the server cannot transcribe: what it means for the
 * clinician (translated), what can be done now (type the transcript), and the server's own reason for
 * whoever runs it. Null when there is nothing to say.
 */
export function connectTranscriptionNotice(snapshot: EngineReadinessSnapshot, t: Translate) {
  const transcription = snapshot.context.transcription
  if (!selectIsTranscriptionUnavailable(snapshot) || !transcription) return null
  const starting = transcription.state === 'starting'
  return {
    starting,
    title: t(starting ? 'engines.transcription.startingTitle' : 'engines.transcription.unavailableTitle'),
    message: t(starting ? 'engines.transcription.starting' : 'engines.transcription.unavailable'),
    /** Said where the transcript cannot be typed on the same screen (home). */
    typeInstead: t('engines.transcription.typeInstead'),
    /** The link to the transcript field, where there is one. */
    typeHere: t('engines.transcription.typeHere'),
    reasonLabel: t('engines.transcription.reasonLabel'),
    reason: transcription.reason,
  }
}
