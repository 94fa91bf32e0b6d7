import { describe, expect, it } from 'vitest'
import { draftGuards, withTemplate } from './template-drafts'

describe('template drafts', () => {
  const a = { id: 'a', text: 'A' }
  const b = { id: 'b', text: 'B' }

  it('puts a saved template in its place, or adds a new one first or last', () => {
    expect(withTemplate([a, b], { id: 'a', text: 'A2' }, 'first')).toEqual([{ id: 'a', text: 'A2' }, b])
    expect(withTemplate([a], b, 'first')).toEqual([b, a])
    expect(withTemplate([a], b, 'last')).toEqual([a, b])
  })

  it('knows the templates an event names, a new draft, and a confirmed warning', () => {
    const context = { templates: [a], draft: { templateId: null } }
    expect(draftGuards.isKnownTemplate({ context, event: { type: 'x', templateId: 'a' } })).toBe(true)
    expect(draftGuards.isKnownTemplate({ context, event: { type: 'x', templateId: 'z' } })).toBe(false)
    expect(draftGuards.isKnownTemplate({ context, event: { type: 'x' } })).toBe(false)
    expect(draftGuards.isNewDraft({ context })).toBe(true)
    expect(draftGuards.isNewDraft({ context: { ...context, draft: { templateId: 'a' } } })).toBe(false)
    expect(draftGuards.isNewDraft({ context: { ...context, draft: null } })).toBe(false)
    expect(draftGuards.isConfirmed({ event: { type: 'x', output: { answer: 'confirmed' } } })).toBe(true)
    expect(draftGuards.isConfirmed({ event: { type: 'x', output: { answer: 'cancelled' } } })).toBe(false)
  })
})
