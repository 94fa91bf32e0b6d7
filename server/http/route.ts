import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
  RouteShorthandOptions,
} from 'fastify'
import type { z } from 'zod'
import type { Call } from '../../contract/api'

type Parsed<T> = T extends z.ZodType ? z.output<T> : unknown

/** A request of the call, typed by its contract schemas (already checked when the handler runs). */
export type CallRequest<C extends Call> = FastifyRequest<{
  Params: Parsed<C['params']>
  Querystring: Parsed<C['querystring']>
  Body: Parsed<C['body']>
}>

/** The payload of a call's body, under `data` (the route wraps it); a body outside the envelope is never. */
export type Payload<C extends Call> = C['response'] extends z.ZodType
  ? z.input<C['response']> extends { data: infer D }
    ? D
    : never
  : never

/**
 * A route's handler: the payload it answers, or the reply itself when it sent the answer on its own (a file,
 * a CSV, a body already serialised, the health check outside the envelope); for a call without a body, what
 * it returns is not sent. The contract's status is set before it runs; it may set another.
 */
export type CallHandler<C extends Call> = (
  request: CallRequest<C>,
  reply: FastifyReply,
) => Promise<C['response'] extends z.ZodType ? Payload<C> | FastifyReply : unknown>

/** What a few routes add to their call: a larger body, its 413 message, a quieter log, more statuses. */
export interface RouteExtras {
  config?: FastifyContextConfig
  bodyLimit?: number
  logLevel?: string
  serializerCompiler?: RouteShorthandOptions['serializerCompiler']
  /** Other success statuses the handler may choose, answered with the call's same body. */
  alsoAnswers?: number[]
}

/**
 * Declares the contract's calls on a feature's plugin: method, path, auth, schemas and status all come from
 * the `call()` in contract/api.ts, and the handler's payload is wrapped in the `{ data }` envelope.
 */
// biome-ignore lint/suspicious/noExplicitAny: any plugin instance, whatever its type provider
export function contractRoutes(app: FastifyInstance<any, any, any, any, any>) {
  function route<C extends Call>(call: C, handler: CallHandler<C>): void
  function route<C extends Call>(call: C, extras: RouteExtras, handler: CallHandler<C>): void
  function route<C extends Call>(call: C, a: RouteExtras | CallHandler<C>, b?: CallHandler<C>) {
    const extras = typeof a === 'function' ? {} : a
    const handler = (typeof a === 'function' ? a : b) as CallHandler<C>
    const { alsoAnswers = [], config, ...options } = extras
    const schema = {
      ...(call.params ? { params: call.params } : {}),
      ...(call.querystring ? { querystring: call.querystring } : {}),
      ...(call.body ? { body: call.body } : {}),
      ...(call.response
        ? {
            response: Object.fromEntries(
              [call.status, ...alsoAnswers].map((status) => [status, call.response]),
            ),
          }
        : {}),
    }
    app.route({
      method: call.method,
      url: call.path,
      ...options,
      ...(call.auth || config ? { config: { ...(call.auth ? { auth: true } : {}), ...config } } : {}),
      ...(Object.keys(schema).length ? { schema } : {}),
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        reply.status(call.status)
        const payload = await handler(request as CallRequest<C>, reply)
        // A reply is thenable: the handler's `return reply` arrives here unwrapped (undefined) once it is sent,
        // and wrapping that in the envelope made Fastify build an "already sent" error for every such answer.
        if (payload === reply || reply.sent) return reply
        if (!call.response) return reply.send()
        return { data: payload }
      },
    } as RouteOptions)
  }
  return route
}
