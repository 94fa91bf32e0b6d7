import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { ApproveTemplateRequest, TemplatePreview, TemplatePreviewRequest } from '../../../contract/staff'
import type { TemplateRequestStatus } from '../../../contract/templates'
import { describePaths, notOpened } from '../../../tests/model/paths'
import { answerWith, failWith, fakeCall } from '../../../tests/unit/deferred'
import { answerOffline } from '../../../tests/unit/offline'
import { formatDate, t } from '../../../tests/unit/translate'
import { ApiError } from '../../services/api'
import type { StaffTemplateRequest } from '../../services/staff'
import { connectStaffRequests } from './staff-requests.connect'
import { type OpenedRequest, staffRequestsMachine } from './staff-requests.machine'
import { pathOptions, samplePending } from './staff-requests.paths'

const pending: StaffTemplateRequest = {
  ...samplePending,
  sections: [
    { title: 'Motivo', description: 'Porque é enviado', requested_changes: '' },
    { title: 'Plano', description: '', requested_changes: 'Mais curto' },
  ],
  files: [{ id: 'f1', filename: 'exemplo.pdf', content_type: 'application/pdf', bytes: 2048, url: '/x' }],
  requester: { ...samplePending.requester, id: 'u1' },
}
const approved: StaffTemplateRequest = { ...pending, id: 'r2', title: 'Antigo', status: 'approved' }
const opened: OpenedRequest = {
  request: pending,
  files: [
    {
      id: 'f1',
      filename: 'exemplo.pdf',
      content_type: 'application/pdf',
      bytes: 2048,
      blob: new Blob(['%PDF'], { type: 'application/pdf' }),
      text: null,
    },
  ],
}

function start() {
  const load = fakeCall<StaffTemplateRequest[], { status: TemplateRequestStatus | null }>()
  const open = fakeCall<OpenedRequest, { id: string }>()
  const approve = fakeCall<StaffTemplateRequest, { id: string; body: ApproveTemplateRequest }>()
  const decline = fakeCall<StaffTemplateRequest, { id: string; reason: string }>()
  const preview = fakeCall<TemplatePreview, TemplatePreviewRequest>()
  const actor = createActor(
    staffRequestsMachine.provide({
      actors: {
        'load requests': load.logic,
        'open request': open.logic,
        'approve request': approve.logic,
        'decline request': decline.logic,
        'generate preview': preview.logic,
      },
      delays: { previewDebounce: 5 },
    }),
  ).start()
  const view = () => connectStaffRequests(actor.getSnapshot(), actor.send, t, formatDate)
  return { actor, load, open, approve, decline, preview, view }
}

