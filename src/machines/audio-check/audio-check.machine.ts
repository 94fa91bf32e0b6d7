import { assertEvent, assign, fromCallback, setup } from 'xstate'
import type { MicrophoneErrorKind } from '../../services/audio/microphone'

export type AudioCheckTag =
  | 'checking'
  | 'hearing'
  | 'detected'
  | 'not-detected'
  | 'error'
  | 'microphone-error'
  | 'continue'
  | 'unsupported'

/** An input at least this loud (dBFS, RMS over ~100 ms) counts as sound: speech near a laptop is -35 to -20. */
export const DETECTION_THRESHOLD_DB = -50
/** …held this long, so a click or a door is not taken for a working microphone. */
export const DETECTION_HOLD_MS = 1000
/** With no sound for this long, the check says so and offers another microphone. */
export const DETECTION_TIMEOUT_MS = 8000
/** The level before any sound. */
export const SILENT_LEVEL_DB = -100

export type AudioCheckInput = {
  /** Phones and tablets skip the check (the spec: not supported on mobile). */
  isMobile: boolean
  /** The microphone to check; null for the browser's default. */
  deviceId: string | null
}

export type AudioCheckContext = {
  /** A phone or tablet: the check is skipped. */
  isMobile: boolean
  /** The microphone being checked; null for the browser's default. */
  deviceId: string | null
  /** The last input level, in dBFS, for the level meter. */
  level: number
  /** Why the microphone could not be opened, while that is the case. */
  microphoneError: MicrophoneErrorKind | null
}

export type AudioCheckEvent =
  | { type: 'audio.level'; db: number }
  | { type: 'microphone.failed'; kind: MicrophoneErrorKind }
  | { type: 'microphone.choose'; deviceId: string | null }
  | { type: 'check.again' }
  | { type: 'check.continue' }

/** Where the check ended: the microphone to record with, and whether it was skipped (mobile). */
export type AudioCheckOutput = { deviceId: string | null; skipped: boolean }

/**
 * The audio check before a consultation, in two steps: listen to the chosen microphone until a sound is
 * held for a second (audio detected) or a timeout passes (audio not detected, with another microphone
 * offered), then continue. Not offered on mobile.
 */
export const audioCheckMachine = setup({
  types: {} as {
    context: AudioCheckContext
    events: AudioCheckEvent
    input: AudioCheckInput
    output: AudioCheckOutput
    tags: AudioCheckTag
  },
  actors: {
    // Opens the microphone and sends audio.level about ten times a second, or microphone.failed.
    'watch input level': fromCallback<AudioCheckEvent, { deviceId: string | null }>(() => {}),
  },
  actions: {
    'note level': assign(({ event }) => {
      assertEvent(event, 'audio.level')
      return { level: event.db }
    }),
    'note microphone error': assign(({ event }) => {
      assertEvent(event, 'microphone.failed')
      return { microphoneError: event.kind, level: SILENT_LEVEL_DB }
    }),
    'choose microphone': assign(({ event }) => {
      assertEvent(event, 'microphone.choose')
      return { deviceId: event.deviceId, microphoneError: null, level: SILENT_LEVEL_DB }
    }),
    'forget microphone error': assign({ microphoneError: null }),
    // A new check starts from silence: the meter shows no level until the microphone sends one.
    'forget level': assign({ level: SILENT_LEVEL_DB }),
  },
  guards: {
    isMobile: ({ context }) => context.isMobile,
    isLoud: ({ event }) => event.type === 'audio.level' && event.db >= DETECTION_THRESHOLD_DB,
    isQuiet: ({ event }) => event.type === 'audio.level' && event.db < DETECTION_THRESHOLD_DB,
  },
  delays: {
    detectionHold: DETECTION_HOLD_MS,
    detectionTimeout: DETECTION_TIMEOUT_MS,
  },
}).createMachine({
  id: 'audio-check',
  description:
    'The audio check in two steps: listen until a sound is held for a second (audio detected) or a timeout passes (audio not detected, another microphone offered), then continue; skipped on mobile.',
  context: ({ input }) => ({
    isMobile: input.isMobile,
    deviceId: input.deviceId,
    level: SILENT_LEVEL_DB,
    microphoneError: null,
  }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'isMobile', target: 'unsupported' }, { target: 'checking' }],
    },
    checking: {
      invoke: {
        id: 'inputLevel',
        src: 'watch input level',
        input: ({ context }) => ({ deviceId: context.deviceId }),
      },
      on: {
        'audio.level': { actions: 'note level' },
        'microphone.failed': { target: 'microphoneError', actions: 'note microphone error' },
        'microphone.choose': { target: 'checking', reenter: true, actions: 'choose microphone' },
      },
      initial: 'listening',
      states: {
        // Step one: is there sound?
        listening: {
          tags: ['checking'],
          after: { detectionTimeout: 'notDetected' },
          initial: 'quiet',
          states: {
            quiet: {
              on: { 'audio.level': { guard: 'isLoud', target: 'hearing', actions: 'note level' } },
            },
            hearing: {
              tags: ['hearing'],
              after: { detectionHold: '#audio-check.checking.detected' },
              on: { 'audio.level': { guard: 'isQuiet', target: 'quiet', actions: 'note level' } },
            },
          },
        },
        detected: {
          tags: ['detected'],
          on: {
            'check.continue': '#audio-check.done',
            'check.again': { target: 'listening', actions: 'forget level' },
          },
        },
        notDetected: {
          tags: ['not-detected'],
          on: {
            // Sound after all: hold it for a second as usual.
            'audio.level': { guard: 'isLoud', target: 'listening.hearing', actions: 'note level' },
            'check.again': { target: 'listening', actions: 'forget level' },
            'check.continue': '#audio-check.done',
          },
        },
      },
    },
    // The microphone could not be opened: check it again or choose another. No continuing with it (that
    // would record with a microphone that failed); closing the check keeps the one chosen before.
    microphoneError: {
      tags: ['error', 'microphone-error'],
      on: {
        'microphone.choose': { target: 'checking', actions: 'choose microphone' },
        'check.again': { target: 'checking', actions: 'forget microphone error' },
      },
    },
    done: { type: 'final', tags: ['continue'] },
    unsupported: { type: 'final', tags: ['unsupported'] },
  },
  output: ({ context }) => ({ deviceId: context.deviceId, skipped: context.isMobile }),
})
