import { describe, expect, it } from 'vitest'
import type { DocumentVersion, GeneratedDocument } from '../../../contract/consultations'
import { describePaths } from '../../../tests/model/paths'
import { httpError } from '../../../tests/unit/api-errors'
import { startOnClock } from '../../../tests/unit/clock'
import { answerWith, failWith, fakeCall } from '../../../tests/unit/deferred'
import { offline } from '../../../tests/unit/offline'
import { t } from '../../../tests/unit/translate'
import { ApiError } from '../../services/api'
import type { RequestedChange } from '../../services/documents'
import { editNotesMachine } from '../edit-notes/edit-notes.machine'
import { jobPollingWith } from '../job-polling/job-polling.machine'
import { documentErrorProblem, documentFailureOf } from '../shared/document-problems'
import { versionsMachine } from '../versions/versions.machine'
import { sampleHistory } from '../versions/versions.paths'
import {
  connectGeneration,
  connectRegenerateConfirmation,
  selectEditNotesActor,
  selectVersionsActor,
} from './generation.connect'
import {
  type GenerationInput,
  generationMachine,
  MAX_POLLS,
  MAX_RETRIES,
  POLL_DELAY_MS,
  RETRY_BASE_MS,
  type VersionRequest,
} from './generation.machine'
import { pathOptions, sampleDocuments } from './generation.paths'

const { pendingDocument, readyDocument, failedDocument } = sampleDocuments

function start(input: Partial<GenerationInput> = {}) {
  const request = fakeCall<GeneratedDocument, VersionRequest>()
  const fetch = fakeCall<GeneratedDocument, { sessionId: string; docId: string }>()
  const submit = fakeCall<GeneratedDocument, { sessionId: string; docId: string; change: RequestedChange }>()
  const versions = fakeCall<DocumentVersion[], { sessionId: string; docId: string }>()
  const restore = fakeCall<GeneratedDocument, { sessionId: string; docId: string; version: number }>()
  const { actor, wait } = startOnClock(
    generationMachine.provide({
      actors: {
        'request version': request.logic,
        'follow document': jobPollingWith(fetch.logic),
        'edit notes': editNotesMachine.provide({ actors: { 'submit change': submit.logic } }),
        'browse versions': versionsMachine.provide({
          actors: { 'load versions': versions.logic, 'restore version': restore.logic },
        }),
      },
    }),
    { input: { sessionId: 's-1', name: 'main', document: null, ...input } },
  )
  const view = () => connectGeneration(actor.getSnapshot(), actor.send, t)
  const confirmation = () => connectRegenerateConfirmation(actor.getSnapshot(), actor.send, t)
  return {
    actor,
    request,
    fetch,
    submit,
    versions,
    restore,
    wait,
    view,
    confirmation,
    snapshot: () => actor.getSnapshot(),
  }
}

