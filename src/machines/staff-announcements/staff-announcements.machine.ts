import { assign, fromPromise, setup } from 'xstate'
import type { Language } from '../../../contract/constants'
import type { StaffAnnouncement, StaffAnnouncementRequest } from '../../../contract/staff'
import { withEventField, withOutputAs } from '../shared/actor-events'
import { callState, failedState } from '../shared/call-state'
import { connectionOr, failTo } from '../shared/failed-call'
import { notProvided } from '../shared/not-provided'
import { serverFieldsOf } from '../shared/problems'
import {
  type AnnouncementDraft,
  type DraftProblems,
  draftProblems,
  emptyDraft,
  requestOf,
  serverProblems,
} from './announcement-draft'

export type StaffAnnouncementsProblem =
  | 'load_failed'
  | 'create_failed'
  | 'fields_invalid'
  | 'remove_failed'
  | 'connection'

export type StaffAnnouncementsContext = {
  /** Every announcement, newest first, as last loaded. */
  announcements: StaffAnnouncement[]
  /** The announcement being written. */
  draft: AnnouncementDraft
  /** The draft's fields to mark: after a try to publish, or as the server refused them. */
  fieldProblems: DraftProblems
  /** Whether a try to publish was made, so fields are marked as they are typed from then on. */
  tried: boolean
  /** The reader's language the preview shows the draft in. */
  previewLanguage: Language
  /** The announcement asked to be removed (confirmed, then removed). */
  removing: StaffAnnouncement | null
  /** What the last change did, said once. */
  done: 'created' | 'removed' | null
  problem: StaffAnnouncementsProblem | null
}

export type StaffAnnouncementsEvent =
  | { type: 'announcements.reload' }
  | { type: 'announcements.retry' }
  | { type: 'draft.title'; language: Language; value: string }
  | { type: 'draft.body'; language: Language; value: string }
  | { type: 'draft.startsAt'; value: string }
  | { type: 'draft.endsAt'; value: string }
  | { type: 'preview.language'; language: Language }
  | { type: 'announcement.create' }
  | { type: 'announcement.remove'; id: string }
  | { type: 'remove.confirm' }
  | { type: 'remove.cancel' }

const problemOf = (error: unknown, fallback: StaffAnnouncementsProblem): StaffAnnouncementsProblem =>
  fallback === 'create_failed' && Object.keys(serverProblems(serverFieldsOf(error))).length > 0
    ? 'fields_invalid'
    : connectionOr(error, fallback)

export type StaffAnnouncementsTag = 'busy' | 'loading' | 'error' | 'confirm'

/** The draft with one language's title or body changed. */
const withText = (
  draft: AnnouncementDraft,
  language: Language,
  change: Partial<AnnouncementDraft['texts'][Language]>,
): AnnouncementDraft => ({
  ...draft,
  texts: { ...draft.texts, [language]: { ...draft.texts[language], ...change } },
})

/** The draft with one change, its marks kept up to date once a publish was tried. */
const edited = (context: StaffAnnouncementsContext, draft: AnnouncementDraft) => ({
  draft,
  fieldProblems: context.tried ? draftProblems(draft) : {},
  done: null,
})

/**
 * Staff console → announcements: every announcement listed with where it stands; a new one written in
 * Portuguese (required) and English, German, Spanish (optional), scheduled, previewed as the home carousel
 * shows it in a reader's language, and published; one removed after a confirmation.
 */
