import type { ApproveTemplateRequest } from '../../../contract/staff'
import { MAX_REQUEST_SECTIONS } from '../../../contract/templates'
import type { StaffTemplateRequest } from '../../services/staff'

// The custom document's template as support writes it, in one text: `# Name`, then `## Section` headings
// each followed by the section's instruction; `[bullets]` and `[abbreviations]` after a heading set its
// format. The approve endpoint receives it as a name and a list of sections.

export const MAX_NAME = 120
export const MAX_TITLE = 200
export const MAX_INSTRUCTION = 4000
/** The whole text: every section at its longest, with headings. */
export const MAX_TEMPLATE_TEXT = MAX_REQUEST_SECTIONS * (MAX_TITLE + MAX_INSTRUCTION + 40) + MAX_NAME

export type TemplateSection = NonNullable<ApproveTemplateRequest['sections']>[number] & {
  format: 'bullets' | 'prose'
  abbreviations: boolean
  instruction: string
}

/** What is wrong with a template text, as a key under `staff.requests.template.problems`. */
export type TemplateProblem =
  | 'no_sections'
  | 'too_many_sections'
  | 'name_too_long'
  | 'title_too_long'
  | 'instruction_too_long'

export type ParsedTemplate = {
  name: string | null
  sections: TemplateSection[]
  problem: TemplateProblem | null
}

const OPTIONS = /\s*\[([a-z, ]+)\]\s*$/i

/** A template text read as the approve endpoint's name and sections, with the first problem found. */
export function parseTemplate(text: string): ParsedTemplate {
  let name: string | null = null
  const sections: TemplateSection[] = []
  for (const line of text.split(/\r?\n/)) {
    const heading = /^##\s+(.*)$/.exec(line)
    if (heading) {
      const options = OPTIONS.exec(heading[1]!)
      const flags = (options?.[1] ?? '')
        .toLowerCase()
        .split(',')
        .map((flag) => flag.trim())
      sections.push({
        title: heading[1]!.replace(OPTIONS, '').trim(),
        instruction: '',
        format: flags.includes('bullets') ? 'bullets' : 'prose',
        abbreviations: flags.includes('abbreviations'),
      })
      continue
    }
    const title = /^#\s+(.*)$/.exec(line)
    if (title && sections.length === 0 && name === null) {
      name = title[1]!.trim() || null
      continue
    }
    const last = sections.at(-1)
    if (last) last.instruction = last.instruction ? `${last.instruction}\n${line}` : line
  }
  for (const section of sections) section.instruction = section.instruction.trim()
  const kept = sections.filter((section) => section.title.length > 0)
  return { name, sections: kept, problem: problemOf(name, kept) }
}

function problemOf(name: string | null, sections: TemplateSection[]): TemplateProblem | null {
  if (sections.length === 0) return 'no_sections'
  if (sections.length > MAX_REQUEST_SECTIONS) return 'too_many_sections'
  if (name && name.length > MAX_NAME) return 'name_too_long'
  if (sections.some((section) => section.title.length > MAX_TITLE)) return 'title_too_long'
  if (sections.some((section) => section.instruction.length > MAX_INSTRUCTION)) return 'instruction_too_long'
  return null
}

/** The body of the approve call for a template text that has no problem. */
export function approveBody(parsed: ParsedTemplate): ApproveTemplateRequest {
  return { ...(parsed.name ? { name: parsed.name } : {}), sections: parsed.sections }
}

/** The first draft of a request's template: its title, and each section with what the clinician asked. */
export function draftTemplate(request: Pick<StaffTemplateRequest, 'title' | 'sections'>): string {
  const sections = request.sections.map((section) =>
    [`## ${section.title}`, section.description, section.requested_changes].filter(Boolean).join('\n'),
  )
  return [`# ${request.title}`, ...sections].join('\n\n')
}
