import { randomUUID } from 'node:crypto'
import { extname } from 'node:path'
import type { Language } from '../../../contract/common'
import {
  type CustomDocument,
  type CustomTemplate,
  EXAMPLE_FILE_TYPES,
  type ExampleFileType,
  MAX_EXAMPLE_FILE_BYTES,
  MAX_EXAMPLE_FILES,
  type TemplateRequest,
  type TemplateRequestInput,
  TemplateRequestInput as TemplateRequestSchema,
} from '../../../contract/templates'
import { documentsById } from '../../catalogue/catalogue'
import type { Db } from '../../db/connect'
import type {
  CustomSection,
  CustomTemplateRow,
  TemplateRequestFileRow,
  TemplateRequestRow,
  UserRow,
} from '../../db/schema'
import { AppError, badRequest, conflict, notFound } from '../../http/errors'
import { isUuid } from '../../http/ids'
import type { BlobStore } from '../../storage/blobs'
import { findUserById } from '../accounts/store'
import { getType, withKeys } from '../catalogue/service'
import * as store from './store'

export interface TemplatesDeps {
  db: Db
  blobs: BlobStore
}

/** An example file as it arrived: the name the clinician gave it and its bytes. */
export interface UploadedFile {
  filename: string
  data: Buffer
}

type Owner = { id: string; organizationId: string | null }

const requestFolder = (requestId: string) => `template-requests/${requestId}`

/** The blob folders of a user's template requests: their example files, removed with the account. */
export async function requestBlobFoldersOf(db: Db, userId: string) {
  return (await store.requestIdsWithFilesOf(db, userId)).map(requestFolder)
}

/** Postgres' unique violation, however the driver wraps it. */
const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: unknown }
  return e?.code === '23505' || (e?.cause !== undefined && isUniqueViolation(e.cause))
}

const ONE_AT_A_TIME =
  'A template request is already waiting for support: one at a time, so send the next one once it is approved or declined'
const ONE_AT_A_TIME_ORGANIZATION =
  "Your organisation's template request is already waiting for support: one at a time, so send the next one once it is approved or declined"

function requestDto(row: TemplateRequestRow, files: TemplateRequestFileRow[]): TemplateRequest {
  return {
    id: row.id,
    title: row.title,
    sections: row.sections,
    vocabulary_comment: row.vocabularyComment,
    base_document_id: row.baseDocumentId,
    for_organization: row.organizationId !== null,
    status: row.status as TemplateRequest['status'],
    decline_reason: row.declineReason,
    custom_document_id: row.customDocumentId,
    files: files
      .filter((f) => f.requestId === row.id)
      .map((f) => ({ id: f.id, filename: f.filename, content_type: f.contentType, bytes: f.bytes })),
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  }
}

const customDocumentDto = (row: store.CustomDocumentWithBase): CustomDocument => ({
  id: row.id,
  name: row.name,
  description: row.description,
  sections: row.sections,
  organization: row.organizationId !== null,
  base_document_id: row.baseDocumentId,
  created_at: row.createdAt.toISOString(),
})

const customTemplateDto = (row: CustomTemplateRow): CustomTemplate => ({
  id: row.id,
  name: row.name,
  text: row.text,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
})

const startsWith = (data: Buffer, bytes: number[]) => bytes.every((b, i) => data[i] === b)

/** What the bytes are, whatever the name says: PDF, DOCX (a zip with a word/ part), PNG, JPEG or UTF-8 text. */
export function sniffExampleFile(data: Buffer): ExampleFileType | undefined {
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf'
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04])) {
    // Zip entry names are stored uncompressed in the local headers: a Word document has word/document.xml.
    return data.includes('word/document.xml', 0, 'latin1')
      ? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
      : undefined
  }
  if (data.length > 0 && !data.includes(0)) {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(data)
      return 'text/plain'
    } catch {
      return undefined
    }
  }
  return undefined
}

