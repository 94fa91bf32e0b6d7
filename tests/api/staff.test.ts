import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, type Call } from '../../contract/api'
import { errorReports } from '../../server/db/schema'
import { createConfirmedUser } from '../../server/features/accounts/service'
import { insertUser, setMembership, updateUser } from '../../server/features/accounts/store'
import { spendForDocument } from '../../server/features/credits/service'
import { ledgerSum, poolOf } from '../../server/features/credits/store'
import { multipart } from '../support/multipart'
import { readOutbox } from '../support/outbox'
import { callAs, createTestApp } from './test-app'
import { postForm, signedInUser } from './users'

let t: Awaited<ReturnType<typeof createTestApp>>
let staff: Awaited<ReturnType<typeof signedInUser>>
let clinician: Awaited<ReturnType<typeof signedInUser>>
type Who = { headers: { authorization: string } } | null

beforeAll(async () => {
  t = await createTestApp({ WELCOME_CREDITS: '10', CREDITS_PER_DOCUMENT: '1' })
  staff = await signedInUser(t, 'en')
  await updateUser(t.database.db, staff.user.id, { isStaff: true })
  clinician = await signedInUser(t, 'en')
})
afterAll(async () => {
  await t?.close()
})

const call: ReturnType<typeof callAs> = (...args) => callAs(t)(...args)

/** A clinician's template request through the real endpoint, with one text example file. */
async function requestFrom(who: Who, title: string) {
  const form = multipart(
    {
      request: JSON.stringify({
        title,
        sections: [
          { title: 'Motivo', description: 'Why the patient is referred', requested_changes: '' },
          { title: 'Plano', description: '', requested_changes: 'Shorter' },
        ],
        vocabulary_comment: 'Use SI units',
        base_document_id: 'referral_letter',
      }),
    },
    [{ name: 'files', filename: 'example.txt', data: Buffer.from('Dear colleague,'), type: 'text/plain' }],
  )
  const res = await postForm(t, who!, '/v1/template_requests', form)
  expect(res.statusCode, res.body).toBe(201)
  return res.json().data.d_template_request.id as string
}

const auditOf = async (action: string) =>
  (await call(staff, 'GET', `/v1/staff/audit?action=${action}`)).json().data.d_audit as {
    actor: { id: string | null; label: string }
    via: string
    target_id: string | null
    details: Record<string, unknown>
  }[]

