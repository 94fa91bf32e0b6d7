import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { TemplateRequest, TemplateRequestInput } from '../../../contract/templates'
import { describePaths, stillLoading } from '../../../tests/model/paths'
import { httpError } from '../../../tests/unit/api-errors'
import { answerWith, failWith, fakeCall } from '../../../tests/unit/deferred'
import { answerOffline } from '../../../tests/unit/offline'
import { t } from '../../../tests/unit/translate'
import { ApiError } from '../../services/api'
import type { BaseDocument, ExampleFile } from '../../services/templates'
import { connectTemplateRequest, previewKind, sizeLabel } from './template-request.connect'
import {
  bodyOf,
  type ExamplePreview,
  type ExampleSource,
  emptyDraft,
  takeFiles,
  templateRequestMachine,
} from './template-request.machine'
import { pathOptions, samplePending } from './template-request.paths'

const file = (name: string, size = 1000, type = 'application/pdf'): ExampleFile => ({
  name,
  size,
  type,
  blob: new Blob(['x']),
})
const base: BaseDocument[] = [
  { id: 'referral_letter', name: 'Carta de referenciação', kind: 'document' },
  { id: 'general_practice_soap', name: 'Consulta SOAP', kind: 'type' },
]
// The sample request with a 2 KB file, so the viewer's size label is a round figure.
const pendingRequest: TemplateRequest = {
  ...samplePending,
  files: [{ ...samplePending.files[0]!, bytes: 2048 }],
}
const conflict = (fields: Record<string, string>) => httpError('conflict', 409, fields, 'pending')

function start(inOrganization = false) {
  const load = fakeCall<{ requests: TemplateRequest[]; baseDocuments: BaseDocument[] }, unknown>()
  const submit = fakeCall<TemplateRequest, { request: TemplateRequestInput; files: ExampleFile[] }>()
  const open = fakeCall<ExamplePreview, ExampleSource>()
  const actor = createActor(
    templateRequestMachine.provide({
      actors: { 'load requests': load.logic, 'submit request': submit.logic, 'open example': open.logic },
    }),
    { input: { inOrganization } },
  ).start()
  const view = () => connectTemplateRequest(actor.getSnapshot(), actor.send, t)
  return { actor, load, submit, open, view }
}

/** A builder with a title and two sections written in the section modal. */
async function written(inOrganization = false) {
  const request = start(inOrganization)
  await answerWith(request.load, { requests: [], baseDocuments: base })
  const builder = () => request.view().builder!
  builder().title.onChange('Carta para fisioterapia')
  for (const [title, description] of [
    ['Motivo', 'Porque é referenciado'],
    ['Plano', 'Sessões e exercícios'],
  ] as const) {
    builder().sections.add.onClick()
    const modal = request.view().sectionModal!
    modal.title.onChange(title)
    request.view().sectionModal!.description.onChange(description)
    request.view().sectionModal!.save.onClick()
  }
  return { ...request, builder }
}

