import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { StaffAnnouncement, StaffAnnouncementRequest } from '../../../contract/staff'
import { describePaths } from '../../../tests/model/paths'
import { httpError } from '../../../tests/unit/api-errors'
import { answerWith, failWith, fakeCall, flush } from '../../../tests/unit/deferred'
import { answerOffline } from '../../../tests/unit/offline'
import { t } from '../../../tests/unit/translate'
import { ApiError } from '../../services/api'
import { draftProblems, emptyDraft, previewOf, requestOf } from './announcement-draft'
import { connectStaffAnnouncements } from './staff-announcements.connect'
import { staffAnnouncementsMachine } from './staff-announcements.machine'
import { pathOptions } from './staff-announcements.paths'

const formatDate = (iso: string) => iso.slice(0, 16)

const shown: StaffAnnouncement = {
  id: '00000000-0000-4000-8000-0000000000a1',
  texts: {
    pt: { title: 'Modo móvel', body: 'Grave com o telemóvel.' },
    en: { title: 'Mobile mode', body: 'Record with your phone.' },
  },
  starts_at: '2026-03-01T09:00:00.000Z',
  ends_at: null,
  state: 'shown',
  created_at: '2026-03-01T09:00:00.000Z',
}

function start() {
  const load = fakeCall<StaffAnnouncement[], unknown>()
  const create = fakeCall<StaffAnnouncement, StaffAnnouncementRequest>()
  const remove = fakeCall<void, { id: string }>()
  const actor = createActor(
    staffAnnouncementsMachine.provide({
      actors: {
        'load announcements': load.logic,
        'create announcement': create.logic,
        'remove announcement': remove.logic,
      },
    }),
  ).start()
  const view = () => connectStaffAnnouncements(actor.getSnapshot(), actor.send, t, formatDate)
  const language = (code: string) => view().form.languages.find((group) => group.key === code)!
  return { actor, load, create, remove, view, language }
}

describe('announcement drafts', () => {
  it('asks for Portuguese in full, any other language whole, and an end after the start', () => {
    const draft = emptyDraft()
    expect(draftProblems(draft)).toEqual({ 'texts.pt.title': 'required', 'texts.pt.body': 'required' })
    draft.texts.pt = { title: 'Novidade', body: 'Texto' }
    draft.texts.de = { title: '', body: 'Nur Text' }
    draft.startsAt = '2026-05-02T10:00'
    draft.endsAt = '2026-05-01T10:00'
    expect(draftProblems(draft)).toEqual({ 'texts.de.title': 'needs_title', ends_at: 'ends_before_start' })
    draft.endsAt = 'soon'
    expect(draftProblems(draft)).toEqual({ 'texts.de.title': 'needs_title', ends_at: 'not_a_date' })
  })

  it('sends only the languages written, trimmed, and the window as instants (left out: now, until removed)', () => {
    const draft = emptyDraft()
    draft.texts.pt = { title: ' Novidade ', body: ' Texto ' }
    draft.texts.es = { title: 'Novedad', body: 'Texto es' }
    expect(requestOf(draft)).toEqual({
      texts: { pt: { title: 'Novidade', body: 'Texto' }, es: { title: 'Novedad', body: 'Texto es' } },
    })
    draft.startsAt = '2026-05-01T10:00'
    draft.endsAt = '2026-05-31T18:30'
    expect(requestOf(draft)).toMatchObject({
      starts_at: new Date('2026-05-01T10:00').toISOString(),
      ends_at: new Date('2026-05-31T18:30').toISOString(),
    })
  })

  it("previews a reader's language when written, else Portuguese as the server answers them", () => {
    const draft = emptyDraft()
    expect(previewOf(draft, 'pt')).toBeNull()
    draft.texts.pt = { title: 'Novidade', body: 'Texto' }
    draft.texts.en = { title: 'News', body: 'Text' }
    expect(previewOf(draft, 'en')).toMatchObject({ title: 'News', body: 'Text', language: 'en' })
    expect(previewOf(draft, 'de')).toMatchObject({ title: 'Novidade', body: 'Texto', language: 'pt' })
  })
})

