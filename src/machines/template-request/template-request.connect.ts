import type { SnapshotFrom } from 'xstate'
import {
  EXAMPLE_FILE_EXTENSIONS,
  EXAMPLE_FILE_TYPES,
  MAX_EXAMPLE_FILE_BYTES,
  MAX_EXAMPLE_FILES,
  MAX_REQUEST_SECTIONS,
  type TemplateRequest,
} from '../../../contract/templates'
import type { ExampleFile } from '../../services/templates'
import type { Translate } from '../shared/field-props'
import type { Send } from '../shared-connect/commands'
import { tagSelectors } from '../shared-connect/tag-selectors'
import {
  type ExamplePreview,
  MAX_SECTION_TITLE,
  MAX_TEXT,
  MAX_TITLE,
  pendingRequestOf,
  type RequestFieldProblem,
  type TemplateRequestEvent,
  type templateRequestMachine,
} from './template-request.machine'

type RequestSnapshot = SnapshotFrom<typeof templateRequestMachine>

export const selectIsLoading = (snapshot: RequestSnapshot) =>
  snapshot.hasTag('busy') && !snapshot.hasTag('editing') && !snapshot.hasTag('pending')
export const { selectIsEditing, selectIsPending, selectIsApproved, selectIsRefused } =
  tagSelectors<RequestSnapshot>()({
    selectIsEditing: 'editing',
    selectIsPending: 'pending',
    selectIsApproved: 'approved',
    selectIsRefused: 'refused',
  })
export const selectPendingRequest = (snapshot: RequestSnapshot) => pendingRequestOf(snapshot.context.requests)

/** '1.2 MB', '340 KB': sizes as the file limits say them. */
export function sizeLabel(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
  return `${Math.max(1, Math.round(bytes / 1024))} KB`
}

/** How the viewer shows a file: images and text inside, PDFs in a new tab, other files downloaded. */
export function previewKind(file: { name: string; type: string }): 'image' | 'text' | 'pdf' | 'download' {
  const name = file.name.toLowerCase()
  if (file.type.startsWith('image/') || /\.(png|jpe?g)$/.test(name)) return 'image'
  if (file.type === 'text/plain' || name.endsWith('.txt')) return 'text'
  if (file.type === 'application/pdf' || name.endsWith('.pdf')) return 'pdf'
  return 'download'
}

/** The `accept` of the file picker: every type and name the server takes. */
export const FILE_ACCEPT = [...Object.keys(EXAMPLE_FILE_TYPES), ...EXAMPLE_FILE_EXTENSIONS].join(',')

const fieldMessage = (t: Translate, problem: RequestFieldProblem | undefined, max: number) =>
  problem ? t(`templates.fieldProblems.${problem}`, { min: 3, max }) : null

const dateOf = (iso: string) => iso.slice(0, 10)

function requestSummary(t: Translate, request: TemplateRequest) {
  return {
    id: request.id,
    title: request.title,
    status: t(`templates.status.${request.status}`),
    sentOn: t('templates.sentOn', { date: dateOf(request.created_at) }),
    forOrganization: request.for_organization ? t('templates.forOrganizationBadge') : null,
    declineReason: request.decline_reason
      ? t('templates.declineReason', { reason: request.decline_reason })
      : null,
  }
}

/**
 * The custom document request, for its view: the builder (with the section modal and the example viewer),
 * the pending request with why no other can be sent, the approved one, and the earlier requests.
 */
