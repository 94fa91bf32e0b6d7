import multipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { api } from '../../../contract/api'
import { AUDIO_FORMAT, AudioUploadFields, type ConsultationSession } from '../../../contract/consultations'
import { authOf, claimsOf, sessionExpired } from '../../auth/authenticate'
import type { Config } from '../../config'
import type { Database, Db, UuidQuery } from '../../db/connect'
import { AppError, badRequest } from '../../http/errors'
import { languageOf } from '../../http/language'
import { bodyLimitFor, MAX_TEXT_CHARACTERS, textTooLong } from '../../http/text-limits'
import type { BlobStore } from '../../storage/blobs'
import * as consultations from './service'

/** A minute of 16 kHz mono 16-bit audio, plus room for the WAV header and its extra chunks. */
const MAX_CHUNK_BYTES = AUDIO_FORMAT.sampleRate * 2 * AUDIO_FORMAT.maxSeconds + 64 * 1024

/** Reads the audio_file and order parts of a chunk upload. */
async function readChunkUpload(request: FastifyRequest) {
  if (!request.isMultipart()) {
    throw new AppError(415, 'unsupported_media_type', 'Send the chunk as multipart/form-data', {
      audio_file: 'Send multipart/form-data with audio_file and order',
    })
  }
  let audio: Buffer | undefined
  const fields: Record<string, string> = {}
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'audio_file') audio = await part.toBuffer()
        else await part.toBuffer()
      } else {
        fields[part.fieldname] = String(part.value)
      }
    }
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) {
      throw new AppError(413, 'payload_too_large', `An audio chunk is at most ${AUDIO_FORMAT.maxSeconds} s`, {
        audio_file: 'Too large',
      })
    }
    throw error
  }
  const parsed = AudioUploadFields.safeParse(fields)
  const problems: Record<string, string> = {}
  if (!audio) problems.audio_file = 'Required'
  if (!parsed.success) problems.order = parsed.error.issues[0]?.message ?? 'Invalid'
  if (!audio || !parsed.success) throw badRequest('The chunk upload is incomplete', problems)
  return { audio, order: parsed.data.order }
}

/** What a JSON answer sent already serialised is labelled, as Fastify labels the ones it serialises. */
const JSON_TYPE = 'application/json; charset=utf-8'

/** A transcript or typed notes may hold the contract's 2 000 000 characters, accents included. */
const TEXT_BODY_LIMIT = bodyLimitFor(MAX_TEXT_CHARACTERS)

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
}