describe('generation machine', () => {
  it('asks for the note, polls every 1.5 s while it is written, and shows it when ready', async () => {
    const doc = start()
    expect(doc.view().status).toBe('documents.status.idle')
    doc.view().generate!.onClick()
    expect(doc.request.inputs).toEqual([
      { sessionId: 's-1', name: 'main', docId: null, change: null, options: {} },
    ])
    expect(doc.view().status).toBe('documents.status.writing')
    await answerWith(doc.request, pendingDocument)
    await doc.wait(POLL_DELAY_MS - 1)
    expect(doc.fetch.inputs).toHaveLength(0)
    await doc.wait(1)
    expect(doc.fetch.inputs).toEqual([{ sessionId: 's-1', docId: pendingDocument.id }])
    await answerWith(doc.fetch, { ...pendingDocument, status: 'generating' })
    await doc.wait(POLL_DELAY_MS)
    expect(doc.fetch.inputs).toHaveLength(2)
    await answerWith(doc.fetch, readyDocument)
    expect(doc.snapshot().hasTag('ready')).toBe(true)
    expect(doc.view()).toMatchObject({
      content: readyDocument.content,
      version: 'documents.version {"version":1}',
      problem: null,
      status: null,
    })
    expect(doc.view().regenerate).not.toBeNull()
  })

  it('passes the chosen model and temperature on', () => {
    const doc = start()
    doc.actor.send({ type: 'document.generate', options: { model: 'clinic-llama', temperature: 0.2 } })
    expect(doc.request.inputs[0]?.options).toEqual({ model: 'clinic-llama', temperature: 0.2 })
  })

  it('asks again after growing waits when there is no answer, then offers to try again', async () => {
    const doc = start()
    doc.actor.send({ type: 'document.generate' })
    for (let attempt = 1; attempt <= MAX_RETRIES; attempt++) {
      await failWith(doc.request, offline())
      expect(doc.view().status).toBe('documents.status.retrying')
      await doc.wait(RETRY_BASE_MS * 2 ** (attempt - 1) - 1)
      expect(doc.request.inputs).toHaveLength(attempt)
      await doc.wait(1)
      expect(doc.request.inputs).toHaveLength(attempt + 1)
    }
    await failWith(doc.request, offline())
    expect(doc.view().problem).toBe('documents.problems.connection')
    expect(doc.view().retry?.label).toBe('documents.retry')
    await doc.wait(60_000)
    expect(doc.request.inputs).toHaveLength(MAX_RETRIES + 1)
    doc.view().retry!.onClick()
    expect(doc.request.inputs).toHaveLength(MAX_RETRIES + 2)
  })

  it('keeps polling after a lost answer, and says so once the tries are spent', async () => {
    const doc = start({ document: pendingDocument })
    await doc.wait(POLL_DELAY_MS)
    await failWith(doc.fetch, offline())
    expect(doc.snapshot().hasTag('writing')).toBe(true)
    expect(doc.view().status).toBe('documents.status.retrying')
    await doc.wait(RETRY_BASE_MS)
    expect(doc.fetch.inputs).toHaveLength(2)
    await answerWith(doc.fetch, pendingDocument)
    expect(doc.snapshot().context.attempts).toBe(0)
    for (let attempt = 0; attempt <= MAX_RETRIES; attempt++) {
      await doc.wait(RETRY_BASE_MS * 2 ** Math.max(0, attempt - 1) + POLL_DELAY_MS)
      await failWith(doc.fetch, offline())
    }
    expect(doc.view().problem).toBe('documents.problems.connection')
    // Checking again never asks for (and pays for) a new version.
    const requests = doc.request.inputs.length
    doc.view().retry!.onClick()
    expect(doc.request.inputs).toHaveLength(requests)
    expect(doc.fetch.inputs.at(-1)).toEqual({ sessionId: 's-1', docId: pendingDocument.id })
  })

  it('says the server is overloaded, all saved, and tries the same change again', async () => {
    const doc = start({ document: readyDocument })
    doc.actor.send({ type: 'document.edit' })
    const dialog = selectEditNotesActor(doc.snapshot())!
    dialog.send({ type: 'edit.text.changed', text: 'Acrescente a alergia à penicilina.' })
    dialog.send({ type: 'edit.submit' })
    expect(doc.submit.inputs[0]?.change).toEqual({ kind: 'text', text: 'Acrescente a alergia à penicilina.' })
    await answerWith(doc.submit, { ...readyDocument, status: 'pending' })
    expect(selectEditNotesActor(doc.snapshot())).toBeNull()
    expect(doc.view().status).toBe('documents.status.rewriting')
    // The previous version stays on screen while the new one is written.
    expect(doc.view().content).toBe(readyDocument.content)
    await doc.wait(POLL_DELAY_MS)
    await answerWith(doc.fetch, failedDocument)
    expect(doc.view().problem).toBe('documents.problems.overloaded')
    doc.view().retry!.onClick()
    expect(doc.request.inputs.at(-1)).toEqual({
      sessionId: 's-1',
      name: 'main',
      docId: readyDocument.id,
      change: { kind: 'text', text: 'Acrescente a alergia à penicilina.' },
      options: {},
    })
    // The instruction is still there if the clinician opens the dialog instead.
    await failWith(
      doc.request,
      httpError('insufficient_credits', 402, undefined, 'No credits left: contact support (a@b.pt)'),
    )
    doc.view().edit!.onClick()
    expect(selectEditNotesActor(doc.snapshot())?.getSnapshot().context.text).toBe(
      'Acrescente a alergia à penicilina.',
    )
  })

  it('names the support contact when credits ran out', async () => {
    const doc = start()
    doc.actor.send({ type: 'document.generate' })
    await failWith(
      doc.request,
      httpError(
        'insufficient_credits',
        402,
        undefined,
        'No credits left: to buy more, contact support (apoio@escriba.pt)',
      ),
    )
    expect(doc.view().problem).toBe(
      'documents.problems.insufficient_credits_contact {"contact":"apoio@escriba.pt"}',
    )
  })

  it('asks the clinician to keep waiting after the cap on polls', async () => {
    const doc = start({ document: pendingDocument, maxPolls: 3 })
    for (let poll = 0; poll < 3; poll++) {
      await doc.wait(POLL_DELAY_MS)
      await answerWith(doc.fetch, pendingDocument)
    }
    expect(doc.snapshot().hasTag('stalled')).toBe(true)
    expect(doc.view().problem).toBe('documents.problems.taking_long')
    await doc.wait(60_000)
    expect(doc.fetch.inputs).toHaveLength(3)
    doc.view().retry!.onClick()
    expect(doc.fetch.inputs).toHaveLength(4)
    await answerWith(doc.fetch, readyDocument)
    expect(doc.snapshot().hasTag('ready')).toBe(true)
    expect(MAX_POLLS * POLL_DELAY_MS).toBeGreaterThanOrEqual(5 * 60_000)
  })

  it('starts where the session left the document', () => {
    expect(start({ document: readyDocument }).snapshot().hasTag('ready')).toBe(true)
    expect(start({ document: pendingDocument }).snapshot().hasTag('writing')).toBe(true)
    const failed = start({ document: failedDocument })
    expect(failed.view().problem).toBe('documents.problems.overloaded')
    // A failed new version still shows the last good one, which can be edited.
    expect(failed.view().content).toBe(failedDocument.content)
    expect(failed.view().edit).not.toBeNull()
    const opened = start({ name: 'referral_letter', start: true })
    expect(opened.request.inputs[0]).toMatchObject({ name: 'referral_letter', change: null })
  })

  it('saves the clinician’s markdown as a new version at once, and keeps an edit closed unsent', async () => {
    const doc = start({ document: readyDocument })
    doc.view().edit!.onClick()
    let dialog = selectEditNotesActor(doc.snapshot())!
    dialog.send({ type: 'edit.mode.chosen', mode: 'markdown' })
    dialog.send({ type: 'edit.markdown.changed', markdown: '## Subjetivo\n\nTosse seca, sem febre.' })
    dialog.send({ type: 'edit.close' })
    expect(doc.snapshot().hasTag('editing')).toBe(false)
    doc.view().edit!.onClick()
    dialog = selectEditNotesActor(doc.snapshot())!
    expect(dialog.getSnapshot().context.markdown).toBe('## Subjetivo\n\nTosse seca, sem febre.')
    dialog.send({ type: 'edit.mode.chosen', mode: 'markdown' })
    dialog.send({ type: 'edit.submit' })
    expect(doc.submit.inputs[0]?.change).toEqual({
      kind: 'markdown',
      markdown: '## Subjetivo\n\nTosse seca, sem febre.',
    })
    await answerWith(doc.submit, {
      ...readyDocument,
      version: 2,
      content: '## Subjetivo\n\nTosse seca, sem febre.',
    })
    expect(doc.snapshot().hasTag('ready')).toBe(true)
    expect(doc.view().version).toBe('documents.version {"version":2}')
    expect(doc.fetch.inputs).toHaveLength(0)
  })
})

