import type { Config } from '../config'
import type { Database } from '../db/connect'
import type { GenerationEngine } from '../engines/generation/engine'
import type { ReviewEngine } from '../engines/review/engine'
import { screeningEngineFrom } from '../engines/screening/from-config'
import type { TranscriptionEngine } from '../engines/transcription/engine'
import { purgeExpiredAuthData } from '../features/accounts/store'
import {
  type AssistantJob,
  answer,
  assistantSetup,
  purgeIdleAssistantThreads,
} from '../features/assistant/service'
import { purgeFinishedSessions } from '../features/consultations/service'
import {
  type GenerationJob,
  generateDocument,
  sessionDocuments,
  startWaitingGenerations,
} from '../features/documents/service'
import { purgeGenerationRequests } from '../features/documents/store'
import { purgeOldErrorReports } from '../features/error-reports/service'
import { runScreening, type ScreeningJob } from '../features/research/service'
import { transcribeChunk } from '../features/transcription/service'
import { purgeOldWindows } from '../limits/limit'
import { type MailJob, SEND_MAIL } from '../mail/jobs'
import type { Mailer } from '../mail/mailer'
import type { BlobStore } from '../storage/blobs'
import type { JobDefinition } from './boss'
import { sendMailJob } from './send-mail'

export interface JobDeps {
  database: Database
  config: Pick<Config, 'screening' | 'retentionHours' | 'credits' | 'assistant' | 'generation' | 'appUrl'> & {
    transcription: Pick<Config['transcription'], 'prompt'>
  }
  blobs: BlobStore
  engine: TranscriptionEngine
  generation: GenerationEngine
  /** The review check: the generation job checks each version it writes. */
  review: ReviewEngine
  /** SMTP or the outbox folder: only the mail job writes mail. */
  mailer: Mailer
  /** Sends a job to a queue (the generation job re-queues itself while transcription finishes). */
  send: (queue: string, data: object, delaySeconds?: number) => Promise<unknown>
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void }
}

export const TRANSCRIBE_CHUNK = 'transcribe-chunk'
export const GENERATE_DOCUMENT = 'generate-document'
export const SCREEN_PATIENTS = 'screen-patients'
export const ANSWER_ASSISTANT = 'answer-assistant'

/** Every background job of the server; workers run in the API process unless WORKERS=false. */
export function jobDefinitions({
  database,
  config,
  blobs,
  engine,
  generation,
  review,
  mailer,
  send,
  log,
}: JobDeps): JobDefinition[] {
  const screening = screeningEngineFrom(config.screening)
  return [
    {
      queue: GENERATE_DOCUMENT,
      retry: { limit: 2, delaySeconds: 5 },
      pollingIntervalSeconds: 0.5,
      work: async (data, { jobId }) => {
        await generateDocument(
          {
            db: database.db,
            engine: generation,
            review,
            credits: config.credits,
            enqueue: async (job, delay) => {
              await send(GENERATE_DOCUMENT, job, delay)
            },
            log,
          },
          data as GenerationJob,
          jobId,
        )
      },
    },
    {
      queue: ANSWER_ASSISTANT,
      // The chat call retries by itself; a failure is kept on the run for the clinician to see.
      retry: { limit: 1, delaySeconds: 5 },
      pollingIntervalSeconds: 0.5,
      work: async (data) => {
        await answer(
          {
            db: database.db,
            ...assistantSetup(config),
            enqueue: async (job) => {
              await send(ANSWER_ASSISTANT, job)
            },
            log,
          },
          data as AssistantJob,
        )
      },
    },
    {
      queue: TRANSCRIBE_CHUNK,
      retry: { limit: 3, delaySeconds: 5 },
      pollingIntervalSeconds: 0.5,
      work: async (data) => {
        const { chunkId } = data as { chunkId: string }
        const settled = await transcribeChunk(
          { db: database.db, blobs, engine, prompt: config.transcription.prompt, log },
          chunkId,
        )
        // The note waits for the last chunk only: start it the moment that chunk is done.
        if (settled) {
          await startWaitingGenerations(
            {
              db: database.db,
              enqueue: async (job) => {
                await send(GENERATE_DOCUMENT, job)
              },
            },
            settled.sessionId,
          )
        }
      },
    },
    {
      queue: SCREEN_PATIENTS,
      // A failed screening is marked on its run for a person to re-run; the job itself does not retry.
      retry: { limit: 0, delaySeconds: 5 },
      pollingIntervalSeconds: 0.5,
      work: async (data) => {
        await runScreening({ db: database.db, engine: screening, log }, data as ScreeningJob)
      },
    },
    {
      queue: SEND_MAIL,
      // A mail server that is down for a while gets the mail later; each try makes a fresh link.
      retry: { limit: 5, delaySeconds: 10 },
      pollingIntervalSeconds: 1,
      work: async (data) => {
        const job = data as MailJob
        const outcome = await sendMailJob({ db: database.db, config, mailer }, job)
        log.info({ mail: job.kind, outcome }, 'mail job done')
      },
    },
    {
      queue: 'purge-finished-sessions',
      // Retention is counted in hours: checking every five minutes keeps it within minutes of its promise.
      cron: '*/5 * * * *',
      work: async () => {
        await purgeFinishedSessions({ db: database.db, config, blobs, log, documents: sessionDocuments })
        // Assistant conversations may quote notes: they follow the same retention rule.
        await purgeIdleAssistantThreads({ db: database.db, config, log })
        await purgeGenerationRequests(database.db, new Date(Date.now() - 86_400_000))
        // Rate-limit windows no limit reads any more.
        await purgeOldWindows(database.db)
      },
    },
    {
      queue: 'purge-expired-auth',
      cron: '23 3 * * *',
      // Sign-in audit events are kept for a year.
      work: () => purgeExpiredAuthData(database.db, new Date(), 365),
    },
    {
      queue: 'purge-error-reports',
      cron: '17 3 * * *',
      work: async () => {
        await purgeOldErrorReports(database.db)
      },
    },
  ]
}
