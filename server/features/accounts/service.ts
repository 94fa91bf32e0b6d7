import { randomUUID } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'
import type { z } from 'zod'
import type { AccountUpdateRequest, SignupRequest, User } from '../../../contract/auth'
import { LANGUAGES, type Language } from '../../../contract/common'
import {
  newOneTimeToken,
  oneTimeTokenHash,
  signSessionToken,
  verifySignedLoginToken,
} from '../../auth/tokens'
import type { Config } from '../../config'
import type { Db } from '../../db/connect'
import type { NewUser, UserRow } from '../../db/schema'
import { AppError, badRequest, conflict, RateLimitedError, unauthorized } from '../../http/errors'
import type { EnqueueMail, MailJob } from '../../mail/jobs'
import type { Mailer } from '../../mail/mailer'
import { renderMail } from '../../mail/templates'
import type { BlobStore } from '../../storage/blobs'
import { grant } from '../credits/service'
import * as store from './store'

/**
 * What a signup through an invitation asks of the organisations feature, given at registration: organisations
 * depend on accounts (their members are users), never the other way.
 */
export interface SignupInvitations {
  /** Checks the invitation is this new user's, answers it and puts them in its organisation; throws if it cannot. */
  join(
    db: Db,
    token: string,
    user: { id: string; email: string; organizationId: string | null },
  ): Promise<unknown>
}

/**
 * The blob folders a feature keeps for a user (a consultation's audio, a template request's examples, a research
 * space's files), deleted with the account: given at registration, since those features depend on accounts.
 */
export type AccountFolders = (db: Db, userId: string) => Promise<string[]>

export interface AccountsDeps {
  db: Db
  config: Config
  /** Mails go out from a job: a request never waits for one. */
  enqueueMail: EnqueueMail
  /** Where the account's audio and files are kept, deleted with it. */
  blobs: BlobStore
  /** An invited signup joins the organisation through the organisations feature's own rules. */
  invitations: SignupInvitations
  /** Each feature's folders of the account's files, removed before the account. */
  accountFolders: readonly AccountFolders[]
}

/** Who is asking: for the audit trail and the rate limits. */
export interface Caller {
  ip: string
  userAgent: string | null
}

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
/** Mails an hour telling an account's owner that someone tried to sign up with their email. */
const SIGNUP_ATTEMPT_MAILS_PER_HOUR = 3
/** Lifetimes of the single-use tokens. */
export const TOKEN_LIFETIMES = { reset: HOUR, confirm: 48 * HOUR, qr: 5 * MINUTE } as const

/** Limits of requests that send mail or create accounts: [events counted, how many, in what window]. */
export const RATE_LIMITS = {
  loginAttemptsPerAddress: { events: ['login_failed', 'login_succeeded'], max: 50, window: 15 * MINUTE },
  signupsPerAddress: { events: ['signup'], max: 10, window: HOUR },
  resetsPerAccount: { events: ['reset_requested', 'confirmation_requested'], max: 5, window: HOUR },
  resetsPerAddress: { events: ['reset_requested', 'confirmation_requested'], max: 20, window: HOUR },
} as const satisfies Record<string, { events: store.AuthEvent[]; max: number; window: number }>

/**
 * Wrong passwords for one account from one address: a few are free, then each waits twice as long as the
 * one before. Keyed on both, so nobody elsewhere can lock a clinician out of their own device; a successful
 * sign-in from that address, or a password reset, starts the count again.
 */
export const LOGIN_DELAYS = {
  freeFailures: 5,
  firstDelay: 30 * SECOND,
  maxDelay: 15 * MINUTE,
  /** Failures older than this are forgotten. */
  window: HOUR,
} as const

// Argon2id with OWASP's recommended minimum (19 MiB, 2 passes).
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const
/** Verified when the email is unknown, so a wrong email takes as long as a wrong password. */
let dummyHash: Promise<string> | undefined

export function toUserDto(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    language: (LANGUAGES as readonly string[]).includes(row.language) ? (row.language as Language) : 'pt',
    phone_number: row.phoneNumber,
    medical_speciality_id: row.medicalSpecialityId,
    organization_id: row.organizationId,
    opt_in_newsletter: row.optInNewsletter,
    opt_in_product_contact: row.optInProductContact,
    save_audios: row.saveAudios,
    save_text_data: row.saveTextData,
    consultation_mode: row.consultationMode === 'mobile' ? 'mobile' : 'desktop',
    force_password_change: row.forcePasswordChange,
    email_confirmed: row.emailConfirmedAt !== null,
    preferred_model: row.preferredModel,
    staff: row.isStaff,
  }
}

