import { assertEvent, assign, fromCallback, fromPromise, not, sendTo, setup, stateIn } from 'xstate'
import type { GeneratedDocument } from '../../../contract/consultations'
import type { RequestedChange } from '../../services/documents'
import { withError, withOutputAs } from '../shared/actor-events'
import { callState, failedState } from '../shared/call-state'
import { type DocumentProblem, documentFailureOf, type InstructionRefusal } from '../shared/document-problems'
import { notProvided } from '../shared/not-provided'

export type EditNotesTag =
  | 'text'
  | 'voice'
  | 'markdown'
  | 'busy'
  | 'opening-microphone'
  | 'recording'
  | 'stopping'
  | 'recorded'
  | 'error'
  | 'submitting'

/** A voice instruction is at most 1:30 (spec, section 9). */
export const MAX_VOICE_SECONDS = 90

export type EditMode = 'text' | 'voice' | 'markdown'
export const EDIT_MODES: readonly EditMode[] = ['text', 'voice', 'markdown']

/** Why the microphone could not record, as the audio services sort it. */
export type MicrophoneProblem = 'permission-denied' | 'no-device' | 'device-busy' | 'other'

export type EditNotesInput = {
  sessionId: string
  /** The document to change. */
  docId: string
  /** The current version's markdown, or the clinician's unsent edit of it. */
  markdown: string
  /** An instruction typed earlier and not yet written into a version. */
  text?: string
  /** The recording limit; MAX_VOICE_SECONDS unless a test says otherwise. */
  maxSeconds?: number
}

/** What the dialog hands back as it closes: the new version (null when closed without one), and what was typed. */
export type EditNotesOutput = {
  document: GeneratedDocument | null
  /** The change sent, for trying again if the version fails. */
  change: RequestedChange | null
  /** The instruction and the edited markdown (null when unchanged), kept for the next opening. */
  draft: { text: string; markdown: string | null }
}

/** What the voice recorder tells the dialog. */
export type RecorderEvent =
  | { type: 'voice.started' }
  | { type: 'voice.recorded'; audio: Blob; seconds: number }
  | { type: 'voice.failed'; kind: MicrophoneProblem }

export type EditNotesEvent =
  | { type: 'edit.mode.chosen'; mode: EditMode }
  | { type: 'edit.text.changed'; text: string }
  | { type: 'edit.markdown.changed'; markdown: string }
  | { type: 'edit.submit' }
  | { type: 'edit.close' }
  | { type: 'voice.start' }
  | { type: 'voice.stop' }
  | { type: 'voice.restart' }
  | RecorderEvent

export type EditNotesContext = {
  /** The consultation of the document. */
  sessionId: string
  /** The document the change is for. */
  docId: string
  /** The mode on show. */
  mode: EditMode
  /** The instruction typed (text mode). */
  text: string
  /** The markdown as edited (markdown mode). */
  markdown: string
  /** The markdown as the dialog opened, to tell an edit from none. */
  original: string
  /** The recorded instruction, a 16 kHz WAV, once recorded. */
  audio: Blob | null
  /** Length of the recording, in seconds. */
  recordedSeconds: number
  /** Seconds recorded so far, while recording (the countdown shows the rest). */
  elapsedSeconds: number
  /** The recording limit, in seconds. */
  maxSeconds: number
  /** Why the last submission failed, or what is missing; null when nothing is. */
  problem: DocumentProblem | 'instruction_missing' | null
  /** Why the microphone could not record. */
  microphoneProblem: MicrophoneProblem | null
  /** Where to ask for credits, when they ran out. */
  supportContact: string | null
  /** What of the instruction could not be followed offline (nothing was changed or charged). */
  refusal: InstructionRefusal | null
  /** The change on its way or sent. */
  sent: RequestedChange | null
  /** The new version the server answered. */
  result: GeneratedDocument | null
}

const modeOf = (event: EditNotesEvent) => (event.type === 'edit.mode.chosen' ? event.mode : undefined)

/**
 * The edit-notes dialog: an instruction typed, an instruction spoken (recorded up to 1:30 with a
 * countdown, then ready to send or record again), or the markdown edited by hand. Sending keeps the
 * dialog open until the server answers; a failure shows in the dialog with everything typed or recorded
 * kept. Escape or the close button closes it, except while sending.
 */
