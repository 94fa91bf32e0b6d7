import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { DocumentVersion, GeneratedDocument } from '../../../contract/consultations'
import { describePaths } from '../../../tests/model/paths'
import { answerWith, failWith, fakeCall } from '../../../tests/unit/deferred'
import { offline } from '../../../tests/unit/offline'
import { t } from '../../../tests/unit/translate'
import { ApiError } from '../../services/api'
import { connectVersions, versionOrigin } from './versions.connect'
import { versionsMachine } from './versions.machine'
import { pathOptions, sampleHistory } from './versions.paths'

const formatMoment = (iso: string) => `at ${iso}`
const conflict = () =>
  new ApiError('http', 'conflict', 'The document changed meanwhile', 409, {
    error: { code: 'conflict', message: 'The document changed meanwhile' },
  })

function start(current = 2) {
  const load = fakeCall<DocumentVersion[], { sessionId: string; docId: string }>()
  const restore = fakeCall<GeneratedDocument, { sessionId: string; docId: string; version: number }>()
  const actor = createActor(
    versionsMachine.provide({ actors: { 'load versions': load.logic, 'restore version': restore.logic } }),
    { input: { sessionId: 's-1', docId: 'd-1', current } },
  )
  actor.subscribe({ error: () => {} })
  actor.start()
  const view = () => connectVersions(actor.getSnapshot(), actor.send, t, formatMoment)
  return { actor, load, restore, view }
}

describe('versions machine', () => {
  it('lists each version with who or what made it and when, the current one marked and not restorable', async () => {
    const history = start()
    expect(history.view().isLoading).toBe(true)
    expect(history.load.inputs).toEqual([{ sessionId: 's-1', docId: 'd-1' }])
    await answerWith(history.load, sampleHistory.versions)
    const list = history.view().list!
    expect(list.map(({ version, origin, when, current }) => ({ version, origin, when, current }))).toEqual([
      {
        version: 2,
        origin: 'documents.versions.source.markdown',
        when: 'at 2025-01-01T09:40:00.000Z',
        current: true,
      },
      {
        version: 1,
        origin: 'documents.versions.source.generated',
        when: 'at 2025-01-01T09:30:00.000Z',
        current: false,
      },
    ])
    expect(list[0]!.restore).toBeNull()
    expect(list[1]!.restore?.label).toBe('documents.versions.restore {"version":1}')
    // The current version cannot be restored, even if asked.
    history.actor.send({ type: 'versions.restore', version: 2 })
    expect(history.restore.inputs).toHaveLength(0)
  })

  it('says which version a restored one copies', () => {
    const restored: DocumentVersion = { ...sampleHistory.versions[0]!, source: 'restored', restored_from: 1 }
    expect(versionOrigin(t, restored)).toBe('documents.versions.source.restoredFrom {"version":1}')
  })

  it('shows a version read-only, goes back with Escape, and closes with Escape from the list', async () => {
    const history = start()
    await answerWith(history.load, sampleHistory.versions)
    history.view().list![1]!.view.onClick()
    const preview = history.view().preview!
    expect(preview.content).toBe(sampleHistory.versions[1]!.content)
    expect(history.view().list).toBeNull()
    history.view().onKeyDown({ key: 'Escape', preventDefault: () => {} })
    expect(history.view().preview).toBeNull()
    expect(history.view().list).toHaveLength(2)
    history.view().onKeyDown({ key: 'Escape', preventDefault: () => {} })
    expect(history.actor.getSnapshot().status).toBe('done')
    expect(history.actor.getSnapshot().output).toEqual({ document: null })
  })

  it('restores the version on show and hands the new current version back', async () => {
    const history = start()
    await answerWith(history.load, sampleHistory.versions)
    history.view().list![1]!.view.onClick()
    history.view().preview!.restore!.onClick()
    expect(history.view().isRestoring).toBe(true)
    expect(history.view().preview!.restore!.label).toBe('documents.versions.restoring')
    // Not closed while restoring.
    history.view().close.onClick()
    expect(history.actor.getSnapshot().status).toBe('active')
    expect(history.restore.inputs).toEqual([{ sessionId: 's-1', docId: 'd-1', version: 1 }])
    await answerWith(history.restore, sampleHistory.restoredDocument)
    expect(history.actor.getSnapshot().output).toEqual({ document: sampleHistory.restoredDocument })
  })

  it('keeps the dialog open with the reason when a restore fails, and restores on a second try', async () => {
    const history = start()
    await answerWith(history.load, sampleHistory.versions)
    history.view().list![1]!.view.onClick()
    history.view().preview!.restore!.onClick()
    await failWith(history.restore, offline())
    expect(history.view().problem).toBe('documents.versions.problems.connection')
    expect(history.view().preview?.version).toBe(1)
    history.view().preview!.restore!.onClick()
    await failWith(history.restore, conflict())
    expect(history.view().problem).toBe('documents.versions.problems.restore_conflict')
    history.view().preview!.restore!.onClick()
    expect(history.view().problem).toBeNull()
    await answerWith(history.restore, sampleHistory.restoredDocument)
    expect(history.actor.getSnapshot().output?.document?.version).toBe(3)
  })

  it('offers to try again when the list could not be loaded', async () => {
    const history = start()
    await failWith(history.load, offline())
    expect(history.view().problem).toBe('documents.versions.problems.connection')
    history.view().retry!.onClick()
    expect(history.load.inputs).toHaveLength(2)
    await answerWith(history.load, sampleHistory.versions)
    expect(history.view().list).toHaveLength(2)
    expect(history.view().retry).toBeNull()
  })
})

