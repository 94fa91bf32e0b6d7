import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '../../server/db/schema'
import { purgeFinishedSessions } from '../../server/features/consultations/service'
import { wavFromPcm } from '../../server/features/consultations/wav'
import { sessionDocuments } from '../../server/features/documents/service'
import { callAs, createTestApp, testAppForFile } from './test-app'
import { signedInUser, startedConsultation, uploadChunk } from './users'

const t = testAppForFile()

type Who = { headers: Record<string, string> }
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
const as = callAs(t)

/** `seconds` of a 440 Hz tone (or another pitch, to make different chunks), 16 kHz mono 16-bit. */
function tone(seconds: number, hz = 440) {
  const samples = new Int16Array(Math.round(seconds * 16_000))
  for (let i = 0; i < samples.length; i++)
    samples[i] = Math.round(8000 * Math.sin((2 * Math.PI * hz * i) / 16_000))
  return wavFromPcm(samples)
}

/** A WAV of another format, to be refused. */
function wavOf(sampleRate: number, channels: number, bits: number, seconds = 1) {
  const wav = tone(seconds)
  wav.writeUInt16LE(channels, 22)
  wav.writeUInt32LE(sampleRate, 24)
  wav.writeUInt16LE(bits, 34)
  return wav
}

const upload = (who: Who, sessionId: string, order: number | string, data?: Buffer) =>
  uploadChunk(t, who, sessionId, order, data)

/** Asks to start a general practice consultation, forced; `body` overrides any field. */
const askToStart = (who: Who, body: object = {}) =>
  as(who, 'POST', '/v1/consultation_sessions', {
    consultation_type_id: 'general_practice_soap',
    mobile: false,
    force: true,
    ...body,
  })

async function startSession(who: Who, body: object = {}) {
  const res = await askToStart(who, body)
  expect(res.statusCode).toBe(201)
  return res.json().data.d_consultation_session
}

