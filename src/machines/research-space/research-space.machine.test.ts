import { describe, expect, it } from 'vitest'
import { type AnyEventObject, createActor, fromCallback, fromPromise, type SnapshotFrom } from 'xstate'
import { serializeValueOnly } from '../../../scripts/lib/machine-graph'
import { describePaths } from '../../../tests/model/paths'
import { httpError } from '../../../tests/unit/api-errors'
import { answerWith, failWith, fakeCall } from '../../../tests/unit/deferred'
import { answerOffline } from '../../../tests/unit/offline'
import { ApiError } from '../../services/api'
import type {
  EvaluationResult,
  Patient,
  PickedFile,
  ResultFilter,
  SpaceContent,
  Trial,
} from '../../services/research'
import { EMPTY_RESEARCH, type ResearchState } from '../app/app.machine'
import { jobPollingWith } from '../job-polling/job-polling.machine'
import { screeningMachine } from '../screening/screening.machine'
import {
  selectActivePatient,
  selectActiveTrial,
  selectHasLoadError,
  selectIsChoosing,
  selectIsLoading,
  selectIsMissing,
  selectIsReady,
  selectIsUploading,
  selectScreeningActor,
  selectSpace,
  selectTrialEditorActor,
  selectUploadPercent,
  selectUploadProblem,
} from './research-space.connect'
import {
  type ChangeResult,
  type ResearchSpaceInput,
  refusalOf,
  researchSpaceMachine,
  SCREENING_ANNOUNCEMENTS,
  type SpaceChange,
  uploadProblemOf,
} from './research-space.machine'
import { pathOptions } from './research-space.paths'

const at = '2026-03-02T10:00:00.000Z'
const trial = (id: string): Trial => ({ id, name: id, description: '', criteria: [], updated_at: at })
const patient = (id: string): Patient => ({ id, label: id, documents: [], created_at: at })
const content: SpaceContent = {
  space: { id: 's-1', name: 'Ensaios', owner: 'user', created_at: at },
  trials: [trial('t-1'), trial('t-2')],
  patients: [patient('p-1'), patient('p-2')],
}
const pdf = (name: string, size = 1000): PickedFile => ({
  name,
  size,
  type: 'application/pdf',
  blob: new Blob(),
})

function start(input: Partial<ResearchSpaceInput> = {}) {
  const loadSpace = fakeCall<SpaceContent, { spaceId: string }>()
  const loadResults = fakeCall<
    EvaluationResult[],
    { spaceId: string; trialId: string; filter: ResultFilter }
  >()
  const applyChange = fakeCall<ChangeResult, { spaceId: string; change: SpaceChange }>()
  const startScreening = fakeCall<unknown, { spaceId: string }>()
  const shared: Partial<ResearchState>[] = []
  let uploadBack: ((event: AnyEventObject) => void) | null = null
  const actor = createActor(
    researchSpaceMachine.provide({
      actors: {
        'load space': loadSpace.logic,
        'load results': loadResults.logic,
        'apply change': applyChange.logic,
        'upload documents': fromCallback(({ sendBack }) => {
          uploadBack = sendBack
        }),
        screening: screeningMachine.provide({
          actors: {
            'start screening': startScreening.logic as never,
            'follow screening': jobPollingWith(fromPromise(() => new Promise<never>(() => {})) as never),
          },
          actions: SCREENING_ANNOUNCEMENTS,
        }),
      },
      actions: { 'share with app': (_, params) => shared.push(params) },
    }),
    { input: { spaceId: 's-1', remembered: EMPTY_RESEARCH, ...input } },
  )
  actor.start()
  return { actor, loadSpace, loadResults, applyChange, startScreening, shared, upload: () => uploadBack! }
}

/** The space loaded with `content`, its first trial's results (none) loaded too. */
async function opened() {
  const space = start()
  await answerWith(space.loadSpace, content)
  await answerWith(space.loadResults, [])
  return space
}

