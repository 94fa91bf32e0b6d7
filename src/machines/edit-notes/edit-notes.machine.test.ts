import { describe, expect, it } from 'vitest'
import { fromCallback } from 'xstate'
import type { GeneratedDocument } from '../../../contract/consultations'
import { describePaths } from '../../../tests/model/paths'
import { httpError } from '../../../tests/unit/api-errors'
import { startOnClock } from '../../../tests/unit/clock'
import { answerWith, failWith, fakeCall } from '../../../tests/unit/deferred'
import { offline } from '../../../tests/unit/offline'
import { t } from '../../../tests/unit/translate'
import type { RequestedChange } from '../../services/documents'
import { sampleDocument } from '../shared/samples'
import { clock, connectEditNotes } from './edit-notes.connect'
import {
  type EditNotesInput,
  editNotesMachine,
  MAX_VOICE_SECONDS,
  type RecorderEvent,
} from './edit-notes.machine'
import { pathOptions } from './edit-notes.paths'

const markdown = '## Subjetivo\n\nTosse seca há uma semana.'
const pending = sampleDocument({ id: 'd-1', status: 'pending', content: markdown })
/** The server's 422 for an instruction offline editing cannot follow (contract: refusalFields). */
const notFollowed = (fields: Record<string, string>) =>
  httpError('instruction_not_followed', 422, fields, 'Offline editing cannot follow this instruction')

/** A recorder that records what it is told and lets the test speak for the microphone. */
function fakeRecorder() {
  const recorder = {
    started: 0,
    stops: 0,
    stopped: 0,
    emit: (_event: RecorderEvent) => {},
  }
  const logic = fromCallback<{ type: 'voice.stop' }, { maxSeconds: number }, RecorderEvent>(
    ({ sendBack, receive }) => {
      recorder.started++
      recorder.emit = sendBack
      receive(() => {
        recorder.stops++
      })
      return () => {
        recorder.stopped++
      }
    },
  )
  return { recorder, logic }
}

function open(input: Partial<EditNotesInput> = {}) {
  const submit = fakeCall<GeneratedDocument, { sessionId: string; docId: string; change: RequestedChange }>()
  const { recorder, logic } = fakeRecorder()
  const { actor, wait } = startOnClock(
    editNotesMachine.provide({ actors: { 'submit change': submit.logic, 'record voice': logic } }),
    { input: { sessionId: 's-1', docId: 'd-1', markdown, ...input } },
  )
  const view = () => connectEditNotes(actor.getSnapshot(), actor.send, t)
  return { actor, submit, recorder, view, wait, snapshot: () => actor.getSnapshot() }
}

