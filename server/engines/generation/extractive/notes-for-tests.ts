import type { Language } from '../../../../contract/common'
import { builtInTypes, sectionDto } from '../../../catalogue/catalogue'
import { reviewEngine } from '../../review/offline'
import type { GeneratedNote } from '../engine'
import { generateNote } from './engine'

/** The general practice SOAP note the offline engine writes from these lines of a consultation. */
export const soapNote = (language: Language, lines: string[]) =>
  generateNote({
    language,
    transcript: `${lines.join('\n')}\n`,
    inputs: [],
    template: {
      name: 'note',
      sections: builtInTypes.get('general_practice_soap')!.main.sections.map((s) => sectionDto(s, language)),
    },
  })

/** One section's content, by key. */
export const sectionOf = (n: GeneratedNote, key: string) => n.sections.find((s) => s.key === key)!.content

/** What the review check finds unsupported or contradicted in a note written from these lines. */
export const wrongIn = async (language: Language, lines: string[], n: GeneratedNote) =>
  (
    await reviewEngine().check({
      language,
      transcript: lines.join('\n'),
      inputs: [],
      note: n.markdown,
      ...(n.provenance ? { provenance: n.provenance } : {}),
    })
  ).findings.filter((f) => f.kind !== 'omission')
