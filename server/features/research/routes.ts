import multipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { api } from '../../../contract/api'
import { LANGUAGES, type Language } from '../../../contract/common'
import { MAX_PATIENT_FILE_BYTES, MAX_PATIENT_FILES } from '../../../contract/research'
import { authOf } from '../../auth/authenticate'
import { AppError, badRequest } from '../../http/errors'
import { languageOf } from '../../http/language'
import * as research from './service'

async function readFiles(request: FastifyRequest): Promise<research.UploadedFile[]> {
  if (!request.isMultipart())
    throw new AppError(415, 'unsupported_media_type', 'Send the PDF files as multipart/form-data', {
      files: 'Send multipart/form-data',
    })
  const files: research.UploadedFile[] = []
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_PATIENT_FILE_BYTES } })) {
      if (part.type !== 'file') continue
      if (files.length === MAX_PATIENT_FILES) throw tooMany()
      let data: Buffer
      let truncated = false
      try {
        data = await part.toBuffer()
      } catch (error) {
        if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error
        data = Buffer.alloc(0)
        truncated = true
      }
      files.push({
        filename: part.filename.replaceAll('\u0000', '') || `file-${files.length + 1}.pdf`,
        data,
        truncated,
      })
      // An oversized file is answered at once, naming it, before reading the rest.
      if (truncated) break
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') throw tooMany()
    throw error
  }
  return files
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
  const config = { auth: true }
  const { db } = deps
  await app.register(multipart, {
    limits: { fileSize: MAX_PATIENT_FILE_BYTES, files: MAX_PATIENT_FILES + 1, fields: 5 },
  })

  app.get(
    api.researchSpaces.path,
    { config, schema: { response: { 200: api.researchSpaces.response } } },
    async (request) => ({
      data: { d_research_spaces: await research.listSpaces(db, authOf(request).user) },
    }),
  )

  app.post(
    api.createResearchSpace.path,
    {
      config,
      schema: { body: api.createResearchSpace.body, response: { 201: api.createResearchSpace.response } },
    },
    async (request, reply) => {
      const { name, shared_with_organization } = request.body.research_space
      const space = await research.createSpace(db, authOf(request).user, name, shared_with_organization)
      return reply.status(201).send({ data: { d_research_space: space } })
    },
  )

  app.get(
    api.getResearchSpace.path,
    {
      config,
      schema: { params: api.getResearchSpace.params, response: { 200: api.getResearchSpace.response } },
    },
    async (request) => ({
      data: { d_research_space: await research.getSpace(db, authOf(request).user, request.params.id) },
    }),
  )

  app.put(
    api.renameResearchSpace.path,
    {
      config,
      schema: {
        params: api.renameResearchSpace.params,
        body: api.renameResearchSpace.body,
        response: { 200: api.renameResearchSpace.response },
      },
    },
    async (request) => ({
      data: {
        d_research_space: await research.renameSpace(
          db,
          authOf(request).user,
          request.params.id,
          request.body.research_space.name,
        ),
      },
    }),
  )

  app.delete(
    api.deleteResearchSpace.path,
    { config, schema: { params: api.deleteResearchSpace.params } },
    async (request, reply) => {
      await research.deleteSpace(deps, authOf(request).user, request.params.id)
      return reply.status(204).send()
    },
  )

  app.post(
    api.splitCriteria.path,
    {
      config,
      schema: {
        params: api.splitCriteria.params,
        body: api.splitCriteria.body,
        response: { 200: api.splitCriteria.response },
      },
    },
    async (request) => {
      await research.requireSpace(db, authOf(request).user, request.params.id)
      return { data: { d_criteria: research.split(request.body.text) } }
    },
  )

  app.get(
    api.trials.path,
    { config, schema: { params: api.trials.params, response: { 200: api.trials.response } } },
    async (request) => ({
      data: { d_trials: await research.listTrials(db, authOf(request).user, request.params.id) },
    }),
  )

  app.post(
    api.createTrial.path,
    {
      config,
      schema: {
        params: api.createTrial.params,
        body: api.createTrial.body,
        response: { 201: api.createTrial.response },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: {
          d_trial: await research.saveTrial(
            db,
            authOf(request).user,
            request.params.id,
            null,
            request.body.trial,
          ),
        },
      }),
  )

  app.get(
    api.getTrial.path,
    { config, schema: { params: api.getTrial.params, response: { 200: api.getTrial.response } } },
    async (request) => ({
      data: {
        d_trial: await research.getTrial(db, authOf(request).user, request.params.id, request.params.trialId),
      },
    }),
  )

  app.put(
    api.updateTrial.path,
    {
      config,
      schema: {
        params: api.updateTrial.params,
        body: api.updateTrial.body,
        response: { 200: api.updateTrial.response },
      },
    },
    async (request) => ({
      data: {
        d_trial: await research.saveTrial(
          db,
          authOf(request).user,
          request.params.id,
          request.params.trialId,
          request.body.trial,
        ),
      },
    }),
  )

  app.delete(
    api.deleteTrial.path,
    { config, schema: { params: api.deleteTrial.params } },
    async (request, reply) => {
      await research.deleteTrial(db, authOf(request).user, request.params.id, request.params.trialId)
      return reply.status(204).send()
    },
  )

  app.get(
    api.researchPatients.path,
    {
      config,
      schema: { params: api.researchPatients.params, response: { 200: api.researchPatients.response } },
    },
    async (request) => ({
      data: { d_patients: await research.listPatients(db, authOf(request).user, request.params.id) },
    }),
  )

  app.post(
    api.createResearchPatient.path,
    {
      config,
      schema: {
        params: api.createResearchPatient.params,
        body: api.createResearchPatient.body,
        response: { 201: api.createResearchPatient.response },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: {
          d_patient: await research.createPatient(
            db,
            authOf(request).user,
            request.params.id,
            request.body.patient.label,
          ),
        },
      }),
  )

  app.delete(
    api.deleteResearchPatient.path,
    { config, schema: { params: api.deleteResearchPatient.params } },
    async (request, reply) => {
      await research.deletePatient(deps, authOf(request).user, request.params.id, request.params.patientId)
      return reply.status(204).send()
    },
  )

  app.post(
    api.uploadPatientDocuments.path,
    {
      config,
      schema: {
        params: api.uploadPatientDocuments.params,
        response: { 201: api.uploadPatientDocuments.response },
      },
    },
    async (request, reply) => {
      const user = authOf(request).user
      // Who may upload is checked before the files are read.
      await research.requireSpace(db, user, request.params.id)
      const files = await readFiles(request)
      const documents = await research.uploadDocuments(
        deps,
        user,
        request.params.id,
        request.params.patientId,
        files,
      )
      return reply.status(201).send({ data: { d_documents: documents } })
    },
  )

  app.delete(
    api.deletePatientDocument.path,
    { config, schema: { params: api.deletePatientDocument.params } },
    async (request, reply) => {
      const { id, patientId, documentId } = request.params
      await research.deleteDocument(deps, authOf(request).user, id, patientId, documentId)
      return reply.status(204).send()
    },
  )

  app.post(
    api.startScreening.path,
    {
      config,
      schema: {
        params: api.startScreening.params,
        body: api.startScreening.body,
        response: { 202: api.startScreening.response },
      },
    },
    async (request, reply) =>
      reply.status(202).send({
        data: {
          d_screening: await research.startScreening(
            deps,
            authOf(request).user,
            request.params.id,
            request.body ?? {},
          ),
        },
      }),
  )

  app.get(
    api.getScreening.path,
    { config, schema: { params: api.getScreening.params, response: { 200: api.getScreening.response } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const run = await research.getScreening(
        db,
        authOf(request).user,
        request.params.id,
        request.params.runId,
      )
      return { data: { d_screening: run } }
    },
  )

  app.get(
    api.trialResults.path,
    {
      config,
      schema: {
        params: api.trialResults.params,
        querystring: api.trialResults.querystring,
        response: { 200: api.trialResults.response },
      },
    },
    async (request) => ({
      data: {
        d_results: await research.trialResults(
          db,
          authOf(request).user,
          request.params.id,
          request.params.trialId,
          request.query,
          clinicianLanguage(request),
        ),
      },
    }),
  )

  app.get(
    api.trialResultsCsv.path,
    { config, schema: { params: api.trialResultsCsv.params, querystring: api.trialResultsCsv.querystring } },
    async (request, reply) => {
      const user = authOf(request).user
      const { id, trialId } = request.params
      const trial = await research.getTrial(db, user, id, trialId)
      const { language: asked, ...filter } = request.query
      const language = asked ?? clinicianLanguage(request)
      const results = await research.trialResults(db, user, id, trialId, filter, language)
      const name = trial.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'trial'
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="results-${encodeURIComponent(name)}.csv"`)
        .header('cache-control', 'no-store')
        .header('content-language', language)
        .send(research.resultsCsv(trial, results, language))
    },
  )

  app.put(
    api.reviewResult.path,
    {
      config,
      schema: {
        params: api.reviewResult.params,
        body: api.reviewResult.body,
        response: { 200: api.reviewResult.response },
      },
    },
    async (request) => ({
      data: {
        d_result: await research.review(
          db,
          authOf(request).user,
          request.params.id,
          request.params.resultId,
          request.body.review_status,
          clinicianLanguage(request),
        ),
      },
    }),
  )
}