describe('research-space machine', () => {
  it('opens the trial and patient of the last visit in the same space, and tells the app', async () => {
    const space = start({
      remembered: { ...EMPTY_RESEARCH, activeSpaceId: 's-1', activeTrialId: 't-2', activePatientId: 'p-2' },
    })
    expect(space.loadSpace.inputs).toEqual([{ spaceId: 's-1' }])
    await answerWith(space.loadSpace, content)
    expect(selectActiveTrial(space.actor.getSnapshot())?.id).toBe('t-2')
    expect(selectActivePatient(space.actor.getSnapshot())?.id).toBe('p-2')
    // The active trial's results load at once.
    expect(space.loadResults.inputs).toEqual([{ spaceId: 's-1', trialId: 't-2', filter: {} }])
    await answerWith(space.loadResults, [])
    expect(space.shared.at(-1)).toMatchObject({
      activeSpaceId: 's-1',
      activeTrialId: 't-2',
      activePatientId: 'p-2',
    })
  })

  it('opens the first trial and patient in a space the app does not remember', async () => {
    const space = start({ remembered: { ...EMPTY_RESEARCH, activeSpaceId: 'other', activeTrialId: 't-2' } })
    await answerWith(space.loadSpace, content)
    expect(selectActiveTrial(space.actor.getSnapshot())?.id).toBe('t-1')
    expect(selectActivePatient(space.actor.getSnapshot())?.id).toBe('p-1')
  })

  it('shows the upload progress, then adds the documents to the patient', async () => {
    const space = await opened()
    space.actor.send({
      type: 'documents.upload',
      patientId: 'p-2',
      files: [pdf('a.pdf', 600), pdf('b.pdf', 400)],
    })
    expect(selectIsUploading(space.actor.getSnapshot())).toBe(true)
    expect(selectUploadPercent(space.actor.getSnapshot())).toBe(0)
    space.upload()({ type: 'upload.progress', loaded: 512, total: 1024 })
    expect(selectUploadPercent(space.actor.getSnapshot())).toBe(50)
    const document = { id: 'd-1', filename: 'a.pdf', bytes: 600, pages: 1, has_text: false, uploaded_at: at }
    space.upload()({ type: 'upload.done', patientId: 'p-2', documents: [document] })
    const snapshot = space.actor.getSnapshot()
    expect(selectIsUploading(snapshot)).toBe(false)
    expect(selectActivePatient(snapshot)).toMatchObject({ id: 'p-2', documents: [document] })
    expect(snapshot.context.changedSinceScreening).toBe(true)
  })

  it('reloads the results when a screening it started finishes', async () => {
    const space = await opened()
    space.actor.send({ type: 'patient.create', label: 'Doente C' })
    expect(space.applyChange.inputs).toEqual([
      { spaceId: 's-1', change: { kind: 'patient.create', label: 'Doente C' } },
    ])
    await answerWith(space.applyChange, {
      trials: content.trials,
      patients: [...content.patients, patient('p-3')],
      created: { patientId: 'p-3' },
    })
    expect(selectActivePatient(space.actor.getSnapshot())?.id).toBe('p-3')
    expect(space.actor.getSnapshot().context.changedSinceScreening).toBe(true)
    const screening = space.actor.getSnapshot().children.screening!
    screening.send({ type: 'screening.start' })
    await answerWith(space.startScreening, { id: 'run-1', status: 'queued', done: 0, total: 3 })
    expect(space.actor.getSnapshot().context.changedSinceScreening).toBe(false)
    space.actor.send({ type: 'screening.finished' })
    expect(space.loadResults.inputs).toHaveLength(2)
  })

  it('shows the next trial and loads its results when the active trial is deleted', async () => {
    const space = await opened()
    space.actor.send({ type: 'trial.delete', trialId: 't-1' })
    await answerWith(space.applyChange, { trials: [trial('t-2')], patients: content.patients })
    expect(selectActiveTrial(space.actor.getSnapshot())?.id).toBe('t-2')
    expect(space.loadResults.inputs.at(-1)).toEqual({ spaceId: 's-1', trialId: 't-2', filter: {} })
  })

  it('says what the problem is when a change fails, and keeps the lists', async () => {
    const space = await opened()
    space.actor.send({ type: 'patient.delete', patientId: 'p-1' })
    await answerOffline(space.applyChange)
    expect(space.actor.getSnapshot().context).toMatchObject({
      problem: 'connection',
      patients: content.patients,
    })
    space.actor.send({ type: 'patient.create', label: 'X' })
    await failWith(space.applyChange, new ApiError('http', 'internal', 'boom', 500))
    expect(space.actor.getSnapshot().context.problem).toBe('patient_create_failed')
  })

  it('refuses a bad set of files without uploading', async () => {
    const space = await opened()
    const word = { name: 'x.docx', size: 10, type: 'application/msword', blob: new Blob() }
    space.actor.send({ type: 'documents.upload', patientId: 'p-1', files: [pdf('a.pdf'), word] })
    expect(selectIsUploading(space.actor.getSnapshot())).toBe(false)
    expect(selectUploadProblem(space.actor.getSnapshot())).toEqual({ reason: 'not_pdf', file: 'x.docx' })
  })
})

