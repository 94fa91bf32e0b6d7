import { describe, expect, it, vi } from 'vitest'
import { type AnyActorRef, assign, createMachine, fromCallback, fromPromise } from 'xstate'
import type { AudioChunk } from '../../../contract/consultations'
import { describePaths } from '../../../tests/model/paths'
import { startOnClock } from '../../../tests/unit/clock'
import { answerWith, failWith, fakeCall, flush } from '../../../tests/unit/deferred'
import { consultationSession } from '../../../tests/unit/fixtures'
import { offline } from '../../../tests/unit/offline'
import type { Microphone } from '../../services/audio/microphone'
import type { FollowedSession } from '../../services/transcript'
import { recordingMachine } from '../recording/recording.machine'
import {
  consultationScreenMachine,
  type DocumentsToSign,
  FOLLOW_DELAY_MS,
  hasDocument,
  MAX_SAVE_ATTEMPTS,
  SAVE_DELAY_MS,
  unsignedDocuments,
} from './consultation-screen.machine'
import { pathOptions, sampleSessionWithNote } from './consultation-screen.paths'
import {
  selectElapsedSeconds,
  selectExitSignoff,
  selectFailedChunks,
  selectIsExitConfirming,
  selectIsFollowing,
  selectIsLeaving,
  selectIsLoading,
  selectLoadFailed,
  selectMustConfirmExit,
  selectNotes,
  selectRecordingActor,
  selectSaveFailed,
  selectSession,
  selectTranscript,
  selectWarnsBeforeUnload,
} from './consultation-screen.selectors'

const chunk = (
  order: number,
  status: AudioChunk['status'],
  text: string | null = null,
  errorCode: AudioChunk['error_code'] = 'engine_failed',
): AudioChunk => ({
  id: `a-${order}`,
  order,
  status,
  duration_ms: 20_000,
  text,
  error: status === 'failed' ? 'the engine failed' : null,
  error_code: status === 'failed' ? errorCode : null,
})

/** The consultation screen with fake calls; `microphone: 'asking'` never answers the microphone request. */
function open({ microphone = 'hears' }: { microphone?: 'hears' | 'asking' } = {}) {
  const follow = fakeCall<FollowedSession, { sessionId: string; withChunks: boolean }>()
  const saveTranscript = fakeCall<void, { sessionId: string; text: string }>()
  const saveNotes = fakeCall<void, { sessionId: string; text: string }>()
  const microphones = fakeCall<Microphone[], void>()
  const signOff = fakeCall<void, DocumentsToSign>()
  const retry = fakeCall<AudioChunk, { sessionId: string; chunkId: string }>()
  const remembered = vi.fn()
  const leave = vi.fn()
  const stay = vi.fn()
  // A recorder that hears the microphone at once and stops when told.
  const capture = fromCallback(({ sendBack, receive }) => {
    if (microphone === 'hears') sendBack({ type: 'microphone.ready' })
    receive((command: { type: string }) => {
      if (command.type === 'capture.stop') sendBack({ type: 'capture.stopped' })
    })
  })
  // A file import that stores two chunks (orders 0 and 1) at once.
  const importFile = fromCallback(({ sendBack }) => {
    sendBack({ type: 'file.decoded', totalSeconds: 40 })
    sendBack({ type: 'file.stored', order: 0, storedSeconds: 20, totalSeconds: 40 })
    sendBack({ type: 'file.stored', order: 1, storedSeconds: 40, totalSeconds: 40 })
    sendBack({ type: 'file.imported' })
  })
  // An upload queue that holds what it is given until the test acknowledges it ('test.acknowledge').
  const upload = createMachine({
    types: {} as {
      context: { pending: number[]; problem: null; online: boolean; listed: boolean }
      events: { type: 'chunk.stored'; order: number } | { type: 'test.acknowledge' }
    },
    context: { pending: [], problem: null, online: true, listed: true },
    on: {
      'chunk.stored': {
        actions: assign({
          pending: ({ context, event }) =>
            event.type === 'chunk.stored' ? [...context.pending, event.order] : context.pending,
        }),
      },
      'test.acknowledge': { actions: assign({ pending: ({ context }) => context.pending.slice(1) }) },
    },
  })
  const recording = recordingMachine.provide({
    actors: {
      'capture audio': capture as never,
      'import file': importFile as never,
      'chunk upload': upload as never,
      'start session': fakeCall().logic as never,
      'pause session': fakeCall().logic as never,
      'resume session': fakeCall().logic as never,
      'finish session': fromPromise(async () => consultationSession({ id: 's-1', status: 'finished' })),
    },
  })
  const { actor, wait } = startOnClock(
    consultationScreenMachine.provide({
      actors: {
        recording,
        'follow session': follow.logic,
        'save transcript': saveTranscript.logic,
        'save notes': saveNotes.logic,
        'list microphones': microphones.logic,
        'sign off documents': signOff.logic,
        'retry chunk': retry.logic,
      },
      actions: { 'remember microphone': (_, { deviceId }) => remembered(deviceId), leave, stay },
    }),
    { input: { sessionId: 's-1', deviceId: null } },
  )
  return {
    actor,
    follow,
    saveTranscript,
    saveNotes,
    microphones,
    signOff,
    retry,
    remembered,
    leave,
    stay,
    wait,
  }
}

