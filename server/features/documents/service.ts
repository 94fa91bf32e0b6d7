import { randomUUID } from 'node:crypto'
import type { z } from 'zod'
import type { DocumentSection } from '../../../contract/catalogue'
import type { Language } from '../../../contract/common'
import { refusalFields } from '../../../contract/constants'
import {
  type DocumentVersion,
  type GeneratedDocument,
  MAIN_DOCUMENT,
  reviewSource,
  type VersionSource,
} from '../../../contract/consultations'
import type { NotesData } from '../../../contract/engines'
import {
  documentsById,
  inputsById,
  localize,
  documentDto as selectableTemplate,
} from '../../catalogue/catalogue'
import type { Db } from '../../db/connect'
import type { DocumentRow, SessionRow, SignoffRow } from '../../db/schema'
import {
  describeRefusal,
  type GenerationEngine,
  GenerationOverloadedError,
  type GenerationRequest,
  InstructionNotFollowedError,
  type InstructionRefusal,
  type NoteInput,
} from '../../engines/generation/engine'
import type { ReviewEngine, ReviewRequest, ReviewResult } from '../../engines/review/engine'
import type { TranscriptionEngine } from '../../engines/transcription/engine'
import { AppError, badRequest, conflict, notFound } from '../../http/errors'
import { isUuid } from '../../http/ids'
import { getSelectableDocument, getType } from '../catalogue/service'
import { ownSession, type SessionDocuments } from '../consultations/service'
import { countChunks, countUntranscribedChunks, findSessionById } from '../consultations/store'
import { refund, spendForDocument } from '../credits/service'
import { customDocumentForUser } from '../templates/service'
import { decodeRecording } from '../transcription/recording'
import { transcribeOnce } from '../transcription/service'
import * as store from './store'

export interface DocumentsDeps {
  db: Db
  engine: GenerationEngine
  /** The review check, run on every new version. */
  review: ReviewEngine
  credits: { perDocument: number; supportContact: string }
  /** Queues a generation job; `delaySeconds` defers it (waiting for the last chunks' text). */
  enqueue: (job: GenerationJob, delaySeconds?: number) => Promise<void>
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void }
}

export interface GenerationJob {
  documentId: string
  source: 'generated' | 'instruction' | 'voice'
  instruction?: string
  model?: string
  temperature?: number
  /** How many times the job waited for transcription. */
  waited?: number
  /** The paid request this job serves (the document's ticket); absent on jobs queued before tickets. */
  ticket?: string
  /** The pool the generation was paid from, refunded if it fails. */
  paidFrom?: string
  /** Who asked for it. */
  userId?: string
  /**
   * The document's version when the job was queued: a job run a second time (its worker stopped before
   * marking it done) finds a newer version and writes none, so a document is never generated twice.
   */
  fromVersion?: number
}

/** The model a request names, else the clinician's saved choice (PUT /v1/account), else the engine's default. */
export const chosenModel = (asked: string | undefined, user: { preferredModel?: string | null }) =>
  asked || user.preferredModel || undefined

/**
 * A generation waiting for chunks still being transcribed is started by the transcription job as soon as
 * the last one is done; this delayed re-check is only the fallback (a crash between the two, a retry).
 */
const RECHECK_SECONDS = 5
/** Generation waits at most this long for the transcription: 120 re-checks of 5 s, ten minutes. */
const MAX_WAITS = 120

/** What a document carries beside its row: its current version's review, dismissals and sign-off. */
type ReviewOfDocument = {
  checked?: { review: ReviewResult; source: string | null }
  /** How the current version was made. */
  madeBy?: string
  dismissed?: Set<string>
  signoff?: SignoffRow
}