describe('who may use the staff routes', () => {
  const staffCalls = (Object.entries(api) as [string, Call][]).filter(([, c]) =>
    c.path.startsWith('/v1/staff/'),
  )

  it('declares every staff route in the contract, so the OpenAPI document lists them', async () => {
    expect(staffCalls.length).toBeGreaterThanOrEqual(16)
    const doc = (await call(null, 'GET', '/docs/json')).json()
    for (const [, c] of staffCalls) {
      const path = c.path.replace(/:([A-Za-z_]+)/g, '{$1}')
      expect(doc.paths[path]?.[c.method.toLowerCase()]?.['x-escriba-status'], c.path).toBeUndefined()
      expect(doc.paths[path]?.[c.method.toLowerCase()]?.security, c.path).toEqual([{ bearer: [] }])
    }
  })

  it('answers anonymous 401 and a clinician 403 on every staff route, and changes nothing', async () => {
    const before = (await call(staff, 'GET', '/v1/staff/audit')).json().data.d_audit.length
    for (const [name, c] of staffCalls) {
      const url = c.path.replace(/:[A-Za-z]+/g, randomUUID())
      const body = c.body ? { amount: 5, reason: 'x', email: clinician.email, staff: true } : undefined
      expect((await call(null, c.method, url, body)).statusCode, `${name} anonymous`).toBe(401)
      const res = await call(clinician, c.method, url, body)
      expect(res.statusCode, `${name} clinician`).toBe(403)
      expect(res.json().error.message).toMatch(/staff/)
    }
    expect((await call(staff, 'GET', '/v1/staff/audit')).json().data.d_audit.length).toBe(before)
  })

  it('lets staff make a clinician staff, who may then use the routes; nobody removes their own access', async () => {
    const colleague = await signedInUser(t, 'pt')
    expect((await call(colleague, 'GET', '/v1/staff/audit')).statusCode).toBe(403)
    const made = await call(staff, 'PUT', `/v1/staff/accounts/${colleague.user.id}/staff`, { staff: true })
    expect(made.statusCode, made.body).toBe(200)
    expect(made.json().data.d_account.staff).toBe(true)
    expect((await call(colleague, 'GET', '/v1/staff/audit')).statusCode).toBe(200)
    const own = await call(colleague, 'PUT', `/v1/staff/accounts/${colleague.user.id}/staff`, {
      staff: false,
    })
    expect(own.statusCode).toBe(409)
    const removed = await call(staff, 'PUT', `/v1/staff/accounts/${colleague.user.id}/staff`, {
      staff: false,
    })
    expect(removed.json().data.d_account.staff).toBe(false)
    expect((await call(colleague, 'GET', '/v1/staff/audit')).statusCode).toBe(403)
    const entries = await auditOf('staff.grant')
    expect(entries[0]).toMatchObject({
      actor: { id: staff.user.id, label: staff.email },
      via: 'api',
      target_id: colleague.user.id,
      details: { email: colleague.email, was: false },
    })
    expect((await auditOf('staff.revoke'))[0]?.target_id).toBe(colleague.user.id)
  })

  it('refuses bad input with the field named, never 500', async () => {
    const both = await call(staff, 'POST', '/v1/staff/credits', {
      email: clinician.email,
      organization_id: randomUUID(),
      amount: 5,
      reason: 'x',
    })
    expect(both.statusCode).toBe(400)
    expect(both.json().error.fields).toHaveProperty('user_id')
    const zero = await call(staff, 'POST', '/v1/staff/credits', {
      email: clinician.email,
      amount: 0,
      reason: 'x',
    })
    expect(zero.statusCode).toBe(400)
    expect(zero.json().error.fields).toHaveProperty('amount')
    const unknown = await call(staff, 'POST', '/v1/staff/credits', {
      email: 'nobody@clinic.example',
      amount: 5,
      reason: 'x',
    })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().error.fields).toEqual({ email: 'Unknown account' })
    const status = await call(staff, 'GET', '/v1/staff/template_requests?status=lost')
    expect(status.statusCode).toBe(400)
    expect(status.json().error.fields).toHaveProperty('status')
    expect((await call(staff, 'GET', '/v1/staff/accounts/not-an-id')).statusCode).toBe(400)
    expect((await call(staff, 'GET', `/v1/staff/accounts/${randomUUID()}`)).statusCode).toBe(404)
    const noReason = await call(staff, 'POST', `/v1/staff/accounts/${clinician.user.id}/disable`, {
      reason: ' ',
    })
    expect(noReason.statusCode).toBe(400)
    expect(noReason.json().error.fields).toHaveProperty('reason')
  })
})