// A double click reaches the actor twice before the screen drops the button: the second click must not ask
// for a second version (the server would answer the same job, but the panel should not even ask).
describe('one request per click, however fast the clicks', () => {
  it('asks once when generate again is clicked twice, and not again while the version is written', async () => {
    const doc = start({ document: readyDocument })
    const { onClick } = doc.view().regenerate!
    onClick()
    onClick()
    expect(doc.request.inputs).toHaveLength(1)
    expect(doc.view().regenerate).toBeNull()
    await answerWith(doc.request, { ...pendingDocument, version: 1, content: readyDocument.content })
    onClick()
    expect(doc.request.inputs).toHaveLength(1)
    await doc.wait(POLL_DELAY_MS)
    await answerWith(doc.fetch, { ...readyDocument, version: 2 })
    // Once the new version is on show, generate again is a new request.
    doc.view().regenerate!.onClick()
    expect(doc.request.inputs).toHaveLength(2)
  })

  it('asks once when generate is clicked twice', () => {
    const doc = start()
    const { onClick } = doc.view().generate!
    onClick()
    onClick()
    expect(doc.request.inputs).toHaveLength(1)
  })

  it('asks once when generating over an edit is confirmed twice', () => {
    const doc = start({ document: { ...readyDocument, version: 2, source: 'markdown' } })
    doc.view().regenerate!.onClick()
    const { confirm } = doc.confirmation()!
    confirm.onClick()
    confirm.onClick()
    expect(doc.request.inputs).toHaveLength(1)
  })

  it('asks once when try again is clicked twice after a failure', async () => {
    const doc = start({ document: readyDocument, maxRetries: 0 })
    doc.view().regenerate!.onClick()
    await failWith(doc.request, httpError('insufficient_credits', 402, undefined, 'No credits left'))
    const { onClick } = doc.view().retry!
    onClick()
    onClick()
    expect(doc.request.inputs).toHaveLength(2)
  })
})

