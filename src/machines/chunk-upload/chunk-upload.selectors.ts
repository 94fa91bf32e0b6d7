import type { SnapshotFrom } from 'xstate'
import type { chunkUploadMachine } from './chunk-upload.machine'

type ChunkUploadSnapshot = SnapshotFrom<typeof chunkUploadMachine>

/** Chunks recorded but not yet acknowledged by the server: the visible "n waiting" indicator. */
export const selectPendingCount = (snapshot: ChunkUploadSnapshot) => snapshot.context.pending.length
/** Everything recorded is on the server. */
export const selectIsDrained = (snapshot: ChunkUploadSnapshot) => snapshot.hasTag('drained')
export const selectIsUploading = (snapshot: ChunkUploadSnapshot) => snapshot.hasTag('uploading')
export const selectIsRetrying = (snapshot: ChunkUploadSnapshot) => snapshot.hasTag('retrying')
export const selectIsOffline = (snapshot: ChunkUploadSnapshot) => snapshot.hasTag('offline')
export const selectHasError = (snapshot: ChunkUploadSnapshot) => snapshot.hasTag('error')
/** conflict, rejected or unreachable while the queue is stopped or stuck; null otherwise. */
export const selectUploadProblem = (snapshot: ChunkUploadSnapshot) => snapshot.context.problem
/** The manual retry is offered when the queue is stuck or stopped. */
export const selectCanRetry = (snapshot: ChunkUploadSnapshot) => snapshot.can({ type: 'upload.retry' })
