import { describe, expect, it } from 'vitest'
import { fromPromise } from 'xstate'
import { type GeneratedDocument, MAIN_DOCUMENT } from '../../../contract/consultations'
import { describePaths } from '../../../tests/model/paths'
import { startOnClock } from '../../../tests/unit/clock'
import { answerWith, failWith, fakeCall } from '../../../tests/unit/deferred'
import { consultationSession } from '../../../tests/unit/fixtures'
import { answerOffline } from '../../../tests/unit/offline'
import { t } from '../../../tests/unit/translate'
import { ApiError } from '../../services/api'
import type { CopiedAs } from '../../services/clipboard'
import type { SessionDocuments } from '../../services/documents'
import type { PdfNote } from '../../services/pdf'
import { generationMachine, type VersionRequest } from '../generation/generation.machine'
import { jobPollingWith } from '../job-polling/job-polling.machine'
import { sampleDocument } from '../shared/samples'
import {
  connectDocuments,
  connectPanelCustomDocuments,
  connectSharing,
  connectSignoff,
  selectDocumentActor,
  shareReviewOf,
} from './documents.connect'
import type { PdfExport } from './documents.machine'
import { documentsMachine, LOAD_RETRY_BASE_MS, MAX_LOAD_RETRIES, SHARE_NOTICE_MS } from './documents.machine'
import { pathOptions } from './documents.paths'

const ready = sampleDocument({ id: 'd-1', content: '## Subjetivo\n\nTosse.' })
/** The ready note with two open findings, unsigned; and signed. */
const withFindings: GeneratedDocument = {
  ...ready,
  review: { version: 1, findings: [], lines: [], warnings: [], open: 2, source: 'Tosse.' },
}
const signed: GeneratedDocument = {
  ...withFindings,
  signoff: {
    version: 1,
    signed_by: { id: 'u-1', name: 'Dra. Ana' },
    signed_at: '2025-01-01T09:40:00.000Z',
    open_findings: 2,
    dismissed_findings: 0,
  },
}
const loaded = (documents: GeneratedDocument[] = []): SessionDocuments => ({
  session: consultationSession({ generated_documents: documents }),
  typeName: 'Medicina geral',
  selectable: [
    { id: 'referral_letter', name: 'Carta de referenciação', description: '' },
    { id: 'sick_note', name: 'Certificado de incapacidade', description: '' },
  ],
  models: [],
  custom: [],
})
const PHYSIO = 'e0000000-0000-4000-8000-000000000001'
const NOTE = 'e0000000-0000-4000-8000-000000000002'
const custom: SessionDocuments['custom'] = [
  {
    id: PHYSIO,
    name: 'Carta para fisioterapia',
    description: 'Motivo · Plano',
    organization: false,
    baseDocumentId: 'referral_letter',
  },
  { id: NOTE, name: 'Nota da clínica', description: 'S · O', organization: true, baseDocumentId: 'ct-1' },
  {
    id: 'e0000000-0000-4000-8000-000000000003',
    name: 'Relatório de pediatria',
    description: '',
    organization: false,
    baseDocumentId: 'pediatrics',
  },
]
const pdf = { markdown: ready.content, documentName: 'Nota' } as PdfNote

function open() {
  const load = fakeCall<SessionDocuments, { sessionId: string; consultationTypeId: string }>()
  const request = fakeCall<GeneratedDocument, VersionRequest>()
  const copy = fakeCall<CopiedAs, { markdown: string }>()
  const exportPdf = fakeCall<void, PdfExport>()
  const signOff = fakeCall<GeneratedDocument, { sessionId: string; docId: string; version: number }>()
  const { actor, wait } = startOnClock(
    documentsMachine.provide({
      actors: {
        'load documents': load.logic,
        'copy note': copy.logic,
        'export pdf': exportPdf.logic,
        'sign off': signOff.logic,
        'generate document': generationMachine.provide({
          actors: {
            'request version': request.logic,
            'follow document': jobPollingWith(fromPromise(() => new Promise<GeneratedDocument>(() => {}))),
          },
        }),
      },
    }),
    { input: { sessionId: 's-1', consultationTypeId: 'ct-1' } },
  )
  const view = () => connectDocuments(actor.getSnapshot(), actor.send, t)
  return {
    actor,
    load,
    request,
    copy,
    exportPdf,
    signOff,
    view,
    wait,
    snapshot: () => actor.getSnapshot(),
  }
}