export const consultationRoutes: FastifyPluginAsyncZod<ConsultationRouteDeps> = async (app, options) => {
  const deps: consultations.ConsultationsDeps = { ...options, log: app.log }
  const config = { auth: true }
  await app.register(multipart, { limits: { fileSize: MAX_CHUNK_BYTES, files: 1, fields: 5, parts: 6 } })
  const envelope = (session: Awaited<ReturnType<typeof consultations.getSession>>) => ({
    data: { d_consultation_session: session },
  })

  app.post(
    api.createSession.path,
    { config, schema: { body: api.createSession.body, response: { 201: api.createSession.response } } },
    async (request, reply) => {
      const session = await consultations.createSession(
        deps,
        authOf(request).user,
        request.body,
        languageOf(request),
      )
      return reply.status(201).send(envelope(session))
    },
  )

  // Home asks for its list on every visit: answered from memory, already serialised, until it changes.
  const sessionList = consultations.cachedSessionList({ ...deps, listen: options.listen })
  app.addHook('onClose', () => sessionList.close())
  const listAnswer = ({ sessions, total }: { sessions: ConsultationSession[]; total: number }) => ({
    data: { d_consultation_sessions: sessions, total },
  })

  app.get(
    api.listSessions.path,
    {
      config,
      schema: { querystring: api.listSessions.querystring, response: { 200: api.listSessions.response } },
    },
    async (request, reply) => {
      const { page, per_page } = request.query
      const json = await sessionList.json(authOf(request).user.id, page, per_page, (answer) =>
        String(reply.serialize(listAnswer(answer))),
      )
      // Already serialised by this route's own serializer: sent as it is.
      return reply.type(JSON_TYPE).send(json as never)
    },
  )

  app.get(
    api.recentSessions.path,
    { config, schema: { response: { 200: api.recentSessions.response } } },
    async (request, reply) => {
      const json = await sessionList.json(authOf(request).user.id, 1, 5, (answer) =>
        String(reply.serialize(listAnswer(answer))),
      )
      // Already serialised by this route's own serializer: sent as it is.
      return reply.type(JSON_TYPE).send(json as never)
    },
  )

  const activeStatus = consultations.activeStatusPoll(options)
  app.addHook('onClose', () => activeStatus.close())
  app.get(
    api.activeSessionStatus.path,
    {
      config: { ...config, liveSessionCheckedByHandler: true },
      schema: { response: { 200: api.activeSessionStatus.response } },
      // Its one answer is written straight rather than checked by zod on each of thousands of polls.
      serializerCompiler: () => activeStatusJson,
      // Every phone-mode desktop asks every 5 s: only its problems are logged, not each request.
      logLevel: 'warn',
    },
    async (request, reply) => {
      const status = await activeStatus.status(claimsOf(request))
      if (!status) throw sessionExpired()
      reply.header('cache-control', 'no-store')
      return { data: { id: status.activeId } }
    },
  )

  app.get(
    api.activeSession.path,
    { config, schema: { response: { 200: api.activeSession.response } } },
    async (request) => envelope(await consultations.activeSession(deps, authOf(request).user.id)),
  )

  app.get(
    api.getSession.path,
    { config, schema: { params: api.getSession.params, response: { 200: api.getSession.response } } },
    async (request) =>
      envelope(await consultations.getSession(deps, authOf(request).user.id, request.params.id)),
  )

  app.put(
    api.updateSession.path,
    {
      config: {
        ...config,
        tooLarge: textTooLong('notes'),
      },
      bodyLimit: TEXT_BODY_LIMIT,
      schema: {
        params: api.updateSession.params,
        body: api.updateSession.body,
        response: { 200: api.updateSession.response },
      },
    },
    async (request) =>
      envelope(
        await consultations.updateSession(
          deps,
          authOf(request).user.id,
          request.params.id,
          request.body,
          languageOf(request),
        ),
      ),
  )

  app.delete(
    api.deleteSession.path,
    { config, schema: { params: api.deleteSession.params } },
    async (request, reply) => {
      await consultations.deleteSession(deps, authOf(request).user.id, request.params.id)
      return reply.status(204).send()
    },
  )

  app.put(
    api.finishSession.path,
    { config, schema: { params: api.finishSession.params, response: { 200: api.finishSession.response } } },
    async (request) =>
      envelope(await consultations.finishSession(deps, authOf(request).user.id, request.params.id)),
  )

  app.put(
    api.saveTranscription.path,
    {
      config: {
        ...config,
        tooLarge: textTooLong('transcription'),
      },
      bodyLimit: TEXT_BODY_LIMIT,
      schema: {
        params: api.saveTranscription.params,
        body: api.saveTranscription.body,
        response: { 200: api.saveTranscription.response },
      },
    },
    async (request) =>
      envelope(
        await consultations.saveTranscription(
          deps,
          authOf(request).user.id,
          request.params.id,
          request.body.transcription,
        ),
      ),
  )

  app.put(
    api.recordingInfo.path,
    {
      config,
      schema: {
        params: api.recordingInfo.params,
        body: api.recordingInfo.body,
        response: { 200: api.recordingInfo.response },
      },
    },
    async (request) =>
      envelope(
        await consultations.saveRecordingInfo(deps, authOf(request).user.id, request.params.id, request.body),
      ),
  )

  app.put(
    api.sessionAction.path,
    { config, schema: { params: api.sessionAction.params, response: { 200: api.sessionAction.response } } },
    async (request) =>
      envelope(
        await consultations.changeRecording(
          deps,
          authOf(request).user.id,
          request.params.id,
          request.params.action,
        ),
      ),
  )

  app.post(
    api.feedback.path,
    { config, schema: { params: api.feedback.params, body: api.feedback.body } },
    async (request, reply) => {
      await consultations.giveFeedback(deps, authOf(request).user.id, request.params.id, request.body)
      return reply.status(201).send()
    },
  )

  app.post(
    api.uploadAudio.path,
    {
      config,
      schema: {
        params: api.uploadAudio.params,
        response: { 200: api.uploadAudio.response, 201: api.uploadAudio.response },
      },
    },
    async (request, reply) => {
      const { audio, order } = await readChunkUpload(request)
      const { chunk, created } = await consultations.uploadChunk(
        deps,
        authOf(request).user.id,
        request.params.id,
        order,
        audio,
      )
      return reply.status(created ? 201 : 200).send({ data: { d_audio: chunk } })
    },
  )

  app.get(
    api.getAudio.path,
    { config, schema: { params: api.getAudio.params, response: { 200: api.getAudio.response } } },
    async (request) => ({
      data: {
        d_audio: await consultations.getChunk(
          deps,
          authOf(request).user.id,
          request.params.id,
          request.params.audioId,
        ),
      },
    }),
  )

  app.post(
    api.retryAudio.path,
    { config, schema: { params: api.retryAudio.params, response: { 202: api.retryAudio.response } } },
    async (request, reply) => {
      const { id, audioId } = request.params
      const chunk = await consultations.retryChunk(deps, authOf(request).user.id, id, audioId)
      return reply.status(202).send({ data: { d_audio: chunk } })
    },
  )

  app.get(
    api.listAudios.path,
    {
      config,
      schema: {
        params: api.listAudios.params,
        querystring: api.listAudios.querystring,
        response: { 200: api.listAudios.response },
      },
    },
    async (request) => ({
      data: {
        d_audios: await consultations.listChunks(
          deps,
          authOf(request).user.id,
          request.params.id,
          request.query.audios_ids,
        ),
      },
    }),
  )
}