describe('custom document request machine', () => {
  it('opens the builder with the catalogue to start from when nothing is pending', async () => {
    const request = start()
    expect(request.view().isLoading).toBe(true)
    await answerWith(request.load, { requests: [], baseDocuments: base })
    const builder = request.view().builder!
    expect(builder.base.groups.map((g) => g.options.map((o) => o.id))).toEqual([
      ['referral_letter'],
      ['general_practice_soap'],
    ])
    expect(builder.organization).toBeNull()
    expect(builder.sections.empty).toBe('templates.sections.empty')
  })

  it('writes sections in the modal, in order, and sends the request with its files', async () => {
    const request = await written(true)
    expect(request.builder().sections.items.map((s) => s.title)).toEqual(['Motivo', 'Plano'])
    request.builder().sections.items[1]!.moveUp.onClick()
    expect(request.builder().sections.items.map((s) => s.title)).toEqual(['Plano', 'Motivo'])
    request.builder().sections.items[0]!.edit.onClick()
    request.view().sectionModal!.requestedChanges.onChange('Mais curto')
    request.view().sectionModal!.save.onClick()
    request.builder().vocabulary.onChange('Utente, não doente')
    request.builder().base.onChange('referral_letter')
    request.builder().organization!.onChange(true)
    request.builder().files.onPick([file('exemplo.pdf')])
    request.builder().submit.onClick()
    expect(request.submit.inputs).toEqual([
      {
        request: {
          title: 'Carta para fisioterapia',
          sections: [
            { title: 'Plano', description: 'Sessões e exercícios', requested_changes: 'Mais curto' },
            { title: 'Motivo', description: 'Porque é referenciado', requested_changes: '' },
          ],
          vocabulary_comment: 'Utente, não doente',
          base_document_id: 'referral_letter',
          for_organization: true,
        },
        files: [expect.objectContaining({ name: 'exemplo.pdf' })],
      },
    ])
    expect(request.builder().submit.label).toBe('templates.builder.sending')
    await answerWith(request.submit, { ...pendingRequest, for_organization: true })
    const pending = request.view().pending!
    expect(pending.title).toBe('Carta para fisioterapia')
    expect(pending.explanation).toBe('templates.pending.oneAtATimeOrganization')
    expect(request.view().builder).toBeNull()
  })

  it('checks the draft before sending: a title and at least one section', async () => {
    const request = start()
    await answerWith(request.load, { requests: [], baseDocuments: base })
    request.view().builder!.submit.onClick()
    expect(request.submit.inputs).toEqual([])
    const builder = request.view().builder!
    expect(builder.problem).toBe('templates.problems.fields_invalid')
    expect(builder.title.error).toMatch(/^templates.fieldProblems.required/)
    expect(builder.sections.error).toBe('templates.sections.problems.required')
    builder.sections.add.onClick()
    request.view().sectionModal!.save.onClick()
    expect(request.view().sectionModal!.title.error).toMatch(/^templates.fieldProblems.required/)
    request.view().sectionModal!.cancel.onClick()
    expect(request.view().builder!.sections.items).toEqual([])
  })

  it('takes at most five files of the accepted kinds and 10 MB each, saying why it refused the others', async () => {
    expect(
      takeFiles([file('a.pdf'), file('b.pdf'), file('c.pdf'), file('d.pdf')], [file('e.docx'), file('f.png')])
        .refused,
    ).toEqual([{ name: 'f.png', problem: 'too_many' }])
    const request = await written()
    request
      .builder()
      .files.onPick([
        file('carta.pdf'),
        file('programa.exe'),
        file('grande.pdf', 11 * 1024 * 1024),
        file('vazio.txt', 0, 'text/plain'),
      ])
    expect(request.builder().files.items.map((f) => f.name)).toEqual(['carta.pdf'])
    expect(request.builder().files.problems).toEqual([
      expect.stringMatching(/^templates.fileProblems.wrong_type .*programa.exe/),
      expect.stringMatching(/^templates.fileProblems.too_large .*grande.pdf/),
      expect.stringMatching(/^templates.fileProblems.empty .*vazio.txt/),
    ])
    request.builder().files.items[0]!.remove.onClick()
    expect(request.builder().files.items).toEqual([])
    expect(request.builder().files.problems).toEqual([])
  })

  it('explains the refusal of a second request and keeps the draft', async () => {
    const request = await written()
    request.builder().submit.onClick()
    await failWith(request.submit, conflict({ request: 'A request is pending' }))
    const builder = request.builder()
    expect(builder.isRefused).toBe(true)
    expect(builder.problem).toBe('templates.problems.pending_own')
    expect(builder.title.value).toBe('Carta para fisioterapia')
    expect(builder.sections.items).toHaveLength(2)

    request.builder().submit.onClick()
    await failWith(request.submit, conflict({ 'request.for_organization': 'pending' }))
    expect(request.builder().problem).toBe('templates.problems.pending_organization')
  })

  it('says the submission failed (the custom request submission error), marks refused files, and sends again', async () => {
    const request = await written()
    request.builder().files.onPick([file('carta.pdf')])
    request.builder().submit.onClick()
    await failWith(
      request.submit,
      httpError('unsupported_media_type', 415, { 'files.0': 'The content is not .pdf' }),
    )
    expect(request.builder().problem).toBe('templates.problems.files_invalid')
    expect(request.builder().files.problems).toEqual([
      expect.stringMatching(/^templates.fileProblems.content_mismatch .*carta.pdf/),
    ])
    request.builder().submit.onClick()
    await failWith(request.submit, new ApiError('http', 'internal', 'boom', 500))
    expect(request.builder().problem).toBe('templates.problems.submit_failed')
    request.builder().submit.onClick()
    await answerOffline(request.submit)
    expect(request.builder().problem).toBe('templates.problems.connection')
    expect(request.builder().title.value).toBe('Carta para fisioterapia')
  })

  it('shows the pending request, its example files in the viewer, and support’s answer when checked', async () => {
    const request = start()
    await answerWith(request.load, { requests: [pendingRequest], baseDocuments: base })
    const pending = request.view().pending!
    expect(pending.base).toMatch(/Carta de referenciação/)
    pending.files[0]!.open.onClick()
    expect(request.open.inputs).toEqual([
      {
        kind: 'stored',
        requestId: pendingRequest.id,
        fileId: pendingRequest.files[0]!.id,
        name: 'exemplo.pdf',
        type: 'application/pdf',
        size: 2048,
      },
    ])
    expect(request.view().viewer).toEqual({ loading: 'templates.viewer.loading' })
    await answerWith(request.open, {
      name: 'exemplo.pdf',
      type: 'application/pdf',
      size: 2048,
      blob: new Blob(['%PDF']),
      text: null,
    })
    expect(request.view().viewer).toMatchObject({ kind: 'pdf', name: 'exemplo.pdf', size: '2 KB' })
    ;(request.view().viewer as { close: { onClick(): void } }).close.onClick()
    expect(request.view().viewer).toBeNull()

    request.view().pending!.refresh.onClick()
    const approved = { ...pendingRequest, status: 'approved' as const, custom_document_id: 'doc' }
    await answerWith(request.load, { requests: [approved], baseDocuments: base })
    expect(request.view().approved!.message).toMatch(/^templates.approved.message/)
    request.view().approved!.another.onClick()
    expect(request.view().builder!.title.value).toBe('')
  })

  it('lets the clinician prepare another request while one is pending, which the server then refuses', async () => {
    const request = start()
    await answerWith(request.load, { requests: [pendingRequest], baseDocuments: base })
    request.view().pending!.another.onClick()
    expect(request.view().history.items.map((r) => r.title)).toEqual([])
    expect(request.view().builder).not.toBeNull()
  })

  it('opens a draft file in the viewer', async () => {
    const request = await written()
    request.builder().files.onPick([file('notas.txt', 20, 'text/plain')])
    request.builder().files.items[0]!.view.onClick()
    expect(request.open.inputs[0]).toMatchObject({ kind: 'draft', file: { name: 'notas.txt' } })
    await answerWith(request.open, {
      name: 'notas.txt',
      type: 'text/plain',
      size: 20,
      blob: new Blob(['Olá']),
      text: 'Olá',
    })
    expect(request.view().viewer).toMatchObject({ kind: 'text', text: 'Olá' })
  })

  it('says what to do when the requests cannot be loaded, and tries again', async () => {
    const request = start()
    await answerOffline(request.load)
    expect(request.view().loadProblem).toBe('templates.problems.connection')
    request.view().retry!.onClick()
    expect(request.view().isLoading).toBe(true)
  })

  it('reads sizes and kinds of files for the viewer', () => {
    expect(sizeLabel(10 * 1024 * 1024)).toBe('10.0 MB')
    expect(sizeLabel(300)).toBe('1 KB')
    expect(previewKind({ name: 'a.JPG', type: '' })).toBe('image')
    expect(previewKind({ name: 'a.docx', type: '' })).toBe('download')
    expect(bodyOf(emptyDraft())).toEqual({ title: '', sections: [], for_organization: false })
  })
})