describe('documents machine', () => {
  it('starts one actor for the main note, where the session left it, and for documents written earlier', async () => {
    const panel = open()
    expect(panel.load.inputs).toEqual([{ sessionId: 's-1', consultationTypeId: 'ct-1' }])
    await answerWith(panel.load, loaded([ready, { ...ready, id: 'd-2', name: 'sick_note' }]))
    expect(panel.view().main?.getSnapshot().hasTag('ready')).toBe(true)
    expect(
      panel.view().selectable.map((entry) => [entry.id, Boolean(entry.actor), Boolean(entry.open)]),
    ).toEqual([
      ['referral_letter', false, true],
      ['sick_note', true, false],
    ])
    expect(panel.snapshot().context).toMatchObject({
      typeName: 'Medicina geral',
      consultationDate: '2025-01-01T09:00:00.000Z',
    })
  })

  it('writes a selectable document when it is opened, once', async () => {
    const panel = open()
    await answerWith(panel.load, loaded())
    expect(panel.view().main?.getSnapshot().hasTag('idle')).toBe(true)
    panel.view().selectable[0]!.open!.onClick()
    panel.actor.send({ type: 'documents.open', name: 'referral_letter' })
    panel.actor.send({ type: 'documents.open', name: 'not-offered' })
    expect(panel.request.inputs).toEqual([
      { sessionId: 's-1', name: 'referral_letter', docId: null, change: null, options: {} },
    ])
    expect(selectDocumentActor(panel.snapshot(), 'referral_letter')?.getSnapshot().hasTag('writing')).toBe(
      true,
    )
    expect(selectDocumentActor(panel.snapshot(), 'not-offered')).toBeNull()
  })

  it('loads again after growing waits, then offers to', async () => {
    const panel = open()
    for (let attempt = 1; attempt <= MAX_LOAD_RETRIES; attempt++) {
      await answerOffline(panel.load)
      expect(panel.view().loadProblem).toBe('documents.problems.connection')
      await panel.wait(LOAD_RETRY_BASE_MS * 2 ** (attempt - 1))
    }
    expect(panel.load.inputs).toHaveLength(MAX_LOAD_RETRIES + 1)
    await answerOffline(panel.load)
    await panel.wait(60_000)
    expect(panel.load.inputs).toHaveLength(MAX_LOAD_RETRIES + 1)
    panel.view().reload!.onClick()
    expect(panel.load.inputs).toHaveLength(MAX_LOAD_RETRIES + 2)
  })

  it('copies and exports one at a time, with a notice that goes away', async () => {
    const panel = open()
    await answerWith(panel.load, loaded([ready]))
    const review = shareReviewOf(signed)
    panel.actor.send({ type: 'documents.copy', name: 'main', markdown: ready.content!, review })
    expect(panel.copy.inputs).toEqual([{ markdown: ready.content }])
    panel.actor.send({ type: 'documents.export', name: 'main', pdf, review })
    expect(panel.exportPdf.inputs).toHaveLength(0)
    await answerWith(panel.copy, 'rich')
    expect(panel.snapshot().hasTag('copied')).toBe(true)
    await panel.wait(SHARE_NOTICE_MS)
    expect(panel.snapshot().hasTag('copied')).toBe(false)
    panel.actor.send({ type: 'documents.export', name: 'main', pdf, review })
    // Signed: the PDF prints who signed, in the note's language.
    expect(panel.exportPdf.inputs).toEqual([
      { note: pdf, signoff: { name: 'Dra. Ana', at: '2025-01-01T09:40:00.000Z', language: 'pt' } },
    ])
    expect(panel.signOff.inputs).toHaveLength(0)
    await failWith(panel.exportPdf, new Error('chunk'))
    expect(panel.snapshot().hasTag('export-failed')).toBe(true)
  })
})

