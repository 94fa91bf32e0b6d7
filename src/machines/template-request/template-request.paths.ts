// Sample events and inputs of the template request statechart, for its path tests and its docs
// (scripts/export-statecharts.ts reads `pathOptions` here): fixed, so the generated pages come out the
// same on every run. Nothing in the app imports this module.

import type { AnyEventObject } from 'xstate'
import type { TemplateRequest, TemplateRequestSection } from '../../../contract/templates'
import type { BaseDocument, ExampleFile } from '../../services/templates'
import { sampleFailure } from '../shared/samples'
import type {
  ExamplePreview,
  TemplateRequestContext,
  TemplateRequestInputData,
} from './template-request.machine'

const sampleSection: TemplateRequestSection = {
  title: 'Motivo da referenciação',
  description: 'Porque é referenciado e desde quando.',
  requested_changes: 'Mais curto que na carta habitual.',
}
const sampleFile: ExampleFile = {
  name: 'exemplo.pdf',
  size: 1200,
  type: 'application/pdf',
  blob: new Blob(['%PDF-1.4']),
}
export const samplePending: TemplateRequest = {
  id: 'c0000000-0000-4000-8000-000000000001',
  title: 'Carta para fisioterapia',
  sections: [sampleSection],
  vocabulary_comment: null,
  base_document_id: 'referral_letter',
  for_organization: false,
  status: 'pending',
  decline_reason: null,
  custom_document_id: null,
  files: [
    {
      id: 'c0000000-0000-4000-8000-000000000002',
      filename: 'exemplo.pdf',
      content_type: 'application/pdf',
      bytes: 1200,
    },
  ],
  created_at: '2026-01-05T10:00:00.000Z',
  decided_at: null,
}
const sampleApproved: TemplateRequest = {
  ...samplePending,
  status: 'approved',
  custom_document_id: 'c0000000-0000-4000-8000-000000000003',
  decided_at: '2026-01-06T10:00:00.000Z',
}
const sampleBase: BaseDocument[] = [
  { id: 'referral_letter', name: 'Carta de referenciação', kind: 'document' },
]
const samplePreview: ExamplePreview = { ...sampleFile, text: null }

/** Sample events for the statechart docs and the path tests: one section and one file at most, so the graph stays small. */
export const pathOptions = {
  input: { inOrganization: true } satisfies TemplateRequestInputData,
  events: (snapshot: { context: TemplateRequestContext }): AnyEventObject[] => {
    const { draft, section, requests } = snapshot.context
    // The draft is written once, in order (title, a section, a file), by a clinician with no request yet;
    // elsewhere the same events change nothing, so the graph stays small.
    const fresh = requests.length === 0
    const hasSection = draft.sections.length > 0
    return [
      { type: 'xstate.done.actor.loadRequests', output: { requests: [], baseDocuments: sampleBase } },
      {
        type: 'xstate.done.actor.loadRequests',
        output: { requests: [samplePending], baseDocuments: sampleBase },
      },
      {
        type: 'xstate.done.actor.loadRequests',
        output: { requests: [sampleApproved], baseDocuments: sampleBase },
      },
      { type: 'xstate.error.actor.loadRequests', error: sampleFailure('unavailable', { kind: 'network' }) },
      {
        type: 'request.field.changed',
        field: 'title',
        value:
          fresh && !draft.title && !hasSection && !draft.files.length ? samplePending.title : draft.title,
      },
      { type: 'request.organization.changed', value: draft.for_organization },
      { type: 'request.section.added' },
      // One section at most: the modal opens and saves it once.
      {
        type: 'section.field.changed',
        field: 'title',
        value: section?.title || (fresh && draft.title && !hasSection ? sampleSection.title : ''),
      },
      { type: 'request.section.edited', index: 0 },
      { type: 'request.section.removed', index: 0 },
      { type: 'request.section.moved', index: 0, offset: 1 },
      { type: 'request.files.picked', files: fresh && hasSection && !draft.files.length ? [sampleFile] : [] },
      { type: 'request.file.removed', index: 0 },
      { type: 'example.opened', index: 0 },
      { type: 'xstate.done.actor.openExample', output: samplePreview },
      { type: 'xstate.error.actor.openExample', error: sampleFailure('internal', { status: 500 }) },
      { type: 'xstate.done.actor.submitRequest', output: samplePending },
      {
        type: 'xstate.error.actor.submitRequest',
        error: sampleFailure('conflict', { status: 409, fields: { request: 'A request is pending' } }),
      },
      { type: 'xstate.error.actor.submitRequest', error: sampleFailure('unavailable', { kind: 'network' }) },
      {
        type: 'example.stored.opened',
        requestId: samplePending.id,
        fileId: samplePending.files[0]!.id,
      },
      { type: 'xstate.done.actor.openStoredExample', output: samplePreview },
      { type: 'xstate.error.actor.openStoredExample', error: sampleFailure('not_found', { status: 404 }) },
      {
        type: 'xstate.done.actor.checkRequests',
        output: { requests: [sampleApproved], baseDocuments: sampleBase },
      },
      {
        type: 'xstate.done.actor.checkRequests',
        output: { requests: [samplePending], baseDocuments: sampleBase },
      },
      { type: 'xstate.error.actor.checkRequests', error: sampleFailure('unavailable', { kind: 'network' }) },
    ]
  },
}
