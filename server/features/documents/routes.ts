import multipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { api } from '../../../contract/api'
import type { Language } from '../../../contract/common'
import { MAIN_DOCUMENT } from '../../../contract/consultations'
import { authOf } from '../../auth/authenticate'
import type { Config } from '../../config'
import type { TranscriptionEngine } from '../../engines/transcription/engine'
import { AppError, badRequest } from '../../http/errors'
import { languageOf } from '../../http/language'
import { refuseNul } from '../../http/text-guard'
import { bodyLimitFor, MAX_TEXT_CHARACTERS, textTooLong } from '../../http/text-limits'
import { ownSession } from '../consultations/service'
import { decodeRecording } from '../transcription/recording'
import { transcribeOnce } from '../transcription/service'
import * as documents from './service'

export interface DocumentRouteDeps extends documents.DocumentsDeps {
  generation: Config['generation']
  transcription: { engine: TranscriptionEngine; prompt: string }
}

/** A voice instruction is at most 1:30 (spec); the file limit leaves room for any common format. */
const MAX_VOICE_BYTES = 20 * 1024 * 1024
const MAX_VOICE_SECONDS = 95

async function readRegenerateForm(request: FastifyRequest) {
  if (!request.isMultipart()) {
    throw new AppError(415, 'unsupported_media_type', 'Send the requested changes as multipart/form-data', {
      requested_changes: 'Send multipart/form-data',
    })
  }
  const change: { text?: string; markdown?: string; audio?: { data: Buffer; filename: string } } = {}
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const data = await part.toBuffer()
      if (part.fieldname === 'requested_changes[audio]') change.audio = { data, filename: part.filename }
    } else if (part.fieldname === 'requested_changes[text]') {
      change.text = String(part.value)
    } else if (part.fieldname === 'requested_changes[markdown]') {
      // A value past fieldSize arrives cut short: refused rather than saved as a shorter document.
      if (part.valueTruncated) throw new AppError(413, 'payload_too_large', tooLong.message, tooLong.fields)
      change.markdown = String(part.value)
    }
  }
  refuseNul(change.text, 'requested_changes[text]')
  refuseNul(change.markdown, 'requested_changes[markdown]')
  const given = [change.text, change.markdown, change.audio].filter((c) => c !== undefined).length
  if (given !== 1) {
    throw badRequest('Send one of requested_changes[text], [audio] or [markdown]', {
      requested_changes: given === 0 ? 'Required' : 'Only one kind of change at a time',
    })
  }
  if ((change.text?.length ?? 0) > 20_000)
    throw badRequest('The instruction is too long', { 'requested_changes[text]': 'At most 20000 characters' })
  if ((change.markdown?.length ?? 0) > MAX_TEXT_CHARACTERS)
    throw new AppError(413, 'payload_too_large', tooLong.message, tooLong.fields)
  return change
}

const tooLong = textTooLong('requested_changes[markdown]')

/** The Idempotency-Key header (1 to 200 visible ASCII characters), when the client sent one. */
function idempotencyKeyOf(request: FastifyRequest) {
  const key = request.headers['idempotency-key']
  if (key === undefined) return undefined
  if (typeof key !== 'string' || !/^[\x21-\x7e]{1,200}$/.test(key)) {
    throw badRequest('The Idempotency-Key header is 1 to 200 visible ASCII characters', {
      'idempotency-key': 'Invalid',
    })
  }
  return key
}

