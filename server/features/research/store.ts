import { and, asc, desc, eq, isNotNull, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/connect'
import { rowsIn, rowsWhere, rowWhere } from '../../db/rows'
import {
  evaluationResults,
  researchCriteria,
  researchPatientDocuments,
  researchPatients,
  researchSpaces,
  researchTrials,
  screeningRuns,
} from '../../db/schema'

/** The spaces a user sees: their own, and their organisation's. */
const visibleTo = (user: { id: string; organizationId: string | null }) =>
  user.organizationId
    ? or(eq(researchSpaces.ownerUserId, user.id), eq(researchSpaces.organizationId, user.organizationId))
    : eq(researchSpaces.ownerUserId, user.id)

export const spacesOf = (db: Db, user: { id: string; organizationId: string | null }) =>
  db.select().from(researchSpaces).where(visibleTo(user)).orderBy(asc(researchSpaces.name))

export async function findSpace(db: Db, id: string) {
  const [row] = await db.select().from(researchSpaces).where(eq(researchSpaces.id, id))
  return row
}

export async function insertSpace(
  db: Db,
  values: { name: string; ownerUserId: string | null; organizationId: string | null; createdBy: string },
) {
  const [row] = await db.insert(researchSpaces).values(values).returning()
  return row!
}

export async function renameSpace(db: Db, id: string, name: string) {
  await db.update(researchSpaces).set({ name, updatedAt: new Date() }).where(eq(researchSpaces.id, id))
}

export async function deleteSpace(db: Db, id: string) {
  await db.delete(researchSpaces).where(eq(researchSpaces.id, id))
}

export const trialsOf = (db: Db, spaceId: string) =>
  rowsWhere(db, researchTrials, { spaceId }, asc(researchTrials.name))

export async function findTrial(db: Db, spaceId: string, trialId: string) {
  return rowWhere(db, researchTrials, { id: trialId, spaceId })
}

export const criteriaOf = (db: Db, trialIds: string[]) =>
  rowsIn(db, researchCriteria, 'trialId', trialIds, asc(researchCriteria.position))

type CriterionValues = { definition: string; type: string; needsReview: boolean }

/** Writes a trial and replaces its criteria, in one transaction. */
export async function saveTrial(
  db: Db,
  spaceId: string,
  trialId: string | null,
  values: { name: string; description: string },
  criteria: CriterionValues[],
) {
  return db.transaction(async (tx) => {
    let id = trialId
    if (id) {
      await tx
        .update(researchTrials)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(researchTrials.id, id))
      await tx.delete(researchCriteria).where(eq(researchCriteria.trialId, id))
    } else {
      const [row] = await tx
        .insert(researchTrials)
        .values({ spaceId, ...values })
        .returning()
      id = row!.id
    }
    if (criteria.length > 0)
      await tx
        .insert(researchCriteria)
        .values(criteria.map((c, position) => ({ ...c, trialId: id!, position })))
    return id!
  })
}

export async function deleteTrial(db: Db, trialId: string) {
  await db.delete(researchTrials).where(eq(researchTrials.id, trialId))
}

export const patientsOf = (db: Db, spaceId: string) =>
  rowsWhere(db, researchPatients, { spaceId }, asc(researchPatients.label))

export async function findPatient(db: Db, spaceId: string, patientId: string) {
  return rowWhere(db, researchPatients, { id: patientId, spaceId })
}

export async function insertPatient(db: Db, spaceId: string, label: string) {
  const [row] = await db.insert(researchPatients).values({ spaceId, label }).returning()
  return row!
}

export async function deletePatient(db: Db, patientId: string) {
  await db.delete(researchPatients).where(eq(researchPatients.id, patientId))
}

export const documentsOf = (db: Db, patientIds: string[]) =>
  rowsIn(
    db,
    researchPatientDocuments,
    'patientId',
    patientIds,
    asc(researchPatientDocuments.createdAt),
    asc(researchPatientDocuments.filename),
  )

export async function insertDocuments(db: Db, rows: (typeof researchPatientDocuments.$inferInsert)[]) {
  return db.insert(researchPatientDocuments).values(rows).returning()
}

export async function findDocument(db: Db, patientId: string, documentId: string) {
  return rowWhere(db, researchPatientDocuments, { id: documentId, patientId })
}

export async function deleteDocument(db: Db, documentId: string) {
  await db.delete(researchPatientDocuments).where(eq(researchPatientDocuments.id, documentId))
}

export async function insertRun(db: Db, values: typeof screeningRuns.$inferInsert) {
  const [row] = await db.insert(screeningRuns).values(values).returning()
  return row!
}

export async function findRun(db: Db, runId: string) {
  const [row] = await db.select().from(screeningRuns).where(eq(screeningRuns.id, runId))
  return row
}

export async function updateRun(db: Db, runId: string, values: Partial<typeof screeningRuns.$inferInsert>) {
  await db.update(screeningRuns).set(values).where(eq(screeningRuns.id, runId))
}

export async function countDone(db: Db, runId: string) {
  await db
    .update(screeningRuns)
    .set({ done: sql`${screeningRuns.done} + 1` })
    .where(eq(screeningRuns.id, runId))
}

/** One latest result per patient and trial: a re-run replaces it and asks for a review again. */
export async function upsertResult(db: Db, values: typeof evaluationResults.$inferInsert) {
  const [row] = await db
    .insert(evaluationResults)
    .values(values)
    .onConflictDoUpdate({
      target: [evaluationResults.patientId, evaluationResults.trialId],
      set: {
        runId: values.runId,
        preEvaluation: values.preEvaluation,
        criteria: values.criteria,
        finalResult: values.finalResult,
        reviewStatus: values.reviewStatus,
        reviewedBy: null,
        reviewedAt: null,
        evaluatedAt: new Date(),
      },
    })
    .returning()
  return row!
}

export const resultsOfTrial = (db: Db, trialId: string) =>
  db
    .select({ result: evaluationResults, label: researchPatients.label })
    .from(evaluationResults)
    .innerJoin(researchPatients, eq(researchPatients.id, evaluationResults.patientId))
    .where(eq(evaluationResults.trialId, trialId))
    .orderBy(asc(researchPatients.label), desc(evaluationResults.evaluatedAt))

export async function findResult(db: Db, spaceId: string, resultId: string) {
  const [row] = await db
    .select({ result: evaluationResults, label: researchPatients.label })
    .from(evaluationResults)
    .innerJoin(researchPatients, eq(researchPatients.id, evaluationResults.patientId))
    .where(and(eq(evaluationResults.id, resultId), eq(evaluationResults.spaceId, spaceId)))
  return row
}

export async function setReview(db: Db, resultId: string, status: string, userId: string) {
  await db
    .update(evaluationResults)
    .set({ reviewStatus: status, reviewedBy: userId, reviewedAt: new Date() })
    .where(and(eq(evaluationResults.id, resultId), isNotNull(evaluationResults.id)))
}

/** The spaces the user owns alone (an organisation's spaces outlive any member). */
export async function spaceIdsOwnedBy(db: Db, userId: string) {
  const rows = await db
    .select({ id: researchSpaces.id })
    .from(researchSpaces)
    .where(eq(researchSpaces.ownerUserId, userId))
  return rows.map((row) => row.id)
}

/** A closed organisation's research spaces become its last member's. */
export async function handOverToMember(db: Db, organizationId: string, userId: string) {
  await db
    .update(researchSpaces)
    .set({ organizationId: null, ownerUserId: userId })
    .where(eq(researchSpaces.organizationId, organizationId))
}