describe('the consultation lifecycle', () => {
  it('creates, pauses, resumes and finishes, with the active session followed all along', async () => {
    const ana = await signedInUser(t)
    expect((await as(ana, 'GET', '/v1/consultation_sessions/active/status')).json()).toEqual({
      data: { id: null },
    })
    expect((await as(ana, 'GET', '/v1/consultation_sessions/active')).statusCode).toBe(404)

    const session = await startSession(ana, { force: false })
    expect(session).toMatchObject({
      status: 'created',
      mode: 'consultation',
      show_transcription: false,
      finished_at: null,
    })
    expect((await as(ana, 'GET', '/v1/consultation_sessions/active/status')).json()).toEqual({
      data: { id: session.id },
    })
    expect(
      (await as(ana, 'GET', '/v1/consultation_sessions/active')).json().data.d_consultation_session.id,
    ).toBe(session.id)

    const url = `/v1/consultation_sessions/${session.id}`
    expect((await as(ana, 'PUT', `${url}/start`)).json().data.d_consultation_session.status).toBe('recording')
    expect((await as(ana, 'PUT', `${url}/pause`)).json().data.d_consultation_session.status).toBe('paused')
    expect((await as(ana, 'PUT', `${url}/resume`)).json().data.d_consultation_session.status).toBe(
      'recording',
    )
    expect((await as(ana, 'PUT', `${url}/rewind`)).statusCode).toBe(400)

    const finished = (await as(ana, 'PUT', `${url}/finish`)).json().data.d_consultation_session
    expect(finished.status).toBe('finished')
    expect(new Date(finished.purge_at).getTime() - new Date(finished.finished_at).getTime()).toBe(3_600_000)
    expect((await as(ana, 'GET', '/v1/consultation_sessions/active/status')).json()).toEqual({
      data: { id: null },
    })
    expect((await as(ana, 'PUT', `${url}/finish`)).statusCode).toBe(200)
    expect((await as(ana, 'PUT', `${url}/pause`)).statusCode).toBe(409)
  })

  it('refuses a second unfinished consultation unless forced, and then ends the first', async () => {
    const ana = await signedInUser(t)
    const first = await startSession(ana, { force: false })
    const second = await askToStart(ana, { consultation_type_id: 'cardiology', force: false })
    expect(second.statusCode).toBe(409)
    expect(second.json().error.fields).toHaveProperty('force')
    const forced = await startSession(ana, { consultation_type_id: 'cardiology', force: true })
    expect(
      (await as(ana, 'GET', `/v1/consultation_sessions/${first.id}`)).json().data.d_consultation_session
        .status,
    ).toBe('finished')
    expect((await as(ana, 'GET', '/v1/consultation_sessions/active/status')).json().data.id).toBe(forced.id)
  })

  it('starts a dictaphone session showing its transcription, and a mobile one', async () => {
    const ana = await signedInUser(t)
    expect(await startSession(ana, { mode: 'dictaphone' })).toMatchObject({
      mode: 'dictaphone',
      show_transcription: true,
    })
    expect(await startSession(ana, { mobile: true })).toMatchObject({ mode: 'mobile', mobile: true })
  })

  it('refuses an unknown consultation type by its field', async () => {
    const ana = await signedInUser(t)
    const res = await askToStart(ana, { consultation_type_id: 'astrology', force: false })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toHaveProperty('consultation_type_id')
  })

  it('lists sessions newest first, page by page', async () => {
    const ana = await signedInUser(t)
    const ids = []
    for (let i = 0; i < 3; i++) ids.push((await startSession(ana)).id)
    const page1 = (await as(ana, 'GET', '/v1/consultation_sessions?page=1&per_page=2')).json().data
    const page2 = (await as(ana, 'GET', '/v1/consultation_sessions?page=2&per_page=2')).json().data
    expect(page1.total).toBe(3)
    expect(page2.total).toBe(3)
    expect(
      [...page1.d_consultation_sessions, ...page2.d_consultation_sessions].map((s: { id: string }) => s.id),
    ).toEqual(ids.reverse())
    // Past the last page: no session, the total still told.
    const past = (await as(ana, 'GET', '/v1/consultation_sessions?page=5&per_page=2')).json().data
    expect(past).toEqual({ d_consultation_sessions: [], total: 3 })
    expect(
      (await as(ana, 'GET', '/v1/consultation_sessions/recent')).json().data.d_consultation_sessions,
    ).toHaveLength(3)
    const bad = await as(ana, 'GET', '/v1/consultation_sessions?per_page=1000')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields).toHaveProperty('per_page')
  })

  it('saves the transcription, the recording details and feedback', async () => {
    const ana = await signedInUser(t)
    const { id } = await startSession(ana)
    const url = `/v1/consultation_sessions/${id}`
    const text = 'Doente refere cefaleias há três dias.'
    expect(
      (await as(ana, 'PUT', `${url}/transcription`, { transcription: text })).json().data
        .d_consultation_session.transcription,
    ).toBe(text)
    const rec = await as(ana, 'PUT', `${url}/recording`, {
      platform: 'Linux x86_64',
      mics_info: [{ id: 'default', label: 'USB mic' }],
    })
    expect(rec.statusCode).toBe(200)
    const feedback = {
      doctor_satisfaction: 9,
      patient_satisfaction: 8,
      notes_quality: 7,
      editing_time: '1 to 5 min',
      comment: 'Muito útil',
      share_publicly_anonymously: false,
    }
    expect((await as(ana, 'POST', `${url}/feedback`, feedback)).statusCode).toBe(201)
    const bad = await as(ana, 'POST', `${url}/feedback`, { ...feedback, doctor_satisfaction: 11 })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields).toHaveProperty('doctor_satisfaction')
  })

  it('hides every session from other clinicians', async () => {
    const ana = await signedInUser(t)
    const rui = await signedInUser(t)
    const { id } = await startSession(ana)
    const url = `/v1/consultation_sessions/${id}`
    for (const [method, path, body] of [
      ['GET', url],
      ['PUT', url, { notes: 'x' }],
      ['PUT', `${url}/finish`],
      ['PUT', `${url}/pause`],
      ['PUT', `${url}/transcription`, { transcription: 'x' }],
      ['GET', `${url}/audios`],
      ['DELETE', url],
    ] as [Method, string, object?][]) {
      expect((await as(rui, method, path, body)).statusCode, `${method} ${path}`).toBe(404)
    }
    expect((await upload(rui, id, 0, tone(1))).statusCode).toBe(404)
    expect((await as(rui, 'GET', '/v1/consultation_sessions')).json().data.total).toBe(0)
    expect((await as(rui, 'GET', '/v1/consultation_sessions/active/status')).json().data.id).toBeNull()
    expect((await as(ana, 'GET', url)).statusCode).toBe(200)
  })

  it('deletes a session with its audio at once', async () => {
    const ana = await signedInUser(t)
    const { id } = await startSession(ana)
    await upload(ana, id, 0, tone(1))
    expect(existsSync(join(t.config.blobsDir, 'sessions', id))).toBe(true)
    expect((await as(ana, 'DELETE', `/v1/consultation_sessions/${id}`)).statusCode).toBe(204)
    expect((await as(ana, 'GET', `/v1/consultation_sessions/${id}`)).statusCode).toBe(404)
    expect(existsSync(join(t.config.blobsDir, 'sessions', id))).toBe(false)
  })
})

