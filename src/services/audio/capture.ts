import { AUDIO_FORMAT } from '../../../contract/consultations'
import { rmsDb } from './level'
import { asMicrophoneError, MicrophoneError } from './microphone'
import workletUrl from './pcm-capture.worklet.ts?worker&url'
import { createResampler } from './resample'
import { type CaptureSource, sourcesOf } from './source'

/** The processor name pcm-capture.worklet.ts registers. */
export const PCM_CAPTURE_PROCESSOR = 'escriba-pcm-capture'

export type PcmCaptureHandlers = {
  /** 16 kHz mono samples, in blocks of about 100 ms. */
  onSamples: (samples: Float32Array) => void
  /** The input level of each block, in dBFS (a level meter, the audio check). */
  onLevel?: (db: number) => void
  /** The microphone stopped on its own (unplugged, taken by another application, permission revoked). */
  onEnded?: (error: MicrophoneError) => void
}

export type PcmCapture = {
  /** The audio context's own rate, resampled from. */
  inputRate: number
  /** Hands over everything captured so far (before a pause, before the end). */
  flush: () => Promise<void>
  /** Stops taking samples; the microphone stays open. */
  pause: () => Promise<void>
  resume: () => Promise<void>
  /** Flushes, then closes the context and releases the microphone. */
  stop: () => Promise<void>
}

type AudioContextClass = new (options?: AudioContextOptions) => AudioContext

/**
 * 16 kHz mono PCM from a microphone stream (or several streams summed, for teleconsultation), through an
 * AudioWorklet. The context runs at the device's
 * rate (asking Firefox for 16 kHz fails with a microphone at another rate) and the blocks are resampled
 * here. Failures are MicrophoneErrors.
 */
export async function startPcmCapture(
  input: CaptureSource,
  handlers: PcmCaptureHandlers,
  { AudioContext: Context = globalThis.AudioContext, moduleUrl = workletUrl } = {} as {
    AudioContext?: AudioContextClass
    moduleUrl?: string
  },
): Promise<PcmCapture> {
  let context: AudioContext | undefined
  try {
    context = new Context({ latencyHint: 'playback' })
    await context.audioWorklet.addModule(moduleUrl)
    const inputs = sourcesOf(input)
    const mixing = context
    const sources = inputs.map(({ stream }) => mixing.createMediaStreamSource(stream))
    const node = new AudioWorkletNode(context, PCM_CAPTURE_PROCESSOR, {
      numberOfInputs: 1,
      numberOfOutputs: 1,
      channelCountMode: 'explicit',
      channelCount: 1,
    })
    const resampler = createResampler(context.sampleRate, AUDIO_FORMAT.sampleRate)
    let paused = false
    let flushes = 0
    const waiting = new Map<number, () => void>()
    node.port.onmessage = ({ data }: MessageEvent) => {
      if (data.type === 'flushed') {
        waiting.get(data.id)?.()
        waiting.delete(data.id)
        return
      }
      if (paused) return
      handlers.onLevel?.(rmsDb(data.samples))
      const samples = resampler.push(data.samples)
      if (samples.length) handlers.onSamples(samples)
    }
    // Connections into one input are summed, then mixed down to the node's one channel.
    for (const source of sources) source.connect(node)
    // Chromium renders a node only when it leads to the destination; its output is silence.
    node.connect(context.destination)
    if (context.state === 'suspended') await context.resume()

    const running = context
    const flush = () =>
      new Promise<void>((resolve) => {
        const id = ++flushes
        waiting.set(id, resolve)
        node.port.postMessage({ type: 'flush', id })
        // A suspended or closing context may never answer: what it holds is at most 100 ms.
        setTimeout(() => {
          if (waiting.delete(id)) resolve()
        }, 500)
      })
    const tracks = inputs.flatMap(({ stream }) => stream.getTracks())
    for (const { stream, endedKind } of inputs) {
      for (const track of stream.getAudioTracks()) {
        track.addEventListener('ended', () =>
          handlers.onEnded?.(new MicrophoneError(endedKind, `${track.kind} track ended`)),
        )
      }
    }
    return {
      inputRate: running.sampleRate,
      flush,
      async pause() {
        await flush()
        paused = true
      },
      async resume() {
        paused = false
      },
      async stop() {
        await flush()
        const tail = resampler.flush()
        if (tail.length && !paused) handlers.onSamples(tail)
        node.port.postMessage({ type: 'stop' })
        for (const source of sources) source.disconnect()
        node.disconnect()
        for (const track of tracks) track.stop()
        await running.close().catch(() => {})
      },
    }
  } catch (error) {
    await context?.close().catch(() => {})
    throw asMicrophoneError(error)
  }
}
