import Fastify, { type FastifyBaseLogger } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import packageJson from '../package.json' with { type: 'json' }
import { registerAuthentication } from './auth/authenticate'
import type { Config } from './config'
import type { Database } from './db/connect'
import type { GenerationEngine } from './engines/generation/engine'
import type { ReviewEngine } from './engines/review/engine'
import type { TranscriptionEngine } from './engines/transcription/engine'
import { accountRoutes } from './features/accounts/routes'
import { userNamesOf } from './features/accounts/store'
import { announcementRoutes } from './features/announcements/routes'
import { assistantRoutes } from './features/assistant/routes'
import { assistantSetup } from './features/assistant/service'
import { catalogueRoutes } from './features/catalogue/routes'
import { consultationRoutes } from './features/consultations/routes'
import { sessionBlobFoldersOf } from './features/consultations/service'
import { creditRoutes } from './features/credits/routes'
import { documentRoutes } from './features/documents/routes'
import { sessionDocuments } from './features/documents/service'
import { errorReportRoutes } from './features/error-reports/routes'
import { healthRoutes } from './features/health/routes'
import { organizationRoutes } from './features/organizations/routes'
import { organizationName, signupInvitations } from './features/organizations/service'
import { researchRoutes } from './features/research/routes'
import { spaceBlobFoldersOf } from './features/research/service'
import { staffRoutes } from './features/staff/routes'
import { supportRoutes } from './features/support/routes'
import { templateRoutes } from './features/templates/routes'
import { requestBlobFoldersOf } from './features/templates/service'
import { transcriptionRoutes } from './features/transcription/routes'
import { watchEngineReadiness } from './features/transcription/service'
import { registerClientVersionCheck } from './http/client-version'
import { frameworkErrors, registerErrorHandling } from './http/errors'
import { registerJsonBody } from './http/json-body'
import { RequestLogging } from './http/logging'
import { registerOpenApi } from './http/openapi'
import { registerSecurityHeaders } from './http/security-headers'
import { registerStaticApp } from './http/static'
import { registerTextGuard } from './http/text-guard'
import type { Jobs } from './jobs/boss'
import { ANSWER_ASSISTANT, GENERATE_DOCUMENT, SCREEN_PATIENTS, TRANSCRIBE_CHUNK } from './jobs/definitions'
import { type MailJob, SEND_MAIL } from './mail/jobs'
import type { BlobStore } from './storage/blobs'

export interface AppDeps {
  config: Config
  database: Database
  jobs: Jobs
  blobs: BlobStore
  engine: TranscriptionEngine
  generation: GenerationEngine
  /** The review check run on every new version of a document. */
  review: ReviewEngine
  /** The process's pino logger; tests leave it out and get a silent one. */
  logger?: FastifyBaseLogger
}

/** Content-Security-Policy the built app runs under: nothing but our own origin. */
const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    mediaSrc: ["'self'", 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    workerSrc: ["'self'", 'blob:'],
    // The staff console shows a template request's example PDF in a frame, from its blob: URL.
    frameSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  },
}

/**
 * Fastify's own hop count trusts no hop (it cannot check the nearest peer), so a configured count is a
 * function: the operator who sets it says every connection comes through that many proxies.
 */
function proxyTrust(trust: Config['trustProxy']) {
  if (typeof trust !== 'number') return trust
  return (_address: string, hop: number) => hop < trust
}