const secondsUntil = (at: number) => Math.max(1, Math.ceil((at - Date.now()) / SECOND))

async function enforce(
  db: Db,
  limit: (typeof RATE_LIMITS)[keyof typeof RATE_LIMITS],
  by: { email: string } | { ip: string },
) {
  const since = new Date(Date.now() - limit.window)
  const counted = await store.authEventsSince(db, by, [...limit.events], since)
  if (counted.n >= limit.max) {
    // The count drops below the limit once the oldest counted event leaves the window.
    const freeAt = (counted.first?.getTime() ?? Date.now()) + limit.window
    throw new RateLimitedError(secondsUntil(freeAt), 'Too many attempts')
  }
}

/** Refuses a sign-in to this account from this address while its growing delay after failures runs. */
async function enforceLoginDelay(db: Db, email: string, ip: string) {
  const windowStart = Date.now() - LOGIN_DELAYS.window
  const succeeded = await store.authEventsSince(db, { email, ip }, ['login_succeeded'], new Date(windowStart))
  const reset = await store.authEventsSince(db, { email }, ['password_reset'], new Date(windowStart))
  const since = Math.max(windowStart, succeeded.last?.getTime() ?? 0, reset.last?.getTime() ?? 0)
  const failed = await store.authEventsSince(db, { email, ip }, ['login_failed'], new Date(since))
  if (failed.n < LOGIN_DELAYS.freeFailures || !failed.last) return
  const delay = Math.min(
    LOGIN_DELAYS.maxDelay,
    LOGIN_DELAYS.firstDelay * 2 ** (failed.n - LOGIN_DELAYS.freeFailures),
  )
  const freeAt = failed.last.getTime() + delay
  if (freeAt > Date.now()) {
    throw new RateLimitedError(secondsUntil(freeAt), 'Too many wrong passwords for this account from here')
  }
}

/** What a disabled account is told when it tries to sign in, however it signs in. */
export const accountDisabled = () =>
  new AppError(403, 'forbidden', 'This account is disabled: contact support to have it enabled again')

/** Records `event` against an account, with who asked. */
const recordUserEvent = (
  deps: Pick<AccountsDeps, 'db'>,
  user: UserRow,
  event: store.AuthEvent,
  caller: Caller,
) => store.recordAuthEvent(deps.db, { event, userId: user.id, email: user.email, ...caller })

/** Records how `user` proved who they are, then starts their session. */
async function signIn(
  deps: AccountsDeps,
  user: UserRow,
  how: { event: store.AuthEvent; method: string },
  caller: Caller,
) {
  await recordUserEvent(deps, user, how.event, caller)
  return startSession(deps, user, how.method)
}

async function startSession(deps: AccountsDeps, user: UserRow, method: string) {
  if (user.disabledAt) throw accountDisabled()
  const expiresAt = new Date(Date.now() + deps.config.tokenTtlSeconds * 1000)
  const session = await store.insertSession(deps.db, user.id, method, expiresAt)
  const token = await signSessionToken(deps.config.jwtSecret, {
    userId: user.id,
    sessionId: session.id,
    expiresAt,
  })
  return { user: toUserDto(user), token }
}

/** Mails a new confirmation link to an account whose email is not confirmed yet (support's resend). */
export async function sendConfirmationMail(deps: Pick<AccountsDeps, 'enqueueMail'>, user: UserRow) {
  if (user.emailConfirmedAt)
    throw conflict('The email of this account is already confirmed', { email: 'Confirmed' })
  await deps.enqueueMail({ kind: 'account_link', mail: 'confirm_email', email: user.email })
}

/**
 * The mail job of a single-use link: the link is made here, in the worker, and only when the account still
 * calls for it (it exists; a confirmation is still due; few signup attempts were mailed this hour).
 */
export async function mailAccountLink(
  deps: { db: Db; config: Pick<Config, 'appUrl'>; mailer: Mailer },
  job: Extract<MailJob, { kind: 'account_link' }>,
) {
  const user = await store.findUserByEmail(deps.db, job.email)
  if (!user) return 'no account'
  if (job.mail === 'confirm_email' && user.emailConfirmedAt) return 'already confirmed'
  if (job.mail === 'signup_attempt') {
    // A few mails an hour at most, so signups cannot be used to flood someone's mailbox.
    const attempts = await store.authEventsSince(
      deps.db,
      { email: user.email },
      ['signup'],
      new Date(Date.now() - HOUR),
    )
    if (attempts.n > SIGNUP_ATTEMPT_MAILS_PER_HOUR) return 'too many this hour'
  }
  const purpose = job.mail === 'confirm_email' ? 'confirm' : 'reset'
  const { token, hash: tokenHash } = newOneTimeToken()
  await store.insertOneTimeToken(deps.db, {
    hash: tokenHash,
    userId: user.id,
    purpose,
    expiresAt: new Date(Date.now() + TOKEN_LIFETIMES[purpose]),
  })
  const link = `${deps.config.appUrl}/${job.mail === 'confirm_email' ? 'confirm_email' : 'reset_password'}/${token}`
  await deps.mailer.send({
    to: user.email,
    ...renderMail(job.mail, toUserDto(user).language, user.name, link),
  })
  return 'sent'
}