describe('consultation screen', () => {
  it('reads the session once and does not poll a consultation nothing is recorded in', async () => {
    const { actor, follow, wait } = open()
    await answerWith(follow, { session: consultationSession({ id: 's-1', status: 'created' }), chunks: null })
    await wait(FOLLOW_DELAY_MS * 3)
    expect(follow.inputs).toHaveLength(1)
    expect(selectIsFollowing(actor.getSnapshot())).toBe(false)
  })

  it('keeps reading a consultation the phone started (mobile mode) until the phone records', async () => {
    const { actor, follow, wait } = open()
    await answerWith(follow, {
      session: consultationSession({ id: 's-1', status: 'created', mobile: true }),
      chunks: null,
    })
    expect(selectIsFollowing(actor.getSnapshot())).toBe(true)
    await wait(FOLLOW_DELAY_MS)
    expect(follow.inputs).toHaveLength(2)
    await answerWith(follow, {
      session: consultationSession({
        id: 's-1',
        status: 'recording',
        mobile: true,
        transcription: 'Bom dia.',
      }),
      chunks: null,
    })
    expect(selectTranscript(actor.getSnapshot())).toBe('Bom dia.')
    await wait(FOLLOW_DELAY_MS)
    await answerWith(follow, {
      session: consultationSession({ id: 's-1', status: 'finished', mobile: true }),
      chunks: null,
    })
    await wait(FOLLOW_DELAY_MS * 3)
    expect(follow.inputs).toHaveLength(3)
  })

  it('says nothing of updating the transcript while the microphone is only being asked for', async () => {
    const { actor, follow } = open({ microphone: 'asking' })
    await answerWith(follow, { session: consultationSession({ id: 's-1', status: 'created' }), chunks: null })
    selectRecordingActor(actor.getSnapshot())!.send({ type: 'recording.start' })
    await flush()
    expect(actor.getSnapshot().hasTag('following')).toBe(true)
    expect(selectIsFollowing(actor.getSnapshot())).toBe(false)
  })

  it('follows the transcript while recording, and until every chunk is transcribed after the end', async () => {
    const { actor, follow, wait } = open()
    await answerWith(follow, { session: consultationSession({ id: 's-1', status: 'created' }), chunks: null })
    selectRecordingActor(actor.getSnapshot())!.send({ type: 'recording.start' })
    await flush()
    expect(selectIsFollowing(actor.getSnapshot())).toBe(true)
    await wait(FOLLOW_DELAY_MS)
    expect(follow.inputs.at(-1)).toEqual({ sessionId: 's-1', withChunks: true })
    await answerWith(follow, {
      session: consultationSession({ id: 's-1', status: 'recording', transcription: 'Bom dia.' }),
      chunks: [chunk(0, 'transcribed', 'Bom dia.'), chunk(1, 'transcribing')],
    })
    expect(selectTranscript(actor.getSnapshot())).toBe('Bom dia.')
    // Finished (the last chunks left to upload in the background): keep reading until every chunk is
    // transcribed, silent or failed, then stop.
    const recording = selectRecordingActor(actor.getSnapshot())!
    recording.send({ type: 'recording.finish' })
    recording.send({ type: 'recording.leave' })
    await flush()
    expect(recording.getSnapshot().hasTag('finished')).toBe(true)
    await wait(FOLLOW_DELAY_MS)
    await answerWith(follow, {
      session: consultationSession({ id: 's-1', status: 'finished', transcription: 'Bom dia.' }),
      chunks: [chunk(0, 'transcribed', 'Bom dia.'), chunk(1, 'transcribing')],
    })
    await wait(FOLLOW_DELAY_MS)
    await answerWith(follow, {
      session: consultationSession({ id: 's-1', status: 'finished', transcription: 'Bom dia.' }),
      chunks: [chunk(0, 'transcribed', 'Bom dia.'), chunk(1, 'failed')],
    })
    const calls = follow.inputs.length
    await wait(FOLLOW_DELAY_MS * 3)
    expect(follow.inputs).toHaveLength(calls)
    expect(selectIsFollowing(actor.getSnapshot())).toBe(false)
    expect(selectFailedChunks(actor.getSnapshot()).map((failed) => failed.order)).toEqual([1])
  })

  it('follows an uploaded file while its chunks wait to be sent, and until they are transcribed', async () => {
    const { actor, follow, wait } = open()
    await answerWith(follow, { session: consultationSession({ id: 's-1', status: 'created' }), chunks: null })
    const recording = selectRecordingActor(actor.getSnapshot())!
    recording.send({ type: 'file.choose', file: new Blob([]) })
    await flush()
    // The import is over (the recording is idle again) but both chunks still wait in the browser.
    expect(recording.getSnapshot().hasTag('idle')).toBe(true)
    // Its 40 s count in the recorded time, once.
    expect(selectElapsedSeconds(actor.getSnapshot())).toBe(40)
    expect(selectWarnsBeforeUnload(actor.getSnapshot())).toBe(true)
    // The server has none yet: every chunk it knows is settled, and still the screen keeps reading.
    await wait(FOLLOW_DELAY_MS)
    await answerWith(follow, { session: consultationSession({ id: 's-1', status: 'created' }), chunks: [] })
    expect(selectIsFollowing(actor.getSnapshot())).toBe(true)
    const queue = recording.getSnapshot().children.upload as unknown as AnyActorRef
    queue.send({ type: 'test.acknowledge' })
    queue.send({ type: 'test.acknowledge' })
    await wait(FOLLOW_DELAY_MS)
    await answerWith(follow, {
      session: consultationSession({ id: 's-1', status: 'created' }),
      chunks: [chunk(0, 'transcribed', ''), chunk(1, 'received')],
    })
    expect(selectIsFollowing(actor.getSnapshot())).toBe(true)
    await wait(FOLLOW_DELAY_MS)
    await answerWith(follow, {
      session: consultationSession({ id: 's-1', status: 'created' }),
      chunks: [chunk(0, 'transcribed', ''), chunk(1, 'transcribed', '')],
    })
    const calls = follow.inputs.length
    await wait(FOLLOW_DELAY_MS * 3)
    expect(follow.inputs).toHaveLength(calls)
    expect(selectIsFollowing(actor.getSnapshot())).toBe(false)
    expect(selectElapsedSeconds(actor.getSnapshot())).toBe(40)
  })

  it('keeps reading, after a reload, while chunks wait for the transcription engine, until they are transcribed', async () => {
    const { actor, follow, wait } = open()
    await answerWith(follow, {
      session: consultationSession({ id: 's-1', status: 'finished', transcription: 'Bom dia.' }),
      chunks: [chunk(0, 'transcribed', 'Bom dia.'), chunk(1, 'failed', null, 'engine_unavailable')],
    })
    // The server transcribes them by itself once its engine is ready: the screen follows meanwhile.
    expect(selectIsFollowing(actor.getSnapshot())).toBe(true)
    expect(selectFailedChunks(actor.getSnapshot()).map((failed) => failed.error_code)).toEqual([
      'engine_unavailable',
    ])
    await wait(FOLLOW_DELAY_MS)
    expect(follow.inputs.at(-1)).toEqual({ sessionId: 's-1', withChunks: true })
    await answerWith(follow, {
      session: consultationSession({ id: 's-1', status: 'finished', transcription: 'Bom dia. Tem febre?' }),
      chunks: [chunk(0, 'transcribed', 'Bom dia.'), chunk(1, 'transcribed', 'Tem febre?')],
    })
    expect(selectTranscript(actor.getSnapshot())).toBe('Bom dia. Tem febre?')
    expect(selectFailedChunks(actor.getSnapshot())).toEqual([])
    expect(selectIsFollowing(actor.getSnapshot())).toBe(false)
  })

  it('transcribes a failed chunk again on request and follows it until it is done', async () => {
    const { actor, follow, retry, wait } = open()
    await answerWith(follow, {
      session: consultationSession({ id: 's-1', status: 'finished', transcription: 'Bom dia.' }),
      chunks: [chunk(0, 'transcribed', 'Bom dia.'), chunk(1, 'failed')],
    })
    expect(selectIsFollowing(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'chunk.retry', chunkId: 'a-1' })
    expect(retry.inputs).toEqual([{ sessionId: 's-1', chunkId: 'a-1' }])
    // Shown waiting at once, and read again until the server says how it went.
    expect(selectFailedChunks(actor.getSnapshot())).toEqual([])
    expect(selectIsFollowing(actor.getSnapshot())).toBe(true)
    retry.resolve(chunk(1, 'received'))
    await wait(FOLLOW_DELAY_MS)
    await answerWith(follow, {
      session: consultationSession({ id: 's-1', status: 'finished', transcription: 'Bom dia. Tem febre?' }),
      chunks: [chunk(0, 'transcribed', 'Bom dia.'), chunk(1, 'transcribed', 'Tem febre?')],
    })
    expect(selectTranscript(actor.getSnapshot())).toBe('Bom dia. Tem febre?')
    expect(selectIsFollowing(actor.getSnapshot())).toBe(false)
  })

  it('counts listened seconds, not paused ones', async () => {
    const { actor, follow, wait } = open()
    await answerWith(follow, { session: consultationSession({ id: 's-1' }), chunks: null })
    const recording = selectRecordingActor(actor.getSnapshot())!
    recording.send({ type: 'recording.start' })
    await flush()
    await wait(1000)
    await wait(1000)
    await wait(1000)
    recording.send({ type: 'recording.pause' })
    await flush()
    await wait(5000)
    expect(selectElapsedSeconds(actor.getSnapshot())).toBe(3)
  })

  it('saves the edited transcript and the manual text after typing pauses, retrying a few times', async () => {
    const { actor, follow, saveTranscript, saveNotes, wait } = open()
    await answerWith(follow, {
      session: consultationSession({ id: 's-1', transcription: 'Bom dia.' }),
      chunks: null,
    })
    actor.send({ type: 'transcript.change', text: 'Bom dia, senhora.' })
    actor.send({ type: 'notes.change', text: 'TA 130/80' })
    expect(selectTranscript(actor.getSnapshot())).toBe('Bom dia, senhora.')
    expect(selectNotes(actor.getSnapshot())).toBe('TA 130/80')
    await wait(SAVE_DELAY_MS)
    expect(saveTranscript.inputs).toEqual([{ sessionId: 's-1', text: 'Bom dia, senhora.' }])
    expect(saveNotes.inputs).toEqual([{ sessionId: 's-1', text: 'TA 130/80' }])
    saveNotes.resolve()
    for (let attempt = 0; attempt <= MAX_SAVE_ATTEMPTS; attempt++) {
      await failWith(saveTranscript, offline())
      await wait(1_000 * 2 ** (attempt + 1))
    }
    expect(saveTranscript.inputs).toHaveLength(MAX_SAVE_ATTEMPTS + 1)
    expect(selectSaveFailed(actor.getSnapshot())).toBe(true)
    // Nothing typed is lost: the text stays, the person tries again.
    expect(selectTranscript(actor.getSnapshot())).toBe('Bom dia, senhora.')
    actor.send({ type: 'save.retry' })
    saveTranscript.resolve()
    await flush()
    expect(selectSaveFailed(actor.getSnapshot())).toBe(false)
  })

  it('goes on from the audio recorded before the page opened (a reload), not from 0', async () => {
    const { actor, follow, wait } = open()
    expect(follow.inputs).toEqual([{ sessionId: 's-1', withChunks: true, measure: true }])
    await answerWith(follow, {
      session: consultationSession({ id: 's-1', status: 'paused' }),
      chunks: [chunk(0, 'transcribed', 'Bom dia.')],
      recordedMs: 83_400,
    })
    expect(selectElapsedSeconds(actor.getSnapshot())).toBe(83)
    selectRecordingActor(actor.getSnapshot())!.send({ type: 'recording.resume' })
    selectRecordingActor(actor.getSnapshot())!.send({ type: 'recording.start' })
    await flush()
    await wait(1000)
    await wait(1000)
    expect(selectElapsedSeconds(actor.getSnapshot())).toBe(85)
    // Later reads follow the transcript; they do not measure again.
    await wait(FOLLOW_DELAY_MS)
    expect(follow.inputs.at(-1)).toEqual({ sessionId: 's-1', withChunks: true })
    await answerWith(follow, { session: consultationSession({ id: 's-1' }), chunks: [] })
    expect(selectElapsedSeconds(actor.getSnapshot())).toBeGreaterThanOrEqual(85)
  })

  it('asks before leaving a consultation without any document, and lets one with a document go', async () => {
    const { actor, follow, leave, stay } = open()
    await answerWith(follow, { session: consultationSession({ id: 's-1' }), chunks: null })
    expect(selectMustConfirmExit(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'exit.request' })
    await answerWith(follow, {
      session: consultationSession({ id: 's-1', generated_documents: [] }),
      chunks: null,
    })
    expect(selectIsExitConfirming(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'exit.cancel' })
    expect(selectIsExitConfirming(actor.getSnapshot())).toBe(false)
    expect([stay.mock.calls.length, leave.mock.calls.length]).toEqual([1, 0])
    // A document written meanwhile (by the documents panel): the check finds it and lets the person go.
    actor.send({ type: 'exit.request' })
    const withDocument = consultationSession({ id: 's-1' })
    withDocument.generated_documents = [{ id: 'd-1' } as never]
    await answerWith(follow, { session: withDocument, chunks: null })
    expect(selectIsLeaving(actor.getSnapshot())).toBe(true)
    expect(leave).toHaveBeenCalledTimes(1)
    expect(selectMustConfirmExit(actor.getSnapshot())).toBe(false)
  })

  it('leaves after the person confirms', async () => {
    const { actor, follow, leave } = open()
    await answerWith(follow, { session: consultationSession({ id: 's-1' }), chunks: null })
    actor.send({ type: 'exit.request' })
    await failWith(follow, offline())
    // The check could not be made: asking is the safe side.
    expect(selectIsExitConfirming(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'exit.confirm' })
    expect(leave).toHaveBeenCalledTimes(1)
    expect(selectIsLeaving(actor.getSnapshot())).toBe(true)
  })

  it('reads the session again when a document is asked for on this page, and then lets the person go', async () => {
    const { actor, follow } = open()
    await answerWith(follow, { session: consultationSession({ id: 's-1', status: 'created' }), chunks: null })
    expect(selectWarnsBeforeUnload(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'documents.written' })
    expect(follow.inputs).toHaveLength(2)
    const withDocument = consultationSession({ id: 's-1', status: 'created' })
    withDocument.generated_documents = [{ id: 'd-1' } as never]
    await answerWith(follow, { session: withDocument, chunks: [] })
    expect(selectWarnsBeforeUnload(actor.getSnapshot())).toBe(false)
    // Leaving still asks the server (a document may be unsigned); with none unsigned it goes at once.
    expect(selectMustConfirmExit(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'exit.request' })
    await answerWith(follow, { session: withDocument, chunks: null })
    expect(selectIsLeaving(actor.getSnapshot())).toBe(true)
  })

  it('asks to sign off the written documents before leaving: signs them, leaves them unsigned, or stays', async () => {
    const { actor, follow, leave, stay, signOff } = open()
    await answerWith(follow, { session: consultationSession({ id: 's-1' }), chunks: null })
    const note = {
      ...sampleSessionWithNote.generated_documents[0]!,
      id: 'd-1',
      version: 2,
      review: { version: 2, findings: [], lines: [], warnings: [], open: 3, source: null },
    }
    const letter = { ...note, id: 'd-2', name: 'referral_letter', version: 1, review: null }
    const written = consultationSession({ id: 's-1', generated_documents: [note, letter] })
    actor.send({ type: 'exit.request' })
    await answerWith(follow, { session: written, chunks: null })
    expect(selectExitSignoff(actor.getSnapshot())).toEqual({
      documents: 2,
      openFindings: 3,
      signing: false,
      failed: false,
    })
    actor.send({ type: 'exit.cancel' })
    expect(selectExitSignoff(actor.getSnapshot())).toBeNull()
    expect(stay).toHaveBeenCalledTimes(1)

    actor.send({ type: 'exit.request' })
    await answerWith(follow, { session: written, chunks: null })
    actor.send({ type: 'exit.signoff.confirm' })
    expect(signOff.inputs).toEqual([
      {
        sessionId: 's-1',
        documents: [
          { docId: 'd-1', version: 2 },
          { docId: 'd-2', version: 1 },
        ],
      },
    ])
    expect(selectExitSignoff(actor.getSnapshot())?.signing).toBe(true)
    await failWith(signOff, offline())
    expect(selectExitSignoff(actor.getSnapshot())?.failed).toBe(true)
    expect(leave).not.toHaveBeenCalled()
    actor.send({ type: 'exit.signoff.confirm' })
    await answerWith(signOff, undefined)
    expect(selectIsLeaving(actor.getSnapshot())).toBe(true)
    expect(leave).toHaveBeenCalledTimes(1)
  })

  it('leaves with the documents unsigned when the clinician says so', async () => {
    const { actor, follow, leave, signOff } = open()
    await answerWith(follow, { session: consultationSession({ id: 's-1' }), chunks: null })
    actor.send({ type: 'exit.request' })
    await answerWith(follow, { session: sampleSessionWithNote, chunks: null })
    expect(selectExitSignoff(actor.getSnapshot())?.documents).toBe(1)
    actor.send({ type: 'exit.confirm' })
    expect(leave).toHaveBeenCalledTimes(1)
    expect(signOff.inputs).toEqual([])
  })

  it('has the page warn before closing while recording or while chunks wait, even with a document', async () => {
    const { actor, follow } = open()
    await answerWith(follow, { session: consultationSession({ id: 's-1', status: 'created' }), chunks: null })
    const withDocument = consultationSession({ id: 's-1', status: 'created' })
    withDocument.generated_documents = [{ id: 'd-1' } as never]
    actor.send({ type: 'documents.written' })
    await answerWith(follow, { session: withDocument, chunks: null })
    expect(selectWarnsBeforeUnload(actor.getSnapshot())).toBe(false)
    const recording = selectRecordingActor(actor.getSnapshot())!
    recording.send({ type: 'recording.start' })
    await flush()
    expect(selectWarnsBeforeUnload(actor.getSnapshot())).toBe(true)
    // Finished with two chunks still to send (left to upload in the background).
    recording.send({
      type: 'xstate.snapshot.upload',
      snapshot: { context: { pending: [3, 4], problem: 'unreachable', online: true, listed: true } },
    } as never)
    recording.send({ type: 'recording.finish' })
    recording.send({ type: 'recording.leave' })
    await flush()
    expect(recording.getSnapshot().hasTag('finished')).toBe(true)
    expect(selectWarnsBeforeUnload(actor.getSnapshot())).toBe(true)
  })

  it('remembers the chosen microphone and hands it to the recording', async () => {
    const { actor, remembered } = open()
    actor.send({ type: 'microphone.choose', deviceId: 'usb-headset' })
    expect(remembered).toHaveBeenCalledWith('usb-headset')
    expect(selectRecordingActor(actor.getSnapshot())!.getSnapshot().context.deviceId).toBe('usb-headset')
  })
})

