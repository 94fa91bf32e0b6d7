import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { api, type Call } from '../../contract/api'
import { CLIENT_VERSION, ErrorBody } from '../../contract/common'

type JsonSchema = Record<string, unknown>

const toSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' }) as JsonSchema

/** `/v1/x/:id` → `/v1/x/{id}` */
const openApiPath = (path: string) => path.replace(/:([A-Za-z_]+)/g, '{$1}')

function parameters(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return []
  const json = toSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] }
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }))
}

function operation(name: string, call: Call, implemented: boolean) {
  const errorResponse = {
    description: 'Error',
    content: { 'application/json': { schema: toSchema(ErrorBody, 'output') } },
  }
  const requestBody = call.body
    ? { required: true, content: { 'application/json': { schema: toSchema(call.body, 'input') } } }
    : call.multipart
      ? { required: true, content: { 'multipart/form-data': { schema: toSchema(call.multipart, 'input') } } }
      : undefined
  return {
    operationId: name,
    summary: call.summary,
    tags: [call.tag],
    ...(implemented
      ? {}
      : {
          description: 'Planned: described by the contract, not served yet.',
          'x-escriba-status': 'planned',
        }),
    ...(call.auth ? { security: [{ bearer: [] }] } : {}),
    parameters: [...parameters(call.params, 'path'), ...parameters(call.querystring, 'query')],
    ...(requestBody ? { requestBody } : {}),
    responses: {
      [call.status]: call.response
        ? {
            description: 'Success',
            content: { 'application/json': { schema: toSchema(call.response, 'output') } },
          }
        : { description: 'Success, no body' },
      '4XX': errorResponse,
      '5XX': errorResponse,
    },
  }
}

/** The OpenAPI document of every call in the contract; calls the server does not serve yet are marked planned. */
export function buildOpenApiDocument(isServed: (method: string, path: string) => boolean) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const [name, call] of Object.entries(api) as [string, Call][]) {
    const path = openApiPath(call.path)
    paths[path] ??= {}
    paths[path][call.method.toLowerCase()] = operation(name, call, isServed(call.method, call.path))
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Escriba API',
      version: CLIENT_VERSION,
      description:
        'The HTTP API of Escriba, the open-source AI scribe for clinicians. Every error answers ' +
        '`{ "error": { "code", "message", "fields"? } }`.',
    },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  }
}

/** Serves the document at /docs/json and a browsable UI at /docs. */
export async function registerOpenApi(app: FastifyInstance) {
  const served = new Set<string>()
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) served.add(`${method} ${route.url}`)
  })
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Escriba API', version: CLIENT_VERSION } },
    transformObject: () => buildOpenApiDocument((method, path) => served.has(`${method} ${path}`)) as never,
  })
  await app.register(fastifySwaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    // Escriba may be served over plain HTTP on a clinic's network: never force https for the docs' assets.
    // Swagger UI sets inline styles, so its page (and only its page) allows them.
    transformStaticCSP: (header) =>
      header
        .replace(/upgrade-insecure-requests;?/, '')
        .replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'"),
  })
}
