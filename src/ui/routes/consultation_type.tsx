import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { useLocation, useParams } from 'react-router-dom'
import { selectUser } from '../../machines/app/app.selectors'
import { TypeEditor } from '../catalogue/type-editor'
import type { EditorLocationState } from '../catalogue/use-type-editor-actor'
import { useAppActor } from '../shell-context'
import '../catalogue/catalogue.css'

/** /editor/{consultation_type_id?}: a new type, one of Escriba's (read-only, copied to edit), or one's own. */
export default function ConsultationTypeRoute() {
  const { t } = useTranslation()
  const { consultation_type_id: typeId = null } = useParams()
  const { state } = useLocation()
  const user = useSelector(useAppActor(), selectUser)
  // The editor's own address changes (a new type saved, a copy made) keep the same editor.
  const editorKey = (state as Partial<EditorLocationState> | null)?.editorKey ?? typeId ?? 'new'
  return (
    <main data-route="consultation_type" className="type-editor page-wide">
      <h1>{t('routes.consultation_type.title')}</h1>
      <TypeEditor
        key={editorKey}
        editorKey={editorKey}
        typeId={typeId}
        specialityId={user?.medical_speciality_id ?? null}
      />
    </main>
  )
}