describe('template requests', () => {
  it('queues pending requests first, oldest first, with sections, vocabulary, base document and file URLs', async () => {
    const first = await signedInUser(t, 'en')
    const second = await signedInUser(t, 'en')
    const older = await requestFrom(first, 'Referral to physiotherapy')
    const newer = await requestFrom(second, 'School report')
    const declinedFirst = await call(staff, 'POST', `/v1/staff/template_requests/${older}/decline`, {
      reason: 'We have it already',
    })
    expect(declinedFirst.statusCode).toBe(200)
    const third = await requestFrom(first, 'Sick note')
    const queue = (await call(staff, 'GET', '/v1/staff/template_requests')).json().data
      .d_template_requests as {
      id: string
      status: string
    }[]
    const ids = queue.map((r) => r.id)
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(third))
    expect(ids.indexOf(third)).toBeLessThan(ids.indexOf(older))
    expect(queue.findIndex((r) => r.status !== 'pending')).toBeGreaterThan(ids.indexOf(third))
    const pending = (await call(staff, 'GET', '/v1/staff/template_requests?status=pending')).json().data
      .d_template_requests as { status: string }[]
    expect(pending.every((r) => r.status === 'pending')).toBe(true)

    const one = (await call(staff, 'GET', `/v1/staff/template_requests/${newer}`)).json().data
      .d_template_request
    expect(one).toMatchObject({
      title: 'School report',
      vocabulary_comment: 'Use SI units',
      base_document_id: 'referral_letter',
      requester: { id: second.user.id, email: second.email },
      sections: [{ title: 'Motivo' }, { title: 'Plano', requested_changes: 'Shorter' }],
    })
    expect(one).not.toHaveProperty('file_keys')
    const file = await call(staff, 'GET', one.files[0].url)
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toContain('text/plain')
    expect(file.body).toBe('Dear colleague,')
    expect((await call(clinician, 'GET', one.files[0].url)).statusCode).toBe(403)
  })

  it('approves with the template staff wrote: the requester has the document, sees the decision and is mailed', async () => {
    const requester = await signedInUser(t, 'en')
    const id = await requestFrom(requester, 'Referral to cardiology')
    const res = await call(staff, 'POST', `/v1/staff/template_requests/${id}/approve`, {
      name: 'Cardiology referral',
      sections: [
        { title: 'Reason', instruction: 'Why the patient is referred, in one sentence' },
        { title: 'Medication', instruction: 'Current medication', format: 'bullets' },
      ],
    })
    expect(res.statusCode, res.body).toBe(200)
    const { d_custom_document: document, d_template_request: request } = res.json().data
    expect(request).toMatchObject({ status: 'approved', custom_document_id: document.id })
    expect(document.sections.map((s: { title: string }) => s.title)).toEqual(['Reason', 'Medication'])
    const own = (await call(requester, 'GET', '/v1/custom_documents')).json().data.d_custom_documents
    expect(own.map((d: { id: string; name: string }) => [d.id, d.name])).toEqual([
      [document.id, 'Cardiology referral'],
    ])
    const seen = (await call(requester, 'GET', `/v1/template_requests/${id}`)).json().data.d_template_request
    expect(seen).toMatchObject({ status: 'approved', custom_document_id: document.id })
    await t.mailsSent()
    const mail = readOutbox(t.config.outboxDir).filter((m) => m.to === requester.email)
    expect(mail.at(-1)?.subject).toBe('Your document "Referral to cardiology" is ready in Escriba')
    expect((await call(staff, 'POST', `/v1/staff/template_requests/${id}/approve`, {})).statusCode).toBe(409)
    const [entry] = await auditOf('template_request.approve')
    expect(entry).toMatchObject({
      actor: { id: staff.user.id },
      target_id: id,
      details: { custom_document_id: document.id, requester: requester.email, mail: 'queued', sections: 2 },
    })
  })

  it("approves with the request's own sections when the body names none, for the organisation", async () => {
    const requester = await signedInUser(t, 'pt')
    const member = await signedInUser(t, 'pt')
    const org = (
      await call(requester, 'POST', '/v1/organizations', { organization: { name: 'Clínica do Porto' } })
    ).json().data.d_organization.id
    await setMembership(t.database.db, member.user.id, { organizationId: org, role: 'member' })
    const form = multipart({
      request: JSON.stringify({
        title: 'Relatório',
        sections: [{ title: 'Resumo' }],
        for_organization: true,
      }),
    })
    const created = await postForm(t, requester, '/v1/template_requests', form)
    const id = created.json().data.d_template_request.id
    // Support sees which organisation asked, in the queue and on the request.
    const queue = (await call(staff, 'GET', '/v1/staff/template_requests')).json().data.d_template_requests
    expect(queue.find((r: { id: string }) => r.id === id).organization_name).toBe('Clínica do Porto')
    const queued = (await call(staff, 'GET', `/v1/staff/template_requests/${id}`)).json().data
    expect(queued.d_template_request.organization_name).toBe('Clínica do Porto')
    const res = await call(staff, 'POST', `/v1/staff/template_requests/${id}/approve`, {})
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.d_custom_document).toMatchObject({ name: 'Relatório', organization: true })
    expect((await auditOf('template_request.approve'))[0]?.details).toMatchObject({
      organization: 'Clínica do Porto',
    })
    const shared = (await call(member, 'GET', '/v1/custom_documents')).json().data.d_custom_documents
    expect(shared.map((d: { name: string }) => d.name)).toEqual(['Relatório'])
    await t.mailsSent()
    expect(
      readOutbox(t.config.outboxDir)
        .filter((m) => m.to === requester.email)
        .at(-1)?.subject,
    ).toBe('O seu documento «Relatório» está pronto no Escriba')
  })

  it('declines with the reason the clinician sees and is mailed', async () => {
    const requester = await signedInUser(t, 'de')
    const id = await requestFrom(requester, 'Arztbrief')
    const res = await call(staff, 'POST', `/v1/staff/template_requests/${id}/decline`, {
      reason: 'Use the referral letter',
    })
    expect(res.statusCode, res.body).toBe(200)
    const seen = (await call(requester, 'GET', `/v1/template_requests/${id}`)).json().data.d_template_request
    expect(seen).toMatchObject({ status: 'declined', decline_reason: 'Use the referral letter' })
    await t.mailsSent()
    const mail = readOutbox(t.config.outboxDir)
      .filter((m) => m.to === requester.email)
      .at(-1)
    expect(mail?.text).toContain('Use the referral letter')
    expect((await auditOf('template_request.decline'))[0]).toMatchObject({
      target_id: id,
      details: { reason: 'Use the referral letter', requester: requester.email },
    })
  })
})