describe('staff announcements machine', () => {
  it('marks what is missing, publishes the draft, lists it first and empties the form', async () => {
    const staff = start()
    expect(staff.view().list.loading).toBe('app.loading')
    await answerWith(staff.load, [shown])
    expect(staff.view().list.items.map((item) => item.title)).toEqual(['Modo móvel'])
    expect(staff.view().list.items[0]!.languages).toBe(
      'staff.announcements.writtenIn {"languages":"PT · EN"}',
    )
    expect(staff.view().preview.empty).toBe('staff.announcements.previewEmpty')

    // Nothing is marked until a publish is tried; then the marks follow the typing.
    staff.language('pt').title.onChange('Exportar para PDF')
    expect(staff.language('pt').body.error).toBeNull()
    staff.view().form.submit.onClick()
    expect(staff.create.inputs).toHaveLength(0)
    expect(staff.language('pt').body.error).toBe('staff.announcements.fieldProblems.required')
    staff.language('pt').body.onChange('Cada nota sai em PDF.')
    expect(staff.language('pt').body.error).toBeNull()

    // The preview shows what a German reader will see: Portuguese, said so.
    staff
      .view()
      .preview.readers.find((reader) => reader.value === 'de')!
      .onChange()
    expect(staff.view().preview.announcement).toMatchObject({ title: 'Exportar para PDF', language: 'pt' })
    expect(staff.view().preview.fallback).toContain('staff.announcements.previewFallback')
    staff.language('de').title.onChange('PDF-Export')
    staff.language('de').body.onChange('Jede Notiz als PDF.')
    expect(staff.view().preview.announcement).toMatchObject({ title: 'PDF-Export', language: 'de' })
    expect(staff.view().preview.fallback).toBeNull()

    staff.view().form.submit.onClick()
    expect(staff.view().isBusy).toBe(true)
    expect(staff.language('pt').title.readOnly).toBe(true)
    expect(staff.create.inputs).toEqual([
      {
        texts: {
          pt: { title: 'Exportar para PDF', body: 'Cada nota sai em PDF.' },
          de: { title: 'PDF-Export', body: 'Jede Notiz als PDF.' },
        },
      },
    ])
    const created: StaffAnnouncement = {
      ...shown,
      id: '00000000-0000-4000-8000-0000000000a2',
      texts: staff.create.inputs[0]!.texts as StaffAnnouncement['texts'],
    }
    await answerWith(staff.create, created)
    expect(staff.view().done).toBe('staff.announcements.done.created')
    expect(staff.view().list.items.map((item) => item.title)).toEqual(['Exportar para PDF', 'Modo móvel'])
    expect(staff.language('pt').title.value).toBe('')
    expect(staff.view().preview.announcement).toBeNull()
  })

  it("keeps the draft and marks the server's refusal (an end already past)", async () => {
    const staff = start()
    await answerWith(staff.load, [])
    expect(staff.view().list.empty).toBe('staff.announcements.empty')
    staff.language('pt').title.onChange('Manutenção')
    staff.language('pt').body.onChange('Sábado às 22h.')
    staff.view().form.window.endsAt.onChange('2020-01-01T10:00')
    staff.view().form.submit.onClick()
    await failWith(
      staff.create,
      httpError(
        'bad_request',
        400,
        { ends_at: 'Already past: the announcement would never show' },
        'The announcement was not added',
      ),
    )
    expect(staff.view().problem).toBe('staff.announcements.problems.fields_invalid')
    expect(staff.view().form.window.endsAt.error).toBe('staff.announcements.fieldProblems.ends_past')
    expect(staff.language('pt').title.value).toBe('Manutenção')
    staff.view().form.window.endsAt.onChange('')
    staff.view().form.submit.onClick()
    await answerOffline(staff.create)
    expect(staff.view().problem).toBe('staff.announcements.problems.connection')
    expect(staff.view().form.window.endsAt.error).toBeNull()
  })

  it('removes an announcement only once confirmed, and says when removing failed', async () => {
    const staff = start()
    await answerWith(staff.load, [shown])
    staff.view().list.items[0]!.remove!.onClick()
    expect(staff.view().list.items[0]!.remove).toBeNull()
    expect(staff.view().list.items[0]!.confirm!.question).toContain('Modo móvel')
    staff.view().list.items[0]!.confirm!.no.onClick()
    expect(staff.remove.inputs).toHaveLength(0)
    expect(staff.view().list.items[0]!.confirm).toBeNull()

    staff.view().list.items[0]!.remove!.onClick()
    staff.view().list.items[0]!.confirm!.yes.onClick()
    expect(staff.remove.inputs).toEqual([{ id: shown.id }])
    await failWith(staff.remove, new ApiError('http', 'not_found', 'gone', 404))
    expect(staff.view().problem).toBe('staff.announcements.problems.remove_failed')
    expect(staff.view().list.items).toHaveLength(1)

    staff.view().list.items[0]!.remove!.onClick()
    staff.view().list.items[0]!.confirm!.yes.onClick()
    staff.remove.resolve()
    await flush()
    expect(staff.view().done).toBe('staff.announcements.done.removed')
    expect(staff.view().list.items).toHaveLength(0)
  })

  it('offers a retry when the list does not load', async () => {
    const staff = start()
    await answerOffline(staff.load)
    expect(staff.view().problem).toBe('staff.announcements.problems.connection')
    staff.view().retry!.onClick()
    await answerWith(staff.load, [shown])
    expect(staff.view().problem).toBeNull()
    expect(staff.view().list.items).toHaveLength(1)
  })
})

