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
