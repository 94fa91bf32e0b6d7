import { beforeAll, describe, expect, it } from 'vitest'

// The worklet's scope, stood in for: the base class with a port, registerProcessor and sampleRate.
type Posted = { type: string; samples?: Float32Array; id?: number }
class FakeProcessor {
  posted: Posted[] = []
  port = {
    onmessage: null as ((message: { data: unknown }) => void) | null,
    postMessage: (message: Posted) => this.posted.push(message),
  }
}
type Processor = FakeProcessor & { process: (inputs: Float32Array[][]) => boolean }
let Registered: (new () => Processor) | undefined
let registeredName = ''

beforeAll(async () => {
  Object.assign(globalThis, {
    sampleRate: 1000,
    AudioWorkletProcessor: FakeProcessor,
    registerProcessor: (name: string, processor: new () => Processor) => {
      registeredName = name
      Registered = processor
    },
  })
  await import('./pcm-capture.worklet')
})

const block = (value: number, frames = 50) => new Float32Array(frames).fill(value)

describe('PCM capture worklet', () => {
  it('registers under the name capture.ts uses', async () => {
    const { PCM_CAPTURE_PROCESSOR } = await import('./capture')
    expect(registeredName).toBe(PCM_CAPTURE_PROCESSOR)
  })

  it('mixes channels down to mono and posts 100 ms blocks', () => {
    const processor = new Registered!()
    expect(processor.process([[block(0.2), block(0.4)]])).toBe(true)
    expect(processor.posted).toEqual([])
    processor.process([[block(0.2), block(0.4)]])
    expect(processor.posted).toHaveLength(1)
    expect(processor.posted[0]!.samples).toHaveLength(100) // 100 ms at the fake 1 kHz
    expect(processor.posted[0]!.samples![0]).toBeCloseTo(0.3)
  })

  it('hands over a partial block when asked, then answers', () => {
    const processor = new Registered!()
    processor.process([[block(0.5, 30)]])
    processor.port.onmessage!({ data: { type: 'flush', id: 7 } })
    expect(processor.posted.map((message) => message.type)).toEqual(['samples', 'flushed'])
    expect(processor.posted[0]!.samples).toHaveLength(30)
    expect(processor.posted[1]!.id).toBe(7)
  })

  it('waits quietly for an input, and ends when told to stop', () => {
    const processor = new Registered!()
    expect(processor.process([[]])).toBe(true)
    processor.port.onmessage!({ data: { type: 'stop' } })
    expect(processor.process([[block(0)]])).toBe(false)
  })
})
