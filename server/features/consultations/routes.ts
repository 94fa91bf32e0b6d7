import multipart from '@fastify/multipart'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { api } from '../../../contract/api'
import { AUDIO_FORMAT, AudioUploadFields, type ConsultationSession } from '../../../contract/consultations'
import { authOf, claimsOf, sessionExpired } from '../../auth/authenticate'
import type { Config } from '../../config'
import type { Database, Db, UuidQuery } from '../../db/connect'
import { AppError, badRequest } from '../../http/errors'
import { languageOf } from '../../http/language'
import { readForm } from '../../http/multipart'
import { contractRoutes } from '../../http/route'
import { textBody } from '../../http/text-limits'
import type { BlobStore } from '../../storage/blobs'
import * as consultations from './service'

/** A minute of 16 kHz mono 16-bit audio, plus room for the WAV header and its extra chunks. */
const MAX_CHUNK_BYTES = AUDIO_FORMAT.sampleRate * 2 * AUDIO_FORMAT.maxSeconds + 64 * 1024

/** Reads the audio_file and order parts of a chunk upload. */
async function readChunkUpload(request: FastifyRequest) {
  const form = await readForm(request, {
    notMultipart: {
      message: 'Send the chunk as multipart/form-data',
      fields: { audio_file: 'Send multipart/form-data with audio_file and order' },
    },
    keepFile: (field) => field === 'audio_file',
  })
  if (form.limit) {
    throw new AppError(413, 'payload_too_large', `An audio chunk is at most ${AUDIO_FORMAT.maxSeconds} s`, {
      audio_file: 'Too large',
    })
  }
  const audio = form.files.findLast((file) => file.field === 'audio_file')?.data
  const parsed = AudioUploadFields.safeParse(form.fields)
  const problems: Record<string, string> = {}
  if (!audio) problems.audio_file = 'Required'
  if (!parsed.success) problems.order = parsed.error.issues[0]?.message ?? 'Invalid'
  if (!audio || !parsed.success) throw badRequest('The chunk upload is incomplete', problems)
  return { audio, order: parsed.data.order }
}

/** What a JSON answer sent already serialised is labelled, as Fastify labels the ones it serialises. */
const JSON_TYPE = 'application/json; charset=utf-8'

/** The status poll's answer as JSON: the id is a uuid read from the database, or null. */
const activeStatusJson = ({ data }: { data: { id: string | null } }) =>
  data.id === null ? '{"data":{"id":null}}' : `{"data":{"id":${JSON.stringify(data.id)}}}`

export interface ConsultationRouteDeps {
  db: Db
  /** Prepared hot reads (the status poll). */
  uuidQuery: UuidQuery
  /** The database's notifications that keep the status poll's cached answers current. */
  listen: Database['listen']
  config: Config
  blobs: BlobStore
  onChunkStored: (chunkId: string) => Promise<void>
  /** The sessions' documents, which this feature lists and deletes with them but does not own. */
  documents: consultations.SessionDocuments
}

export const consultationRoutes: FastifyPluginAsyncZod<ConsultationRouteDeps> = async (app, options) => {
  const deps: consultations.ConsultationsDeps = { ...options, log: app.log }
  await app.register(multipart, { limits: { fileSize: MAX_CHUNK_BYTES, files: 1, fields: 5, parts: 6 } })
  const route = contractRoutes(app)
  const userId = (request: FastifyRequest) => authOf(request).user.id
  const envelope = (session: Awaited<ReturnType<typeof consultations.getSession>>) => ({
    d_consultation_session: session,
  })

  route(api.createSession, async (request) =>
    envelope(
      await consultations.createSession(deps, authOf(request).user, request.body, languageOf(request)),
    ),
  )

  // Home asks for its list on every visit: answered from memory, already serialised, until it changes.
  const sessionList = consultations.cachedSessionList({ ...deps, listen: options.listen })
  app.addHook('onClose', () => sessionList.close())
  const listAnswer = ({ sessions, total }: { sessions: ConsultationSession[]; total: number }) => ({
    data: { d_consultation_sessions: sessions, total },
  })
  const sendList = async (request: FastifyRequest, reply: FastifyReply, page: number, perPage: number) => {
    const json = await sessionList.json(userId(request), page, perPage, (answer) =>
      String(reply.serialize(listAnswer(answer))),
    )
    // Already serialised by this route's own serializer, and encoded: sent as it is.
    return reply.type(JSON_TYPE).send(json as never)
  }
  route(api.listSessions, (request, reply) =>
    sendList(request, reply, request.query.page, request.query.per_page),
  )
  route(api.recentSessions, (request, reply) => sendList(request, reply, 1, 5))

  const activeStatus = consultations.activeStatusPoll(options)
  app.addHook('onClose', () => activeStatus.close())
  route(
    api.activeSessionStatus,
    {
      config: { liveSessionCheckedByHandler: true },
      // Its one answer is written straight rather than checked by zod on each of thousands of polls.
      serializerCompiler: () => activeStatusJson,
      // Every phone-mode desktop asks every 5 s: only its problems are logged, not each request.
      logLevel: 'warn',
    },
    async (request, reply) => {
      const status = await activeStatus.status(claimsOf(request))
      if (!status) throw sessionExpired()
      reply.header('cache-control', 'no-store')
      return { id: status.activeId }
    },
  )

  route(api.activeSession, async (request) =>
    envelope(await consultations.activeSession(deps, userId(request))),
  )
  route(api.getSession, async (request) =>
    envelope(await consultations.getSession(deps, userId(request), request.params.id)),
  )
  route(api.updateSession, textBody('notes'), async (request) =>
    envelope(
      await consultations.updateSession(
        deps,
        userId(request),
        request.params.id,
        request.body,
        languageOf(request),
      ),
    ),
  )
  route(api.deleteSession, (request) => consultations.deleteSession(deps, userId(request), request.params.id))
  route(api.finishSession, async (request) =>
    envelope(await consultations.finishSession(deps, userId(request), request.params.id)),
  )
  route(api.saveTranscription, textBody('transcription'), async (request) =>
    envelope(
      await consultations.saveTranscription(
        deps,
        userId(request),
        request.params.id,
        request.body.transcription,
      ),
    ),
  )
  route(api.recordingInfo, async (request) =>
    envelope(await consultations.saveRecordingInfo(deps, userId(request), request.params.id, request.body)),
  )
  route(api.sessionAction, async (request) =>
    envelope(
      await consultations.changeRecording(deps, userId(request), request.params.id, request.params.action),
    ),
  )
  route(api.feedback, (request) =>
    consultations.giveFeedback(deps, userId(request), request.params.id, request.body),
  )

  route(api.uploadAudio, { alsoAnswers: [200] }, async (request, reply) => {
    const { audio, order } = await readChunkUpload(request)
    const { chunk, created } = await consultations.uploadChunk(
      deps,
      userId(request),
      request.params.id,
      order,
      audio,
    )
    // The same chunk sent again (a retry after a lost answer) is acknowledged, not stored twice.
    if (!created) reply.status(200)
    return { d_audio: chunk }
  })
  route(api.getAudio, async (request) => ({
    d_audio: await consultations.getChunk(deps, userId(request), request.params.id, request.params.audioId),
  }))
  route(api.retryAudio, async (request) => ({
    d_audio: await consultations.retryChunk(deps, userId(request), request.params.id, request.params.audioId),
  }))
  route(api.listAudios, async (request) => ({
    d_audios: await consultations.listChunks(
      deps,
      userId(request),
      request.params.id,
      request.query.audios_ids,
    ),
  }))
}
