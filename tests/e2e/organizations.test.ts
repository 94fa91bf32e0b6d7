// Organisations end to end (issue 9, acceptance): the real server and the built app in the system
// Chromium. An admin creates an organisation and invites a second person, who signs up from the mailed
// link and appears as a member; the admin changes the role; the member leaves after confirming.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { readOutbox } from '../support/outbox'
import { watchErrors } from './harness'
import { e2eSuite } from './suite'
import { api, confirmedUser, logIn, PASSWORD, storedToken, typedConsultation } from './users'

const e2e = e2eSuite()

/** A fresh browser profile in Portuguese. */
async function newPage(): Promise<{ page: Page; errors: string[] }> {
  const context = await e2e.browser.newContext({ baseURL: e2e.server.baseUrl, locale: 'pt-PT' })
  e2e.contexts.push(context)
  const page = await context.newPage()
  return { page, errors: watchErrors(page) }
}

/** An address nobody has used on this server run. */
const newEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`

/**
 * The newest mailed link of a kind to an address, as a path on the server under test: links are built
 * from APP_URL (`http://localhost:<port>`), while the harness serves on 127.0.0.1, another origin for
 * web storage, so only the path is opened (as tests/e2e/accounts.test.ts explains).
 */
async function mailedPath(email: string, pattern: RegExp): Promise<string> {
  let path: string | undefined
  await expect
    .poll(
      () => {
        const text = readOutbox(`${e2e.server.dataDir}/outbox`)
          .filter((mail) => mail.to.includes(email))
          .map((mail) => pattern.exec(mail.text)?.[0])
          .filter(Boolean)
          .at(-1)
        path = text ? new URL(text).pathname : undefined
        return path
      },
      { timeout: 5_000 },
    )
    .toBeDefined()
  return path as string
}

const isPath = (path: string) => (url: URL) => url.pathname === path

async function openOrganization(page: Page) {
  await page.goto('/settings/organization')
  await page.waitForURL(isPath('/settings/organization'))
}

/** The members table's row of an address. */
const memberRow = (page: Page, email: string) => page.locator(`tr[data-member="${email}"]`)

