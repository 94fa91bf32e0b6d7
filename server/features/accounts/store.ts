import {
  and,
  type Column,
  count,
  eq,
  getTableColumns,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
} from 'drizzle-orm'
import type { Db } from '../../db/connect'
import { namesById, updateRowWhere } from '../../db/rows'
import type { NewUser } from '../../db/schema'
import {
  authEvents,
  authSessions,
  medicalSpecialities,
  oneTimeTokens,
  usedSignedTokens,
  users,
} from '../../db/schema'

export type OneTimePurpose = 'reset' | 'confirm' | 'qr'
export type AuthEvent =
  | 'signup'
  | 'login_succeeded'
  | 'login_failed'
  | 'logout'
  | 'reset_requested'
  | 'confirmation_requested'
  | 'password_reset'
  | 'password_changed'
  | 'email_confirmed'
  | 'qr_login'
  | 'signed_login'
  | 'account_deleted'

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()))
  return row
}

export async function findUserById(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id))
  return row
}

/** Inserts a user; undefined when the email is taken. */
export async function insertUser(db: Db, user: NewUser) {
  const [row] = await db.insert(users).values(user).onConflictDoNothing({ target: users.email }).returning()
  return row
}

export const updateUser = (db: Db, id: string, changes: Partial<NewUser>) =>
  updateRowWhere(db, users, { id }, changes)

export async function deleteUser(db: Db, id: string) {
  await db.delete(users).where(eq(users.id, id))
}

// What other features read and write of users: an organisation's members, support's console, the owner's
// name beside what they did, the choices a purge or a job follows. They join the subqueries built here.

/** The organisation's members, by name. */
export const membersOf = (db: Db, organizationId: string) =>
  db.select().from(users).where(eq(users.organizationId, organizationId)).orderBy(users.name)

/** The organisation's members as support lists them: who they are and their role, by email. */
export const memberContactsOf = (db: Db, organizationId: string) =>
  db
    .select({ id: users.id, name: users.name, email: users.email, role: users.organizationRole })
    .from(users)
    .where(eq(users.organizationId, organizationId))
    .orderBy(users.email)

/** How many members the organisation of id `organizationId` (a column of the caller's query) has. */
export const memberCount = (organizationId: Column) =>
  sql<number>`(select ${count()} from ${users} where ${users.organizationId} = ${organizationId})`

/** Puts a user in an organisation with a role, or takes them out (null). */
export async function setMembership(
  db: Db,
  userId: string,
  membership: { organizationId: string; role: 'member' | 'admin' } | null,
) {
  await db
    .update(users)
    .set(
      membership
        ? {
            organizationId: membership.organizationId,
            organizationRole: membership.role,
            organizationJoinedAt: new Date(),
          }
        : { organizationId: null, organizationRole: null, organizationJoinedAt: null },
    )
    .where(eq(users.id, userId))
}

export async function setOrganizationRole(db: Db, userId: string, role: 'member' | 'admin') {
  await db.update(users).set({ organizationRole: role }).where(eq(users.id, userId))
}

/** The names of these users that still exist, by id. */
export const userNamesOf = (db: Db, ids: readonly string[]) => namesById(db, users.id, users.name, ids)

/** Each user's name and email: who asked, in support's lists. */
export const userContacts = (db: Db) =>
  db.select({ id: users.id, name: users.name, email: users.email }).from(users).as('user_contacts')

/** Each user's language and chosen generation model: what a job does for them. */
export const userPreferences = (db: Db) =>
  db
    .select({ id: users.id, language: users.language, preferredModel: users.preferredModel })
    .from(users)
    .as('user_preferences')

/** Each user's retention choices: whether their audio and their text data are kept past retention. */
export const retentionChoices = (db: Db) =>
  db
    .select({ id: users.id, saveAudios: users.saveAudios, saveTextData: users.saveTextData })
    .from(users)
    .as('retention_choices')

/**
 * Every user as a subquery (`people`) and its columns as one row (`user`), for support's console to join
 * with what it shows beside an account.
 */
export function everyUser(db: Db) {
  const all = db.select().from(users).as('every_user')
  type Row = { [K in keyof typeof users._.columns]: (typeof all)[K] }
  const user = Object.fromEntries(
    Object.keys(getTableColumns(users)).map((key) => [key, all[key as keyof Row]]),
  ) as Row
  return { people: all, user }
}

export async function insertSession(db: Db, userId: string, method: string, expiresAt: Date) {
  const [row] = await db.insert(authSessions).values({ userId, method, expiresAt }).returning()
  return row!
}

/** The session and its user, when the session is neither revoked nor expired and the account not disabled. */
export async function findLiveSession(db: Db, sessionId: string, userId: string) {
  const [row] = await db
    .select({ session: authSessions, user: users })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.id, sessionId),
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, new Date()),
        isNull(users.disabledAt),
      ),
    )
  return row
}

/**
 * The same check as findLiveSession for the authentication hook, prepared once per database (a named
 * statement on PostgreSQL, so every request skips parsing and planning) and reading the clock of the
 * database every server process shares: the user, and how long the session stays live by that clock.
 */