// Every path of docs/statecharts/template-request.md, replayed on a real actor.
// What the custom document request page shows and allows in each state.
type RequestSnapshot = Parameters<typeof connectTemplateRequest>[0]
const requestView = (snapshot: RequestSnapshot) => connectTemplateRequest(snapshot, () => {}, t)
/** The builder is shown, open to sending or not, with or without a reason it was not sent. */
const expectBuilder = (snapshot: RequestSnapshot, open: boolean, problem: boolean) => {
  const builder = requestView(snapshot).builder
  expect(builder?.submit.disabled).toBe(!open)
  expect(builder?.problem !== null).toBe(problem)
}
/** The viewer shows the example's file once it is read, and says it is loading before. */
const expectViewer = (snapshot: RequestSnapshot) => {
  const viewer = requestView(snapshot).viewer
  const preview = snapshot.context.preview
  expect(viewer).toEqual(
    preview ? expect.objectContaining({ name: preview.name }) : { loading: t('templates.viewer.loading') },
  )
}

describePaths('custom document request machine paths', templateRequestMachine, pathOptions, {
  every: ({ actual }) => {
    if (actual.hasTag('section-open')) expect(actual.context.section).not.toBeNull()
    if (actual.hasTag('pending') && !actual.hasTag('busy'))
      expect(actual.context.requests.some((r: TemplateRequest) => r.status === 'pending')).toBe(true)
    if (actual.hasTag('refused')) expect(actual.context.problem).toMatch(/^pending_/)
  },
  states: {
    loading: stillLoading(requestView, { builder: null, pending: null, approved: null }),
    // The requests could not be read: the reason and a retry.
    loadFailed: ({ actual }) => {
      const view = requestView(actual)
      expect(view.loadProblem).not.toBeNull()
      expect(view.retry).not.toBeNull()
      expect(view.builder).toBeNull()
    },
    'editing.composing.fine': ({ actual }) => expectBuilder(actual, true, false),
    // Not sent: the draft stays open to send again, with the reason.
    'editing.composing.invalid': ({ actual }) => expectBuilder(actual, true, true),
    'editing.composing.failed': ({ actual }) => expectBuilder(actual, true, true),
    // Refused because a request is still pending: said so.
    'editing.composing.refused': ({ actual }) => {
      expectBuilder(actual, true, true)
      expect(requestView(actual).builder?.isRefused).toBe(true)
    },
    // The section modal is open over the draft, which waits for it.
    'editing.section': ({ actual }) => {
      expect(requestView(actual).sectionModal).not.toBeNull()
      expectBuilder(actual, false, false)
    },
    'editing.openingExample': ({ actual }) => {
      expect(requestView(actual).viewer).toEqual({ loading: t('templates.viewer.loading') })
      expect(requestView(actual).builder?.submit.disabled).toBe(true)
    },
    'editing.viewingExample': ({ actual }) => {
      expectViewer(actual)
      expect(actual.context.preview).not.toBeNull()
    },
    // On its way: the draft is locked and the button says so.
    submitting: ({ actual }) => {
      const builder = requestView(actual).builder
      expect(builder?.submit).toMatchObject({ disabled: true, label: t('templates.builder.sending') })
      expect(builder?.title.readOnly).toBe(true)
    },
    // The pending request is shown, and support's answer can be checked.
    'pending.waiting.fine': ({ actual }) => {
      const pending = requestView(actual).pending
      expect(pending?.refresh.disabled).toBe(false)
      expect(pending?.problem).toBeNull()
    },
    'pending.waiting.failed': ({ actual }) => {
      const pending = requestView(actual).pending
      expect(pending?.refresh.disabled).toBe(false)
      expect(pending?.problem).not.toBeNull()
    },
    'pending.openingExample': ({ actual }) => {
      expect(requestView(actual).viewer).toEqual({ loading: t('templates.viewer.loading') })
      expect(requestView(actual).pending?.refresh.disabled).toBe(true)
    },
    'pending.viewingExample': ({ actual }) => {
      expectViewer(actual)
      expect(requestView(actual).pending).not.toBeNull()
    },
    // Checking support's answer: the pending request stays shown, its buttons wait.
    checking: ({ actual }) => {
      const pending = requestView(actual).pending
      expect(pending?.isChecking).toBe(true)
      expect(pending?.refresh.disabled).toBe(true)
    },
    // Approved: said, naming the request, with a way to ask for another.
    approved: ({ actual }) => {
      const view = requestView(actual)
      expect(view.approved?.message).toBe(
        t('templates.approved.message', { title: actual.context.requests[0]?.title }),
      )
      expect(view.builder).toBeNull()
    },
  },
})