describe('versions and generating again over edits', () => {
  const edited: GeneratedDocument = {
    ...readyDocument,
    version: 2,
    content: '## Subjetivo\n\nTosse seca, sem febre.',
    source: 'markdown',
  }

  it('generates again at once over a plain generation', () => {
    const doc = start({ document: readyDocument })
    expect(doc.view().regenerate?.asks).toBe(false)
    doc.view().regenerate!.onClick()
    expect(doc.confirmation()).toBeNull()
    expect(doc.request.inputs).toHaveLength(1)
  })

  for (const source of ['markdown', 'voice', 'instruction', 'restored'] as const) {
    it(`asks before generating over a version made by ${source}; cancelling keeps it`, () => {
      const doc = start({ document: { ...edited, source }, options: { model: 'clinic-llama' } })
      expect(doc.view().regenerate?.asks).toBe(true)
      doc.view().regenerate!.onClick()
      const asked = doc.confirmation()!
      expect(asked.message).toBe(
        `documents.regenerateConfirm.message {"origin":"documents.versions.source.${source}"}`,
      )
      expect([asked.keeps, asked.cost]).toEqual([
        'documents.regenerateConfirm.keeps',
        'documents.regenerateConfirm.cost',
      ])
      // The button stays on screen while the confirmation is open, so focus can go back to it.
      expect(doc.view().regenerate?.expanded).toBe(true)
      expect(doc.request.inputs).toHaveLength(0)
      asked.onKeyDown({ key: 'Escape', preventDefault: () => {} })
      expect(doc.confirmation()).toBeNull()
      expect(doc.snapshot().hasTag('ready')).toBe(true)
      expect(doc.view().content).toBe(edited.content)
      expect(doc.request.inputs).toHaveLength(0)
    })
  }

  it('generates over the edit once confirmed, with the model chosen', () => {
    const doc = start({ document: edited })
    doc.actor.send({ type: 'document.regenerate', options: { model: 'o-preview' } })
    doc.confirmation()!.confirm.onClick()
    expect(doc.request.inputs).toEqual([
      { sessionId: 's-1', name: 'main', docId: 'd-sample', change: null, options: { model: 'o-preview' } },
    ])
    expect(doc.snapshot().hasTag('writing')).toBe(true)
  })

  it('opens the history from the version badge and shows the restored version', async () => {
    const doc = start({ document: edited })
    expect(doc.view().versions?.expanded).toBe(false)
    doc.view().versions!.onClick()
    expect(doc.view().versions?.expanded).toBe(true)
    expect(doc.versions.inputs).toEqual([{ sessionId: 's-1', docId: 'd-sample' }])
    await answerWith(doc.versions, sampleHistory.versions)
    const history = selectVersionsActor(doc.snapshot())!
    expect(history.getSnapshot().context.current).toBe(2)
    history.send({ type: 'versions.restore', version: 1 })
    expect(doc.restore.inputs).toEqual([{ sessionId: 's-1', docId: 'd-sample', version: 1 }])
    await answerWith(doc.restore, sampleHistory.restoredDocument)
    expect(selectVersionsActor(doc.snapshot())).toBeNull()
    expect(doc.snapshot().hasTag('ready')).toBe(true)
    expect(doc.view().version).toBe('documents.version {"version":3}')
    expect(doc.view().content).toBe(sampleHistory.versions[1]!.content)
    // A restored version is the clinician's choice too: generating over it asks first.
    expect(doc.view().regenerate?.asks).toBe(true)
  })

  it('keeps the document as it was when the history closes without a restore', async () => {
    const doc = start({ document: edited })
    doc.view().versions!.onClick()
    await answerWith(doc.versions, sampleHistory.versions)
    selectVersionsActor(doc.snapshot())!.send({ type: 'versions.close' })
    expect(doc.snapshot().hasTag('browsing-versions')).toBe(false)
    expect(doc.view().content).toBe(edited.content)
    expect(doc.restore.inputs).toHaveLength(0)
  })

  it('offers no history while a version is written', () => {
    const doc = start({ document: { ...edited, status: 'pending' } })
    expect(doc.view().version).toBe('documents.version {"version":2}')
    expect(doc.view().versions).toBeNull()
  })
})

