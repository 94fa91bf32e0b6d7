import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { ReviewResult } from '../../contract/review'

/** Errors the browser reported: uncaught UI errors, exceptions and unhandled rejections. */
export const errorReports = pgTable(
  'error_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    occurredAt: text('occurred_at').notNull(),
    environment: text('environment').notNull(),
    codeVersion: text('code_version').notNull(),
    level: text('level').notNull(),
    source: text('source').notNull(),
    message: text('message').notNull(),
    stack: text('stack'),
    url: text('url'),
    userAgent: text('user_agent'),
    clientVersion: text('client_version'),
    telemetry: jsonb('telemetry').notNull(),
    truncated: boolean('truncated').notNull().default(false),
  },
  (t) => [index('error_reports_received_at_idx').on(t.receivedAt)],
)

/** A medical speciality with its name in each of Escriba's languages; seeded by a migration. */
export const medicalSpecialities = pgTable('medical_specialities', {
  id: text('id').primaryKey(),
  names: jsonb('names').$type<Record<'pt' | 'en' | 'de' | 'es', string>>().notNull(),
  position: integer('position').notNull(),
})

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    language: text('language').notNull().default('pt'),
    phoneNumber: text('phone_number'),
    medicalSpecialityId: text('medical_speciality_id').references(() => medicalSpecialities.id),
    organizationId: uuid('organization_id'),
    /** member | admin, while the user belongs to an organisation. */
    organizationRole: text('organization_role'),
    organizationJoinedAt: timestamp('organization_joined_at', { withTimezone: true }),
    optInNewsletter: boolean('opt_in_newsletter').notNull().default(false),
    optInProductContact: boolean('opt_in_product_contact').notNull().default(false),
    saveAudios: boolean('save_audios').notNull().default(false),
    saveTextData: boolean('save_text_data').notNull().default(false),
    consultationMode: text('consultation_mode').notNull().default('desktop'),
    forcePasswordChange: boolean('force_password_change').notNull().default(false),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** Escriba's support team: may use the staff routes under /v1/staff. */
    isStaff: boolean('is_staff').notNull().default(false),
    /** Set by support to stop an account: its sessions end and it cannot sign in until re-enabled. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** The generation model the clinician chose (one of the server's); null: the server's default. */
    preferredModel: text('preferred_model'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_idx').on(t.email)],
)
export type UserRow = typeof users.$inferSelect
export type NewUser = typeof users.$inferInsert

/** One signed-in session: the JWT carries its id, so logging out (or deleting the account) revokes it. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
)

/** Reset, confirmation and QR tokens: random, single-use, stored only as a SHA-256 hash, expiring. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('one_time_tokens_user_idx').on(t.userId)],
)

/**
 * What support did, through the staff routes or the admin command line: who (a staff user, or the command
 * line when it ran on the server's machine), which action, on what, and its details.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The staff user; null for the admin command line. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The staff user's email, or `admin CLI (<os user>)`: kept if the account goes. */
    actorLabel: text('actor_label').notNull(),
    /** api | cli */
    via: text('via').notNull(),
    action: text('action').notNull(),
    /** user | organization | template_request */
    targetType: text('target_type'),
    targetId: text('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('staff_audit_log_at_idx').on(t.at), index('staff_audit_log_target_idx').on(t.targetId, t.at)],
)
export type AuditRow = typeof staffAuditLog.$inferSelect
export type NewAuditRow = typeof staffAuditLog.$inferInsert

