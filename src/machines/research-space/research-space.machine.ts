import {
  type AnyEventObject,
  assertEvent,
  assign,
  fromCallback,
  fromPromise,
  sendParent,
  setup,
} from 'xstate'
import { MAX_PATIENT_FILE_BYTES, MAX_PATIENT_FILES, type ReviewStatus } from '../../../contract/research'
import type {
  EvaluationResult,
  Patient,
  PatientDocument,
  PickedFile,
  ResearchSpace,
  ResultFilter,
  SpaceContent,
  Trial,
} from '../../services/research'
import type { ResearchState } from '../app/app.machine'
import { screeningMachine } from '../screening/screening.machine'
import { errorOf, withError, withOutputAs } from '../shared/actor-events'
import { callState, failedState } from '../shared/call-state'
import { notProvided } from '../shared/not-provided'
import { isNotFound, serverFieldsOf } from '../shared/problems'
import { trialEditorMachine } from '../trial-editor/trial-editor.machine'

export type ResearchSpaceTag =
  | 'loading'
  | 'choosing'
  | 'ready'
  | 'busy'
  | 'uploading'
  | 'editing-trial'
  | 'error'
  | 'missing'

/** What the Research Space screen says went wrong (besides uploads, which say it next to the files). */
export type ResearchProblem =
  | 'load_failed'
  | 'connection'
  | 'space_not_found'
  | 'space_create_failed'
  | 'no_organization'
  | 'patient_create_failed'
  | 'remove_failed'
  | 'results_load_failed'
  | 'review_failed'
  | 'download_failed'

/** Why a picked set of files cannot be sent, found before sending anything. */
export type FileRefusal =
  | { reason: 'none_chosen' }
  | { reason: 'too_many'; count: number }
  | { reason: 'not_pdf'; file: string }
  | { reason: 'too_large'; file: string }

/** The limits of a patient upload (spec, section 5: up to 10 PDF files), checked before sending. */
export function refusalOf(files: readonly Pick<PickedFile, 'name' | 'size' | 'type'>[]): FileRefusal | null {
  if (files.length === 0) return { reason: 'none_chosen' }
  if (files.length > MAX_PATIENT_FILES) return { reason: 'too_many', count: files.length }
  const notPdf = files.find((file) => file.type !== 'application/pdf' && !/\.pdf$/i.test(file.name))
  if (notPdf) return { reason: 'not_pdf', file: notPdf.name }
  const tooLarge = files.find((file) => file.size > MAX_PATIENT_FILE_BYTES)
  if (tooLarge) return { reason: 'too_large', file: tooLarge.name }
  return null
}

/** Why an upload did not happen: refused before sending (FileRefusal) or by the server. */
export type UploadProblem =
  | FileRefusal
  | { reason: 'damaged'; file: string }
  | { reason: 'connection' }
  | { reason: 'server' }

/** A change to the space that answers with its lists as they are now. */
export type SpaceChange =
  | { kind: 'patient.create'; label: string }
  | { kind: 'patient.delete'; patientId: string }
  | { kind: 'document.delete'; patientId: string; documentId: string }
  | { kind: 'trial.delete'; trialId: string }

/** The space's lists after a change, and the item it made, if any. */
export type ChangeResult = { trials: Trial[]; patients: Patient[]; created?: { patientId: string } }

export type ResearchSpaceInput = {
  /** The `space` parameter of /trials/{space?}; null shows the list of spaces. */
  spaceId: string | null
  /** What the app kept from the last visit: the active trial and patient are opened again. */
  remembered: ResearchState
}

export type ResearchSpaceContext = {
  /** The space open on screen; null while the list of spaces shows. */
  spaceId: string | null
  /** The spaces the user sees (the list screen). */
  spaces: ResearchSpace[]
  /** The open space. */
  space: ResearchSpace | null
  /** The open space's clinical trials, with their criteria. */
  trials: Trial[]
  /** The open space's patients, with their documents. */
  patients: Patient[]
  /** The trial whose criteria and results show. */
  trialId: string | null
  /** The patient whose documents show. */
  patientId: string | null
  /** The active trial's results, filtered. */
  results: EvaluationResult[]
  /** The filters of the results table (sent to the server, and to the CSV). */
  filter: ResultFilter
  /** A screening finished since the results were loaded. */
  resultsStale: boolean
  /** Documents, patients or criteria changed since the last screening started. */
  changedSinceScreening: boolean
  /** What went wrong; null when nothing did. */
  problem: ResearchProblem | null
  /** What went wrong with the last upload; null when nothing did. */
  uploadProblem: UploadProblem | null
  /** The files being uploaded (names, for the messages that name one). */
  uploadNames: string[]
  /** Bytes sent of the upload under way. */
  progress: { loaded: number; total: number } | null
  /** What the app kept from the last visit. */
  remembered: ResearchState
  /** The change being applied, or the last one. */
  change: SpaceChange | null
}