describe('template preview', () => {
  const template = {
    name: 'Referral',
    sections: [
      { title: 'History', instruction: 'Symptoms and their course' },
      { title: 'Medication', instruction: 'Current medicines and allergies', format: 'bullets' },
      { title: 'Plan', instruction: 'Tests, treatment and follow-up' },
    ],
  }

  it('writes the document from the sample consultation in each language, with the template headings, storing nothing', async () => {
    const before = (await call(staff, 'GET', '/v1/staff/audit')).json().data.d_audit.length
    for (const language of ['pt', 'en', 'de', 'es']) {
      const res = await call(staff, 'POST', '/v1/staff/template_preview', { ...template, language })
      expect(res.statusCode, res.body).toBe(200)
      const preview = res.json().data.d_preview
      expect(preview.language).toBe(language)
      expect(preview.transcript.length).toBeGreaterThan(200)
      expect(preview.sections.map((s: { title: string }) => s.title)).toEqual([
        'History',
        'Medication',
        'Plan',
      ])
      expect(preview.markdown).toContain('## History')
      expect(
        preview.sections.some((s: { empty: boolean }) => !s.empty),
        language,
      ).toBe(true)
    }
    const en = (
      await call(staff, 'POST', '/v1/staff/template_preview', { ...template, language: 'en' })
    ).json().data.d_preview
    expect(en.markdown).toMatch(/azithromycin|cough/i)
    expect((await call(staff, 'GET', '/v1/staff/audit')).json().data.d_audit.length).toBe(before)
  })

  it('refuses bad input with the field named', async () => {
    const language = await call(staff, 'POST', '/v1/staff/template_preview', { ...template, language: 'fr' })
    expect(language.statusCode).toBe(400)
    expect(language.json().error.fields).toHaveProperty('language')
    const none = await call(staff, 'POST', '/v1/staff/template_preview', {
      ...template,
      sections: [],
      language: 'pt',
    })
    expect(none.statusCode).toBe(400)
    expect(none.json().error.fields).toHaveProperty('sections')
    const blank = await call(staff, 'POST', '/v1/staff/template_preview', {
      name: ' ',
      sections: template.sections,
      language: 'pt',
    })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().error.fields).toHaveProperty('name')
  })

  it('answers a clinician 403 and anonymous 401 before reading the body', async () => {
    const body = { ...template, language: 'pt' }
    expect((await call(null, 'POST', '/v1/staff/template_preview', body)).statusCode).toBe(401)
    expect((await call(clinician, 'POST', '/v1/staff/template_preview', body)).statusCode).toBe(403)
    expect((await call(clinician, 'POST', '/v1/staff/template_preview', { language: 'xx' })).statusCode).toBe(
      403,
    )
  })
})