describe('structured inputs', () => {
  it('keeps valid inputs, blank ones, decimal commas and the diastolic part of blood pressure', async () => {
    const ana = await signedInUser(t)
    const { id } = await startSession(ana, { consultation_type_id: 'chronic_follow_up' })
    const user_inputs = [
      { processor_input_id: 'bloodpressure', value: '142' },
      {
        processor_input_id: 'bloodpressure',
        secondary_processor_input_id: 'bloodpressure_diastolic',
        value: '88',
      },
      { processor_input_id: 'hemoglobinac', value: '7,4' },
      { processor_input_id: 'colesterol', value: '' },
      { processor_input_id: 'next_consultation_date', value: '2027-01-15' },
      { processor_input_id: 'medication', value: 'Metformina 1000 mg 2x/dia' },
    ]
    const res = await as(ana, 'PUT', `/v1/consultation_sessions/${id}`, { user_inputs })
    expect(res.statusCode).toBe(200)
    expect(res.json().data.d_consultation_session.user_inputs).toEqual(user_inputs)
  })

  it.each([
    [{ processor_input_id: 'bloodpressure', value: '500' }, 'user_inputs.0.value'],
    [{ processor_input_id: 'hemoglobinac', value: 'high' }, 'user_inputs.0.value'],
    [{ processor_input_id: 'next_consultation_date', value: '15/01/2027' }, 'user_inputs.0.value'],
    [{ processor_input_id: 'shoe_size', value: '42' }, 'user_inputs.0.processor_input_id'],
    [
      { processor_input_id: 'hemoglobinac', secondary_processor_input_id: 'x', value: '7' },
      'user_inputs.0.secondary_processor_input_id',
    ],
    [{ processor_input_id: 'medication' }, 'user_inputs.0.value'],
  ])('refuses %o naming %s', async (input, field) => {
    const ana = await signedInUser(t)
    const { id } = await startSession(ana)
    const res = await as(ana, 'PUT', `/v1/consultation_sessions/${id}`, { user_inputs: [input] })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toHaveProperty([field])
  })

  it('refuses an empty update', async () => {
    const ana = await signedInUser(t)
    const { id } = await startSession(ana)
    const res = await as(ana, 'PUT', `/v1/consultation_sessions/${id}`, {})
    expect(res.statusCode).toBe(400)
  })
})