const tokenInvalid = (what: string) =>
  new AppError(400, 'token_invalid', `This ${what} link is invalid, used or expired`, {
    token: 'Invalid or expired',
  })

/** What a new account's signup answers, for an email that is taken: nothing in it says so. */
function unconfirmedLookalike(body: SignupRequest): User {
  return {
    id: randomUUID(),
    name: body.user.name,
    email: body.user.email.toLowerCase(),
    language: body.user.language,
    phone_number: null,
    medical_speciality_id: null,
    organization_id: null,
    opt_in_newsletter: false,
    opt_in_product_contact: false,
    save_audios: false,
    save_text_data: false,
    consultation_mode: 'desktop',
    force_password_change: false,
    email_confirmed: false,
    preferred_model: null,
    staff: false,
  }
}

/**
 * Creates the account with its welcome credits. An invitation's link came through the mailbox, so an invited
 * signup is confirmed, joins the organisation and is signed in at once; others get a confirmation link.
 */
export async function signup(deps: AccountsDeps, body: SignupRequest, caller: Caller) {
  await enforce(deps.db, RATE_LIMITS.signupsPerAddress, { ip: caller.ip })
  const invited = body.invitation_token
  const passwordHash = await hash(body.user.password, ARGON2)
  const row = await deps.db.transaction(async (tx) => {
    const user = await store.insertUser(tx, {
      name: body.user.name,
      email: body.user.email.toLowerCase(),
      passwordHash,
      language: body.user.language,
      emailConfirmedAt: invited ? new Date() : null,
    })
    if (!user) return undefined
    if (invited) {
      try {
        await deps.invitations.join(tx, invited, user)
      } catch (error) {
        const message = error instanceof Error ? error.message : 'Unknown or expired invitation'
        throw badRequest(message, { invitation_token: message })
      }
    }
    await grant(
      tx,
      { kind: 'user', ownerId: user.id },
      deps.config.credits.welcome,
      'Welcome credits',
      'welcome',
    )
    return user
  })
  await store.recordAuthEvent(deps.db, {
    event: 'signup',
    email: body.user.email,
    userId: row?.id,
    ...caller,
  })
  if (!row) {
    // An invitation's link proves the mailbox, so its holder may be told; anyone else gets the answer a new
    // account gets, and the owner a mail saying someone tried, with a link to reset the password.
    if (invited) {
      throw new AppError(409, 'conflict', 'An account with this email exists', {
        'user.email': 'Already registered',
      })
    }
    await deps.enqueueMail({ kind: 'account_link', mail: 'signup_attempt', email: body.user.email })
    return { user: unconfirmedLookalike(body), token: null }
  }
  if (invited) return startSession(deps, (await store.findUserById(deps.db, row.id))!, 'invitation')
  await deps.enqueueMail({ kind: 'account_link', mail: 'confirm_email', email: row.email })
  return { user: toUserDto(row), token: null }
}

export async function login(deps: AccountsDeps, email: string, password: string, caller: Caller) {
  await enforce(deps.db, RATE_LIMITS.loginAttemptsPerAddress, { ip: caller.ip })
  await enforceLoginDelay(deps.db, email, caller.ip)
  const user = await store.findUserByEmail(deps.db, email)
  dummyHash ??= hash('not a password of anyone', ARGON2)
  const ok = await verify(user?.passwordHash ?? (await dummyHash), password)
  if (!user || !ok) {
    await store.recordAuthEvent(deps.db, { event: 'login_failed', email, userId: user?.id, ...caller })
    throw new AppError(401, 'invalid_credentials', 'Invalid credentials')
  }
  await store.recordAuthEvent(deps.db, { event: 'login_succeeded', email, userId: user.id, ...caller })
  if (!user.emailConfirmedAt) {
    throw new AppError(403, 'email_not_confirmed', 'Confirm your email first: open the link we sent you')
  }
  return startSession(deps, user, 'password')
}