describe('announcements', () => {
  it('adds one in pt and en, scheduled, lists it, shows it to readers in its window, and removes it, audited', async () => {
    const starts = new Date(Date.now() + 3_600_000).toISOString()
    const created = await call(staff, 'POST', '/v1/staff/announcements', {
      texts: {
        pt: { title: 'Cartas novas', body: 'Já pode pedir cartas à medida.' },
        en: { title: 'New letters', body: 'You can now request custom letters.' },
      },
      starts_at: starts,
    })
    expect(created.statusCode, created.body).toBe(201)
    const announcement = created.json().data.d_announcement
    expect(announcement).toMatchObject({
      state: 'scheduled',
      ends_at: null,
      texts: { en: { title: 'New letters' } },
    })
    expect(new Date(announcement.starts_at).toISOString()).toBe(starts)
    const listed = (await call(staff, 'GET', '/v1/staff/announcements')).json().data.d_announcements
    expect(listed.map((a: { id: string }) => a.id)).toContain(announcement.id)
    const shownNow = (await call(clinician, 'GET', '/v1/announcements')).json().data.d_announcements
    expect(shownNow.map((a: { id: string }) => a.id)).not.toContain(announcement.id)
    expect((await auditOf('announcement.add'))[0]).toMatchObject({
      via: 'api',
      details: { id: announcement.id },
    })

    const now = await call(staff, 'POST', '/v1/staff/announcements', {
      texts: { pt: { title: 'Manutenção', body: 'Sábado às 22h.' } },
    })
    const nowId = now.json().data.d_announcement.id
    expect(now.json().data.d_announcement.state).toBe('shown')
    const shown = (await call(clinician, 'GET', '/v1/announcements')).json().data.d_announcements
    expect(shown.map((a: { id: string }) => a.id)).toContain(nowId)

    expect((await call(staff, 'DELETE', `/v1/staff/announcements/${nowId}`)).statusCode).toBe(204)
    const after = (await call(clinician, 'GET', '/v1/announcements')).json().data.d_announcements
    expect(after.map((a: { id: string }) => a.id)).not.toContain(nowId)
    expect((await auditOf('announcement.remove'))[0]?.details).toEqual({ id: nowId })
    expect((await call(staff, 'DELETE', `/v1/staff/announcements/${nowId}`)).statusCode).toBe(404)
  })

  it('refuses an announcement without Portuguese, half a language or an end before its start, naming the field', async () => {
    const noPt = await call(staff, 'POST', '/v1/staff/announcements', {
      texts: { pt: { title: '', body: '' }, en: { title: 'Hello', body: 'World' } },
    })
    expect(noPt.statusCode).toBe(400)
    expect(noPt.json().error.fields).toHaveProperty(['texts.pt.title'])
    const half = await call(staff, 'POST', '/v1/staff/announcements', {
      texts: { pt: { title: 'Olá', body: 'Mundo' }, de: { title: 'Hallo', body: '' } },
    })
    expect(half.statusCode).toBe(400)
    expect(half.json().error.fields).toHaveProperty(['texts.de.body'])
    const backwards = await call(staff, 'POST', '/v1/staff/announcements', {
      texts: { pt: { title: 'Olá', body: 'Mundo' } },
      starts_at: '2030-02-01T00:00:00Z',
      ends_at: '2030-01-01T00:00:00Z',
    })
    expect(backwards.statusCode).toBe(400)
    expect(backwards.json().error.fields).toHaveProperty(['ends_at'])
    const date = await call(staff, 'POST', '/v1/staff/announcements', {
      texts: { pt: { title: 'Olá', body: 'Mundo' } },
      starts_at: 'tomorrow',
    })
    expect(date.statusCode).toBe(400)
    expect(date.json().error.fields).toHaveProperty('starts_at')
  })
})