export type ResearchSpaceEvent =
  | { type: 'research.retry' }
  | { type: 'space.create'; name: string; shared: boolean }
  | { type: 'trial.open'; trialId: string }
  | { type: 'trial.new' }
  | { type: 'trial.edit' }
  | { type: 'trial.delete'; trialId: string }
  | { type: 'patient.create'; label: string }
  | { type: 'patient.open'; patientId: string }
  | { type: 'patient.delete'; patientId: string }
  | { type: 'document.delete'; patientId: string; documentId: string }
  | { type: 'documents.upload'; patientId: string; files: PickedFile[] }
  | { type: 'upload.progress'; loaded: number; total: number }
  | { type: 'upload.done'; patientId: string; documents: PatientDocument[] }
  | { type: 'upload.failed'; error: unknown }
  | { type: 'results.filter'; filter: ResultFilter }
  | { type: 'result.review'; resultId: string; status: ReviewStatus }
  | { type: 'results.download' }
  | { type: 'problem.dismiss' }
  | { type: 'screening.started' }
  | { type: 'screening.finished' }

/** How the screening child tells the space it started and finished: the space then marks its results. */
// Cast: sendParent is typed by the event it sends, which the child's own event union does not list.
export const SCREENING_ANNOUNCEMENTS = {
  'announce started': sendParent({ type: 'screening.started' }) as never,
  'announce finished': sendParent({ type: 'screening.finished' }) as never,
}

/** No answer at all (offline, timed out): the message is about the connection, not the request. */
export const isNoAnswer = (error: unknown) => {
  const kind = (error as { kind?: unknown } | null)?.kind
  return kind === 'network' || kind === 'timeout'
}

/** The server's reading of a refused upload; `names` are the files sent, in order. */
export function uploadProblemOf(error: unknown, names: readonly string[]): UploadProblem {
  if (isNoAnswer(error)) return { reason: 'connection' }
  const fields = serverFieldsOf(error)
  const [field, message = ''] = Object.entries(fields)[0] ?? []
  const index = Number(/^files\[(\d+)\]$/.exec(field ?? '')?.[1] ?? Number.NaN)
  const file = names[index] ?? message.split(':')[0] ?? ''
  const code = (error as { code?: string } | null)?.code
  if (field === 'files') return { reason: 'too_many', count: names.length }
  if (code === 'payload_too_large') return { reason: 'too_large', file }
  if (code === 'unsupported_media_type')
    return /damaged|protected/.test(message) ? { reason: 'damaged', file } : { reason: 'not_pdf', file }
  return { reason: 'server' }
}

/** Keeps an active id only while its item exists; else the first item's, or none. */
const stillThere = (id: string | null, items: readonly { id: string }[]) =>
  id && items.some((item) => item.id === id) ? id : (items[0]?.id ?? null)

/** In an onError: 'show problem' with the call's failure, and `problem` to say unless it was no answer. */
const failedWith = (problem: ResearchProblem) =>
  ({
    type: 'show problem',
    params: ({ event }: { event: { error: unknown } }) => ({ problem, error: event.error }),
  }) as const

/** The results on screen: the space's trial, filtered as chosen (to load them, or to download them). */
const resultsQuery = ({ context }: { context: ResearchSpaceContext }) => ({
  spaceId: context.spaceId ?? '',
  trialId: context.trialId ?? '',
  filter: context.filter,
})

/**
 * The Research Space at /trials/{space?}: the list of spaces (create, choose), then one space with its
 * clinical trials (edited in the trial editor), its patients and their PDF documents (uploaded with
 * progress, ten at most, checked before sending), the screening (a child statechart) and the active
 * trial's results with filters, review statuses and the CSV download. The active space, trial and
 * patient are shared with the app, so the next visit resumes them.
 */
