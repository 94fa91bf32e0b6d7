import { asc, desc } from 'drizzle-orm'
import type { Db } from '../../db/connect'
import { deleteRowWhere, rowsWhere, rowWhere, updateRowWhere } from '../../db/rows'
import { customConsultationTypes, inputTemplates } from '../../db/schema'

export type NewCustomType = Omit<typeof customConsultationTypes.$inferInsert, 'id' | 'ownerId'>

export const listCustomTypes = (db: Db, ownerId: string) =>
  rowsWhere(db, customConsultationTypes, { ownerId }, desc(customConsultationTypes.updatedAt))

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

export const updateCustomType = (db: Db, ownerId: string, id: string, values: NewCustomType) =>
  updateRowWhere(db, customConsultationTypes, { id, ownerId }, values)

export const deleteCustomType = (db: Db, ownerId: string, id: string) =>
  deleteRowWhere(db, customConsultationTypes, { id, ownerId })

export const listInputTemplates = (db: Db, ownerId: string) =>
  rowsWhere(
    db,
    inputTemplates,
    { ownerId },
    asc(inputTemplates.processorInputId),
    asc(inputTemplates.createdAt),
  )

export async function insertInputTemplate(
  db: Db,
  values: { ownerId: string; processorInputId: string; name: string; content: string },
) {
  const [row] = await db.insert(inputTemplates).values(values).returning()
  return row!
}

/** The key of one saved text: its id, within its owner and the processor input it is for. */
type InputTemplateKey = { ownerId: string; processorInputId: string; id: string }

export const updateInputTemplate = (
  db: Db,
  key: InputTemplateKey,
  values: { name?: string; content: string },
) => updateRowWhere(db, inputTemplates, key, values)

export const deleteInputTemplate = (db: Db, key: InputTemplateKey) => deleteRowWhere(db, inputTemplates, key)
