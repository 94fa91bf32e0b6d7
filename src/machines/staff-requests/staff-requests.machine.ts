import { assign, enqueueActions, fromPromise, setup } from 'xstate'
import type { Language } from '../../../contract/common'
import type { ApproveTemplateRequest, TemplatePreview, TemplatePreviewRequest } from '../../../contract/staff'
import type { TemplateRequestStatus } from '../../../contract/templates'
import type { StaffTemplateRequest } from '../../services/staff'
import { withEventField, withOutputAs } from '../shared/actor-events'
import { callState } from '../shared/call-state'
import { connectionOr, failTo, openFailedState } from '../shared/failed-call'
import { notProvided } from '../shared/not-provided'
import { approveBody, draftTemplate, parseTemplate } from './template-text'

export type StaffRequestsTag = 'busy' | 'queue' | 'request' | 'error'

/** An example file as the console shows it: its bytes, and its text when it is a text file. */
export type RequestFileView = {
  id: string
  filename: string
  content_type: string
  bytes: number
  blob: Blob
  text: string | null
}

/** A request opened with its example files' bytes. */
export type OpenedRequest = { request: StaffTemplateRequest; files: RequestFileView[] }

export type StaffRequestsProblem =
  | 'load_failed'
  | 'open_failed'
  | 'approve_failed'
  | 'decline_failed'
  | 'not_pending'
  | 'connection'

export type StaffRequestsContext = {
  /** The status the queue shows, or null for every request (pending first). */
  status: TemplateRequestStatus | null
  /** The queue as last loaded. */
  requests: StaffTemplateRequest[]
  /** The request asked for, and the one read once loaded (with its files). */
  openId: string | null
  opened: OpenedRequest | null
  /** The custom document's template as support writes it (see template-text.ts). */
  template: string
  /** Why the request is declined, as the clinician will read it. */
  declineReason: string
  /** What the last decision did, said once the request is decided. */
  decided: 'approved' | 'declined' | null
  problem: StaffRequestsProblem | null
  /** The sample consultation's language for the generated preview. */
  previewLanguage: Language
  /** The document last generated from the sample consultation with the template. */
  preview: TemplatePreview | null
  /** waiting: typing (debounced); generating: asked; failed: the last ask failed; idle otherwise. */
  previewStatus: 'idle' | 'waiting' | 'generating' | 'failed'
}

export type StaffRequestsEvent =
  | { type: 'requests.filter'; status: TemplateRequestStatus | null }
  | { type: 'requests.open'; id: string }
  | { type: 'requests.back' }
  | { type: 'requests.retry' }
  | { type: 'template.change'; text: string }
  | { type: 'decline.change'; reason: string }
  | { type: 'request.approve' }
  | { type: 'request.decline' }
  | { type: 'preview.language'; language: Language }
  | { type: 'preview.retry' }
  | { type: 'preview.due' }
  // The spawned preview's answer (spawned children's events are not inferred from `children`).
  | { type: 'xstate.done.actor.generatePreview'; output: TemplatePreview }
  | { type: 'xstate.error.actor.generatePreview'; error: unknown }

const problemOf = (error: unknown, fallback: StaffRequestsProblem): StaffRequestsProblem => {
  const e = error as { kind?: string; code?: string; status?: number } | null
  if (e?.status === 409) return 'not_pending'
  return connectionOr(error, fallback)
}

/** The actors this machine invokes, by id: their done and error events are typed. */
type StaffRequestsChildren = {
  loadRequests: 'load requests'
  openRequest: 'open request'
  approveRequest: 'approve request'
  declineRequest: 'decline request'
  generatePreview: 'generate preview'
}

/**
 * Staff console → template requests: the queue (pending first, oldest first) filtered by status; one request
 * opened with its sections, vocabulary comment, base document and example files; its custom document's
 * template written and previewed, then approved, or the request declined with the reason the clinician sees.
 */