const announcementsView = (snapshot: Parameters<typeof connectStaffAnnouncements>[0]) =>
  connectStaffAnnouncements(snapshot, () => {}, t, formatDate)
/** The removal questions on show. */
const questionsOf = (view: ReturnType<typeof announcementsView>) =>
  view.list.items.flatMap((item) => (item.confirm ? [item.confirm] : []))

describePaths('staff announcements machine paths', staffAnnouncementsMachine, pathOptions, {
  states: {
    // Loading the list: said so, publish off.
    loading: ({ actual }) => {
      const view = announcementsView(actual)
      expect(view.list.loading).toBe(t('app.loading'))
      expect(view.form.submit.disabled).toBe(true)
    },
    // Not loaded: why, and a retry.
    loadFailed: ({ actual }) => {
      const view = announcementsView(actual)
      expect(view.problem).not.toBeNull()
      expect(view.retry).not.toBeNull()
    },
    // The list with where each stands, each removable; the form for a new one.
    listing: ({ actual }) => {
      const view = announcementsView(actual)
      expect(view.list.items).toHaveLength(actual.context.announcements.length)
      expect(view.list.items.every((item) => item.remove?.disabled === false)).toBe(true)
      expect([view.isBusy, questionsOf(view)]).toEqual([false, []])
    },
    // Publishing: busy, publish off.
    creating: ({ actual }) => {
      const view = announcementsView(actual)
      expect([view.isBusy, view.form.submit.disabled]).toEqual([true, true])
    },
    // The question beside the one to remove, answers on.
    confirmingRemoval: ({ actual }) => {
      const questions = questionsOf(announcementsView(actual))
      expect(questions.map((question) => [question.yes.disabled, question.no.disabled])).toEqual([
        [false, false],
      ])
    },
    // Removing: the question stays, its answers off.
    removing: ({ actual }) => {
      const questions = questionsOf(announcementsView(actual))
      expect(questions.map((question) => [question.yes.disabled, question.no.disabled])).toEqual([
        [true, true],
      ])
    },
  },
})
