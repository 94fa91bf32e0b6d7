import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { api } from '../../../contract/api'
import { authOf } from '../../auth/authenticate'
import { languageOf } from '../../http/language'
import * as accounts from './service'

const caller = (request: FastifyRequest): accounts.Caller => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
})

/** Session tokens travel in the Authorization response header, as the browser expects. */
const withToken = (reply: FastifyReply, token: string) => reply.header('authorization', `Bearer ${token}`)

export const accountRoutes: FastifyPluginAsyncZod<accounts.AccountsDeps> = async (app, deps) => {
  const auth = { auth: true }

  app.post(
    api.signup.path,
    { schema: { body: api.signup.body, response: { 201: api.signup.response } } },
    async (request, reply) => {
      const signedUp = await accounts.signup(deps, request.body, caller(request))
      if (signedUp.token) withToken(reply, signedUp.token)
      return reply.status(201).send({ data: { d_user: signedUp.user } })
    },
  )

  app.post(
    api.login.path,
    { schema: { body: api.login.body, response: { 200: api.login.response } } },
    async (request, reply) => {
      const { user, token } = await accounts.login(
        deps,
        request.body.user.email,
        request.body.user.password,
        caller(request),
      )
      return withToken(reply, token).send({ data: { d_user: user } })
    },
  )

  app.delete(api.logout.path, { config: auth }, async (request, reply) => {
    const { user, sessionId } = authOf(request)
    await accounts.logout(deps, { userId: user.id, sessionId }, caller(request))
    return reply.status(204).send()
  })

  app.get(
    api.getAccount.path,
    { config: auth, schema: { response: { 200: api.getAccount.response } } },
    async (request) => ({
      data: { d_user: accounts.toUserDto(authOf(request).user) },
    }),
  )

  app.put(
    api.updateAccount.path,
    { config: auth, schema: { body: api.updateAccount.body, response: { 200: api.updateAccount.response } } },
    async (request) => ({
      data: {
        d_user: await accounts.updateAccount(deps, authOf(request), request.body.user, caller(request)),
      },
    }),
  )

  app.delete(api.deleteAccount.path, { config: auth }, async (request, reply) => {
    await accounts.deleteAccount(deps, authOf(request).user, caller(request))
    return reply.status(204).send()
  })

  app.get(
    api.medicalSpecialities.path,
    { schema: { response: { 200: api.medicalSpecialities.response } } },
    async (request) => ({
      data: { d_medical_specialities: await accounts.medicalSpecialities(deps, languageOf(request)) },
    }),
  )

  app.post(
    api.requestPasswordReset.path,
    { schema: { body: api.requestPasswordReset.body, response: { 202: api.requestPasswordReset.response } } },
    async (request, reply) => {
      await accounts.requestPasswordReset(deps, request.body.email, caller(request))
      return reply
        .status(202)
        .send({ data: { message: 'If the email has an account, a reset link is on its way' } })
    },
  )

  app.patch(
    api.resetPassword.path,
    {
      schema: {
        params: api.resetPassword.params,
        body: api.resetPassword.body,
        response: { 200: api.resetPassword.response },
      },
    },
    async (request) => {
      await accounts.resetPassword(deps, request.params.token, request.body.password, caller(request))
      return { data: { message: 'Password changed; sign in with the new one' } }
    },
  )

  app.post(
    api.resendConfirmation.path,
    { schema: { body: api.resendConfirmation.body, response: { 202: api.resendConfirmation.response } } },
    async (request, reply) => {
      await accounts.resendConfirmation(deps, request.body.email, caller(request))
      return reply
        .status(202)
        .send({ data: { message: 'If the email has an unconfirmed account, a new link is on its way' } })
    },
  )

  app.patch(
    api.confirmEmail.path,
    { schema: { params: api.confirmEmail.params, response: { 200: api.confirmEmail.response } } },
    async (request, reply) => {
      const { user, token } = await accounts.confirmEmail(deps, request.params.token, caller(request))
      return withToken(reply, token).send({ data: { d_user: user } })
    },
  )

  app.post(
    api.qrToken.path,
    { config: auth, schema: { response: { 201: api.qrToken.response } } },
    async (request, reply) => {
      // The address the browser used: behind a proxy, what TRUST_PROXY lets it say.
      const origin = `${request.protocol}://${request.host}`
      return reply
        .status(201)
        .send({ data: await accounts.createQrToken(deps, authOf(request).user.id, origin) })
    },
  )

  app.post(
    api.autoLogin.path,
    { schema: { body: api.autoLogin.body, response: { 200: api.autoLogin.response } } },
    async (request, reply) => {
      const { user, token } = await accounts.autoLogin(deps, request.body.token, caller(request))
      return withToken(reply, token).send({ data: { d_user: user } })
    },
  )

  app.post(
    api.signedTokenLogin.path,
    { schema: { body: api.signedTokenLogin.body, response: { 200: api.signedTokenLogin.response } } },
    async (request, reply) => {
      const { user, token } = await accounts.signedTokenLogin(deps, request.body.token, caller(request))
      return withToken(reply, token).send({ data: { d_user: user } })
    },
  )
}