describe('patient upload limits', () => {
  it('allows one to ten PDFs of at most 20 MiB', () => {
    expect(refusalOf([])).toEqual({ reason: 'none_chosen' })
    expect(refusalOf(Array.from({ length: 10 }, (_, i) => pdf(`${i}.pdf`)))).toBeNull()
    expect(refusalOf(Array.from({ length: 11 }, (_, i) => pdf(`${i}.pdf`)))).toEqual({
      reason: 'too_many',
      count: 11,
    })
    expect(refusalOf([{ name: 'scan.PDF', size: 10, type: '' }])).toBeNull()
    expect(refusalOf([{ name: 'notes.txt', size: 10, type: 'text/plain' }])).toEqual({
      reason: 'not_pdf',
      file: 'notes.txt',
    })
    expect(refusalOf([pdf('big.pdf', 20 * 1024 * 1024)])).toBeNull()
    expect(refusalOf([pdf('big.pdf', 20 * 1024 * 1024 + 1)])).toEqual({
      reason: 'too_large',
      file: 'big.pdf',
    })
  })

  it("reads the server's refusals, naming the file", () => {
    const names = ['a.pdf', 'b.pdf']
    expect(
      uploadProblemOf(
        httpError('payload_too_large', 413, { 'files[1]': 'b.pdf: at most 20 MiB per file' }),
        names,
      ),
    ).toEqual({ reason: 'too_large', file: 'b.pdf' })
    expect(
      uploadProblemOf(
        httpError('unsupported_media_type', 415, { 'files[0]': 'a.pdf: only PDF files are accepted' }),
        names,
      ),
    ).toEqual({ reason: 'not_pdf', file: 'a.pdf' })
    expect(
      uploadProblemOf(
        httpError('unsupported_media_type', 415, { 'files[1]': 'b.pdf: the PDF is damaged or protected' }),
        names,
      ),
    ).toEqual({ reason: 'damaged', file: 'b.pdf' })
    expect(
      uploadProblemOf(httpError('bad_request', 400, { files: 'At most 10 files per upload' }), names),
    ).toEqual({
      reason: 'too_many',
      count: 2,
    })
    expect(uploadProblemOf(new ApiError('timeout', 'unavailable', 'slow'), names)).toEqual({
      reason: 'connection',
    })
    expect(uploadProblemOf(new ApiError('http', 'internal', 'boom', 500), names)).toEqual({
      reason: 'server',
    })
  })
})

// Every path of docs/statecharts/research-space.md, replayed on a real actor. States are told apart by
// value only, as in the docs: by context the graph grows past what a walk can cover.
type SpaceSnapshot = SnapshotFrom<typeof researchSpaceMachine>
/** Loading the spaces or a space: said so, and nothing else on screen to act on. */
function expectLoading(snapshot: SpaceSnapshot) {
  expect(selectIsLoading(snapshot)).toBe(true)
  expect([selectIsReady(snapshot), selectIsChoosing(snapshot)]).toEqual([false, false])
}
/** Something on its way inside a space: busy, and no other action taken meanwhile. */
function expectSpaceBusy(snapshot: SpaceSnapshot) {
  expect(snapshot.hasTag('busy')).toBe(true)
  expect(snapshot.can({ type: 'trial.new' })).toBe(false)
}