export async function logout(
  deps: AccountsDeps,
  auth: { userId: string; sessionId: string },
  caller: Caller,
) {
  await store.revokeSession(deps.db, auth.sessionId)
  await store.recordAuthEvent(deps.db, { event: 'logout', userId: auth.userId, ...caller })
}

export async function confirmEmail(deps: AccountsDeps, token: string, caller: Caller) {
  const used = await store.consumeOneTimeToken(deps.db, oneTimeTokenHash(token), 'confirm')
  if (!used) throw tokenInvalid('confirmation')
  const user = await store.updateUser(deps.db, used.userId, { emailConfirmedAt: new Date() })
  if (!user) throw tokenInvalid('confirmation')
  return signIn(deps, user, { event: 'email_confirmed', method: 'confirm_email' }, caller)
}

/**
 * Answers the same, after the same work, whether or not the email is known, so it cannot be used to find
 * accounts: the mail job is queued for any email, and the worker finds out whether it has an account.
 */
export async function requestPasswordReset(deps: AccountsDeps, email: string, caller: Caller) {
  await enforce(deps.db, RATE_LIMITS.resetsPerAddress, { ip: caller.ip })
  await enforce(deps.db, RATE_LIMITS.resetsPerAccount, { email })
  const user = await store.findUserByEmail(deps.db, email)
  await store.recordAuthEvent(deps.db, { event: 'reset_requested', email, userId: user?.id, ...caller })
  await deps.enqueueMail({ kind: 'account_link', mail: 'reset_password', email })
}

/** Mails a new confirmation link to an unconfirmed account; answers the same for any email. */
export async function resendConfirmation(deps: AccountsDeps, email: string, caller: Caller) {
  await enforce(deps.db, RATE_LIMITS.resetsPerAddress, { ip: caller.ip })
  await enforce(deps.db, RATE_LIMITS.resetsPerAccount, { email })
  const user = await store.findUserByEmail(deps.db, email)
  await store.recordAuthEvent(deps.db, {
    event: 'confirmation_requested',
    email,
    userId: user?.id,
    ...caller,
  })
  // The worker checks that the account exists and is unconfirmed: the answer does not wait for that.
  await deps.enqueueMail({ kind: 'account_link', mail: 'confirm_email', email })
}

export async function resetPassword(deps: AccountsDeps, token: string, password: string, caller: Caller) {
  const used = await store.consumeOneTimeToken(deps.db, oneTimeTokenHash(token), 'reset')
  if (!used) throw tokenInvalid('password reset')
  const user = await store.updateUser(deps.db, used.userId, {
    passwordHash: await hash(password, ARGON2),
    forcePasswordChange: false,
    // Following a link from the mailbox proves the address as well.
    emailConfirmedAt: new Date(),
  })
  await store.revokeSessionsOf(deps.db, used.userId)
  // Recorded with the email: it lifts the sign-in delays of that account (enforceLoginDelay).
  await store.recordAuthEvent(deps.db, {
    event: 'password_reset',
    userId: used.userId,
    email: user?.email,
    ...caller,
  })
}

/**
 * A QR token for the phone and the address it opens: APP_URL when set, else the address the browser used
 * (a LAN address works; 'localhost' does not), with a warning when a phone cannot use it.
 */
export async function createQrToken(deps: AccountsDeps, userId: string, browserOrigin: string) {
  const { token, hash: tokenHash } = newOneTimeToken()
  const expiresAt = new Date(Date.now() + TOKEN_LIFETIMES.qr)
  await store.insertOneTimeToken(deps.db, { hash: tokenHash, userId, purpose: 'qr', expiresAt })
  const origin = deps.config.appUrlSet ? deps.config.appUrl : browserOrigin
  return {
    token,
    expires_at: expiresAt.toISOString(),
    url: `${origin.replace(/\/$/, '')}/autologin/${encodeURIComponent(token)}`,
    phone_warning: phoneWarning(origin),
  }
}

/** Why a phone may not use an address: only this computer answers it, or it is not HTTPS. */
export function phoneWarning(origin: string): 'loopback' | 'not_https' | null {
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return 'loopback'
  }
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127\./.test(host) ||
    host === '::1' ||
    host === '0.0.0.0'
  )
    return 'loopback'
  return url.protocol === 'https:' ? null : 'not_https'
}

export async function autoLogin(deps: AccountsDeps, token: string, caller: Caller) {
  const used = await store.consumeOneTimeToken(deps.db, oneTimeTokenHash(token), 'qr')
  const user = used && (await store.findUserById(deps.db, used.userId))
  if (!user) throw tokenInvalid('QR code')
  return signIn(deps, user, { event: 'qr_login', method: 'qr' }, caller)
}

