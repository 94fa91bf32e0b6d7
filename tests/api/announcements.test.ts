import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { addAnnouncement } from '../../server/features/announcements/service'
import { runScript } from '../support/run-script'
import { testAppForFile } from './test-app'
import { signedInUser } from './users'

const t = testAppForFile()

const HOUR = 3_600_000
const ago = (hours: number) => new Date(Date.now() - hours * HOUR)

type Who = Awaited<ReturnType<typeof signedInUser>>
const announcementsFor = async (who: Who, language: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/v1/announcements',
    headers: { ...who.headers, 'accept-language': language },
  })
  expect(res.statusCode).toBe(200)
  return res.json().data.d_announcements as { title: string; body: string; language: string }[]
}

describe('GET /v1/announcements', () => {
  it('shows only those inside their window, the most recently started first', async () => {
    const db = t.database.db
    const pt = (title: string) => ({ pt: { title, body: `Texto de ${title}` } })
    await addAnnouncement(db, { texts: pt('Antiga'), startsAt: ago(72), endsAt: ago(48) }, ago(80))
    await addAnnouncement(db, { texts: pt('Agendada'), startsAt: ago(-24) })
    await addAnnouncement(db, { texts: pt('Desde ontem'), startsAt: ago(24) })
    await addAnnouncement(db, { texts: pt('Esta semana'), startsAt: ago(1), endsAt: ago(-24 * 7) })
    const ana = await signedInUser(t)
    const shown = await announcementsFor(ana, 'pt')
    expect(shown.map((a) => a.title)).toEqual(['Esta semana', 'Desde ontem'])
    expect(shown[0]).toMatchObject({
      body: 'Texto de Esta semana',
      language: 'pt',
      ends_at: expect.any(String),
    })
  })

  it("answers in the request's language, and in Portuguese when the announcement lacks it", async () => {
    const db = t.database.db
    await addAnnouncement(db, {
      texts: {
        pt: { title: 'Novo modo móvel', body: 'Grave com o telemóvel.' },
        de: { title: 'Neuer Mobilmodus', body: 'Nehmen Sie mit dem Handy auf.' },
      },
      startsAt: ago(0.5),
    })
    const ana = await signedInUser(t)
    expect((await announcementsFor(ana, 'de-DE,de;q=0.9'))[0]).toMatchObject({
      title: 'Neuer Mobilmodus',
      body: 'Nehmen Sie mit dem Handy auf.',
      language: 'de',
    })
    expect((await announcementsFor(ana, 'es'))[0]).toMatchObject({ title: 'Novo modo móvel', language: 'pt' })
  })

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/announcements' })).statusCode).toBe(401)
  })
})

describe('the rules of an announcement', () => {
  it('requires Portuguese, whole languages and a window that ends after it starts and after now', async () => {
    const db = t.database.db
    const refused = async (draft: Parameters<typeof addAnnouncement>[1]) => {
      const error = await addAnnouncement(db, draft).catch((e: { fields?: object }) => e)
      return (error as { fields?: object }).fields
    }
    expect(await refused({ texts: { en: { title: 'News', body: 'Text' } } })).toMatchObject({
      'title-pt': expect.stringMatching(/Required/),
      'body-pt': 'Required',
    })
    expect(await refused({ texts: { pt: { title: 'T', body: 'B' }, es: { title: 'Solo título' } } })).toEqual(
      {
        'body-es': 'Required with --title-es',
      },
    )
    expect(
      await refused({ texts: { pt: { title: 'T', body: 'B' } }, startsAt: ago(1), endsAt: ago(2) }),
    ).toEqual({
      ends: 'Must be after the start',
    })
    expect(
      await refused({ texts: { pt: { title: 'T', body: 'B' } }, startsAt: ago(5), endsAt: ago(2) }),
    ).toEqual({
      ends: 'Already past: the announcement would never show',
    })
    expect(
      await refused({ texts: { pt: { title: 'T', body: 'B' } }, startsAt: new Date('not a date') }),
    ).toMatchObject({ starts: expect.stringMatching(/Not a date/) })
  })
})

/** Runs `npm run admin -- …` as support would, on its own embedded database. */
function admin(args: string[], dataDir: string) {
  const { DATABASE_URL: _own, ...env } = process.env
  return runScript('scripts/admin.ts', args, { env: { ...env, DATA_DIR: dataDir } })
}

describe('npm run admin -- announcements:add|list|remove', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'escriba-admin-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('adds one in two languages, lists it and removes it', { timeout: 60_000 }, async () => {
    const added = await admin(
      [
        'announcements:add',
        '--title-pt',
        'Assistente de escrita',
        '--body-pt',
        'Experimente o novo assistente.',
        '--title-en',
        'Writing assistant',
        '--body-en',
        'Try the new assistant.',
        '--ends',
        '2999-01-01',
      ],
      dataDir,
    )
    expect(added).toMatchObject({ code: 0, stderr: '' })
    const id =
      /Added announcement ([0-9a-f-]{36}) \(pt, en\), shown from .* until 2999-01-01T00:00:00.000Z/.exec(
        added.stdout,
      )?.[1]
    expect(id).toBeDefined()

    const listed = await admin(['announcements:list'], dataDir)
    expect(listed.stdout).toContain(`${id}  shown`)
    expect(listed.stdout).toContain('«Assistente de escrita»')

    const removed = await admin(['announcements:remove', '--id', id!], dataDir)
    expect(removed).toMatchObject({ code: 0, stdout: `Removed announcement ${id}\n` })
    expect((await admin(['announcements:list'], dataDir)).stdout).toBe('0 announcement(s)\n')
  })

  it('says what is wrong and exits with 1', { timeout: 60_000 }, async () => {
    const run = await admin(['announcements:add', '--title-en', 'News'], dataDir)
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('--title-pt: Required')
    expect(run.stderr).toContain('--body-en: Required with --title-en')
  })
})
