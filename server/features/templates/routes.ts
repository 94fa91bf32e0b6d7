import multipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { api } from '../../../contract/api'
import { MAX_EXAMPLE_FILE_BYTES, MAX_EXAMPLE_FILES, TemplateRequestInput } from '../../../contract/templates'
import { authOf } from '../../auth/authenticate'
import { sendUploadedFile } from '../../http/download'
import { AppError, badRequest } from '../../http/errors'
import { languageOf } from '../../http/language'
import { contractRoutes } from '../../http/route'
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
  await app.register(multipart, {
    limits: {
      fileSize: MAX_EXAMPLE_FILE_BYTES,
      files: MAX_EXAMPLE_FILES,
      fields: 5,
      parts: MAX_EXAMPLE_FILES + 5,
      fieldSize: MAX_REQUEST_PART,
    },
  })

  const route = contractRoutes(app)
  const user = (request: FastifyRequest) => authOf(request).user

  route(api.createTemplateRequest, async (request) => {
    const { input, files } = await readRequestForm(request)
    return {
      d_template_request: await templates.submitRequest(
        deps,
        user(request),
        input,
        files,
        languageOf(request),
      ),
    }
  })
  route(api.templateRequests, async (request) => ({
    d_template_requests: await templates.listOwnRequests(deps.db, user(request).id),
  }))
  route(api.templateRequest, async (request) => ({
    d_template_request: await templates.getOwnRequest(deps.db, user(request).id, request.params.id),
  }))
  route(api.templateRequestFile, async (request, reply) => {
    const { id, fileId } = request.params
    return sendUploadedFile(reply, await templates.ownRequestFile(deps, user(request).id, id, fileId))
  })

  route(api.customDocuments, async (request) => ({
    d_custom_documents: await templates.listCustomDocuments(deps.db, user(request)),
  }))
  route(api.customDocument, async (request) => ({
    d_custom_document: await templates.getCustomDocument(deps.db, user(request), request.params.id),
  }))

  route(api.customTemplates, async (request) => ({
    d_custom_templates: await templates.listCustomTemplates(deps.db, user(request).id),
  }))
  route(api.createCustomTemplate, async (request) => ({
    d_custom_template: await templates.createCustomTemplate(
      deps.db,
      user(request).id,
      request.body.custom_template,
    ),
  }))
  route(api.customTemplate, async (request) => ({
    d_custom_template: await templates.getCustomTemplate(deps.db, user(request).id, request.params.id),
  }))
  route(api.updateCustomTemplate, async (request) => ({
    d_custom_template: await templates.updateCustomTemplate(
      deps.db,
      user(request).id,
      request.params.id,
      request.body.custom_template,
    ),
  }))
  route(api.deleteCustomTemplate, (request) =>
    templates.deleteCustomTemplate(deps.db, user(request).id, request.params.id),
  )
}