describe('error reports', () => {
  const report = (values: { url: string; codeVersion: string; message: string; receivedAt?: Date }) =>
    t.database.db
      .insert(errorReports)
      .values({
        occurredAt: new Date().toISOString(),
        environment: 'production',
        level: 'error',
        source: 'window.onerror',
        stack: 'Error: boom\n    at record (app.js:1:1)',
        telemetry: [{ category: 'navigation', message: '/home' }],
        ...values,
      })
      .returning({ id: errorReports.id })
      .then((rows) => rows[0]!.id)

  it('lists reports newest first, filtered by route and release, and reads one with its stack', async () => {
    const mine = await report({
      url: 'https://escriba.test/consultations/42',
      codeVersion: '9.9.1',
      message: 'A',
    })
    await report({ url: 'https://escriba.test/settings', codeVersion: '9.9.1', message: 'B' })
    await report({ url: 'https://escriba.test/consultations/7', codeVersion: '9.9.0', message: 'C' })
    const both = (
      await call(staff, 'GET', '/v1/staff/error_reports?route=CONSULTATIONS&release=9.9.1')
    ).json().data.d_error_reports
    expect(both.map((r: { message: string }) => r.message)).toEqual(['A'])
    expect(both[0]).not.toHaveProperty('stack')
    const route = (await call(staff, 'GET', '/v1/staff/error_reports?route=%2Fconsultations%2F')).json().data
      .d_error_reports
    expect(route.map((r: { message: string }) => r.message)).toEqual(['C', 'A'])
    const wildcard = (await call(staff, 'GET', '/v1/staff/error_reports?route=%25')).json().data
      .d_error_reports
    expect(wildcard).toEqual([])
    const one = await call(staff, 'GET', `/v1/staff/error_reports/${mine}`)
    expect(one.statusCode).toBe(200)
    expect(one.json().data.d_error_report).toMatchObject({
      code_version: '9.9.1',
      stack: expect.stringContaining('boom'),
      telemetry: [{ category: 'navigation' }],
    })
    expect((await call(staff, 'GET', `/v1/staff/error_reports/${randomUUID()}`)).statusCode).toBe(404)
    const bad = await call(staff, 'GET', '/v1/staff/error_reports?limit=0')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields).toHaveProperty('limit')
  })

  it('purges the reports past their retention now, audited, keeping the recent ones', async () => {
    const old = await report({
      url: 'https://escriba.test/home',
      codeVersion: '1.0.0',
      message: 'old',
      receivedAt: new Date(Date.now() - 100 * 24 * 3600 * 1000),
    })
    const recent = await report({ url: 'https://escriba.test/home', codeVersion: '1.0.0', message: 'recent' })
    const purged = await call(staff, 'POST', '/v1/staff/error_reports/purge')
    expect(purged.statusCode, purged.body).toBe(200)
    expect(purged.json().data.d_purge).toMatchObject({ deleted: 1, retention_days: 90 })
    expect((await call(staff, 'GET', `/v1/staff/error_reports/${old}`)).statusCode).toBe(404)
    expect((await call(staff, 'GET', `/v1/staff/error_reports/${recent}`)).statusCode).toBe(200)
    expect((await auditOf('error_reports.purge'))[0]?.details).toMatchObject({ deleted: 1 })
  })
})