function reviewDto(
  version: number,
  { checked, dismissed }: ReviewOfDocument,
  sessionSource: string | null,
): GeneratedDocument['review'] {
  if (!checked) return null
  const findings = checked.review.findings.map((finding) => ({
    ...finding,
    dismissed: dismissed?.has(finding.id) ?? false,
  }))
  return {
    version,
    findings,
    lines: checked.review.lines,
    warnings: checked.review.warnings,
    open: findings.filter((finding) => !finding.dismissed).length,
    // Evidence offsets point into the text the check read: left out beside a session whose text it still is.
    source: checked.source === sessionSource ? null : (checked.source ?? ''),
  }
}

const signoffDto = (row: SignoffRow | undefined): GeneratedDocument['signoff'] =>
  row
    ? {
        version: row.version,
        signed_by: { id: row.signedBy, name: row.signerName },
        signed_at: row.signedAt.toISOString(),
        open_findings: row.openFindings,
        dismissed_findings: row.dismissedFindings,
      }
    : null

/**
 * A document as the API shows it. `sessionSource` is the text of the session the answer carries beside it
 * (see DocumentReview.source); null for an answer without its session.
 */
export const documentDto = (
  row: DocumentRow,
  extras: ReviewOfDocument = {},
  sessionSource: string | null = null,
): GeneratedDocument => ({
  id: row.id,
  name: row.name,
  status: row.status as GeneratedDocument['status'],
  content: row.content,
  version: row.version,
  error: row.error,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  review: reviewDto(row.version, extras, sessionSource),
  signoff: signoffDto(extras.signoff),
  notice: row.notice as GeneratedDocument['notice'],
  source: row.version > 0 && extras.madeBy ? (extras.madeBy as VersionSource) : null,
})

/**
 * Documents with their reviews and sign-offs, read for all of them at once. `sessions` are the sessions the
 * answer carries them in (their text is not repeated), or none for documents answered on their own.
 */
async function documentsWithReviews(
  db: Db,
  rows: DocumentRow[],
  sessions: Pick<SessionRow, 'id' | 'transcription' | 'assembledTranscription' | 'notes'>[] = [],
): Promise<GeneratedDocument[]> {
  // A page of sessions without documents (most of home's list) asks nothing more.
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const [current, dismissals, signoffs] = await Promise.all([
    store.currentVersions(db, ids),
    store.dismissedFindings(db, ids),
    store.currentSignoffs(db, ids),
  ])
  const sources = new Map(sessions.map((session) => [session.id, sourceText(session)]))
  return rows.map((row) => {
    const version = current.get(row.id)
    return documentDto(
      row,
      {
        ...(version?.review ? { checked: { review: version.review, source: version.source } } : {}),
        ...(version ? { madeBy: version.madeBy } : {}),
        ...(dismissals.has(row.id) ? { dismissed: dismissals.get(row.id)! } : {}),
        ...(signoffs.has(row.id) ? { signoff: signoffs.get(row.id)! } : {}),
      },
      sources.get(row.sessionId) ?? null,
    )
  })
}

/** The documents as consultations lists and deletes them with their sessions (given at registration). */
export const sessionDocuments: SessionDocuments = {
  async ofSessions(db, sessions) {
    const rows = await store.listDocuments(
      db,
      sessions.map((session) => session.id),
    )
    const docs = await documentsWithReviews(db, rows, sessions)
    const bySession = new Map<string, GeneratedDocument[]>()
    docs.forEach((doc, index) => {
      const sessionId = rows[index]!.sessionId
      bySession.set(sessionId, [...(bySession.get(sessionId) ?? []), doc])
    })
    return bySession
  },
  deleteOf: store.deleteDocumentsOf,
}

/** One document answered on its own: its review carries the text it read. */
const withReview = async (db: Db, row: DocumentRow) => (await documentsWithReviews(db, [row]))[0]!

/**
 * The template of a document of this session: the type's main note, one of its selectable documents, or (a
 * uuid) a custom document of the session's owner or of the owner's organisation, which fits any type.
 */
