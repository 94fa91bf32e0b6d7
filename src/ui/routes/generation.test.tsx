import { fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { clinician } from '../../../tests/unit/fixtures'
import { API, boot, recordRequests, signIn, viewTestServer } from '../../../tests/unit/view-harness'
import { sampleTypes } from '../../machines/shared/catalogue-samples'

const { server, mounted } = viewTestServer()

function generationServer() {
  server.use(
    http.get(`${API}/v1/account`, () => HttpResponse.json({ data: { d_user: clinician } })),
    http.get(`${API}/v1/consultation_types`, () =>
      HttpResponse.json({ data: { d_consultation_types: sampleTypes } }),
    ),
    http.get(`${API}/v1/models`, () =>
      HttpResponse.json({
        data: {
          engine: 'extractive',
          models: [{ id: 'extractive', private: true, experimental: false, default: true }],
        },
      }),
    ),
    http.post(`${API}/generate`, () =>
      HttpResponse.json({ data: { text: '## Motivo da referenciação\n\nLombalgia **persistente**.' } }),
    ),
  )
}

describe('the generation screen', () => {
  it('writes a document from a named prompt and pasted text, and shows it as markdown', async () => {
    generationServer()
    const requests = recordRequests(server)
    signIn(clinician)
    mounted(boot('/generate/referral_letter').stop)
    await screen.findByRole('heading', { level: 1, name: 'Carta de referenciação' })
    fireEvent.click(screen.getByRole('button', { name: 'Gerar documento' }))
    expect(await screen.findByText('Cole ou escreva o texto de que o documento parte.')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Texto'), { target: { value: 'Doente com lombalgia.' } })
    fireEvent.change(screen.getByLabelText('Tensão arterial (mmHg)'), { target: { value: '128/82' } })
    fireEvent.click(screen.getByRole('button', { name: 'Gerar documento' }))
    expect(await screen.findByText('persistente', { selector: 'strong' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'Motivo da referenciação' })).toBeTruthy()
    await waitFor(() =>
      expect(requests.find((r) => r.call === 'POST /generate')?.body).toEqual({
        data: { text: 'Doente com lombalgia.', bloodpressure: '128/82' },
        template: 'referral_letter',
      }),
    )
  })

  it('says when the prompt is neither a consultation type nor a document', async () => {
    generationServer()
    signIn(clinician)
    mounted(boot('/generate/horoscope').stop)
    expect(await screen.findByRole('heading', { level: 1, name: 'Modelo não encontrado' })).toBeTruthy()
  })
})
