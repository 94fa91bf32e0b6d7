import { describe, expect, it } from 'vitest'
import { createMemoryChunkQueue, openChunkQueue, type StoredChunk } from './chunk-queue'

const chunk = (sessionId: string, order: number): StoredChunk => ({
  sessionId,
  order,
  wav: new ArrayBuffer(48),
  durationMs: 25_000,
  createdAt: 1_700_000_000_000 + order,
})

// The IndexedDB implementation has the same contract; it is checked in the browser (happy-dom has no
// IndexedDB and fake-indexeddb is not a dependency).
describe('in-memory chunk queue', () => {
  it('lists a session’s pending chunks in order, whatever order they were stored in', async () => {
    const queue = createMemoryChunkQueue()
    await queue.put(chunk('s-1', 2))
    await queue.put(chunk('s-1', 0))
    await queue.put(chunk('s-2', 5))
    await queue.put(chunk('s-1', 1))
    expect(await queue.pending('s-1')).toEqual([0, 1, 2])
    expect(await queue.pending('s-2')).toEqual([5])
    expect(await queue.pending('s-3')).toEqual([])
    expect((await queue.get('s-1', 1))?.createdAt).toBe(1_700_000_000_001)
    expect(await queue.get('s-1', 9)).toBeNull()
  })

  it('forgets acknowledged chunks but remembers the last order used', async () => {
    const queue = createMemoryChunkQueue()
    await queue.put(chunk('s-1', 0))
    await queue.put(chunk('s-1', 1))
    await queue.delete('s-1', 0)
    await queue.delete('s-1', 1)
    expect(await queue.pending('s-1')).toEqual([])
    expect(await queue.sessions()).toEqual([])
    expect(await queue.lastOrder('s-1')).toBe(1)
    expect(await queue.lastOrder('s-2')).toBe(-1)
  })

  it('names the sessions with chunks waiting', async () => {
    const queue = createMemoryChunkQueue()
    await queue.put(chunk('s-1', 0))
    await queue.put(chunk('s-2', 0))
    await queue.delete('s-2', 0)
    expect(await queue.sessions()).toEqual(['s-1'])
  })

  it('falls back to memory where there is no IndexedDB', async () => {
    const { queue, durable } = await openChunkQueue(undefined)
    expect(durable).toBe(false)
    await queue.put(chunk('s-1', 3))
    expect(await queue.pending('s-1')).toEqual([3])
  })
})
