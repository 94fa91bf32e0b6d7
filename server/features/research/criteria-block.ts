import type { CriterionType } from '../../../contract/research'

/** One line of a pasted block as a criterion; `type` is null when nothing in the block gave it one. */
export interface SplitLine {
  definition: string
  type: CriterionType | null
  /** Whether a CI:/CE:/NI:/NE: prefix or a section heading gave the type. */
  typed: boolean
}

const PREFIXES: Record<string, CriterionType> = {
  CI: 'critical_inclusion',
  CE: 'critical_exclusion',
  NI: 'non_critical_inclusion',
  NE: 'non_critical_exclusion',
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

// Section headings of a protocol in pt, en, de and es ("Critérios de inclusão", "Key exclusion criteria",
// "Einschlusskriterien", "Criterios de exclusión"), folded to lower case without accents.
const LEAD = '(?:(?:key|main|major|principais|principales|wichtigste|wesentliche)\\s+)?'
const INCLUSION = new RegExp(
  `^${LEAD}(?:criterios?\\s+de\\s+(?:inclusao|inclusion)|inclusion\\s+criteri(?:a|on)|criteria\\s+for\\s+inclusion|einschlusskriteri(?:en|um)|inclusion|inclusao|einschluss)$`,
)
const EXCLUSION = new RegExp(
  `^${LEAD}(?:criterios?\\s+de\\s+(?:exclusao|exclusion)|exclusion\\s+criteri(?:a|on)|criteria\\s+for\\s+exclusion|ausschlusskriteri(?:en|um)|exclusion|exclusao|ausschluss)$`,
)

// A heading over both lists ("Eligibility criteria", "Critérios de elegibilidade"): not a criterion, types nothing.
const ELIGIBILITY = new RegExp(
  `^${LEAD}(?:criterios?\\s+de\\s+(?:elegibilidade|elegibilidad|selecao|seleccion)|eligibility\\s+criteri(?:a|on)|eignungskriterien|auswahlkriterien)$`,
)

/** A list marker at the start of a line: "1.", "1)", "(1)", "a)", "(a)", "-", "•", "*", "·", "–", "▪", "◦". */
const MARKER =
  /^(?:\(?\d{1,3}(?:\.\d{1,3})*[.)]|\(\d{1,3}\)|\(?[a-z]\)|\([ivx]{1,4}\)|[ivx]{1,4}\)|[-*•·–—▪◦●○])\s*/i

/**
 * The heading a line is, when it is one: its type (null over both lists), and any text after its colon
 * ("Inclusion criteria: adults").
 */
function headingOf(line: string): { type: CriterionType | null; rest: string } | null {
  const bare = line
    .replace(/^#{1,6}\s*/, '')
    .replace(/\*\*|__/g, '')
    .trim()
  const colon = bare.indexOf(':')
  const head = fold(colon === -1 ? bare : bare.slice(0, colon))
    // "Inclusion criteria (all must apply)", "Critérios de exclusão (qualquer um)"
    .replace(/\s*\([^)]*\)\s*$/, '')
    .replace(/[.\s]+$/, '')
    .replace(/\s+/g, ' ')
    .trim()
  if (ELIGIBILITY.test(head)) return { type: null, rest: colon === -1 ? '' : bare.slice(colon + 1).trim() }
  const type = INCLUSION.test(head)
    ? 'critical_inclusion'
    : EXCLUSION.test(head)
      ? 'critical_exclusion'
      : null
  if (!type) return null
  return { type, rest: colon === -1 ? '' : bare.slice(colon + 1).trim() }
}

/** A criterion's text without the joining words a list leaves at its ends ("…; and", "…;"). */
const tidy = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/[;,]\s*(?:and|or|e|ou|und|oder|y|o)\s*$/i, '')
    .replace(/[;,]\s*$/, '')
    .trim()

/**
 * A pasted block of criteria as a protocol writes it: headings in pt, en, de or es ("Critérios de inclusão:",
 * "Exclusion criteria") type the lines under them and are not criteria; numbered ("1.", "1)", "a)") and
 * bulleted ("-", "•", "*") items are one criterion each, an item wrapped onto the next line joined back; a
 * CI:/CE:/NI:/NE: prefix types its line. Lines nothing types keep a null type, for the clinician to choose.
 */
export function splitCriteria(block: string): SplitLine[] {
  const out: (SplitLine & { listed: boolean })[] = []
  let section: CriterionType | null = null
  const push = (text: string, listed: boolean) => {
    let line = text
    const prefix = /^(CI|CE|NI|NE)\s*[:\-–]\s*/i.exec(line)
    const type = prefix ? PREFIXES[prefix[1]!.toUpperCase()]! : section
    if (prefix) line = line.slice(prefix[0].length)
    line = tidy(line)
    if (line) out.push({ definition: line.slice(0, 2000), type, typed: type !== null, listed })
  }
  for (const raw of block.split(/\r?\n/)) {
    const trimmed = raw.trim()
    if (!trimmed) continue
    const heading = headingOf(trimmed.replace(/\*\*|__/g, '').replace(MARKER, ''))
    if (heading) {
      section = heading.type
      if (heading.rest) push(heading.rest, false)
      continue
    }
    const marker = MARKER.exec(trimmed)
    const previous = out.at(-1)
    // A wrapped list item: no marker of its own, after an item that had one, going on in lower case or a number.
    if (!marker && previous?.listed && /^[\p{Ll}\d(]/u.test(trimmed)) {
      previous.definition = tidy(`${previous.definition} ${trimmed}`).slice(0, 2000)
      continue
    }
    push(marker ? trimmed.slice(marker[0].length) : trimmed, Boolean(marker))
  }
  return out.map(({ listed: _, ...line }) => line)
}