async function templateFor(db: Db, session: SessionRow, name: string) {
  const language = session.language as Language
  if (name === MAIN_DOCUMENT) {
    const type = await getType(db, session.userId, session.consultationTypeId, language)
    return { name: type.name, sections: type.sections }
  }
  if (isUuid(name)) {
    const custom = await customDocumentForUser(db, session.userId, name)
    if (!custom) throw notFound('Custom document')
    return custom
  }
  const doc = await getSelectableDocument(db, session.userId, session.consultationTypeId, name, language)
  return { name: doc.name, sections: doc.sections }
}

/** The filled inputs as a note writes them: label in the session's language, value with its unit. */
export function noteInputs(userInputs: SessionRow['userInputs'], language: Language): NoteInput[] {
  const secondaries = new Map(
    userInputs
      .filter((i) => i.secondary_processor_input_id)
      .map((i) => [i.processor_input_id, i.value.trim()]),
  )
  return userInputs
    .filter((i) => !i.secondary_processor_input_id && i.value.trim() !== '')
    .flatMap((input) => {
      const def = inputsById.get(input.processor_input_id)
      if (!def) return []
      const second = secondaries.get(input.processor_input_id)
      const value = second ? `${input.value.trim()}/${second}` : input.value.trim()
      const option = def.options?.find((o) => o.value === value)
      const shown = option ? localize(option.label, language) : def.unit ? `${value} ${def.unit}` : value
      return [{ key: def.id, label: localize(def.label, language), value: shown }]
    })
}

/** What the note is written from: the transcript (edited, else assembled) and any text typed in. */
const sourceText = (session: Pick<SessionRow, 'transcription' | 'assembledTranscription' | 'notes'>) =>
  reviewSource(session.transcription ?? session.assembledTranscription, session.notes)

/**
 * The review check of a new version. It runs where the version is written (the generation job, the markdown
 * save), so every version is stored with its findings; a check that fails leaves the version unchecked
 * (review null, shown as such) rather than losing the note.
 */
function checkVersion(
  deps: Pick<DocumentsDeps, 'review' | 'log'>,
  request: ReviewRequest,
  documentId: string,
) {
  const started = performance.now()
  try {
    const review = deps.review.check(request)
    const ms = Math.round(performance.now() - started)
    deps.log.info({ documentId, ms, findings: review.findings.length }, 'note checked')
    return { review, reviewSource: request.transcript }
  } catch (error) {
    deps.log.error(
      { documentId, reason: error instanceof Error ? error.message : String(error) },
      'the review check failed',
    )
    return { review: null, reviewSource: request.transcript }
  }
}

const writesInputs = (session: SessionRow) =>
  noteInputs(session.userInputs, session.language as Language).length > 0

/** What the engine writes a version from: the same for the job and for the check made before charging. */
function generationRequest(
  session: SessionRow,
  template: { name: string; sections: DocumentSection[] },
  doc: DocumentRow,
  job: Pick<GenerationJob, 'instruction' | 'model' | 'temperature'>,
): GenerationRequest {
  const language = session.language as Language
  return {
    language,
    transcript: sourceText(session),
    inputs: noteInputs(session.userInputs, language),
    template,
    ...(job.instruction ? { instruction: job.instruction, previous: doc.content ?? '' } : {}),
    ...(job.model ? { model: job.model } : {}),
    ...(job.temperature !== undefined ? { temperature: job.temperature } : {}),
  }
}

/**
 * The 422 for an instruction the engine cannot carry out, said before anything is charged: the reason and
 * the words of the first part not followed in `fields` (contract: refusalFields), and for a voice
 * instruction what was heard, so the clinician can see it and write it instead.
 */
function notFollowed(refusals: InstructionRefusal[], heard: string | undefined) {
  const names = refusalFields(heard !== undefined ? 'requested_changes[audio]' : 'requested_changes[text]')
  const first = refusals[0]!
  return new AppError(
    422,
    'instruction_not_followed',
    `Offline editing cannot follow this instruction, so nothing was changed or charged: ${refusals.map(describeRefusal).join(' ')} Make this change in the markdown editor.`,
    {
      [names.reason]: first.reason,
      [names.part]: first.part,
      ...(first.target ? { [names.target]: first.target } : {}),
      ...(first.section ? { [names.section]: first.section } : {}),
      ...(refusals.length > 1 ? { [names.more]: String(refusals.length - 1) } : {}),
      ...(heard !== undefined ? { [names.heard]: heard } : {}),
    },
  )
}