export const staffRequestsMachine = setup({
  types: {} as {
    context: StaffRequestsContext
    events: StaffRequestsEvent
    tags: StaffRequestsTag
    children: StaffRequestsChildren
  },
  actors: {
    'load requests': fromPromise<StaffTemplateRequest[], { status: TemplateRequestStatus | null }>(
      notProvided('load requests'),
    ),
    'open request': fromPromise<OpenedRequest, { id: string }>(notProvided('open request')),
    'approve request': fromPromise<StaffTemplateRequest, { id: string; body: ApproveTemplateRequest }>(
      notProvided('approve request'),
    ),
    'decline request': fromPromise<StaffTemplateRequest, { id: string; reason: string }>(
      notProvided('decline request'),
    ),
    'generate preview': fromPromise<TemplatePreview, TemplatePreviewRequest>(notProvided('generate preview')),
  },
  delays: {
    /** The preview waits for a pause in typing before it asks the server. */
    previewDebounce: 600,
  },
  actions: {
    'keep filter': assign((_, params: { status: TemplateRequestStatus | null }) => ({
      status: params.status,
    })),
    'use requests': assign((_, params: { requests: StaffTemplateRequest[] }) => ({
      requests: params.requests,
      problem: null,
    })),
    'choose request': assign((_, params: { id: string }) => ({
      openId: params.id,
      opened: null,
      decided: null,
      problem: null,
    })),
    'use request': assign((_, params: { opened: OpenedRequest }) => ({
      opened: params.opened,
      template: draftTemplate(params.opened.request),
      declineReason: '',
      problem: null,
    })),
    'keep template': assign((_, params: { text: string }) => ({ template: params.text })),
    'keep decline reason': assign((_, params: { reason: string }) => ({ declineReason: params.reason })),
    'use decision': assign(
      ({ context }, params: { request: StaffTemplateRequest; decided: 'approved' | 'declined' }) => ({
        opened: context.opened ? { ...context.opened, request: params.request } : null,
        decided: params.decided,
        problem: null,
      }),
    ),
    'keep preview language': assign((_, params: { language: Language }) => ({
      previewLanguage: params.language,
    })),
    // A new ask replaces the one waiting and the one running, so an older answer never shows over a newer.
    'schedule preview': enqueueActions(({ enqueue }) => {
      enqueue.cancel('previewDue')
      enqueue.stopChild('generatePreview')
      enqueue.raise({ type: 'preview.due' }, { id: 'previewDue', delay: 'previewDebounce' })
      enqueue.assign({ previewStatus: 'waiting' as const })
    }),
    'generate preview': enqueueActions(({ enqueue, context }) => {
      const parsed = parseTemplate(context.template)
      enqueue.stopChild('generatePreview')
      enqueue.spawnChild('generate preview', {
        id: 'generatePreview',
        input: {
          name: parsed.name ?? context.opened?.request.title ?? '',
          sections: parsed.sections,
          language: context.previewLanguage,
        },
      })
      enqueue.assign({ previewStatus: 'generating' as const })
    }),
    'use preview': assign((_, params: { preview: TemplatePreview }) => ({
      preview: params.preview,
      previewStatus: 'idle' as const,
    })),
    'show preview failure': assign({ previewStatus: 'failed' as const }),
    'stop preview': enqueueActions(({ enqueue }) => {
      enqueue.cancel('previewDue')
      enqueue.stopChild('generatePreview')
      enqueue.assign({ preview: null, previewStatus: 'idle' as const })
    }),
    'leave preview idle': assign({ previewStatus: 'idle' as const }),
    'forget request': assign({ openId: null, opened: null, decided: null, problem: null }),
    'show problem': assign((_, params: { error: unknown; fallback: StaffRequestsProblem }) => ({
      problem: problemOf(params.error, params.fallback),
    })),
  },
  guards: {
    isPending: ({ context }) => context.opened?.request.status === 'pending',
    canApprove: ({ context }) =>
      context.opened?.request.status === 'pending' && parseTemplate(context.template).problem === null,
    canPreview: ({ context }) =>
      context.opened?.request.status === 'pending' && parseTemplate(context.template).problem === null,
    canDecline: ({ context }) =>
      context.opened?.request.status === 'pending' && context.declineReason.trim().length > 0,
  },
}).createMachine({
  id: 'staffRequests',
  description:
    'Staff console → template requests: the queue filtered by status, one request opened with its example files, its template written and previewed, approved or declined with a reason; failures offer a retry.',
  context: {
    status: null,
    requests: [],
    openId: null,
    opened: null,
    template: '',
    declineReason: '',
    decided: null,
    problem: null,
    previewLanguage: 'pt',
    preview: null,
    previewStatus: 'idle',
  },
  initial: 'loading',
  on: {
    'xstate.done.actor.generatePreview': { actions: withOutputAs('use preview', 'preview') },
    'xstate.error.actor.generatePreview': { actions: 'show preview failure' },
  },
  states: {
    loading: callState(['queue', 'busy'], {
      id: 'loadRequests',
      src: 'load requests',
      input: ({ context }) => ({ status: context.status }),
      onDone: { target: 'queue', actions: withOutputAs('use requests', 'requests') },
      onError: failTo('loadFailed', 'load_failed'),
    }),
    queue: {
      tags: ['queue'],
      on: {
        'requests.filter': { target: 'loading', actions: withEventField('keep filter', 'status') },
        'requests.open': { target: 'opening', actions: withEventField('choose request', 'id') },
      },
    },
    loadFailed: {
      tags: ['queue', 'error'],
      on: {
        'requests.retry': { target: 'loading' },
        'requests.filter': { target: 'loading', actions: withEventField('keep filter', 'status') },
      },
    },
    opening: callState(['request', 'busy'], {
      id: 'openRequest',
      src: 'open request',
      input: ({ context }) => ({ id: context.openId ?? '' }),
      onDone: {
        target: 'reading',
        actions: [withOutputAs('use request', 'opened'), 'schedule preview'],
      },
      onError: failTo('openFailed', 'open_failed'),
    }),
    openFailed: openFailedState(
      'request',
      { retry: 'requests.retry', back: 'requests.back' },
      { target: 'loading', actions: 'forget request' },
    ),
    reading: {
      tags: ['request'],
      on: {
        'requests.back': { target: 'loading', actions: ['stop preview', 'forget request'] },
        'template.change': {
          guard: 'isPending',
          actions: [withEventField('keep template', 'text'), 'schedule preview'],
        },
        'preview.language': {
          guard: 'isPending',
          actions: [withEventField('keep preview language', 'language'), 'schedule preview'],
        },
        'preview.retry': { guard: 'canPreview', actions: 'generate preview' },
        'preview.due': [
          { guard: 'canPreview', actions: 'generate preview' },
          { actions: 'leave preview idle' },
        ],
        'decline.change': { guard: 'isPending', actions: withEventField('keep decline reason', 'reason') },
        'request.approve': { guard: 'canApprove', target: 'approving' },
        'request.decline': { guard: 'canDecline', target: 'declining' },
      },
    },
    approving: callState(['request', 'busy'], {
      id: 'approveRequest',
      src: 'approve request',
      input: ({ context }) => ({
        id: context.openId ?? '',
        body: approveBody(parseTemplate(context.template)),
      }),
      onDone: {
        target: 'reading',
        actions: {
          type: 'use decision',
          params: ({ event }) => ({ request: event.output, decided: 'approved' as const }),
        },
      },
      onError: failTo('reading', 'approve_failed'),
    }),
    declining: callState(['request', 'busy'], {
      id: 'declineRequest',
      src: 'decline request',
      input: ({ context }) => ({ id: context.openId ?? '', reason: context.declineReason.trim() }),
      onDone: {
        target: 'reading',
        actions: {
          type: 'use decision',
          params: ({ event }) => ({ request: event.output, decided: 'declined' as const }),
        },
      },
      onError: failTo('reading', 'decline_failed'),
    }),
  },
})
