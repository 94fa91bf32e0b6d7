import { z } from 'zod'
import { envelope, Id, Language } from './common'

export const CriterionType = z.enum([
  'critical_inclusion',
  'critical_exclusion',
  'non_critical_inclusion',
  'non_critical_exclusion',
])
export type CriterionType = z.infer<typeof CriterionType>
export const Verdict = z.enum(['met', 'not_met', 'unknown'])
export const FinalResult = z.enum(['fit', 'possible', 'not_approved'])
export type FinalResult = z.infer<typeof FinalResult>
export const ReviewStatus = z.enum(['approved', 'declined', 'in_review', 'requires_review'])
export type ReviewStatus = z.infer<typeof ReviewStatus>
export const ScreeningStatus = z.enum(['queued', 'running', 'done', 'failed'])

export const ResearchSpace = z.object({
  id: Id,
  name: z.string(),
  /** user: the signed-in user's own; organization: shared with every member of their organisation. */
  owner: z.enum(['user', 'organization']),
  created_at: z.string(),
})
export type ResearchSpace = z.infer<typeof ResearchSpace>
export const SpaceParams = z.object({ id: z.uuid() })
export const ResearchSpaceRequest = z.object({
  research_space: z.object({
    name: z.string().trim().min(1).max(120),
    /** Owned by the user's organisation (every member sees it) instead of the user alone. */
    shared_with_organization: z.boolean().default(false),
  }),
})
export const RenameSpaceRequest = z.object({
  research_space: z.object({ name: z.string().trim().min(1).max(120) }),
})
export const ResearchSpaceEnvelope = envelope(z.object({ d_research_space: ResearchSpace }))
export const ResearchSpacesResponse = envelope(z.object({ d_research_spaces: z.array(ResearchSpace) }))

export const Criterion = z.object({
  id: Id,
  definition: z.string(),
  type: CriterionType,
  needs_review: z.boolean(),
})
export const CriterionInput = z.object({
  definition: z.string().trim().min(1).max(2000),
  /** Required: a criterion nobody typed is refused rather than saved as a critical inclusion. */
  type: z.enum(CriterionType.options, {
    error: 'Choose the type: critical or non-critical, inclusion or exclusion',
  }),
  needs_review: z.boolean().default(false),
})
export const Trial = z.object({
  id: Id,
  name: z.string(),
  description: z.string(),
  criteria: z.array(Criterion),
  updated_at: z.string(),
})
export type Trial = z.infer<typeof Trial>
export const TrialParams = z.object({ id: z.uuid(), trialId: z.uuid() })
/** A trial with its whole list of criteria; on update the list replaces the old one. */
export const TrialRequest = z.object({
  trial: z.object({
    name: z.string().trim().min(1).max(200),
    description: z.string().max(20_000).default(''),
    criteria: z.array(CriterionInput).max(200).default([]),
  }),
})
export const TrialEnvelope = envelope(z.object({ d_trial: Trial }))
export const TrialsResponse = envelope(z.object({ d_trials: z.array(Trial) }))

/**
 * A pasted block as a protocol writes it: headings ("Critérios de inclusão:", "Exclusion criteria",
 * "Einschlusskriterien", "Criterios de exclusión") type the lines under them; numbered and bulleted items
 * are one criterion each; a line may be prefixed CI:, CE:, NI: or NE:.
 */
export const SplitCriteriaRequest = z.object({ text: z.string().max(100_000) })
export const SplitCriteriaResponse = envelope(
  z.object({
    d_criteria: z.array(
      z.object({
        definition: z.string(),
        /** Null when neither a heading nor a prefix gave the type: the clinician chooses it before saving. */
        type: CriterionType.nullable(),
        /** Whether a heading or a prefix gave the type. */
        typed: z.boolean(),
      }),
    ),
  }),
)

export const PatientDocument = z.object({
  id: Id,
  filename: z.string(),
  bytes: z.number().int(),
  pages: z.number().int(),
  /** False for a PDF without extractable text (a scan): shown flagged, it adds nothing to screening. */
  has_text: z.boolean(),
  uploaded_at: z.string(),
})
export const Patient = z.object({
  id: Id,
  label: z.string(),
  documents: z.array(PatientDocument),
  created_at: z.string(),
})
export type Patient = z.infer<typeof Patient>
export const PatientParams = z.object({ id: z.uuid(), patientId: z.uuid() })
export const PatientDocumentParams = z.object({ id: z.uuid(), patientId: z.uuid(), documentId: z.uuid() })
export const PatientRequest = z.object({ patient: z.object({ label: z.string().trim().min(1).max(200) }) })
export const PatientEnvelope = envelope(z.object({ d_patient: Patient }))
export const PatientsResponse = envelope(z.object({ d_patients: z.array(Patient) }))
export const PatientDocumentsResponse = envelope(z.object({ d_documents: z.array(PatientDocument) }))
/** Files per upload and bytes per file. */
export const MAX_PATIENT_FILES = 10
export const MAX_PATIENT_FILE_BYTES = 20 * 1024 * 1024

export const ScreeningRequest = z.object({
  /** Omitted: every patient (or trial) of the space. */
  patient_ids: z.array(z.uuid()).min(1).max(1000).optional(),
  trial_ids: z.array(z.uuid()).min(1).max(200).optional(),
})
export const ScreeningRun = z.object({
  id: Id,
  status: ScreeningStatus,
  engine: z.string(),
  done: z.number().int(),
  total: z.number().int(),
  patient_ids: z.array(Id),
  trial_ids: z.array(Id),
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
})
export const ScreeningParams = z.object({ id: z.uuid(), runId: z.uuid() })
export const ScreeningEnvelope = envelope(z.object({ d_screening: ScreeningRun }))

export const CriterionResult = z.object({
  criterion_id: Id,
  definition: z.string(),
  type: CriterionType,
  needs_review: z.boolean(),
  verdict: Verdict,
  /** Why, in the request's language (accept-language). */
  explanation: z.string(),
  /** The sentence quoted from the patient's documents, or null. */
  evidence: z.string().nullable(),
})
export type CriterionResult = z.infer<typeof CriterionResult>
export const EvaluationResult = z.object({
  id: Id,
  patient_id: Id,
  patient_label: z.string(),
  trial_id: Id,
  /** The documents read and how the criteria came out, in the request's language. */
  pre_evaluation: z.string(),
  /** The result in a sentence: which critical criteria decided it, or which are left to review. */
  overall: z.string(),
  /** Critical criteria that ruled the patient out (an inclusion not met, an exclusion that excludes). */
  decided_by: z.array(Id),
  /** Critical criteria left for a person: no answer in the record, or marked as needing review. */
  to_review: z.array(Id),
  criteria: z.array(CriterionResult),
  final_result: FinalResult,
  review_status: ReviewStatus,
  evaluated_at: z.string(),
  reviewed_at: z.string().nullable(),
})
export type EvaluationResult = z.infer<typeof EvaluationResult>
export const ResultsQuery = z.object({
  final_result: FinalResult.optional(),
  review_status: ReviewStatus.optional(),
  /** Part of the patient's label, case ignored. */
  q: z.string().max(200).optional(),
})
/** The CSV: the same filters, and the language of its headers, values and separator. */
export const ResultsCsvQuery = ResultsQuery.extend({ language: Language.optional() })
export const ResultsResponse = envelope(z.object({ d_results: z.array(EvaluationResult) }))
export const ResultParams = z.object({ id: z.uuid(), resultId: z.uuid() })
export const ReviewRequest = z.object({ review_status: ReviewStatus })
export const ResultEnvelope = envelope(z.object({ d_result: EvaluationResult }))
