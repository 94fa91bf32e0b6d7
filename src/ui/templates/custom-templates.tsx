import { useId } from 'react'
import { connectCustomTemplates } from '../../machines/custom-templates/custom-templates.connect'
import { CommandButton } from '../components/command-button'
import { CommandForm } from '../components/command-form'
import { Dialog } from '../components/dialog'
import { useConnect } from '../components/use-connect'
import { ListSection, TextControlField } from './parts'
import { useCustomTemplatesActor } from './use-custom-templates-actor'

/** The clinician's own texts (name and text): the list, a form to write or change one, and the warning. */
export function CustomTemplatesView() {
  const actor = useCustomTemplatesActor()
  const view = useConnect(actor, connectCustomTemplates)
  const formId = useId()
  return (
    <ListSection list={view} testId="custom-templates">
      {view.items.length > 0 && (
        <ul className="templates-list">
          {view.items.map((item) => (
            <li key={item.id} className="card">
              <h3>{item.name}</h3>
              <p className="templates-instruction">{item.text}</p>
              <div className="cluster">
                <CommandButton command={item.copy} />
                <CommandButton command={item.edit} />
                <CommandButton command={item.remove} className="quiet" />
                {item.copied && (
                  <span role="status" className="form-status">
                    {item.copied}
                  </span>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {view.draft ? (
        <CommandForm
          aria-labelledby={formId}
          aria-busy={view.draft.isBusy || undefined}
          onSubmit={() => view.draft?.save.onClick()}
        >
          <h3 id={formId}>{view.draft.heading}</h3>
          {view.draft.problem && (
            <p role="alert" className="form-problem">
              {view.draft.problem}
            </p>
          )}
          <TextControlField field={view.draft.name} autoFocus />
          <TextControlField field={view.draft.text} multiline />
          <div className="cluster">
            <button type="submit" className="primary" aria-disabled={view.draft.save.disabled || undefined}>
              {view.draft.save.label}
            </button>
            <CommandButton command={view.draft.cancel} />
          </div>
        </CommandForm>
      ) : (
        view.create && <CommandButton command={view.create} />
      )}
      {view.dialog && <Dialog actor={view.dialog} />}
    </ListSection>
  )
}