export const researchSpaceMachine = setup({
  types: {} as {
    context: ResearchSpaceContext
    events: ResearchSpaceEvent
    input: ResearchSpaceInput
    tags: ResearchSpaceTag
  },
  actors: {
    'load spaces': fromPromise<ResearchSpace[]>(notProvided('load spaces')),
    'create space': fromPromise<ResearchSpace, { name: string; shared: boolean }>(
      notProvided('create space'),
    ),
    'load space': fromPromise<SpaceContent, { spaceId: string }>(notProvided('load space')),
    'apply change': fromPromise<ChangeResult, { spaceId: string; change: SpaceChange }>(
      notProvided('apply change'),
    ),
    'upload documents': fromCallback<
      AnyEventObject,
      { spaceId: string; patientId: string; files: PickedFile[] }
    >(() => {
      throw new Error("Provide the 'upload documents' actor")
    }),
    'load results': fromPromise<
      EvaluationResult[],
      { spaceId: string; trialId: string; filter: ResultFilter }
    >(notProvided('load results')),
    'review result': fromPromise<
      EvaluationResult,
      { spaceId: string; resultId: string; status: ReviewStatus }
    >(notProvided('review result')),
    'download results': fromPromise<void, { spaceId: string; trialId: string; filter: ResultFilter }>(
      notProvided('download results'),
    ),
    screening: screeningMachine.provide({ actions: SCREENING_ANNOUNCEMENTS }),
    'trial editor': trialEditorMachine,
  },
  actions: {
    // Side effects: the screen supplies them with .provide().
    'share with app': (_, _params: Partial<ResearchState>) => {},
    'go to space': (_, _params: { spaceId: string }) => {},

    'keep spaces': assign((_, params: { spaces: ResearchSpace[] }) => ({ spaces: params.spaces })),
    'keep space': assign(({ context }, params: { content: SpaceContent }) => {
      const { space, trials, patients } = params.content
      // The trial and patient of the last visit open again when they are in this space.
      const sameSpace = context.remembered.activeSpaceId === space.id
      return {
        space,
        trials,
        patients,
        trialId: stillThere(sameSpace ? context.remembered.activeTrialId : null, trials),
        patientId: stillThere(sameSpace ? context.remembered.activePatientId : null, patients),
        results: [],
        resultsStale: true,
      }
    }),
    'open trial': assign(({ event }) => {
      assertEvent(event, 'trial.open')
      return { trialId: event.trialId, results: [], problem: null }
    }),
    'open patient': assign(({ event }) => {
      assertEvent(event, 'patient.open')
      return { patientId: event.patientId, uploadProblem: null }
    }),
    'set filter': assign(({ event }) => {
      assertEvent(event, 'results.filter')
      return { filter: event.filter }
    }),
    'remember change': assign(({ event }) => {
      assertEvent(event, ['trial.delete', 'patient.create', 'patient.delete', 'document.delete'])
      const { type, ...rest } = event
      return { change: { kind: type, ...rest } as SpaceChange, problem: null }
    }),
    'keep change result': assign(({ context }, params: { result: ChangeResult }) => {
      const trialId = stillThere(context.trialId, params.result.trials)
      // Another trial is shown when the active one was deleted: its own results load.
      const otherTrial = trialId !== context.trialId
      return {
        trials: params.result.trials,
        patients: params.result.patients,
        trialId,
        patientId: params.result.created?.patientId ?? stillThere(context.patientId, params.result.patients),
        changedSinceScreening: true,
        problem: null,
        ...(otherTrial && { results: [], resultsStale: true }),
      }
    }),
    'keep saved trial': assign(({ context }, params: { trial: Trial | null }) => {
      const { trial } = params
      if (!trial) return {}
      const known = context.trials.some((item) => item.id === trial.id)
      return {
        trials: known
          ? context.trials.map((item) => (item.id === trial.id ? trial : item))
          : [...context.trials, trial],
        trialId: trial.id,
        changedSinceScreening: true,
        resultsStale: true,
      }
    }),
    'refuse files': assign(({ event }) => {
      assertEvent(event, 'documents.upload')
      return { uploadProblem: refusalOf(event.files) }
    }),
    'start upload': assign(({ event }) => {
      assertEvent(event, 'documents.upload')
      return {
        patientId: event.patientId,
        uploadNames: event.files.map((file) => file.name),
        uploadProblem: null,
        progress: { loaded: 0, total: event.files.reduce((sum, file) => sum + file.size, 0) },
      }
    }),
    'show progress': assign(({ event }) => {
      assertEvent(event, 'upload.progress')
      return { progress: { loaded: event.loaded, total: event.total } }
    }),
    'keep uploaded': assign(({ context, event }) => {
      assertEvent(event, 'upload.done')
      return {
        patients: context.patients.map((patient) =>
          patient.id === event.patientId
            ? { ...patient, documents: [...patient.documents, ...event.documents] }
            : patient,
        ),
        progress: null,
        changedSinceScreening: true,
      }
    }),
    'show upload failure': assign(({ context, event }) => {
      assertEvent(event, 'upload.failed')
      return { uploadProblem: uploadProblemOf(event.error, context.uploadNames), progress: null }
    }),
    'keep results': assign((_, params: { results: EvaluationResult[] }) => ({
      results: params.results,
      resultsStale: false,
      problem: null,
    })),
    'keep reviewed': assign(({ context }, params: { result: EvaluationResult }) => ({
      results: context.results.map((item) => (item.id === params.result.id ? params.result : item)),
      problem: null,
    })),
    'mark results stale': assign({ resultsStale: true }),
    'mark screened': assign({ changedSinceScreening: false }),
    'show problem': assign((_, params: { problem: ResearchProblem; error?: unknown }) => ({
      problem: params.error !== undefined && isNoAnswer(params.error) ? 'connection' : params.problem,
    })),
    'show space failure': assign((_, params: { error: unknown }) => ({
      problem: isNotFound(params.error)
        ? ('space_not_found' as const)
        : isNoAnswer(params.error)
          ? ('connection' as const)
          : ('load_failed' as const),
    })),
    'show create failure': assign((_, params: { error: unknown }) => ({
      problem: isNoAnswer(params.error)
        ? ('connection' as const)
        : Object.keys(serverFieldsOf(params.error)).some((field) =>
              field.includes('shared_with_organization'),
            )
          ? ('no_organization' as const)
          : ('space_create_failed' as const),
    })),
    'forget problems': assign({ problem: null, uploadProblem: null }),
  },
  guards: {
    hasSpaceParameter: ({ context }) => context.spaceId !== null,
    isMissingSpace: ({ event }) => isNotFound(errorOf(event)),
    hasFileRefusal: ({ event }) => event.type === 'documents.upload' && refusalOf(event.files) !== null,
    needsResults: ({ context }) => context.resultsStale && context.trialId !== null,
    hasActiveTrial: ({ context }) => context.trialId !== null,
  },
}).createMachine({
  id: 'research-space',
  description:
    "The Research Space: spaces (create, choose), then one space's trials with typed criteria, patients with their PDF documents (uploaded with progress), the screening, and the active trial's results with filters, review statuses and the CSV.",
  context: ({ input }) => ({
    spaceId: input.spaceId,
    spaces: input.remembered.spaces,
    space: null,
    trials: [],
    patients: [],
    trialId: null,
    patientId: null,
    results: [],
    filter: {},
    resultsStale: false,
    changedSinceScreening: false,
    problem: null,
    uploadProblem: null,
    uploadNames: [],
    progress: null,
    remembered: input.remembered,
    change: null,
  }),
  initial: 'starting',
  on: { 'problem.dismiss': { actions: 'forget problems' } },
  states: {
    starting: {
      always: [{ guard: 'hasSpaceParameter', target: 'loadingSpace' }, { target: 'loadingSpaces' }],
    },
    loadingSpaces: callState(['loading', 'busy'], {
      id: 'loadSpaces',
      src: 'load spaces',
      onDone: { target: 'choosing', actions: withOutputAs('keep spaces', 'spaces') },
      onError: { target: 'failed', actions: failedWith('load_failed') },
    }),
    choosing: {
      tags: ['choosing'],
      entry: {
        type: 'share with app',
        // The active space stays remembered: the list shows it first, and its trial opens again.
        params: ({ context }) => ({ spaces: context.spaces }),
      },
      on: { 'space.create': { target: 'creatingSpace', actions: 'forget problems' } },
    },
    creatingSpace: callState(['choosing', 'busy'], {
      id: 'createSpace',
      src: 'create space',
      input: ({ event }) => {
        assertEvent(event, 'space.create')
        return { name: event.name, shared: event.shared }
      },
      onDone: {
        target: 'loadingSpace',
        actions: [
          assign(({ context, event }) => ({
            spaceId: event.output.id,
            spaces: [...context.spaces, event.output],
          })),
          { type: 'go to space', params: ({ event }) => ({ spaceId: event.output.id }) },
        ],
      },
      onError: { target: 'choosing', actions: withError('show create failure') },
    }),
    loadingSpace: callState(['loading', 'busy'], {
      id: 'loadSpace',
      src: 'load space',
      input: ({ context }) => ({ spaceId: context.spaceId ?? '' }),
      onDone: { target: 'space', actions: withOutputAs('keep space', 'content') },
      onError: [
        { guard: 'isMissingSpace', target: 'missing', actions: withError('show space failure') },
        { target: 'failed', actions: withError('show space failure') },
      ],
    }),
    // Not the user's, or deleted: the screen links back to the list.
    missing: { tags: ['error', 'missing'] },
    failed: failedState('research.retry', { target: 'starting', actions: 'forget problems' }),
    space: {
      tags: ['ready'],
      invoke: {
        id: 'screening',
        src: 'screening',
        input: ({ context }) => ({ spaceId: context.spaceId ?? '' }),
      },
      on: {
        'screening.started': { actions: 'mark screened' },
        'screening.finished': { actions: 'mark results stale' },
      },
      initial: 'idle',
      states: {
        idle: {
          always: { guard: 'needsResults', target: 'loadingResults' },
          entry: {
            type: 'share with app',
            params: ({ context }) => ({
              trials: context.trials,
              patients: context.patients,
              trialResults: context.results,
              activeSpaceId: context.spaceId,
              activeTrialId: context.trialId,
              activePatientId: context.patientId,
            }),
          },
          on: {
            'trial.open': { target: 'loadingResults', actions: 'open trial', reenter: true },
            'trial.new': { target: 'editingTrial' },
            'trial.edit': { guard: 'hasActiveTrial', target: 'editingTrial' },
            'trial.delete': { target: 'changing', actions: 'remember change' },
            'patient.create': { target: 'changing', actions: 'remember change' },
            'patient.delete': { target: 'changing', actions: 'remember change' },
            'document.delete': { target: 'changing', actions: 'remember change' },
            'patient.open': { target: 'idle', reenter: true, actions: 'open patient' },
            'documents.upload': [
              { guard: 'hasFileRefusal', actions: 'refuse files' },
              { target: 'uploading', actions: 'start upload' },
            ],
            'results.filter': { guard: 'hasActiveTrial', target: 'loadingResults', actions: 'set filter' },
            'result.review': { target: 'reviewing' },
            'results.download': { guard: 'hasActiveTrial', target: 'downloading' },
          },
        },
        editingTrial: callState(['editing-trial'], {
          id: 'trialEditor',
          src: 'trial editor',
          input: ({ context, event }) => ({
            spaceId: context.spaceId ?? '',
            trial:
              event.type === 'trial.edit'
                ? (context.trials.find((t) => t.id === context.trialId) ?? null)
                : null,
          }),
          onDone: {
            target: 'idle',
            actions: { type: 'keep saved trial', params: ({ event }) => ({ trial: event.output.trial }) },
          },
        }),
        changing: callState(['busy'], {
          id: 'applyChange',
          src: 'apply change',
          input: ({ context }) => ({ spaceId: context.spaceId ?? '', change: context.change! }),
          onDone: { target: 'idle', actions: withOutputAs('keep change result', 'result') },
          onError: {
            target: 'idle',
            actions: {
              type: 'show problem',
              params: ({ context, event }) => ({
                problem:
                  context.change?.kind === 'patient.create' ? 'patient_create_failed' : 'remove_failed',
                error: event.error,
              }),
            },
          },
        }),
        uploading: {
          tags: ['busy', 'uploading'],
          invoke: {
            id: 'uploadDocuments',
            src: 'upload documents',
            input: ({ context, event }) => {
              assertEvent(event, 'documents.upload')
              return { spaceId: context.spaceId ?? '', patientId: event.patientId, files: event.files }
            },
          },
          on: {
            'upload.progress': { actions: 'show progress' },
            'upload.done': { target: 'idle', actions: 'keep uploaded' },
            'upload.failed': { target: 'idle', actions: 'show upload failure' },
          },
        },
        loadingResults: callState(['busy'], {
          id: 'loadResults',
          src: 'load results',
          input: resultsQuery,
          onDone: { target: 'idle', actions: withOutputAs('keep results', 'results') },
          onError: {
            target: 'idle',
            actions: [assign({ resultsStale: false }), failedWith('results_load_failed')],
          },
        }),
        reviewing: callState(['busy'], {
          id: 'reviewResult',
          src: 'review result',
          input: ({ context, event }) => {
            assertEvent(event, 'result.review')
            return { spaceId: context.spaceId ?? '', resultId: event.resultId, status: event.status }
          },
          onDone: { target: 'idle', actions: withOutputAs('keep reviewed', 'result') },
          onError: { target: 'idle', actions: failedWith('review_failed') },
        }),
        downloading: callState(['busy'], {
          id: 'downloadResults',
          src: 'download results',
          input: resultsQuery,
          onDone: { target: 'idle' },
          onError: { target: 'idle', actions: failedWith('download_failed') },
        }),
      },
    },
  },
})