/** Each file's type from its bytes, which must agree with its name; a clear error naming the file otherwise. */
export function checkExampleFiles(files: UploadedFile[]) {
  if (files.length > MAX_EXAMPLE_FILES) {
    throw badRequest(`At most ${MAX_EXAMPLE_FILES} example files`, {
      files: `At most ${MAX_EXAMPLE_FILES} files`,
    })
  }
  return files.map((file, i) => {
    const field = `files.${i}`
    if (file.data.length > MAX_EXAMPLE_FILE_BYTES) {
      throw new AppError(413, 'payload_too_large', `${file.filename} is larger than 10 MB`, {
        [field]: 'Larger than 10 MB',
      })
    }
    if (file.data.length === 0) throw badRequest(`${file.filename} is empty`, { [field]: 'Empty file' })
    const extension = extname(file.filename).toLowerCase()
    const named = (Object.entries(EXAMPLE_FILE_TYPES) as [ExampleFileType, readonly string[]][]).find(
      ([, extensions]) => extensions.includes(extension),
    )?.[0]
    if (!named) {
      throw new AppError(
        415,
        'unsupported_media_type',
        `${file.filename}: send a PDF, Word (.docx), PNG, JPEG or plain text file`,
        { [field]: 'Not a PDF, DOCX, PNG, JPEG or text file' },
      )
    }
    const actual = sniffExampleFile(file.data)
    if (actual !== named) {
      throw new AppError(
        415,
        'unsupported_media_type',
        `${file.filename} is not what its name says (${extension}): its content is not a valid file of that type`,
        { [field]: `The content is not ${extension}` },
      )
    }
    return { ...file, contentType: actual }
  })
}