describe('audio chunks', () => {
  it('stores chunks uploaded out of order, once each, and lists them in order with their statuses', async () => {
    const ana = await signedInUser(t)
    const { id } = await startSession(ana)
    const chunks = [tone(2, 300), tone(3, 400), tone(1.5, 500)]
    for (const order of [2, 0, 1]) {
      const res = await upload(ana, id, order, chunks[order]!)
      expect(res.statusCode).toBe(201)
      expect(res.json().data.d_audio).toMatchObject({ order, status: 'received', text: null })
    }
    const retried = await upload(ana, id, 1, chunks[1]!)
    expect(retried.statusCode).toBe(200)
    const listed = (await as(ana, 'GET', `/v1/consultation_sessions/${id}/audios`)).json().data.d_audios
    expect(listed.map((c: { order: number }) => c.order)).toEqual([0, 1, 2])
    expect(listed.reduce((sum: number, c: { duration_ms: number }) => sum + c.duration_ms, 0)).toBe(6500)
    expect(retried.json().data.d_audio.id).toBe(listed[1].id)

    const two = (
      await as(
        ana,
        'GET',
        `/v1/consultation_sessions/${id}/audios?audios_ids=${listed[0].id},${listed[2].id}`,
      )
    ).json()
    expect(two.data.d_audios.map((c: { order: number }) => c.order)).toEqual([0, 2])
    const one = await as(ana, 'GET', `/v1/consultation_sessions/${id}/audios/${listed[2].id}`)
    // Transcription runs in the background: the status may have moved on since the list was read.
    const { status: _status, text: _text, error: _error, ...stable } = listed[2]
    expect(one.json().data.d_audio).toMatchObject(stable)
    expect((await as(ana, 'GET', `/v1/consultation_sessions/${id}/audios?audios_ids=nope`)).statusCode).toBe(
      400,
    )
  })

  it('refuses a different chunk under an order already used', async () => {
    const ana = await signedInUser(t)
    const { id } = await startSession(ana)
    await upload(ana, id, 0, tone(1, 300))
    const res = await upload(ana, id, 0, tone(1, 600))
    expect(res.statusCode).toBe(409)
    expect(res.json().error.fields).toHaveProperty('order')
  })

  it('accepts real speech recorded at 16 kHz mono', async () => {
    const dir = join(import.meta.dirname, '../../../shared/eval-data/speech')
    const file = existsSync(dir) ? readdirSync(dir).find((f) => f.endsWith('.wav')) : undefined
    if (!file) return expect.fail(`no speech clips in ${dir}`)
    const ana = await signedInUser(t)
    const { id } = await startSession(ana)
    const res = await upload(ana, id, 0, readFileSync(join(dir, file)))
    expect(res.statusCode).toBe(201)
    expect(res.json().data.d_audio.duration_ms).toBeGreaterThan(2000)
  })

  it.each([
    ['44.1 kHz audio', wavOf(44_100, 1, 16), 415, 'audio_file'],
    ['stereo audio', wavOf(16_000, 2, 16), 415, 'audio_file'],
    ['8-bit audio', wavOf(16_000, 1, 8), 415, 'audio_file'],
    [
      'a file that is not WAV',
      Buffer.from('%PDF-1.7 not audio at all, not even close to a RIFF header'),
      415,
      'audio_file',
    ],
    ['more than a minute', tone(61), 413, 'audio_file'],
  ])('refuses %s', async (_what, data, status, field) => {
    const ana = await signedInUser(t)
    const { id } = await startSession(ana)
    const res = await upload(ana, id, 0, data)
    expect(res.statusCode).toBe(status)
    expect(res.json().error.fields).toHaveProperty(field)
  })

  it('refuses an upload without the file, with a bad order, or not as multipart', async () => {
    const ana = await signedInUser(t)
    const { id } = await startSession(ana)
    const noFile = await upload(ana, id, 0)
    expect(noFile.statusCode).toBe(400)
    expect(noFile.json().error.fields).toHaveProperty('audio_file')
    const badOrder = await upload(ana, id, 'first', tone(1))
    expect(badOrder.statusCode).toBe(400)
    expect(badOrder.json().error.fields).toHaveProperty('order')
    const json = await as(ana, 'POST', `/v1/consultation_sessions/${id}/audios`, { order: 0 })
    expect(json.statusCode).toBe(415)
  })
})