/** Signed integration tokens already used, kept until they expire, so none is accepted twice. */
export const usedSignedTokens = pgTable('used_signed_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})

/** Audit trail of sign-in events; also the source of the sign-in rate limits. */
export const authEvents = pgTable(
  'auth_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    event: text('event').notNull(),
    userId: uuid('user_id'),
    email: text('email'),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [index('auth_events_email_idx').on(t.email, t.at), index('auth_events_ip_idx').on(t.ip, t.at)],
)

/** A section of a clinician's own consultation type (written in one language, the clinician's). */
export interface CustomSection {
  key: string
  title: string
  instruction: string
  format: 'bullets' | 'prose'
  abbreviations: boolean
}

/** Consultation types a clinician made in the editor; Escriba's own catalogue lives in server/catalogue. */
export const customConsultationTypes = pgTable(
  'custom_consultation_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    medicalSpecialityId: text('medical_speciality_id')
      .notNull()
      .references(() => medicalSpecialities.id),
    sections: jsonb('sections').$type<CustomSection[]>().notNull(),
    inputs: jsonb('inputs').$type<{ processor_input_id: string; mandatory: boolean }[]>().notNull(),
    selectableDocumentIds: jsonb('selectable_document_ids').$type<string[]>().notNull(),
    copiedFrom: text('copied_from'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('custom_consultation_types_owner_idx').on(t.ownerId)],
)
export type CustomTypeRow = typeof customConsultationTypes.$inferSelect

/** A clinician's saved texts for one processor input, offered again in later consultations. */
export const inputTemplates = pgTable(
  'input_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    processorInputId: text('processor_input_id').notNull(),
    name: text('name').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('input_templates_owner_idx').on(t.ownerId, t.processorInputId)],
)
export type InputTemplateRow = typeof inputTemplates.$inferSelect