/** The price of a new version: spent with the document's state in one transaction, refunded on failure. */
async function pendingAndPaid(
  deps: DocumentsDeps,
  user: { id: string; organizationId: string | null },
  session: SessionRow,
  name: string,
  existing?: DocumentRow,
) {
  const ticket = randomUUID()
  return deps.db.transaction(async (tx) => {
    let doc: DocumentRow
    if (existing) {
      await store.setPendingTicket(tx, existing.id, ticket)
      doc = { ...existing, status: 'pending', error: null, ticket }
    } else {
      const started = await store.upsertPendingDocument(tx, session.id, name, ticket)
      // Already queued or being generated (a double click): the same job answers, and nothing is charged.
      if (!started) {
        const inProgress = await store.findDocumentByName(tx, session.id, name)
        if (inProgress) return { inProgress: true as const, doc: inProgress }
        throw new Error(`document ${name} of session ${session.id} is neither new nor found`)
      }
      doc = started
    }
    const paidFrom = await spendForDocument(tx, user, {
      amount: deps.credits.perDocument,
      documentId: doc.id,
      sessionId: session.id,
      reason: name === MAIN_DOCUMENT ? 'Consultation note' : `Document: ${name}`,
      supportContact: deps.credits.supportContact,
    })
    return { inProgress: false as const, doc, paidFrom, ticket }
  })
}

/** The document a keyed request started, provided the key is sent again for that same document. */
async function sameRequest(db: Db, documentId: string, sessionId: string, name: string) {
  const doc = await store.findDocumentById(db, documentId)
  if (!doc || doc.sessionId !== sessionId || doc.name !== name) {
    throw new AppError(
      422,
      'bad_request',
      'This Idempotency-Key was sent with another request: use a new key',
      {
        'idempotency-key': 'Used for another document',
      },
    )
  }
  return doc
}

export async function startGeneration(
  deps: DocumentsDeps,
  user: { id: string; organizationId: string | null; preferredModel?: string | null },
  sessionId: string,
  name: string,
  options: { model?: string | undefined; temperature?: number | undefined } = {},
  idempotencyKey?: string,
) {
  const userId = user.id
  const session = await ownSession(deps.db, userId, sessionId)
  await templateFor(deps.db, session, name)
  if (idempotencyKey) {
    const earlier = await store.findGenerationRequest(deps.db, userId, idempotencyKey)
    if (earlier) return withReview(deps.db, await sameRequest(deps.db, earlier.documentId, session.id, name))
  }
  const hasInputs = session.userInputs.some((i) => i.value.trim() !== '')
  if (!sourceText(session) && !hasInputs && (await countChunks(deps.db, session.id)) === 0) {
    throw new AppError(
      422,
      'bad_request',
      'Nothing to write from yet: record or type the consultation first',
      {
        session: 'No speech and no text',
      },
    )
  }
  const started = await pendingAndPaid(deps, user, session, name)
  if (idempotencyKey) await store.recordGenerationRequest(deps.db, userId, idempotencyKey, started.doc.id)
  if (started.inProgress) return withReview(deps.db, started.doc)
  const { doc, paidFrom, ticket } = started
  const model = chosenModel(options.model, user)
  await deps.enqueue({
    documentId: doc.id,
    ticket,
    source: 'generated',
    userId,
    fromVersion: doc.version,
    ...(paidFrom ? { paidFrom } : {}),
    ...(model ? { model } : {}),
    ...(options.temperature !== undefined ? { temperature: options.temperature } : {}),
  })
  return withReview(deps.db, doc)
}

