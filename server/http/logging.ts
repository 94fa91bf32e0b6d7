import { type FastifyReply, type FastifyRequest, LogController } from 'fastify'
import pino, { type DestinationStream } from 'pino'

/** Path segments that carry a secret: single-use links, invitations, QR and integration logins. */
const TOKEN_SEGMENT =
  /\/(reset_password|confirm_email|organization_invitations|invitations|autologin|auto_login|integration)\/([^/?#]+)/g
const TOKEN_QUERY = /([?&](?:token|access_token|run_key|thread_key)=)[^&#]*/gi

/** The address with its secrets masked: what the log may keep of a request. */
export function loggableUrl(url: string): string {
  return url.replace(TOKEN_SEGMENT, '/$1/[redacted]').replace(TOKEN_QUERY, '$1[redacted]')
}

interface LoggedRequest {
  method?: string
  url?: string
  ip?: string
  socket?: { remoteAddress?: string }
}

/**
 * The process's logger. Fastify logs each request's method and address: addresses are masked (a reset link
 * in a log is a password reset for whoever reads it), and headers, where the bearer token goes, are never
 * logged.
 */
export function createLogger(level: string, destination?: DestinationStream) {
  const options: pino.LoggerOptions = {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'password',
        'token',
        '*.password',
        '*.token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: loggableUrl(req.url ?? ''),
        remoteAddress: req.ip ?? req.socket?.remoteAddress,
      }),
    },
  }
  return destination ? pino(options, destination) : pino(options)
}

/** A request that took this long is logged at info whatever it was. */
export const SLOW_REQUEST_MS = 1000
/** Requests that change nothing: at info, logged only when they fail or are slow. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS'])
const LEVELS = pino.levels.values

/** A read logged at info only when it fails or is slow: below debug, where every request is logged. */
function quietRead(request: FastifyRequest): boolean {
  return READS.has(request.method) && (LEVELS[request.log.level] ?? 0) > LEVELS.debug!
}

/**
 * Fastify's lines about each request, with reads (GET, HEAD, OPTIONS) quiet at info: a read is one line,
 * `request completed` with its method, masked address, status and time, when it failed (4xx, 5xx) or took
 * a second or more, and none when it succeeded in less. A successful quick read (the status polls, the
 * lists, the health checks: most requests) was two lines that cost 20–35 µs of the server's CPU and told an
 * operator nothing to act on. Writes (sign-ins, uploads, every change) keep both lines at info; at debug and
 * trace every request does; errors, premature closes and unknown routes are logged as always, and the error
 * handler logs every 5xx with its error besides.
 */
export class RequestLogging extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply) {
    if (!quietRead(request)) super.incomingRequest(request, reply)
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error || !quietRead(request)) return super.requestCompleted(error, request, reply)
    if (reply.statusCode >= 400 || reply.elapsedTime >= SLOW_REQUEST_MS)
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed')
  }
}