/** The whole HTTP application over the given dependencies; no module-level state, so tests build many. */
export async function buildApp(deps: AppDeps) {
  const { config, database, jobs, blobs, engine, generation, review } = deps
  // Every mail goes out from the mail job: a route only queues it.
  const enqueueMail = async (job: MailJob) => {
    await jobs.send(SEND_MAIL, job)
  }
  const app = Fastify({
    ...(config.tls ? { https: config.tls } : {}),
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: { level: config.logLevel } }),
    // At info, a read is logged when it fails or is slow; everything else as Fastify logs it.
    logController: new RequestLogging(),
    trustProxy: proxyTrust(config.trustProxy),
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
    frameworkErrors,
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  // Every body is JSON or multipart: a plain-text body is refused with 415 rather than misread.
  app.removeContentTypeParser('text/plain')
  registerJsonBody(app)
  registerErrorHandling(app)
  await registerOpenApi(app)
  registerSecurityHeaders(app, { contentSecurityPolicy, crossOriginEmbedderPolicy: false })
  registerTextGuard(app)
  registerClientVersionCheck(app, config.minClientVersion)
  registerAuthentication(app, { db: database.db, listen: database.listen, jwtSecret: config.jwtSecret })

  const assistantChat = assistantSetup(config).chat !== null
  await app.register(healthRoutes, {
    version: packageJson.version,
    pingDatabase: database.ping,
    pingJobs: jobs.ping,
    engines: () => ({
      transcription: engine.readiness(),
      generation: generation.readiness?.() ?? { state: 'ready', reason: null },
      assistant: assistantChat
        ? { state: 'ready', reason: null }
        : {
            state: 'unavailable',
            reason: 'no language model for the assistant: set LLM_URL and LLM_MODEL (README, Configuration)',
          },
    }),
  })
  await app.register(errorReportRoutes, {
    db: database.db,
    errorReportToken: config.errorReportToken,
    environment: config.appEnv,
  })

  await app.register(accountRoutes, {
    db: database.db,
    config,
    enqueueMail,
    blobs,
    invitations: signupInvitations,
    accountFolders: [sessionBlobFoldersOf, requestBlobFoldersOf, spaceBlobFoldersOf],
  })
  await app.register(catalogueRoutes, { db: database.db })
  await app.register(organizationRoutes, { db: database.db, config, enqueueMail })
  await app.register(creditRoutes, {
    db: database.db,
    config,
    organizationName: (id) => organizationName(database.db, id),
    userNames: userNamesOf,
  })
  await app.register(templateRoutes, { db: database.db, blobs })
  await app.register(consultationRoutes, {
    db: database.db,
    uuidQuery: database.preparedUuidQuery,
    listen: database.listen,
    config,
    blobs,
    onChunkStored: async (chunkId) => {
      await jobs.send(TRANSCRIBE_CHUNK, { chunkId })
    },
    documents: sessionDocuments,
  })
  await app.register(transcriptionRoutes, { engine, prompt: config.transcription.prompt })
  const readiness = watchEngineReadiness({
    db: database.db,
    engine,
    send: (chunkId) => jobs.send(TRANSCRIBE_CHUNK, { chunkId }),
    log: app.log,
    intervalMs: config.transcription.recheckSeconds * 1000,
  })
  // The model is fetched and loaded as the server starts, not when the first chunk of a consultation arrives.
  app.addHook('onReady', async () => readiness.start())
  app.addHook('onClose', async () => readiness.stop())
  await app.register(documentRoutes, {
    db: database.db,
    engine: generation,
    review,
    credits: config.credits,
    enqueue: async (job, delaySeconds) => {
      await jobs.send(GENERATE_DOCUMENT, job, delaySeconds)
    },
    log: app.log,
    generation: config.generation,
    transcription: { engine, prompt: config.transcription.prompt },
  })

  await app.register(assistantRoutes, {
    db: database.db,
    ...assistantSetup(config),
    enqueue: async (job) => {
      await jobs.send(ANSWER_ASSISTANT, job)
    },
    log: app.log,
  })
  await app.register(announcementRoutes, { db: database.db })
  await app.register(supportRoutes, {})
  await app.register(staffRoutes, { db: database.db, config, enqueueMail, blobs })

  await app.register(researchRoutes, {
    db: database.db,
    blobs,
    engineName: config.screening.engine,
    enqueue: async (job) => {
      await jobs.send(SCREEN_PATIENTS, job)
    },
  })

  await registerStaticApp(app, config.staticDir)
  return app
}