export const staffAnnouncementsMachine = setup({
  types: {} as {
    context: StaffAnnouncementsContext
    events: StaffAnnouncementsEvent
    tags: StaffAnnouncementsTag
  },
  actors: {
    'load announcements': fromPromise<StaffAnnouncement[]>(notProvided('load announcements')),
    'create announcement': fromPromise<StaffAnnouncement, StaffAnnouncementRequest>(
      notProvided('create announcement'),
    ),
    'remove announcement': fromPromise<void, { id: string }>(notProvided('remove announcement')),
  },
  actions: {
    'use announcements': assign((_, params: { announcements: StaffAnnouncement[] }) => ({
      announcements: params.announcements,
      problem: null,
    })),
    'keep title': assign(({ context }, params: { language: Language; value: string }) =>
      edited(context, withText(context.draft, params.language, { title: params.value })),
    ),
    'keep body': assign(({ context }, params: { language: Language; value: string }) =>
      edited(context, withText(context.draft, params.language, { body: params.value })),
    ),
    'keep start': assign(({ context }, params: { value: string }) =>
      edited(context, { ...context.draft, startsAt: params.value }),
    ),
    'keep end': assign(({ context }, params: { value: string }) =>
      edited(context, { ...context.draft, endsAt: params.value }),
    ),
    'keep preview language': assign((_, params: { language: Language }) => ({
      previewLanguage: params.language,
    })),
    'mark draft': assign(({ context }) => ({
      tried: true,
      fieldProblems: draftProblems(context.draft),
      done: null,
      problem: null,
    })),
    'add created': assign(({ context }, params: { announcement: StaffAnnouncement }) => ({
      announcements: [
        params.announcement,
        ...context.announcements.filter((announcement) => announcement.id !== params.announcement.id),
      ],
      draft: emptyDraft(),
      fieldProblems: {},
      tried: false,
      done: 'created' as const,
      problem: null,
    })),
    'choose removal': assign(({ context }, params: { id: string }) => ({
      removing: context.announcements.find((announcement) => announcement.id === params.id) ?? null,
      done: null,
      problem: null,
    })),
    'forget removal': assign({ removing: null }),
    'drop removed': assign(({ context }) => ({
      announcements: context.announcements.filter((announcement) => announcement.id !== context.removing?.id),
      removing: null,
      done: 'removed' as const,
      problem: null,
    })),
    'show problem': assign((_, params: { error: unknown; fallback: StaffAnnouncementsProblem }) => ({
      problem: problemOf(params.error, params.fallback),
      fieldProblems: params.fallback === 'create_failed' ? serverProblems(serverFieldsOf(params.error)) : {},
      removing: null,
      done: null,
    })),
  },
  guards: {
    isDraftReady: ({ context }) => Object.keys(draftProblems(context.draft)).length === 0,
    isListed: ({ context }, params: { id: string }) =>
      context.announcements.some((announcement) => announcement.id === params.id),
  },
}).createMachine({
  id: 'staffAnnouncements',
  description:
    'Staff console → announcements: listed with where each stands; a new one written (Portuguese required, English, German and Spanish optional), scheduled, previewed as the home carousel shows it and published; one removed after a confirmation; failures keep what was typed and offer a retry.',
  context: {
    announcements: [],
    draft: emptyDraft(),
    fieldProblems: {},
    tried: false,
    previewLanguage: 'pt',
    removing: null,
    done: null,
    problem: null,
  },
  initial: 'loading',
  // The draft and its preview stay editable while the list loads, publishes or removes.
  on: {
    'draft.title': {
      actions: {
        type: 'keep title',
        params: ({ event }) => ({ language: event.language, value: event.value }),
      },
    },
    'draft.body': {
      actions: {
        type: 'keep body',
        params: ({ event }) => ({ language: event.language, value: event.value }),
      },
    },
    'draft.startsAt': { actions: withEventField('keep start', 'value') },
    'draft.endsAt': { actions: withEventField('keep end', 'value') },
    'preview.language': { actions: withEventField('keep preview language', 'language') },
  },
  states: {
    loading: callState(['busy', 'loading'], {
      id: 'loadAnnouncements',
      src: 'load announcements',
      onDone: { target: 'listing', actions: withOutputAs('use announcements', 'announcements') },
      onError: failTo('loadFailed', 'load_failed'),
    }),
    loadFailed: failedState('announcements.retry', { target: 'loading' }),
    listing: {
      on: {
        'announcements.reload': { target: 'loading' },
        'announcement.create': [
          { guard: 'isDraftReady', target: 'creating', actions: 'mark draft' },
          { actions: 'mark draft' },
        ],
        'announcement.remove': {
          guard: withEventField('isListed', 'id'),
          target: 'confirmingRemoval',
          actions: withEventField('choose removal', 'id'),
        },
      },
    },
    creating: callState(['busy'], {
      id: 'createAnnouncement',
      src: 'create announcement',
      input: ({ context }) => requestOf(context.draft),
      onDone: { target: 'listing', actions: withOutputAs('add created', 'announcement') },
      onError: failTo('listing', 'create_failed'),
    }),
    confirmingRemoval: {
      tags: ['confirm'],
      on: {
        'remove.confirm': { target: 'removing' },
        'remove.cancel': { target: 'listing', actions: 'forget removal' },
      },
    },
    removing: callState(['busy'], {
      id: 'removeAnnouncement',
      src: 'remove announcement',
      input: ({ context }) => ({ id: context.removing?.id ?? '' }),
      onDone: { target: 'listing', actions: 'drop removed' },
      onError: failTo('listing', 'remove_failed'),
    }),
  },
})
