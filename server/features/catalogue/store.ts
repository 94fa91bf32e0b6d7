import { and, asc, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/connect'
import { rowWhere } from '../../db/rows'
import { customConsultationTypes, inputTemplates } from '../../db/schema'

export type NewCustomType = Omit<typeof customConsultationTypes.$inferInsert, 'id' | 'ownerId'>

export const listCustomTypes = (db: Db, ownerId: string) =>
  db
    .select()
    .from(customConsultationTypes)
    .where(eq(customConsultationTypes.ownerId, ownerId))
    .orderBy(desc(customConsultationTypes.updatedAt))

export async function findCustomType(db: Db, ownerId: string, id: string) {
  return rowWhere(db, customConsultationTypes, { id, ownerId })
}

export async function insertCustomType(db: Db, ownerId: string, values: NewCustomType) {
  const [row] = await db
    .insert(customConsultationTypes)
    .values({ ...values, ownerId })
    .returning()
  return row!
}

export async function updateCustomType(db: Db, ownerId: string, id: string, values: NewCustomType) {
  const [row] = await db
    .update(customConsultationTypes)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(customConsultationTypes.id, id), eq(customConsultationTypes.ownerId, ownerId)))
    .returning()
  return row
}

export async function deleteCustomType(db: Db, ownerId: string, id: string) {
  const rows = await db
    .delete(customConsultationTypes)
    .where(and(eq(customConsultationTypes.id, id), eq(customConsultationTypes.ownerId, ownerId)))
    .returning({ id: customConsultationTypes.id })
  return rows.length > 0
}

export const listInputTemplates = (db: Db, ownerId: string) =>
  db
    .select()
    .from(inputTemplates)
    .where(eq(inputTemplates.ownerId, ownerId))
    .orderBy(asc(inputTemplates.processorInputId), asc(inputTemplates.createdAt))

export async function insertInputTemplate(
  db: Db,
  values: { ownerId: string; processorInputId: string; name: string; content: string },
) {
  const [row] = await db.insert(inputTemplates).values(values).returning()
  return row!
}

export async function updateInputTemplate(
  db: Db,
  key: { ownerId: string; processorInputId: string; id: string },
  values: { name?: string; content: string },
) {
  const [row] = await db
    .update(inputTemplates)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        eq(inputTemplates.id, key.id),
        eq(inputTemplates.ownerId, key.ownerId),
        eq(inputTemplates.processorInputId, key.processorInputId),
      ),
    )
    .returning()
  return row
}

export async function deleteInputTemplate(
  db: Db,
  key: { ownerId: string; processorInputId: string; id: string },
) {
  const rows = await db
    .delete(inputTemplates)
    .where(
      and(
        eq(inputTemplates.id, key.id),
        eq(inputTemplates.ownerId, key.ownerId),
        eq(inputTemplates.processorInputId, key.processorInputId),
      ),
    )
    .returning({ id: inputTemplates.id })
  return rows.length > 0
}
