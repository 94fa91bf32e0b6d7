import { randomUUID } from 'node:crypto'
import type { Language } from '../../../contract/common'
import {
  type CriterionResult,
  type EvaluationResult,
  MAX_PATIENT_FILE_BYTES,
  MAX_PATIENT_FILES,
  type Patient,
  type ResearchSpace,
  type ReviewStatus,
  type Trial,
} from '../../../contract/research'
import type { Db } from '../../db/connect'
import type {
  CriterionRow,
  EvaluationResultRow,
  PatientDocumentRow,
  PatientRow,
  ScreeningRunRow,
  SpaceRow,
  TrialRow,
  UserRow,
} from '../../db/schema'
import {
  type CriterionType,
  finalResult,
  type ScreeningEngine,
  type ScreeningMessage,
  satisfies,
} from '../../engines/screening/engine'
import { AppError, badRequest, notFound } from '../../http/errors'
import type { BlobStore } from '../../storage/blobs'
import { splitCriteria } from './criteria-block'
import {
  explanationText,
  type NamedCriterion,
  type Overall,
  overallText,
  RESEARCH_TEXTS,
  verdictText,
} from './messages'
import { looksLikePdf, pdfText } from './pdf'
import * as store from './store'

export interface ResearchDeps {
  db: Db
  blobs: BlobStore
  /** The configured screening engine's name, recorded on each run. */
  engineName: string
  enqueue: (job: ScreeningJob) => Promise<void>
}

export interface ScreeningJob {
  runId: string
}

// ── spaces ───────────────────────────────────────────────────────────────────────────────────────────

const spaceDto = (row: SpaceRow): ResearchSpace => ({
  id: row.id,
  name: row.name,
  owner: row.organizationId ? 'organization' : 'user',
  created_at: row.createdAt.toISOString(),
})

/** A space the user may see: their own, or their organisation's; any other one is not found. */
export async function requireSpace(db: Db, user: UserRow, id: string) {
  const space = await store.findSpace(db, id)
  const member =
    space &&
    (space.ownerUserId === user.id ||
      (space.organizationId !== null && space.organizationId === user.organizationId))
  if (!space || !member) throw notFound('Research space')
  return space
}

export const listSpaces = async (db: Db, user: UserRow) => (await store.spacesOf(db, user)).map(spaceDto)

export async function createSpace(db: Db, user: UserRow, name: string, shared: boolean) {
  if (shared && !user.organizationId)
    throw badRequest('You do not belong to an organisation: the space can only be yours', {
      'research_space.shared_with_organization': 'Join an organisation first',
    })
  const row = await store.insertSpace(db, {
    name,
    ownerUserId: shared ? null : user.id,
    organizationId: shared ? user.organizationId : null,
    createdBy: user.id,
  })
  return spaceDto(row)
}

export const getSpace = async (db: Db, user: UserRow, id: string) =>
  spaceDto(await requireSpace(db, user, id))

export async function renameSpace(db: Db, user: UserRow, id: string, name: string) {
  await requireSpace(db, user, id)
  await store.renameSpace(db, id, name)
  return getSpace(db, user, id)
}

/** The blob folders of the research spaces a user owns alone: their patients' PDFs, removed with the account. */
export async function spaceBlobFoldersOf(db: Db, userId: string) {
  return (await store.spaceIdsOwnedBy(db, userId)).map((id) => `research/${id}`)
}

export async function deleteSpace(deps: Pick<ResearchDeps, 'db' | 'blobs'>, user: UserRow, id: string) {
  await requireSpace(deps.db, user, id)
  await store.deleteSpace(deps.db, id)
  await deps.blobs.deletePrefix(`research/${id}`)
}

export const split = (text: string) => splitCriteria(text)

// ── trials ───────────────────────────────────────────────────────────────────────────────────────────

function trialDtos(trials: TrialRow[], criteria: CriterionRow[]): Trial[] {
  return trials.map((t) => ({
    id: t.id,
    name: t.name,
    description: t.description,
    updated_at: t.updatedAt.toISOString(),
    criteria: criteria
      .filter((c) => c.trialId === t.id)
      .map((c) => ({
        id: c.id,
        definition: c.definition,
        type: c.type as CriterionType,
        needs_review: c.needsReview,
      })),
  }))
}

export async function listTrials(db: Db, user: UserRow, spaceId: string) {
  await requireSpace(db, user, spaceId)
  const trials = await store.trialsOf(db, spaceId)
  return trialDtos(
    trials,
    await store.criteriaOf(
      db,
      trials.map((t) => t.id),
    ),
  )
}

