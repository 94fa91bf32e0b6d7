import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import { isEditedSource } from '../../../contract/consultations'
import type { GenerationOptions } from '../../services/documents'
import type { editNotesMachine } from '../edit-notes/edit-notes.machine'
import type { reviewMachine } from '../review/review.machine'
import type { DocumentProblem } from '../shared/document-problems'
import type { Translate } from '../shared/field-props'
import { onEscape, type Send } from '../shared-connect/commands'
import { tagSelectors } from '../shared-connect/tag-selectors'
import type { versionsMachine } from '../versions/versions.machine'
import type { GenerationEvent, generationMachine } from './generation.machine'

type GenerationSnapshot = SnapshotFrom<typeof generationMachine>

export const {
  selectIsIdle,
  selectIsWriting,
  selectIsReady,
  selectHasError,
  selectIsEditing,
  selectIsBrowsingVersions,
  selectIsConfirmingRegenerate,
} = tagSelectors<GenerationSnapshot>()({
  selectIsIdle: 'idle',
  /** A version is being asked for or written. */
  selectIsWriting: 'writing',
  selectIsReady: 'ready',
  selectHasError: 'error',
  selectIsEditing: 'editing',
  selectIsBrowsingVersions: 'browsing-versions',
  selectIsConfirmingRegenerate: 'confirming-regenerate',
})
export const selectDocument = (snapshot: GenerationSnapshot) => snapshot.context.document
/** The current version's markdown (the previous one while a new one is written); null before the first. */
export const selectContent = (snapshot: GenerationSnapshot) => snapshot.context.document?.content || null
export const selectProblem = (snapshot: GenerationSnapshot) => snapshot.context.problem
/** The edit dialog's actor, while it is open. */
export const selectEditNotesActor = (snapshot: GenerationSnapshot) =>
  (snapshot.children.editNotes as ActorRefFrom<typeof editNotesMachine> | undefined) ?? null

/** The version history's actor, while its dialog is open. */
export const selectVersionsActor = (snapshot: GenerationSnapshot) =>
  (snapshot.children.versions as ActorRefFrom<typeof versionsMachine> | undefined) ?? null

/** The review panel's actor of the version shown. */
export const selectReviewActor = (snapshot: GenerationSnapshot) =>
  snapshot.children.review as ActorRefFrom<typeof reviewMachine>

/** A document problem as the clinician reads it, with the support contact when credits ran out. */
export const documentProblemText = (
  t: Translate,
  problem: DocumentProblem | 'instruction_missing' | null,
  supportContact: string | null = null,
) =>
  problem
    ? problem === 'insufficient_credits' && supportContact
      ? t('documents.problems.insufficient_credits_contact', { contact: supportContact })
      : t(`documents.problems.${problem}`)
    : null

type Button = { label: string; onClick: () => void }

/** One document as the panel shows it: its status, its text, and what can be done with it. */
export function connectGeneration(
  snapshot: GenerationSnapshot,
  send: Send<GenerationEvent>,
  t: Translate,
  /** The model the panel has chosen for new versions. */
  options: GenerationOptions = {},
) {
  const { context } = snapshot
  const content = selectContent(snapshot)
  const writing = selectIsWriting(snapshot)
  const retrying = snapshot.hasTag('retrying')
  const hasError = selectHasError(snapshot)
  const button = (label: string, event: GenerationEvent): Button | null =>
    snapshot.can(event) ? { label, onClick: () => send(event) } : null
  const status = writing
    ? retrying
      ? t('documents.status.retrying')
      : content
        ? t('documents.status.rewriting')
        : t('documents.status.writing')
    : selectIsIdle(snapshot)
      ? t('documents.status.idle')
      : null
  return {
    isIdle: selectIsIdle(snapshot),
    isWriting: writing,
    isReady: selectIsReady(snapshot),
    /** The spinner's text while a version is asked for or written. */
    status,
    /** The message of an error (a notice with a try-again button), or of a connection trouble being retried. */
    problem: hasError ? documentProblemText(t, context.problem, context.supportContact) : null,
    /** The markdown to show; null before the first version. */
    content,
    /** How the version on show was written, when the clinician should know (the model's headings). */
    notice:
      content && context.document?.notice ? t(`documents.notice.${context.document.notice.code}`) : null,
    version:
      context.document && context.document.version > 0
        ? t('documents.version', { version: context.document.version })
        : null,
    /** The version badge opens the version history once the document is ready; kept while it is open. */
    versions:
      snapshot.can({ type: 'document.versions' }) || selectIsBrowsingVersions(snapshot)
        ? {
            /** The badge's text with what it opens, for a screen reader. */
            label: t('documents.versions.open', { version: context.document?.version ?? 0 }),
            expanded: selectIsBrowsingVersions(snapshot),
            onClick: () => send({ type: 'document.versions' }),
          }
        : null,
    generate: selectIsIdle(snapshot)
      ? button(t('documents.generate'), { type: 'document.generate', options })
      : null,
    /** Over the clinician's edits it opens a confirmation first (kept on screen while that is open). */
    regenerate:
      selectIsReady(snapshot) &&
      (snapshot.can({ type: 'document.regenerate', options }) || selectIsConfirmingRegenerate(snapshot))
        ? {
            label: t('documents.regenerate'),
            asks: isEditedSource(context.document?.source),
            expanded: selectIsConfirmingRegenerate(snapshot),
            onClick: () => send({ type: 'document.regenerate', options }),
          }
        : null,
    retry: hasError
      ? button(snapshot.hasTag('stalled') ? t('documents.keepWaiting') : t('documents.retry'), {
          type: 'document.retry',
        })
      : null,
    /** Kept on screen while its dialog is open, so focus can go back to it. */
    edit:
      snapshot.can({ type: 'document.edit' }) || selectIsEditing(snapshot)
        ? {
            label: t('documents.edit.open'),
            expanded: selectIsEditing(snapshot),
            onClick: () => send({ type: 'document.edit' }),
          }
        : null,
    /** Copy, export and feedback need a version to work on. */
    canShare: Boolean(content) && !writing,
  }
}

/** The confirmation before generating over the clinician's edits; null when it is not open. */
export function connectRegenerateConfirmation(
  snapshot: GenerationSnapshot,
  send: Send<GenerationEvent>,
  t: Translate,
) {
  if (!selectIsConfirmingRegenerate(snapshot)) return null
  const source = snapshot.context.document?.source ?? 'markdown'
  return {
    title: t('documents.regenerateConfirm.title'),
    message: t('documents.regenerateConfirm.message', {
      origin: t(`documents.versions.source.${source}`),
    }),
    keeps: t('documents.regenerateConfirm.keeps'),
    cost: t('documents.regenerateConfirm.cost'),
    confirm: {
      label: t('documents.regenerateConfirm.confirm'),
      onClick: () => send({ type: 'document.regenerate.confirm' }),
    },
    cancel: {
      label: t('documents.regenerateConfirm.cancel'),
      onClick: () => send({ type: 'document.regenerate.cancel' }),
    },
    /** Escape keeps the edits. */
    onKeyDown: onEscape(() => send({ type: 'document.regenerate.cancel' })),
  }
}
