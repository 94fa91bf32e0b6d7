import type { SnapshotFrom } from 'xstate'
import type { InstructionRefusal } from '../shared/document-problems'
import type { Translate } from '../shared/field-props'
import { onEscape, type Send } from '../shared-connect/commands'
import { tagSelectors } from '../shared-connect/tag-selectors'
import { EDIT_MODES, type EditMode, type EditNotesEvent, type editNotesMachine } from './edit-notes.machine'

type EditNotesSnapshot = SnapshotFrom<typeof editNotesMachine>

export const selectMode = (snapshot: EditNotesSnapshot): EditMode =>
  snapshot.hasTag('voice') ? 'voice' : snapshot.hasTag('markdown') ? 'markdown' : snapshot.context.mode
export const { selectIsBusy, selectIsSubmitting, selectIsRecording, selectIsRecorded } =
  tagSelectors<EditNotesSnapshot>()({
    selectIsBusy: 'busy',
    selectIsSubmitting: 'submitting',
    selectIsRecording: 'recording',
    selectIsRecorded: 'recorded',
  })

/** Seconds as m:ss, the way a countdown reads. */
export const clock = (seconds: number) =>
  `${Math.floor(Math.max(0, seconds) / 60)}:${String(Math.max(0, seconds) % 60).padStart(2, '0')}`

type Button = { label: string; onClick: () => void }

/**
 * What the clinician reads when offline editing cannot follow an instruction: which part and why, what was
 * heard of a spoken one, that nothing changed or was charged, and where to make the change instead.
 */
export function refusalText(refusal: InstructionRefusal, t: Translate): string {
  const words = {
    part: refusal.part,
    target: refusal.target ?? '',
    section: refusal.section ?? '',
  }
  const sectioned = refusal.section && (refusal.reason === 'not_found' || refusal.reason === 'cannot_shorten')
  return [
    refusal.heard !== null ? t('documents.edit.refusal.heard', { heard: refusal.heard }) : null,
    t(`documents.edit.refusal.${refusal.reason}${sectioned ? '_section' : ''}`, words),
    refusal.more ? t('documents.edit.refusal.more', { count: refusal.more }) : null,
    t('documents.edit.refusal.unchanged'),
  ]
    .filter(Boolean)
    .join(' ')
}

/** The edit-notes dialog as its view shows it: tabs, fields, recorder controls and commands, translated. */
export function connectEditNotes(snapshot: EditNotesSnapshot, send: Send<EditNotesEvent>, t: Translate) {
  const { context } = snapshot
  const mode = selectMode(snapshot)
  const submitting = selectIsSubmitting(snapshot)
  const capturing =
    snapshot.hasTag('recording') || snapshot.hasTag('opening-microphone') || snapshot.hasTag('stopping')
  const canSwitch = !capturing && !submitting
  const button = (label: string, event: EditNotesEvent): Button | null =>
    snapshot.can(event) ? { label, onClick: () => send(event) } : null
  const problem = context.refusal
    ? refusalText(context.refusal, t)
    : context.problem === 'insufficient_credits' && context.supportContact
      ? t('documents.problems.insufficient_credits_contact', { contact: context.supportContact })
      : context.problem
        ? t(`documents.problems.${context.problem}`)
        : null

  const voiceStatus = snapshot.hasTag('opening-microphone')
    ? t('documents.edit.voice.opening')
    : snapshot.hasTag('stopping')
      ? t('documents.edit.voice.stopping')
      : snapshot.hasTag('recording')
        ? t('documents.edit.voice.recording')
        : selectIsRecorded(snapshot)
          ? t('documents.edit.voice.recorded', { duration: clock(context.recordedSeconds) })
          : null

  return {
    title: t('documents.edit.title'),
    mode,
    isBusy: selectIsBusy(snapshot),
    isSubmitting: submitting,
    /** The mode tabs: a tablist whose panels are the three ways to edit. */
    modes: EDIT_MODES.map((each) => ({
      mode: each,
      label: t(`documents.edit.modes.${each}`),
      selected: each === mode,
      disabled: !canSwitch && each !== mode,
      onClick: () => send({ type: 'edit.mode.chosen', mode: each }),
    })),
    chooseMode: (each: EditMode) => send({ type: 'edit.mode.chosen', mode: each }),
    text: {
      label: t('documents.edit.text.label'),
      hint: t('documents.edit.text.hint'),
      value: context.text,
      readOnly: submitting,
      onChange: (text: string) => send({ type: 'edit.text.changed', text }),
    },
    markdown: {
      label: t('documents.edit.markdown.label'),
      hint: t('documents.edit.markdown.hint'),
      value: context.markdown,
      readOnly: submitting,
      onChange: (markdown: string) => send({ type: 'edit.markdown.changed', markdown }),
    },
    voice: {
      hint: t('documents.edit.voice.hint', { limit: clock(context.maxSeconds) }),
      isRecording: selectIsRecording(snapshot),
      isRecorded: selectIsRecorded(snapshot),
      isBusy: snapshot.hasTag('opening-microphone') || snapshot.hasTag('stopping'),
      status: voiceStatus,
      /** Time left, m:ss, while recording. */
      countdown: snapshot.hasTag('recording') ? clock(context.maxSeconds - context.elapsedSeconds) : null,
      countdownLabel: t('documents.edit.voice.timeLeft'),
      microphoneProblem: context.microphoneProblem
        ? t(`documents.edit.voice.microphone.${context.microphoneProblem}`)
        : null,
      start: button(t('documents.edit.voice.start'), { type: 'voice.start' }),
      stop: button(t('documents.edit.voice.stop'), { type: 'voice.stop' }),
      restart: button(t('documents.edit.voice.restart'), { type: 'voice.restart' }),
    },
    problem,
    /** After a refusal: the way to make the change by hand. */
    useMarkdown:
      context.refusal && mode !== 'markdown'
        ? {
            label: t('documents.edit.refusal.openMarkdown'),
            onClick: () => send({ type: 'edit.mode.chosen', mode: 'markdown' }),
          }
        : null,
    submit: {
      label: submitting
        ? t('documents.edit.sending')
        : mode === 'markdown'
          ? t('documents.edit.save')
          : t('documents.edit.send'),
      busy: submitting,
      /** Voice mode sends only a finished recording. */
      disabled: mode === 'voice' && !selectIsRecorded(snapshot) && !submitting,
      onClick: () => send({ type: 'edit.submit' }),
    },
    close: {
      label: t('documents.edit.close'),
      disabled: submitting,
      onClick: () => send({ type: 'edit.close' }),
    },
    /** Escape closes the dialog, except while sending. */
    onKeyDown: onEscape(() => send({ type: 'edit.close' }), submitting),
  }
}