export const consultationSessions = pgTable(
  'consultation_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    consultationTypeId: text('consultation_type_id').notNull(),
    status: text('status').notNull().default('created'),
    mode: text('mode').notNull().default('consultation'),
    showTranscription: boolean('show_transcription').notNull().default(false),
    mobile: boolean('mobile').notNull().default(false),
    force: boolean('force').notNull().default(false),
    /** The transcript as the clinician last saved it; null while it is the chunks' texts in order. */
    transcription: text('transcription'),
    /** The chunks' transcribed texts in order, stitched; kept up to date by the transcription job. */
    assembledTranscription: text('assembled_transcription'),
    /** Language the consultation is spoken in (transcription and documents); the clinician's by default. */
    language: text('language').notNull().default('pt'),
    notes: text('notes'),
    userInputs: jsonb('user_inputs')
      .$type<{ processor_input_id: string; secondary_processor_input_id?: string | null; value: string }[]>()
      .notNull()
      .default([]),
    recordingInfo: jsonb('recording_info'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** When the retention job removed the clinical content. */
    purgedAt: timestamp('purged_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('consultation_sessions_user_idx').on(t.userId, t.createdAt),
    // One active session per user, enforced by the database; the polled status lookup reads only this index.
    uniqueIndex('consultation_sessions_active_idx')
      .on(t.userId)
      .where(sql`${t.status} in ('created', 'recording', 'paused')`),
    index('consultation_sessions_retention_idx').on(t.finishedAt).where(sql`${t.purgedAt} is null`),
  ],
)
export type SessionRow = typeof consultationSessions.$inferSelect
export type NewSession = typeof consultationSessions.$inferInsert

/** One uploaded piece of a consultation's audio; (session, order) is unique so a retried upload is one chunk. */
export const audioChunks = pgTable(
  'audio_chunks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => consultationSessions.id, { onDelete: 'cascade' }),
    order: integer('order').notNull(),
    status: text('status').notNull().default('received'),
    blobKey: text('blob_key'),
    sha256: text('sha256').notNull(),
    durationMs: integer('duration_ms').notNull(),
    bytes: integer('bytes').notNull(),
    text: text('text'),
    error: text('error'),
    /** Why a failed chunk failed, as a code the app translates (ChunkErrorCode). */
    errorCode: text('error_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('audio_chunks_session_order_idx').on(t.sessionId, t.order)],
)
export type ChunkRow = typeof audioChunks.$inferSelect

export const sessionFeedback = pgTable('session_feedback', {
  id: uuid('id').primaryKey().defaultRandom(),
  sessionId: uuid('session_id')
    .notNull()
    .references(() => consultationSessions.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  doctorSatisfaction: integer('doctor_satisfaction').notNull(),
  patientSatisfaction: integer('patient_satisfaction').notNull(),
  notesQuality: integer('notes_quality').notNull(),
  editingTime: text('editing_time').notNull(),
  comment: text('comment'),
  sharePubliclyAnonymously: boolean('share_publicly_anonymously').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** A document of a consultation: its main note or a selectable document, with its current version. */
export const generatedDocuments = pgTable(
  'generated_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => consultationSessions.id, { onDelete: 'cascade' }),
    /** 'main' for the consultation note, else the selectable document's id. */
    name: text('name').notNull(),
    status: text('status').notNull().default('pending'),
    /** The current version's markdown; null until the first version is ready. */
    content: text('content'),
    version: integer('version').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The paid request now owed: set with each one; a generation job acts only for its own ticket. */
    ticket: uuid('ticket'),
    /** The generation job waiting for the last chunks' text; the transcription job starts it at once. */
    waitingJob: jsonb('waiting_job').$type<Record<string, unknown>>(),
    /** The queue job generating it: only that job (or its retry) writes this ticket's version. */
    claimedBy: text('claimed_by'),
    /** What the clinician should know about how the current version was written ({code, text}), or null. */
    notice: jsonb('notice').$type<{ code: string; text: string }>(),
  },
  (t) => [uniqueIndex('generated_documents_session_name_idx').on(t.sessionId, t.name)],
)
export type DocumentRow = typeof generatedDocuments.$inferSelect

/**
 * A generation request sent with an Idempotency-Key: the same key again from the same user answers the same
 * document and charges nothing. Deleted with the document, or by the retention purge after a day.
 */
export const generationRequests = pgTable(
  'generation_requests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => generatedDocuments.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
)

/** Every version of a document, kept: generated, regenerated from an instruction, or written by the clinician. */
export const documentVersions = pgTable(
  'document_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => generatedDocuments.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    content: text('content').notNull(),
    /** generated | instruction | voice | markdown | restored */
    source: text('source').notNull(),
    instruction: text('instruction'),
    /** The version a restored version copies; null for every other source. */
    restoredFrom: integer('restored_from'),
    engine: text('engine'),
    model: text('model'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The review check of this version (findings, line evidence, warnings); null when it could not run. */
    review: jsonb('review').$type<ReviewResult>(),
    /** The text the check read (transcript and typed notes): the review's evidence offsets point into it. */
    reviewSource: text('review_source'),
  },
  (t) => [uniqueIndex('document_versions_document_version_idx').on(t.documentId, t.version)],
)

/** A finding the clinician dismissed: kept with the document, so it stays dismissed when a later version has it. */
export const documentDismissals = pgTable(
  'document_dismissals',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => generatedDocuments.id, { onDelete: 'cascade' }),
    findingId: text('finding_id').notNull(),
    dismissedBy: uuid('dismissed_by').references(() => users.id, { onDelete: 'set null' }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('document_dismissals_document_finding_idx').on(t.documentId, t.findingId)],
)

/** The clinician's confirmation that they reviewed one version of a document; a new version has none. */
export const documentSignoffs = pgTable(
  'document_signoffs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => generatedDocuments.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    signedBy: uuid('signed_by').references(() => users.id, { onDelete: 'set null' }),
    /** The name as it was when they signed: printed on the PDF, kept if the account changes. */
    signerName: text('signer_name').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
    openFindings: integer('open_findings').notNull(),
    dismissedFindings: integer('dismissed_findings').notNull(),
  },
  (t) => [uniqueIndex('document_signoffs_document_version_idx').on(t.documentId, t.version)],
)
export type SignoffRow = typeof documentSignoffs.$inferSelect

export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
export type OrganizationRow = typeof organizations.$inferSelect

/** An invitation to join an organisation, answered through a single-use link (the token is stored hashed). */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** pending | accepted | rejected | revoked; expired is read from expires_at. */
    status: text('status').notNull().default('pending'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invitations_token_idx').on(t.tokenHash),
    index('invitations_org_idx').on(t.organizationId),
  ],
)
export type InvitationRow = typeof invitations.$inferSelect

/** A balance of credits: a user's own, or an organisation's shared by its members. */
export const creditPools = pgTable(
  'credit_pools',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** user | organization */
    kind: text('kind').notNull(),
    ownerId: uuid('owner_id').notNull(),
    /** Kept equal to the sum of the pool's ledger entries; updated in the same transaction as each entry. */
    balance: integer('balance').notNull().default(0),
  },
  (t) => [uniqueIndex('credit_pools_owner_idx').on(t.kind, t.ownerId)],
)

