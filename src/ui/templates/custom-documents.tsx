import { connectCustomDocuments } from '../../machines/custom-documents/custom-documents.connect'
import { CommandButton } from '../components/command-button'
import { useConnect } from '../components/use-connect'
import { ListSection, Modal } from './parts'
import { useCustomDocumentsActor } from './use-custom-documents-actor'

/** The custom documents made for the clinician and their organisation, each opened in the document modal. */
export function CustomDocumentsView() {
  const actor = useCustomDocumentsActor()
  const view = useConnect(actor, connectCustomDocuments)
  return (
    <ListSection list={view} testId="custom-documents">
      {view.items.length > 0 && (
        <ul className="card-grid">
          {view.items.map((item) => (
            <li key={item.id} className="card">
              <h3>{item.name}</h3>
              {item.description && <p>{item.description}</p>}
              <p className="muted text-sm">
                <span className="badge">{item.owner}</span> {item.sections}
              </p>
              <CommandButton command={item.open} />
            </li>
          ))}
        </ul>
      )}
      {view.refresh && (
        <p>
          <CommandButton command={view.refresh} className="quiet" />
        </p>
      )}
      {view.modal && (
        <Modal
          title={view.modal.title}
          closeLabel={view.modal.close.label}
          onClose={view.modal.close.onClick}
          wide
        >
          <p className="muted">
            <span className="badge">{view.modal.owner}</span> {view.modal.description}
          </p>
          <ol className="templates-list">
            {view.modal.sections.map((section) => (
              <li key={section.key}>
                <h3>{section.title}</h3>
                {section.instruction && <p className="templates-instruction">{section.instruction}</p>}
              </li>
            ))}
          </ol>
          <p className="notice">{view.modal.howTo}</p>
          <footer className="dialog-actions">
            {/* biome-ignore lint/a11y/noAutofocus: a modal moves focus in. */}
            <button type="button" className="primary" autoFocus onClick={view.modal.close.onClick}>
              {view.modal.close.label}
            </button>
          </footer>
        </Modal>
      )}
    </ListSection>
  )
}
