import type { ActorRefFrom } from 'xstate'
import type { GenerationActor } from '../../machines/documents/documents.connect'
import type { documentsMachine } from '../../machines/documents/documents.machine'
import type { Command } from '../../machines/shared-connect/commands'
import type { GenerationOptions } from '../../services/documents'
import { CommandButton } from '../components/command-button'
import { DocumentView } from './document-view'

/** A selectable or custom document of the panel, as its connect function lists it. */
export type DocumentEntryApi = {
  id: string
  name: string
  description: string | null
  /** Whose it is (custom documents only): the clinician's own, or their organisation's. */
  owner?: string
  /** Its generation, once opened. */
  actor: GenerationActor | null
  /** The button that opens it, until it is. */
  open: Command | null
}

/** An opened document is its view; another says what it is beside a button to write it. */
export function DocumentEntry({
  entry,
  panel,
  clinician,
  options,
}: {
  entry: DocumentEntryApi
  panel: ActorRefFrom<typeof documentsMachine>
  clinician: string
  options: GenerationOptions
}) {
  if (entry.actor)
    return (
      <DocumentView
        actor={entry.actor}
        panel={panel}
        name={entry.id}
        title={entry.name}
        clinician={clinician}
        options={options}
      />
    )
  return (
    <div className="selectable-document-offer">
      <div>
        <strong>{entry.name}</strong>
        {entry.owner && (
          <>
            {' '}
            <span className="badge">{entry.owner}</span>
          </>
        )}
        {entry.description && <p className="muted text-sm">{entry.description}</p>}
      </div>
      {entry.open && <CommandButton command={entry.open} />}
    </div>
  )
}
