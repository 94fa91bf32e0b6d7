import { useSelector } from '@xstate/react'
import { type ReactNode, Suspense, use, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router-dom'
import type { ActorRefFrom } from 'xstate'
import {
  selectDeviceId,
  selectElapsedSeconds,
  selectExitSignoff,
  selectFailedChunks,
  selectIsExitChecking,
  selectIsExitConfirming,
  selectIsFollowing,
  selectIsSaving,
  selectIsTranscriptEdited,
  selectLoadFailed,
  selectMicrophones,
  selectNotes,
  selectPhoneRecording,
  selectRecordingActor,
  selectSaveFailed,
  selectSession,
  selectTranscript,
} from '../../machines/consultation-screen/consultation-screen.selectors'
import type { recordingMachine } from '../../machines/recording/recording.machine'
import {
  selectCanChooseMicrophone,
  selectCanFinish,
  selectCanLeave,
  selectCanPause,
  selectCanResume,
  selectCanStart,
  selectCanUploadFile,
  selectFileError,
  selectFileProgress,
  selectFinishFailed,
  selectHasTranscriptionErrors,
  selectIsBusy,
  selectIsFinished,
  selectIsImportingFile,
  selectIsListening,
  selectIsPaused,
  selectIsRequestingMicrophone,
  selectIsTranscribing,
  selectIsUploadOffline,
  selectLevel,
  selectMicrophoneError,
  selectPendingChunks,
} from '../../machines/recording/recording.selectors'
import { ACCEPTED_FILE_TYPES, MAX_FILE_BYTES, MAX_FILE_SECONDS } from '../../services/audio/decode-file'
import { isTabAudioError } from '../../services/audio/microphone'
import { isMobileUserAgent } from '../../services/device'
import { ProblemNotice } from '../components/problem-notice'
import { DocumentsPanel } from '../documents/documents-panel'
import { TranscriptionNotice } from '../engines/transcription-notice'
import { useShell } from '../shell-context'
import { AudioCheck } from './audio-check'
import { ConsultationForm } from './consultation-form'
import { chunkQueue, consultationMachines, microphonePreference } from './consultation-machines'
import { LevelMeter } from './level-meter'
import { useConsultationScreenActor } from './use-consultation-screen-actor'
import '../catalogue/catalogue.css'
import './consultation.css'

type ScreenActor = ActorRefFrom<ReturnType<typeof consultationMachines>['screen']>
type RecordingActor = ActorRefFrom<typeof recordingMachine>

/** The transcript field's id: one per screen. */
const TRANSCRIPT_ID = 'consultation-transcript'

const isMobile = typeof navigator !== 'undefined' && isMobileUserAgent(navigator.userAgent)

/** mm:ss, or h:mm:ss past an hour. */
function clock(seconds: number) {
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = seconds % 60
  const pad = (n: number) => String(n).padStart(2, '0')
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`
}

/** The microphone picker: the inputs the browser lists, the choice remembered in this browser. */
function MicrophonePicker({ screen, recording }: { screen: ScreenActor; recording: RecordingActor }) {
  const { t } = useTranslation()
  const id = useId()
  const microphones = useSelector(screen, selectMicrophones)
  const deviceId = useSelector(screen, selectDeviceId)
  const canChoose = useSelector(recording, selectCanChooseMicrophone)
  return (
    <div className="field microphone-picker">
      <label htmlFor={id}>{t('recording.microphone')}</label>
      <select
        id={id}
        value={deviceId ?? ''}
        disabled={!canChoose}
        onChange={(event) =>
          screen.send({ type: 'microphone.choose', deviceId: event.currentTarget.value || null })
        }
      >
        <option value="">{t('recording.defaultMicrophone')}</option>
        {microphones
          .filter((microphone) => microphone.deviceId && microphone.deviceId !== 'default')
          .map((microphone, index) => (
            <option key={microphone.deviceId} value={microphone.deviceId}>
              {microphone.label || t('recording.microphoneNumber', { number: index + 1 })}
            </option>
          ))}
      </select>
    </div>
  )
}

/**
 * On the computer, a consultation the phone records: no microphone here, only where the phone is and the time
 * recorded, as each follow of the session reads them (the transcript below follows too).
 */
function PhoneRecording({ screen }: { screen: ScreenActor }) {
  const { t } = useTranslation()
  const phone = useSelector(screen, selectPhoneRecording)
  if (!phone) return null
  const state = phone.status === 'recording' ? 'listening' : phone.status === 'paused' ? 'paused' : undefined
  return (
    <div className="recording-controls stack" data-phone-recording={phone.status}>
      <p className="recording-status cluster" aria-live="polite" data-recording-status>
        <span className="badge" data-state={state}>
          {t(`recording.phone.${phone.status}`)}
        </span>
        <span className="muted">
          {t('recording.elapsed')}: <time data-elapsed>{clock(phone.seconds)}</time>
        </span>
      </p>
      {phone.status !== 'finished' && <p className="muted">{t('recording.phone.hint')}</p>}
    </div>
  )
}

/** What the file limits read as in the hint and the errors. */
const FILE_LIMITS = { megabytes: MAX_FILE_BYTES / 1024 / 1024, hours: MAX_FILE_SECONDS / 3600 }

/**
 * "Upload a recording": a labelled file input (keyboard and screen readers reach it like any field), the
 * file's progress announced as it is decoded, stored and sent, and a translated reason when it is refused.
 */
function FileUpload({ recording }: { recording: RecordingActor }) {
  const { t } = useTranslation()
  const id = useId()
  const canUpload = useSelector(recording, selectCanUploadFile)
  const importing = useSelector(recording, selectIsImportingFile)
  const progress = useSelector(recording, selectFileProgress)
  const error = useSelector(recording, selectFileError)
  if (!canUpload && !importing && !progress && !error) return null
  const status = !progress
    ? ''
    : progress.phase === 'decoding'
      ? t('recording.file.decoding')
      : progress.phase === 'storing'
        ? t('recording.file.storing', { percent: Math.floor(progress.storedPercent / 10) * 10 })
        : progress.phase === 'sending'
          ? t('recording.file.sending', { sent: progress.sent, total: progress.total })
          : t('recording.file.sent', { count: progress.total })
  return (
    <div className="file-upload stack" data-file-upload>
      <div className="field">
        <label htmlFor={id}>{t('recording.file.label')}</label>
        <input
          id={id}
          type="file"
          accept={ACCEPTED_FILE_TYPES}
          disabled={!canUpload}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0]
            // Cleared, so choosing the same file again is a new choice.
            event.currentTarget.value = ''
            if (file) recording.send({ type: 'file.choose', file })
          }}
        />
        <p id={`${id}-hint`} className="muted">
          {t('recording.file.hint', FILE_LIMITS)}
        </p>
      </div>
      <p role="status" className="muted" data-file-progress={progress?.phase}>
        {status}
      </p>
      {progress && progress.phase !== 'sent' && (
        <progress
          aria-label={t('recording.file.progress')}
          {...(progress.phase === 'storing' && { value: progress.storedPercent, max: 100 })}
          {...(progress.phase === 'sending' && { value: progress.sent, max: progress.total })}
        />
      )}
      {error && (
        <div className="notice notice-error" role="alert" data-file-error={error}>
          <p>{t(`recording.file.error.${error}`, FILE_LIMITS)}</p>
        </div>
      )}
    </div>
  )
}

/** Start, pause, resume, finish; the level, the time, the chunks waiting, and every problem with its way out. */
function RecordingControls({ screen, recording }: { screen: ScreenActor; recording: RecordingActor }) {
  const { t } = useTranslation()
  const { audioCheck } = useScreenMachines()
  const [checking, setChecking] = useState(false)
  const deviceId = useSelector(screen, selectDeviceId)
  const elapsed = useSelector(screen, selectElapsedSeconds)
  const failedChunks = useSelector(screen, selectFailedChunks)
  const listening = useSelector(recording, selectIsListening)
  const paused = useSelector(recording, selectIsPaused)
  const requestingMicrophone = useSelector(recording, selectIsRequestingMicrophone)
  const busy = useSelector(recording, selectIsBusy)
  const transcribing = useSelector(recording, selectIsTranscribing)
  const finished = useSelector(recording, selectIsFinished)
  const level = useSelector(recording, selectLevel)
  const pending = useSelector(recording, selectPendingChunks)
  const offline = useSelector(recording, selectIsUploadOffline)
  const microphoneError = useSelector(recording, selectMicrophoneError)
  const withErrors = useSelector(recording, selectHasTranscriptionErrors)
  const finishFailed = useSelector(recording, selectFinishFailed)
  const canStart = useSelector(recording, selectCanStart)
  const canPause = useSelector(recording, selectCanPause)
  const canResume = useSelector(recording, selectCanResume)
  const canFinish = useSelector(recording, selectCanFinish)
  const canLeave = useSelector(recording, selectCanLeave)
  const importing = useSelector(recording, selectIsImportingFile)
  const session = useSelector(screen, selectSession)
  const teleconsultation = session?.mode === 'teleconsultation'
  // Opened after it ended: nothing more can be recorded in it (the server refuses), only a new one started.
  const ended = canStart && session?.status === 'finished'
  if (ended) {
    return (
      <div className="recording-controls stack" data-consultation-ended>
        <p className="notice">{t('recording.ended')}</p>
        <p>
          <Link to="/">{t('recording.newConsultation')}</Link>
        </p>
      </div>
    )
  }
  // The recorder's commands: each button sends its event and is labelled after it.
  const control = (command: 'start' | 'pause' | 'resume' | 'finish', primary = false) => (
    <button
      type="button"
      className={primary ? 'primary' : undefined}
      onClick={() => recording.send({ type: `recording.${command}` })}
    >
      {t(`recording.${command}`)}
    </button>
  )
  const status = importing
    ? t('recording.status.importing')
    : listening
      ? t('recording.status.listening')
      : paused
        ? t('recording.status.paused')
        : microphoneError
          ? t('recording.status.audioUnavailable')
          : finishFailed
            ? t('recording.status.notEnded')
            : withErrors || failedChunks.length > 0
              ? t('recording.status.withErrors')
              : transcribing
                ? t('recording.status.transcribing')
                : finished
                  ? t('recording.status.finished')
                  : requestingMicrophone
                    ? t(
                        teleconsultation
                          ? 'recording.status.requestingTab'
                          : 'recording.status.requestingMicrophone',
                      )
                    : t('recording.status.idle')
  return (
    <div className="recording-controls stack" aria-busy={busy || undefined}>
      <div className="cluster">
        <MicrophonePicker screen={screen} recording={recording} />
        {!isMobile && canStart && !checking && (
          <button type="button" onClick={() => setChecking(true)}>
            {t('recording.check.open')}
          </button>
        )}
      </div>
      {checking && canStart && (
        <AudioCheck
          key={deviceId ?? ''}
          machine={audioCheck}
          deviceId={deviceId}
          onDone={(checked) => {
            setChecking(false)
            if (checked !== deviceId) screen.send({ type: 'microphone.choose', deviceId: checked })
          }}
          onCancel={() => setChecking(false)}
        />
      )}
      <p className="recording-status cluster" aria-live="polite" data-recording-status>
        <span className="badge" data-state={listening ? 'listening' : paused ? 'paused' : undefined}>
          {status}
        </span>
        <span className="muted">
          {t('recording.elapsed')}: <time data-elapsed>{clock(elapsed)}</time>
        </span>
        {pending > 0 && (
          <span className="badge" data-pending-chunks={pending}>
            {t('recording.pending', { count: pending })}
          </span>
        )}
      </p>
      {teleconsultation && canStart && (
        <p className="notice" data-teleconsultation-hint>
          {t('recording.teleconsultationHint')}
        </p>
      )}
      {(listening || paused) && <LevelMeter db={level} />}
      <div className="cluster">
        {canStart && !microphoneError && control('start', true)}
        {canPause && control('pause')}
        {canResume && control('resume', true)}
        {canFinish && !finishFailed && control('finish')}
      </div>
      <FileUpload recording={recording} />
      {offline && (
        <p className="notice notice-warning" role="status">
          {t('recording.offline')}
        </p>
      )}
      {microphoneError && (
        <div className="notice notice-error" role="alert">
          <p>
            {t(isTabAudioError(microphoneError) ? 'recording.tabAudioError' : 'recording.microphoneError')}
          </p>
          <p>{t(`recording.microphoneHint.${microphoneError}`)}</p>
          <button type="button" onClick={() => recording.send({ type: 'recording.start' })}>
            {t('recording.tryAgain')}
          </button>
        </div>
      )}
      {withErrors && (
        <div className="notice notice-error" role="alert">
          <p>{t('recording.uploadErrors')}</p>
          <div className="cluster">
            <button type="button" onClick={() => recording.send({ type: 'upload.retry' })}>
              {t('recording.tryAgain')}
            </button>
          </div>
        </div>
      )}
      {failedChunks.length > 0 && (
        <div className="notice notice-warning" role="alert" data-failed-chunks={failedChunks.length}>
          <p>{t('recording.transcriptionErrors', { count: failedChunks.length })}</p>
          <ul className="failed-chunks">
            {failedChunks.map((chunk) => (
              <li key={chunk.id} className="cluster" data-failed-chunk={chunk.order}>
                <span>
                  {t('recording.chunkPart', { number: chunk.order + 1 })}:{' '}
                  {t(`recording.chunkError.${chunk.error_code ?? 'engine_failed'}`)}
                </span>
                {chunk.error_code !== 'audio_missing' && (
                  <button
                    type="button"
                    aria-label={t('recording.retryChunk', { number: chunk.order + 1 })}
                    onClick={() => screen.send({ type: 'chunk.retry', chunkId: chunk.id })}
                  >
                    {t('recording.tryAgain')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {canLeave && (
        <p className="cluster">
          <span className="muted">{t('recording.stillUploading')}</span>
          <button type="button" onClick={() => recording.send({ type: 'recording.leave' })}>
            {t('recording.finishInBackground')}
          </button>
        </p>
      )}
      <ProblemNotice
        problem={finishFailed ? t('recording.finishFailed') : null}
        retry={{
          label: t('recording.tryAgain'),
          onClick: () => recording.send({ type: 'recording.finish' }),
        }}
      />
    </div>
  )
}

/**
 * The transcript (followed while audio is transcribed, editable) and the manual text. On the dictaphone
 * screen the transcript is the main view: its own region, titled as live, tall, above the recording
 * controls; the manual text then goes under the controls, so they stay near the top on a phone.
 */
function TranscriptView({
  screen,
  main = false,
  part = 'both',
}: {
  screen: ScreenActor
  main?: boolean
  part?: 'transcript' | 'notes' | 'both'
}) {
  const { t } = useTranslation()
  // Stable: the transcription notice links to it ("type the transcript").
  const transcriptId = TRANSCRIPT_ID
  const notesId = useId()
  const regionTitle = useId()
  const transcript = useSelector(screen, selectTranscript)
  const edited = useSelector(screen, selectIsTranscriptEdited)
  const following = useSelector(screen, selectIsFollowing)
  const notes = useSelector(screen, selectNotes)
  const saving = useSelector(screen, selectIsSaving)
  const saveFailed = useSelector(screen, selectSaveFailed)
  const content = (
    <div className="transcript stack">
      {part !== 'notes' && (
        <div className="field">
          <label htmlFor={transcriptId}>
            {t(main ? 'recording.liveTranscript' : 'recording.transcript')}
          </label>
          <textarea
            id={transcriptId}
            name="transcription"
            rows={main ? 12 : 8}
            value={transcript}
            aria-busy={(following && !edited) || undefined}
            placeholder={t('recording.transcriptEmpty')}
            onChange={(event) => screen.send({ type: 'transcript.change', text: event.currentTarget.value })}
          />
          <p className="muted" aria-live={main ? 'polite' : undefined} data-transcript-status>
            {edited ? t('recording.transcriptEdited') : following ? t('recording.following') : ''}
          </p>
        </div>
      )}
      {part !== 'transcript' && (
        <div className="field">
          <label htmlFor={notesId}>{t('recording.notes')}</label>
          <textarea
            id={notesId}
            name="notes"
            rows={4}
            value={notes}
            placeholder={t('recording.notesHint')}
            onChange={(event) => screen.send({ type: 'notes.change', text: event.currentTarget.value })}
          />
        </div>
      )}
      {/* Said once, beside the manual text (under the controls on the dictaphone screen). */}
      {part !== 'transcript' && (
        <p className="muted" aria-live="polite">
          {saving ? t('recording.saving') : ''}
        </p>
      )}
      <ProblemNotice
        problem={part !== 'transcript' && saveFailed ? t('recording.saveFailed') : null}
        retry={{ label: t('recording.tryAgain'), onClick: () => screen.send({ type: 'save.retry' }) }}
      />
    </div>
  )
  if (!main) return content
  return (
    <section aria-labelledby={regionTitle} className="live-transcript" data-region="live-transcript">
      <h2 id={regionTitle}>{t('recording.liveTranscriptTitle')}</h2>
      {content}
    </section>
  )
}

/** A warning before the screen is left: it asks beside the page rather than over it. */
function ExitPrompt({
  titleId,
  describedBy,
  signoff = false,
  children,
}: {
  titleId: string
  describedBy?: string
  /** Marks the prompt that offers signing the documents before leaving. */
  signoff?: boolean
  children: ReactNode
}) {
  return (
    <div
      role="alertdialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      className="notice notice-warning exit-confirmation"
      data-exit-signoff={signoff || undefined}
    >
      {children}
    </div>
  )
}

/** The exit confirmation: a warning when leaving without any document (spec, sections 2 and 4). */
function ExitConfirmation({ screen }: { screen: ScreenActor }) {
  const { t } = useTranslation()
  const titleId = useId()
  return (
    <ExitPrompt titleId={titleId}>
      <h3 id={titleId}>{t('recording.exit.title')}</h3>
      <p>{t('recording.exit.message')}</p>
      <div className="cluster">
        <button type="button" onClick={() => screen.send({ type: 'exit.cancel' })}>
          {t('recording.exit.stay')}
        </button>
        <button type="button" className="primary" onClick={() => screen.send({ type: 'exit.confirm' })}>
          {t('recording.exit.leave')}
        </button>
      </div>
    </ExitPrompt>
  )
}

/**
 * Leaving with written documents nobody signed: confirm having reviewed them (they are signed, then the
 * screen is left), leave them unsigned, or stay.
 */
function ExitSignoff({
  screen,
  signoff,
}: {
  screen: ScreenActor
  signoff: NonNullable<ReturnType<typeof selectExitSignoff>>
}) {
  const { t } = useTranslation()
  const titleId = useId()
  return (
    <ExitPrompt titleId={titleId} describedBy={`${titleId}-message`} signoff>
      <h3 id={titleId}>{t('review.exit.title', { count: signoff.documents })}</h3>
      <p id={`${titleId}-message`}>
        {signoff.openFindings > 0
          ? t('review.signoff.openFindings', { count: signoff.openFindings })
          : t('review.signoff.noOpenFindings')}{' '}
        {t('review.exit.message', { count: signoff.documents })}
      </p>
      {signoff.failed && (
        <p role="alert" className="notice notice-error">
          {t('review.exit.failed')}
        </p>
      )}
      <div className="cluster">
        <button type="button" onClick={() => screen.send({ type: 'exit.cancel' })}>
          {t('recording.exit.stay')}
        </button>
        <button type="button" onClick={() => screen.send({ type: 'exit.confirm' })}>
          {t('review.exit.leaveUnsigned')}
        </button>
        <button
          type="button"
          className="primary"
          aria-disabled={signoff.signing || undefined}
          aria-busy={signoff.signing || undefined}
          onClick={() => {
            if (!signoff.signing) screen.send({ type: 'exit.signoff.confirm' })
          }}
        >
          {signoff.signing ? t('review.signoff.signing') : t('review.exit.signAndLeave')}
        </button>
      </div>
    </ExitPrompt>
  )
}

function useScreenMachines() {
  const { api } = useShell()
  const { queue } = use(chunkQueue())
  return consultationMachines(api, queue)
}

/**
 * The consultation screen: recording, transcript and manual text, the documents, and the consultation
 * form. On the dictaphone route the transcript is the main view.
 */
export function ConsultationScreen({
  route,
  sessionId,
}: {
  route: 'consultation' | 'dictaphone_consultation'
  sessionId: string
}) {
  const { t } = useTranslation()
  const recordingTitle = useId()
  const { screen: machine } = useScreenMachines()
  const screen = useConsultationScreenActor(machine, { sessionId, deviceId: microphonePreference().get() })
  const recording = useSelector(screen, selectRecordingActor)
  const session = useSelector(screen, selectSession)
  const loadFailed = useSelector(screen, selectLoadFailed)
  const confirming = useSelector(screen, selectIsExitConfirming)
  const exitSignoff = useSelector(screen, selectExitSignoff)
  const checkingExit = useSelector(screen, selectIsExitChecking)
  const dictaphone = route === 'dictaphone_consultation'
  const transcript = dictaphone ? (
    <TranscriptView screen={screen} main part="transcript" />
  ) : (
    <TranscriptView screen={screen} />
  )
  return (
    <main
      data-route={route}
      className="consultation recording-screen"
      data-dictaphone={dictaphone || undefined}
    >
      <header className="page-header">
        <h1>{t(`routes.${route}.title`)}</h1>
        {/* Like every way out the person takes, it waits for the exit confirmation when there is no document. */}
        <Link to="/" aria-busy={checkingExit || undefined}>
          {t('consultation.home')}
        </Link>
      </header>
      {confirming && <ExitConfirmation screen={screen} />}
      {exitSignoff && <ExitSignoff screen={screen} signoff={exitSignoff} />}
      {loadFailed && (
        <p className="notice notice-error" role="alert">
          {t('recording.loadFailed')}
        </p>
      )}
      {dictaphone && transcript}
      <section aria-labelledby={recordingTitle} className="consultation-recording" data-region="recording">
        <h2 id={recordingTitle}>{t('consultation.recordingTitle')}</h2>
        <TranscriptionNotice transcriptId={TRANSCRIPT_ID} />
        {/* Mobile mode: the phone records; this computer follows it. */}
        {session?.mobile && !isMobile ? (
          <PhoneRecording screen={screen} />
        ) : (
          recording && <RecordingControls screen={screen} recording={recording} />
        )}
        {dictaphone ? <TranscriptView screen={screen} part="notes" /> : transcript}
      </section>
      {session && (
        <DocumentsPanel
          sessionId={sessionId}
          consultationTypeId={session.consultation_type_id}
          onDocumentWritten={() => screen.send({ type: 'documents.written' })}
        />
      )}
      <ConsultationForm sessionId={sessionId} />
    </main>
  )
}

/**
 * A consultation's screen at its address: another consultation is another screen (fresh machines), shown
 * once the chunk queue is open.
 */
export function ConsultationScreenRoute({ route }: { route: 'consultation' | 'dictaphone_consultation' }) {
  const { id = '' } = useParams()
  const { t } = useTranslation()
  return (
    <Suspense fallback={<p role="status">{t('recording.opening')}</p>}>
      <ConsultationScreen key={id} route={route} sessionId={id} />
    </Suspense>
  )
}
