import type { SnapshotFrom } from 'xstate'
import { problemMessage, type Translate } from '../shared/field-props'
import { commandIfAccepted, type Send } from '../shared-connect/commands'
import { sectionStyle } from '../shared-connect/field-presets'
import { tagSelectors } from '../shared-connect/tag-selectors'
import type { SelectableDocumentEvent, selectableDocumentMachine } from './selectable-document.machine'

type DocumentSnapshot = SnapshotFrom<typeof selectableDocumentMachine>

export const { selectIsLoading, selectIsReady, selectIsMissing } = tagSelectors<DocumentSnapshot>()({
  selectIsLoading: 'busy',
  selectIsReady: 'ready',
  selectIsMissing: 'missing',
})
export const selectDocument = (snapshot: DocumentSnapshot) => snapshot.context.document

/** The document's template as the view shows it, read-only. */
export function connectSelectableDocument(
  snapshot: DocumentSnapshot,
  send: Send<SelectableDocumentEvent>,
  t: Translate,
) {
  const document = selectDocument(snapshot)
  return {
    isLoading: selectIsLoading(snapshot),
    isMissing: selectIsMissing(snapshot),
    title: document?.name ?? null,
    description: document?.description ?? null,
    sections: (document?.sections ?? []).map((section) => ({
      key: section.key,
      title: section.title,
      instruction: section.instruction,
      style: sectionStyle(section, t),
    })),
    problem: problemMessage(t, snapshot.context.problem),
    retry: commandIfAccepted(snapshot, send, { type: 'document.retry' }, t('selectableDocument.retry')),
  }
}
