import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import type { EngineHealth, HealthResponse } from '../../../contract/health'
import { clinician } from '../../../tests/unit/fixtures'
import { API, renderInShell, viewTestServer } from '../../../tests/unit/view-harness'
import { TranscriptionNotice } from './transcription-notice'

// The notice as home and the consultation screen mount it, on the real API client over MSW.
const { server, mounted } = viewTestServer()

const REASON =
  'transcription engine unavailable: no Whisper model at /srv/escriba/data/models/ggml-base-q5_1.bin: put a ggml model there (WHISPER_MODEL_PATH) or set WHISPER_MODEL_URL, or set TRANSCRIPTION_ENGINE=openai with TRANSCRIPTION_URL'

function answerHealth(transcription: EngineHealth) {
  const body: HealthResponse = {
    status: 'ok',
    database: 'ok',
    jobs: 'ok',
    version: '0.1.0',
    engines: {
      transcription,
      generation: { ready: true, state: 'ready', reason: null },
      assistant: { ready: true, state: 'ready', reason: null },
    },
  }
  let asked = 0
  server.use(
    http.get(`${API}/health`, () => {
      asked++
      return HttpResponse.json(body)
    }),
  )
  return () => asked
}

function mount(children: React.ReactNode) {
  const view = renderInShell(server, clinician, children)
  mounted(view.stop)
  return view
}

describe('the transcription notice', () => {
  it('says before recording that transcription is not available, why, and links to typing the transcript', async () => {
    answerHealth({ ready: false, state: 'unavailable', reason: REASON })
    mount(
      <>
        <TranscriptionNotice transcriptId="consultation-transcript" />
        <textarea id="consultation-transcript" aria-label="Transcrição" />
      </>,
    )
    const notice = await screen.findByRole('region', { name: 'Transcrição indisponível.' })
    expect(notice.textContent).toContain('o que gravar fica guardado e é transcrito')
    const link = screen.getByRole('link', { name: 'Escrever ou colar a transcrição' })
    expect(link.getAttribute('href')).toBe('#consultation-transcript')
    // The server's reason, for whoever runs it, behind a disclosure.
    expect(screen.getByText('Motivo (para quem gere o servidor)').tagName).toBe('SUMMARY')
    expect(screen.getByText(REASON)).toBeTruthy()
  })

  it('on home, says the transcript can be typed in the consultation', async () => {
    answerHealth({ ready: false, state: 'unavailable', reason: REASON })
    mount(<TranscriptionNotice />)
    const notice = await screen.findByRole('region', { name: 'Transcrição indisponível.' })
    expect(within(notice).getByText('Pode escrever ou colar a transcrição na consulta.')).toBeTruthy()
    expect(within(notice).queryByRole('link')).toBeNull()
  })

  it('says the speech model is loading while the server starts', async () => {
    answerHealth({ ready: false, state: 'starting', reason: 'downloading the Whisper model (40 %)' })
    mount(<TranscriptionNotice />)
    const notice = await screen.findByRole('region', { name: 'A transcrição está a iniciar.' })
    expect(notice.getAttribute('data-transcription-notice')).toBe('starting')
    expect(notice.textContent).toContain('O modelo de voz ainda está a carregar')
  })

  it('draws nothing when transcription is ready', async () => {
    const asked = answerHealth({ ready: true, state: 'ready', reason: null })
    const { container } = mount(<TranscriptionNotice />)
    await waitFor(() => expect(asked()).toBe(1))
    expect(container.querySelector('[data-transcription-notice]')).toBeNull()
  })
})