export function liveSessionUserQuery(db: Db) {
  const query = db
    .select({
      user: users,
      remainingMs: sql<number>`(extract(epoch from ${authSessions.expiresAt} - now()) * 1000)::float8`,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.id, sql.placeholder('sessionId')),
        eq(authSessions.userId, sql.placeholder('userId')),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, sql`now()`),
        // A disabled account's token stops working at once, even before its sessions are revoked.
        isNull(users.disabledAt),
      ),
    )
    .prepare('live_session_user')
  return async (claims: { sessionId: string; userId: string }) => {
    const [row] = await query.execute(claims)
    return row ? { user: row.user, remainingMs: Number(row.remainingMs) } : undefined
  }
}

/**
 * The same check as liveSessionUserQuery for another feature's prepared statement to select from, as SQL
 * text with the session's and the user's parameters (`$1`): the session's `user_id`, and `remaining_ms`, how
 * long it stays live by the database's clock. No row when it is revoked or expired.
 */
export const liveSignInSql = (sessionIdParam: string, userIdParam: string) =>
  `select user_id, (extract(epoch from expires_at - now()) * 1000)::float8 as remaining_ms
     from auth_sessions
    where id = ${sessionIdParam} and user_id = ${userIdParam} and revoked_at is null and expires_at > now()`

export async function revokeSession(db: Db, sessionId: string) {
  await db.update(authSessions).set({ revokedAt: new Date() }).where(eq(authSessions.id, sessionId))
}

/** Revokes every live session of a user but `keep` (after a password change or reset). */
export async function revokeSessionsOf(db: Db, userId: string, keep?: string) {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        keep ? sql`${authSessions.id} <> ${keep}` : undefined,
      ),
    )
}

export async function insertOneTimeToken(
  db: Db,
  token: { hash: string; userId: string; purpose: OneTimePurpose; expiresAt: Date },
) {
  await db.insert(oneTimeTokens).values({
    tokenHash: token.hash,
    userId: token.userId,
    purpose: token.purpose,
    expiresAt: token.expiresAt,
  })
}

/** Marks a token used, atomically: only the first caller gets the row, and only while it is valid. */
export async function consumeOneTimeToken(db: Db, hash: string | null, purpose: OneTimePurpose) {
  if (!hash) return undefined
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hash),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date()),
      ),
    )
    .returning()
  return row
}

/** Records a signed token as used; false when it was used before. */
export async function markSignedTokenUsed(db: Db, hash: string, expiresAt: Date) {
  const rows = await db
    .insert(usedSignedTokens)
    .values({ tokenHash: hash, expiresAt })
    .onConflictDoNothing()
    .returning()
  return rows.length === 1
}

export async function recordAuthEvent(
  db: Db,
  event: {
    event: AuthEvent
    userId?: string | null
    email?: string | null
    ip: string
    userAgent?: string | null
  },
) {
  await db.insert(authEvents).values({
    event: event.event,
    userId: event.userId ?? null,
    email: event.email?.toLowerCase() ?? null,
    ip: event.ip,
    userAgent: event.userAgent?.slice(0, 500) ?? null,
  })
}

/** How many of these events happened since `since`, and when the first and last of them did. */
export async function authEventsSince(
  db: Db,
  by: { email?: string; ip?: string },
  events: AuthEvent[],
  since: Date,
) {
  const [row] = await db
    .select({
      n: count(),
      first: sql<string | null>`min(${authEvents.at})`,
      last: sql<string | null>`max(${authEvents.at})`,
    })
    .from(authEvents)
    .where(
      and(
        by.email !== undefined ? eq(authEvents.email, by.email.toLowerCase()) : undefined,
        by.ip !== undefined ? eq(authEvents.ip, by.ip) : undefined,
        inArray(authEvents.event, events),
        gt(authEvents.at, since),
      ),
    )
  const at = (value: string | Date | null | undefined) => (value ? new Date(value) : null)
  return { n: row?.n ?? 0, first: at(row?.first), last: at(row?.last) }
}

export async function listSpecialities(db: Db) {
  return db.select().from(medicalSpecialities).orderBy(medicalSpecialities.position)
}

export async function specialityExists(db: Db, id: string) {
  const [row] = await db
    .select({ id: medicalSpecialities.id })
    .from(medicalSpecialities)
    .where(eq(medicalSpecialities.id, id))
  return Boolean(row)
}

/** Deletes sessions and tokens that can no longer be used, and audit events past retention. */
export async function purgeExpiredAuthData(db: Db, now: Date, auditRetentionDays: number) {
  await db.delete(authSessions).where(or(lt(authSessions.expiresAt, now), isNotNull(authSessions.revokedAt)))
  await db.delete(oneTimeTokens).where(or(lt(oneTimeTokens.expiresAt, now), isNotNull(oneTimeTokens.usedAt)))
  await db.delete(usedSignedTokens).where(lt(usedSignedTokens.expiresAt, now))
  await db
    .delete(authEvents)
    .where(lt(authEvents.at, new Date(now.getTime() - auditRetentionDays * 86_400_000)))
}