/** The credits ledger: every grant, spend and refund is a row. */
export const creditEntries = pgTable(
  'credit_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    poolId: uuid('pool_id')
      .notNull()
      .references(() => creditPools.id, { onDelete: 'cascade' }),
    /** Positive for grants and refunds, negative for spends. */
    amount: integer('amount').notNull(),
    /** welcome | grant | document | refund */
    kind: text('kind').notNull(),
    reason: text('reason').notNull(),
    /** The user whose action it was (the clinician who generated, the support member who granted). */
    userId: uuid('user_id'),
    documentId: uuid('document_id'),
    sessionId: uuid('session_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credit_entries_pool_idx').on(t.poolId, t.createdAt)],
)

/** A section of a requested document, as the clinician describes it. */
export interface TemplateRequestSection {
  title: string
  description: string
  requested_changes: string
}

/**
 * A clinician's request for a document Escriba does not have; support approves it (creating a custom
 * document) or declines it with a reason. One pending request at a time per user, and per organisation.
 */
export const templateRequests = pgTable(
  'template_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set when the document is requested for the user's organisation (shared by its members). */
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    sections: jsonb('sections').$type<TemplateRequestSection[]>().notNull(),
    vocabularyComment: text('vocabulary_comment'),
    /** A selectable document id or consultation type id the new document starts from. */
    baseDocumentId: text('base_document_id'),
    /** pending | approved | declined */
    status: text('status').notNull().default('pending'),
    declineReason: text('decline_reason'),
    customDocumentId: uuid('custom_document_id').references((): AnyPgColumn => customDocuments.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('template_requests_user_idx').on(t.userId, t.createdAt),
    index('template_requests_status_idx').on(t.status, t.createdAt),
    // One at a time, enforced by the database too, so two simultaneous submissions cannot both pass.
    uniqueIndex('template_requests_pending_user_idx').on(t.userId).where(sql`${t.status} = 'pending'`),
    uniqueIndex('template_requests_pending_org_idx')
      .on(t.organizationId)
      .where(sql`${t.status} = 'pending' and ${t.organizationId} is not null`),
  ],
)
export type TemplateRequestRow = typeof templateRequests.$inferSelect

/** An example file attached to a template request; its bytes live in the blob store. */
export const templateRequestFiles = pgTable(
  'template_request_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => templateRequests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    blobKey: text('blob_key').notNull(),
  },
  (t) => [index('template_request_files_request_idx').on(t.requestId, t.position)],
)
export type TemplateRequestFileRow = typeof templateRequestFiles.$inferSelect

/** A document made by support for one clinician or one organisation, generated like a selectable document. */
export const customDocuments = pgTable(
  'custom_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    sections: jsonb('sections').$type<CustomSection[]>().notNull(),
    requestId: uuid('request_id').references((): AnyPgColumn => templateRequests.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('custom_documents_user_idx').on(t.userId),
    index('custom_documents_org_idx').on(t.organizationId),
    check('custom_documents_one_owner', sql`(${t.userId} is null) <> (${t.organizationId} is null)`),
  ],
)
export type CustomDocumentRow = typeof customDocuments.$inferSelect

/** A clinician's own reusable text (name and text), written and kept for later consultations. */
export const customTemplates = pgTable(
  'custom_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('custom_templates_user_idx').on(t.userId, t.createdAt)],
)
export type CustomTemplateRow = typeof customTemplates.$inferSelect

/** A language's title and body of an announcement. */
export interface AnnouncementText {
  title: string
  body: string
}