describe('signing off before sharing', () => {
  it('asks to confirm the review of an unsigned version, signs it, then copies it', async () => {
    const panel = open()
    await answerWith(panel.load, loaded([withFindings]))
    const dialog = () => connectSignoff(panel.snapshot(), panel.actor.send, t, 'main')
    expect(dialog()).toBeNull()
    panel.actor.send({
      type: 'documents.copy',
      name: 'main',
      markdown: ready.content!,
      review: shareReviewOf(withFindings),
    })
    expect(panel.copy.inputs).toHaveLength(0)
    expect(dialog()).toMatchObject({
      message: 'review.signoff.openFindings {"count":2}',
      question: 'review.signoff.beforeCopy',
    })
    // Another document's view shows no dialog.
    expect(connectSignoff(panel.snapshot(), panel.actor.send, t, 'referral_letter')).toBeNull()
    dialog()!.confirm.onClick()
    expect(panel.signOff.inputs).toEqual([{ sessionId: 's-1', docId: 'd-1', version: 1 }])
    expect(dialog()?.confirm).toMatchObject({ busy: true, label: 'review.signoff.signing' })
    await answerWith(panel.signOff, { ...withFindings, signoff: signed.signoff })
    expect(panel.copy.inputs).toEqual([{ markdown: ready.content }])
    expect(dialog()).toBeNull()
    // The document's own actor holds the signed version.
    expect(panel.view().main?.getSnapshot().context.document?.signoff).toEqual(signed.signoff)
  })

  it('exports nothing when the clinician cancels, and says why signing failed', async () => {
    const panel = open()
    await answerWith(panel.load, loaded([withFindings]))
    const dialog = () => connectSignoff(panel.snapshot(), panel.actor.send, t, 'main')
    const review = shareReviewOf(withFindings)
    panel.actor.send({ type: 'documents.export', name: 'main', pdf, review })
    expect(dialog()?.question).toBe('review.signoff.beforePdf')
    dialog()!.cancel.onClick()
    expect(dialog()).toBeNull()
    expect(panel.exportPdf.inputs).toHaveLength(0)

    panel.actor.send({ type: 'documents.export', name: 'main', pdf, review })
    dialog()!.confirm.onClick()
    await failWith(
      panel.signOff,
      new ApiError('http', 'conflict', 'Version 1 is no longer the current one', 409),
    )
    expect(dialog()?.problem).toBe('review.signoff.problems.stale')
    dialog()!.confirm.onClick()
    await answerOffline(panel.signOff)
    expect(dialog()?.problem).toBe('review.signoff.problems.connection')
    dialog()!.confirm.onClick()
    await answerWith(panel.signOff, { ...withFindings, signoff: signed.signoff })
    expect(panel.exportPdf.inputs).toEqual([
      { note: pdf, signoff: { name: 'Dra. Ana', at: '2025-01-01T09:40:00.000Z', language: 'pt' } },
    ])
  })
})