describe('reading document failures', () => {
  it('maps the server’s answers to the spec’s messages', () => {
    expect(documentFailureOf(offline()).problem).toBe('connection')
    expect(documentFailureOf(new ApiError('timeout', 'unavailable', 'slow')).problem).toBe('connection')
    expect(documentFailureOf(httpError('server_overloaded', 503, undefined, 'busy')).problem).toBe(
      'overloaded',
    )
    expect(documentFailureOf(httpError('bad_request', 422, undefined, 'Nothing to write from')).problem).toBe(
      'nothing_to_write',
    )
    expect(
      documentFailureOf(httpError('bad_request', 400, { 'requested_changes[audio]': 'Empty' }, 'No speech'))
        .problem,
    ).toBe('no_speech')
    expect(documentFailureOf(httpError('payload_too_large', 413, undefined, 'too long')).problem).toBe(
      'recording_too_long',
    )
    expect(documentFailureOf(new Error('bug')).problem).toBe('generation_failed')
    expect(documentErrorProblem('The server is overloaded; all the information is saved, try again')).toBe(
      'overloaded',
    )
    expect(documentErrorProblem('Error generating document: boom')).toBe('generation_failed')
  })
})

const panel = (snapshot: Parameters<typeof connectGeneration>[0]) => connectGeneration(snapshot, () => {}, t)