/**
 * A notice support shows on home's carousel between its dates (`npm run admin -- announcements:add`),
 * written in pt and optionally in the other languages; readers whose language is missing read pt.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    texts: jsonb('texts').$type<Partial<Record<'pt' | 'en' | 'de' | 'es', AnnouncementText>>>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null: shown until removed. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('announcements_window_idx').on(t.startsAt, t.endsAt),
    check('announcements_window_order', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
)
export type AnnouncementRow = typeof announcements.$inferSelect
export type NewAnnouncement = typeof announcements.$inferInsert

/** A conversation of one clinician with one assistant; its key is its id. */
export const assistantThreads = pgTable(
  'assistant_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assistantKey: text('assistant_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('assistant_threads_user_idx').on(t.userId, t.updatedAt)],
)
export type AssistantThreadRow = typeof assistantThreads.$inferSelect

/** One answer being written: queued, running, then completed (with the reply) or failed (with why). */
export const assistantRuns = pgTable(
  'assistant_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => assistantThreads.id, { onDelete: 'cascade' }),
    /** queued | running | completed | failed */
    status: text('status').notNull().default('queued'),
    model: text('model'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('assistant_runs_thread_idx').on(t.threadId, t.createdAt),
    // One answer at a time per thread, so the history stays in question-answer order.
    uniqueIndex('assistant_runs_one_open_idx')
      .on(t.threadId)
      .where(sql`${t.status} in ('queued', 'running')`),
  ],
)
export type AssistantRunRow = typeof assistantRuns.$inferSelect

/** The messages of a thread in order: the clinician's and the assistant's (written by a run). */
export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => assistantThreads.id, { onDelete: 'cascade' }),
    /** Order within the thread, from 1. */
    position: integer('position').notNull(),
    /** user | assistant */
    role: text('role').notNull(),
    content: text('content').notNull(),
    /** The run that wrote an assistant message, or that a user message started. */
    runId: uuid('run_id').references(() => assistantRuns.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('assistant_messages_thread_position_idx').on(t.threadId, t.position)],
)
export type AssistantMessageRow = typeof assistantMessages.$inferSelect

/** A research team's workspace of trials and candidate patients, owned by one user or one organisation. */
export const researchSpaces = pgTable(
  'research_spaces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('research_spaces_one_owner', sql`(${t.ownerUserId} IS NULL) <> (${t.organizationId} IS NULL)`),
    index('research_spaces_user_idx').on(t.ownerUserId),
    index('research_spaces_org_idx').on(t.organizationId),
  ],
)
export type SpaceRow = typeof researchSpaces.$inferSelect

/** A clinical trial of a research space; its criteria are rows of research_criteria. */
export const researchTrials = pgTable(
  'research_trials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => researchSpaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('research_trials_space_idx').on(t.spaceId)],
)
export type TrialRow = typeof researchTrials.$inferSelect

/** One eligibility criterion of a trial, in the trial's order. */
export const researchCriteria = pgTable(
  'research_criteria',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trialId: uuid('trial_id')
      .notNull()
      .references(() => researchTrials.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    definition: text('definition').notNull(),
    /** critical_inclusion | critical_exclusion | non_critical_inclusion | non_critical_exclusion */
    type: text('type').notNull(),
    needsReview: boolean('needs_review').notNull().default(false),
  },
  (t) => [
    index('research_criteria_trial_idx').on(t.trialId, t.position),
    check(
      'research_criteria_type',
      sql`${t.type} IN ('critical_inclusion', 'critical_exclusion', 'non_critical_inclusion', 'non_critical_exclusion')`,
    ),
  ],
)
export type CriterionRow = typeof researchCriteria.$inferSelect

/** A candidate patient of a research space, known by a label (no identity is required). */
export const researchPatients = pgTable(
  'research_patients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => researchSpaces.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('research_patients_space_idx').on(t.spaceId)],
)
export type PatientRow = typeof researchPatients.$inferSelect

/** A PDF of a patient's record: the file in the blob store and its text, extracted on upload. */
export const researchPatientDocuments = pgTable(
  'research_patient_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => researchPatients.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    bytes: integer('bytes').notNull(),
    blobKey: text('blob_key').notNull(),
    text: text('text').notNull().default(''),
    /** False for a PDF without extractable text (a scan): it is flagged and adds nothing to screening. */
    hasText: boolean('has_text').notNull(),
    pages: integer('pages').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('research_patient_documents_patient_idx').on(t.patientId)],
)
export type PatientDocumentRow = typeof researchPatientDocuments.$inferSelect