export const editNotesMachine = setup({
  types: {} as {
    context: EditNotesContext
    events: EditNotesEvent
    input: EditNotesInput
    output: EditNotesOutput
    tags: EditNotesTag
  },
  actors: {
    /** Records from the microphone until told 'voice.stop'; answers 'voice.recorded' with the WAV. */
    'record voice': fromCallback<{ type: 'voice.stop' }, { maxSeconds: number }, RecorderEvent>(() => {
      throw new Error("Provide the 'record voice' actor")
    }),
    'submit change': fromPromise<
      GeneratedDocument,
      { sessionId: string; docId: string; change: RequestedChange }
    >(notProvided('submit change')),
  },
  actions: {
    // An event may come without its payload (the path explorer sends each bare too): nothing typed, then.
    'change text': assign(({ event }) => {
      assertEvent(event, 'edit.text.changed')
      return { text: event.text ?? '', problem: null, refusal: null }
    }),
    'change markdown': assign(({ event }) => {
      assertEvent(event, 'edit.markdown.changed')
      return { markdown: event.markdown ?? '', problem: null, refusal: null }
    }),
    'show mode': assign(({ event }) => ({ mode: modeOf(event) ?? 'text', problem: null, refusal: null })),
    'show missing instruction': assign({ problem: 'instruction_missing' as const }),
    'show empty document': assign({ problem: 'empty_document' as const }),
    'start recording': assign({
      audio: null,
      recordedSeconds: 0,
      elapsedSeconds: 0,
      microphoneProblem: null,
      problem: null,
      refusal: null,
    }),
    'count second': assign(({ context }) => ({ elapsedSeconds: context.elapsedSeconds + 1 })),
    'stop recorder': sendTo('recordVoice', { type: 'voice.stop' }),
    'keep recording': assign(({ event }) => {
      assertEvent(event, 'voice.recorded')
      return { audio: event.audio ?? null, recordedSeconds: event.seconds ?? 0 }
    }),
    'show microphone problem': assign(({ event }) => {
      assertEvent(event, 'voice.failed')
      return { microphoneProblem: event.kind ?? 'other' }
    }),
    'prepare text change': assign(({ context }) => ({
      sent: { kind: 'text' as const, text: context.text.trim() },
      problem: null,
      refusal: null,
    })),
    'prepare voice change': assign(({ context }) => ({
      sent: context.audio ? { kind: 'audio' as const, audio: context.audio } : null,
      problem: null,
      refusal: null,
    })),
    'prepare markdown change': assign(({ context }) => ({
      sent: { kind: 'markdown' as const, markdown: context.markdown },
      problem: null,
      refusal: null,
    })),
    'keep result': assign((_, params: { document: GeneratedDocument }) => ({ result: params.document })),
    'show failure': assign((_, params: { error: unknown }) => {
      const failure = documentFailureOf(params.error)
      return {
        problem: failure.problem,
        supportContact: failure.supportContact,
        refusal: failure.refusal,
        sent: null,
      }
    }),
  },
  guards: {
    hasInstruction: ({ context }) => context.text.trim() !== '',
    hasMarkdown: ({ context }) => context.markdown.trim() !== '',
    hasRecording: ({ context }) => context.audio !== null,
    isLastSecond: ({ context }) => context.elapsedSeconds + 1 >= context.maxSeconds,
    isChoosingText: ({ event }) => modeOf(event) === 'text',
    isChoosingVoice: ({ event }) => modeOf(event) === 'voice',
    isChoosingMarkdown: ({ event }) => modeOf(event) === 'markdown',
    isTextMode: ({ context }) => context.mode === 'text',
    isVoiceMode: ({ context }) => context.mode === 'voice',
    isBusy: stateIn('#edit-notes.submitting'),
  },
  delays: {
    oneSecond: 1_000,
  },
}).createMachine({
  id: 'edit-notes',
  description:
    'The edit-notes dialog in three modes: a typed instruction, a spoken one (up to 1:30 with a countdown; recording, recorded and ready to send, record again) and the markdown edited by hand; failures keep everything in the dialog.',
  context: ({ input }) => ({
    sessionId: input.sessionId,
    docId: input.docId,
    mode: 'text',
    text: input.text ?? '',
    markdown: input.markdown,
    original: input.markdown,
    audio: null,
    recordedSeconds: 0,
    elapsedSeconds: 0,
    maxSeconds: input.maxSeconds ?? MAX_VOICE_SECONDS,
    problem: null,
    microphoneProblem: null,
    supportContact: null,
    refusal: null,
    sent: null,
    result: null,
  }),
  output: ({ context }) => ({
    document: context.result,
    change: context.result ? context.sent : null,
    draft: {
      text: context.text,
      markdown: context.markdown !== context.original ? context.markdown : null,
    },
  }),
  initial: 'text',
  on: {
    // Switching modes keeps what each holds; not while recording or sending.
    'edit.mode.chosen': [
      { guard: 'isChoosingText', target: '.text', actions: 'show mode' },
      { guard: 'isChoosingMarkdown', target: '.markdown', actions: 'show mode' },
      { guard: 'isChoosingVoice', target: '.voice', actions: 'show mode' },
    ],
    'edit.close': { guard: not('isBusy'), target: '.closed' },
  },
  states: {
    text: {
      tags: ['text'],
      on: {
        'edit.text.changed': { actions: 'change text' },
        'edit.submit': [
          { guard: 'hasInstruction', target: 'submitting', actions: 'prepare text change' },
          { actions: 'show missing instruction' },
        ],
      },
    },
    voice: {
      tags: ['voice'],
      initial: 'choosing',
      states: {
        // Back in voice mode: a recording made earlier is still there to send.
        choosing: {
          always: [{ guard: 'hasRecording', target: 'recorded' }, { target: 'ready' }],
        },
        ready: {
          on: { 'voice.start': { target: 'capturing', actions: 'start recording' } },
        },
        capturing: {
          invoke: {
            id: 'recordVoice',
            src: 'record voice',
            input: ({ context }) => ({ maxSeconds: context.maxSeconds }),
          },
          on: {
            'voice.recorded': { target: 'recorded', actions: 'keep recording' },
            'voice.failed': { target: 'microphoneFailed', actions: 'show microphone problem' },
            // The tabs stay where they are while the microphone is on.
            'edit.mode.chosen': {},
          },
          initial: 'opening',
          states: {
            opening: {
              tags: ['busy', 'opening-microphone'],
              on: { 'voice.started': { target: 'recording' } },
            },
            // The countdown: a second at a time, stopping by itself at the limit.
            recording: {
              tags: ['recording'],
              after: {
                oneSecond: [
                  { guard: 'isLastSecond', target: 'stopping', actions: 'count second' },
                  { target: 'recording', reenter: true, actions: 'count second' },
                ],
              },
              on: { 'voice.stop': { target: 'stopping' } },
            },
            stopping: {
              tags: ['busy', 'stopping'],
              entry: 'stop recorder',
            },
          },
        },
        recorded: {
          tags: ['recorded'],
          on: {
            'voice.restart': { target: 'capturing', actions: 'start recording' },
            'edit.submit': { target: '#edit-notes.submitting', actions: 'prepare voice change' },
          },
        },
        microphoneFailed: failedState('voice.start', { target: 'capturing', actions: 'start recording' }),
      },
    },
    markdown: {
      tags: ['markdown'],
      on: {
        'edit.markdown.changed': { actions: 'change markdown' },
        'edit.submit': [
          { guard: 'hasMarkdown', target: 'submitting', actions: 'prepare markdown change' },
          { actions: 'show empty document' },
        ],
      },
    },
    submitting: {
      on: { 'edit.mode.chosen': {} },
      ...callState(['busy', 'submitting'], {
        id: 'submitChange',
        src: 'submit change',
        input: ({ context }) => ({
          sessionId: context.sessionId,
          docId: context.docId,
          change: context.sent ?? { kind: 'text', text: context.text },
        }),
        onDone: { target: 'done', actions: withOutputAs('keep result', 'document') },
        onError: { target: 'returning', actions: withError('show failure') },
      }),
    },
    // Not sent: back to the mode it came from, with the message and everything kept.
    returning: {
      always: [
        { guard: 'isTextMode', target: 'text' },
        { guard: 'isVoiceMode', target: 'voice.recorded' },
        { target: 'markdown' },
      ],
    },
    done: { type: 'final' },
    closed: { type: 'final' },
  },
})
