import { useId } from 'react'
import { flushSync } from 'react-dom'
import type { ActorRefFrom } from 'xstate'
import { connectPanelCustomDocuments } from '../../machines/documents/documents.connect'
import type { documentsMachine } from '../../machines/documents/documents.machine'
import type { GenerationOptions } from '../../services/documents'
import { CommandButton } from '../components/command-button'
import { useConnect } from '../components/use-connect'
import { DocumentEntry } from './document-entry'

type PanelActor = ActorRefFrom<typeof documentsMachine>

/** Where a custom document stands in the panel's list, to move focus to once it is being written. */
const entryId = (panelId: string, documentId: string) => `${panelId}-custom-${documentId}`

/**
 * The custom consultation banner: the clinician's custom documents made from this consultation's note or
 * one of its documents, each with a button to write it; focus then moves to the document in the list.
 */
export function CustomDocumentBanner({ panel, panelId }: { panel: PanelActor; panelId: string }) {
  const { banner } = useConnect(panel, connectPanelCustomDocuments)
  const titleId = useId()
  if (!banner) return null
  return (
    <section aria-labelledby={titleId} className="notice custom-document-banner">
      <h3 id={titleId}>{banner.title}</h3>
      <ul className="custom-document-offers">
        {banner.offers.map((offer) => (
          <li key={offer.id}>
            <p>{offer.text}</p>
            <button
              type="button"
              className="primary"
              onClick={() => {
                // The offer leaves the banner: render the document at once and carry focus to it.
                flushSync(() => offer.write.onClick())
                document.getElementById(entryId(panelId, offer.id))?.focus()
              }}
            >
              {offer.write.label}
            </button>
          </li>
        ))}
      </ul>
      <CommandButton command={banner.dismiss} className="quiet" />
    </section>
  )
}

/** The clinician's and their organisation's custom documents, beside the selectable ones, written the same way. */
export function CustomDocumentsList({
  panel,
  panelId,
  clinician,
  options,
}: {
  panel: PanelActor
  panelId: string
  clinician: string
  options: GenerationOptions
}) {
  const { heading, items } = useConnect(panel, connectPanelCustomDocuments)
  const headingId = useId()
  if (items.length === 0) return null
  return (
    <section
      aria-labelledby={headingId}
      className="selectable-documents"
      data-testid="panel-custom-documents"
    >
      <h3 id={headingId}>{heading}</h3>
      <ul className="selectable-document-list">
        {items.map((item) => (
          <li key={item.id} id={entryId(panelId, item.id)} tabIndex={-1}>
            <DocumentEntry entry={item} panel={panel} clinician={clinician} options={options} />
          </li>
        ))}
      </ul>
    </section>
  )
}
