import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { CustomDocument } from '../../../contract/templates'
import { describePaths, stillLoading } from '../../../tests/model/paths'
import { answerWith, failWith, fakeCall } from '../../../tests/unit/deferred'
import { answerOffline } from '../../../tests/unit/offline'
import { t } from '../../../tests/unit/translate'
import { ApiError } from '../../services/api'
import { connectCustomDocuments } from './custom-documents.connect'
import { customDocumentsMachine } from './custom-documents.machine'
import { pathOptions, sampleDocument } from './custom-documents.paths'

const own: CustomDocument = {
  ...sampleDocument,
  description: 'Motivo · Plano',
  sections: [
    ...sampleDocument.sections,
    { key: 'plano', title: 'Plano', instruction: 'Sessões.', format: 'prose', abbreviations: false },
  ],
}
const shared: CustomDocument = {
  ...own,
  id: 'e0000000-0000-4000-8000-000000000002',
  name: 'Relatório',
  organization: true,
}

function start() {
  const load = fakeCall<CustomDocument[], unknown>()
  const actor = createActor(
    customDocumentsMachine.provide({ actors: { 'load documents': load.logic } }),
  ).start()
  const view = () => connectCustomDocuments(actor.getSnapshot(), actor.send, t)
  return { actor, load, view }
}

describe('custom documents machine', () => {
  it('lists the own and the organisation’s documents, and opens one in the document modal', async () => {
    const documents = start()
    expect(documents.view().isLoading).toBe(true)
    await answerWith(documents.load, [own, shared])
    expect(documents.view().items.map((d) => [d.name, d.owner])).toEqual([
      ['Carta para fisioterapia', 'templates.customDocuments.own'],
      ['Relatório', 'templates.customDocuments.organization'],
    ])
    documents.view().items[0]!.open.onClick()
    const modal = documents.view().modal!
    expect(modal.title).toBe('Carta para fisioterapia')
    expect(modal.sections.map((s) => s.title)).toEqual(['Motivo', 'Plano'])
    modal.close.onClick()
    expect(documents.view().modal).toBeNull()
  })

  it('reads the list again on request, keeping it shown, and says when it could not', async () => {
    const documents = start()
    await answerWith(documents.load, [])
    expect(documents.view().empty).toBe('templates.customDocuments.empty')
    documents.view().refresh!.onClick()
    expect(documents.view().refresh!.disabled).toBe(true)
    await answerOffline(documents.load)
    expect(documents.view().problem).toBe('templates.customDocuments.problems.connection')
    documents.view().refresh!.onClick()
    await answerWith(documents.load, [own])
    expect(documents.view().items).toHaveLength(1)
    expect(documents.view().problem).toBeNull()
  })

  it('says when the documents could not be loaded, and tries again', async () => {
    const documents = start()
    await failWith(documents.load, new ApiError('http', 'internal', 'boom', 500))
    expect(documents.view().loadProblem).toBe('templates.customDocuments.problems.load_failed')
    documents.view().retry!.onClick()
    expect(documents.view().isLoading).toBe(true)
  })
})

// Every path of docs/statecharts/custom-documents.md, replayed on a real actor.
// What the custom documents page shows in each state. Every load in the paths answers [sampleDocument].
const documentsView = (snapshot: Parameters<typeof connectCustomDocuments>[0]) =>
  connectCustomDocuments(snapshot, () => {}, t)
const listed = (snapshot: Parameters<typeof connectCustomDocuments>[0]) =>
  documentsView(snapshot).items.map((item) => item.name)

describePaths('custom documents machine paths', customDocumentsMachine, pathOptions, {
  every: ({ actual }) => {
    if (actual.hasTag('document-open')) expect(actual.context.openId).not.toBeNull()
  },
  states: {
    // Nothing listed yet, and no problem said.
    loading: stillLoading(documentsView, { items: [], loadProblem: null, retry: null }),
    // The first load failed: the reason and a retry, no list.
    failed: ({ actual }) => {
      const view = documentsView(actual)
      expect(view.loadProblem).not.toBeNull()
      expect(view.retry).not.toBeNull()
      expect(view.items).toEqual([])
    },
    // Loaded: the list is what the server answered, with no modal and nothing wrong.
    'ready.listing.fine': ({ actual }) => {
      const view = documentsView(actual)
      expect(listed(actual)).toEqual([sampleDocument.name])
      expect([view.modal, view.problem]).toEqual([null, null])
      expect(view.refresh?.disabled).toBe(false)
    },
    // Reading again failed: the list loaded before stays, with the reason next to it.
    'ready.listing.failed': ({ actual }) => {
      const view = documentsView(actual)
      expect(listed(actual)).toEqual([sampleDocument.name])
      expect(view.problem).not.toBeNull()
      expect(view.loadProblem).toBeNull()
    },
    // The modal shows the document that was opened, over the list.
    'ready.open': ({ actual }) => {
      const view = documentsView(actual)
      expect(view.modal?.title).toBe(sampleDocument.name)
      expect(listed(actual)).toEqual([sampleDocument.name])
    },
    // The list stays shown while it is read again, and the refresh button waits.
    'ready.refreshing': ({ actual }) => {
      const view = documentsView(actual)
      expect(listed(actual)).toEqual([sampleDocument.name])
      expect(view.refresh).toMatchObject({ disabled: true, label: t('templates.customDocuments.refreshing') })
    },
  },
})