const versionsView = (snapshot: Parameters<typeof connectVersions>[0]) =>
  connectVersions(snapshot, () => {}, t, formatMoment)

describePaths('versions machine paths', versionsMachine, pathOptions, {
  every: ({ actual }) => {
    const view = versionsView(actual)
    // The current version is never offered for restore.
    for (const row of view.list ?? []) if (row.current) expect(row.restore).toBeNull()
    if (view.preview?.current) expect(view.preview.restore).toBeNull()
  },
  states: {
    // Loading the history: the loading line, no list, close on.
    loading: ({ actual }) => {
      const view = versionsView(actual)
      expect(view.isLoading).toBe(true)
      expect([view.list, view.preview, view.close.disabled]).toEqual([null, null, false])
    },
    // Not loaded: why, a retry, and close.
    loadFailed: ({ actual }) => {
      const view = versionsView(actual)
      expect(view.problem).not.toBeNull()
      expect(view.retry).not.toBeNull()
      expect(view.list).toBeNull()
    },
    // The list, newest first, each with view and (earlier ones) restore.
    listing: ({ actual }) => {
      const view = versionsView(actual)
      expect(view.list).toHaveLength(actual.context.versions.length)
      expect(view.preview).toBeNull()
      expect(view.close.disabled).toBe(false)
    },
    // One version read-only, with back to the list.
    previewing: ({ actual }) => {
      const view = versionsView(actual)
      expect(view.preview?.content).toBeTruthy()
      expect(view.preview?.back.label).toBe(t('documents.versions.back'))
      expect(view.list).toBeNull()
    },
    // Restoring: its button busy, close off, nothing else pressed.
    restoring: ({ actual }) => {
      const view = versionsView(actual)
      expect(view.close.disabled).toBe(true)
      const rows = [...(view.list ?? []), ...(view.preview ? [view.preview] : [])]
      expect(rows.filter((row) => row.restore?.busy).map((row) => row.version)).toContain(
        actual.context.restoring,
      )
    },
    // Restored: the dialog ends with the new current version.
    done: ({ actual }) => {
      expect(actual.status).toBe('done')
      expect(actual.output.document).not.toBeNull()
    },
    // Closed: nothing restored.
    closed: ({ actual }) => {
      expect(actual.status).toBe('done')
      expect(actual.output.document).toBeNull()
    },
  },
})