for (const [name, input] of Object.entries(pathOptions.inputs)) {
  const goneTo: string[] = []
  describePaths(
    `research-space machine paths (${name})`,
    researchSpaceMachine,
    {
      input,
      events: pathOptions.events as never,
      serializeState: serializeValueOnly,
      provide: {
        actions: { 'go to space': (_: unknown, params: { spaceId: string }) => goneTo.push(params.spaceId) },
      },
    },
    {
      every: (step) => {
        const snapshot = step.actual as SnapshotFrom<typeof researchSpaceMachine>
        expect(selectIsReady(snapshot) || selectIsChoosing(snapshot)).toBe(
          !selectIsLoading(snapshot) && !snapshot.hasTag('error') && snapshot.status === 'active',
        )
        // A space's screen always has its screening watcher; the list never does.
        expect(selectScreeningActor(snapshot) !== null).toBe(snapshot.matches('space'))
        expect(selectTrialEditorActor(snapshot) !== null).toBe(snapshot.hasTag('editing-trial'))
        if (selectIsReady(snapshot)) expect(selectSpace(snapshot)?.id).toBe(snapshot.context.spaceId)
        if (selectIsUploading(snapshot)) expect(selectUploadPercent(snapshot)).not.toBeNull()
        if (snapshot.matches('missing')) expect(selectHasLoadError(snapshot)).toBe(false)
        if (snapshot.matches('failed')) expect(selectHasLoadError(snapshot)).toBe(true)
        // The space a new one was created as is where the app goes next, and the machine loads it.
        for (const call of step.calls) {
          if (call.name === 'load space') expect(call.input).toEqual({ spaceId: snapshot.context.spaceId })
        }
        if (step.event.type === 'xstate.done.actor.createSpace')
          expect(goneTo.at(-1)).toBe(snapshot.context.spaceId)
      },
      states: {
        // Reading the spaces, or one space: the loading line, nothing to act on.
        loadingSpaces: ({ actual }) => expectLoading(actual as never),
        loadingSpace: ({ actual }) => expectLoading(actual as never),
        // The spaces to choose from, and a new one to create (busy while it is made).
        choosing: ({ actual }) => {
          expect(selectIsChoosing(actual as never)).toBe(true)
          expect(actual.can({ type: 'space.create', name: 'x', shared: false })).toBe(true)
        },
        creatingSpace: ({ actual }) => {
          expect([selectIsChoosing(actual as never), actual.hasTag('busy')]).toEqual([true, true])
          expect(actual.can({ type: 'space.create', name: 'x', shared: false })).toBe(false)
        },
        // No such space (or not this person's): said, nothing to retry.
        missing: ({ actual }) => {
          expect(selectIsMissing(actual as never)).toBe(true)
          expect(actual.can({ type: 'research.retry' })).toBe(false)
        },
        // Not loaded: a retry.
        failed: ({ actual }) => {
          expect(selectHasLoadError(actual as never)).toBe(true)
          expect(actual.can({ type: 'research.retry' })).toBe(true)
        },
        // One space: its trials and patients, its screening watcher.
        space: ({ actual }) => {
          expect(selectSpace(actual as never)?.id).toBe(actual.context.spaceId)
          expect(selectScreeningActor(actual as never)).not.toBeNull()
        },
        // Open to act: open a trial or patient, add or remove, upload, filter, review, download.
        'space.idle': ({ actual }) => {
          expect(actual.hasTag('busy')).toBe(false)
          expect(actual.can({ type: 'trial.new' })).toBe(true)
        },
        // The trial editor over the space.
        'space.editingTrial': ({ actual }) => {
          expect(selectTrialEditorActor(actual as never)).not.toBeNull()
          expect(actual.can({ type: 'trial.new' })).toBe(false)
        },
        // A change, a review, the results or the CSV on their way: busy, nothing else taken.
        'space.changing': ({ actual }) => expectSpaceBusy(actual as never),
        'space.loadingResults': ({ actual }) => expectSpaceBusy(actual as never),
        'space.reviewing': ({ actual }) => expectSpaceBusy(actual as never),
        'space.downloading': ({ actual }) => expectSpaceBusy(actual as never),
        // Documents going up: the progress shown.
        'space.uploading': ({ actual }) => {
          expect(selectIsUploading(actual as never)).toBe(true)
          expect(selectUploadPercent(actual as never)).not.toBeNull()
        },
      },
    },
  )
}
