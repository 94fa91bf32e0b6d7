import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { SelectableDocument } from '../../../contract/catalogue'
import { describePaths, stillLoading } from '../../../tests/model/paths'
import { answerWith, failWith, fakeCall } from '../../../tests/unit/deferred'
import { answerOffline } from '../../../tests/unit/offline'
import { ApiError } from '../../services/api'
import { sampleDocument } from '../shared/catalogue-samples'
import { connectSelectableDocument } from './selectable-document.connect'
import { type SelectableDocumentInput, selectableDocumentMachine } from './selectable-document.machine'
import { pathOptions } from './selectable-document.paths'

const t = (key: string) => key

function start() {
  const load = fakeCall<SelectableDocument, SelectableDocumentInput>()
  const actor = createActor(selectableDocumentMachine.provide({ actors: { 'load document': load.logic } }), {
    input: { typeId: 'general_practice_soap', documentId: 'referral_letter' },
  }).start()
  return { actor, load, api: () => connectSelectableDocument(actor.getSnapshot(), actor.send, t) }
}

describe('selectable document machine', () => {
  it('shows the document’s sections with their instructions and style', async () => {
    const view = start()
    expect(view.load.inputs).toEqual([{ typeId: 'general_practice_soap', documentId: 'referral_letter' }])
    await answerWith(view.load, sampleDocument)
    expect(view.api()).toMatchObject({
      title: 'Carta de referenciação',
      sections: [{ title: 'Motivo da referenciação', instruction: 'O que se pede ao colega e porquê' }],
      problem: null,
    })
  })

  it('says a document the type does not offer is not there, and offers a retry only for failures', async () => {
    const missing = start()
    await failWith(missing.load, new ApiError('http', 'not_found', 'x', 404, null))
    expect(missing.api()).toMatchObject({ isMissing: true, problem: 'problems.not_found', retry: null })
    const failed = start()
    await answerOffline(failed.load)
    expect(failed.api().problem).toBe('problems.connection')
    failed.api().retry!.onClick()
    expect(failed.load.inputs).toHaveLength(2)
  })
})

// What the read-only document view shows in each state; the paths load the sample document.
const documentView = (snapshot: Parameters<typeof connectSelectableDocument>[0]) =>
  connectSelectableDocument(snapshot, () => {}, t)

describePaths('selectable document machine paths', selectableDocumentMachine, pathOptions, {
  every: ({ actual }) => {
    if (actual.hasTag('ready')) expect(actual.context.document).not.toBeNull()
  },
  states: {
    // Nothing shown yet, nothing to retry.
    loading: stillLoading(documentView, { title: null, sections: [], retry: null }),
    // The document the server answered, section by section, with no problem.
    shown: ({ actual }) => {
      const view = documentView(actual)
      expect(view.title).toBe(sampleDocument.name)
      expect(view.sections.map((section) => section.key)).toEqual(
        sampleDocument.sections.map((section) => section.key),
      )
      expect(view.problem).toBeNull()
    },
    // The type does not offer it: said so, and trying again would not help.
    missing: ({ actual }) => {
      const view = documentView(actual)
      expect(view.isMissing).toBe(true)
      expect(actual.context.problem).toBe('not_found')
      expect(view.retry).toBeNull()
    },
    // Not loaded: the reason and a retry, no document.
    failed: ({ actual }) => {
      const view = documentView(actual)
      expect(view.problem).not.toBeNull()
      expect(view.retry).not.toBeNull()
      expect(view.title).toBeNull()
    },
  },
})