/** A file name safe to show and to send back in a header: no path, no control characters, not too long. */
const cleanName = (filename: string) =>
  (
    filename
      .split(/[\\/]/)
      .pop()!
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
      .replace(/[\u0000-\u001f\u007f"]/g, '')
      .trim() || 'file'
  ).slice(-200)

async function checkBaseDocument(db: Db, userId: string, id: string | undefined, language: Language) {
  if (id === undefined || documentsById.has(id)) return
  try {
    await getType(db, userId, id, language)
  } catch {
    throw badRequest('The base document is not one of the documents or consultation types', {
      'request.base_document_id': 'Unknown document',
    })
  }
}

/**
 * A new pending request: one at a time per clinician, and per organisation for a request made for it. The
 * partial unique indexes make the rule hold against two submissions at the same moment too.
 */
export async function submitRequest(
  deps: TemplatesDeps,
  user: UserRow,
  input: TemplateRequestInput,
  files: UploadedFile[],
  language: Language = 'pt',
) {
  const request = TemplateRequestSchema.parse(input)
  if (request.for_organization && !user.organizationId) {
    throw badRequest('You do not belong to an organisation', {
      'request.for_organization': 'Not in an organisation',
    })
  }
  const organizationId = request.for_organization ? user.organizationId : null
  if (await store.findPendingRequest(deps.db, { userId: user.id })) {
    throw conflict(ONE_AT_A_TIME, { request: 'A request is pending' })
  }
  if (organizationId && (await store.findPendingRequest(deps.db, { organizationId }))) {
    throw conflict(ONE_AT_A_TIME_ORGANIZATION, {
      'request.for_organization': "The organisation's request is pending",
    })
  }
  await checkBaseDocument(deps.db, user.id, request.base_document_id, language)
  const checked = checkExampleFiles(files)

  const id = randomUUID()
  const fileRows = checked.map((file, position) => {
    const fileId = randomUUID()
    return {
      id: fileId,
      requestId: id,
      position,
      filename: cleanName(file.filename),
      contentType: file.contentType,
      bytes: file.data.length,
      blobKey: `${requestFolder(id)}/${fileId}`,
    }
  })
  // Blobs first, rows after: a row never points at a missing file; a refused insert removes the blobs.
  for (const [i, row] of fileRows.entries()) await deps.blobs.put(row.blobKey, checked[i]!.data)
  try {
    const { row, stored } = await deps.db.transaction(async (tx) => {
      const row = await store.insertRequest(tx, {
        id,
        userId: user.id,
        organizationId,
        title: request.title,
        sections: request.sections,
        vocabularyComment: request.vocabulary_comment || null,
        baseDocumentId: request.base_document_id ?? null,
      })
      return { row, stored: await store.insertFiles(tx, fileRows) }
    })
    return requestDto(row, stored)
  } catch (error) {
    await deps.blobs.deletePrefix(requestFolder(id))
    if (!isUniqueViolation(error)) throw error
    throw conflict(organizationId ? ONE_AT_A_TIME_ORGANIZATION : ONE_AT_A_TIME, {
      request: 'A request is pending',
    })
  }
}

export async function listOwnRequests(db: Db, userId: string) {
  const rows = await store.listRequestsOf(db, userId)
  const files = await store.filesOf(
    db,
    rows.map((r) => r.id),
  )
  return rows.map((row) => requestDto(row, files))
}

async function ownRequest(db: Db, userId: string, id: string) {
  const row = isUuid(id) ? await store.findRequest(db, id, userId) : undefined
  if (!row) throw notFound('Template request')
  return row
}

export async function getOwnRequest(db: Db, userId: string, id: string) {
  const row = await ownRequest(db, userId, id)
  return requestDto(row, await store.filesOf(db, [row.id]))
}

/** An example file of the clinician's own request, for the example viewer. */
export async function ownRequestFile(deps: TemplatesDeps, userId: string, id: string, fileId: string) {
  const row = await ownRequest(deps.db, userId, id)
  const file = isUuid(fileId) ? await store.findFile(deps.db, row.id, fileId) : undefined
  if (!file) throw notFound('File')
  return { filename: file.filename, contentType: file.contentType, data: await deps.blobs.get(file.blobKey) }
}

/**
 * The names of these organisations that still exist, by id: given by the caller, since organizations
 * depends on templates (it hands a closed organisation's documents over) and not the other way.
 */
export type OrganizationNames = (db: Db, ids: readonly string[]) => Promise<Map<string, string>>

/** Support's queue: every request, or those of one status, oldest first. */
export async function requestsForSupport(
  db: Db,
  organizationNames: OrganizationNames,
  status?: TemplateRequest['status'],
  id?: string,
) {
  const rows = await store.listRequestsForSupport(db, status, id)
  const files = await store.filesOf(
    db,
    rows.map((r) => r.request.id),
  )
  const names = await organizationNames(
    db,
    rows.flatMap((r) => (r.request.organizationId ? [r.request.organizationId] : [])),
  )
  return rows.map((r) => ({
    ...requestDto(r.request, files),
    requester: { id: r.request.userId, email: r.email, name: r.userName },
    organization_name: r.request.organizationId ? (names.get(r.request.organizationId) ?? null) : null,
    file_keys: files.filter((f) => f.requestId === r.request.id).map((f) => f.blobKey),
  }))
}

/** One request of support's queue, by id. */
export async function requestForSupport(db: Db, organizationNames: OrganizationNames, id: string) {
  const [request] = isUuid(id) ? await requestsForSupport(db, organizationNames, undefined, id) : []
  if (!request) throw notFound('Template request')
  return request
}

/** An example file of any request, for support. */
export async function requestFileForSupport(deps: TemplatesDeps, id: string, fileId: string) {
  const file = isUuid(id) && isUuid(fileId) ? await store.findFile(deps.db, id, fileId) : undefined
  if (!file) throw notFound('File')
  return { filename: file.filename, contentType: file.contentType, data: await deps.blobs.get(file.blobKey) }
}

async function pendingRequest(db: Db, id: string) {
  const row = isUuid(id) ? await store.findRequest(db, id) : undefined
  if (!row) throw notFound('Template request')
  if (row.status !== 'pending') throw conflict(`The request was already ${row.status}`, { id: row.status })
  return row
}

/** The sections of the custom document: the requested titles, each instruction from description and changes. */
export function sectionsFromRequest(sections: TemplateRequestRow['sections']) {
  return withKeys(
    sections.map((s) => ({
      title: s.title,
      instruction: [s.description, s.requested_changes]
        .map((t) => t.trim())
        .filter(Boolean)
        .join('\n'),
      format: 'prose' as const,
      abbreviations: false,
    })),
  )
}

/**
 * Support approves: a custom document is made from the request's sections, for the requester or for the
 * organisation it was requested for, and the request leaves the pending state (another may be sent).
 */
export async function approveRequest(
  db: Db,
  id: string,
  options: {
    name?: string | undefined
    /** The sections support wrote; left out, they come from the request's (sectionsFromRequest). */
    sections?: Omit<CustomSection, 'key'>[] | undefined
  } = {},
) {
  const request = await pendingRequest(db, id)
  const name = (options.name ?? request.title).trim().slice(0, 120)
  if (!name) throw badRequest('The document needs a name', { name: 'Empty' })
  if (options.sections && options.sections.length === 0)
    throw badRequest('The document needs at least one section', { sections: 'Empty' })
  const sections = options.sections ? withKeys(options.sections) : sectionsFromRequest(request.sections)
  return db.transaction(async (tx) => {
    const document = await store.insertCustomDocument(tx, {
      userId: request.organizationId ? null : request.userId,
      organizationId: request.organizationId,
      name,
      description: sections.map((s) => s.title).join(' · '),
      sections,
      requestId: request.id,
    })
    const decided = await store.decideRequest(tx, request.id, {
      status: 'approved',
      customDocumentId: document.id,
    })
    if (!decided) throw conflict('The request was decided meanwhile', { id: 'Not pending' })
    return {
      request: requestDto(decided, await store.filesOf(tx, [decided.id])),
      document: customDocumentDto({ ...document, baseDocumentId: request.baseDocumentId }),
    }
  })
}

/** Support declines, saying why; the clinician sees the reason and may send another request. */
export async function declineRequest(db: Db, id: string, reason: string) {
  const request = await pendingRequest(db, id)
  const why = reason.trim()
  if (!why) throw badRequest('Say why the request is declined', { reason: 'Empty' })
  const decided = await store.decideRequest(db, request.id, {
    status: 'declined',
    declineReason: why.slice(0, 2000),
  })
  if (!decided) throw conflict('The request was decided meanwhile', { id: 'Not pending' })
  return requestDto(decided, await store.filesOf(db, [decided.id]))
}

export async function listCustomDocuments(db: Db, user: Owner) {
  return (await store.listCustomDocuments(db, user)).map(customDocumentDto)
}

export async function getCustomDocument(db: Db, user: Owner, id: string) {
  const row = isUuid(id) ? await store.findCustomDocument(db, user, id) : undefined
  if (!row) throw notFound('Custom document')
  return customDocumentDto(row)
}

/**
 * The custom document a session's owner may generate: their own or their organisation's, read with the
 * owner's current organisation (someone who left it no longer has its documents).
 */
export async function customDocumentForUser(db: Db, userId: string, id: string) {
  const owner = await findUserById(db, userId)
  if (!owner || !isUuid(id)) return undefined
  const row = await store.findCustomDocument(db, owner, id)
  return row ? { name: row.name, sections: row.sections } : undefined
}

export async function listCustomTemplates(db: Db, userId: string) {
  return (await store.listCustomTemplates(db, userId)).map(customTemplateDto)
}

export async function getCustomTemplate(db: Db, userId: string, id: string) {
  const row = isUuid(id) ? await store.findCustomTemplate(db, userId, id) : undefined
  if (!row) throw notFound('Custom template')
  return customTemplateDto(row)
}

export async function createCustomTemplate(db: Db, userId: string, body: { name: string; text: string }) {
  return customTemplateDto(await store.insertCustomTemplate(db, { userId, ...body }))
}

export async function updateCustomTemplate(
  db: Db,
  userId: string,
  id: string,
  body: { name: string; text: string },
) {
  const row = isUuid(id) ? await store.updateCustomTemplate(db, userId, id, body) : undefined
  if (!row) throw notFound('Custom template')
  return customTemplateDto(row)
}

export async function deleteCustomTemplate(db: Db, userId: string, id: string) {
  if (!isUuid(id) || !(await store.deleteCustomTemplate(db, userId, id))) throw notFound('Custom template')
}