async function requireTrial(db: Db, spaceId: string, trialId: string) {
  const trial = await store.findTrial(db, spaceId, trialId)
  if (!trial) throw notFound('Trial')
  return trial
}

export async function getTrial(db: Db, user: UserRow, spaceId: string, trialId: string) {
  await requireSpace(db, user, spaceId)
  const trial = await requireTrial(db, spaceId, trialId)
  return trialDtos([trial], await store.criteriaOf(db, [trial.id]))[0]!
}

export interface TrialInput {
  name: string
  description: string
  criteria: { definition: string; type: CriterionType; needs_review: boolean }[]
}

export async function saveTrial(
  db: Db,
  user: UserRow,
  spaceId: string,
  trialId: string | null,
  input: TrialInput,
) {
  await requireSpace(db, user, spaceId)
  if (trialId) await requireTrial(db, spaceId, trialId)
  const id = await store.saveTrial(
    db,
    spaceId,
    trialId,
    { name: input.name, description: input.description },
    input.criteria.map((c) => ({ definition: c.definition, type: c.type, needsReview: c.needs_review })),
  )
  return getTrial(db, user, spaceId, id)
}

export async function deleteTrial(db: Db, user: UserRow, spaceId: string, trialId: string) {
  await requireSpace(db, user, spaceId)
  await requireTrial(db, spaceId, trialId)
  await store.deleteTrial(db, trialId)
}

// ── patients and documents ───────────────────────────────────────────────────────────────────────────

const documentDto = (d: PatientDocumentRow) => ({
  id: d.id,
  filename: d.filename,
  bytes: d.bytes,
  pages: d.pages,
  has_text: d.hasText,
  uploaded_at: d.createdAt.toISOString(),
})

async function patientDtos(db: Db, patients: PatientRow[]): Promise<Patient[]> {
  const documents = await store.documentsOf(
    db,
    patients.map((p) => p.id),
  )
  return patients.map((p) => ({
    id: p.id,
    label: p.label,
    created_at: p.createdAt.toISOString(),
    documents: documents.filter((d) => d.patientId === p.id).map(documentDto),
  }))
}

export async function listPatients(db: Db, user: UserRow, spaceId: string) {
  await requireSpace(db, user, spaceId)
  return patientDtos(db, await store.patientsOf(db, spaceId))
}

export async function createPatient(db: Db, user: UserRow, spaceId: string, label: string) {
  await requireSpace(db, user, spaceId)
  return (await patientDtos(db, [await store.insertPatient(db, spaceId, label)]))[0]!
}

async function requirePatient(db: Db, spaceId: string, patientId: string) {
  const patient = await store.findPatient(db, spaceId, patientId)
  if (!patient) throw notFound('Patient')
  return patient
}

export async function deletePatient(
  deps: Pick<ResearchDeps, 'db' | 'blobs'>,
  user: UserRow,
  spaceId: string,
  patientId: string,
) {
  await requireSpace(deps.db, user, spaceId)
  await requirePatient(deps.db, spaceId, patientId)
  await store.deletePatient(deps.db, patientId)
  await deps.blobs.deletePrefix(`research/${spaceId}/${patientId}`)
}

export interface UploadedFile {
  filename: string
  data: Buffer
  /** The file went past MAX_PATIENT_FILE_BYTES and was cut. */
  truncated: boolean
}

const MiB = MAX_PATIENT_FILE_BYTES / 1024 / 1024

/**
 * Checks every file before storing any: at most ten, each a readable PDF under the size limit; then keeps
 * each file and its text. A PDF without text (a scan) is kept and flagged.
 */
