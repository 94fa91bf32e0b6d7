import multipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { api } from '../../../contract/api'
import { MAX_EXAMPLE_FILE_BYTES, MAX_EXAMPLE_FILES, TemplateRequestInput } from '../../../contract/templates'
import { authOf } from '../../auth/authenticate'
import { sendUploadedFile } from '../../http/download'
import { AppError, badRequest } from '../../http/errors'
import { languageOf } from '../../http/language'
import { readForm } from '../../http/multipart'
import { contractRoutes } from '../../http/route'
import { refuseUnstorable } from '../../http/text-guard'
import * as templates from './service'

/** The JSON `request` part: 20 sections of a few thousand characters each, with room to spare. */
const MAX_REQUEST_PART = 256 * 1024

/** Reads the `request` part (JSON) and the `files` parts of a template request, with limits named by field. */
async function readRequestForm(request: FastifyRequest) {
  const form = await readForm(request, {
    notMultipart: {
      message: 'Send the request as multipart/form-data',
      fields: { request: 'Send multipart/form-data with a request part and optional files parts' },
    },
    keepFile: (field) => field === 'files',
  })
  if (form.limit?.reached === 'file size') {
    const { field, filename } = form.limit
    const index = form.files.length - 1
    throw new AppError(413, 'payload_too_large', `${filename} is larger than 10 MB`, {
      [field === 'files' ? `files.${index}` : field]: 'Larger than 10 MB',
    })
  }
  if (form.limit?.reached === 'files') {
    throw badRequest(`At most ${MAX_EXAMPLE_FILES} example files`, {
      files: `At most ${MAX_EXAMPLE_FILES} files`,
    })
  }
  if (form.limit) {
    throw badRequest('Too many parts: send one request part and the files', { request: 'Too many parts' })
  }
  if (form.truncatedFields.includes('request'))
    throw badRequest('The request is too long', { request: 'Too long' })
  const json = form.fields.request
  if (json === undefined) throw badRequest('The request part is missing', { request: 'Required' })
  let body: unknown
  try {
    body = JSON.parse(json)
  } catch {
    throw badRequest('The request part is not valid JSON', { request: 'Not JSON' })
  }
  refuseUnstorable(body, 'request')
  const parsed = TemplateRequestInput.safeParse(body)
  if (!parsed.success) {
    const fields: Record<string, string> = {}
    for (const issue of parsed.error.issues) {
      fields[['request', ...issue.path].join('.')] ??= issue.message
    }
    throw new AppError(400, 'validation_failed', `Invalid ${Object.keys(fields).join(', ')}`, fields)
  }
  const files = form.files.map(({ filename, data }) => ({
    filename: filename.replaceAll('\u0000', '') || 'file',
    data,
  }))
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
