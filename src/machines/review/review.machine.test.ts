import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { GeneratedDocument } from '../../../contract/consultations'
import { describePaths } from '../../../tests/model/paths'
import { answerWith, failWith, fakeCall } from '../../../tests/unit/deferred'
import { answerOffline } from '../../../tests/unit/offline'
import { t } from '../../../tests/unit/translate'
import { ApiError } from '../../services/api'
import { shownNote, sourceLines } from '../../services/note-layout'
import { selectReviewActor } from '../generation/generation.connect'
import { generationMachine, HAND_DOCUMENT_TO_PARENT } from '../generation/generation.machine'
import { jobPollingWith } from '../job-polling/job-polling.machine'
import { connectReview } from './review.connect'
import { type FindingChange, reviewMachine } from './review.machine'
import { pathOptions } from './review.paths'

// A note of two sections written from a short consultation: the plan's dose was said, the allergen was not.
const SOURCE =
  'Médico: Tem alergias?\nDoente: Sou alérgica à penicilina.\nMédico: Paracetamol 1 g de 8 em 8 horas.'
const NOTE =
  '## Alergias\n\nAlérgica à penicilina.\n\n## Plano\n\n- Paracetamol 1 g de 8/8 h.\n- Amoxicilina 1 g.'
const at = (text: string) => ({ start: NOTE.indexOf(text), end: NOTE.indexOf(text) + text.length })
const said = (text: string) => ({
  source: 'transcript' as const,
  start: SOURCE.indexOf(text),
  end: SOURCE.indexOf(text) + text.length,
  turn: 0,
  text,
})
const document: GeneratedDocument = {
  id: 'd-1',
  name: 'main',
  status: 'ready',
  content: NOTE,
  version: 2,
  error: null,
  created_at: '2025-01-01T09:30:00.000Z',
  updated_at: '2025-01-01T09:30:00.000Z',
  signoff: null,
  review: {
    version: 2,
    open: 1,
    source: SOURCE,
    warnings: [],
    findings: [
      {
        id: 'f-amox',
        kind: 'contradiction',
        code: 'contradiction_allergy',
        params: { drug: 'Amoxicilina', agent: 'penicilina' },
        text: 'Amoxicilina contra a alergia à penicilina.',
        note: at('Amoxicilina 1 g.'),
        evidence: [said('Sou alérgica à penicilina.')],
        dismissed: false,
      },
    ],
    lines: [
      { note: at('Alérgica à penicilina.'), evidence: [said('Sou alérgica à penicilina.')] },
      { note: at('Paracetamol 1 g de 8/8 h.'), evidence: [said('Paracetamol 1 g de 8 em 8 horas.')] },
      { note: at('Amoxicilina 1 g.'), evidence: [] },
    ],
  },
}

function open() {
  const save = fakeCall<GeneratedDocument, FindingChange>()
  const actor = createActor(
    generationMachine.provide({
      actors: {
        'follow document': jobPollingWith(fromPromise(() => new Promise<GeneratedDocument>(() => {}))),
        'review document': reviewMachine.provide({
          actions: HAND_DOCUMENT_TO_PARENT,
          actors: { 'save dismissal': save.logic },
        }),
      },
    }),
    { input: { sessionId: 's-1', name: 'main', document } },
  )
  actor.subscribe({ error: () => {} })
  actor.start()
  const review = () => selectReviewActor(actor.getSnapshot())
  const view = () =>
    connectReview(review().getSnapshot(), review().send, t, actor.getSnapshot().context.document)!
  return { actor, save, view }
}

/** The note's text as shown, each line's words in brackets with its index, the marked words in stars. */
const noteAsShown = (view: ReturnType<ReturnType<typeof open>['view']>) =>
  shownNote(view.note.markdown, view.note.spans, view.note.marked)
    .flatMap((block) =>
      block.kind === 'rule'
        ? []
        : block.kind === 'list'
          ? block.items.flatMap((item) => item.pieces)
          : block.pieces,
    )
    .map((piece) => {
      const text = piece.marked ? `*${piece.text}*` : piece.text
      return piece.line === null ? text : `[${piece.line}:${text}]`
    })
    .join('')