export async function uploadDocuments(
  deps: Pick<ResearchDeps, 'db' | 'blobs'>,
  user: UserRow,
  spaceId: string,
  patientId: string,
  files: UploadedFile[],
) {
  await requireSpace(deps.db, user, spaceId)
  await requirePatient(deps.db, spaceId, patientId)
  if (files.length === 0) throw badRequest('Choose at least one PDF file', { files: 'Required' })
  if (files.length > MAX_PATIENT_FILES)
    throw badRequest(`At most ${MAX_PATIENT_FILES} PDF files per upload`, {
      files: `At most ${MAX_PATIENT_FILES} files per upload: upload the others separately`,
    })
  const read: { file: UploadedFile; text: string; pages: number; hasText: boolean }[] = []
  for (const [i, file] of files.entries()) {
    const field = `files[${i}]`
    if (file.truncated || file.data.length > MAX_PATIENT_FILE_BYTES)
      throw new AppError(413, 'payload_too_large', `${file.filename} is larger than ${MiB} MiB`, {
        [field]: `${file.filename}: at most ${MiB} MiB per file`,
      })
    if (!looksLikePdf(file.data))
      throw new AppError(415, 'unsupported_media_type', `${file.filename} is not a PDF`, {
        [field]: `${file.filename}: only PDF files are accepted`,
      })
    try {
      read.push({ file, ...(await pdfText(file.data)) })
    } catch {
      throw new AppError(415, 'unsupported_media_type', `${file.filename} could not be read as a PDF`, {
        [field]: `${file.filename}: the PDF is damaged or protected`,
      })
    }
  }
  const rows = []
  for (const { file, text, pages, hasText } of read) {
    const id = randomUUID()
    const blobKey = `research/${spaceId}/${patientId}/${id}.pdf`
    await deps.blobs.put(blobKey, file.data)
    rows.push({
      id,
      patientId,
      filename: file.filename.slice(0, 255),
      bytes: file.data.length,
      blobKey,
      text,
      hasText,
      pages,
    })
  }
  return (await store.insertDocuments(deps.db, rows)).map(documentDto)
}

export async function deleteDocument(
  deps: Pick<ResearchDeps, 'db' | 'blobs'>,
  user: UserRow,
  spaceId: string,
  patientId: string,
  documentId: string,
) {
  await requireSpace(deps.db, user, spaceId)
  await requirePatient(deps.db, spaceId, patientId)
  const document = await store.findDocument(deps.db, patientId, documentId)
  if (!document) throw notFound('Document')
  await store.deleteDocument(deps.db, documentId)
  await deps.blobs.deletePrefix(document.blobKey)
}

// ── screening ────────────────────────────────────────────────────────────────────────────────────────

const runDto = (r: ScreeningRunRow) => ({
  id: r.id,
  status: r.status as 'queued' | 'running' | 'done' | 'failed',
  engine: r.engine,
  done: r.done,
  total: r.total,
  patient_ids: r.patientIds,
  trial_ids: r.trialIds,
  error: r.error,
  created_at: r.createdAt.toISOString(),
  finished_at: r.finishedAt?.toISOString() ?? null,
})

function selected(all: string[], chosen: string[] | undefined, field: string, what: string) {
  if (!chosen) return all
  const unknown = chosen.filter((id) => !all.includes(id))
  if (unknown.length > 0)
    throw badRequest(`Some ${what} are not in this space`, { [field]: `Unknown: ${unknown.join(', ')}` })
  return [...new Set(chosen)]
}

/** Queues a screening of the chosen patients against the chosen trials; re-running replaces their results. */
export async function startScreening(
  deps: ResearchDeps,
  user: UserRow,
  spaceId: string,
  request: { patient_ids?: string[] | undefined; trial_ids?: string[] | undefined },
) {
  await requireSpace(deps.db, user, spaceId)
  const patientIds = selected(
    (await store.patientsOf(deps.db, spaceId)).map((p) => p.id),
    request.patient_ids,
    'patient_ids',
    'patients',
  )
  const trialIds = selected(
    (await store.trialsOf(deps.db, spaceId)).map((t) => t.id),
    request.trial_ids,
    'trial_ids',
    'trials',
  )
  if (patientIds.length === 0)
    throw badRequest('Add a patient before screening', { patient_ids: 'No patients' })
  if (trialIds.length === 0) throw badRequest('Add a trial before screening', { trial_ids: 'No trials' })
  const run = await store.insertRun(deps.db, {
    spaceId,
    engine: deps.engineName,
    patientIds,
    trialIds,
    total: patientIds.length * trialIds.length,
    createdBy: user.id,
  })
  await deps.enqueue({ runId: run.id })
  return runDto(run)
}

export async function getScreening(db: Db, user: UserRow, spaceId: string, runId: string) {
  await requireSpace(db, user, spaceId)
  const run = await store.findRun(db, runId)
  if (!run || run.spaceId !== spaceId) throw notFound('Screening')
  return runDto(run)
}

/** A criterion's judgement as kept with the result: the engine's English text and its message keys. */
type StoredCriterion = CriterionResult & { messages?: ScreeningMessage[] }

/**
 * What was read at screening, kept as JSON in the result's pre_evaluation (the text is written when the
 * result is read, in the reader's language); a result kept before holds its English sentence.
 */