/** Marks a generation failed, giving back what it cost. */
async function fail(deps: DocumentsDeps, job: GenerationJob, doc: DocumentRow, error: string) {
  await store.setDocumentState(deps.db, doc.id, { status: 'failed', error })
  if (job.paidFrom && job.userId) {
    await refund(deps.db, job.paidFrom, {
      amount: deps.credits.perDocument,
      documentId: doc.id,
      sessionId: doc.sessionId,
      userId: job.userId,
      reason: 'Generation failed',
    })
  }
}

/**
 * The job: waits for the transcript, then writes a new version with the engine, or records why it could not.
 * Several jobs may come for one paid request (the transcription job's start and the fallback re-check); only
 * the one that claims the document generates, so a document is never generated, nor refunded, twice.
 */
export async function generateDocument(deps: DocumentsDeps, job: GenerationJob, jobId: string) {
  const found = await store.findDocumentById(deps.db, job.documentId)
  if (!found || found.ticket !== (job.ticket ?? null)) return
  // A job run again after it wrote its version (a crash before the queue heard it finished) stops here.
  if (job.fromVersion !== undefined && found.version > job.fromVersion) return
  const waited = job.waited ?? 0
  if ((await countUntranscribedChunks(deps.db, found.sessionId)) > 0 && waited < MAX_WAITS) {
    const next = { ...job, waited: waited + 1 }
    if (!(await store.parkWaitingJob(deps.db, found.id, job.ticket, next))) return
    await deps.enqueue(next, RECHECK_SECONDS)
    // The last chunk may have been done between the count and the parking: then this job carries on.
    if ((await countUntranscribedChunks(deps.db, found.sessionId)) > 0) return
  }
  // Read after the count: a chunk counted as transcribed has its text in the session's transcript (one
  // transaction), so the note is written from every chunk the count saw done.
  const session = await findSessionById(deps.db, found.sessionId)
  if (!session || session.purgedAt) return
  const doc = await store.claimForGeneration(deps.db, found.id, job.ticket, jobId)
  if (!doc) return
  if (waited >= MAX_WAITS && (await countUntranscribedChunks(deps.db, session.id)) > 0) {
    await fail(deps, job, doc, 'The transcription did not finish; try again')
    return
  }
  if (!sourceText(session) && !writesInputs(session) && !job.instruction) {
    await fail(deps, job, doc, 'No speech was recorded and nothing was typed: there is nothing to write from')
    return
  }
  let template: { name: string; sections: DocumentSection[] }
  try {
    template = await templateFor(deps.db, session, doc.name)
  } catch {
    await store.setDocumentState(deps.db, doc.id, {
      status: 'failed',
      error: 'The document template no longer exists',
    })
    return
  }
  const request = generationRequest(session, template, doc, job)
  try {
    const note = await deps.engine.generate(request)
    const checked = checkVersion(
      deps,
      {
        language: request.language,
        transcript: request.transcript,
        inputs: request.inputs,
        note: note.markdown,
        ...(note.provenance ? { provenance: note.provenance } : {}),
      },
      doc.id,
    )
    const version = {
      content: note.markdown,
      source: job.source,
      instruction: job.instruction ?? null,
      engine: deps.engine.name,
      model: job.model ?? null,
      ...checked,
      notice: note.notice ?? null,
    }
    if (job.fromVersion === undefined) await store.addVersion(deps.db, doc.id, version)
    else await store.addVersionIfCurrent(deps.db, doc.id, job.fromVersion, version)
  } catch (error) {
    const overloaded = error instanceof GenerationOverloadedError
    // Refused before charging as a rule; here only when the note changed between the request and the job.
    const reason = overloaded
      ? 'The server is overloaded; all the information is saved, try again'
      : error instanceof InstructionNotFollowedError
        ? `Offline editing could not follow the instruction: ${error.message}`
        : `Error generating document: ${error instanceof Error ? error.message : String(error)}`
    await fail(deps, job, doc, reason.slice(0, 500))
    deps.log.error({ documentId: doc.id, reason }, 'document generation failed')
  }
}