describe('review machine', () => {
  it('lists the findings translated, counts the open ones, and marks the lines with nothing behind them', () => {
    const { view } = open()
    expect(view().count).toEqual({ text: 'review.openCount {"count":1}', open: 1, total: 1 })
    expect(view().findings).toMatchObject([
      {
        id: 'f-amox',
        kindLabel: 'review.kind.contradiction',
        text: 'review.finding.contradiction_allergy {"drug":"Amoxicilina","agent":"penicilina","defaultValue":"Amoxicilina contra a alergia à penicilina."}',
        dismissed: false,
        selected: false,
        evidence: [],
      },
    ])
    expect(view().note.lines.map((line) => line.unsupported)).toEqual([false, false, true])
    expect(noteAsShown(view())).toBe(
      'Alergias[0:Alérgica à penicilina.]Plano[1:Paracetamol 1 g de 8/8 h.][2:Amoxicilina 1 g.]',
    )
    const lines = () => sourceLines(view().transcript.source, view().transcript.marked)
    expect(lines().map((line) => line.pieces.some((piece) => piece.marked))).toEqual([false, false, false])
  })

  it("shows a finding's span in the note and its evidence in the consultation's text", () => {
    const { view } = open()
    view().findings[0]!.select.onClick()
    expect(view().findings[0]).toMatchObject({
      selected: true,
      evidence: ['review.evidence.transcript {"text":"Sou alérgica à penicilina."}'],
    })
    expect(noteAsShown(view())).toContain('[2:*Amoxicilina 1 g.*]')
    const marked = sourceLines(view().transcript.source, view().transcript.marked).flatMap((line) =>
      line.pieces.filter((piece) => piece.marked),
    )
    expect(marked.map((piece) => piece.text)).toEqual(['Sou alérgica à penicilina.'])
    view().findings[0]!.select.onClick()
    expect(view().findings[0]!.selected).toBe(false)
  })

  it('shows the consultation lines a sentence came from, or says nothing supports it', () => {
    const { view } = open()
    view().note.lines[1]!.onSelect()
    expect(view().note.selectedLine).toMatchObject({
      index: 1,
      items: ['review.evidence.transcript {"text":"Paracetamol 1 g de 8 em 8 horas."}'],
      none: null,
    })
    expect(view().transcript.hint).toBe('review.transcript.marked')
    view().note.lines[2]!.onSelect()
    expect(view().note.selectedLine).toMatchObject({ index: 2, items: [], none: 'review.line.none' })
    view().note.selectedLine!.close.onClick()
    expect(view().note.selectedLine).toBeNull()
  })

  it('dismisses a finding in one click and hands the saved document to the document actor', async () => {
    const { actor, save, view } = open()
    view().findings[0]!.toggle.onClick()
    expect(save.inputs).toEqual([{ sessionId: 's-1', docId: 'd-1', findingId: 'f-amox', dismissed: true }])
    expect(view().findings[0]!.toggle).toMatchObject({ busy: true, disabled: true })
    // One at a time: a second click while saving does nothing.
    view().findings[0]!.toggle.onClick()
    expect(save.inputs).toHaveLength(1)
    const dismissed = {
      ...document,
      review: {
        ...document.review!,
        open: 0,
        findings: [{ ...document.review!.findings[0]!, dismissed: true }],
      },
    }
    await answerWith(save, dismissed)
    expect(actor.getSnapshot().context.document).toEqual(dismissed)
    expect(view().findings[0]).toMatchObject({ dismissed: true, toggle: { label: 'review.restore' } })
    expect(view().count.text).toBe('review.openCount {"count":0}')
  })

  it('says a dismissal was not saved and keeps the finding as it was', async () => {
    const { actor, save, view } = open()
    view().findings[0]!.toggle.onClick()
    await answerOffline(save)
    expect(view().problem).toBe('review.problems.connection')
    expect(view().findings[0]!.dismissed).toBe(false)
    view().findings[0]!.toggle.onClick()
    await failWith(save, new ApiError('http', 'not_found', 'The current version has no such finding', 404))
    expect(view().problem).toBe('review.problems.failed')
    expect(actor.getSnapshot().context.document).toEqual(document)
  })

  it('drops an answer about an older version, and a selection made in another version', async () => {
    const { actor, save, view } = open()
    view().findings[0]!.select.onClick()
    view().findings[0]!.toggle.onClick()
    const third = { ...document, version: 3, review: { ...document.review!, version: 3 } }
    actor.send({ type: 'document.updated', document: third })
    await answerWith(save, { ...document, version: 2 })
    expect(actor.getSnapshot().context.document).toEqual(third)
    expect(view().findings[0]!.selected).toBe(false)
  })
})

/** The note the sample events name (version 1, finding f-1, three lines), as the panel shows it. */
const sampleNote: GeneratedDocument = {
  ...document,
  id: 'd-sample',
  version: 1,
  review: {
    ...document.review!,
    version: 1,
    findings: document.review!.findings.map((finding) => ({ ...finding, id: 'f-1' })),
  },
}

const panelOf = (snapshot: Parameters<typeof connectReview>[0]) =>
  connectReview(snapshot, () => {}, t, sampleNote)!

describePaths(
  'review machine paths',
  reviewMachine,
  { input: pathOptions.input, events: pathOptions.events as never },
  {
    every: ({ actual }) => {
      // One thing is looked at: a finding or a line, never both.
      const view = panelOf(actual)
      const selected = view.findings.filter((finding) => finding.selected).length
      expect(selected + (view.note.selectedLine === null ? 0 : 1)).toBeLessThanOrEqual(1)
    },
    states: {
      // Any finding can be dismissed or restored; no message.
      'ready.idle': ({ actual }) => {
        const view = panelOf(actual)
        expect(view.problem).toBeNull()
        for (const finding of view.findings)
          expect(finding.toggle).toMatchObject({ busy: false, disabled: false })
        expect(actual.context.change).toBeNull()
      },
      // The last one was not saved: why, and every finding can be clicked again.
      'ready.failed': ({ actual }) => {
        const view = panelOf(actual)
        expect(view.problem).not.toBeNull()
        for (const finding of view.findings) expect(finding.toggle.disabled).toBe(false)
      },
      // One being saved: its button busy, every other off until it is done; no message.
      saving: ({ actual }) => {
        const view = panelOf(actual)
        expect(view.problem).toBeNull()
        for (const finding of view.findings) expect(finding.toggle.disabled).toBe(true)
        const busy = view.findings.filter((finding) => finding.toggle.busy).map((finding) => finding.id)
        expect(busy).toEqual([actual.context.change?.findingId])
      },
    },
  },
)
