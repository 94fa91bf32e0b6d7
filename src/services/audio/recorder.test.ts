import { describe, expect, it } from 'vitest'
import { fakeCapture } from '../../../tests/unit/audio/capture'
import { babble, concat, noise } from '../../../tests/unit/audio/signals'
import { flush } from '../../../tests/unit/deferred'
import { createMemoryChunkQueue } from './chunk-queue'
import { MicrophoneError } from './microphone'
import { type RecorderEvent, startRecorder } from './recorder'

const stream = { getTracks: () => [] } as unknown as MediaStream

function record(options: { openMicrophone?: () => Promise<MediaStream>; nextOrder?: number } = {}) {
  const queue = createMemoryChunkQueue()
  const capture = fakeCapture()
  const events: RecorderEvent[] = []
  const recorder = startRecorder(
    {
      queue,
      openMicrophone: options.openMicrophone ?? (async () => stream),
      startCapture: capture.start,
      nextOrder: async () => options.nextOrder ?? 0,
      now: () => 1,
    },
    { sessionId: 's-1', deviceId: 'usb' },
    (event) => events.push(event),
  )
  return { queue, capture, events, recorder, types: () => events.map((event) => event.type) }
}

describe('recorder', () => {
  it('says the microphone is ready once capture runs', async () => {
    const run = record()
    await flush()
    expect(run.types()).toEqual(['microphone.ready'])
  })

  it('stores each chunk before announcing it, numbered from the next order', async () => {
    const run = record({ nextOrder: 3 })
    await flush()
    run.capture.feed(concat(babble(24), noise(0.5, -60), babble(10)))
    await flush()
    expect(run.events.at(-1)).toEqual({ type: 'chunk.stored', order: 3 })
    expect(await run.queue.pending('s-1')).toEqual([3])
  })

  it('sends what was said before a pause as a chunk of its own', async () => {
    const run = record()
    await flush()
    run.capture.feed(babble(4))
    run.recorder.handle({ type: 'capture.pause' })
    await flush()
    expect(run.capture.capture.pause).toHaveBeenCalled()
    expect(run.events.at(-1)).toEqual({ type: 'chunk.stored', order: 0 })
    run.recorder.handle({ type: 'capture.resume' })
    await flush()
    expect(run.capture.capture.resume).toHaveBeenCalled()
  })

  it('stores the last chunk at stop, then says it stopped', async () => {
    const run = record()
    await flush()
    run.capture.feed(babble(3))
    run.recorder.handle({ type: 'capture.stop' })
    await flush()
    await flush()
    expect(run.types()).toEqual(['microphone.ready', 'chunk.stored', 'capture.stopped'])
    expect(run.capture.capture.stop).toHaveBeenCalled()
    expect((await run.queue.get('s-1', 0))?.durationMs).toBe(3000)
  })

  it('passes the input level on', async () => {
    const run = record()
    await flush()
    run.capture.level(-30)
    expect(run.events.at(-1)).toEqual({ type: 'audio.level', db: -30 })
  })

  it('reports a microphone that cannot be opened, with its kind', async () => {
    const run = record({
      openMicrophone: async () => {
        throw Object.assign(new Error('denied'), { name: 'NotAllowedError' })
      },
    })
    await flush()
    expect(run.events).toEqual([{ type: 'microphone.failed', kind: 'permission-denied' }])
  })

  it('keeps what was said when the microphone goes away mid-recording', async () => {
    const run = record()
    await flush()
    run.capture.feed(babble(2))
    run.capture.end(new MicrophoneError('device-busy', 'ended'))
    await flush()
    expect(run.types()).toEqual(['microphone.ready', 'chunk.stored', 'microphone.failed'])
  })

  it('still stores the captured audio when disposed, quietly', async () => {
    const run = record()
    await flush()
    run.capture.feed(babble(2))
    run.recorder.dispose()
    await flush()
    await flush()
    expect(run.capture.capture.stop).toHaveBeenCalled()
    expect(await run.queue.pending('s-1')).toEqual([0])
    expect(run.types()).toEqual(['microphone.ready'])
  })
})