describe('retention', () => {
  async function finishedSessionWithAudio(optIns: { save_audios: boolean; save_text_data: boolean }) {
    const who = await signedInUser(t)
    await t.database.db
      .update(users)
      .set({ saveAudios: optIns.save_audios, saveTextData: optIns.save_text_data })
      .where(eq(users.id, who.user.id))
    const { id } = await startSession(who)
    await upload(who, id, 0, tone(1))
    await as(who, 'PUT', `/v1/consultation_sessions/${id}/transcription`, {
      transcription: 'Dor torácica atípica.',
    })
    await as(who, 'PUT', `/v1/consultation_sessions/${id}/finish`)
    return { who, id }
  }
  const deps = () => ({
    db: t.database.db,
    config: { retentionHours: 1 },
    blobs: t.blobs,
    log: { info() {} },
    documents: sessionDocuments,
  })
  const inHours = (h: number) => new Date(Date.now() + h * 3_600_000)

  it('keeps a finished session for an hour, then deletes its audio and texts', async () => {
    const { who, id } = await finishedSessionWithAudio({ save_audios: false, save_text_data: false })
    await purgeFinishedSessions(deps(), inHours(0.5))
    expect(
      (await as(who, 'GET', `/v1/consultation_sessions/${id}`)).json().data.d_consultation_session
        .transcription,
    ).toBe('Dor torácica atípica.')
    await purgeFinishedSessions(deps(), inHours(1.1))
    expect((await as(who, 'GET', `/v1/consultation_sessions/${id}`)).statusCode).toBe(404)
    expect(existsSync(join(t.config.blobsDir, 'sessions', id))).toBe(false)
  })

  it('keeps what the clinician opted in to keep', async () => {
    const text = await finishedSessionWithAudio({ save_audios: false, save_text_data: true })
    const audio = await finishedSessionWithAudio({ save_audios: true, save_text_data: false })
    await purgeFinishedSessions(deps(), inHours(2))
    const kept = (await as(text.who, 'GET', `/v1/consultation_sessions/${text.id}`)).json().data
      .d_consultation_session
    expect(kept.transcription).toBe('Dor torácica atípica.')
    expect(existsSync(join(t.config.blobsDir, 'sessions', text.id))).toBe(false)
    const audioKept = (await as(audio.who, 'GET', `/v1/consultation_sessions/${audio.id}`)).json().data
      .d_consultation_session
    expect(audioKept.transcription).toBeNull()
    expect(existsSync(join(t.config.blobsDir, 'sessions', audio.id))).toBe(true)
  })

  it('keeps a retention-deleted session in the history (type and dates, marked), not one the clinician deleted', async () => {
    const { who, id } = await finishedSessionWithAudio({ save_audios: false, save_text_data: false })
    const mine = await startSession(who)
    await as(who, 'PUT', `/v1/consultation_sessions/${mine.id}/finish`)
    await as(who, 'DELETE', `/v1/consultation_sessions/${mine.id}`)
    const before = (await as(who, 'GET', '/v1/consultation_sessions')).json().data
    expect(before.d_consultation_sessions.map((s: { id: string }) => s.id)).toEqual([id])
    expect(before.d_consultation_sessions[0]).toMatchObject({ deleted: false, purged_at: null })
    const at = inHours(2)
    await purgeFinishedSessions(deps(), at)
    const after = (await as(who, 'GET', '/v1/consultation_sessions')).json().data
    expect(after.total).toBe(1)
    expect(after.d_consultation_sessions[0]).toMatchObject({
      id,
      status: 'deleted',
      deleted: true,
      purged_at: at.toISOString(),
      purge_at: null,
      transcription: null,
      generated_documents: [],
      consultation_type_id: 'general_practice_soap',
    })
    expect(after.d_consultation_sessions[0].finished_at).not.toBeNull()
    const recent = (await as(who, 'GET', '/v1/consultation_sessions/recent')).json().data
    expect(recent.d_consultation_sessions.map((s: { id: string }) => s.id)).toEqual([id])
    // The clinician's own deletion is not retention's: it never comes back, and the job leaves it alone.
    expect((await as(who, 'GET', `/v1/consultation_sessions/${mine.id}`)).statusCode).toBe(404)
  })

  it('marks when retention ran on a session whose texts the clinician keeps', async () => {
    const { who, id } = await finishedSessionWithAudio({ save_audios: false, save_text_data: true })
    const at = inHours(2)
    await purgeFinishedSessions(deps(), at)
    const [listed] = (await as(who, 'GET', '/v1/consultation_sessions')).json().data.d_consultation_sessions
    expect(listed).toMatchObject({
      id,
      deleted: false,
      purged_at: at.toISOString(),
      transcription: 'Dor torácica atípica.',
    })
  })

  it('never touches an unfinished session', async () => {
    const ana = await signedInUser(t)
    const { id } = await startSession(ana)
    await upload(ana, id, 0, tone(1))
    await purgeFinishedSessions(deps(), inHours(48))
    expect(
      (await as(ana, 'GET', `/v1/consultation_sessions/${id}/audios`)).json().data.d_audios,
    ).toHaveLength(1)
  })

  it('runs as a scheduled job on the queue', async () => {
    const now = await createTestApp({ RETENTION_HOURS: '0' })
    const who = await signedInUser(now)
    const id = await startedConsultation(now, who, undefined, 'free_dictation')
    await now.app.inject({
      method: 'PUT',
      url: `/v1/consultation_sessions/${id}/finish`,
      headers: who.headers,
    })
    await now.jobs.send('purge-finished-sessions', {})
    await expect
      .poll(
        async () =>
          (
            await now.app.inject({
              method: 'GET',
              url: `/v1/consultation_sessions/${id}`,
              headers: who.headers,
            })
          ).statusCode,
        {
          timeout: 15_000,
          interval: 250,
        },
      )
      .toBe(404)
    await now.close()
  })
})
