import { CustomDocumentsView } from './custom-documents'
import { CustomTemplatesView } from './custom-templates'
import { TemplateRequestView } from './template-request'
import './templates.css'

/** Settings → custom documents: the request builder (or the pending request), the documents, the texts. */
export function TemplatesSettings({ inOrganization }: { inOrganization: boolean }) {
  return (
    <>
      <CustomDocumentsView />
      <TemplateRequestView inOrganization={inOrganization} />
      <CustomTemplatesView />
    </>
  )
}