/**
 * Called by the transcription job when a chunk is done: once none of the session's chunks is left, the
 * generations parked waiting for them start now rather than at their next re-check.
 */
export async function startWaitingGenerations(
  deps: Pick<DocumentsDeps, 'db' | 'enqueue'>,
  sessionId: string,
) {
  if ((await countUntranscribedChunks(deps.db, sessionId)) > 0) return
  for (const job of await store.takeWaitingJobs(deps.db, sessionId)) {
    await deps.enqueue(job as unknown as GenerationJob)
  }
}

async function ownDocument(db: Db, userId: string, sessionId: string, docId: string) {
  const session = await ownSession(db, userId, sessionId)
  const doc = isUuid(docId) ? await store.findDocument(db, session.id, docId) : undefined
  if (!doc) throw notFound('Document')
  return { session, doc }
}

export async function getDocument(db: Db, userId: string, sessionId: string, docId: string) {
  const { doc } = await ownDocument(db, userId, sessionId, docId)
  return withReview(db, doc)
}

export async function listVersions(
  db: Db,
  userId: string,
  sessionId: string,
  docId: string,
): Promise<DocumentVersion[]> {
  const { doc } = await ownDocument(db, userId, sessionId, docId)
  return (await store.listVersions(db, doc.id)).map((v) => ({
    version: v.version,
    content: v.content,
    source: v.source as VersionSource,
    instruction: v.instruction,
    restored_from: v.restoredFrom,
    created_at: v.createdAt.toISOString(),
  }))
}

/** The review check of a note the clinician chose (saved or restored), against the session as it is now. */
function checkChosenNote(
  deps: Pick<DocumentsDeps, 'review' | 'log'>,
  session: SessionRow,
  doc: DocumentRow,
  note: string,
) {
  const language = session.language as Language
  return checkVersion(
    deps,
    { language, transcript: sourceText(session), inputs: noteInputs(session.userInputs, language), note },
    doc.id,
  )
}

/**
 * An earlier version made current again: its text is copied into a new version (source restored, naming
 * the version it copies), checked like a markdown save, unsigned, and free. Refused while a new version is
 * being written (it would replace the restored one), and for the version already current.
 */
export async function restoreVersion(
  deps: Pick<DocumentsDeps, 'db' | 'review' | 'log'>,
  userId: string,
  sessionId: string,
  docId: string,
  version: number,
) {
  const { session, doc } = await ownDocument(deps.db, userId, sessionId, docId)
  const earlier = await store.findVersion(deps.db, doc.id, version)
  if (!earlier) {
    throw new AppError(
      404,
      'not_found',
      doc.version === 0
        ? 'The document has no versions yet'
        : `The document has no version ${version}: its versions are 1 to ${doc.version}`,
      { version: 'No such version' },
    )
  }
  if (store.IN_PROGRESS.includes(doc.status)) {
    throw conflict('A new version is being written: restore once it is ready', {
      version: 'A version is being written',
    })
  }
  if (version === doc.version) {
    throw conflict(`Version ${version} is already the current one`, { version: 'Already current' })
  }
  const checked = checkChosenNote(deps, session, doc, earlier.content)
  const restored = await store.addChosenVersion(deps.db, doc.id, doc.version, {
    content: earlier.content,
    source: 'restored',
    restoredFrom: version,
    ...checked,
  })
  // Another version came in between (a save in another tab, a generation asked for): the clinician looks again.
  if (!restored) {
    throw conflict('The document changed meanwhile: look at its versions again', {
      version: 'The document changed',
    })
  }
  return withReview(deps.db, restored)
}

/** A voice instruction is at most 1:30 (spec): longer recordings are refused once decoded. */
const MAX_VOICE_SECONDS = 95

export interface RequestChangeDeps extends DocumentsDeps {
  transcription: { engine: TranscriptionEngine; prompt: string }
}

/** What the regenerate form carries: exactly one of these, checked by the route that read it. */
export interface RequestedChange {
  text?: string | undefined
  markdown?: string | undefined
  audio?: { data: Buffer; filename: string } | undefined
}

