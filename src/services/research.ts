import type { z } from 'zod'
import {
  type CriterionInput,
  type EvaluationResult,
  type Patient,
  PatientDocumentsResponse,
  PatientEnvelope,
  PatientsResponse,
  type ResearchSpace,
  ResearchSpaceEnvelope,
  ResearchSpacesResponse,
  ResultEnvelope,
  type ResultsQuery,
  ResultsResponse,
  type ReviewStatus,
  ScreeningEnvelope,
  type ScreeningRun as ScreeningRunSchema,
  SplitCriteriaResponse,
  type Trial,
  TrialEnvelope,
  TrialsResponse,
} from '../../contract/research'
import type { Api, UploadProgress } from './api'

export type { EvaluationResult, Patient, ResearchSpace, ReviewStatus, Trial }
export type ScreeningRun = z.infer<typeof ScreeningRunSchema>
export type PatientDocument = Patient['documents'][number]
export type ResultFilter = z.infer<typeof ResultsQuery>
/** A trial as it is sent: name, description and the whole list of criteria. */
export type TrialBody = { name: string; description: string; criteria: z.input<typeof CriterionInput>[] }
/** A line of a pasted block as the server split it; `type` null when no heading or CI:/CE:/NI:/NE: prefix typed it. */
export type SplitCriterion = z.infer<typeof SplitCriteriaResponse>['data']['d_criteria'][number]

/** A space with what its screen lists: its trials and its patients. */
export type SpaceContent = { space: ResearchSpace; trials: Trial[]; patients: Patient[] }

/** A file the clinician picked for a patient: the bytes (a File in the browser) and its name. */
export type PickedFile = { name: string; size: number; type: string; blob: Blob }

/** The file name a download answer suggests (content-disposition), else `fallback`. */
export function attachmentName(disposition: string | null, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(disposition ?? '')
  if (!match?.[1]) return fallback
  try {
    return decodeURIComponent(match[1])
  } catch {
    return match[1]
  }
}

export type Research = ReturnType<typeof createResearch>

const id = (value: string) => encodeURIComponent(value)
const base = (spaceId: string) => `/v1/research_spaces/${id(spaceId)}`

