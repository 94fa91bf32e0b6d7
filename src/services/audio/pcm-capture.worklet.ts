// Runs on the audio rendering thread (AudioWorkletGlobalScope), loaded by capture.ts through Vite's
// `?worker&url` (bundled as its own file, so the CSP's script-src 'self' allows it). It mixes the input
// down to mono and posts blocks of about 100 ms at the context's rate; resampling and everything else
// happen on the main thread, where they can be tested. No imports: this scope has no DOM.

declare const sampleRate: number
declare class AudioWorkletProcessor {
  readonly port: MessagePort
}
declare function registerProcessor(name: string, processor: new () => AudioWorkletProcessor): void

/** Messages the main thread sends: post what is held now (before a pause or the end), or stop. */
type Command = { type: 'flush'; id: number } | { type: 'stop' }

class PcmCaptureProcessor extends AudioWorkletProcessor {
  private block = new Float32Array(Math.round(sampleRate / 10))
  private filled = 0
  private stopped = false

  constructor() {
    super()
    this.port.onmessage = (message: MessageEvent<Command>) => {
      if (message.data.type === 'flush') {
        this.post()
        this.port.postMessage({ type: 'flushed', id: message.data.id })
      } else this.stopped = true
    }
  }

  private post() {
    if (this.filled === 0) return
    const samples = this.block.slice(0, this.filled)
    this.port.postMessage({ type: 'samples', samples }, [samples.buffer])
    this.filled = 0
  }

  process(inputs: Float32Array[][]): boolean {
    const channels = inputs[0] ?? []
    const frames = channels[0]?.length ?? 0
    for (let i = 0; i < frames; i++) {
      let sum = 0
      for (const channel of channels) sum += channel[i]!
      this.block[this.filled++] = sum / channels.length
      if (this.filled === this.block.length) this.post()
    }
    return !this.stopped
  }
}

registerProcessor('escriba-pcm-capture', PcmCaptureProcessor)

// A module, so the declarations above stay in this file.
export {}