/**
 * The regenerate form carried out: a voice instruction is transcribed in the consultation's language and
 * then followed like a typed one. `savedNow` says the markdown was saved at once (no job queued).
 */
export async function requestChange(
  deps: RequestChangeDeps,
  user: { id: string; organizationId: string | null; preferredModel?: string | null },
  sessionId: string,
  docId: string,
  change: RequestedChange,
) {
  let voiceText: string | undefined
  if (change.audio) {
    // The consultation is looked up first: someone else's document is not found before its audio is read.
    const session = await ownSession(deps.db, user.id, sessionId)
    const pcm = await decodeRecording(change.audio, {
      field: 'requested_changes[audio]',
      maxSeconds: MAX_VOICE_SECONDS,
      tooLong: 'A voice instruction is at most 1:30',
    })
    voiceText = await transcribeOnce(deps.transcription, {
      pcm,
      language: session.language as Language,
      clean: true,
    })
  }
  const doc = await regenerate(deps, user, sessionId, docId, {
    ...(change.markdown !== undefined ? { markdown: change.markdown } : {}),
    ...(change.text !== undefined ? { text: change.text } : {}),
    ...(voiceText !== undefined ? { voiceText } : {}),
  })
  return { doc, savedNow: change.markdown !== undefined }
}

/**
 * A new version from the clinician: their markdown is saved as it is; a text (or a transcribed voice)
 * instruction goes to the engine with the current version.
 */
export async function regenerate(
  deps: DocumentsDeps,
  user: { id: string; organizationId: string | null; preferredModel?: string | null },
  sessionId: string,
  docId: string,
  change: { markdown?: string; text?: string; voiceText?: string },
) {
  const { session, doc } = await ownDocument(deps.db, user.id, sessionId, docId)
  if (change.markdown !== undefined) {
    if (!change.markdown.trim())
      throw badRequest('The document is empty', { 'requested_changes[markdown]': 'Empty' })
    // Form posts carry CRLF line breaks; markdown is stored with LF like every other version.
    const content = change.markdown.replace(/\r\n?/g, '\n')
    const checked = checkChosenNote(deps, session, doc, content)
    const saved = await store.addVersion(deps.db, doc.id, { content, source: 'markdown', ...checked })
    return withReview(deps.db, saved)
  }
  const instruction = (change.text ?? change.voiceText ?? '').trim()
  if (!instruction) {
    const field = change.voiceText !== undefined ? 'requested_changes[audio]' : 'requested_changes[text]'
    throw badRequest(change.voiceText !== undefined ? 'No speech in the recording' : 'Say what to change', {
      [field]: 'Empty',
    })
  }
  // An engine that follows only some instructions (the offline one) says which it cannot before the charge.
  if (deps.engine.refusals) {
    const template = await templateFor(deps.db, session, doc.name)
    const refusals = deps.engine.refusals(generationRequest(session, template, doc, { instruction }))
    if (refusals.length) throw notFollowed(refusals, change.voiceText)
  }
  const started = await pendingAndPaid(deps, user, session, doc.name, doc)
  if (started.inProgress) return withReview(deps.db, started.doc)
  const { paidFrom, ticket } = started
  await deps.enqueue({
    documentId: doc.id,
    ticket,
    source: change.voiceText !== undefined ? 'voice' : 'instruction',
    instruction,
    fromVersion: doc.version,
    userId: user.id,
    ...(paidFrom ? { paidFrom } : {}),
    ...(user.preferredModel ? { model: user.preferredModel } : {}),
  })
  return withReview(deps.db, { ...doc, status: 'pending', error: null })
}

/** One finding as a route names it: the consultation `id`, its document and the finding. */
type FindingAddress = { id: string; docId: string; findingId: string }