export async function signedTokenLogin(deps: AccountsDeps, token: string, caller: Caller) {
  const secret = deps.config.integrationSecret
  if (!secret) throw new AppError(503, 'unavailable', 'Signed-token login is not configured on this server')
  const check = await verifySignedLoginToken(secret, token)
  if (!check.ok) {
    throw new AppError(401, 'token_invalid', `The signed login token is ${check.reason}`, {
      token: check.reason,
    })
  }
  if (!(await store.markSignedTokenUsed(deps.db, check.useKey, check.expiresAt))) {
    throw new AppError(401, 'token_invalid', 'The signed login token was already used', { token: 'replayed' })
  }
  const user = await store.findUserByEmail(deps.db, check.email)
  if (!user) throw unauthorized('No Escriba account has the email of this login token')
  return signIn(deps, user, { event: 'signed_login', method: 'signed_token' }, caller)
}

export async function updateAccount(
  deps: AccountsDeps,
  auth: { user: UserRow; sessionId: string },
  changes: z.infer<typeof AccountUpdateRequest>['user'],
  caller: Caller,
) {
  const { user } = auth
  if (changes.email !== undefined && changes.email.toLowerCase() !== user.email) {
    throw badRequest('The email is changed through support', { 'user.email': 'Contact support to change it' })
  }
  if (
    changes.medical_speciality_id &&
    !(await store.specialityExists(deps.db, changes.medical_speciality_id))
  ) {
    throw badRequest('Unknown medical speciality', { 'user.medical_speciality_id': 'Unknown speciality' })
  }
  if (
    changes.preferred_model &&
    !deps.config.generation.models.some((m) => m.id === changes.preferred_model)
  ) {
    throw badRequest('This server does not offer that model', {
      'user.preferred_model': 'Not one of GET /v1/models',
    })
  }
  const update: Partial<NewUser> = {
    name: changes.name,
    phoneNumber: changes.phone_number,
    medicalSpecialityId: changes.medical_speciality_id,
    language: changes.language,
    optInNewsletter: changes.opt_in_newsletter,
    optInProductContact: changes.opt_in_product_contact,
    saveAudios: changes.save_audios,
    saveTextData: changes.save_text_data,
    consultationMode: changes.consultation_mode,
    preferredModel: changes.preferred_model,
  }
  if (changes.password !== undefined) {
    if (!changes.current_password || !(await verify(user.passwordHash, changes.current_password))) {
      throw badRequest('The current password is not right', {
        'user.current_password': 'Not your current password',
      })
    }
    update.passwordHash = await hash(changes.password, ARGON2)
    update.forcePasswordChange = false
  }
  const row = await store.updateUser(deps.db, user.id, update)
  if (changes.password !== undefined) {
    await store.revokeSessionsOf(deps.db, user.id, auth.sessionId)
    await recordUserEvent(deps, user, 'password_changed', caller)
  }
  return toUserDto(row!)
}

export async function deleteAccount(deps: AccountsDeps, user: UserRow, caller: Caller) {
  const folders: string[] = []
  for (const foldersOf of deps.accountFolders) folders.push(...(await foldersOf(deps.db, user.id)))
  // Files first: a deletion that fails halfway leaves the account, so asking again removes the rest.
  for (const folder of folders) await deps.blobs.deletePrefix(folder)
  await store.deleteUser(deps.db, user.id)
  await recordUserEvent(deps, user, 'account_deleted', caller)
}

export async function medicalSpecialities(deps: Pick<AccountsDeps, 'db'>, language: Language) {
  const rows = await store.listSpecialities(deps.db)
  return rows.map((row) => ({ id: row.id, name: row.names[language] ?? row.names.pt }))
}

/** Creates a confirmed account from the command line (support's tool). */
export async function createConfirmedUser(
  deps: Pick<AccountsDeps, 'db'>,
  input: {
    email: string
    name: string
    password: string
    language?: Language
    staff?: boolean
    welcomeCredits: number
  },
) {
  const row = await store.insertUser(deps.db, {
    email: input.email.toLowerCase(),
    name: input.name,
    passwordHash: await hash(input.password, ARGON2),
    language: input.language ?? 'pt',
    emailConfirmedAt: new Date(),
    isStaff: input.staff ?? false,
  })
  if (!row) throw new Error(`An account with the email ${input.email} exists`)
  await grant(deps.db, { kind: 'user', ownerId: row.id }, input.welcomeCredits, 'Welcome credits', 'welcome')
  return toUserDto(row)
}
