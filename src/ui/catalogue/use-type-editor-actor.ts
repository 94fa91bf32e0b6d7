import { useNavigate } from 'react-router-dom'
import { fromPromise } from 'xstate'
import type { ConsultationType } from '../../../contract/catalogue'
import { selectHasUnsavedChanges } from '../../machines/type-editor/type-editor.connect'
import { type DocumentChoice, typeEditorMachine } from '../../machines/type-editor/type-editor.machine'
import { pathFor } from '../../navigation/route-paths'
import { createCatalogue } from '../../services/catalogue'
import { useExitGuard, useWarnBeforeUnload } from '../components/exit-guard'
import { useScreenActor } from '../components/screen-actor'
import { useApiService } from '../shell-context'

/** Which type the editor opens: a saved one, or a new one (under a speciality when given); `editorKey` names this editor. */
export type TypeEditorTarget = { typeId: string | null; specialityId: string | null; editorKey: string }

/** Location state of the editor's own address changes (a new type saved, a copy made): same screen. */
export type EditorLocationState = { editorKey: string }

const isOwnMove = (state: unknown, editorKey: string) =>
  (state as Partial<EditorLocationState> | null)?.editorKey === editorKey

/** Every selectable document some type offers, once each, in catalogue order. */
function documentsOf(types: readonly ConsultationType[]): DocumentChoice[] {
  const seen = new Map<string, DocumentChoice>()
  for (const type of types) for (const document of type.selectable_documents) seen.set(document.id, document)
  return [...seen.values()]
}

/**
 * The editor of a consultation type, with its unsaved-changes protection: the router asks the machine
 * before leaving (the exit guard, while the machine says 'unsaved'), and so does the browser (beforeunload).
 */
export function useTypeEditorActor({ typeId, specialityId, editorKey }: TypeEditorTarget) {
  const catalogue = useApiService(createCatalogue)
  const navigate = useNavigate()
  const exit = useExitGuard(({ currentLocation, nextLocation }) => {
    if (currentLocation.pathname === nextLocation.pathname) return false
    if (isOwnMove(nextLocation.state, editorKey)) return false
    if (!selectHasUnsavedChanges(actor.getSnapshot())) return false
    actor.send({ type: 'editor.leave.requested' })
    return true
  })
  const actor = useScreenActor(
    typeEditorMachine.provide({
      actors: {
        'load editor': fromPromise(async ({ input }) => {
          const [type, start, inputs] = await Promise.all([
            input.typeId ? catalogue.consultationType(input.typeId) : null,
            catalogue.start(),
            catalogue.processorInputs(),
          ])
          return { type, specialities: start.specialities, inputs, documents: documentsOf(start.types) }
        }),
        'save type': fromPromise(({ input }) =>
          input.typeId ? catalogue.updateType(input.typeId, input.draft) : catalogue.createType(input.draft),
        ),
        'copy type': fromPromise(({ input }) => catalogue.copyType(input.typeId)),
        'delete type': fromPromise(({ input }) => catalogue.deleteType(input.typeId)),
      },
      actions: {
        // A new type or a copy gets its own address, on the same screen (the editor key stays).
        'report type saved': (_, { type }) =>
          void navigate(pathFor({ to: 'consultation_type', params: { consultation_type_id: type.id } }), {
            replace: true,
            state: { editorKey } satisfies EditorLocationState,
          }),
        'report type deleted': () => void navigate(pathFor({ to: 'home' })),
        leave: exit.leave,
        stay: exit.stay,
      },
    }),
    { input: { typeId, specialityId } },
  )
  useWarnBeforeUnload(actor, selectHasUnsavedChanges)
  return actor
}