describe('custom documents in the panel', () => {
  it('lists them beside the selectable documents and writes one when it is opened, like those', async () => {
    const panel = open()
    await answerWith(panel.load, { ...loaded(), custom })
    const view = () => connectPanelCustomDocuments(panel.snapshot(), panel.actor.send, t)
    expect(view().items.map((item) => [item.name, item.owner, Boolean(item.open)])).toEqual([
      ['Carta para fisioterapia', 'documents.custom.own', true],
      ['Nota da clínica', 'documents.custom.organization', true],
      ['Relatório de pediatria', 'documents.custom.own', true],
    ])
    view().items[2]!.open!.onClick()
    panel.actor.send({ type: 'documents.open', name: custom[2]!.id })
    expect(panel.request.inputs).toEqual([
      { sessionId: 's-1', name: custom[2]!.id, docId: null, change: null, options: {} },
    ])
    expect(view().items[2]).toMatchObject({ open: null })
    expect(view().items[2]!.actor?.getSnapshot().hasTag('writing')).toBe(true)
  })

  it('starts the actors of custom documents written earlier in this consultation', async () => {
    const panel = open()
    await answerWith(panel.load, { ...loaded([ready, { ...ready, id: 'd-3', name: PHYSIO }]), custom })
    const items = connectPanelCustomDocuments(panel.snapshot(), panel.actor.send, t).items
    expect(items.map((item) => [item.id, Boolean(item.actor), Boolean(item.open)])).toEqual([
      [PHYSIO, true, false],
      [NOTE, false, true],
      [custom[2]!.id, false, true],
    ])
    expect(items[0]!.actor?.getSnapshot().context.document?.content).toBe(ready.content)
  })

  it("offers in the banner the ones made from this consultation's note or documents, until written or put aside", async () => {
    const panel = open()
    await answerWith(panel.load, { ...loaded(), custom })
    const banner = () => connectPanelCustomDocuments(panel.snapshot(), panel.actor.send, t).banner
    expect(banner()?.title).toBe('documents.banner.title {"count":2}')
    expect(banner()?.offers.map((offer) => offer.text)).toEqual([
      'documents.banner.fromDocument {"name":"Carta para fisioterapia","base":"Carta de referenciação"}',
      'documents.banner.fromType {"name":"Nota da clínica","base":"Medicina geral"}',
    ])
    banner()!.offers[0]!.write.onClick()
    expect(panel.request.inputs.map((input) => input.name)).toEqual([PHYSIO])
    expect(banner()?.offers.map((offer) => offer.id)).toEqual([NOTE])
    banner()!.dismiss.onClick()
    expect(banner()).toBeNull()
    // Put aside, the document is still in the list.
    expect(connectPanelCustomDocuments(panel.snapshot(), panel.actor.send, t).items[1]!.open).not.toBeNull()
  })

  it('shows no banner when no custom document fits, nor before the panel is ready', async () => {
    const panel = open()
    expect(connectPanelCustomDocuments(panel.snapshot(), panel.actor.send, t)).toMatchObject({
      items: [],
      banner: null,
    })
    await answerWith(panel.load, { ...loaded(), custom: [custom[2]!] })
    expect(connectPanelCustomDocuments(panel.snapshot(), panel.actor.send, t).banner).toBeNull()
  })
})

describe('model choice', () => {
  it('offers the models when there are several, the default chosen, and opens documents with it', async () => {
    const panel = open()
    await answerWith(panel.load, {
      ...loaded(),
      models: [
        { id: 'clinic-llama', private: true, experimental: false, default: true },
        { id: 'o-preview', private: false, experimental: true, default: false },
      ],
    })
    expect(panel.view().modelChoice).toMatchObject({
      value: 'clinic-llama',
      options: [
        { value: 'clinic-llama', label: 'clinic-llama · documents.model.private · documents.model.default' },
        { value: 'o-preview', label: 'o-preview · documents.model.experimental' },
      ],
    })
    panel.view().modelChoice!.onChange('o-preview')
    panel.view().modelChoice!.onChange('not-offered')
    expect(panel.view().generationOptions).toEqual({ model: 'o-preview' })
    panel.view().selectable[0]!.open!.onClick()
    expect(panel.request.inputs[0]?.options).toEqual({ model: 'o-preview' })
  })

  it('offers no choice with one model or none', async () => {
    const panel = open()
    await answerWith(panel.load, loaded())
    expect(panel.view().modelChoice).toBeNull()
    expect(panel.view().generationOptions).toEqual({})
  })
})

type DocumentsSnapshot = Parameters<typeof connectDocuments>[0]
const panelOf = (snapshot: DocumentsSnapshot) => connectDocuments(snapshot, () => {}, t)
/** Copy and PDF of the document being shared (the main note when none is). */
const sharingOf = (snapshot: DocumentsSnapshot) =>
  connectSharing(snapshot, () => {}, t, {
    name: snapshot.context.sharedName ?? MAIN_DOCUMENT,
    title: 'Nota',
    markdown: '## Subjetivo',
    clinician: 'Dra. Ana',
    language: 'pt',
    review: null,
  })
const signoffOf = (snapshot: DocumentsSnapshot) =>
  connectSignoff(snapshot, () => {}, t, snapshot.context.sharedName ?? MAIN_DOCUMENT)

