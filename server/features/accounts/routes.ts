import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { api } from '../../../contract/api'
import type { User } from '../../../contract/auth'
import { authOf } from '../../auth/authenticate'
import { languageOf } from '../../http/language'
import { contractRoutes } from '../../http/route'
import * as accounts from './service'

const caller = (request: FastifyRequest): accounts.Caller => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
})

/** Session tokens travel in the Authorization response header, as the browser expects. */
const withToken = (reply: FastifyReply, token: string) => reply.header('authorization', `Bearer ${token}`)

/** A sign-in's answer: the user in the body, the token in the header. */
const signedIn = (reply: FastifyReply, { user, token }: { user: User; token: string }) => {
  withToken(reply, token)
  return { d_user: user }
}

export const accountRoutes: FastifyPluginAsyncZod<accounts.AccountsDeps> = async (app, deps) => {
  const route = contractRoutes(app)

  route(api.signup, async (request, reply) => {
    const signedUp = await accounts.signup(deps, request.body, caller(request))
    if (signedUp.token) withToken(reply, signedUp.token)
    return { d_user: signedUp.user }
  })
  route(api.login, async (request, reply) => {
    const { email, password } = request.body.user
    return signedIn(reply, await accounts.login(deps, email, password, caller(request)))
  })
  route(api.logout, async (request) => {
    const { user, sessionId } = authOf(request)
    await accounts.logout(deps, { userId: user.id, sessionId }, caller(request))
  })

  route(api.getAccount, async (request) => ({ d_user: accounts.toUserDto(authOf(request).user) }))
  route(api.updateAccount, async (request) => ({
    d_user: await accounts.updateAccount(deps, authOf(request), request.body.user, caller(request)),
  }))
  route(api.deleteAccount, (request) => accounts.deleteAccount(deps, authOf(request).user, caller(request)))
  route(api.medicalSpecialities, async (request) => ({
    d_medical_specialities: await accounts.medicalSpecialities(deps, languageOf(request)),
  }))

  route(api.requestPasswordReset, async (request) => {
    await accounts.requestPasswordReset(deps, request.body.email, caller(request))
    return { message: 'If the email has an account, a reset link is on its way' }
  })
  route(api.resetPassword, async (request) => {
    await accounts.resetPassword(deps, request.params.token, request.body.password, caller(request))
    return { message: 'Password changed; sign in with the new one' }
  })
  route(api.resendConfirmation, async (request) => {
    await accounts.resendConfirmation(deps, request.body.email, caller(request))
    return { message: 'If the email has an unconfirmed account, a new link is on its way' }
  })
  route(api.confirmEmail, async (request, reply) =>
    signedIn(reply, await accounts.confirmEmail(deps, request.params.token, caller(request))),
  )

  route(api.qrToken, async (request) => {
    // The address the browser used: behind a proxy, what TRUST_PROXY lets it say.
    const origin = `${request.protocol}://${request.host}`
    return accounts.createQrToken(deps, authOf(request).user.id, origin)
  })
  route(api.autoLogin, async (request, reply) =>
    signedIn(reply, await accounts.autoLogin(deps, request.body.token, caller(request))),
  )
  route(api.signedTokenLogin, async (request, reply) =>
    signedIn(reply, await accounts.signedTokenLogin(deps, request.body.token, caller(request))),
  )
}
