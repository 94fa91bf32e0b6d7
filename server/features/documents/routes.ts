import multipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { api } from '../../../contract/api'
import { MAIN_DOCUMENT } from '../../../contract/consultations'
import { authOf } from '../../auth/authenticate'
import type { Config } from '../../config'
import { AppError, badRequest } from '../../http/errors'
import { languageOf } from '../../http/language'
import { readForm } from '../../http/multipart'
import { contractRoutes } from '../../http/route'
import { refuseUnstorable } from '../../http/text-guard'
import { bodyLimitFor, MAX_TEXT_CHARACTERS, textBody, textTooLong } from '../../http/text-limits'
import * as documents from './service'

export interface DocumentRouteDeps extends documents.RequestChangeDeps {
  generation: Config['generation']
}

/** A voice instruction is at most 1:30 (spec); the file limit leaves room for any common format. */
const MAX_VOICE_BYTES = 20 * 1024 * 1024

async function readRegenerateForm(request: FastifyRequest) {
  const form = await readForm(request, {
    notMultipart: {
      message: 'Send the requested changes as multipart/form-data',
      fields: { requested_changes: 'Send multipart/form-data' },
    },
    keepFile: (field) => field === 'requested_changes[audio]',
  })
  if (form.limit?.reached === 'file size') {
    throw new AppError(413, 'payload_too_large', `${form.limit.filename} is larger than 20 MB`, {
      [form.limit.field]: 'Larger than 20 MB',
    })
  }
  if (form.limit) {
    throw new AppError(
      413,
      'payload_too_large',
      'Send one of requested_changes[text], [audio] or [markdown]',
      {
        requested_changes: 'Only one kind of change at a time',
      },
    )
  }
  // A value past fieldSize arrives cut short: refused rather than saved as a shorter document.
  if (form.truncatedFields.includes('requested_changes[markdown]'))
    throw new AppError(413, 'payload_too_large', tooLong.message, tooLong.fields)
  const audio = form.files.findLast((file) => file.field === 'requested_changes[audio]')
  const change = {
    text: form.fields['requested_changes[text]'],
    markdown: form.fields['requested_changes[markdown]'],
    audio: audio && { data: audio.data, filename: audio.filename },
  }
  refuseUnstorable(change.text, 'requested_changes[text]')
  refuseUnstorable(change.markdown, 'requested_changes[markdown]')
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
  await app.register(multipart, {
    limits: {
      fileSize: MAX_VOICE_BYTES,
      files: 1,
      fields: 5,
      fieldSize: bodyLimitFor(MAX_TEXT_CHARACTERS, 0),
    },
  })
  const route = contractRoutes(app)
  const user = (request: FastifyRequest) => authOf(request).user
  const envelope = (doc: Awaited<ReturnType<typeof documents.getDocument>>) => ({ d_generated_document: doc })

  const start = async (
    request: FastifyRequest,
    id: string,
    name: string,
    body: { model?: string; temperature?: number } | null | undefined,
  ) =>
    envelope(
      await documents.startGeneration(deps, user(request), id, name, body ?? {}, idempotencyKeyOf(request)),
    )
  route(api.generateMainDocument, (request) => start(request, request.params.id, MAIN_DOCUMENT, request.body))
  route(api.generateNamedDocument, (request) =>
    start(request, request.params.id, request.params.name, request.body),
  )

  route(api.getDocument, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    const { id, docId } = request.params
    return envelope(await documents.getDocument(deps.db, user(request).id, id, docId))
  })
  route(api.documentVersions, async (request) => ({
    d_versions: await documents.listVersions(
      deps.db,
      user(request).id,
      request.params.id,
      request.params.docId,
    ),
  }))
  route(api.restoreDocumentVersion, async (request) => {
    const { id, docId, version } = request.params
    return envelope(await documents.restoreVersion(deps, user(request).id, id, docId, version))
  })

  route(api.regenerateDocument, { alsoAnswers: [200] }, async (request, reply) => {
    const change = await readRegenerateForm(request)
    const { doc, savedNow } = await documents.requestChange(
      deps,
      user(request),
      request.params.id,
      request.params.docId,
      change,
    )
    // Edited markdown is saved at once; an instruction is carried out by a job.
    if (savedNow) reply.status(200)
    return envelope(doc)
  })

  route(api.dismissFinding, async (request) =>
    envelope(await documents.dismissFinding(deps.db, user(request).id, request.params)),
  )
  route(api.restoreFinding, async (request) =>
    envelope(await documents.restoreFinding(deps.db, user(request).id, request.params)),
  )
  route(api.signOffDocument, async (request) => {
    const { id, docId } = request.params
    return envelope(await documents.signOffDocument(deps.db, user(request), id, docId, request.body.version))
  })

  route(
    api.generate,
    // The text (2 000 000 characters) and four structured inputs of 100 000 each.
    textBody('data.text', MAX_TEXT_CHARACTERS + 400_000),
    async (request) => ({
      text: await documents.generateOnce(
        deps,
        user(request).id,
        { ...request.body, model: documents.chosenModel(request.body.model, user(request)) },
        languageOf(request),
      ),
    }),
  )

  route(api.models, async () => ({
    engine: deps.engine.name,
    models: deps.generation.models.map((m) => ({ ...m, default: m.id === deps.generation.defaultModel })),
  }))
}
