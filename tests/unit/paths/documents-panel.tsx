// The consultation's documents panel as the screen mounts it, for the path tests of generation and edit
// notes: the app actor and the real API client over MSW in the shell's context, and what the panel asks
// for as it opens (the consultation with its documents, its type, the models, custom documents, credits).

import { render } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import type { SetupServer } from 'msw/node'
import { I18nextProvider } from 'react-i18next'
import type { ConsultationType } from '../../../contract/catalogue'
import type { GeneratedDocument } from '../../../contract/consultations'
import { createI18n } from '../../../src/i18n/i18n'
import { sampleTypes } from '../../../src/machines/shared/catalogue-samples'
import { createApi } from '../../../src/services/api'
import { startAppActor } from '../../../src/ui/app-actor'
import { DocumentsPanel } from '../../../src/ui/documents/documents-panel'
import { ShellContext } from '../../../src/ui/shell-context'
import { clinician, consultationSession } from '../fixtures'
import { shellServices } from '../shell-services'
import { API, sessionStore, signIn } from '../view-harness'

const type: ConsultationType = { ...sampleTypes[0]!, id: 'ct-1', selectable_documents: [] }

/** Where consultation s-1's documents are asked for, written and polled. */
export const DOCS = `${API}/v1/consultation_sessions/s-1/generated_documents`

/** A document as the server sends it, in the envelope of its answers. */
export const documentAnswer = (document: GeneratedDocument, status = 200) =>
  HttpResponse.json({ data: { d_generated_document: document } }, { status })

/** What the panel loads as it opens: consultation s-1 with `documents`, and nothing else to offer. */
export function panelServer(server: SetupServer, documents: GeneratedDocument[] = []) {
  server.use(
    http.get(`${API}/v1/consultation_sessions/s-1`, () =>
      HttpResponse.json({
        data: { d_consultation_session: consultationSession({ generated_documents: documents }) },
      }),
    ),
    http.get(`${API}/v1/consultation_types/ct-1`, () =>
      HttpResponse.json({ data: { d_consultation_type: type } }),
    ),
    http.get(`${API}/v1/models`, () => HttpResponse.json({ data: { engine: 'extractive', models: [] } })),
    http.get(`${API}/v1/custom_documents`, () => HttpResponse.json({ data: { d_custom_documents: [] } })),
    http.get(`${API}/v1/credits`, () =>
      HttpResponse.json({
        data: {
          d_pools: [{ kind: 'user', name: 'Ana Sousa', balance: 7, spending: true, history: [] }],
          credits_per_document: 1,
          support_contact: null,
        },
      }),
    ),
    http.get(`${DOCS}/:docId/versions`, () => HttpResponse.json({ data: { d_versions: [] } })),
  )
}

/** Mounts the panel of consultation s-1 for a signed-in clinician; hand `stop` to the harness's `mounted`. */
export function openDocumentsPanel() {
  signIn(clinician)
  const api = createApi({
    baseUrl: API,
    getToken: sessionStore.token,
    getLanguage: () => 'pt',
    onUnauthorized: () => {},
    reload: () => {},
    currentPath: () => '/consultation/s-1',
    storage: window.sessionStorage,
  })
  const app = startAppActor({
    sessionStore,
    endServerSession: async () => {},
    navigate: () => {},
    isMobileDevice: false,
    route: 'consultation',
  })
  render(
    <I18nextProvider i18n={createI18n('pt')}>
      <ShellContext value={shellServices(app, { api })}>
        <DocumentsPanel sessionId="s-1" consultationTypeId="ct-1" />
      </ShellContext>
    </I18nextProvider>,
  )
  return { stop: () => app.stop() }
}
