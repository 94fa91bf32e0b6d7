import { describe, expect, it } from 'vitest'
import type { GenerationRequest } from '../../server/engines/generation/engine'
import { insertChunk, setChunkStatus } from '../../server/features/consultations/store'
import {
  type DocumentsDeps,
  type GenerationJob,
  generateDocument,
  regenerate,
  startGeneration,
  startWaitingGenerations,
} from '../../server/features/documents/service'
import { claimForGeneration, findDocumentById } from '../../server/features/documents/store'
import { testAppForFile } from './test-app'
import { signedInUser, startedConsultation } from './users'

// The generation job and the transcription job, called as the queue calls them, over a real database: the
// queue's sends are recorded instead of queued, so every job that runs is one the test chose to run.
const t = testAppForFile()

type Who = Awaited<ReturnType<typeof signedInUser>>

/** Documents' dependencies with an engine that counts its calls and a queue that records its sends. */
/** A clinician, the harness, and a consultation of theirs to generate from. */
async function harnessWithConsultation() {
  const ana = await signedInUser(t)
  return { ana, ...harness(), sessionId: await consultation(ana) }
}

function harness() {
  const sent: { job: GenerationJob; delaySeconds: number | undefined }[] = []
  const requests: GenerationRequest[] = []
  const deps: DocumentsDeps = {
    db: t.database.db,
    engine: {
      name: 'counting',
      generate: async (request) => {
        requests.push(request)
        return t.generation.generate(request)
      },
    },
    review: t.review,
    credits: { perDocument: 1, supportContact: 'support@escriba.test' },
    enqueue: async (job, delaySeconds) => {
      sent.push({ job, delaySeconds })
    },
    log: { info() {}, error() {} },
  }
  return { deps, sent, requests }
}

const consultation = (who: Who) =>
  startedConsultation(
    t,
    who,
    'Médico: O que a traz cá? Doente: Tenho tosse seca há uma semana e febre de 38 graus.',
  )

const clinician = (who: Who) => ({ id: who.user.id, organizationId: null })

/** A chunk stored but not transcribed yet (no transcription job is queued for it). */
const untranscribedChunk = async (sessionId: string, order: number) =>
  (await insertChunk(t.database.db, {
    sessionId,
    order,
    blobKey: `bench/${sessionId}/${order}.wav`,
    sha256: 'x'.repeat(64),
    durationMs: 25_000,
    bytes: 800_000,
  }))!

async function ledger(documentId: string) {
  const { rows } = await t.database.executeSql(
    'select kind, amount from credit_entries where document_id = $1 order by created_at',
    [documentId],
  )
  return rows as { kind: string; amount: number }[]
}

