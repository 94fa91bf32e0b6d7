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
