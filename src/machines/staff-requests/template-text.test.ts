import { describe, expect, it } from 'vitest'
import { approveBody, draftTemplate, parseTemplate } from './template-text'

describe('template text', () => {
  it('reads a name, sections, their instructions and options', () => {
    const parsed = parseTemplate(
      '# Carta\n\n## Motivo\nPorquê.\nEm duas linhas.\n\n## Plano [Bullets]\n- sessões\n',
    )
    expect(parsed).toEqual({
      name: 'Carta',
      sections: [
        { title: 'Motivo', instruction: 'Porquê.\nEm duas linhas.', format: 'prose', abbreviations: false },
        { title: 'Plano', instruction: '- sessões', format: 'bullets', abbreviations: false },
      ],
      problem: null,
    })
    expect(approveBody(parsed)).toEqual({ name: 'Carta', sections: parsed.sections })
  })

  it('leaves the name to the request when there is none, and needs a section', () => {
    expect(approveBody(parseTemplate('## Plano'))).toEqual({
      sections: [{ title: 'Plano', instruction: '', format: 'prose', abbreviations: false }],
    })
    expect(parseTemplate('# Carta\ntexto solto').problem).toBe('no_sections')
    expect(parseTemplate(Array.from({ length: 21 }, (_, i) => `## S${i}`).join('\n')).problem).toBe(
      'too_many_sections',
    )
  })

  it('drafts a request as the text that reads back to its sections', () => {
    const draft = draftTemplate({
      title: 'Carta',
      sections: [{ title: 'Plano', description: 'Sessões', requested_changes: '' }],
    })
    expect(parseTemplate(draft)).toMatchObject({
      name: 'Carta',
      sections: [{ title: 'Plano', instruction: 'Sessões' }],
    })
  })
})
