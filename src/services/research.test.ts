import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { mswServer, TEST_API, testApi } from '../../tests/unit/api-client'
import { attachmentName, createResearch } from './research'

const BASE = TEST_API
const server = mswServer()

const research = () => createResearch(testApi({ token: 'jwt-1', path: '/trials' }))

describe('research service', () => {
  it('sends only the filters that are set, to the results and to the CSV', async () => {
    const queries: string[] = []
    server.use(
      http.get(`${BASE}/v1/research_spaces/s-1/trials/t-1/results`, ({ request }) => {
        queries.push(new URL(request.url).search)
        return HttpResponse.json({ data: { d_results: [] } })
      }),
      http.get(`${BASE}/v1/research_spaces/s-1/trials/t-1/results.csv`, ({ request }) => {
        queries.push(new URL(request.url).search)
        return new HttpResponse('\uFEFFpatient\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="results-Ensaio-%C3%A1.csv"',
          },
        })
      }),
    )
    await research().results('s-1', 't-1', { final_result: 'fit', review_status: undefined, q: '' })
    const csv = await research().resultsCsv('s-1', 't-1', { review_status: 'approved', q: 'Doente' })
    expect(queries).toEqual(['?final_result=fit', '?review_status=approved&q=Doente'])
    expect(csv.filename).toBe('results-Ensaio-á.csv')
    expect(await csv.blob.text()).toContain('patient')
  })

  it('reads the file name a download suggests', () => {
    expect(attachmentName('attachment; filename="results-GLIC-2026.csv"', 'x.csv')).toBe(
      'results-GLIC-2026.csv',
    )
    expect(attachmentName(null, 'results.csv')).toBe('results.csv')
    expect(attachmentName('attachment; filename="100%.csv"', 'x.csv')).toBe('100%.csv')
  })
})
