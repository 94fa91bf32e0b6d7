import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import { MAIN_DOCUMENT } from '../../../contract/consultations'
import type { generationMachine } from '../generation/generation.machine'
import type { Translate } from '../shared/fields'
import { type DocumentsEvent, documentActorId, type documentsMachine } from './documents.machine'

type DocumentsSnapshot = SnapshotFrom<typeof documentsMachine>
export type GenerationActor = ActorRefFrom<typeof generationMachine>

export const selectIsLoading = (snapshot: DocumentsSnapshot) => snapshot.hasTag('busy')
export const selectIsReady = (snapshot: DocumentsSnapshot) => snapshot.hasTag('ready')
export const selectTypeName = (snapshot: DocumentsSnapshot) => snapshot.context.typeName
export const selectConsultationDate = (snapshot: DocumentsSnapshot) => snapshot.context.consultationDate

/** A document's generation actor, once it has one. */
export const selectDocumentActor = (snapshot: DocumentsSnapshot, name: string) =>
  (snapshot.children[documentActorId(name)] as GenerationActor | undefined) ?? null

/** The panel: the main note, the selectable documents (opened or offered), the load's message. */
export function connectDocuments(
  snapshot: DocumentsSnapshot,
  send: (event: DocumentsEvent) => void,
  t: Translate,
) {
  const { context } = snapshot
  const problem = context.loadProblem
  return {
    isLoading: selectIsLoading(snapshot),
    isReady: selectIsReady(snapshot),
    loadProblem:
      snapshot.hasTag('error') && problem
        ? problem === 'connection'
          ? t('documents.problems.connection')
          : problem === 'not_found'
            ? t('documents.problems.not_found')
            : t('documents.loadFailed')
        : null,
    reload: snapshot.can({ type: 'documents.reload' })
      ? { label: t('documents.retry'), onClick: () => send({ type: 'documents.reload' }) }
      : null,
    main: selectDocumentActor(snapshot, MAIN_DOCUMENT),
    /** The selectable documents: an opened one has its actor, the others a button to write them. */
    selectable: context.selectable.map((entry) => ({
      id: entry.id,
      name: entry.name,
      description: entry.description,
      actor: selectDocumentActor(snapshot, entry.id),
      open: context.opened.includes(entry.id)
        ? null
        : {
            label: t('documents.writeDocument', { name: entry.name }),
            onClick: () => send({ type: 'documents.open', name: entry.id }),
          },
    })),
  }
}
