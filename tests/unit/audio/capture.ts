import { vi } from 'vitest'
import type { PcmCapture, PcmCaptureHandlers } from '../../../src/services/audio/capture'
import type { MicrophoneError } from '../../../src/services/audio/microphone'

/**
 * A PCM capture that hands over whatever the test feeds it: `start` stands in for `startCapture` (of a
 * recording or of a voice instruction), and the capture's commands are spies.
 */
export function fakeCapture() {
  let handlers: PcmCaptureHandlers | undefined
  const capture: PcmCapture = {
    inputRate: 48_000,
    flush: vi.fn(async () => {}),
    pause: vi.fn(async () => {}),
    resume: vi.fn(async () => {}),
    stop: vi.fn(async () => {}),
  }
  return {
    capture,
    start: vi.fn(async (_source: unknown, given: PcmCaptureHandlers) => {
      handlers = given
      return capture
    }),
    feed: (samples: Float32Array) => handlers?.onSamples(samples),
    level: (db: number) => handlers?.onLevel?.(db),
    end: (error: MicrophoneError) => handlers?.onEnded?.(error),
  }
}

/** The fake capture a screen test's microphone records into: a test sets a fresh one before each run. */
export const microphone = { capture: null as ReturnType<typeof fakeCapture> | null }

/**
 * The capture module with its AudioWorklet capture (which needs a real browser) handed to `microphone`,
 * for a screen test's `vi.mock` of `src/services/audio/capture`.
 */
export const withFakeMicrophone = async (original: () => Promise<object>) => ({
  ...(await original()),
  startPcmCapture: (source: unknown, handlers: PcmCaptureHandlers) =>
    microphone.capture!.start(source, handlers),
})