describe('credits', () => {
  it('finds accounts and organisations with their balance and ledger', async () => {
    const found = (
      await call(staff, 'GET', `/v1/staff/accounts?email=${clinician.email.slice(0, 14).toUpperCase()}`)
    )
      .json()
      .data.d_accounts.map((a: { email: string }) => a.email)
    expect(found).toContain(clinician.email)
    const account = (await call(staff, 'GET', `/v1/staff/accounts/${clinician.user.id}`)).json().data
      .d_account
    expect(account).toMatchObject({ email: clinician.email, balance: 10, staff: false, disabled: false })
    expect(account.ledger.map((e: { kind: string; amount: number }) => [e.kind, e.amount])).toEqual([
      ['welcome', 10],
    ])
    const owner = await signedInUser(t, 'pt')
    const org = (
      await call(owner, 'POST', '/v1/organizations', { organization: { name: 'Centro 100% Saúde' } })
    ).json().data.d_organization.id
    const granted = await call(staff, 'POST', '/v1/staff/credits', {
      organization_id: org,
      amount: 40,
      reason: 'Annual pack',
    })
    expect(granted.json().data.d_grant).toEqual({
      to: { kind: 'organization', id: org, name: 'Centro 100% Saúde' },
      amount: 40,
      balance: 40,
    })
    // An account shows its organisation and its own balance; one without a pool yet shows 0.
    const ownerAccount = (await call(staff, 'GET', `/v1/staff/accounts/${owner.user.id}`)).json().data
      .d_account
    expect(ownerAccount).toMatchObject({
      organization: { id: org, name: 'Centro 100% Saúde', role: 'admin' },
      balance: 10,
    })
    const listed = (
      await call(staff, 'GET', `/v1/staff/accounts?email=${encodeURIComponent(owner.email)}`)
    ).json().data.d_accounts
    expect(listed).toEqual([
      expect.objectContaining({
        organization: { id: org, name: 'Centro 100% Saúde', role: 'admin' },
        balance: 10,
      }),
    ])
    const poolless = (await insertUser(t.database.db, {
      email: `poolless-${randomUUID()}@clinic.example`,
      name: 'Sem Pool',
      passwordHash: 'not a hash',
    }))!
    const withoutPool = (
      await call(staff, 'GET', `/v1/staff/accounts?email=${encodeURIComponent(poolless.email)}`)
    ).json().data.d_accounts
    expect(withoutPool).toEqual([expect.objectContaining({ organization: null, balance: 0 })])
    // `%` is taken literally, not as a wildcard.
    const orgs = (await call(staff, 'GET', '/v1/staff/organizations?name=100%25')).json().data.d_organizations
    expect(orgs).toEqual([expect.objectContaining({ id: org, balance: 40, member_count: 1 })])
    expect(
      (await call(staff, 'GET', '/v1/staff/organizations?name=1000%25')).json().data.d_organizations,
    ).toEqual([])
    const detail = (await call(staff, 'GET', `/v1/staff/organizations/${org}`)).json().data.d_organization
    expect(detail.members.map((m: { email: string }) => m.email)).toEqual([owner.email])
    expect(detail.ledger[0]).toMatchObject({
      amount: 40,
      kind: 'grant',
      reason: 'Annual pack',
      user_id: staff.user.id,
    })
    expect((await auditOf('credits.grant'))[0]).toMatchObject({
      target_id: org,
      details: { amount: 40, reason: 'Annual pack', balance: 40 },
    })
  })

  it('takes credits back, never below zero', async () => {
    const who = await signedInUser(t, 'pt')
    const back = await call(staff, 'POST', '/v1/staff/credits', {
      user_id: who.user.id,
      amount: -4,
      reason: 'Refund',
    })
    expect(back.json().data.d_grant.balance).toBe(6)
    const tooMuch = await call(staff, 'POST', '/v1/staff/credits', {
      email: who.email,
      amount: -7,
      reason: 'x',
    })
    expect(tooMuch.statusCode).toBe(409)
    expect(tooMuch.json().error.message).toBe('Only 6 credits are left to take back')
    expect((await auditOf('credits.take_back'))[0]).toMatchObject({
      target_id: who.user.id,
      details: { amount: -4 },
    })
  })

  it('keeps the ledger exact under 20 concurrent grants, take-backs and document spends', async () => {
    const user = await createConfirmedUser(
      { db: t.database.db },
      {
        email: `busy-${randomUUID()}@clinic.example`,
        name: 'Dr. Busy',
        password: 'secret-pass',
        welcomeCredits: 0,
      },
    )
    const grants = Array.from({ length: 20 }, (_, i) =>
      call(staff, 'POST', '/v1/staff/credits', { user_id: user.id, amount: 5, reason: `grant ${i}` }),
    )
    const takeBacks = Array.from({ length: 20 }, (_, i) =>
      call(staff, 'POST', '/v1/staff/credits', { user_id: user.id, amount: -1, reason: `take back ${i}` }),
    )
    // The spending path of document generation, in its own transaction as the generation job runs it.
    const spends = Array.from({ length: 20 }, () =>
      t.database.db
        .transaction((tx) =>
          spendForDocument(
            tx,
            { id: user.id, organizationId: null },
            {
              amount: 2,
              documentId: randomUUID(),
              sessionId: randomUUID(),
              reason: 'Document',
              supportContact: 'support@escriba.example',
            },
          ),
        )
        .then(
          () => 'spent',
          (error: { status?: number }) => (error.status === 402 ? 'refused' : Promise.reject(error)),
        ),
    )
    const [grantAnswers, takeBackAnswers, spent] = await Promise.all([
      Promise.all(grants),
      Promise.all(takeBacks),
      Promise.all(spends),
    ])
    expect(grantAnswers.map((r) => r.statusCode)).toEqual(Array(20).fill(200))
    const tookBack = takeBackAnswers.filter((r) => r.statusCode === 200).length
    expect(takeBackAnswers.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true)
    const spentCount = spent.filter((s) => s === 'spent').length
    const pool = await poolOf(t.database.db, 'user', user.id)
    expect(pool.balance).toBe(20 * 5 - tookBack - 2 * spentCount)
    expect(pool.balance).toBeGreaterThanOrEqual(0)
    expect(await ledgerSum(t.database.db, pool.id)).toBe(pool.balance)
    const account = (await call(staff, 'GET', `/v1/staff/accounts/${user.id}`)).json().data.d_account
    expect(account.balance).toBe(pool.balance)
    expect(account.ledger).toHaveLength(20 + tookBack + spentCount)
  }, 60_000)
})