/** The Research Space calls of the browser, each parsed with the contract's schemas. */
export function createResearch(api: Api) {
  const trials = async (spaceId: string) =>
    (await api.get(`${base(spaceId)}/trials`, { schema: TrialsResponse })).data.d_trials
  const patients = async (spaceId: string) =>
    (await api.get(`${base(spaceId)}/patients`, { schema: PatientsResponse })).data.d_patients
  const searchOf = (filter: ResultFilter) =>
    Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== '')) as
      | Record<string, string>
      | undefined

  return {
    trials,
    patients,

    /** GET /v1/research_spaces: the user's own and their organisation's. */
    async spaces(): Promise<ResearchSpace[]> {
      return (await api.get('/v1/research_spaces', { schema: ResearchSpacesResponse })).data.d_research_spaces
    },

    /** POST /v1/research_spaces. */
    async createSpace(name: string, sharedWithOrganization: boolean): Promise<ResearchSpace> {
      return (
        await api.post('/v1/research_spaces', {
          json: { research_space: { name, shared_with_organization: sharedWithOrganization } },
          schema: ResearchSpaceEnvelope,
        })
      ).data.d_research_space
    },

    /** One space with its trials and patients. */
    async space(spaceId: string): Promise<SpaceContent> {
      const [space, spaceTrials, spacePatients] = await Promise.all([
        api
          .get(base(spaceId), { schema: ResearchSpaceEnvelope })
          .then((answer) => answer.data.d_research_space),
        trials(spaceId),
        patients(spaceId),
      ])
      return { space, trials: spaceTrials, patients: spacePatients }
    },

    /** POST …/criteria/split: a pasted block, one criterion a line. */
    async splitCriteria(spaceId: string, text: string): Promise<SplitCriterion[]> {
      return (
        await api.post(`${base(spaceId)}/criteria/split`, { json: { text }, schema: SplitCriteriaResponse })
      ).data.d_criteria
    },

    /** POST …/trials, or PUT …/trials/:trialId when the trial exists (its criteria replace the old ones). */
    async saveTrial(spaceId: string, trialId: string | null, trial: TrialBody): Promise<Trial> {
      const init = { json: { trial }, schema: TrialEnvelope }
      const answer = trialId
        ? await api.put(`${base(spaceId)}/trials/${id(trialId)}`, init)
        : await api.post(`${base(spaceId)}/trials`, init)
      return answer.data.d_trial
    },

    /** DELETE …/trials/:trialId. */
    async deleteTrial(spaceId: string, trialId: string): Promise<void> {
      await api.delete(`${base(spaceId)}/trials/${id(trialId)}`)
    },

    /** POST …/patients. */
    async createPatient(spaceId: string, label: string): Promise<Patient> {
      return (
        await api.post(`${base(spaceId)}/patients`, {
          json: { patient: { label } },
          schema: PatientEnvelope,
        })
      ).data.d_patient
    },

    /** DELETE …/patients/:patientId, with their documents and results. */
    async deletePatient(spaceId: string, patientId: string): Promise<void> {
      await api.delete(`${base(spaceId)}/patients/${id(patientId)}`)
    },

    /** POST …/patients/:patientId/documents, multipart `files`, reporting the bytes sent. */
    async uploadDocuments(
      spaceId: string,
      patientId: string,
      files: readonly PickedFile[],
      onProgress: (progress: UploadProgress) => void,
      signal?: AbortSignal,
    ): Promise<PatientDocument[]> {
      const form = new FormData()
      for (const file of files) form.append('files', file.blob, file.name)
      const answer = await api.upload(`${base(spaceId)}/patients/${id(patientId)}/documents`, {
        body: form,
        schema: PatientDocumentsResponse,
        onProgress,
        signal,
      })
      return answer.data.d_documents
    },

    /** DELETE …/patients/:patientId/documents/:documentId. */
    async deleteDocument(spaceId: string, patientId: string, documentId: string): Promise<void> {
      await api.delete(`${base(spaceId)}/patients/${id(patientId)}/documents/${id(documentId)}`)
    },

    /** POST …/screenings: every patient against every trial when no ids are given. */
    async startScreening(
      spaceId: string,
      selection: { patient_ids?: string[]; trial_ids?: string[] } = {},
    ): Promise<ScreeningRun> {
      return (await api.post(`${base(spaceId)}/screenings`, { json: selection, schema: ScreeningEnvelope }))
        .data.d_screening
    },

    /** GET …/screenings/:runId: status and progress. */
    async screening(spaceId: string, runId: string): Promise<ScreeningRun> {
      return (await api.get(`${base(spaceId)}/screenings/${id(runId)}`, { schema: ScreeningEnvelope })).data
        .d_screening
    },

    /** GET …/trials/:trialId/results, filtered on the server. */
    async results(spaceId: string, trialId: string, filter: ResultFilter = {}): Promise<EvaluationResult[]> {
      return (
        await api.get(`${base(spaceId)}/trials/${id(trialId)}/results`, {
          searchParams: searchOf(filter),
          schema: ResultsResponse,
        })
      ).data.d_results
    },

    /** GET …/results.csv with the same filters: the file's bytes and the name the server gives it. */
    async resultsCsv(
      spaceId: string,
      trialId: string,
      filter: ResultFilter = {},
    ): Promise<{ blob: Blob; filename: string }> {
      const answer = await api.request<Blob>(`${base(spaceId)}/trials/${id(trialId)}/results.csv`, {
        searchParams: searchOf(filter),
        responseType: 'blob',
      })
      return {
        blob: answer.data,
        filename: attachmentName(answer.headers.get('content-disposition'), 'results.csv'),
      }
    },

    /** PUT …/results/:resultId/review. */
    async review(spaceId: string, resultId: string, status: ReviewStatus): Promise<EvaluationResult> {
      return (
        await api.put(`${base(spaceId)}/results/${id(resultId)}/review`, {
          json: { review_status: status },
          schema: ResultEnvelope,
        })
      ).data.d_result
    },
  }
}

/** Hands a file to the browser's downloads (a link with `download`, clicked, then let go). */
export function saveFile(blob: Blob, filename: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob)
  const link = doc.createElement('a')
  link.href = url
  link.download = filename
  link.rel = 'noopener'
  link.style.display = 'none'
  doc.body.append(link)
  link.click()
  link.remove()
  // Chromium reads the blob after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
