import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { api } from '../../../contract/api'
import { authOf } from '../../auth/authenticate'
import type { Db } from '../../db/connect'
import { languageOf } from '../../http/language'
import { contractRoutes } from '../../http/route'
import { medicalSpecialities, toUserDto } from '../accounts/service'
import * as catalogue from './service'

export const catalogueRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const route = contractRoutes(app)
  const userId = (request: FastifyRequest) => authOf(request).user.id

  route(api.consultationTypes, async (request) => ({
    d_consultation_types: await catalogue.listTypes(db, userId(request), languageOf(request)),
  }))
  route(api.consultationType, async (request) => ({
    d_consultation_type: await catalogue.getType(db, userId(request), request.params.id, languageOf(request)),
  }))
  route(api.createConsultationType, async (request) => ({
    d_consultation_type: await catalogue.createType(db, userId(request), request.body, languageOf(request)),
  }))
  route(api.updateConsultationType, async (request) => ({
    d_consultation_type: await catalogue.updateType(
      db,
      userId(request),
      request.params.id,
      request.body,
      languageOf(request),
    ),
  }))
  route(api.deleteConsultationType, (request) => catalogue.deleteType(db, userId(request), request.params.id))
  route(api.copyConsultationType, async (request) => ({
    d_consultation_type: await catalogue.copyType(
      db,
      userId(request),
      request.params.id,
      languageOf(request),
    ),
  }))
  route(api.selectableDocument, async (request) => ({
    d_selectable_document: await catalogue.getSelectableDocument(
      db,
      userId(request),
      request.params.id,
      request.params.docId,
      languageOf(request),
    ),
  }))

  route(api.processorInputs, async (request) => ({
    d_processor_inputs: await catalogue.listInputs(db, userId(request), languageOf(request)),
  }))
  route(api.createInputTemplate, async (request) => ({
    d_template: await catalogue.createInputTemplate(
      db,
      userId(request),
      request.params.id,
      request.body.template,
    ),
  }))
  route(api.updateInputTemplate, async (request) => {
    const { id, templateId } = request.params
    return {
      d_template: await catalogue.updateInputTemplate(
        db,
        userId(request),
        id,
        templateId,
        request.body.template,
      ),
    }
  })
  route(api.deleteInputTemplate, (request) =>
    catalogue.deleteInputTemplate(db, userId(request), request.params.id, request.params.templateId),
  )
  route(api.templateReports, async (request) => ({
    reports: await catalogue.reports(db, userId(request), request.params.id, languageOf(request)),
  }))

  route(api.start, async (request) => {
    const { user } = authOf(request)
    const language = languageOf(request)
    return {
      d_user: toUserDto(user),
      d_consultation_types: await catalogue.listTypes(db, user.id, language),
      d_medical_specialities: await medicalSpecialities({ db }, language),
    }
  })
}
