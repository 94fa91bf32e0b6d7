import type { SnapshotFrom } from 'xstate'
import type { Translate } from '../shared/field-props'
import type { Send } from '../shared-connect/commands'
import type { CustomDocumentsEvent, customDocumentsMachine } from './custom-documents.machine'

type DocumentsSnapshot = SnapshotFrom<typeof customDocumentsMachine>

export const selectIsReady = (snapshot: DocumentsSnapshot) => snapshot.hasTag('ready')
export const selectOpenDocument = (snapshot: DocumentsSnapshot) =>
  snapshot.hasTag('document-open')
    ? (snapshot.context.documents.find((d) => d.id === snapshot.context.openId) ?? null)
    : null

/** The custom documents for their view: the list, and the document modal with the open one's sections. */
export function connectCustomDocuments(
  snapshot: DocumentsSnapshot,
  send: Send<CustomDocumentsEvent>,
  t: Translate,
) {
  const { documents, problem } = snapshot.context
  const problemText = problem ? t(`templates.customDocuments.problems.${problem}`) : null
  const open = selectOpenDocument(snapshot)
  const refreshing = snapshot.matches({ ready: 'refreshing' })
  return {
    heading: t('templates.customDocuments.title'),
    intro: t('templates.customDocuments.intro'),
    isLoading: snapshot.matches('loading'),
    loadProblem: snapshot.matches('failed') ? problemText : null,
    retry: snapshot.matches('failed')
      ? { label: t('templates.retry'), onClick: () => send({ type: 'documents.retry' }) }
      : null,
    problem: snapshot.hasTag('ready') && snapshot.hasTag('error') ? problemText : null,
    empty: selectIsReady(snapshot) && documents.length === 0 ? t('templates.customDocuments.empty') : null,
    refresh: selectIsReady(snapshot)
      ? {
          label: refreshing
            ? t('templates.customDocuments.refreshing')
            : t('templates.customDocuments.refresh'),
          disabled: !snapshot.can({ type: 'documents.refresh' }),
          onClick: () => send({ type: 'documents.refresh' }),
        }
      : null,
    items: selectIsReady(snapshot)
      ? documents.map((doc) => ({
          id: doc.id,
          name: doc.name,
          description: doc.description,
          owner: doc.organization
            ? t('templates.customDocuments.organization')
            : t('templates.customDocuments.own'),
          sections: t('templates.customDocuments.sectionCount', { count: doc.sections.length }),
          open: {
            label: t('templates.customDocuments.open'),
            ariaLabel: t('templates.customDocuments.openNamed', { name: doc.name }),
            onClick: () => send({ type: 'document.opened', documentId: doc.id }),
          },
        }))
      : [],
    modal: open
      ? {
          title: open.name,
          description: open.description,
          owner: open.organization
            ? t('templates.customDocuments.organization')
            : t('templates.customDocuments.own'),
          howTo: t('templates.customDocuments.howTo'),
          sections: open.sections.map((section) => ({
            key: section.key,
            title: section.title,
            instruction: section.instruction,
          })),
          close: {
            label: t('templates.customDocuments.close'),
            onClick: () => send({ type: 'document.closed' }),
          },
        }
      : null,
  }
}