async function openPending() {
  const console = start()
  await answerWith(console.load, [pending, approved])
  console.view().queue!.items[0]!.open.onClick()
  await answerWith(console.open, opened)
  return console
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const previewOf = (language: 'pt' | 'en', title: string): TemplatePreview => ({
  language,
  transcript: 'Médico: Bom dia.',
  markdown: `## ${title}\n\nRadiografia.`,
  sections: [{ key: 'k', title, content: 'Radiografia.', empty: false }],
})

describe('staff requests machine: generated preview', () => {
  it('asks after a pause in typing, once for several changes, with the latest template and language', async () => {
    const console = await openPending()
    expect(console.view().editor!.generated.isBusy).toBe(true)
    await wait(20)
    expect(console.preview.inputs).toEqual([
      {
        name: 'Carta ao fisioterapeuta',
        sections: [expect.objectContaining({ title: 'Motivo' }), expect.objectContaining({ title: 'Plano' })],
        language: 'pt',
      },
    ])
    console.view().editor!.field.onChange('# Carta\n\n## Plano')
    console.view().editor!.generated.language.onChange('en')
    await wait(20)
    expect(console.preview.inputs).toHaveLength(2)
    expect(console.preview.inputs[1]).toMatchObject({ name: 'Carta', language: 'en' })
    await answerWith(console.preview, previewOf('en', 'Plan'))
    const generated = console.view().editor!.generated
    expect(generated.isBusy).toBe(false)
    expect(generated.document).toMatchObject({ name: 'Carta', sections: [{ title: 'Plan' }] })
  })

  it('says when the template cannot be previewed, and retries a failed preview', async () => {
    const console = await openPending()
    console.view().editor!.field.onChange('# Só o nome')
    await wait(20)
    expect(console.preview.inputs).toHaveLength(0)
    expect(console.view().editor!.generated.invalid).toBe('staff.requests.template.generated.invalid')
    console.view().editor!.field.onChange('# Carta\n\n## Plano')
    await wait(20)
    await failWith(console.preview, new Error('down'))
    const failed = console.view().editor!.generated
    expect(failed.problem).toBe('staff.requests.template.generated.failed')
    failed.retry!.onClick()
    expect(console.preview.inputs).toHaveLength(2)
    await answerWith(console.preview, previewOf('pt', 'Plano'))
    expect(console.view().editor!.generated.problem).toBeNull()
    expect(console.view().editor!.generated.document?.sections[0]?.title).toBe('Plano')
  })
})

describe('staff requests machine', () => {
  it('lists every request, then only those of the status chosen', async () => {
    const console = start()
    expect(console.load.inputs).toEqual([{ status: null }])
    expect(console.view().isBusy).toBe(true)
    await answerWith(console.load, [pending, approved])
    expect(console.view().queue!.items).toMatchObject([
      { title: 'Carta ao fisioterapeuta', isPending: true, status: 'staff.requests.status.pending' },
      { title: 'Antigo', isPending: false },
    ])
    console.view().filter.onChange('declined')
    expect(console.load.inputs.at(-1)).toEqual({ status: 'declined' })
    await answerWith(console.load, [])
    expect(console.view().queue!.empty).toBe('staff.requests.empty')
    expect(console.view().filter.value).toBe('declined')
  })

  it('opens a request with its files and a first template drafted from its sections', async () => {
    const console = await openPending()
    expect(console.open.inputs).toEqual([{ id: pending.id }])
    const view = console.view()
    expect(view.queue).toBeNull()
    expect(view.request).toMatchObject({
      title: 'Carta ao fisioterapeuta',
      vocabulary: { text: 'Unidades SI' },
      baseDocument: { text: 'referral_letter' },
      files: [{ kind: 'pdf', name: 'exemplo.pdf', size: '2 KB' }],
    })
    expect(view.editor!.field.value).toBe(
      '# Carta ao fisioterapeuta\n\n## Motivo\nPorque é enviado\n\n## Plano\nMais curto',
    )
    expect(view.editor!.preview.sections.map((s) => s.title)).toEqual(['Motivo', 'Plano'])
  })

  it('approves with the template written, as a name and its sections', async () => {
    const console = await openPending()
    console
      .view()
      .editor!.field.onChange('# Carta curta\n\n## Plano [bullets, abbreviations]\nSessões, objetivos')
    expect(console.view().editor!.preview).toMatchObject({
      name: 'Carta curta',
      sections: [{ title: 'Plano', instruction: 'Sessões, objetivos' }],
    })
    console.view().editor!.approve.onClick()
    expect(console.approve.inputs).toEqual([
      {
        id: pending.id,
        body: {
          name: 'Carta curta',
          sections: [
            { title: 'Plano', instruction: 'Sessões, objetivos', format: 'bullets', abbreviations: true },
          ],
        },
      },
    ])
    expect(console.view().isBusy).toBe(true)
    await answerWith(console.approve, { ...pending, status: 'approved', custom_document_id: 'd1' })
    expect(console.view().request!.decided).toBe('staff.requests.decided.approved')
    expect(console.view().editor).toBeNull()
  })

  it('will not approve a template without sections, nor decline without a reason', async () => {
    const console = await openPending()
    console.view().editor!.field.onChange('# Só o nome')
    expect(console.view().editor!.field.error).toBe('staff.requests.template.problems.no_sections')
    expect(console.view().editor!.approve.disabled).toBe(true)
    console.view().editor!.approve.onClick()
    expect(console.view().editor!.decline.submit.disabled).toBe(true)
    console.view().editor!.decline.submit.onClick()
    expect(console.approve.inputs).toEqual([])
    expect(console.decline.inputs).toEqual([])
  })

  it('declines with the reason, and says when someone else decided first', async () => {
    const console = await openPending()
    console.view().editor!.decline.field.onChange('  Já existe um modelo igual  ')
    console.view().editor!.decline.submit.onClick()
    expect(console.decline.inputs).toEqual([{ id: pending.id, reason: 'Já existe um modelo igual' }])
    await failWith(console.decline, new ApiError('http', 'conflict', 'Not pending', 409))
    expect(console.view().problem).toBe('staff.requests.problems.not_pending')
    expect(console.view().editor!.decline.field.value).toBe('  Já existe um modelo igual  ')
    console.view().editor!.decline.submit.onClick()
    await answerWith(console.decline, {
      ...pending,
      status: 'declined',
      decline_reason: 'Já existe um modelo igual',
    })
    expect(console.view().request).toMatchObject({
      decided: 'staff.requests.decided.declined',
      declineReason: 'staff.requests.declinedBecause {"reason":"Já existe um modelo igual"}',
    })
    console.view().back!.onClick()
    expect(console.load.inputs).toHaveLength(2)
  })

  it('offers a retry when the queue or a request does not load', async () => {
    const console = start()
    await answerOffline(console.load)
    expect(console.view().problem).toBe('staff.requests.problems.connection')
    console.view().retry!.onClick()
    await answerWith(console.load, [pending])
    console.view().queue!.items[0]!.open.onClick()
    await failWith(console.open, new ApiError('http', 'not_found', 'gone', 404))
    expect(console.view().problem).toBe('staff.requests.problems.open_failed')
    console.view().retry!.onClick()
    expect(console.open.inputs).toHaveLength(2)
  })
})

const requestsView = (snapshot: Parameters<typeof connectStaffRequests>[0]) =>
  connectStaffRequests(snapshot, () => {}, t, formatDate)

describePaths('staff requests machine paths', staffRequestsMachine, pathOptions, {
  every: ({ actual }) => {
    const view = requestsView(actual)
    // The queue or one request, never both.
    expect(view.queue !== null && view.request !== null).toBe(false)
  },
  states: {
    // Loading the queue: busy, the filter off.
    loading: ({ actual }) => {
      const view = requestsView(actual)
      expect([view.isBusy, view.filter.disabled, view.request]).toEqual([true, true, null])
    },
    // The queue for the filter (or "none"), each request to open.
    queue: ({ actual }) => {
      const view = requestsView(actual)
      expect(view.queue?.items).toHaveLength(actual.context.requests.length)
      expect(view.queue?.empty !== null).toBe(actual.context.requests.length === 0)
      expect([view.isBusy, view.problem]).toEqual([false, null])
    },
    // Not loaded: why, a retry, and the filter still open.
    loadFailed: ({ actual }) => {
      const view = requestsView(actual)
      expect(view.problem).not.toBeNull()
      expect(view.retry).not.toBeNull()
      expect(view.filter.disabled).toBe(false)
    },
    // Opening one: busy, the queue gone.
    opening: ({ actual }) => {
      const view = requestsView(actual)
      expect([view.isBusy, view.queue]).toEqual([true, null])
    },
    // Not opened: why, retry, or back to the queue.
    openFailed: notOpened(requestsView),
    // One request with its files; while pending, its template to write and approve or decline.
    reading: ({ actual }) => {
      const view = requestsView(actual)
      expect(view.request).not.toBeNull()
      expect(view.back).not.toBeNull()
      expect(view.editor !== null).toBe(actual.context.opened?.request.status === 'pending')
    },
    // Approving or declining: both answers off, the template read-only.
    approving: ({ actual }) => expectDeciding(requestsView(actual)),
    declining: ({ actual }) => expectDeciding(requestsView(actual)),
  },
})

/** A decision on its way: nothing on the request can be changed or answered again. */
function expectDeciding(view: ReturnType<typeof requestsView>) {
  expect(view.isBusy).toBe(true)
  expect([view.editor?.approve.disabled, view.editor?.decline.submit.disabled]).toEqual([true, true])
  expect(view.editor?.field.readOnly).toBe(true)
}
