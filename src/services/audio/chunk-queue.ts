// The durable queue of audio chunks waiting for the server: each chunk is written here BEFORE its upload
// and deleted only once the server acknowledged it, so a reload, a crash or a lost connection loses
// nothing. Keyed by (sessionId, order). The IndexedDB implementation is the app's; the in-memory one
// serves machine tests and browsers where IndexedDB cannot be opened.

/** One chunk as the queue keeps it. */
export type StoredChunk = {
  sessionId: string
  /** Position in the consultation, from 0; the server's idempotency key with the session. */
  order: number
  /** The 16 kHz mono 16-bit WAV file, as uploaded. */
  wav: ArrayBuffer
  durationMs: number
  /** When the chunk was cut, in ms since the epoch. */
  createdAt: number
}

export interface ChunkQueue {
  /** Stores a chunk (replacing one of the same key) and remembers its order as used. */
  put(chunk: StoredChunk): Promise<void>
  get(sessionId: string, order: number): Promise<StoredChunk | null>
  /** Orders of the session's chunks still waiting, ascending. */
  pending(sessionId: string): Promise<number[]>
  /** Forgets a chunk the server acknowledged. */
  delete(sessionId: string, order: number): Promise<void>
  /** Sessions with chunks still waiting (for an uploader started after a reload). */
  sessions(): Promise<string[]>
  /** The highest order ever stored for the session on this browser, acknowledged or not; -1 if none. */
  lastOrder(sessionId: string): Promise<number>
}

const byOrder = (a: number, b: number) => a - b

export function createMemoryChunkQueue(): ChunkQueue {
  const chunks = new Map<string, Map<number, StoredChunk>>()
  const lastOrders = new Map<string, number>()
  const of = (sessionId: string) => {
    let session = chunks.get(sessionId)
    if (!session) {
      session = new Map()
      chunks.set(sessionId, session)
    }
    return session
  }
  return {
    async put(chunk) {
      of(chunk.sessionId).set(chunk.order, chunk)
      lastOrders.set(chunk.sessionId, Math.max(lastOrders.get(chunk.sessionId) ?? -1, chunk.order))
    },
    async get(sessionId, order) {
      return chunks.get(sessionId)?.get(order) ?? null
    },
    async pending(sessionId) {
      return [...(chunks.get(sessionId)?.keys() ?? [])].sort(byOrder)
    },
    async delete(sessionId, order) {
      chunks.get(sessionId)?.delete(order)
    },
    async sessions() {
      return [...chunks].filter(([, session]) => session.size > 0).map(([sessionId]) => sessionId)
    },
    async lastOrder(sessionId) {
      return lastOrders.get(sessionId) ?? -1
    },
  }
}

/** Name of the browser database; its version changes only with its stores. */
export const CHUNK_DATABASE = 'escriba-audio'
const VERSION = 1
const CHUNKS = 'chunks'
const ORDERS = 'orders'

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })

const committed = (transaction: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve()
    transaction.onerror = () => reject(transaction.error)
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'))
  })

/** Keys of one session's chunks: [sessionId, order] for every order. */
const sessionRange = (sessionId: string) =>
  IDBKeyRange.bound([sessionId, 0], [sessionId, Number.MAX_SAFE_INTEGER])

/**
 * The queue in IndexedDB (database `escriba-audio`: `chunks` keyed by [sessionId, order], `orders` with
 * the last order used per session). Tested in the browser: happy-dom has no IndexedDB.
 */
export async function openIndexedDbChunkQueue(factory: IDBFactory = indexedDB): Promise<ChunkQueue> {
  const opening = factory.open(CHUNK_DATABASE, VERSION)
  opening.onupgradeneeded = () => {
    const db = opening.result
    if (!db.objectStoreNames.contains(CHUNKS))
      db.createObjectStore(CHUNKS, { keyPath: ['sessionId', 'order'] })
    if (!db.objectStoreNames.contains(ORDERS)) db.createObjectStore(ORDERS, { keyPath: 'sessionId' })
  }
  const db = await done(opening)

  return {
    async put(chunk) {
      const transaction = db.transaction([CHUNKS, ORDERS], 'readwrite')
      const orders = transaction.objectStore(ORDERS)
      transaction.objectStore(CHUNKS).put(chunk)
      // Read and write in the same transaction, from the request's callback so it stays active.
      const previous = orders.get(chunk.sessionId) as IDBRequest<{ lastOrder: number } | undefined>
      previous.onsuccess = () => {
        const lastOrder = Math.max(previous.result?.lastOrder ?? -1, chunk.order)
        orders.put({ sessionId: chunk.sessionId, lastOrder })
      }
      await committed(transaction)
    },
    async get(sessionId, order) {
      const transaction = db.transaction(CHUNKS, 'readonly')
      const chunk = await done(transaction.objectStore(CHUNKS).get([sessionId, order]))
      return (chunk as StoredChunk | undefined) ?? null
    },
    async pending(sessionId) {
      const transaction = db.transaction(CHUNKS, 'readonly')
      const keys = await done(transaction.objectStore(CHUNKS).getAllKeys(sessionRange(sessionId)))
      return keys.map((key) => (key as [string, number])[1]).sort(byOrder)
    },
    async delete(sessionId, order) {
      const transaction = db.transaction(CHUNKS, 'readwrite')
      transaction.objectStore(CHUNKS).delete([sessionId, order])
      await committed(transaction)
    },
    async sessions() {
      const transaction = db.transaction(CHUNKS, 'readonly')
      const keys = await done(transaction.objectStore(CHUNKS).getAllKeys())
      return [...new Set(keys.map((key) => (key as [string, number])[0]))]
    },
    async lastOrder(sessionId) {
      const transaction = db.transaction(ORDERS, 'readonly')
      const record = await done(transaction.objectStore(ORDERS).get(sessionId))
      return (record as { lastOrder: number } | undefined)?.lastOrder ?? -1
    },
  }
}

/**
 * The IndexedDB queue, or the in-memory one when IndexedDB cannot be opened (some private modes): the
 * recording still uploads, only a reload would lose what is not yet sent. `durable` says which it is.
 */
export async function openChunkQueue(
  factory: IDBFactory | undefined = globalThis.indexedDB,
): Promise<{ queue: ChunkQueue; durable: boolean }> {
  if (!factory) return { queue: createMemoryChunkQueue(), durable: false }
  try {
    return { queue: await openIndexedDbChunkQueue(factory), durable: true }
  } catch (error) {
    console.error('IndexedDB unavailable: audio chunks are kept in memory only', error)
    return { queue: createMemoryChunkQueue(), durable: false }
  }
}
