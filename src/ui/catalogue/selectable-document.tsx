import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { connectSelectableDocument } from '../../machines/selectable-document/selectable-document.connect'
import { pathFor } from '../../navigation/route-paths'
import { ProblemNotice } from '../components/problem-notice'
import { useConnect } from '../components/use-connect'
import { TemplatePreview } from './template-preview'
import { useSelectableDocumentActor } from './use-selectable-document-actor'

/** A selectable document's template, read-only, with the way back to its consultation type. */
export function SelectableDocumentView({ typeId, documentId }: { typeId: string; documentId: string }) {
  const { t } = useTranslation()
  const actor = useSelectableDocumentActor(typeId, documentId)
  const api = useConnect(actor, connectSelectableDocument)
  return (
    <>
      <p>
        <Link to={pathFor({ to: 'consultation_type', params: { consultation_type_id: typeId } })}>
          {t('selectableDocument.back')}
        </Link>
      </p>
      {api.isLoading && <p role="status">{t('app.loading')}</p>}
      <ProblemNotice problem={api.problem} retry={api.retry} />
      {api.title && (
        <>
          <h2>{api.title}</h2>
          {api.description && <p>{api.description}</p>}
          <p className="muted">{t('selectableDocument.intro')}</p>
          <TemplatePreview title={null} heading={null} description={null} sections={api.sections} />
        </>
      )}
    </>
  )
}