interface StoredPreEvaluation {
  documents: number
  scans: string[]
}

export const preEvaluationOf = (documents: PatientDocumentRow[]): StoredPreEvaluation => ({
  documents: documents.length,
  scans: documents.filter((d) => !d.hasText).map((d) => d.filename),
})

function readPreEvaluation(stored: string): StoredPreEvaluation | null {
  if (!stored.startsWith('{')) return null
  try {
    const value = JSON.parse(stored) as StoredPreEvaluation
    return typeof value.documents === 'number' && Array.isArray(value.scans) ? value : null
  } catch {
    return null
  }
}

/** The pre-evaluation in a language: documents read, and the criteria for, against and unanswered. */
export function preEvaluationText(language: Language, stored: string, criteria: CriterionResult[]) {
  const read = readPreEvaluation(stored)
  if (!read) return stored
  const count = (want: boolean | undefined) =>
    criteria.filter((c) => satisfies(c.type, c.verdict) === want).length
  return RESEARCH_TEXTS[language].preEvaluation({
    ...read,
    favourable: count(true),
    against: count(false),
    unknown: count(undefined),
  })
}

/**
 * Which critical criteria decided a result (ruled the patient out) and, when none did, which are left for a
 * person: no answer in the record, or marked as needing review.
 */
export function overallOf(criteria: CriterionResult[], result: EvaluationResult['final_result']): Overall {
  const named: NamedCriterion[] = criteria.map((c, i) => ({
    number: i + 1,
    definition: c.definition,
    type: c.type,
    verdict: c.verdict,
    needsReview: c.needs_review,
    explanation: c.explanation,
  }))
  const critical = named.filter((c) => c.type.startsWith('critical_'))
  return {
    result,
    critical: critical.length,
    deciding: critical.filter((c) => satisfies(c.type, c.verdict) === false),
    // Once a critical criterion rules the patient out, nothing left open could change the result.
    toReview:
      result === 'not_approved' ? [] : critical.filter((c) => c.verdict === 'unknown' || c.needsReview),
  }
}

/** The job: every selected patient against every selected trial, one criterion at a time, with progress. */
export async function runScreening(
  deps: { db: Db; engine: ScreeningEngine; log: { error(obj: object, msg: string): void } },
  job: ScreeningJob,
) {
  const { db, engine } = deps
  const run = await store.findRun(db, job.runId)
  if (!run || run.status === 'done') return
  await store.updateRun(db, run.id, { status: 'running', done: 0, startedAt: new Date(), error: null })
  try {
    const trials = (await store.trialsOf(db, run.spaceId)).filter((t) => run.trialIds.includes(t.id))
    const criteria = await store.criteriaOf(
      db,
      trials.map((t) => t.id),
    )
    const patients = (await store.patientsOf(db, run.spaceId)).filter((p) => run.patientIds.includes(p.id))
    const documents = await store.documentsOf(
      db,
      patients.map((p) => p.id),
    )
    for (const patient of patients) {
      const own = documents.filter((d) => d.patientId === patient.id)
      const record = own
        .filter((d) => d.hasText)
        .map((d) => d.text)
        .join('\n\n')
      for (const trial of trials) {
        const judged: StoredCriterion[] = []
        for (const c of criteria.filter((x) => x.trialId === trial.id)) {
          const criterion = {
            definition: c.definition,
            type: c.type as CriterionType,
            needsReview: c.needsReview,
          }
          const j = await engine.judge(criterion, record)
          judged.push({
            criterion_id: c.id,
            definition: c.definition,
            type: criterion.type,
            needs_review: c.needsReview,
            ...j,
          })
        }
        const result = finalResult(
          judged.map((j) => ({ type: j.type, needsReview: j.needs_review, verdict: j.verdict })),
        )
        await store.upsertResult(db, {
          spaceId: run.spaceId,
          patientId: patient.id,
          trialId: trial.id,
          runId: run.id,
          preEvaluation: JSON.stringify(preEvaluationOf(own)),
          criteria: judged,
          finalResult: result,
          reviewStatus:
            result === 'possible' || judged.some((j) => j.needs_review) ? 'requires_review' : 'in_review',
        })
        await store.countDone(db, run.id)
      }
    }
    await store.updateRun(db, run.id, { status: 'done', finishedAt: new Date() })
  } catch (error) {
    deps.log.error({ err: error, runId: run.id }, 'screening failed')
    await store.updateRun(db, run.id, {
      status: 'failed',
      finishedAt: new Date(),
      error: error instanceof Error ? error.message.slice(0, 500) : 'Screening failed',
    })
  }
}

