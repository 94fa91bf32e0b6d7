import type { z } from 'zod'
import { ConsultationTypesResponse } from '../../contract/catalogue'
import { GenerateResponse, type NotesData } from '../../contract/engines'
import type { Api } from './api'

/** The notes payload of POST /generate: the pasted text and the optional fields. */
export type NotesPayload = z.infer<typeof NotesData>

/** What a named prompt is: a consultation type (its main note) or a selectable document. */
export type Prompt = { id: string; name: string; description: string; kind: 'type' | 'document' }

export type Generate = ReturnType<typeof createGenerate>

/** One-off generation from a named prompt (the generation screen), parsed with the contract. */
export function createGenerate(api: Api) {
  return {
    /**
     * The prompt a name stands for: a consultation type's id, else a selectable document's id offered by
     * one of the types; null when it is neither.
     */
    async prompt(name: string): Promise<Prompt | null> {
      const types = (await api.get('/v1/consultation_types', { schema: ConsultationTypesResponse })).data
        .d_consultation_types
      const type = types.find((t) => t.id === name)
      if (type) return { id: type.id, name: type.name, description: type.description, kind: 'type' }
      for (const t of types) {
        const doc = t.selectable_documents.find((d) => d.id === name)
        if (doc) return { id: doc.id, name: doc.name, description: doc.description, kind: 'document' }
      }
      return null
    },

    /** POST /generate: the document as markdown, written at once. */
    async generate(request: { prompt: string; data: NotesPayload; model?: string }): Promise<string> {
      return (
        await api.post('/generate', {
          json: {
            data: request.data,
            template: request.prompt,
            ...(request.model ? { model: request.model } : {}),
          },
          schema: GenerateResponse,
        })
      ).data.text
    },
  }
}