/** The finding must be one of the current version's: dismissing a finding the clinician cannot see is refused. */
export async function dismissFinding(db: Db, userId: string, { id, docId, findingId }: FindingAddress) {
  const { doc } = await ownDocument(db, userId, id, docId)
  const review = (await store.currentReviews(db, [doc.id])).get(doc.id)?.review
  if (!review?.findings.some((finding) => finding.id === findingId)) {
    throw new AppError(404, 'not_found', 'The current version has no such finding', {
      findingId: 'Not a finding of the current version',
    })
  }
  await store.addDismissal(db, doc.id, findingId, userId)
  return withReview(db, doc)
}

/** Restoring a finding that is not dismissed changes nothing. */
export async function restoreFinding(db: Db, userId: string, { id, docId, findingId }: FindingAddress) {
  const { doc } = await ownDocument(db, userId, id, docId)
  await store.removeDismissal(db, doc.id, findingId)
  return withReview(db, doc)
}

/**
 * The clinician confirms they reviewed `version`: stored with who, when and the findings open and dismissed
 * then. Only the current version can be signed (409 otherwise); signing it again keeps the first sign-off.
 */
export async function signOffDocument(
  db: Db,
  user: { id: string; name: string },
  sessionId: string,
  docId: string,
  version: number,
) {
  const { doc } = await ownDocument(db, user.id, sessionId, docId)
  const notCurrent = (current: number) =>
    conflict(
      current === 0
        ? 'The document has no version to sign yet'
        : `Version ${version} is no longer the current one: review version ${current} and sign it`,
      { version: 'Not the current version' },
    )
  if (version !== doc.version || doc.version === 0) throw notCurrent(doc.version)
  const current = await withReview(db, doc)
  const findings = current.review?.findings ?? []
  const dismissed = findings.filter((finding) => finding.dismissed).length
  const signed = await store.signOff(db, {
    documentId: doc.id,
    version,
    signedBy: user.id,
    signerName: user.name,
    openFindings: findings.length - dismissed,
    dismissedFindings: dismissed,
  })
  const after = await withReview(db, (await store.findDocumentById(db, doc.id)) ?? doc)
  // Not inserted: signed before (kept), or a new version came in between.
  if (!signed && after.signoff?.version !== version) throw notCurrent(after.version)
  return after
}

/** POST /generate: one document from the spec's notes payload, written at once. */
export async function generateOnce(
  deps: Pick<DocumentsDeps, 'db' | 'engine'>,
  userId: string,
  body: {
    data: z.infer<typeof NotesData>
    template: string
    model?: string | undefined
    temperature?: number | undefined
  },
  language: Language,
) {
  const { text, ...fields } = body.data
  let template: { name: string; sections: DocumentSection[] }
  try {
    const type = await getType(deps.db, userId, body.template, language)
    template = { name: type.name, sections: type.sections }
  } catch {
    const doc = documentsById.get(body.template)
    if (!doc) throw badRequest('Unknown template', { template: 'Not a consultation type or a document' })
    const dto = selectableTemplate(doc, language)
    template = { name: dto.name, sections: dto.sections }
  }
  const userInputs = Object.entries(fields)
    .filter(([, value]) => typeof value === 'string' && value.trim() !== '')
    .map(([key, value]) => ({ processor_input_id: key, value: value as string }))
  const inputs = noteInputs(userInputs, language)
  if (!text.trim() && inputs.length === 0) throw badRequest('Nothing to write from', { 'data.text': 'Empty' })
  try {
    const note = await deps.engine.generate({
      language,
      transcript: text,
      inputs,
      template,
      ...(body.model ? { model: body.model } : {}),
      ...(body.temperature !== undefined ? { temperature: body.temperature } : {}),
    })
    return note.markdown
  } catch (error) {
    if (error instanceof GenerationOverloadedError) {
      throw new AppError(
        503,
        'server_overloaded',
        'The server is overloaded; all the information is saved, try again',
      )
    }
    throw new AppError(
      503,
      'unavailable',
      `Error generating document: ${error instanceof Error ? error.message : error}`,
    )
  }
}
