import { fromPromise } from 'xstate'
import {
  type ExamplePreview,
  type ExampleSource,
  templateRequestMachine,
} from '../../machines/template-request/template-request.machine'
import { createTemplates, type Templates } from '../../services/templates'
import { useScreenActor } from '../components/screen-actor'
import { useApiService } from '../shell-context'

/** The viewer shows at most this much of a text file. */
const MAX_PREVIEW_CHARACTERS = 100_000

/** An example file for the viewer: a draft's from the browser, a sent one from the server; text read as text. */
async function openExample(templates: Templates, source: ExampleSource): Promise<ExamplePreview> {
  const file =
    source.kind === 'draft'
      ? { name: source.file.name, type: source.file.type, size: source.file.size, blob: source.file.blob }
      : {
          name: source.name,
          type: source.type,
          size: source.size,
          blob: await templates.requestFile(source.requestId, source.fileId),
        }
  const isText = file.type === 'text/plain' || file.name.toLowerCase().endsWith('.txt')
  return { ...file, text: isText ? (await file.blob.text()).slice(0, MAX_PREVIEW_CHARACTERS) : null }
}

/** The custom document request, with the clinician's requests and the catalogue to start from. */
export function useTemplateRequestActor(inOrganization: boolean) {
  const templates = useApiService(createTemplates)
  return useScreenActor(
    templateRequestMachine.provide({
      actors: {
        'load requests': fromPromise(async () => {
          const [requests, baseDocuments] = await Promise.all([
            templates.requests(),
            templates.baseDocuments(),
          ])
          return { requests, baseDocuments }
        }),
        'submit request': fromPromise(({ input }) => templates.submitRequest(input.request, input.files)),
        'open example': fromPromise(({ input }) => openExample(templates, input)),
      },
    }),
    { input: { inOrganization } },
  )
}