export const documentRoutes: FastifyPluginAsyncZod<DocumentRouteDeps> = async (app, deps) => {
  const config = { auth: true }
  await app.register(multipart, {
    limits: {
      fileSize: MAX_VOICE_BYTES,
      files: 1,
      fields: 5,
      fieldSize: bodyLimitFor(MAX_TEXT_CHARACTERS, 0),
    },
  })

  const start = async (
    request: FastifyRequest,
    id: string,
    name: string,
    body: { model?: string; temperature?: number } | null | undefined,
  ) => documents.startGeneration(deps, authOf(request).user, id, name, body ?? {}, idempotencyKeyOf(request))

  app.post(
    api.generateMainDocument.path,
    {
      config,
      schema: {
        params: api.generateMainDocument.params,
        body: api.generateMainDocument.body,
        response: { 202: api.generateMainDocument.response },
      },
    },
    async (request, reply) =>
      reply.status(202).send({
        data: {
          d_generated_document: await start(request, request.params.id, MAIN_DOCUMENT, request.body),
        },
      }),
  )

  app.post(
    api.generateNamedDocument.path,
    {
      config,
      schema: {
        params: api.generateNamedDocument.params,
        body: api.generateNamedDocument.body,
        response: { 202: api.generateNamedDocument.response },
      },
    },
    async (request, reply) =>
      reply.status(202).send({
        data: {
          d_generated_document: await start(request, request.params.id, request.params.name, request.body),
        },
      }),
  )

  app.get(
    api.getDocument.path,
    { config, schema: { params: api.getDocument.params, response: { 200: api.getDocument.response } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const doc = await documents.getDocument(
        deps.db,
        authOf(request).user.id,
        request.params.id,
        request.params.docId,
      )
      return { data: { d_generated_document: doc } }
    },
  )

  app.get(
    api.documentVersions.path,
    {
      config,
      schema: { params: api.documentVersions.params, response: { 200: api.documentVersions.response } },
    },
    async (request) => ({
      data: {
        d_versions: await documents.listVersions(
          deps.db,
          authOf(request).user.id,
          request.params.id,
          request.params.docId,
        ),
      },
    }),
  )

  app.post(
    api.restoreDocumentVersion.path,
    {
      config,
      schema: {
        params: api.restoreDocumentVersion.params,
        response: { 200: api.restoreDocumentVersion.response },
      },
    },
    async (request) => {
      const { id, docId, version } = request.params
      const doc = await documents.restoreVersion(deps, authOf(request).user.id, id, docId, version)
      return { data: { d_generated_document: doc } }
    },
  )

  app.post(
    api.regenerateDocument.path,
    {
      config,
      schema: {
        params: api.regenerateDocument.params,
        response: { 202: api.regenerateDocument.response, 200: api.regenerateDocument.response },
      },
    },
    async (request, reply) => {
      const userId = authOf(request).user.id
      const change = await readRegenerateForm(request)
      let voiceText: string | undefined
      if (change.audio) {
        const session = await ownSession(deps.db, userId, request.params.id)
        const pcm = await decodeRecording(change.audio, {
          field: 'requested_changes[audio]',
          maxSeconds: MAX_VOICE_SECONDS,
          tooLong: 'A voice instruction is at most 1:30',
        })
        voiceText = await transcribeOnce(deps.transcription, {
          pcm,
          language: session.language as Language,
          clean: true,
        })
      }
      const doc = await documents.regenerate(
        deps,
        authOf(request).user,
        request.params.id,
        request.params.docId,
        {
          ...(change.markdown !== undefined ? { markdown: change.markdown } : {}),
          ...(change.text !== undefined ? { text: change.text } : {}),
          ...(voiceText !== undefined ? { voiceText } : {}),
        },
      )
      return reply
        .status(change.markdown !== undefined ? 200 : 202)
        .send({ data: { d_generated_document: doc } })
    },
  )

  app.put(
    api.dismissFinding.path,
    { config, schema: { params: api.dismissFinding.params, response: { 200: api.dismissFinding.response } } },
    async (request) => {
      const { id, docId, findingId } = request.params
      const doc = await documents.dismissFinding(deps.db, authOf(request).user.id, id, docId, findingId)
      return { data: { d_generated_document: doc } }
    },
  )

  app.delete(
    api.restoreFinding.path,
    { config, schema: { params: api.restoreFinding.params, response: { 200: api.restoreFinding.response } } },
    async (request) => {
      const { id, docId, findingId } = request.params
      const doc = await documents.restoreFinding(deps.db, authOf(request).user.id, id, docId, findingId)
      return { data: { d_generated_document: doc } }
    },
  )

  app.post(
    api.signOffDocument.path,
    {
      config,
      schema: {
        params: api.signOffDocument.params,
        body: api.signOffDocument.body,
        response: { 200: api.signOffDocument.response },
      },
    },
    async (request) => ({
      data: {
        d_generated_document: await documents.signOffDocument(
          deps.db,
          authOf(request).user,
          request.params.id,
          request.params.docId,
          request.body.version,
        ),
      },
    }),
  )

  app.post(
    api.generate.path,
    {
      config: { ...config, tooLarge: textTooLong('data.text') },
      // The text (2 000 000 characters) and four structured inputs of 100 000 each.
      bodyLimit: bodyLimitFor(MAX_TEXT_CHARACTERS + 400_000),
      schema: { body: api.generate.body, response: { 200: api.generate.response } },
    },
    async (request) => ({
      data: {
        text: await documents.generateOnce(
          deps,
          authOf(request).user.id,
          { ...request.body, model: documents.chosenModel(request.body.model, authOf(request).user) },
          languageOf(request),
        ),
      },
    }),
  )

  app.get(api.models.path, { config, schema: { response: { 200: api.models.response } } }, async () => ({
    data: {
      engine: deps.engine.name,
      models: deps.generation.models.map((m) => ({ ...m, default: m.id === deps.generation.defaultModel })),
    },
  }))
}