describePaths('generation machine paths', generationMachine, pathOptions, {
  every: ({ actual }) => {
    // The view contract: an error has a message; writing and ready never show together.
    const view = panel(actual)
    if (actual.hasTag('error')) expect(view.problem).not.toBeNull()
    expect(view.isWriting && view.isReady).toBe(false)
  },
  states: {
    // Never asked for: the generate button, nothing to show or share.
    idle: ({ actual }) => {
      const view = panel(actual)
      expect(view.status).toBe(t('documents.status.idle'))
      expect([view.generate, view.content, view.retry]).toEqual([expect.anything(), null, null])
    },
    // Asked for: the spinner, no way to generate or edit meanwhile.
    requesting: ({ actual }) => {
      const view = panel(actual)
      expect(view.isWriting).toBe(true)
      expect(view.status).not.toBeNull()
      expect([view.generate, view.regenerate, view.edit, view.canShare]).toEqual([null, null, null, false])
    },
    // No answer to the request: the connection trouble said, retried by itself or now.
    requestRetrying: ({ actual }) => {
      const view = panel(actual)
      expect(view.status).toBe(t('documents.status.retrying'))
      expect(view.retry?.label).toBe(t('documents.retry'))
    },
    // Being written: the spinner (rewriting over the last version if there is one), nothing to share.
    'writing.following': ({ actual }) => {
      const view = panel(actual)
      expect(view.status).toBe(view.content ? t('documents.status.rewriting') : t('documents.status.writing'))
      expect([view.retry, view.canShare, view.edit]).toEqual([null, false, null])
    },
    // A check got no answer: retried after a growing wait, or now.
    'writing.retrying': ({ actual }) => {
      const view = panel(actual)
      expect(view.status).toBe(t('documents.status.retrying'))
      expect(view.retry).not.toBeNull()
      expect(view.problem).not.toBeNull()
    },
    // Written for longer than usual: the person chooses to keep waiting.
    stalled: ({ actual }) => {
      const view = panel(actual)
      expect(view.retry?.label).toBe(t('documents.keepWaiting'))
      expect(view.isWriting).toBe(false)
    },
    // The server stopped answering: try again (it checks the version being written).
    lost: ({ actual }) => {
      const view = panel(actual)
      expect(view.retry?.label).toBe(t('documents.retry'))
      expect(view.problem).not.toBeNull()
    },
    // Written: the text, its version, and regenerate, edit, history and sharing all on.
    ready: ({ actual }) => {
      const view = panel(actual)
      expect(view.content).toBeTruthy()
      expect([view.problem, view.retry, view.status]).toEqual([null, null, null])
      expect(view.canShare).toBe(true)
      expect([view.regenerate?.expanded, view.edit?.expanded, view.versions?.expanded]).toEqual([
        false,
        false,
        false,
      ])
    },
    // The confirmation over the clinician's edits is open, the document still shown.
    confirmingRegenerate: ({ actual }) => {
      expect(connectRegenerateConfirmation(actual, () => {}, t)).not.toBeNull()
      expect(panel(actual).regenerate?.expanded).toBe(true)
      expect(panel(actual).content).toBeTruthy()
    },
    // The version history is open over the document.
    browsingVersions: ({ actual }) => {
      expect(panel(actual).versions?.expanded).toBe(true)
      expect(selectVersionsActor(actual)).not.toBeNull()
    },
    // The edit dialog is open over the document.
    editing: ({ actual }) => {
      expect(panel(actual).edit?.expanded).toBe(true)
      expect(selectEditNotesActor(actual)).not.toBeNull()
    },
    // Not written: the reason and a try-again; what was there before stays shown.
    failed: ({ actual }) => {
      const view = panel(actual)
      expect(view.problem).not.toBeNull()
      expect(view.retry?.label).toBe(t('documents.retry'))
      expect(view.isWriting).toBe(false)
    },
  },
})
