import type { SnapshotFrom } from 'xstate'
import type { Language } from '../../../contract/common'
import type { TemplateRequestStatus } from '../../../contract/templates'
import { languageOptions, type Translate } from '../shared/field-props'
import { commandIfAccepted, type Send } from '../shared-connect/commands'
import type { StaffRequestsEvent, staffRequestsMachine } from './staff-requests.machine'
import { MAX_TEMPLATE_TEXT, parseTemplate } from './template-text'

type StaffRequestsSnapshot = SnapshotFrom<typeof staffRequestsMachine>

export const STATUS_FILTERS = ['all', 'pending', 'approved', 'declined'] as const

export const selectIsBusy = (snapshot: StaffRequestsSnapshot) => snapshot.hasTag('busy')
export const selectIsReadingRequest = (snapshot: StaffRequestsSnapshot) => snapshot.hasTag('request')

/** How a file is shown in the page: PDF in a frame, an image, a text, or only a download. */
export type FileKind = 'pdf' | 'image' | 'text' | 'download'
export const fileKindOf = (contentType: string): FileKind =>
  contentType === 'application/pdf'
    ? 'pdf'
    : contentType.startsWith('image/')
      ? 'image'
      : contentType.startsWith('text/')
        ? 'text'
        : 'download'

const sizeOf = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${Math.round(bytes / 1024)} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** The template requests section: the queue with its filter, or one request with its template editor. */
export function connectStaffRequests(
  snapshot: StaffRequestsSnapshot,
  send: Send<StaffRequestsEvent>,
  t: Translate,
  formatDate: (iso: string) => string,
) {
  const { status, requests, opened, template, declineReason, decided, problem } = snapshot.context
  const { preview, previewStatus, previewLanguage } = snapshot.context
  const busy = selectIsBusy(snapshot)
  const statusLabel = (value: TemplateRequestStatus) => t(`staff.requests.status.${value}`)
  const parsed = parseTemplate(template)
  const request = opened?.request ?? null
  const pending = request?.status === 'pending'
  return {
    isBusy: busy,
    isReading: selectIsReadingRequest(snapshot),
    problem: problem ? t(`staff.requests.problems.${problem}`) : null,
    retry: commandIfAccepted(snapshot, send, { type: 'requests.retry' }, t('staff.retry')),
    back: commandIfAccepted(snapshot, send, { type: 'requests.back' }, t('staff.requests.back')),
    filter: {
      label: t('staff.requests.filter'),
      value: status ?? 'all',
      options: STATUS_FILTERS.map((value) => ({
        value,
        label: value === 'all' ? t('staff.requests.status.all') : statusLabel(value),
      })),
      disabled: busy,
      onChange: (value: string) =>
        send({ type: 'requests.filter', status: value === 'all' ? null : (value as TemplateRequestStatus) }),
    },
    queue: snapshot.hasTag('queue')
      ? {
          empty:
            !busy && !snapshot.hasTag('error') && requests.length === 0 ? t('staff.requests.empty') : null,
          items: requests.map((item) => ({
            key: item.id,
            title: item.title,
            status: statusLabel(item.status),
            isPending: item.status === 'pending',
            who: t('staff.requests.from', {
              name: item.requester.name,
              email: item.requester.email,
            }),
            organization: item.organization_name
              ? t('staff.requests.forOrganization', { name: item.organization_name })
              : null,
            when: formatDate(item.created_at),
            open: {
              label: t('staff.requests.open', { title: item.title }),
              onClick: () => send({ type: 'requests.open', id: item.id }),
            },
          })),
        }
      : null,
    request: request
      ? {
          title: request.title,
          status: statusLabel(request.status),
          who: t('staff.requests.from', { name: request.requester.name, email: request.requester.email }),
          organization: request.organization_name
            ? t('staff.requests.forOrganization', { name: request.organization_name })
            : null,
          when: t('staff.requests.sentAt', { when: formatDate(request.created_at) }),
          sectionsHeading: t('staff.requests.sections'),
          sections: request.sections.map((section, index) => ({
            key: `${index}`,
            title: section.title,
            description: section.description,
            requestedChanges: section.requested_changes
              ? t('staff.requests.requestedChanges', { text: section.requested_changes })
              : null,
          })),
          vocabulary: {
            label: t('staff.requests.vocabulary'),
            text: request.vocabulary_comment || t('staff.requests.none'),
          },
          baseDocument: {
            label: t('staff.requests.baseDocument'),
            text: request.base_document_id ?? t('staff.requests.none'),
          },
          declineReason: request.decline_reason
            ? t('staff.requests.declinedBecause', { reason: request.decline_reason })
            : null,
          filesHeading: t('staff.requests.files'),
          noFiles: opened && opened.files.length === 0 ? t('staff.requests.noFiles') : null,
          files: (opened?.files ?? []).map((file) => ({
            key: file.id,
            kind: fileKindOf(file.content_type),
            name: file.filename,
            size: sizeOf(file.bytes),
            blob: file.blob,
            text: file.text,
            frameTitle: t('staff.requests.fileFrame', { name: file.filename }),
            downloadLabel: t('staff.requests.download', { name: file.filename }),
          })),
          decided: decided ? t(`staff.requests.decided.${decided}`) : null,
        }
      : null,
    editor:
      request && pending
        ? {
            heading: t('staff.requests.template.heading'),
            help: t('staff.requests.template.help'),
            field: {
              name: 'template',
              label: t('staff.requests.template.label'),
              value: template,
              maxLength: MAX_TEMPLATE_TEXT,
              readOnly: busy,
              error: parsed.problem ? t(`staff.requests.template.problems.${parsed.problem}`) : null,
              onChange: (text: string) => send({ type: 'template.change', text }),
            },
            preview: {
              heading: t('staff.requests.template.preview'),
              name: parsed.name ?? request.title,
              sections: parsed.sections.map((section, index) => ({
                key: `${index}`,
                title: section.title,
                instruction: section.instruction || null,
                style: [
                  t(`staff.requests.template.format.${section.format}`),
                  section.abbreviations ? t('staff.requests.template.abbreviations') : null,
                ]
                  .filter(Boolean)
                  .join(' · '),
              })),
            },
            generated: {
              heading: t('staff.requests.template.generated.heading'),
              help: t('staff.requests.template.generated.help'),
              language: {
                label: t('staff.requests.template.generated.language'),
                value: previewLanguage,
                options: languageOptions(t),
                disabled: busy,
                onChange: (value: string) => send({ type: 'preview.language', language: value as Language }),
              },
              isBusy: previewStatus === 'waiting' || previewStatus === 'generating',
              status:
                previewStatus === 'waiting' || previewStatus === 'generating'
                  ? t(`staff.requests.template.generated.${previewStatus}`)
                  : null,
              problem: previewStatus === 'failed' ? t('staff.requests.template.generated.failed') : null,
              invalid: parsed.problem ? t('staff.requests.template.generated.invalid') : null,
              retry:
                previewStatus === 'failed' && snapshot.can({ type: 'preview.retry' })
                  ? {
                      label: t('staff.requests.template.generated.retry'),
                      onClick: () => send({ type: 'preview.retry' }),
                    }
                  : null,
              document: preview
                ? {
                    name: parsed.name ?? request.title,
                    sections: preview.sections.map((section) => ({
                      key: section.key,
                      title: section.title,
                      markdown: section.content,
                      empty: section.empty,
                    })),
                    transcriptLabel: t('staff.requests.template.generated.transcript'),
                    transcript: preview.transcript,
                  }
                : null,
            },
            approve: {
              label: t('staff.requests.approve'),
              disabled: busy || !snapshot.can({ type: 'request.approve' }),
              onClick: () => send({ type: 'request.approve' }),
            },
            decline: {
              field: {
                name: 'decline_reason',
                label: t('staff.requests.declineReason'),
                hint: t('staff.requests.declineHint'),
                value: declineReason,
                maxLength: 2000,
                readOnly: busy,
                error: null,
                onChange: (reason: string) => send({ type: 'decline.change', reason }),
              },
              submit: {
                label: t('staff.requests.decline'),
                disabled: busy || !snapshot.can({ type: 'request.decline' }),
                onClick: () => send({ type: 'request.decline' }),
              },
            },
          }
        : null,
  }
}
