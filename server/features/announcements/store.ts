import { and, desc, eq, gt, isNull, lte, or } from 'drizzle-orm'
import type { Db } from '../../db/connect'
import type { NewAnnouncement } from '../../db/schema'
import { announcements } from '../../db/schema'

export async function insertAnnouncement(db: Db, values: NewAnnouncement) {
  const [row] = await db.insert(announcements).values(values).returning()
  return row!
}

/** Those whose window holds `now`, the most recently started first. */
export const listShownAt = (db: Db, now: Date) =>
  db
    .select()
    .from(announcements)
    .where(
      and(lte(announcements.startsAt, now), or(isNull(announcements.endsAt), gt(announcements.endsAt, now))),
    )
    .orderBy(desc(announcements.startsAt), desc(announcements.createdAt))

export const listAll = (db: Db) =>
  db.select().from(announcements).orderBy(desc(announcements.startsAt), desc(announcements.createdAt))

export async function deleteAnnouncement(db: Db, id: string) {
  const rows = await db
    .delete(announcements)
    .where(eq(announcements.id, id))
    .returning({ id: announcements.id })
  return rows.length > 0
}