// The exit protection's paths: the graph of every region together is too large to walk, so states count
// as one by what the exit depends on (the session read, the exit region, whether a document is known,
// and how many are unsigned).
describePaths(
  'consultation screen machine paths (exit)',
  consultationScreenMachine,
  {
    input: pathOptions.input,
    events: [
      ...pathOptions.events,
      { type: 'xstate.done.actor.followSession', output: { session: sampleSessionWithNote, chunks: [] } },
    ] as never,
    serializeState: (snapshot) => {
      const value = snapshot.value as Record<string, string>
      return JSON.stringify([
        value.session,
        value.exit,
        hasDocument(snapshot.context),
        unsignedDocuments(snapshot.context).length,
      ])
    },
  },
  {
    every: (step) => {
      const snapshot = step.actual
      const mustConfirm = selectMustConfirmExit(snapshot as never)
      // The view contract: the confirmation and the leaving never show together; once the person chose to
      // leave, or once a document is known, no navigation is held back; before that, every one is.
      // A consultation that could not be read, with nothing recorded here, has nothing to warn about.
      const nothingToLose = snapshot.hasTag('load-failed')
      expect(snapshot.hasTag('exit-confirming') && snapshot.hasTag('leaving')).toBe(false)
      expect(snapshot.hasTag('exit-signoff') && snapshot.hasTag('leaving')).toBe(false)
      expect(snapshot.hasTag('exit-signoff') && snapshot.hasTag('exit-confirming')).toBe(false)
      // Until the person chose to leave, every navigation goes through the check (unsigned documents too).
      if (snapshot.hasTag('leaving') || nothingToLose) expect(mustConfirm).toBe(false)
      else expect(mustConfirm).toBe(true)
      // The sign-off question names what it is about.
      if (snapshot.hasTag('exit-signoff'))
        expect(selectExitSignoff(snapshot as never)?.documents).toBeGreaterThan(0)
      // Without a document the browser warns before the page closes.
      if (!hasDocument(snapshot.context) && !nothingToLose)
        expect(selectWarnsBeforeUnload(snapshot as never)).toBe(true)
    },
    states: {
      // The first read of the consultation: the screen waits for it.
      'session.loading': ({ actual }) => {
        expect([selectIsLoading(actual), selectLoadFailed(actual)]).toEqual([true, false])
        expect(selectIsFollowing(actual)).toBe(false)
      },
      // "Error loading session": said, and the recording still works.
      'session.failed': ({ actual }) => {
        expect(selectLoadFailed(actual)).toBe(true)
        expect(selectRecordingActor(actual)).toBeDefined()
      },
      // Read, and read again while audio is recorded or transcribed.
      'session.waiting': ({ actual }) => expect(selectIsLoading(actual)).toBe(false),
      'session.scheduled': ({ actual }) => {
        expect(selectIsFollowing(actual)).toBe(true)
        expect(selectSession(actual)).not.toBeNull()
      },
      'session.following': ({ actual }) => {
        expect(selectIsFollowing(actual)).toBe(true)
        expect(selectIsLoading(actual)).toBe(false)
      },
      // The recorded time goes on only while the recording listens.
      'clock.stopped': ({ actual }) => expect(actual.context.recordingListening).toBe(false),
      'clock.running': ({ actual }) => expect(actual.context.recordingListening).toBe(true),
      // The transcript box: the server's text until the clinician edits it, then the edit, saved as typed.
      'transcript.following': ({ actual }) => {
        expect(actual.hasTag('transcript-save-failed')).toBe(false)
        expect(selectTranscript(actual)).toBe(actual.context.session?.transcription ?? '')
      },
      transcript: ({ actual }) => {
        if (!actual.matches({ transcript: 'following' }))
          expect(selectTranscript(actual)).toBe(actual.context.transcriptDraft)
        expect(actual.hasTag('transcript-save-failed')).toBe(actual.matches({ transcript: 'failed' }))
      },
      // The manual notes: the clinician's text, saved as typed; a failed save said until retried.
      notes: ({ actual }) => {
        if (!actual.matches({ notes: 'idle' })) expect(selectNotes(actual)).toBe(actual.context.notesDraft)
        expect(actual.hasTag('notes-save-failed')).toBe(actual.matches({ notes: 'failed' }))
      },
      // Microphones being listed, then the list for the picker.
      'microphones.listing': ({ actual }) => expect(actual.children.listMicrophones).toBeDefined(),
      'microphones.listed': ({ actual }) => expect(actual.children.listMicrophones).toBeUndefined(),
      // On the screen, nothing asked.
      'exit.staying': ({ actual }) => {
        expect(selectIsExitConfirming(actual) || selectIsLeaving(actual)).toBe(false)
        expect(selectExitSignoff(actual)).toBeNull()
      },
      // Leaving was asked: the documents are read again before anything is shown.
      'exit.checking': ({ actual }) => {
        expect(actual.hasTag('exit-checking')).toBe(true)
        expect(selectIsExitConfirming(actual)).toBe(false)
      },
      // No document: "leave without a document?", leave or stay.
      'exit.confirming': ({ actual }) => {
        expect(selectIsExitConfirming(actual)).toBe(true)
        expect(actual.can({ type: 'exit.confirm' }) && actual.can({ type: 'exit.cancel' })).toBe(true)
      },
      // Unsigned documents: how many, sign them off, leave them unsigned, or stay.
      'exit.signoffConfirming': ({ actual }) => {
        expect(selectExitSignoff(actual)).toMatchObject({ signing: false, failed: false })
        expect(actual.can({ type: 'exit.signoff.confirm' })).toBe(true)
      },
      'exit.signingOff': ({ actual }) =>
        expect(selectExitSignoff(actual)).toMatchObject({ signing: true, failed: false }),
      'exit.signoffFailed': ({ actual }) => {
        expect(selectExitSignoff(actual)).toMatchObject({ signing: false, failed: true })
        expect(actual.can({ type: 'exit.signoff.confirm' })).toBe(true)
      },
      // Chosen to leave: nothing held back any more.
      'exit.leaving': ({ actual }) => {
        expect(selectIsLeaving(actual)).toBe(true)
        expect(selectMustConfirmExit(actual)).toBe(false)
      },
    },
  },
)
