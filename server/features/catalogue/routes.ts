import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { api } from '../../../contract/api'
import { authOf } from '../../auth/authenticate'
import type { Db } from '../../db/connect'
import { languageOf } from '../../http/language'
import { medicalSpecialities, toUserDto } from '../accounts/service'
import * as catalogue from './service'

export const catalogueRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const config = { auth: true }

  app.get(
    api.consultationTypes.path,
    { config, schema: { response: { 200: api.consultationTypes.response } } },
    async (request) => ({
      data: {
        d_consultation_types: await catalogue.listTypes(db, authOf(request).user.id, languageOf(request)),
      },
    }),
  )

  app.get(
    api.consultationType.path,
    {
      config,
      schema: { params: api.consultationType.params, response: { 200: api.consultationType.response } },
    },
    async (request) => ({
      data: {
        d_consultation_type: await catalogue.getType(
          db,
          authOf(request).user.id,
          request.params.id,
          languageOf(request),
        ),
      },
    }),
  )

  app.post(
    api.createConsultationType.path,
    {
      config,
      schema: {
        body: api.createConsultationType.body,
        response: { 201: api.createConsultationType.response },
      },
    },
    async (request, reply) => {
      const type = await catalogue.createType(db, authOf(request).user.id, request.body, languageOf(request))
      return reply.status(201).send({ data: { d_consultation_type: type } })
    },
  )

  app.put(
    api.updateConsultationType.path,
    {
      config,
      schema: {
        params: api.updateConsultationType.params,
        body: api.updateConsultationType.body,
        response: { 200: api.updateConsultationType.response },
      },
    },
    async (request) => ({
      data: {
        d_consultation_type: await catalogue.updateType(
          db,
          authOf(request).user.id,
          request.params.id,
          request.body,
          languageOf(request),
        ),
      },
    }),
  )

  app.delete(
    api.deleteConsultationType.path,
    { config, schema: { params: api.deleteConsultationType.params } },
    async (request, reply) => {
      await catalogue.deleteType(db, authOf(request).user.id, request.params.id)
      return reply.status(204).send()
    },
  )

  app.post(
    api.copyConsultationType.path,
    {
      config,
      schema: {
        params: api.copyConsultationType.params,
        response: { 201: api.copyConsultationType.response },
      },
    },
    async (request, reply) => {
      const type = await catalogue.copyType(
        db,
        authOf(request).user.id,
        request.params.id,
        languageOf(request),
      )
      return reply.status(201).send({ data: { d_consultation_type: type } })
    },
  )

  app.get(
    api.selectableDocument.path,
    {
      config,
      schema: { params: api.selectableDocument.params, response: { 200: api.selectableDocument.response } },
    },
    async (request) => ({
      data: {
        d_selectable_document: await catalogue.getSelectableDocument(
          db,
          authOf(request).user.id,
          request.params.id,
          request.params.docId,
          languageOf(request),
        ),
      },
    }),
  )

  app.get(
    api.processorInputs.path,
    { config, schema: { response: { 200: api.processorInputs.response } } },
    async (request) => ({
      data: {
        d_processor_inputs: await catalogue.listInputs(db, authOf(request).user.id, languageOf(request)),
      },
    }),
  )

  app.post(
    api.createInputTemplate.path,
    {
      config,
      schema: {
        params: api.createInputTemplate.params,
        body: api.createInputTemplate.body,
        response: { 201: api.createInputTemplate.response },
      },
    },
    async (request, reply) => {
      const template = await catalogue.createInputTemplate(
        db,
        authOf(request).user.id,
        request.params.id,
        request.body.template,
      )
      return reply.status(201).send({ data: { d_template: template } })
    },
  )

  app.put(
    api.updateInputTemplate.path,
    {
      config,
      schema: {
        params: api.updateInputTemplate.params,
        body: api.updateInputTemplate.body,
        response: { 200: api.updateInputTemplate.response },
      },
    },
    async (request) => ({
      data: {
        d_template: await catalogue.updateInputTemplate(
          db,
          authOf(request).user.id,
          request.params.id,
          request.params.templateId,
          request.body.template,
        ),
      },
    }),
  )

  app.delete(
    api.deleteInputTemplate.path,
    { config, schema: { params: api.deleteInputTemplate.params } },
    async (request, reply) => {
      await catalogue.deleteInputTemplate(
        db,
        authOf(request).user.id,
        request.params.id,
        request.params.templateId,
      )
      return reply.status(204).send()
    },
  )

  app.get(
    api.templateReports.path,
    {
      config,
      schema: { params: api.templateReports.params, response: { 200: api.templateReports.response } },
    },
    async (request) => ({
      data: {
        reports: await catalogue.reports(db, authOf(request).user.id, request.params.id, languageOf(request)),
      },
    }),
  )

  app.get(api.start.path, { config, schema: { response: { 200: api.start.response } } }, async (request) => {
    const { user } = authOf(request)
    const language = languageOf(request)
    return {
      data: {
        d_user: toUserDto(user),
        d_consultation_types: await catalogue.listTypes(db, user.id, language),
        d_medical_specialities: await medicalSpecialities({ db }, language),
      },
    }
  })
}