describePaths(
  'documents machine paths',
  documentsMachine,
  { input: pathOptions.input, events: pathOptions.events as never },
  {
    every: ({ actual }) => {
      // Copy and PDF wait for each other: both buttons are off while either is under way.
      const sharing = sharingOf(actual)
      const sharingBusy = actual.hasTag('copying') || actual.hasTag('exporting')
      expect([sharing.copy.disabled, sharing.exportPdf.disabled]).toEqual([sharingBusy, sharingBusy])
    },
    states: {
      // Loading the session: nothing written shown yet, no problem, no reload offered.
      'panel.loading': ({ actual }) => {
        const panel = panelOf(actual)
        expect([panel.isLoading, panel.isReady]).toEqual([true, false])
        expect([panel.loadProblem, panel.reload, panel.main]).toEqual([null, null, null])
      },
      // The load failed: why, and a reload (also tried again by itself a few times).
      'panel.loadFailed': ({ actual }) => {
        const panel = panelOf(actual)
        expect(panel.loadProblem).not.toBeNull()
        expect(panel.reload?.label).toBe(t('documents.retry'))
        expect(panel.isReady).toBe(false)
      },
      // The consultation is not there (or not this clinician's): said so, nothing to reload.
      'panel.missing': ({ actual }) => {
        const panel = panelOf(actual)
        expect(panel.loadProblem).toBe(t('documents.problems.not_found'))
        expect([panel.reload, panel.main]).toEqual([null, null])
      },
      // Loaded: the main note's actor, each selectable document opened or offered.
      'panel.ready': ({ actual }) => {
        const panel = panelOf(actual)
        expect([panel.isReady, panel.loadProblem]).toEqual([true, null])
        expect(panel.main).not.toBeNull()
        for (const entry of panel.selectable) expect(entry.actor === null).toBe(entry.open !== null)
      },
      // Nothing being shared: both buttons on, no sign-off question.
      'sharing.idle': ({ actual }) => {
        expect(signoffOf(actual)).toBeNull()
        expect(sharingOf(actual).notice).toBeNull()
      },
      // An unsigned version: the sign-off question before copying or exporting it.
      'sharing.confirming': ({ actual }) => {
        const signoff = signoffOf(actual)
        expect(signoff?.confirm.busy).toBe(false)
        expect(signoff?.problem).toBeNull()
      },
      'sharing.signing': ({ actual }) => {
        expect(signoffOf(actual)?.confirm).toMatchObject({ busy: true, label: t('review.signoff.signing') })
      },
      // Not signed: why, with confirm to try again and cancel.
      'sharing.signoffFailed': ({ actual }) => {
        const signoff = signoffOf(actual)
        expect(signoff?.problem).not.toBeNull()
        expect(signoff?.confirm.busy).toBe(false)
      },
      // Copying or exporting: that button busy, the question gone.
      'sharing.copying': ({ actual }) => {
        expect(sharingOf(actual).copy).toMatchObject({ busy: true, label: t('documents.share.copying') })
        expect(signoffOf(actual)).toBeNull()
      },
      'sharing.exporting': ({ actual }) => {
        expect(sharingOf(actual).exportPdf).toMatchObject({
          busy: true,
          label: t('documents.share.exporting'),
        })
        expect(signoffOf(actual)).toBeNull()
      },
      // The notice of how it went, for a moment, with both buttons on again.
      'sharing.copied': ({ actual }) => expect(sharingOf(actual).notice?.tone).toBe('success'),
      'sharing.exported': ({ actual }) =>
        expect(sharingOf(actual).notice).toEqual({ tone: 'success', text: t('documents.share.exported') }),
      'sharing.copyFailed': ({ actual }) =>
        expect(sharingOf(actual).notice).toEqual({ tone: 'error', text: t('documents.share.copyFailed') }),
      'sharing.exportFailed': ({ actual }) =>
        expect(sharingOf(actual).notice).toEqual({ tone: 'error', text: t('documents.share.exportFailed') }),
    },
  },
)