describe('edit-notes machine', () => {
  it('sends a typed instruction, and asks for one when it is blank', async () => {
    const dialog = open()
    expect(dialog.view().mode).toBe('text')
    dialog.view().submit.onClick()
    expect(dialog.view().problem).toBe('documents.problems.instruction_missing')
    expect(dialog.submit.inputs).toHaveLength(0)
    dialog.view().text.onChange('  Acrescente a alergia à penicilina.  ')
    expect(dialog.view().problem).toBeNull()
    dialog.view().submit.onClick()
    expect(dialog.view().isBusy).toBe(true)
    expect(dialog.submit.inputs).toEqual([
      {
        sessionId: 's-1',
        docId: 'd-1',
        change: { kind: 'text', text: 'Acrescente a alergia à penicilina.' },
      },
    ])
    await answerWith(dialog.submit, pending)
    expect(dialog.snapshot().status).toBe('done')
    expect(dialog.snapshot().output).toEqual({
      document: pending,
      change: { kind: 'text', text: 'Acrescente a alergia à penicilina.' },
      draft: { text: '  Acrescente a alergia à penicilina.  ', markdown: null },
    })
  })

  it('keeps everything typed when sending fails, and closes only when not busy', async () => {
    const dialog = open({ text: 'Mais curto.' })
    dialog.view().submit.onClick()
    dialog.actor.send({ type: 'edit.close' })
    expect(dialog.snapshot().status).toBe('active')
    await failWith(dialog.submit, offline())
    expect(dialog.view().problem).toBe('documents.problems.connection')
    expect(dialog.view().text.value).toBe('Mais curto.')
    dialog.view().close.onClick()
    expect(dialog.snapshot().output).toEqual({
      document: null,
      change: null,
      draft: { text: 'Mais curto.', markdown: null },
    })
  })

  it('says what offline editing could not follow, keeps the instruction, and offers the markdown editor', async () => {
    const dialog = open()
    const typed = 'Retire a FC. Faça um resumo mais bonito.'
    dialog.view().text.onChange(typed)
    dialog.view().submit.onClick()
    await failWith(
      dialog.submit,
      notFollowed({
        'requested_changes[text]': 'not_found',
        'requested_changes[text].part': 'Retire a FC.',
        'requested_changes[text].target': 'FC',
        'requested_changes[text].section': 'O — Objetivo',
        'requested_changes[text].more': '1',
      }),
    )
    expect(dialog.view().mode).toBe('text')
    expect(dialog.view().text.value).toBe(typed)
    expect(dialog.view().problem).toBe(
      [
        'documents.edit.refusal.not_found_section {"part":"Retire a FC.","target":"FC","section":"O — Objetivo"}',
        'documents.edit.refusal.more {"count":1}',
        'documents.edit.refusal.unchanged',
      ].join(' '),
    )
    expect(dialog.view().useMarkdown?.label).toBe('documents.edit.refusal.openMarkdown')
    dialog.view().useMarkdown!.onClick()
    expect(dialog.view().mode).toBe('markdown')
    expect(dialog.view().problem).toBeNull()
    expect(dialog.view().markdown.value).toBe(markdown)
    dialog.view().chooseMode('text')
    expect(dialog.view().text.value).toBe(typed)
  })

  it('says what was heard when a spoken instruction is refused, keeping the recording to send again', async () => {
    const dialog = open()
    dialog.view().chooseMode('voice')
    dialog.view().voice.start!.onClick()
    dialog.recorder.emit({ type: 'voice.started' })
    dialog.view().voice.stop!.onClick()
    dialog.recorder.emit({ type: 'voice.recorded', audio: new Blob(['RIFF']), seconds: 2 })
    dialog.view().submit.onClick()
    await failWith(
      dialog.submit,
      notFollowed({
        'requested_changes[audio]': 'not_understood',
        'requested_changes[audio].part': 'Escreva como um cardiologista.',
        'requested_changes[audio].heard': 'Escreva como um cardiologista.',
      }),
    )
    expect(dialog.view().voice.isRecorded).toBe(true)
    expect(dialog.view().problem).toMatch(
      /^documents\.edit\.refusal\.heard \{"heard":"Escreva como um cardiologista\."\} documents\.edit\.refusal\.not_understood/,
    )
  })

  it('records up to the limit with a countdown, stopping by itself', async () => {
    const dialog = open({ maxSeconds: 3 })
    dialog.view().chooseMode('voice')
    expect(dialog.view().voice.start?.label).toBe('documents.edit.voice.start')
    dialog.view().voice.start!.onClick()
    expect(dialog.recorder.started).toBe(1)
    expect(dialog.view().voice.status).toBe('documents.edit.voice.opening')
    dialog.recorder.emit({ type: 'voice.started' })
    expect(dialog.view().voice.countdown).toBe('0:03')
    expect(dialog.view().voice.isRecording).toBe(true)
    // The modes stay put while recording.
    dialog.view().chooseMode('text')
    expect(dialog.view().mode).toBe('voice')
    await dialog.wait(1_000)
    expect(dialog.view().voice.countdown).toBe('0:02')
    await dialog.wait(1_000)
    expect(dialog.recorder.stops).toBe(0)
    await dialog.wait(1_000)
    expect(dialog.recorder.stops).toBe(1)
    expect(dialog.view().voice.status).toBe('documents.edit.voice.stopping')
    const audio = new Blob(['RIFF'], { type: 'audio/wav' })
    dialog.recorder.emit({ type: 'voice.recorded', audio, seconds: 3 })
    expect(dialog.recorder.stopped).toBe(1)
    expect(dialog.view().voice.isRecorded).toBe(true)
    expect(dialog.view().voice.status).toBe('documents.edit.voice.recorded {"duration":"0:03"}')
    dialog.view().voice.restart!.onClick()
    expect(dialog.recorder.started).toBe(2)
    dialog.recorder.emit({ type: 'voice.started' })
    dialog.view().voice.stop!.onClick()
    dialog.recorder.emit({ type: 'voice.recorded', audio, seconds: 1 })
    dialog.view().submit.onClick()
    expect(dialog.submit.inputs[0]?.change).toEqual({ kind: 'audio', audio })
    await failWith(
      dialog.submit,
      httpError('bad_request', 400, { 'requested_changes[audio]': 'Empty' }, 'No speech in the recording'),
    )
    expect(dialog.view().voice.isRecorded).toBe(true)
    expect(dialog.view().problem).toBe('documents.problems.no_speech')
  })

  it('allows 1:30 by default', () => {
    const dialog = open()
    expect(MAX_VOICE_SECONDS).toBe(90)
    dialog.view().chooseMode('voice')
    dialog.view().voice.start!.onClick()
    dialog.recorder.emit({ type: 'voice.started' })
    expect(dialog.view().voice.countdown).toBe('1:30')
  })

  it('says why the microphone could not record, and records again', () => {
    const dialog = open()
    dialog.view().chooseMode('voice')
    dialog.view().voice.start!.onClick()
    dialog.recorder.emit({ type: 'voice.failed', kind: 'permission-denied' })
    expect(dialog.view().voice.microphoneProblem).toBe('documents.edit.voice.microphone.permission-denied')
    dialog.view().voice.start!.onClick()
    expect(dialog.recorder.started).toBe(2)
  })

  it('edits the markdown, refuses it empty, and keeps each mode’s content across switches', () => {
    const dialog = open()
    dialog.view().text.onChange('Instrução')
    dialog.view().chooseMode('markdown')
    expect(dialog.view().markdown.value).toBe(markdown)
    dialog.view().markdown.onChange('   ')
    dialog.view().submit.onClick()
    expect(dialog.view().problem).toBe('documents.problems.empty_document')
    dialog.view().markdown.onChange('## Novo')
    dialog.view().chooseMode('text')
    expect(dialog.view().text.value).toBe('Instrução')
    dialog.view().chooseMode('markdown')
    expect(dialog.view().markdown.value).toBe('## Novo')
    dialog.view().submit.onClick()
    expect(dialog.submit.inputs[0]?.change).toEqual({ kind: 'markdown', markdown: '## Novo' })
  })

  it('closes on Escape when not busy', () => {
    const dialog = open()
    dialog.view().onKeyDown({ key: 'Escape', preventDefault: () => {} })
    expect(dialog.snapshot().status).toBe('done')
  })
})

