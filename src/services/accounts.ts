import type { AccountUpdateRequest, User } from '../../contract/auth'
import type { Language } from '../../contract/constants'
import { type Api, ApiError, type ApiResponse } from './api'

/**
 * The account answers' schemas, loaded with zod on the first call: the sign-in screens, which make these
 * calls, start without the schema library.
 */
const schemas = () => import('../../contract/auth')

/** A sign-in the server granted: the session token (from the Authorization header) and the user. */
export type SignedIn = { token: string; user: User }

export type Credentials = { email: string; password: string }
export type Signup = { name: string; email: string; password: string; language: Language }
export type NewPassword = { password: string; password_confirmation: string }
export type AccountChanges = AccountUpdateRequest['user']
/** A medical speciality, named in the interface language. */
export type Speciality = { id: string; name: string }

export type Accounts = ReturnType<typeof createAccounts>

/** The bearer token of an `Authorization: Bearer <jwt>` header. */
export function bearerToken(header: string | null): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i)
  return match?.[1] ?? null
}

/**
 * Reads a sign-in answer: the token from the header, d_user from the body. The spec logs 'Token not
 * returned' and 'User not returned' when one is missing; the caller gets an error to show.
 */
export async function readSignIn(response: ApiResponse<unknown>): Promise<SignedIn> {
  const token = bearerToken(response.headers.get('authorization'))
  if (!token) {
    console.error('Token not returned')
    throw new ApiError('invalid_response', 'internal', 'Token not returned', response.status)
  }
  const { UserEnvelope } = await schemas()
  const parsed = UserEnvelope.safeParse(response.data)
  if (!parsed.success) {
    console.error('User not returned')
    throw new ApiError('invalid_response', 'internal', 'User not returned', response.status)
  }
  return { token, user: parsed.data.data.d_user }
}

/** The account and specialities a settings form starts from; null where loading failed. */
export type AccountSettings = { user: User | null; specialities: Speciality[] | null }

const json = (body: unknown) => ({ json: body })

const logged =
  <T>(what: string, fallback: T) =>
  (error: unknown): T => {
    console.error(what, error)
    return fallback
  }

/** The account calls of the spec (section 7), each parsed with the contract's schemas. */
export function createAccounts(api: Api) {
  // Single-use tokens are spent once, and a form is sent once: a second call with the same token or the
  // same form while the first is on its way (a double click, two screens asking at once) gets the first
  // call's answer.
  const inFlight = new Map<string, Promise<unknown>>()
  const spendOnce = <T>(key: string, call: () => Promise<T>): Promise<T> => {
    const pending = inFlight.get(key) as Promise<T> | undefined
    if (pending) return pending
    const started = call().finally(() => inFlight.delete(key))
    inFlight.set(key, started)
    return started
  }

  const getAccount = async (): Promise<User> =>
    (await api.get('/v1/account', { schema: (await schemas()).UserEnvelope })).data.d_user
  const medicalSpecialities = async (): Promise<Speciality[]> =>
    (await api.get('/v1/medical_specialities', { schema: (await schemas()).MedicalSpecialitiesResponse }))
      .data.d_medical_specialities

  return {
    /** POST /v1/login. */
    signIn(credentials: Credentials): Promise<SignedIn> {
      return spendOnce(`login:${JSON.stringify(credentials)}`, async () =>
        readSignIn(await api.request('/v1/login', { method: 'post', ...json({ user: credentials }) })),
      )
    },

    /** POST /v1/signup: the account waits for its email to be confirmed; no session yet. */
    signUp(user: Signup): Promise<User> {
      return spendOnce(`signup:${JSON.stringify(user)}`, async () => {
        const answer = await api.post('/v1/signup', {
          ...json({ user }),
          schema: (await schemas()).UserEnvelope,
        })
        return answer.data.d_user
      })
    },

    /** POST /v1/reset_password: the same answer whether or not the email has an account. */
    requestPasswordReset(email: string): Promise<void> {
      return spendOnce(`reset:${email}`, async () => {
        await api.post('/v1/reset_password', {
          ...json({ email }),
          schema: (await schemas()).MessageResponse,
        })
      })
    },

    /** PATCH /v1/reset_password/:token. */
    async resetPassword(token: string, body: NewPassword): Promise<void> {
      await api.patch(`/v1/reset_password/${encodeURIComponent(token)}`, {
        ...json(body),
        schema: (await schemas()).MessageResponse,
      })
    },

    /** PATCH /v1/confirm_email/:token: confirms the address and signs in. */
    confirmEmail(token: string): Promise<SignedIn> {
      return spendOnce(`confirm:${token}`, async () =>
        readSignIn(await api.request(`/v1/confirm_email/${encodeURIComponent(token)}`, { method: 'patch' })),
      )
    },

    /** POST /v1/auto_login/ with a QR token. */
    autoLogin(token: string): Promise<SignedIn> {
      return spendOnce(`qr:${token}`, async () =>
        readSignIn(await api.request('/v1/auto_login/', { method: 'post', ...json({ token }) })),
      )
    },

    /** POST /v1/signed_token_login/ with a token signed by an integrating system. */
    signedTokenLogin(token: string): Promise<SignedIn> {
      return spendOnce(`signed:${token}`, async () =>
        readSignIn(await api.request('/v1/signed_token_login/', { method: 'post', ...json({ token }) })),
      )
    },

    /** GET /v1/account. */
    getAccount,

    /** PUT /v1/account with only the fields that change. */
    async updateAccount(changes: AccountChanges): Promise<User> {
      return (
        await api.put('/v1/account', { ...json({ user: changes }), schema: (await schemas()).UserEnvelope })
      ).data.d_user
    },

    /** DELETE /v1/account of the signed-in user. */
    async deleteAccount(): Promise<void> {
      await api.delete('/v1/account')
    },

    /**
     * What a settings form starts from: GET /v1/account and, when asked, GET /v1/medical_specialities.
     * A failure of either is only logged (spec, section 8) and leaves null: the form then works from the
     * user the browser already holds.
     */
    async loadSettings(withSpecialities: boolean): Promise<AccountSettings> {
      const [user, specialities] = await Promise.all([
        getAccount().catch(logged('Error loading the account', null)),
        withSpecialities ? medicalSpecialities().catch(logged('Error loading specialities', null)) : null,
      ])
      return { user, specialities }
    },

    /** GET /v1/medical_specialities, translated by the server into the interface language. */
    medicalSpecialities,
  }
}

/**
 * POST /v1/confirm_email: mails a new confirmation link to an account still waiting for it. The answer is
 * the same whether or not such an account exists. Outside createAccounts: only the login screen needs it.
 */
export async function resendConfirmation(api: Api, email: string): Promise<void> {
  await api.post('/v1/confirm_email', { json: { email }, schema: (await schemas()).MessageResponse })
}