describe('starting the note when the transcript is complete', () => {
  it('starts the waiting note the moment its last chunk is transcribed, and only once', async () => {
    const { ana, deps, sent, requests, sessionId } = await harnessWithConsultation()
    const first = await untranscribedChunk(sessionId, 0)
    const last = await untranscribedChunk(sessionId, 1)
    const doc = await startGeneration(deps, clinician(ana), sessionId, 'main')
    const [requested] = sent.splice(0)
    expect(requested!.delaySeconds).toBeUndefined()

    await generateDocument(deps, requested!.job, 'job-requested')
    // It waits: the delayed re-check is queued only as the fallback.
    expect(sent.splice(0).map((s) => s.delaySeconds)).toEqual([5])
    expect(requests).toHaveLength(0)
    expect((await findDocumentById(t.database.db, doc.id))!.status).toBe('pending')

    await setChunkStatus(t.database.db, first.id, { status: 'transcribed', text: 'Tosse seca.' })
    await startWaitingGenerations(deps, sessionId)
    expect(sent).toHaveLength(0)

    await setChunkStatus(t.database.db, last.id, { status: 'transcribed', text: 'Febre.' })
    await startWaitingGenerations(deps, sessionId)
    await startWaitingGenerations(deps, sessionId)
    const started = sent.splice(0)
    expect(started).toHaveLength(1)
    expect(started[0]!.delaySeconds).toBeUndefined()

    await generateDocument(deps, started[0]!.job, 'job-started')
    const ready = (await findDocumentById(t.database.db, doc.id))!
    expect(ready).toMatchObject({ status: 'ready', version: 1, waitingJob: null })
    expect(requests).toHaveLength(1)
  })

  it('never generates twice when the fallback re-check comes after the note was written', async () => {
    const { ana, deps, sent, requests, sessionId } = await harnessWithConsultation()
    const chunk = await untranscribedChunk(sessionId, 0)
    const doc = await startGeneration(deps, clinician(ana), sessionId, 'main')
    await generateDocument(deps, sent.splice(0)[0]!.job, 'job-requested')
    const [fallback] = sent.splice(0)
    await setChunkStatus(t.database.db, chunk.id, { status: 'transcribed', text: 'Tosse.' })
    await startWaitingGenerations(deps, sessionId)
    await generateDocument(deps, sent.splice(0)[0]!.job, 'job-started')
    await generateDocument(deps, fallback!.job, 'job-fallback')
    expect(requests).toHaveLength(1)
    expect((await findDocumentById(t.database.db, doc.id))!.version).toBe(1)
    expect(await ledger(doc.id)).toEqual([{ kind: 'document', amount: -1 }])
  })

  it('lets only one of two jobs running at the same time for one request generate', async () => {
    const { ana, deps, sent, requests, sessionId } = await harnessWithConsultation()
    const doc = await startGeneration(deps, clinician(ana), sessionId, 'main')
    const job = sent.splice(0)[0]!.job
    await Promise.all([
      generateDocument(deps, job, 'job-a'),
      generateDocument(deps, job, 'job-b'),
      generateDocument(deps, job, 'job-c'),
    ])
    expect(requests).toHaveLength(1)
    expect((await findDocumentById(t.database.db, doc.id))!).toMatchObject({ status: 'ready', version: 1 })
    expect(await ledger(doc.id)).toEqual([{ kind: 'document', amount: -1 }])
  })

  it('ignores a late job of an earlier request: the new request generates with its own instruction', async () => {
    const { ana, deps, sent, requests, sessionId } = await harnessWithConsultation()
    const doc = await startGeneration(deps, clinician(ana), sessionId, 'main')
    const earlier = sent.splice(0)[0]!.job
    await generateDocument(deps, earlier, 'job-earlier')
    await regenerate(deps, clinician(ana), sessionId, doc.id, { text: 'Acrescente ao plano: repouso.' })
    const instructed = sent.splice(0)[0]!.job
    expect(instructed.ticket).not.toBe(earlier.ticket)
    await generateDocument(deps, earlier, 'job-earlier-again')
    expect(requests).toHaveLength(1)
    await generateDocument(deps, instructed, 'job-instructed')
    expect(requests).toHaveLength(2)
    expect(requests[1]!.instruction).toBe('Acrescente ao plano: repouso.')
    expect((await findDocumentById(t.database.db, doc.id))!.version).toBe(2)
    expect(await ledger(doc.id)).toEqual([
      { kind: 'document', amount: -1 },
      { kind: 'document', amount: -1 },
    ])
  })

  it('lets the retry of the queue job that was generating finish it, and no other job', async () => {
    const { ana, deps, sent, requests, sessionId } = await harnessWithConsultation()
    const doc = await startGeneration(deps, clinician(ana), sessionId, 'main')
    const job = sent.splice(0)[0]!.job
    // The server stopped after this job took the document and before the note was written.
    expect(await claimForGeneration(t.database.db, doc.id, job.ticket, 'job-crashed')).toBeDefined()
    await generateDocument(deps, job, 'job-other')
    expect(requests).toHaveLength(0)
    await generateDocument(deps, job, 'job-crashed')
    expect(requests).toHaveLength(1)
    expect((await findDocumentById(t.database.db, doc.id))!).toMatchObject({ status: 'ready', version: 1 })
  })

  it('gives up after the longest wait and refunds the credit once', async () => {
    const { ana, deps, sent, requests, sessionId } = await harnessWithConsultation()
    await untranscribedChunk(sessionId, 0)
    const doc = await startGeneration(deps, clinician(ana), sessionId, 'main')
    const job = { ...sent.splice(0)[0]!.job, waited: 120 }
    await generateDocument(deps, job, 'job-last-wait')
    await generateDocument(deps, job, 'job-last-wait-duplicate')
    expect(sent).toHaveLength(0)
    expect(requests).toHaveLength(0)
    expect((await findDocumentById(t.database.db, doc.id))!).toMatchObject({
      status: 'failed',
      error: 'The transcription did not finish; try again',
    })
    expect(await ledger(doc.id)).toEqual([
      { kind: 'document', amount: -1 },
      { kind: 'refund', amount: 1 },
    ])
  })
})
