import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { mswServer, TEST_API, testApi } from '../../tests/unit/api-client'
import { consultationSession } from '../../tests/unit/fixtures'
import { createConsultations } from './consultations'

const BASE = TEST_API
const server = mswServer()

const consultations = () => createConsultations(testApi())

const session = consultationSession({ id: 's-1', status: 'created' })
const envelope = { data: { d_consultation_session: session } }

describe('consultations service', () => {
  it('starts a consultation (not mobile unless asked) and passes a 409 on with its field', async () => {
    const bodies: unknown[] = []
    server.use(
      http.post(`${BASE}/v1/consultation_sessions`, async ({ request }) => {
        const body = (await request.json()) as { force: boolean }
        bodies.push(body)
        return body.force
          ? HttpResponse.json(envelope, { status: 201 })
          : HttpResponse.json(
              {
                error: {
                  code: 'conflict',
                  message: 'x',
                  fields: { force: 'An unfinished consultation exists' },
                },
              },
              { status: 409 },
            )
      }),
    )
    const service = consultations()
    const refused = await service
      .createSession({ consultation_type_id: 'cardiology', force: false, mode: 'consultation' })
      .catch((error) => error)
    expect(refused).toMatchObject({ code: 'conflict', status: 409 })
    expect(await service.createSession({ consultation_type_id: 'cardiology', force: true })).toEqual(session)
    expect(bodies).toEqual([
      { consultation_type_id: 'cardiology', force: false, mode: 'consultation', mobile: false },
      { consultation_type_id: 'cardiology', force: true, mobile: false },
    ])
  })

  it('lists the latest sessions, reads one and the active one', async () => {
    let query = ''
    server.use(
      http.get(`${BASE}/v1/consultation_sessions`, ({ request }) => {
        query = new URL(request.url).search
        return HttpResponse.json({ data: { d_consultation_sessions: [session], total: 1 } })
      }),
      http.get(`${BASE}/v1/consultation_sessions/active`, () => HttpResponse.json(envelope)),
      http.get(`${BASE}/v1/consultation_sessions/:id`, () => HttpResponse.json(envelope)),
    )
    const service = consultations()
    expect(await service.listSessions({ perPage: 20 })).toEqual([session])
    expect(query).toBe('?page=1&per_page=20')
    expect(await service.activeSession()).toEqual(session)
    expect(await service.getSession('s-1')).toEqual(session)
  })

  it('saves the whole form as user inputs', async () => {
    let body: unknown
    server.use(
      http.put(`${BASE}/v1/consultation_sessions/s-1`, async ({ request }) => {
        body = await request.json()
        return HttpResponse.json(envelope)
      }),
    )
    const inputs = [
      { processor_input_id: 'bloodpressure', value: '140' },
      {
        processor_input_id: 'bloodpressure',
        secondary_processor_input_id: 'bloodpressure_diastolic',
        value: '90',
      },
    ]
    await consultations().saveUserInputs('s-1', inputs)
    expect(body).toEqual({ user_inputs: inputs })
  })
})