// What the edit-notes dialog shows and allows in each state.
type EditSnapshot = Parameters<typeof connectEditNotes>[0]
const editView = (snapshot: EditSnapshot) => connectEditNotes(snapshot, () => {}, t)
/** The microphone is on: the other tabs wait, and nothing can be sent. */
const expectCapturing = (snapshot: EditSnapshot, status: string) => {
  const view = editView(snapshot)
  expect(view.voice.status).toBe(t(status))
  expect(view.modes.filter((mode) => mode.disabled).map((mode) => mode.mode)).toEqual(['text', 'markdown'])
  expect(view.submit.disabled).toBe(true)
}

describePaths('edit-notes machine paths', editNotesMachine, pathOptions, {
  every: ({ actual }) => {
    const modes = ['text', 'voice', 'markdown'].filter((mode) => actual.hasTag(mode as 'text'))
    if (actual.status === 'active' && !actual.hasTag('submitting')) expect(modes).toHaveLength(1)
    if (actual.hasTag('recorded')) expect(actual.context.audio).not.toBeNull()
    if (actual.hasTag('recording'))
      expect(actual.context.elapsedSeconds).toBeLessThan(actual.context.maxSeconds)
  },
  states: {
    // The typed instruction, open to change and send; every tab and the close button on.
    text: ({ actual }) => {
      const view = editView(actual)
      expect(view.mode).toBe('text')
      expect([view.text.readOnly, view.submit.disabled, view.close.disabled]).toEqual([false, false, false])
    },
    // Nothing recorded: recording can start, and there is nothing to send yet.
    'voice.ready': ({ actual }) => {
      const view = editView(actual)
      expect(view.voice.start).not.toBeNull()
      expect(view.submit.disabled).toBe(true)
      expect(actual.context.audio).toBeNull()
    },
    'voice.capturing.opening': ({ actual }) => expectCapturing(actual, 'documents.edit.voice.opening'),
    // The countdown shows the time left, and the recording can be stopped.
    'voice.capturing.recording': ({ actual }) => {
      expectCapturing(actual, 'documents.edit.voice.recording')
      const { maxSeconds, elapsedSeconds } = actual.context
      expect(editView(actual).voice.countdown).toBe(clock(maxSeconds - elapsedSeconds))
      expect(editView(actual).voice.stop).not.toBeNull()
    },
    'voice.capturing.stopping': ({ actual }) => expectCapturing(actual, 'documents.edit.voice.stopping'),
    // A recording is there to send, or to record again.
    'voice.recorded': ({ actual }) => {
      const view = editView(actual)
      expect(view.voice.status).toBe(
        t('documents.edit.voice.recorded', { duration: clock(actual.context.recordedSeconds) }),
      )
      expect(view.submit.disabled).toBe(false)
      expect(view.voice.restart).not.toBeNull()
    },
    // The microphone could not record: why, and a way to try again.
    'voice.microphoneFailed': ({ actual }) => {
      const view = editView(actual)
      expect(view.voice.microphoneProblem).not.toBeNull()
      expect(view.voice.start).not.toBeNull()
    },
    // The markdown edited by hand, open to change and save.
    markdown: ({ actual }) => {
      const view = editView(actual)
      expect(view.mode).toBe('markdown')
      expect(view.markdown.readOnly).toBe(false)
      expect(view.submit.label).toBe(t('documents.edit.save'))
    },
    // The change is on its way: everything waits, nothing can close the dialog.
    submitting: ({ actual }) => {
      const view = editView(actual)
      expect(actual.context.sent).not.toBeNull()
      expect([view.submit.busy, view.close.disabled, view.text.readOnly, view.markdown.readOnly]).toEqual([
        true,
        true,
        true,
        true,
      ])
    },
    // Sent: the dialog ends with the server's new version and the change that made it.
    done: ({ actual }) => {
      expect(actual.status).toBe('done')
      expect(actual.output.document).toEqual(actual.context.result)
      expect(actual.output.change).toEqual(actual.context.sent)
      expect(actual.output.document).not.toBeNull()
    },
    // Closed: no new version, and what was typed goes back to the caller as a draft.
    closed: ({ actual }) => {
      expect(actual.status).toBe('done')
      expect(actual.output.document).toBeNull()
      expect(actual.output.draft.text).toBe(actual.context.text)
    },
  },
})
