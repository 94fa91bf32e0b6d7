import multipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { api } from '../../../contract/api'
import { LANGUAGES, type Language } from '../../../contract/common'
import { MAX_PATIENT_FILE_BYTES, MAX_PATIENT_FILES } from '../../../contract/research'
import { authOf } from '../../auth/authenticate'
import { AppError, badRequest } from '../../http/errors'
import { languageOf } from '../../http/language'
import { readForm } from '../../http/multipart'
import { contractRoutes } from '../../http/route'
import * as research from './service'

/** Every file part, in order; an oversized one ends the reading and is answered by name by the service. */
async function readFiles(request: FastifyRequest): Promise<research.UploadedFile[]> {
  const form = await readForm(request, {
    notMultipart: {
      message: 'Send the PDF files as multipart/form-data',
      fields: { files: 'Send multipart/form-data' },
    },
    keepFile: () => true,
  })
  if (form.limit?.reached === 'files' || form.files.length > MAX_PATIENT_FILES) throw tooMany()
  if (form.limit && form.limit.reached !== 'file size') {
    throw new AppError(413, 'payload_too_large', 'Too many parts: send the PDF files only', {
      files: 'Too many parts',
    })
  }
  return form.files.map((file, i) => ({
    filename: file.filename.replaceAll('\u0000', '') || `file-${i + 1}.pdf`,
    data: file.data,
    truncated: file.truncated,
  }))
}

const tooMany = () =>
  badRequest(`At most ${MAX_PATIENT_FILES} PDF files per upload`, {
    files: `At most ${MAX_PATIENT_FILES} files per upload: upload the others separately`,
  })

/** The clinician's language: the one the request asks for (the app sends its own), else their account's. */
function clinicianLanguage(request: FastifyRequest): Language {
  const asked = languageOf(request)
  if ((request.headers['accept-language'] ?? '').trim().toLowerCase().startsWith(asked)) return asked
  const own = authOf(request).user.language
  return (LANGUAGES as readonly string[]).includes(own) ? (own as Language) : languageOf(request)
}

export const researchRoutes: FastifyPluginAsyncZod<research.ResearchDeps> = async (app, deps) => {
  const { db } = deps
  await app.register(multipart, {
    limits: { fileSize: MAX_PATIENT_FILE_BYTES, files: MAX_PATIENT_FILES + 1, fields: 5 },
  })
  const route = contractRoutes(app)
  const user = (request: FastifyRequest) => authOf(request).user

  route(api.researchSpaces, async (request) => ({
    d_research_spaces: await research.listSpaces(db, user(request)),
  }))
  route(api.createResearchSpace, async (request) => {
    const { name, shared_with_organization } = request.body.research_space
    return { d_research_space: await research.createSpace(db, user(request), name, shared_with_organization) }
  })
  route(api.getResearchSpace, async (request) => ({
    d_research_space: await research.getSpace(db, user(request), request.params.id),
  }))
  route(api.renameResearchSpace, async (request) => ({
    d_research_space: await research.renameSpace(
      db,
      user(request),
      request.params.id,
      request.body.research_space.name,
    ),
  }))
  route(api.deleteResearchSpace, (request) => research.deleteSpace(deps, user(request), request.params.id))
  route(api.splitCriteria, async (request) => {
    await research.requireSpace(db, user(request), request.params.id)
    return { d_criteria: research.split(request.body.text) }
  })

  route(api.trials, async (request) => ({
    d_trials: await research.listTrials(db, user(request), request.params.id),
  }))
  route(api.createTrial, async (request) => ({
    d_trial: await research.saveTrial(db, user(request), request.params.id, null, request.body.trial),
  }))
  route(api.getTrial, async (request) => ({
    d_trial: await research.getTrial(db, user(request), request.params.id, request.params.trialId),
  }))
  route(api.updateTrial, async (request) => {
    const { id, trialId } = request.params
    return { d_trial: await research.saveTrial(db, user(request), id, trialId, request.body.trial) }
  })
  route(api.deleteTrial, (request) =>
    research.deleteTrial(db, user(request), request.params.id, request.params.trialId),
  )

  route(api.researchPatients, async (request) => ({
    d_patients: await research.listPatients(db, user(request), request.params.id),
  }))
  route(api.createResearchPatient, async (request) => ({
    d_patient: await research.createPatient(db, user(request), request.params.id, request.body.patient.label),
  }))
  route(api.deleteResearchPatient, (request) =>
    research.deletePatient(deps, user(request), request.params.id, request.params.patientId),
  )
  route(api.uploadPatientDocuments, async (request) => {
    const { id, patientId } = request.params
    // Who may upload is checked before the files are read.
    await research.requireSpace(db, user(request), id)
    const files = await readFiles(request)
    return { d_documents: await research.uploadDocuments(deps, user(request), id, patientId, files) }
  })
  route(api.deletePatientDocument, (request) => {
    const { id, patientId, documentId } = request.params
    return research.deleteDocument(deps, user(request), id, patientId, documentId)
  })

  route(api.startScreening, async (request) => ({
    d_screening: await research.startScreening(deps, user(request), request.params.id, request.body ?? {}),
  }))
  route(api.getScreening, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    return {
      d_screening: await research.getScreening(db, user(request), request.params.id, request.params.runId),
    }
  })

  route(api.trialResults, async (request) => {
    const { id, trialId } = request.params
    const language = clinicianLanguage(request)
    return { d_results: await research.trialResults(db, user(request), id, trialId, request.query, language) }
  })
  route(api.trialResultsCsv, async (request, reply) => {
    const { id, trialId } = request.params
    const trial = await research.getTrial(db, user(request), id, trialId)
    const { language: asked, ...filter } = request.query
    const language = asked ?? clinicianLanguage(request)
    const results = await research.trialResults(db, user(request), id, trialId, filter, language)
    const name = trial.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'trial'
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="results-${encodeURIComponent(name)}.csv"`)
      .header('cache-control', 'no-store')
      .header('content-language', language)
      .send(research.resultsCsv(trial, results, language))
  })
  route(api.reviewResult, async (request) => ({
    d_result: await research.review(
      db,
      user(request),
      request.params.id,
      request.params.resultId,
      request.body.review_status,
      clinicianLanguage(request),
    ),
  }))
}