describe('organisations', () => {
  it('an organisation with an empty pool still lets its admin write a note, paid and said so; alone, the admin closes it', async () => {
    const admin = await confirmedUser(e2e.server, 'sozinha', { name: 'Dra. Sofia Sozinha' })
    const { page, errors } = await newPage()
    await logIn(page, admin)
    await openOrganization(page)
    await page.getByLabel('Nome da organização').fill('Clínica Vazia')
    await page.getByRole('button', { name: 'Criar organização' }).click()
    await page.getByRole('heading', { level: 2, name: 'Clínica Vazia' }).waitFor({ state: 'visible' })

    // A consultation with its transcript typed in; the organisation has no credits.
    const token = await storedToken(page)
    const pools = async () =>
      (
        await api<{ data: { d_pools: { kind: string; balance: number }[] } }>(
          e2e.server,
          token,
          'GET',
          '/v1/credits',
        )
      ).body.data.d_pools
    const own = async () => (await pools()).find((pool) => pool.kind === 'user')!.balance
    const before = await own()
    const id = await typedConsultation(
      e2e.server,
      token,
      'Médico: O que a traz cá?\nDoente: Tenho tosse seca há uma semana.',
    )
    await page.goto(`/consultation/${id}`)
    const note = page.getByRole('article', { name: 'Nota da consulta' })
    // The hint says whose credits pay before anything is spent.
    await note
      .getByText(
        `Clínica Vazia não tem créditos: este documento é pago com os seus (${before} créditos disponíveis).`,
      )
      .waitFor()
    await note.getByRole('button', { name: 'Gerar nota' }).click()
    await note.getByTestId('document-content').waitFor({ timeout: 30_000 })
    expect(await own()).toBe(before - 1)
    expect((await pools()).find((pool) => pool.kind === 'organization')!.balance).toBe(0)

    // Its only member leaves by closing it, after a warning that says what becomes of it.
    await openOrganization(page)
    await page.getByRole('button', { name: 'Fechar a organização' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Fechar a organização?' })
    await dialog.getByText(/Os créditos dela passam para os seus/).waitFor()
    await dialog.getByRole('button', { name: 'Fechar a organização' }).click()
    await page.getByRole('heading', { name: 'Criar uma organização' }).waitFor({ state: 'visible' })
    expect((await pools()).map((pool) => pool.kind)).toEqual(['user'])
    expect(errors).toEqual([])
  }, 90_000)

  it('an admin invites a second person, who signs up from the mailed link; the admin promotes them; they leave after confirming', async () => {
    const admin = await confirmedUser(e2e.server, 'admin', { name: 'Dra. Ana Admin' })
    const invitee = { name: 'Dr. Rui Convidado', email: newEmail('convidado') }

    // The admin creates the organisation and becomes its admin.
    const { page: adminPage, errors: adminErrors } = await newPage()
    await logIn(adminPage, admin)
    await openOrganization(adminPage)
    await adminPage.getByRole('heading', { name: 'Criar uma organização' }).waitFor({ state: 'visible' })
    await adminPage.getByLabel('Nome da organização').fill('Clínica do Largo')
    await adminPage.getByRole('button', { name: 'Criar organização' }).click()
    await adminPage.getByRole('heading', { level: 2, name: 'Clínica do Largo' }).waitFor({ state: 'visible' })
    await adminPage.getByText('O seu papel: Administrador.').waitFor({ state: 'visible' })

    // Each line is marked as typed, then the server answers each line.
    await adminPage.getByLabel('E-mails a convidar').fill(`${invitee.email}\nnão é um email`)
    const checked = adminPage.getByRole('list', { name: 'Verificação das linhas' }).getByRole('listitem')
    await expect
      .poll(() => checked.allTextContents())
      .toEqual([`Válido ${invitee.email}`, 'Não é um e-mail não é um email'])
    await adminPage.getByRole('button', { name: 'Enviar convites' }).click()
    const answer = adminPage.getByRole('list', { name: 'Resultado do envio' }).getByRole('listitem')
    await expect
      .poll(() => answer.allTextContents())
      .toEqual([`Convidado ${invitee.email}`, 'Não é um e-mail não é um email'])
    const invitation = adminPage.locator(`tr[data-invitation="${invitee.email}"]`)
    await expect.poll(() => invitation.textContent()).toContain('Pendente')

    // The invitee opens the mailed link (a new browser) and signs up right there.
    const link = await mailedPath(invitee.email, /https?:\/\/\S+?\/organization\/invitations\/[A-Za-z0-9_-]+/)
    const { page: inviteePage, errors: inviteeErrors } = await newPage()
    await inviteePage.goto(link)
    await inviteePage
      .getByText(`Clínica do Largo convidou ${invitee.email} para a organização.`)
      .waitFor({ state: 'visible' })
    await inviteePage.locator('input[name=name]').fill(invitee.name)
    await inviteePage.locator('input[name=password]').fill(PASSWORD)
    await inviteePage.locator('input[name=password_confirmation]').fill(PASSWORD)
    await inviteePage.getByRole('button', { name: 'Criar conta e entrar' }).click()
    // Signed in at once, on the organisation just joined.
    await inviteePage.waitForURL(isPath('/settings/organization'))
    await inviteePage.getByText('O seu papel: Membro.').waitFor({ state: 'visible' })
    await memberRow(inviteePage, admin.email).waitFor({ state: 'visible' })

    // The admin sees the new member and the invitation accepted, and makes them an admin.
    await openOrganization(adminPage)
    await memberRow(adminPage, invitee.email).waitFor({ state: 'visible' })
    expect(await memberRow(adminPage, invitee.email).textContent()).toContain(invitee.name)
    await expect.poll(() => invitation.textContent()).toContain('Aceite')
    const role = adminPage.getByLabel(`Papel de ${invitee.name}`)
    expect(await role.inputValue()).toBe('member')
    await role.selectOption('admin')
    await adminPage.getByText('A alterar o papel…').waitFor({ state: 'detached' })
    await openOrganization(adminPage)
    await expect.poll(() => adminPage.getByLabel(`Papel de ${invitee.name}`).inputValue()).toBe('admin')

    // The new admin leaves, after the irreversible-action warning.
    await openOrganization(inviteePage)
    await inviteePage.getByText('O seu papel: Administrador.').waitFor({ state: 'visible' })
    await inviteePage.getByRole('button', { name: 'Sair da organização' }).click()
    const dialog = inviteePage.getByRole('alertdialog', { name: 'Sair da organização?' })
    await dialog.getByRole('button', { name: 'Sair da organização' }).click()
    await inviteePage.getByRole('heading', { name: 'Criar uma organização' }).waitFor({ state: 'visible' })

    // The admin's organisation no longer counts them.
    await openOrganization(adminPage)
    await memberRow(adminPage, admin.email).waitFor({ state: 'visible' })
    expect(await memberRow(adminPage, invitee.email).count()).toBe(0)

    expect(adminErrors).toEqual([])
    expect(inviteeErrors).toEqual([])
  })
})