export function connectTemplateRequest(
  snapshot: RequestSnapshot,
  send: Send<TemplateRequestEvent>,
  t: Translate,
) {
  const { context } = snapshot
  const { draft, section, sectionErrors, fieldErrors, fileProblems, preview, problem } = context
  const isBusy = snapshot.hasTag('busy')
  const isEditing = selectIsEditing(snapshot)
  const canEdit = snapshot.matches({ editing: 'composing' })
  const pending = selectPendingRequest(snapshot)
  const newest = context.requests[0] ?? null
  const problemText = problem ? t(`templates.problems.${problem}`) : null
  const baseName = (id: string | null) => context.baseDocuments.find((d) => d.id === id)?.name ?? id

  const viewer = (file: ExamplePreview | null) =>
    file
      ? {
          title: t('templates.viewer.title', { name: file.name }),
          name: file.name,
          size: sizeLabel(file.size),
          kind: previewKind(file),
          blob: file.blob,
          text: file.text,
          openLabel: t('templates.viewer.open'),
          downloadLabel: t('templates.viewer.download'),
          noPreview: t('templates.viewer.noPreview'),
          close: { label: t('templates.viewer.close'), onClick: () => send({ type: 'example.closed' }) },
        }
      : null

  return {
    isLoading: snapshot.matches('loading'),
    loadProblem: snapshot.matches('loadFailed') ? problemText : null,
    retry: snapshot.matches('loadFailed')
      ? { label: t('templates.retry'), onClick: () => send({ type: 'request.retry' }) }
      : null,
    viewer: snapshot.hasTag('viewer-open')
      ? (viewer(preview) ?? { loading: t('templates.viewer.loading') })
      : null,

    pending:
      selectIsPending(snapshot) && pending
        ? {
            ...requestSummary(t, pending),
            heading: t('templates.pending.title'),
            explanation: t(
              pending.for_organization
                ? 'templates.pending.oneAtATimeOrganization'
                : 'templates.pending.oneAtATime',
            ),
            base: pending.base_document_id
              ? t('templates.pending.base', { name: baseName(pending.base_document_id) })
              : null,
            sections: pending.sections,
            vocabulary: pending.vocabulary_comment,
            files: pending.files.map((file) => ({
              id: file.id,
              name: file.filename,
              size: sizeLabel(file.bytes),
              open: {
                label: t('templates.files.view'),
                ariaLabel: t('templates.files.viewNamed', { name: file.filename }),
                disabled: isBusy,
                onClick: () =>
                  send({ type: 'example.stored.opened', requestId: pending.id, fileId: file.id }),
              },
            })),
            isChecking: snapshot.matches('checking'),
            problem: snapshot.hasTag('error') ? problemText : null,
            refresh: {
              label: snapshot.matches('checking')
                ? t('templates.pending.checking')
                : t('templates.pending.refresh'),
              disabled: isBusy,
              onClick: () => send({ type: 'request.refresh' }),
            },
            another: {
              label: t('templates.pending.another'),
              hint: t('templates.pending.anotherHint'),
              disabled: isBusy,
              onClick: () => send({ type: 'request.another' }),
            },
          }
        : null,

    approved:
      selectIsApproved(snapshot) && newest
        ? {
            ...requestSummary(t, newest),
            heading: t('templates.approved.title'),
            message: t('templates.approved.message', { title: newest.title }),
            another: {
              label: t('templates.approved.another'),
              onClick: () => send({ type: 'request.another' }),
            },
          }
        : null,

    builder: isEditing
      ? {
          heading: t('templates.builder.title'),
          intro: t('templates.builder.intro'),
          isBusy,
          /** Why the request was not sent: the submission error, the refusal, or the fields to fix. */
          problem: snapshot.hasTag('error') ? problemText : null,
          isRefused: selectIsRefused(snapshot),
          title: {
            name: 'title',
            label: t('templates.builder.requestTitle'),
            hint: t('templates.builder.requestTitleHint'),
            value: draft.title,
            maxLength: MAX_TITLE,
            readOnly: isBusy,
            error: fieldMessage(t, fieldErrors.title, MAX_TITLE),
            onChange: (value: string) => send({ type: 'request.field.changed', field: 'title', value }),
          },
          base: {
            name: 'base_document_id',
            label: t('templates.builder.base'),
            hint: t('templates.builder.baseHint'),
            value: draft.base_document_id,
            error: fieldMessage(t, fieldErrors.base_document_id, 0),
            none: t('templates.builder.baseNone'),
            groups: [
              {
                label: t('templates.builder.baseDocuments'),
                options: context.baseDocuments.filter((d) => d.kind === 'document'),
              },
              {
                label: t('templates.builder.baseTypes'),
                options: context.baseDocuments.filter((d) => d.kind === 'type'),
              },
            ].filter((group) => group.options.length > 0),
            onChange: (value: string) =>
              send({ type: 'request.field.changed', field: 'base_document_id', value }),
          },
          organization: context.inOrganization
            ? {
                name: 'for_organization',
                label: t('templates.builder.forOrganization'),
                hint: t('templates.builder.forOrganizationHint'),
                checked: draft.for_organization,
                readOnly: isBusy,
                onChange: (value: boolean) => send({ type: 'request.organization.changed', value }),
              }
            : null,
          vocabulary: {
            name: 'vocabulary_comment',
            label: t('templates.builder.vocabulary'),
            hint: t('templates.builder.vocabularyHint'),
            value: draft.vocabulary_comment,
            maxLength: MAX_TEXT,
            readOnly: isBusy,
            error: fieldMessage(t, fieldErrors.vocabulary_comment, MAX_TEXT),
            onChange: (value: string) =>
              send({ type: 'request.field.changed', field: 'vocabulary_comment', value }),
          },
          sections: {
            heading: t('templates.sections.title'),
            hint: t('templates.sections.hint', { max: MAX_REQUEST_SECTIONS }),
            empty: draft.sections.length === 0 ? t('templates.sections.empty') : null,
            error: fieldErrors.sections ? t(`templates.sections.problems.${fieldErrors.sections}`) : null,
            items: draft.sections.map((item, index) => ({
              key: `${index}:${item.title}`,
              title: item.title,
              description: item.description,
              requestedChanges: item.requested_changes
                ? t('templates.sections.requestedChanges', { changes: item.requested_changes })
                : null,
              edit: {
                label: t('templates.sections.edit'),
                ariaLabel: t('templates.sections.editNamed', { title: item.title }),
                disabled: !canEdit,
                onClick: () => send({ type: 'request.section.edited', index }),
              },
              remove: {
                label: t('templates.sections.remove'),
                ariaLabel: t('templates.sections.removeNamed', { title: item.title }),
                disabled: !canEdit,
                onClick: () => send({ type: 'request.section.removed', index }),
              },
              moveUp: {
                label: t('templates.sections.moveUp', { title: item.title }),
                disabled: !canEdit || index === 0,
                onClick: () => send({ type: 'request.section.moved', index, offset: -1 }),
              },
              moveDown: {
                label: t('templates.sections.moveDown', { title: item.title }),
                disabled: !canEdit || index === draft.sections.length - 1,
                onClick: () => send({ type: 'request.section.moved', index, offset: 1 }),
              },
            })),
            add: {
              label: t('templates.sections.add'),
              disabled: !canEdit || draft.sections.length >= MAX_REQUEST_SECTIONS,
              onClick: () => send({ type: 'request.section.added' }),
            },
          },
          files: {
            heading: t('templates.files.title'),
            label: t('templates.files.pick'),
            hint: t('templates.files.hint', {
              max: MAX_EXAMPLE_FILES,
              size: sizeLabel(MAX_EXAMPLE_FILE_BYTES),
            }),
            accept: FILE_ACCEPT,
            disabled: !canEdit || draft.files.length >= MAX_EXAMPLE_FILES,
            problems: fileProblems.map((p) =>
              t(`templates.fileProblems.${p.problem}`, {
                name: p.name,
                max: MAX_EXAMPLE_FILES,
                size: sizeLabel(MAX_EXAMPLE_FILE_BYTES),
              }),
            ),
            onPick: (files: ExampleFile[]) => send({ type: 'request.files.picked', files }),
            items: draft.files.map((file, index) => ({
              key: `${index}:${file.name}`,
              name: file.name,
              size: sizeLabel(file.size),
              view: {
                label: t('templates.files.view'),
                ariaLabel: t('templates.files.viewNamed', { name: file.name }),
                disabled: !canEdit,
                onClick: () => send({ type: 'example.opened', index }),
              },
              remove: {
                label: t('templates.files.remove'),
                ariaLabel: t('templates.files.removeNamed', { name: file.name }),
                disabled: !canEdit,
                onClick: () => send({ type: 'request.file.removed', index }),
              },
            })),
          },
          submit: {
            label: snapshot.matches('submitting')
              ? t('templates.builder.sending')
              : t('templates.builder.send'),
            disabled: !canEdit,
            onClick: () => send({ type: 'request.submitted' }),
          },
        }
      : null,

    sectionModal: section
      ? {
          heading:
            section.index === null ? t('templates.section.newTitle') : t('templates.section.editTitle'),
          title: {
            name: 'section_title',
            label: t('templates.section.title'),
            value: section.title,
            maxLength: MAX_SECTION_TITLE,
            error: fieldMessage(t, sectionErrors.title, MAX_SECTION_TITLE),
            onChange: (value: string) => send({ type: 'section.field.changed', field: 'title', value }),
          },
          description: {
            name: 'section_description',
            label: t('templates.section.description'),
            hint: t('templates.section.descriptionHint'),
            value: section.description,
            maxLength: MAX_TEXT,
            error: fieldMessage(t, sectionErrors.description, MAX_TEXT),
            onChange: (value: string) => send({ type: 'section.field.changed', field: 'description', value }),
          },
          requestedChanges: {
            name: 'section_requested_changes',
            label: t('templates.section.requestedChanges'),
            hint: t('templates.section.requestedChangesHint'),
            value: section.requested_changes,
            maxLength: MAX_TEXT,
            error: fieldMessage(t, sectionErrors.requested_changes, MAX_TEXT),
            onChange: (value: string) =>
              send({ type: 'section.field.changed', field: 'requested_changes', value }),
          },
          save: { label: t('templates.section.save'), onClick: () => send({ type: 'section.saved' }) },
          cancel: {
            label: t('templates.section.cancel'),
            onClick: () => send({ type: 'section.cancelled' }),
          },
        }
      : null,

    /** Earlier requests (not the pending one shown above), newest first. */
    history: {
      heading: t('templates.history.title'),
      items: context.requests.filter((r) => r.id !== pending?.id).map((r) => requestSummary(t, r)),
    },
  }
}