// ── results ──────────────────────────────────────────────────────────────────────────────────────────

/** A result as the clinician reads it, its explanations written in their language. */
function resultDto(
  language: Language,
  { result: r, label }: { result: EvaluationResultRow; label: string },
): EvaluationResult {
  const stored = r.criteria as StoredCriterion[]
  const criteria: CriterionResult[] = stored.map((c) => ({
    criterion_id: c.criterion_id,
    definition: c.definition,
    type: c.type,
    needs_review: c.needs_review,
    verdict: c.verdict,
    explanation: explanationText(language, c.explanation, c.messages),
    evidence: c.evidence,
  }))
  const finalResult = r.finalResult as EvaluationResult['final_result']
  const overall = overallOf(criteria, finalResult)
  const idOf = (c: NamedCriterion) => criteria[c.number - 1]!.criterion_id
  return {
    id: r.id,
    patient_id: r.patientId,
    patient_label: label,
    trial_id: r.trialId,
    pre_evaluation: preEvaluationText(language, r.preEvaluation, criteria),
    overall: overallText(language, overall),
    decided_by: overall.deciding.map(idOf),
    to_review: overall.toReview.map(idOf),
    criteria,
    final_result: finalResult,
    review_status: r.reviewStatus as ReviewStatus,
    evaluated_at: r.evaluatedAt.toISOString(),
    reviewed_at: r.reviewedAt?.toISOString() ?? null,
  }
}

export interface ResultFilter {
  final_result?: string | undefined
  review_status?: string | undefined
  q?: string | undefined
}

export async function trialResults(
  db: Db,
  user: UserRow,
  spaceId: string,
  trialId: string,
  filter: ResultFilter,
  language: Language,
) {
  await requireSpace(db, user, spaceId)
  await requireTrial(db, spaceId, trialId)
  const q = filter.q?.trim().toLowerCase()
  return (await store.resultsOfTrial(db, trialId))
    .map((row) => resultDto(language, row))
    .filter(
      (r) =>
        (!filter.final_result || r.final_result === filter.final_result) &&
        (!filter.review_status || r.review_status === filter.review_status) &&
        (!q || r.patient_label.toLowerCase().includes(q)),
    )
}

export async function review(
  db: Db,
  user: UserRow,
  spaceId: string,
  resultId: string,
  status: ReviewStatus,
  language: Language,
) {
  await requireSpace(db, user, spaceId)
  if (!(await store.findResult(db, spaceId, resultId))) throw notFound('Result')
  await store.setReview(db, resultId, status, user.id)
  return resultDto(language, (await store.findResult(db, spaceId, resultId))!)
}

/**
 * UTF-8 with a byte-order mark (Excel then reads the accents), separated as the language's spreadsheet
 * programs expect: ";" in pt, de and es, whose decimal mark is a comma (a comma-separated file opens there
 * as one column), "," in en. No "sep=" line: Excel then ignores the BOM. Headers and values are in the
 * language; exclusions read "excludes" or "does not exclude".
 */
export function resultsCsv(trial: Trial, results: EvaluationResult[], language: Language) {
  const texts = RESEARCH_TEXTS[language]
  const sep = texts.separator
  const cell = (value: string) =>
    value.includes(sep) || /["\r\n]/.test(value) || /^[=+\-@]/.test(value)
      ? `"${value.replace(/"/g, '""')}"`
      : value
  const safe = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value)
  const head = [
    texts.csv.patient,
    texts.csv.trial,
    texts.csv.finalResult,
    texts.csv.reviewStatus,
    texts.csv.overall,
    texts.csv.preEvaluation,
    ...trial.criteria.flatMap((c, i) => [
      `${i + 1}. ${c.definition} (${texts.types[c.type]})`,
      texts.csv.explanation(i + 1),
      texts.csv.evidence(i + 1),
    ]),
  ]
  const rows = results.map((r) => [
    r.patient_label,
    trial.name,
    texts.final[r.final_result],
    texts.review[r.review_status],
    r.overall,
    r.pre_evaluation,
    ...trial.criteria.flatMap((c) => {
      const found = r.criteria.find((x) => x.criterion_id === c.id)
      return found
        ? [verdictText(texts, c.type, found.verdict), found.explanation, found.evidence ?? '']
        : ['', '', '']
    }),
  ])
  return `\uFEFF${[head, ...rows].map((row) => row.map((v) => cell(safe(v))).join(sep)).join('\r\n')}\r\n`
}
