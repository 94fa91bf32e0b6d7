import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'
import { SelectableDocumentView } from '../catalogue/selectable-document'
import '../catalogue/catalogue.css'

export default function SelectableDocumentRoute() {
  const { t } = useTranslation()
  const { consultation_type_id: typeId = '', selectable_document_id: documentId = '' } = useParams()
  return (
    <main data-route="selectable_document">
      <h1>{t('routes.selectable_document.title')}</h1>
      <SelectableDocumentView key={`${typeId}/${documentId}`} typeId={typeId} documentId={documentId} />
    </main>
  )
}
