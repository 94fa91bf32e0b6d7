import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import type { ErrorBody, ErrorCode } from '../../contract/common'
import { BlobNotFoundError } from '../storage/blobs'
import { loggableUrl } from './logging'
import { errorAnswerHeaders } from './security-headers'

/** A rule broken on purpose: services throw these, the error handler turns them into the error body. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message)
  }
}

/** Too many attempts: the answer says how long to wait, in its message, in `Retry-After` and in its fields. */
export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    what: string,
  ) {
    super(429, 'rate_limited', `${what}; try again in ${waitText(retryAfterSeconds)}`, {
      retry_after_seconds: String(retryAfterSeconds),
    })
  }
}

/** `40 seconds`, `1 minute`, `15 minutes`: rounded up, so waiting that long is always enough. */
function waitText(seconds: number) {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`
  const minutes = Math.ceil(seconds / 60)
  return minutes === 1 ? '1 minute' : `${minutes} minutes`
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a body over the route's limit is told (413), naming the field that makes it too large. */
    tooLarge?: { message: string; fields: Record<string, string> }
  }
}

export const notFound = (what: string) => new AppError(404, 'not_found', `${what} not found`)
export const unauthorized = (message = 'Sign in to continue') => new AppError(401, 'unauthorized', message)
export const forbidden = (message = 'You are not allowed to do this') =>
  new AppError(403, 'forbidden', message)
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError(409, 'conflict', message, fields)
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'bad_request', message, fields)

const codeForStatus: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'unavailable',
}

const body = (code: ErrorCode, message: string, fields?: Record<string, string>): ErrorBody => ({
  error: fields ? { code, message, fields } : { code, message },
})

/** Connection failures of PostgreSQL (and node-postgres's own), as codes or messages. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
])
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection error|timeout exceeded when trying to connect|the database system is (starting up|shutting down)|terminating connection/i

/** Whether the error (or one it wraps) says the database cannot be reached now: worth trying again. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true
    const message = (e as { message?: unknown }).message
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true
  }
  return false
}

/**
 * Text the database cannot store: a lone surrogate or a NUL in a string ('\udfff\ud800', which JSON writes as
 * an escape that PostgreSQL's json refuses), refused as an invalid text representation (22P02), untranslatable
 * (22P05) or outside the character set (22021). Bad input, not a broken server.
 */
function isUnstorableText(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (e.code === '22P05' || e.code === '22021' || e.code === '22P02') return true
    e = e.cause as typeof e
  }
  return false
}

/** Field path of a validation issue: `user.email` in a body, `token` in params; the part itself when empty. */
function fieldName(context: string | undefined, instancePath: string): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.')
  return path || context || 'body'
}

/** The one place that decides what an error looks like on the wire; no stack ever leaves the server. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds))
    if (error instanceof AppError) {
      return reply.status(error.status).send(body(error.code, error.message, error.fields))
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {}
      for (const issue of error.validation) {
        const name = fieldName(error.validationContext, issue.instancePath)
        fields[name] ??= issue.message ?? 'Invalid value'
      }
      const names = Object.keys(fields).join(', ')
      return reply.status(400).send(body('validation_failed', `Invalid ${names}`, fields))
    }
    // A stored file gone (removed by hand, or a store switched without moving its files): missing, not broken.
    if (error instanceof BlobNotFoundError) {
      request.log.warn({ err: error, url: loggableUrl(request.url) }, 'a stored file is missing')
      return reply
        .status(404)
        .send(body('not_found', 'The file is no longer stored on the server', { file: 'Missing' }))
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, url: loggableUrl(request.url) }, 'response did not match the contract')
      return reply.status(500).send(body('internal', 'Something went wrong on our side; try again'))
    }
    if (isUnstorableText(error)) {
      return reply.status(400).send(
        body('validation_failed', 'The text holds characters that cannot be stored', {
          body: 'Invalid characters',
        }),
      )
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error, url: loggableUrl(request.url) }, 'the database is unavailable')
      return reply
        .status(503)
        .header('retry-after', '5')
        .send(
          body('unavailable', 'The server cannot reach its database right now; nothing was lost, try again'),
        )
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      const code = codeForStatus[status] ?? 'bad_request'
      if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
        return reply
          .status(400)
          .send(body('bad_request', 'The body is not valid JSON', { body: error.message }))
      }
      const tooLarge = request.routeOptions.config?.tooLarge
      if (status === 413 && tooLarge) {
        return reply.status(413).send(body('payload_too_large', tooLarge.message, tooLarge.fields))
      }
      if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
        return reply.status(400).send(body('bad_request', 'The body is empty', { body: 'Required' }))
      }
      return reply.status(status).send(body(code, error.message))
    }
    request.log.error({ err: error, url: loggableUrl(request.url) }, 'unhandled error')
    const code = status === 503 ? 'unavailable' : 'internal'
    return reply.status(Math.max(status, 500)).send(body(code, 'Something went wrong on our side; try again'))
  })
}

/**
 * Errors the router raises before any route runs (an undecodable address, a path part over the length limit):
 * answered with the same error body as the rest, never echoing the address back.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  reply.headers(errorAnswerHeaders)
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply
      .status(414)
      .send(body('bad_request', 'A part of the address is too long', { path: 'Too long' }))
  }
  return reply
    .status(400)
    .send(body('bad_request', 'The address is not valid', { path: 'Not a valid address' }))
}
