import { assign, fromPromise, setup } from 'xstate'
import type { EngineHealth, HealthResponse } from '../../../contract/health'
import { withError, withOutputAs } from '../shared/actor-events'
import { callState } from '../shared/call-state'
import { notProvided } from '../shared/not-provided'

export type EngineReadinessTag = 'busy' | 'ready' | 'unavailable'

/** While transcription is not ready, the server is asked again after this, doubling (a model loading, a setting fixed). */
export const RECHECK_DELAY_MS = 5_000
/** Checks again at most this many times on one screen (5 s to 160 s apart: about five minutes). */
export const MAX_RECHECKS = 6

export type EngineReadinessContext = {
  /** The transcription engine as the server last described it; null before the first answer. */
  transcription: EngineHealth | null
  /** The assistant chat as the server last described it (home says when it is not configured). */
  assistant: EngineHealth | null
  /** Checks made after the first one. */
  rechecks: number
}

export type Engines = HealthResponse['engines']

/**
 * Whether the server can transcribe, before anything is recorded (GET /health): ready, or not yet with the
 * server's reason, asked again every few seconds (capped) until it is. A failed check shows nothing: the
 * recording's own errors say what went wrong.
 */
export const engineReadinessMachine = setup({
  types: {} as { context: EngineReadinessContext; tags: EngineReadinessTag },
  actors: {
    'check engines': fromPromise<Engines>(notProvided('check engines')),
  },
  actions: {
    'note engines': assign((_, params: { engines: Engines }) => ({
      transcription: params.engines.transcription,
      assistant: params.engines.assistant,
    })),
    'count recheck': assign(({ context }) => ({ rechecks: context.rechecks + 1 })),
    // The app logs it; nothing is shown.
    'report failure': (_, _params: { error: unknown }) => {},
  },
  guards: {
    isTranscriptionReady: (_, params: { engines: Engines }) => params.engines.transcription.ready,
    canRecheck: ({ context }) => context.rechecks < MAX_RECHECKS,
  },
  delays: {
    recheckDelay: ({ context }) => RECHECK_DELAY_MS * 2 ** context.rechecks,
  },
}).createMachine({
  id: 'engine-readiness',
  description:
    'Whether the server can transcribe, before anything is recorded: ready, or not with the reason, checked again (exponentially, capped) until it is; a failed check shows nothing.',
  context: { transcription: null, assistant: null, rechecks: 0 },
  initial: 'checking',
  states: {
    checking: callState(['busy'], {
      id: 'checkEngines',
      src: 'check engines',
      onDone: [
        {
          guard: withOutputAs('isTranscriptionReady', 'engines'),
          target: 'ready',
          actions: withOutputAs('note engines', 'engines'),
        },
        { target: 'unavailable', actions: withOutputAs('note engines', 'engines') },
      ],
      onError: { target: 'unknown', actions: withError('report failure') },
    }),
    ready: { tags: ['ready'] },
    unavailable: {
      tags: ['unavailable'],
      after: { recheckDelay: { guard: 'canRecheck', target: 'checking', actions: 'count recheck' } },
    },
    unknown: {
      after: { recheckDelay: { guard: 'canRecheck', target: 'checking', actions: 'count recheck' } },
    },
  },
})