/** One screening of selected patients against selected trials, run by a job with its progress. */
export const screeningRuns = pgTable(
  'screening_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => researchSpaces.id, { onDelete: 'cascade' }),
    /** queued | running | done | failed */
    status: text('status').notNull().default('queued'),
    engine: text('engine').notNull(),
    patientIds: jsonb('patient_ids').$type<string[]>().notNull(),
    trialIds: jsonb('trial_ids').$type<string[]>().notNull(),
    /** Evaluations (patient × trial) finished, out of total. */
    done: integer('done').notNull().default(0),
    total: integer('total').notNull(),
    error: text('error'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('screening_runs_space_idx').on(t.spaceId, t.createdAt),
    check('screening_runs_status', sql`${t.status} IN ('queued', 'running', 'done', 'failed')`),
  ],
)
export type ScreeningRunRow = typeof screeningRuns.$inferSelect

/** The latest evaluation of one patient against one trial: per-criterion verdicts, the result, the review. */
export const evaluationResults = pgTable(
  'evaluation_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => researchSpaces.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => researchPatients.id, { onDelete: 'cascade' }),
    trialId: uuid('trial_id')
      .notNull()
      .references(() => researchTrials.id, { onDelete: 'cascade' }),
    runId: uuid('run_id').references(() => screeningRuns.id, { onDelete: 'set null' }),
    /**
     * What was read, as JSON {documents, scans: [filename]}, written out in the reader's language when read
     * (results kept before hold an English sentence, shown as it is).
     */
    preEvaluation: text('pre_evaluation').notNull(),
    /**
     * [{ criterion_id, definition, type, needs_review, verdict: met|not_met|unknown, explanation (English),
     * messages?: [{ key, params }] (the explanation as keys, written in the reader's language), evidence }]
     */
    criteria: jsonb('criteria').notNull(),
    /** fit | possible | not_approved */
    finalResult: text('final_result').notNull(),
    /** approved | declined | in_review | requires_review */
    reviewStatus: text('review_status').notNull(),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    evaluatedAt: timestamp('evaluated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('evaluation_results_patient_trial_idx').on(t.patientId, t.trialId),
    index('evaluation_results_trial_idx').on(t.trialId),
    check('evaluation_results_final', sql`${t.finalResult} IN ('fit', 'possible', 'not_approved')`),
    check(
      'evaluation_results_review',
      sql`${t.reviewStatus} IN ('approved', 'declined', 'in_review', 'requires_review')`,
    ),
  ],
)
export type EvaluationResultRow = typeof evaluationResults.$inferSelect

/** Bytes as node Buffers, whether the driver answers a Buffer (node-postgres) or a Uint8Array (PGlite). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
})

/**
 * Files kept in the database (BLOB_STORE=postgres), cut into parts so that no statement carries a whole
 * large file; a blob is its parts in order.
 */
export const blobParts = pgTable(
  'blob_parts',
  {
    /** The blob store's key, a slash-separated path such as sessions/<id>/000001.wav. */
    key: text('key').notNull(),
    /** 0, 1, 2… */
    part: integer('part').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.part] }),
    // Deleting a folder is `key LIKE 'prefix/%'`: pattern ops let it use an index under any collation.
    index('blob_parts_key_pattern_idx').using('btree', t.key.op('text_pattern_ops')),
  ],
)

/**
 * Rate-limit counters shared by every server process on the database: one row per key and fixed window, counted
 * up atomically (INSERT … ON CONFLICT DO UPDATE), so a limit is one limit however many processes serve.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    /** What is limited and for whom, e.g. `error_report:203.0.113.7`. */
    key: text('key').notNull(),
    /** The start of the window, by the database's clock, a multiple of its length since the epoch. */
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    // Old windows are deleted by age.
    index('rate_limit_windows_start_idx').on(t.windowStart),
  ],
)