describe('people', () => {
  it('disables an account: its session ends at once and it cannot sign in until enabled again', async () => {
    const who = await signedInUser(t, 'pt')
    expect((await call(who, 'GET', '/v1/account')).statusCode).toBe(200)
    const res = await call(staff, 'POST', `/v1/staff/accounts/${who.user.id}/disable`, {
      reason: 'Shared account',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.d_account).toMatchObject({ disabled: true })
    expect((await call(who, 'GET', '/v1/account')).statusCode).toBe(401)
    const login = await call(null, 'POST', '/v1/login', {
      user: { email: who.email, password: who.password },
    })
    expect(login.statusCode).toBe(403)
    expect(login.json().error.message).toMatch(/disabled/)
    expect(
      (await call(staff, 'POST', `/v1/staff/accounts/${staff.user.id}/disable`, { reason: 'x' })).statusCode,
    ).toBe(409)
    expect((await auditOf('account.disable'))[0]).toMatchObject({
      target_id: who.user.id,
      details: { reason: 'Shared account' },
    })

    const enabled = await call(staff, 'POST', `/v1/staff/accounts/${who.user.id}/enable`)
    expect(enabled.json().data.d_account.disabled).toBe(false)
    expect((await call(who, 'GET', '/v1/account')).statusCode).toBe(401)
    const again = await call(null, 'POST', '/v1/login', {
      user: { email: who.email, password: who.password },
    })
    expect(again.statusCode).toBe(200)
    expect((await auditOf('account.enable'))[0]?.target_id).toBe(who.user.id)
  })

  it('stops a disabled account whose sessions were not revoked (the token check reads the account)', async () => {
    const who = await signedInUser(t, 'pt')
    await updateUser(t.database.db, who.user.id, { disabledAt: new Date() })
    expect((await call(who, 'GET', '/v1/account')).statusCode).toBe(401)
  })

  it('resends the confirmation mail to an unconfirmed account only', async () => {
    const who = await signedInUser(t, 'en')
    await updateUser(t.database.db, who.user.id, { emailConfirmedAt: null })
    const res = await call(staff, 'POST', `/v1/staff/accounts/${who.user.id}/resend_confirmation`)
    expect(res.statusCode, res.body).toBe(200)
    await t.mailsSent()
    const mail = readOutbox(t.config.outboxDir)
      .filter((m) => m.to === who.email)
      .at(-1)
    expect(mail?.subject).toBe('Confirm your email for Escriba')
    expect(mail?.link?.kind).toBe('confirm_email')
    const confirmed = await call(staff, 'POST', `/v1/staff/accounts/${clinician.user.id}/resend_confirmation`)
    expect(confirmed.statusCode).toBe(409)
    expect((await auditOf('account.resend_confirmation'))[0]?.target_id).toBe(who.user.id)
  })

  it('forces a password change at the next visit', async () => {
    const who = await signedInUser(t, 'en')
    const res = await call(staff, 'POST', `/v1/staff/accounts/${who.user.id}/force_password_change`)
    expect(res.json().data.d_account.force_password_change).toBe(true)
    expect((await call(who, 'GET', '/v1/account')).json().data.d_user.force_password_change).toBe(true)
    expect((await auditOf('account.force_password_change'))[0]?.target_id).toBe(who.user.id)
  })
})
