import multipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { api } from '../../../contract/api'
import { MAX_EXAMPLE_FILE_BYTES, MAX_EXAMPLE_FILES, TemplateRequestInput } from '../../../contract/templates'
import { authOf } from '../../auth/authenticate'
import { sendUploadedFile } from '../../http/download'
import { AppError, badRequest } from '../../http/errors'
import { languageOf } from '../../http/language'
import { refuseNul } from '../../http/text-guard'
import * as templates from './service'

/** The JSON `request` part: 20 sections of a few thousand characters each, with room to spare. */
const MAX_REQUEST_PART = 256 * 1024

/** Reads the `request` part (JSON) and the `files` parts of a template request, with limits named by field. */
async function readRequestForm(request: FastifyRequest) {
  if (!request.isMultipart()) {
    throw new AppError(415, 'unsupported_media_type', 'Send the request as multipart/form-data', {
      request: 'Send multipart/form-data with a request part and optional files parts',
    })
  }
  let json: string | undefined
  const files: templates.UploadedFile[] = []
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'files') {
          await part.toBuffer()
          continue
        }
        const index = files.length
        try {
          files.push({
            filename: part.filename.replaceAll('\u0000', '') || 'file',
            data: await part.toBuffer(),
          })
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            throw new AppError(413, 'payload_too_large', `${part.filename} is larger than 10 MB`, {
              [`files.${index}`]: 'Larger than 10 MB',
            })
          }
          throw error
        }
      } else if (part.fieldname === 'request') {
        if (part.valueTruncated) throw badRequest('The request is too long', { request: 'Too long' })
        json = String(part.value)
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code
    if (code === 'FST_FILES_LIMIT') {
      throw badRequest(`At most ${MAX_EXAMPLE_FILES} example files`, {
        files: `At most ${MAX_EXAMPLE_FILES} files`,
      })
    }
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw badRequest('Too many parts: send one request part and the files', { request: 'Too many parts' })
    }
    throw error
  }
  if (json === undefined) throw badRequest('The request part is missing', { request: 'Required' })
  let body: unknown
  try {
    body = JSON.parse(json)
  } catch {
    throw badRequest('The request part is not valid JSON', { request: 'Not JSON' })
  }
  refuseNul(body, 'request')
  const parsed = TemplateRequestInput.safeParse(body)
  if (!parsed.success) {
    const fields: Record<string, string> = {}
    for (const issue of parsed.error.issues) {
      fields[['request', ...issue.path].join('.')] ??= issue.message
    }
    throw new AppError(400, 'validation_failed', `Invalid ${Object.keys(fields).join(', ')}`, fields)
  }
  return { input: parsed.data, files }
}

export const templateRoutes: FastifyPluginAsyncZod<templates.TemplatesDeps> = async (app, deps) => {
  const config = { auth: true }
  await app.register(multipart, {
    limits: {
      fileSize: MAX_EXAMPLE_FILE_BYTES,
      files: MAX_EXAMPLE_FILES,
      fields: 5,
      parts: MAX_EXAMPLE_FILES + 5,
      fieldSize: MAX_REQUEST_PART,
    },
  })

  app.post(
    api.createTemplateRequest.path,
    { config, schema: { response: { 201: api.createTemplateRequest.response } } },
    async (request, reply) => {
      const { input, files } = await readRequestForm(request)
      const created = await templates.submitRequest(
        deps,
        authOf(request).user,
        input,
        files,
        languageOf(request),
      )
      return reply.status(201).send({ data: { d_template_request: created } })
    },
  )

  app.get(
    api.templateRequests.path,
    { config, schema: { response: { 200: api.templateRequests.response } } },
    async (request) => ({
      data: { d_template_requests: await templates.listOwnRequests(deps.db, authOf(request).user.id) },
    }),
  )

  app.get(
    api.templateRequest.path,
    {
      config,
      schema: { params: api.templateRequest.params, response: { 200: api.templateRequest.response } },
    },
    async (request) => ({
      data: {
        d_template_request: await templates.getOwnRequest(
          deps.db,
          authOf(request).user.id,
          request.params.id,
        ),
      },
    }),
  )

  app.get(
    api.templateRequestFile.path,
    { config, schema: { params: api.templateRequestFile.params } },
    async (request, reply) => {
      const file = await templates.ownRequestFile(
        deps,
        authOf(request).user.id,
        request.params.id,
        request.params.fileId,
      )
      return sendUploadedFile(reply, file)
    },
  )

  app.get(
    api.customDocuments.path,
    { config, schema: { response: { 200: api.customDocuments.response } } },
    async (request) => ({
      data: { d_custom_documents: await templates.listCustomDocuments(deps.db, authOf(request).user) },
    }),
  )

  app.get(
    api.customDocument.path,
    {
      config,
      schema: { params: api.customDocument.params, response: { 200: api.customDocument.response } },
    },
    async (request) => ({
      data: {
        d_custom_document: await templates.getCustomDocument(
          deps.db,
          authOf(request).user,
          request.params.id,
        ),
      },
    }),
  )

  const templateEnvelope = (template: Awaited<ReturnType<typeof templates.getCustomTemplate>>) => ({
    data: { d_custom_template: template },
  })

  app.get(
    api.customTemplates.path,
    { config, schema: { response: { 200: api.customTemplates.response } } },
    async (request) => ({
      data: { d_custom_templates: await templates.listCustomTemplates(deps.db, authOf(request).user.id) },
    }),
  )

  app.post(
    api.createCustomTemplate.path,
    {
      config,
      schema: {
        body: api.createCustomTemplate.body,
        response: { 201: api.createCustomTemplate.response },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          templateEnvelope(
            await templates.createCustomTemplate(
              deps.db,
              authOf(request).user.id,
              request.body.custom_template,
            ),
          ),
        ),
  )

  app.get(
    api.customTemplate.path,
    {
      config,
      schema: { params: api.customTemplate.params, response: { 200: api.customTemplate.response } },
    },
    async (request) =>
      templateEnvelope(
        await templates.getCustomTemplate(deps.db, authOf(request).user.id, request.params.id),
      ),
  )

  app.put(
    api.updateCustomTemplate.path,
    {
      config,
      schema: {
        params: api.updateCustomTemplate.params,
        body: api.updateCustomTemplate.body,
        response: { 200: api.updateCustomTemplate.response },
      },
    },
    async (request) =>
      templateEnvelope(
        await templates.updateCustomTemplate(
          deps.db,
          authOf(request).user.id,
          request.params.id,
          request.body.custom_template,
        ),
      ),
  )

  app.delete(
    api.deleteCustomTemplate.path,
    { config, schema: { params: api.deleteCustomTemplate.params } },
    async (request, reply) => {
      await templates.deleteCustomTemplate(deps.db, authOf(request).user.id, request.params.id)
      return reply.status(204).send()
    },
  )
}
