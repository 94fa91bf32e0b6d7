import type { DocumentSection } from '../../../../contract/catalogue'
import type { Language } from '../../../../contract/common'
import type { FindingCode, LineEvidence } from '../../../../contract/review'
import { selfCorrected } from '../../clinical/corrections'
import { readConsultation } from '../../clinical/facts'
import { fold } from '../../clinical/fold'
import { FACTS } from '../../clinical/lang/facts'
import { findMeasurements, type Measure, measurementLine } from '../../clinical/measurements'
import {
  coveredByAllergy,
  FOR_ALLERGY,
  findMedications,
  medicationKey,
  medicationLine,
} from '../../clinical/medications'
import { readNumbers } from '../../clinical/numbers'
import { namesAnother } from '../../clinical/relatives'
import type {
  Fact,
  ImpressionFact,
  MeasurementFact,
  SourceSentence as Sentence,
  Span,
} from '../../clinical/types'
import { termsIn } from '../../review/negation'
import { reviewEngine } from '../../review/offline'
import type {
  GeneratedNote,
  GeneratedSection,
  GenerationEngine,
  GenerationRequest,
  NoteInput,
} from '../engine'
import { InstructionNotFollowedError, toMarkdown } from '../engine'
import { de } from './lang/de'
import { en } from './lang/en'
import { es } from './lang/es'
import type { Family, Gender, LanguagePack } from './lang/pack'
import { capitalise } from './lang/pack'
import { pt } from './lang/pt'
import { applyInstruction, type Regeneration } from './regenerate'
import { clinicianRewrite, inClause, tuOrders, tuPossessive } from './rewrite'
import { classifyFree, sectionRouter } from './sections'

export const PACKS: Record<Language, LanguagePack> = { en, pt, de, es }
const languageOf = (pack: LanguagePack) =>
  (Object.keys(PACKS) as Language[]).find((l) => PACKS[l] === pack) ?? 'en'

/** One thing a section will say, where it came from in the consultation (for ordering) and its evidence. */
interface Item {
  text: string
  order: number
  /** Ranges of the transcript it was written from. */
  evidence: Span[]
  /** The structured input it was written from. */
  input?: NoteInput
}

type Phase = 'history' | 'exam' | 'plan'

/**
 * The note's length in words: about three in ten of the transcript's (tuned on ACI-Bench's training split,
 * whose notes run at about a third of their dialogues), and never less than a short note.
 */
const WORDS_PER_TRANSCRIPT_WORD = 0.3
const MIN_WORDS = 150
/** Words left for the best of the rest, whatever the facts and the findings kept whole take. */
const MIN_NARRATIVE_WORDS = 30

/** The offline engine: picks and lightly rewrites what was said, never adding a fact. See README.md. */
export function extractiveGenerationEngine(): GenerationEngine {
  return {
    name: 'extractive',
    async generate(request) {
      return generateNote(request)
    },
    refusals: (request) => regeneration(request, buildSections(request, PACKS[request.language])).refusals,
  }
}

/** The sections' lines: extracted afresh, or the earlier version changed by the instruction. */
function regeneration(request: GenerationRequest, built: Built): Regeneration {
  const pack = PACKS[request.language]
  const fresh = built.items.map((list) => list.map((it) => it.text))
  if (!request.previous?.trim() && !request.instruction?.trim())
    return { lines: fresh, kept: [], refusals: [] }
  return applyInstruction({
    sections: request.template.sections,
    fresh,
    previous: request.previous ?? '',
    instruction: request.instruction ?? '',
    packs: [pack, ...Object.values(PACKS).filter((other) => other !== pack)],
    language: request.language,
  })
}

/** Writes the note; an instruction it cannot carry out throws, with the reasons, and changes nothing. */
export function generateNote(request: GenerationRequest): GeneratedNote {
  const pack = PACKS[request.language]
  const built = buildSections(request, pack)
  const note = writeNote(request, pack, built)
  // A fresh note is held against its consultation before anyone reads it: a line the review check finds
  // unsupported or contradicted is left out (the note may be incomplete, never wrong). A clinician's earlier
  // version is theirs, and is never trimmed.
  if (request.previous?.trim() || request.instruction?.trim()) return note
  const flagged = checker
    .check({
      language: request.language,
      transcript: request.transcript ?? '',
      inputs: request.inputs,
      note: note.markdown,
      ...(note.provenance ? { provenance: note.provenance } : {}),
    })
    .findings.filter((f) => SAFETY_CODES.has(f.code) && f.note)
  // ('I can't take ibuprofen, it gave me a stomach ulcer' … 'I'd suggest topical diclofenac gel': a drug of the class
  // of an intolerance, prescribed by the clinician, is written as said; the review shows the clinician the conflict.
  // Against an allergy, the line is left out.)
  const intolerant = intolerancesOnly(built.facts)
  // (The very drug the patient cannot take, 'Ich verschreibe Ihnen Ibuprofen' before 'Ibuprofen vertrage ich
  // nicht', is left out still.)
  const keyOf = (name: string) => findMedications(name, request.language)[0]?.key ?? name.toLowerCase()
  const spans = flagged.flatMap((f) =>
    f.code === 'contradiction_allergy' &&
    intolerant.has((f.params.agent ?? '').toLowerCase()) &&
    keyOf(f.params.drug ?? '') !== keyOf(f.params.agent ?? '')
      ? []
      : [f.note!],
  )
  if (!spans.length) return note
  const drop = new Set<Item>()
  let cursor = 0
  note.sections.forEach((section, i) => {
    const start = note.markdown.indexOf(section.content, cursor)
    if (start < 0) return
    cursor = start + section.content.length
    for (const item of built.items[i] ?? []) {
      const written = sectionText(item.text, request.template.sections[i]!, pack)
      const at = note.markdown.indexOf(written, start)
      if (at >= 0 && spans.some((f) => f.start < at + written.length && at < f.end)) drop.add(item)
    }
  })
  if (!drop.size) return note
  return writeNote(request, pack, {
    ...built,
    items: built.items.map((list) => list.filter((it) => !drop.has(it))),
  })
}

/** The agents the patient is only intolerant of: none of their allergies names them. */
function intolerancesOnly(facts: Fact[]): Set<string> {
  const agents = (intolerance: boolean) =>
    facts.flatMap((f) =>
      f.kind === 'allergy' && f.agent && f.intolerance === intolerance ? [f.agent.toLowerCase()] : [],
    )
  const allergic = new Set(agents(false))
  return new Set(agents(true).filter((a) => !allergic.has(a)))
}

/**
 * What a fresh note may never state: a number not said or said otherwise, a drug given against an allergy, the
 * other side. (The check's other findings go to the clinician, who sees them with the note.)
 */
const SAFETY_CODES = new Set<FindingCode>([
  'unsupported_number',
  'contradiction_value',
  'contradiction_allergy',
  'contradiction_laterality',
  'contradiction_condition',
])

/** The review check every fresh note passes. */
const checker = reviewEngine()

/** Writes the note from its items (or the earlier version changed by the instruction). */
function writeNote(request: GenerationRequest, pack: LanguagePack, built: Built): GeneratedNote {
  const sections = request.template.sections
  const { lines, kept, refusals } = regeneration(request, built)
  if (refusals.length) throw new InstructionNotFollowedError(refusals)
  const out: GeneratedSection[] = sections.map((s, i) => renderSection(s, lines[i] ?? [], pack))
  // What the earlier version had outside the template's headings (the clinician's own) is kept as written.
  const before = kept.filter((b) => b.title === null).map((b) => b.body)
  const after = kept.filter((b) => b.title !== null).map((b) => `## ${b.title}\n\n${b.body}`.trim())
  const markdown = [...before, toMarkdown(out), ...after].join('\n\n')
  return { markdown, sections: out, provenance: provenanceOf(markdown, out, built, request, pack) }
}

/**
 * Where each line of the note came from, by construction: the transcript ranges or the input each written
 * line was made from (a line the clinician added by instruction has none, and the review check aligns it).
 */
function provenanceOf(
  markdown: string,
  out: GeneratedSection[],
  built: { items: Item[][]; turnOf: (offset: number) => number },
  request: GenerationRequest,
  pack: LanguagePack,
): LineEvidence[] {
  const lines: LineEvidence[] = []
  const transcript = request.transcript ?? ''
  let cursor = 0
  out.forEach((section, i) => {
    if (section.empty) return
    const start = markdown.indexOf(section.content, cursor)
    if (start < 0) return
    cursor = start + section.content.length
    for (const item of built.items[i] ?? []) {
      const written = sectionText(item.text, request.template.sections[i]!, pack)
      const at = markdown.indexOf(written, start)
      if (at < 0 || at >= cursor) continue
      lines.push({
        note: { start: at, end: at + written.length },
        evidence: item.input
          ? [{ source: 'input', key: item.input.key, label: item.input.label, text: item.input.value }]
          : mergeSpans(item.evidence).map((span) => ({
              source: 'transcript' as const,
              start: span.start,
              end: span.end,
              turn: built.turnOf(span.start),
              text: transcript.slice(span.start, span.end),
            })),
      })
    }
  })
  return lines
}

const mergeSpans = (spans: Span[]) =>
  [...spans]
    .sort((a, b) => a.start - b.start)
    .reduce<Span[]>((out, s) => {
      const last = out[out.length - 1]
      if (last && s.start <= last.end) last.end = Math.max(last.end, s.end)
      else out.push({ ...s })
      return out
    }, [])

/** A line as its section writes it (abbreviations expanded or not). */
const sectionText = (line: string, section: DocumentSection, pack: LanguagePack) =>
  section.abbreviations ? line : expandAbbreviations(line, pack)

/** Writes a section from its lines, or its 'not discussed' marker when it has none. */
export function renderSection(
  section: DocumentSection,
  lines: string[],
  pack: LanguagePack,
): GeneratedSection {
  const texts = lines.map((l) => (section.abbreviations ? l : expandAbbreviations(l, pack))).filter(Boolean)
  if (!texts.length)
    return { key: section.key, title: section.title, content: markerFor(section, pack), empty: true }
  const content =
    section.format === 'bullets'
      ? texts.map((t) => `- ${t}`).join('\n')
      : texts.map((t) => (/[.?!:]$/.test(t) ? t : `${t}.`)).join(' ')
  return { key: section.key, title: section.title, content, empty: false }
}

/** The marker the section's instruction asks for ('[to be completed]' for letters), else 'not discussed'. */
export function markerFor(section: DocumentSection, pack: LanguagePack): string {
  return section.instruction.includes(pack.toBeCompleted) ? pack.toBeCompleted : pack.notDiscussed
}

function expandAbbreviations(text: string, pack: LanguagePack): string {
  let out = text
  for (const [full, short] of pack.abbreviations)
    out = out.replace(new RegExp(`(?<![\\p{L}])${short.replace(/[.]/g, '\\.')}(?![\\p{L}])`, 'gu'), full)
  return out
}

/** The 'tú' and the 'usted' a Spanish clinician speaks with ('¿Tienes fiebre?', 'te receto', 'tu madre'; 'usted'). */
const TU_SAID = /(?<![\p{L}])(?:te|tu|tus|tienes|estás|puedes|sientes|eres|quieres|sabes|has)(?![\p{L}])/iu
const USTED_SAID = /(?<![\p{L}])(?:usted|ustedes)(?![\p{L}])/iu

/** Ending one's life, asked about ('life isn't worth living', 'pôr fim à vida', 'quitarse la vida', 'Suizid'). */
const SUICIDE_WORDS = String.raw`suicid|suicíd|suizid|kill(?:ing)? yourself|end(?:ing)? your (?:own )?life|life (?:isn't|is not|wasn't|was not|not) worth|better off dead|not worth living|a vida não vale|não vale a pena viver|tirar a (?:sua )?(?:própria )?vida|pôr fim à vida|matar-se|la vida no merece|no vale la pena vivir|quitarse la vida|acabar con su vida|matarse|nicht lebenswert|lebensmüde|nicht mehr leben|sich das leben|sich (?:etwas )?an(?:zu)?tun`
const SUICIDE_ASKED = new RegExp(SUICIDE_WORDS, 'iu')
/** A question on thoughts of self-harm or suicide, in the four languages. */
const SELF_HARM_ASKED = new RegExp(
  String.raw`${SUICIDE_WORDS}|harm(?:ed|ing)? yourself|hurt(?:ing)? yourself|magoar-se|magoou a si|fazer mal a si|hacerse daño|se ha hecho daño|selbst (?:zu )?verletzen|selbst verletzt`,
  'iu',
)
/** Thoughts asked about, not acts. */
const THOUGHTS_ASKED = /(?:thought|idea|ideia|pensamento|pensou|pensado|ideas|gedanke|gedacht)/iu
/** An attempt asked about ('tried to', 'tentou', 'ha intentado', 'versucht'). */
const ATTEMPT_ASKED = /(?:tried|attempted|tentou|intentado|intentó|versucht)/iu
/** A plain no to a question on self-harm or suicide, as a note says it, by what was asked. */
const RISK_DENIED: Record<Language, Record<'attempt' | 'suicide' | 'thoughts' | 'harm', string>> = {
  en: {
    attempt: 'Denies suicide attempts.',
    suicide: 'Denies suicidal thoughts.',
    thoughts: 'Denies thoughts of self-harm.',
    harm: 'Denies self-harm.',
  },
  pt: {
    attempt: 'Nega tentativas de suicídio.',
    suicide: 'Nega ideação suicida.',
    thoughts: 'Nega pensamentos de autolesão.',
    harm: 'Nega autolesões.',
  },
  es: {
    attempt: 'Niega intentos de suicidio.',
    suicide: 'Niega ideación suicida.',
    thoughts: 'Niega pensamientos de autolesión.',
    harm: 'Niega autolesiones.',
  },
  de: {
    attempt: 'Verneint Suizidversuche.',
    suicide: 'Verneint Suizidgedanken.',
    thoughts: 'Verneint Gedanken an Selbstverletzung.',
    harm: 'Verneint Selbstverletzungen.',
  },
}

/**
 * 'Alguma vez se magoou a si próprio?' 'Não, nunca.': a plain no to a question on self-harm or suicide that the
 * reading of yes-no questions does not write, said as what was denied ('Nega autolesões').
 */
function answeredRiskDenied(
  question: Sentence,
  answer: Sentence | undefined,
  language: Language,
): string | null {
  if (!answer || answer.speaker === 'clinician' || question.speaker !== 'clinician' || !question.question)
    return null
  if (!SELF_HARM_ASKED.test(question.said) || !PACKS[language].qa.no.test(answer.said.trim())) return null
  // ('Any thoughts of harming yourself or the baby?', 'Haben Sie Gedanken, sich das Leben zu nehmen?': a question
  // the yes-no reading writes in its own words, as English does every one of these.)
  // (Nor does German, for a thing said to the patient: 'Momente, in denen Sie nicht mehr leben wollten'.)
  const thing = PACKS[language].qa.question.exec(question.text)?.[1]
  if (
    language === 'en' ||
    (thing && !(language === 'de' && /(?<![\p{L}])(?:Sie|Ihnen|Ihr\p{L}*)(?![\p{L}])/u.test(thing)))
  )
    return null
  const asked =
    ATTEMPT_ASKED.test(question.said) && SUICIDE_ASKED.test(question.said)
      ? 'attempt'
      : SUICIDE_ASKED.test(question.said)
        ? 'suicide'
        : THOUGHTS_ASKED.test(question.said)
          ? 'thoughts'
          : 'harm'
  return RISK_DENIED[language][asked]
}

/** A sentence of the patient's answer (up to its third, of four words or more) to a question on thoughts of self-harm. */
function answersSelfHarm(s: Sentence, sentences: Sentence[], pack: LanguagePack): boolean {
  // ('No, never.', 'No, nothing like that.': a denial is written with its question, 'Has never harmed
  // themselves'.)
  if (s.speaker !== 'patient' || s.text.split(/\s+/).length < 4 || pack.qa.no.test(s.said.trim()))
    return false
  // (The last sentence of the turn before, walked back to: a long consultation is not copied for each sentence.)
  let k = s.index - 1
  while (k >= 0 && sentences[k]!.turn === s.turn) k--
  const asked = sentences[k]
  if (
    !asked?.question ||
    asked.speaker !== 'clinician' ||
    asked.turn !== s.turn - 1 ||
    s.index - asked.index > 3 ||
    !SELF_HARM_ASKED.test(asked.said)
  )
    return false
  // ('Solche Gedanken habe ich nicht.': the denial said again in the question's words adds nothing to it.)
  const askedWords = new Set(content(asked.text, pack))
  return !(
    s.negated &&
    s.text.split(/\s+/).length <= 6 &&
    content(s.text, pack).some((w) => askedWords.has(w))
  )
}

/** A consultation where the clinician says 'tú' and never 'usted'. */
function saysTu(sentences: Sentence[]): boolean {
  const said = sentences.filter((s) => s.speaker === 'clinician').map((s) => s.said)
  return !said.some((t) => USTED_SAID.test(t)) && said.some((t) => TU_SAID.test(t))
}

/** The patient's sex when the consultation states it in so many words, for pronouns; otherwise unknown. */
function genderOf(transcript: string, pack: LanguagePack): Gender {
  // Read in the whole transcript: a greeting alone ('Bom dia, senhora Dona Rosa.') is no sentence of the note.
  const text = transcript
  const female = pack.gender.female.exec(text)?.index ?? -1
  const male = pack.gender.male.exec(text)?.index ?? -1
  if (female >= 0 && (male < 0 || female < male)) return 'female'
  if (male >= 0) return 'male'
  return 'unknown'
}

const content = (text: string, pack: LanguagePack) =>
  (text.toLowerCase().match(/[\p{L}\d][\p{L}\d'-]*/gu) ?? []).filter(
    (w) => !pack.stopwords.has(w) && (w.length > 2 || /\d/.test(w)),
  )
const clinicalHits = (text: string, pack: LanguagePack) => text.match(pack.clinical)?.length ?? 0

/**
 * Finds where the examination and the assessment and plan begin. Without the words that open them, the first
 * order of the second half ('Hoje não toma a varfarina', 'Increase the Lantus…') opens the plan, and what the
 * clinician states between the patient's last answer and it is the examination.
 */
function phases(
  sentences: Sentence[],
  pack: LanguagePack,
  impressions: number[] = [],
  orders: number[] = [],
): Phase[] {
  const n = sentences.length
  const clinician = (s: Sentence) => s.speaker === 'clinician'
  const planned =
    sentences.find((s) => clinician(s) && s.index >= n * 0.3 && pack.phases.plan.test(s.text))?.index ??
    sentences.find(
      (s) =>
        clinician(s) &&
        !s.question &&
        s.index >= n * 0.6 &&
        (pack.cues.plan?.test(s.text) ?? false) &&
        // 'Vamos a ver el pie' opens the examination, whatever plan word it has.
        !pack.phases.exam.test(s.text),
    )?.index ??
    n
  // The impression said in the second half ('Parece una cistitis.'): what the clinician says after it is the
  // plan, even when the words that open a plan come later ('Te doy…' before 'Vamos a pedir…').
  // ('Então pare já o alopurinol.' and then 'Vou ver a pele.': an order or an impression the examination follows
  // opens no plan; what the clinician then finds is the examination.)
  const examFollows = (i: number) =>
    sentences.some(
      (s) =>
        clinician(s) &&
        !s.question &&
        s.index > i &&
        s.index <= i + 8 &&
        s.index < planned &&
        pack.phases.exam.test(s.text),
    )
  const planStart = Math.min(
    planned,
    impressions.find((i) => i >= n * 0.5 && !examFollows(i)) ?? n,
    orders.find((i) => i >= n * 0.5 && !examFollows(i)) ?? n,
  )
  const cued = sentences.find(
    (s) => clinician(s) && s.index >= n * 0.1 && s.index < planStart && pack.phases.exam.test(s.text),
  )?.index
  // No words opened the examination: the clinician's statements after the patient's last answer before the plan.
  const lastAnswer = sentences.findLast(
    (s) => s.index < planStart && s.speaker !== 'clinician' && !pack.smallTalk.test(s.text),
  )?.index
  const stated =
    cued === undefined && lastAnswer !== undefined && planStart < n
      ? sentences.find((s) => s.index > lastAnswer && s.index < planStart && clinician(s) && !s.question)
          ?.index
      : undefined
  const examStart = cued ?? stated ?? planStart
  return sentences.map((s) => (s.index < examStart ? 'history' : s.index < planStart ? 'exam' : 'plan'))
}

/** A test that shows something ('the x-ray shows', 'a radiografia mostra', 'la radiografía muestra', 'das EKG zeigt'). */
const RESULT_SHOWS =
  /(?<![\p{L}])(?:shows?|showed|revealed?|confirm(?:s|ed)|mostra|mostrou|revela|revelou|confirma|confirmou|muestra|mostró|confirmó|zeigt|zeigte|bestätigt)(?![\p{L}])/iu
/** A result read out: a test named and what it shows ('O eletrocardiograma mostra…', 'Das EKG zeigt…'). */
const showsResult = (s: Sentence, pack: LanguagePack) =>
  (pack.cues.results?.test(s.text) ?? false) && RESULT_SHOWS.test(s.text)

/** A result read out without a number ('O eletrocardiograma está em ritmo sinusal, sem alterações'). */
const RESULT_READ =
  /(?<![\p{L}])(?:normal|normais|normales|unremarkable|negative|negativ[oa]?|positiv[oea]?|sinus rhythm|ritmo sinusal|sinusrhythmus|sem alterações|sin alteraciones|unauffällig|ohne befund|no (?:acute )?(?:abnormalit\p{L}*|changes))(?![\p{L}])/iu

/**
 * A result judged without its value ('Your liver tests were raised', 'O LDL está bastante acima do que queremos',
 * 'Die Nierenwerte sind etwas gesunken'): what the test found, as the clinician reads it.
 */
const RESULT_JUDGED =
  /(?<![\p{L}])(?:raised|elevated|high|low|dropped|gone (?:up|down)|above|below|abnormal|deranged|elevad[oa]s?|alt[oa]s?|baix[oa]s?|baj[oa]s?|acima|abaixo|por encima|por debajo|alterad[oa]s?|subiu|desceu|baixou|subió|bajó|erhöht|erniedrigt|zu (?:hoch|niedrig)|gestiegen|gesunken|abgefallen|auffällig)(?![\p{L}])/iu

/**
 * '¿Le pica?' 'Mucho, sobre todo por la noche.': how much, and when most, says nothing a note can keep without
 * its question (one the question names, 'Tem comichão?' 'Muita.', is written with it before this is read); an
 * answer that goes on to say more ('Ein bisschen, er kratzt sich am Bauch') is kept.
 */
const HOW_MUCH =
  /^(?:mucho|muchísimo|bastante|un poco|muito|imenso|um pouco|very|very much|quite a lot|a lot|a bit|a little|loads|sehr|ziemlich|ein bisschen|etwas)(?:,\s*(?:sobre todo|sobretudo|principalmente|especialmente|más|mais|especially|mostly|mainly|particularly|more|vor allem|besonders|hauptsächlich|mehr)(?![\p{L}])[^,.!?]*)?[.!]?$/iu

/** A yes that goes on with a purpose and no verb ('Sí, y a por la receta', 'Yes, and for my repeat prescription'). */
const YES_AND_FOR =
  /^(?:sí|si|yes|yeah|sim|ja),?\s+(?:y|and|e|und)\s+(?:a por|para|por|for|für|zum|zur|wegen|pela|pelo|pelas|pelos)(?![\p{L}])/iu

/**
 * 'My wife thinks so.', 'A minha mulher acha que sim.', 'Mi mujer cree que sí.', 'Meine Frau meint ja.': someone's
 * yes to the question before, which alone says nothing a note can keep.
 */
const THINKS_SO =
  /^(?:(?:my|his|her) \p{L}+|he|she|they|i|(?:a|o) (?:minha|meu) \p{L}+|(?:mi|su) \p{L}+|(?:meine?|seine?|ihre?) \p{L}+|ich|er|sie)\s+(?:(?:thinks?|says?|believes?|said|thought) so|(?:acha|diz|disse|achava) que sim|(?:cree|dice|dijo|creía|piensa) que sí|(?:meint|sagt|glaubt|findet) (?:ja|das)|(?:meine|glaube|finde) (?:ja|das))[.!]?$/iu

/** The family a sentence belongs to, or null when it does not belong in a note. */
function classify(
  s: Sentence,
  phase: Phase,
  pack: LanguagePack,
  namesDrug = false,
  ordersDrug = false,
): Family | null {
  const t = s.text
  if (!t || pack.smallTalk.test(t)) return null
  // 'Keep it dry and clean', 'Não molhe o penso durante dois dias', 'Haga reposo', 'Schonen Sie den Fuß': care of a
  // wound or an injury, said while dressing or examining it, is the plan however short, never a finding; and so is
  // one said after its condition ('Se o penso molhar, mude-o').
  const care = ADVICE_GIVEN[languageOf(pack)].care
  if (
    s.speaker === 'clinician' &&
    !s.question &&
    (care.test(t) ||
      (s.conditional &&
        t
          .split(/,\s*/)
          .slice(1)
          .some((order) => care.test(order))))
  )
    return 'plan'
  // 'El Frenadol ya lleva paracetamol, no lo junte con el paracetamol', 'You're breathing in too fast': a medicine
  // not to take, or how to do what the patient does wrong, is counselling said while taking the history; the plan's,
  // with its 'no' (as history it would read as what the patient does).
  if (s.speaker === 'clinician' && !s.question && COUNSELS[languageOf(pack)].test(t)) return 'plan'
  // 'Pus umas tiras adesivas e um penso', 'I've put some steri-strips and a dressing on', 'Ich habe die Wunde geklebt
  // und verbunden': a procedure the clinician did in the visit is what was done today, the plan's (never a finding).
  if (s.speaker === 'clinician' && !s.question && !s.conditional && PROCEDURE_DONE[languageOf(pack)].test(t))
    return 'plan'
  // 'Si se controla bien, el riesgo es bajo': reassurance on how it will go, with its condition, is said to the
  // patient and is neither the history nor a finding.
  if (
    phase !== 'plan' &&
    s.speaker === 'clinician' &&
    !s.question &&
    s.conditional &&
    REASSURES[languageOf(pack)].test(t)
  )
    return null
  // 'Bend your knee.', 'Abra e feche a mão.', 'Machen Sie eine Faust.': what the examination asks the patient to do is
  // neither a finding nor the plan.
  // ('Mire hacia arriba' is read without its 'Mire', a word that may open talk: the command is read as said.)
  if (
    s.speaker === 'clinician' &&
    !s.question &&
    (examCommand(t, languageOf(pack)) || examCommand(s.said, languageOf(pack)))
  )
    return null
  // 'Bend your knee ten times a day', 'Dobre o joelho dez vezes por dia', 'Beugen Sie das Knie zehnmal am Tag': the
  // examination's command said with how often is an exercise the patient does at home, the plan's (as a finding it
  // would read as what was done to the patient).
  if (
    s.speaker === 'clinician' &&
    !s.question &&
    [t, s.said].some((said) => EXAM_COMMAND[languageOf(pack)].test(said) && EXERCISED.test(said))
  )
    return 'plan'
  // 'Carry on with the inhaler twice a day', 'Continue a tomar os comprimidos', 'Siga tomando sus pastillas', 'Nehmen
  // Sie Ihre Tabletten weiter', 'For your back, use paracetamol': how the patient takes or goes on with a treatment
  // is the plan wherever it was said (as a finding it would read as what was seen).
  if (
    s.speaker === 'clinician' &&
    !s.question &&
    TREATMENT_COMMAND[languageOf(pack)].test(t) &&
    (namesDrug || EXERCISED.test(t) || MEDICINE_FORM.test(t))
  )
    return 'plan'
  const words = content(t, pack)
  const hits = clinicalHits(t, pack)
  // 'So I have cut it down to once a day': how the patient changed a medicine is history, however few its words.
  if (
    phase === 'history' &&
    s.speaker !== 'clinician' &&
    !s.question &&
    words.length < 3 &&
    hits === 0 &&
    SELF_CHANGED[languageOf(pack)].test(t)
  )
    return 'hpi'
  // 'Não lhe dê aspirina.': short, and an instruction about a medicine.
  if (
    words.length < 2 &&
    hits === 0 &&
    !(namesDrug && phase === 'plan' && s.speaker === 'clinician') &&
    // 'No hay exantema.', 'Está um pouco pálida.': a finding in one word while examining.
    !(
      phase === 'exam' &&
      s.speaker === 'clinician' &&
      (s.negated || (pack.cues.exam?.test(t) ?? false)) &&
      words.length === 1
    )
  )
    return null
  if (s.question && s.speaker === 'clinician') return null
  if (s.question && s.speaker !== 'clinician' && hits === 0) return null
  const cue = (f: Family) => pack.cues[f]?.test(t) ?? false
  const measured = /\d/.test(t) && cue('vitals')
  // (The clinician's questions were left out above: what follows is what the clinician states.)
  const clinician = s.speaker === 'clinician'
  const language = languageOf(pack)
  // 'Ihre Blutwerte sind da.', 'Your results are back.': that the results came says nothing of what they are.
  if (clinician && RESULTS_CAME[language].test(t.trim())) return null
  // 'Now the ankle.', 'Jetzt den Knöchel.': where the examination goes next, no finding.
  if (clinician && EXAMINES_NEXT[language].test(s.said.trim())) return null
  // 'It means your kidneys are under some strain', 'No creo que sea del corazón', 'Das ist ein normaler Verlauf im
  // Wochenbett': what the clinician makes of what was found is the assessment, wherever in the visit it was said
  // (as history it would read as the patient's complaint, as a finding as what was seen; once the plan began, the
  // assessment and plan are read as they are).
  if (
    (phase !== 'plan' || EXPECTED_COURSE[language].test(t)) &&
    clinician &&
    !s.conditional &&
    !ordersDrug &&
    !cue('plan') &&
    INTERPRETS[language].test(t)
  )
    return 'assessment'
  // 'Caminhe meia hora por dia', 'Quita los zumos', 'Lass die Säfte weg': advice is neither history nor a finding
  // ('Caminha meia hora por dia' would read as what the patient does); said while examining, where a command may
  // be the examination's own ('Gehen Sie ein paar Schritte'), it is left out.
  if (phase !== 'plan' && clinician && ADVICE_GIVEN[language].habit.test(t))
    return phase === 'exam' ? null : 'plan'
  // 'Le doy amoxicilina, 80 mg por kilo…', 'Stop it now': a medicine given or stopped today is the plan, wherever the
  // visit is.
  if (phase !== 'plan' && ordersDrug) return 'plan'
  // 'Vuelva si se pone roja', 'Come back if it gets red': when to come back is the plan's, wherever it was said.
  if (clinician && RETURN_IF[language].test(t) && (s.conditional || RETURN_THEN_IF[language].test(t)))
    return 'plan'
  // 'It can cause ankle swelling', 'Pode causar inchaço nos tornozelos': a warning of what a treatment may do is
  // advice, never a finding nor the history.
  if (clinician && !s.conditional && WARNS[language].test(t)) return 'plan'
  // 'Hoje fazemos a vacina do tétano', 'We'll give you the tetanus jab today': a vaccine given in the visit is the
  // plan, wherever the visit is (never a finding).
  if (phase !== 'plan' && clinician && !s.conditional && VACCINE_GIVEN[language].test(t)) return 'plan'
  // 'Wenn die Blutwerte normal sind, beginnen wir Terbinafin', 'Vuelva dentro de 3 a 4 semanas': a treatment
  // awaiting a result, and when to come back, are the plan wherever the visit is.
  // ('If it's not better in three months, we'll talk about surgery': an operation to discuss then is no history.)
  if (
    clinician &&
    phase !== 'plan' &&
    !cue('exam') &&
    (!cue('past_history') || (s.conditional && DISCUSS_THEN[language].test(t)))
  ) {
    if (s.conditional && (namesDrug || cue('plan'))) return 'plan'
    if (cue('follow_up') && pack.followUp.test(t) && /\d/.test(t)) return 'follow_up'
  }
  if (phase === 'history') {
    // ('Gegen die Allergie nehme ich Cetirizin': a medicine taken for an allergy is no allergy.)
    // ('He's fine with everything, but his sister is allergic to penicillin': the sister's is family history.)
    // (The patient's own allergy said with it is written from the consultation's allergies.)
    if (cue('allergies') && namesAnother(t, languageOf(pack))) return 'family'
    if (cue('allergies') && !(namesDrug && FOR_ALLERGY.test(t))) return 'allergies'
    // A dictated history ('Doente de 68 anos… vem por dispneia e edemas') is history, whatever findings it names.
    if (clinician && DICTATED_HISTORY[pack.notDiscussed]?.test(t)) return 'hpi'
    // A finding the clinician states before the visit reached its examination is still an examination finding.
    if (clinician && (pack.phases.exam.test(t) || (cue('exam') && !REPORTED[pack.notDiscussed]?.test(t))))
      return 'exam'
    if (measured && clinician) return 'vitals'
    if (
      clinician &&
      cue('results') &&
      (/\d/.test(t) || RESULT_READ.test(t) || RESULT_SHOWS.test(t) || RESULT_JUDGED.test(t)) &&
      !cue('past_history')
    )
      return 'results'
    // 'His dad smokes, but outside': a relative's habit at home, naming no illness, is the patient's social history.
    if (cue('family') && hits > 0)
      return cue('social') && !cue('past_history') && !FACTS[languageOf(pack)].condition.test(t)
        ? 'social'
        : 'family'
    if (cue('social') && !cue('ros')) return 'social'
    if (cue('past_history')) return 'past_history'
    // ('Nega hipoglicemias.': a denial dictated in two words is a line of the history.)
    if (words.length < 3 && hits === 0 && !(s.speaker === 'clinician' && DICTATED_DENIAL.test(t.trim())))
      return null
    return 'hpi'
  }
  if (phase === 'exam') {
    if (s.speaker !== 'clinician') return hits >= 2 && words.length >= 4 ? 'exam' : null
    // A value said with findings ('temperature 98.6, mild suprapubic tenderness') is an examination line: as a
    // vital it would be merged into the value's own line and its findings lost.
    if (measured && !cue('exam')) return 'vitals'
    // 'The clarithromycin has probably pushed his INR up': a judgement about a result, read without its value.
    if (cue('results') && !cue('exam') && !(cue('assessment') && !/\d/.test(t))) return 'results'
    if (pack.phases.results.test(t)) return 'results'
    if (cue('assessment') && !cue('exam')) return 'assessment'
    // 'We could add amlodipine, or we could add indapamide', said after the blood pressure was read: a medicine
    // named with no finding is no examination line; the plan's when it says what is done with it.
    if (namesDrug && !cue('exam')) return cue('plan') ? 'plan' : null
    if (cue('plan') && !cue('exam') && hits === 0) return null
    // 'No rash.', 'No hay exantema.', 'Está pálida.': a finding the clinician names in one word.
    return words.length >= 2 || hits > 0 || ((s.negated || cue('exam')) && words.length === 1) ? 'exam' : null
  }
  // The assessment and plan.
  if (s.speaker !== 'clinician') return null
  if (cue('follow_up') && pack.followUp.test(t)) return 'follow_up'
  // 'Repetimos o INR daqui a uma semana' names a test and reads no result: the plan; nor does 'Se as análises
  // estiverem normais, começamos…', a result awaited.
  if (
    cue('results') &&
    !cue('plan') &&
    !cue('assessment') &&
    !s.conditional &&
    (/\d/.test(t) || RESULT_READ.test(t))
  )
    return 'results'
  if (cue('exam') && !cue('plan') && !cue('assessment')) return 'exam'
  if (cue('assessment') && !cue('plan')) return 'assessment'
  if (cue('plan')) return 'plan'
  if (cue('assessment')) return 'assessment'
  if (cue('results') && !s.conditional && /\d/.test(t)) return 'results'
  // 'Ich habe heute das Epley-Manöver gemacht': a procedure done, in few words; 'Se envía urocultivo.',
  // 'Urinkultur abgenommen.': a test sent, in two.
  return words.length >= 3 ||
    hits > 0 ||
    namesDrug ||
    (words.length >= 2 && (DONE_TODAY.test(t) || FACTS[languageOf(pack)].test.test(t)))
    ? 'plan'
    : null
}

/** Where the examination goes next, a part named after 'now' and nothing said of it ('Agora o joelho.'). */
const EXAMINES_NEXT: Record<Language, RegExp> = {
  en: /^(?:(?:and|okay|ok|right),?\s+)?(?:now|next)(?:,)?\s+(?:(?:the|your|his|her|that|this|other|left|right)\s+){0,2}[\p{L}-]+(?:\s+(?:one|side))?[.!:]?$/iu,
  pt: /^(?:(?:e|bem|ok),?\s+)?(?:agora|a seguir)(?:,)?\s+(?:(?:o|a|os|as|esse|essa|este|esta|seu|sua|outro|outra)\s+){0,2}[\p{L}-]+(?:\s+(?:direit[oa]|esquerd[oa]))?[.!:]?$/iu,
  es: /^(?:(?:y|bueno|vale),?\s+)?(?:ahora)(?:,)?\s+(?:(?:el|la|los|las|ese|esa|este|esta|su|tu|otro|otra)\s+){0,2}[\p{L}-]+(?:\s+(?:derech[oa]|izquierd[oa]))?[.!:]?$/iu,
  de: /^(?:(?:und|gut|so),?\s+)?(?:jetzt|nun|dann)(?:,)?\s+(?:noch\s+)?(?:(?:den|die|das|der|dem|ihren|ihre|ihr|andere|anderen|linke|linken|rechte|rechten)\s+){0,2}[\p{L}-]+[.!:]?$/iu,
}

/**
 * Counselling the clinician gives: a command not to take, mix or use something, at the head of its clause ('no lo
 * junte con el paracetamol', 'não tome', 'don't take', 'nehmen Sie kein…'), never a subject's own 'no' ('I don't
 * take it', 'Sie nehmen nichts'); or how the patient does it wrong ('You're breathing in too fast').
 */
const COUNSELS: Record<Language, RegExp> = {
  en: /(?:^|[,;:]\s*|(?<![\p{L}'])(?:and|but|so|just|please|then)\s+)(?:don't|do not|never) (?:take|mix|combine|use|double|drink|drive|stop|apply|put)(?![\p{L}])|(?<![\p{L}])you(?:'re| are) \p{L}+ing (?:(?:in|out|it|them) )?too (?:fast|quickly|quick|hard|early|late|often|much|shallow)(?![\p{L}])/iu,
  pt: /(?:^|[,;:]\s*|(?<![\p{L}])(?:e|mas|então|por isso)\s+)(?:não|nunca) (?:(?:o|a|os|as|lhe|se|te)\s+)?(?:junte|juntes|misture|mistures|tome|tomes|combine|combines|use|uses|beba|bebas|dobre|dobres|aplique|apliques|pare|pares|conduza|conduzas|suspenda|suspendas)(?![\p{L}])|(?<![\p{L}])(?:está|estás) a (?:inspirar|respirar|puxar|aspirar|injetar|aplicar) (?:\p{L}+ )?(?:demasiado|muito) (?:depressa|rápido|forte|cedo)(?![\p{L}])/iu,
  es: /(?:^|[,;:]\s*|(?<![\p{L}])(?:y|pero|así que|entonces)\s+)no (?:(?:lo|la|los|las|le|se|te)\s+)?(?:junte|juntes|mezcle|mezcles|tome|tomes|combine|combines|use|uses|beba|bebas|doble|dobles|aplique|apliques|conduzca|conduzcas|suspenda|suspendas)(?![\p{L}])|(?<![\p{L}])(?:está|estás) (?:inspirando|respirando|aspirando|inyectando|aplicando) (?:\p{L}+ )?(?:demasiado|muy) (?:rápido|deprisa|fuerte|pronto)(?![\p{L}])/iu,
  de: /(?:^|[,;:]\s*|(?<![\p{L}])(?:und|aber|also|bitte)\s+)(?:nehmen|kombinieren|mischen|trinken|verwenden|benutzen|fahren) Sie (?:\p{L}+ ){0,4}?(?:nicht|keine?n?)(?![\p{L}])|(?<![\p{L}])Sie atmen (?:\p{L}+ )?zu (?:schnell|hastig|flach|kurz)(?![\p{L}])/u,
}

/** A procedure the clinician did in the visit, said in the first person at the head of the sentence. */
const PROCEDURE_DONE: Record<Language, RegExp> = {
  en: /^(?:(?:so|okay|ok|right|now|there we go),?\s+)*(?:i|we)(?:'ve| have)? (?:just |now |also )?(?:put (?:on )?(?:some |a |an |two |three |\d+ )?(?:steri-?strips|stitch|stitches|sutures?|glue|dressing|bandage|plaster|splint|sling|strapping|cast)|placed|applied|closed|stitched|sutured|glued|dressed|drained|irrigated|splinted|strapped|bandaged)(?![\p{L}])/iu,
  pt: /^(?:(?:já|então|pronto|agora),?\s+)*(?:eu\s+)?(?:lhe\s+)?(?:(?:pus|coloquei|apliquei)(?:-lhe)? (?:um|uma|uns|umas|o|a|os|as|\d+) (?=[^.;!?]*(?<![\p{L}])(?:tiras?|pensos?|ligaduras?|curativos?|adesivos?|pontos|tala|gesso|cola|compressas?)(?![\p{L}]))|(?:fechei|suturei|limpei|desinfetei|drenei|imobilizei)(?![\p{L}]))/iu,
  es: /^(?:(?:ya|bueno|vale|pues),?\s+)*(?:(?:le|la|lo|las|los|se la|se lo)\s+)?(?:(?:he|hemos)\s+(?:(?:puesto|colocado|aplicado)(?=[^.;!?]*(?<![\p{L}])(?:tiras?|apósitos?|vendas?|vendajes?|puntos|férula|yeso|pegamento|gasas?|esparadrapo)(?![\p{L}]))|cerrado|suturado|desinfectado|drenado|inmovilizado|vendado)|(?:(?:puse|coloqué|apliqué)(?=[^.;!?]*(?<![\p{L}])(?:tiras?|apósitos?|vendas?|vendajes?|puntos|férula|yeso|pegamento|gasas?|esparadrapo)(?![\p{L}]))|cerré|suturé|desinfecté|drené|vendé|inmovilicé))(?![\p{L}])/iu,
  de: /^(?:(?:so|also|gut|jetzt),?\s+)*(?:ich habe|wir haben) (?:[^\s.;!?]+\s+){0,6}?(?:geklebt|verbunden|genäht|verschlossen|angelegt|desinfiziert|drainiert|geschient|getapt|versorgt)(?:\s+und\s+(?:[^\s.;!?]+\s+){0,4}?(?:geklebt|verbunden|genäht|verschlossen|angelegt|desinfiziert|versorgt))?[.!]?$/iu,
}

/** Reassurance on how a condition will go ('the risk is low', 'o risco é baixo', 'el riesgo es bajo', 'das Risiko ist gering'). */
const REASSURES: Record<Language, RegExp> = {
  en: /(?<![\p{L}])(?:the )?(?:risk|outlook|prognosis) (?:is|will be) (?:(?:very|quite|really) )?(?:low|small|good|excellent|minimal)(?![\p{L}])/iu,
  pt: /(?<![\p{L}])o (?:risco|prognóstico) (?:é|será) (?:muito )?(?:baixo|pequeno|mínimo|bom|excelente)(?![\p{L}])/iu,
  es: /(?<![\p{L}])el (?:riesgo|pronóstico) (?:es|será) (?:muy )?(?:bajo|pequeño|mínimo|bueno|excelente)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:(?:das Risiko|die Prognose) (?:ist|wird)|(?:ist|wird) (?:das Risiko|die Prognose)) (?:sehr )?(?:gering|niedrig|klein|gut|ausgezeichnet)(?![\p{L}])/iu,
}

/** An order to come back or seek care ('volte', 'vuelva', 'come back', 'kommen Sie wieder'), said with a condition. */
const RETURN_IF: Record<Language, RegExp> = {
  en: /(?<![\p{L}'])(?:come back|come and see (?:me|us)|go (?:straight )?to (?:the )?(?:emergency|a&e|er|hospital)|call (?:us|me|111|999|911|an ambulance))(?![\p{L}])/iu,
  pt: /(?<![\p{L}])(?:volte|voltem|venha|regresse|recorra|vá (?:logo |imediatamente )?(?:à|ao) (?:urgência|hospital|médico)|ligue)(?![\p{L}])/iu,
  es: /(?<![\p{L}])(?:vuelva|vuelvan|venga|acuda|vaya (?:a|al) (?:urgencias|hospital|médico)|llame)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:kommen Sie (?:bitte )?(?:sofort |gleich |umgehend )?(?:wieder|zurück|vorbei)|melden Sie sich|stellen Sie sich (?:\p{L}+ )?(?:wieder )?vor|gehen Sie (?:\p{L}+ )?(?:in die|zur) (?:Notaufnahme|Notfallpraxis))(?![\p{L}])/iu,
}

/** The order to come back, then its condition ('Volte se ficar vermelha', 'Vuelva si se pone roja'). */
const RETURN_THEN_IF = Object.fromEntries(
  Object.entries(RETURN_IF).map(([language, order]) => [
    language,
    new RegExp(String.raw`${order.source},?\s+(?:se|si|if|wenn|falls)\s`, 'iu'),
  ]),
) as Record<Language, RegExp>

/** That the results came, and nothing of them ('Your bloods are back.', 'Já chegaram as análises.'). */
const RESULTS_CAME: Record<Language, RegExp> = {
  en: /^(?:(?:so|okay|ok|right|well|now),?\s+)*(?:(?:your|his|her|the) )?(?:blood (?:tests?|results|work)|bloods|labs?|lab results|test results|results) (?:are|have|came|have come) (?:back|in)(?: now| today)?[.!]?$|^(?:(?:so|okay|ok|right|well|now),?\s+)*i(?:'ve| have) (?:got )?(?:your|his|her|the) (?:blood )?(?:results|bloods|labs)(?: here| back)?[.!]?$/iu,
  pt: /^(?:(?:então|bem|ora),?\s+)*(?:já )?(?:chegaram|vieram) (?:as (?:suas |tuas )?análises|os (?:seus |teus )?resultados)(?: (?:das análises|do sangue))?[.!]?$|^(?:(?:então|bem|ora),?\s+)*(?:as (?:suas |tuas )?análises|os (?:seus |teus )?resultados) (?:já )?(?:chegaram|estão cá|estão aqui|vieram)[.!]?$/iu,
  es: /^(?:(?:bueno|pues|entonces),?\s+)*(?:ya )?(?:tengo|tenemos|han llegado|llegaron) (?:aquí )?(?:sus |tus |los )?(?:análisis|resultados)(?: de (?:la analítica|sangre))?(?: aquí)?[.!]?$|^(?:(?:bueno|pues|entonces),?\s+)*(?:sus |tus |los )?(?:análisis|resultados) (?:ya )?(?:han llegado|están aquí|llegaron)[.!]?$/iu,
  de: /^(?:(?:also|so|gut),?\s+)*(?:ihre|deine|die) (?:blutwerte|laborwerte|ergebnisse|befunde|werte) sind (?:jetzt )?(?:da|gekommen|zurück)[.!]?$/iu,
}

/**
 * What the clinician makes of what was found, opening the sentence: what it means, where it comes from, that it
 * is not something, or that it is the expected course.
 */
const INTERPRETS: Record<Language, RegExp> = {
  en: /^(?:(?:so|and|well|okay|now),?\s+)*(?:(?:this|that|it|which) (?:means|suggests|tells (?:us|me))(?! (?:you|we)\b)|(?:i think|i suspect|likely|probably|most likely) (?:it's|it is|this is|that's|that is) (?:from|due to|because of|caused by|related to)|i (?:don't|do not) think (?:it's|it is|this is|that's|that is) (?:from|due to|caused by|related to|your)|(?:this|that|it) is (?:a |the )?(?:normal|expected) (?:course|recovery|healing|finding)|(?:it's|it is|this is|that's|that is) (?:healing|recovering|settling|improving) (?:just )?(?:as expected|as it should))(?![\p{L}])/iu,
  pt: /^(?:(?:então|e|portanto|bem|ora),?\s+)*(?:(?:isto|isso) (?:significa|quer dizer|indica|sugere)(?! que (?:vai|vamos|tem|temos|precisa|deve)\b)|(?:acho|penso|creio) que (?:é|seja|vem|venha|deve ser) (?:d[oa]s?|por causa|devido)|não (?:acho|penso|creio) que (?:seja|venha) (?:d[oa]s?|por causa)|(?:isto |isso )?é (?:uma |a )?evolução normal|está a (?:cicatrizar|recuperar|melhorar|evoluir) (?:bem,? )?como (?:esperado|é de esperar|seria de esperar))(?![\p{L}])/iu,
  es: /^(?:(?:entonces|y|pues|bueno),?\s+)*(?:(?:esto|eso) (?:significa|quiere decir|indica|sugiere)(?! que (?:va|vamos|tiene|tenemos|necesita|debe)\b)|(?:creo|pienso) que (?:es|viene|sea) (?:por|de|del|debido)|no creo que (?:sea|venga) (?:del?|por)|(?:esto |eso )?es (?:una |la )?evolución normal|está (?:cicatrizando|recuperándose|mejorando|evolucionando) (?:bien,? )?como (?:se esperaba|es de esperar|esperábamos))(?![\p{L}])/iu,
  de: /^(?:(?:also|und|nun|gut),?\s+)*(?:das (?:bedeutet|spricht für|deutet auf)(?! (?:für )?(?:Sie|wir|dass Sie|dass wir)\b)|(?:ich denke|ich glaube|vermutlich|wahrscheinlich),? (?:kommt das|liegt das|das kommt|das liegt) (?:von|vom|an|am)|das ist (?:ein )?(?:ganz )?normaler (?:Verlauf|Heilungsverlauf|Befund)|(?:es|das) heilt (?:ganz )?wie erwartet)(?![\p{L}])/iu,
}

/** That it goes as expected ('It's healing as expected', 'Es heilt wie erwartet'): the assessment even in the plan. */
const EXPECTED_COURSE: Record<Language, RegExp> = {
  en: /^(?:(?:so|and|well|okay|now),?\s+)*(?:(?:this|that|it) is (?:a |the )?(?:normal|expected) (?:course|recovery|healing)|(?:it's|it is|this is|that's|that is) (?:healing|recovering|settling|improving) (?:just )?(?:as expected|as it should))(?![\p{L}])/iu,
  pt: /^(?:(?:então|e|portanto|bem|ora),?\s+)*(?:(?:isto |isso )?é (?:uma |a )?evolução normal|está a (?:cicatrizar|recuperar|melhorar|evoluir) (?:bem,? )?como (?:esperado|é de esperar|seria de esperar))(?![\p{L}])/iu,
  es: /^(?:(?:entonces|y|pues|bueno),?\s+)*(?:(?:esto |eso )?es (?:una |la )?evolución normal|está (?:cicatrizando|recuperándose|mejorando|evolucionando) (?:bien,? )?como (?:se esperaba|es de esperar|esperábamos))(?![\p{L}])/iu,
  de: /^(?:(?:also|und|nun|gut),?\s+)*(?:das ist (?:ein )?(?:ganz )?normaler (?:Verlauf|Heilungsverlauf)|(?:es|das) heilt (?:ganz )?wie erwartet)(?![\p{L}])/iu,
}

/** What will be discussed once a condition is met ('we'll talk about', 'falamos de', 'hablamos de', 'sprechen wir über'). */
const DISCUSS_THEN: Record<Language, RegExp> = {
  en: /(?<![\p{L}'])(?:we(?:'ll| will| can| could)) (?:also )?(?:talk about|discuss)(?![\p{L}])/iu,
  pt: /(?<![\p{L}])(?:falamos|conversamos|discutimos|(?:podemos|vamos) (?:falar|conversar|discutir))(?![\p{L}])/iu,
  es: /(?<![\p{L}])(?:hablamos|comentamos|(?:podemos|vamos a) (?:hablar|comentar|plantear))(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:(?:sprechen|reden) wir (?:\p{L}+ ){0,2}über|besprechen wir|(?:werden|können|könnten|müssen|sollten|wollen|möchten) wir (?:\p{L}+ ){0,5}(?:besprechen|sprechen|reden))(?![\p{L}])/iu,
}

/** A vaccine named ('the tetanus booster', 'a vacina do tétano', 'la vacuna', 'eine Tetanusimpfung'). */
const VACCINE: Record<Language, RegExp> = {
  en: /(?<![\p{L}])(?:vaccin\p{L}*|jabs?|booster)(?![\p{L}])/iu,
  pt: /(?<![\p{L}])vacin\p{L}*(?![\p{L}])/iu,
  es: /(?<![\p{L}])vacun\p{L}*(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:\p{L}*impfung\p{L}*|impf\p{L}*)(?![\p{L}])/iu,
}

/** A vaccine the clinician gives in the visit: its name and the giving said by the clinician, or 'today'. */
const VACCINE_GIVEN: Record<Language, RegExp> = {
  en: /^(?=.*(?<![\p{L}])(?:vaccin\p{L}*|jabs?|booster)(?![\p{L}]))(?=.*(?<![\p{L}'])(?:today|we'll (?:give|do)|we will (?:give|do)|i'll (?:give|do)|i will (?:give|do)|we're (?:giving|doing))(?![\p{L}]))/iu,
  pt: /^(?=.*(?<![\p{L}])vacin\p{L}*(?![\p{L}]))(?=.*(?<![\p{L}])(?:hoje|fazemos|damos|vamos (?:fazer|dar|pôr|administrar)|vou (?:fazer|dar|pôr|administrar))(?![\p{L}]))/iu,
  es: /^(?=.*(?<![\p{L}])vacun\p{L}*(?![\p{L}]))(?=.*(?<![\p{L}])(?:hoy|(?:le |te )?ponemos|(?:le |te )?pongo|vamos a (?:poner|dar|administrar)|voy a (?:poner|dar|administrar))(?![\p{L}]))/iu,
  de: /^(?=.*(?<![\p{L}])(?:\p{L}*impfung\p{L}*|impf\p{L}*)(?![\p{L}]))(?=.*(?<![\p{L}])(?:heute|machen wir|geben wir|impfen wir|ich impfe|ich gebe|wir impfen)(?![\p{L}]))/iu,
}

/** What a treatment may do, said as a warning ('it can cause…', 'pode provocar…', 'kann zu … führen'). */
const WARNS: Record<Language, RegExp> = {
  en: /(?<![\p{L}'])(?:can|may|might|could) (?:sometimes |also |occasionally )?(?:cause|give you|make you)(?![\p{L}])/iu,
  pt: /(?<![\p{L}])(?:pode|podem) (?:às vezes |também |por vezes )?(?:causar|provocar)(?![\p{L}])/iu,
  es: /(?<![\p{L}])(?:puede|pueden) (?:a veces |también )?(?:causar|provocar|hinchar)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:kann|können) (?:\p{L}+ ){0,3}(?:verursachen|auslösen|führen)(?![\p{L}])/iu,
}

/** A procedure done in the visit ('I did…', 'Fiz…', 'Hice…', 'Ich habe … gemacht'). */
/** Habits and food advice is about ('os sumos', 'sugar', 'el pan', 'Alkohol'), or how much of it. */
const HABIT_WORDS = String.raw`(?:[^.;]*?(?<![\p{L}])(?:sumos?|doces|açúcar|sal|pão|álcool|café|refrigerantes|fritos|gorduras|tabaco|cigarros|zumos?|dulces|azúcar|pan|alcohol|refrescos|grasas|juice|sweets|sugar|salt|bread|alcohol|coffee|fizzy drinks|Säfte|Saft|Süßes|Zucker|Salz|Brot|Alkohol|Kaffee|Limonade|por dia|por semana|ao dia|al día|a la semana|por semana|a day|a week|am Tag|pro Tag|täglich|pro Woche)(?![\p{L}]))`
/**
 * Advice given to the patient, opening the sentence. `habit`: a command only a clinician gives ('Evite o sal', 'Cut
 * out the juice'), or an informal one that reads like a statement of what the patient does ('Caminha meia hora por
 * dia', 'Come menos pan') when it names a habit or how much. `care`: the care of a wound or an injury ('Keep it dry
 * and clean', 'Não molhe o penso', 'Haga reposo', 'Schonen Sie den Fuß'), never a command of the examination ('Bend
 * your knee', 'Abra e feche a mão', 'Machen Sie eine Faust'): it keeps, covers, wets or rests what was hurt.
 */
const ADVICE_GIVEN: Record<Language, { habit: RegExp; care: RegExp }> = {
  pt: {
    habit: new RegExp(
      String.raw`^(?:(?:para já|então|agora|e|mas|também|por isso|entretanto|a partir de agora),?\s+)*(?:(?:tente |procure |comece a )?(?:evite|corte|reduza|beba|coma|caminhe|durma|deixe de|pare de|pratique|faça (?:exercício|caminhadas|dieta))|(?:tenta |procura |começa a )?(?:tire|evita|tira|corta|reduz|bebe|come|caminha|anda|dorme|deixa de|para de|pratica|faz (?:exercício|caminhadas|dieta))(?=${HABIT_WORDS}))(?![\p{L}])`,
      'iu',
    ),
    // ('Mantenha o braço esticado' is the examination's: only dry, clean or covered is care.)
    care: /^(?:(?:para já|então|agora|e|mas|também|por isso|entretanto|em casa|depois|até lá),?\s+)*(?:tente |procure )?(?:(?:mantenha|mantém|mantem|deixe|deixa|tenha)(?:-(?:o|a|os|as|no|na|nos|nas))?\s+(?:[^\s.;!?]+\s+){0,4}?(?:sec|limp|tapad|cobert)[oa]s?|(?:não|nunca) (?:(?:o|a|os|as|lhe) )?(?:molhe|molhes|molha|deixe molhar|deixes molhar)|(?:não|nunca) (?:tire|tires|retire|tira) (?:o penso|os pensos|a ligadura|o curativo|o adesivo|as tiras|a tala|o gesso)|evite molhar|(?:não|nunca) apoie|(?:mude|troque|muda|troca)(?:-o|-os|-a|-as| o penso| os pensos| a ligadura| o curativo)|repouse|faça repouso|faz repouso|repousa|descanse (?!(?:\S+\s+){0,2}(?:aqui|ali|na|no|em|sobre)(?![\p{L}]))|(?:ponha|põe|aplique|aplica|coloque|faça|faz) gelo)(?![\p{L}])/iu,
  },
  es: {
    habit: new RegExp(
      String.raw`^(?:(?:de momento|por ahora|entonces|ahora|y|pero|también|así que|a partir de ahora),?\s+)*(?:(?:intente |procure |empiece a )?(?:evite|quite|deje de|reduzca|beba|coma|camine|duerma|practique|haga (?:ejercicio|dieta))|(?:intenta |procura |empieza a )?(?:evita|quita|deja de|reduce|bebe|come|camina|anda|duerme|practica|haz (?:ejercicio|dieta))(?=${HABIT_WORDS}))(?![\p{L}])`,
      'iu',
    ),
    care: /^(?:(?:de momento|por ahora|entonces|ahora|y|pero|también|así que|en casa|después|hasta entonces),?\s+)*(?:intente |procure )?(?:(?:mantenga|manténgala|manténgalo|manténgalas|manténgalos|mantén|mantenla|mantenlo|mantenlas|mantenlos|deje|déjela|déjelo|deja|déjala|déjalo|tenga)\s+(?:[^\s.;!?]+\s+){0,4}?(?:sec|limpi|tapad|cubiert)[oa]s?|no (?:(?:lo|la|los|las) )?(?:moje|mojes|mojen)|no (?:se |te )?(?:quite|quites|retire|levante) (?:el apósito|la venda|el vendaje|los puntos|las tiras|la férula)|evite mojar(?:l[oa]s?)?|no apoye|no apoyes|(?:cámbielo|cámbiela|cámbielos|cámbialo|cámbiala|(?:cambie|cambia) (?:el apósito|la venda|el vendaje))|haga reposo|haz reposo|repose|reposa|descanse (?!(?:\S+\s+){0,2}(?:aquí|ahí|en|sobre)(?![\p{L}]))|(?:ponga|póngase|aplique|pon|ponte|aplica) hielo)(?![\p{L}])/iu,
  },
  en: {
    habit:
      /^(?:(?:so|and|but|also|then|for now|from now on|okay|ok),?\s+)*(?:try to |try and |make sure (?:you )?)?(?:cut (?:out|down)|avoid|walk|drink|eat|reduce|stop (?:eating|drinking|smoking)|quit|exercise|go for (?:a )?walks?|get more)(?![\p{L}])/iu,
    // ('Rest your arm on the table' is the examination's: a limb rested somewhere is no care.)
    care: /^(?:(?:so|and|but|also|then|now|for now|okay|ok|please|at home|until then),?\s+)*(?:try to |try and |make sure (?:you )?)?(?:keep (?:it|them|this|that|(?:the|your) (?:wound|cut|dressing|bandage|stitches|sutures|plaster|cast|splint|area|burn|graze|blister|strips|steri-strips))(?: \p{L}+){0,2}? (?:dry|clean|covered|on|in place)|(?:don't|do not|try not to|never) (?:get|let) (?:it|them|(?:the|your) \p{L}+) (?:get )?wet|avoid getting (?:it|them|(?:the|your) \p{L}+) wet|(?:don't|do not) (?:take|pull) (?:it|them|the (?:dressing|bandage|plaster|strips|steri-strips)) off|leave the (?:dressing|bandage|plaster)|change (?:it|them|the (?:dressing|bandage|plaster))|rest (?:it|(?:the|your|that) \p{L}+)(?!\s+(?:on|here|there|in|against|over|across|flat)(?![\p{L}]))|get (?:plenty of |some )?rest|(?:put|apply|use) (?:some )?ice|ice it)(?![\p{L}])/iu,
  },
  de: {
    habit:
      /^(?:(?:also|und|dann|ab jetzt|erst einmal|bitte|jetzt),?\s+)*(?:(?:lassen|gehen|trinken|essen|vermeiden|reduzieren|hören|bewegen|verzichten|achten|versuchen) Sie|(?:lass|geh|trink|iss|vermeide|reduzier(?:e)?|hör|beweg|verzichte|achte|versuch(?:e)?)(?! Sie(?![\p{L}])))(?![\p{L}])/iu,
    // ('Die Wunde ist trocken' is a finding: care is an order to keep it so, or not to let it get wet.)
    care: /^(?:(?:also|und|dann|ab jetzt|erst einmal|bitte|jetzt|zu hause|zuhause|bis dahin),?\s+)*(?:(?:halten Sie|halte|halt)\s+(?:[^\s.;!?]+\s+){0,4}?(?:trocken|sauber|bedeckt|abgedeckt)|(?:[^\s.;!?]+\s+){0,6}?(?:nicht|nie) nass (?:werden|machen)|(?:lassen Sie|lass) (?:\S+\s+){0,4}?(?:drauf|dran)|(?:den|das|die) (?:Verband|Pflaster|Pflasterstreifen|Klammerpflaster) (?:\S+\s+){0,3}?(?:drauf|dran) lassen|(?:wechseln Sie|wechsle) (?:den Verband|das Pflaster|ihn|es)|(?:schonen Sie|schone)|kühlen Sie|(?:legen Sie|leg) (?:\S+\s+){0,3}?hoch|(?:belasten Sie|belaste) (?:\S+\s+){0,3}?nicht)(?![\p{L}])/iu,
  },
}

/**
 * A command of the examination, the whole of a short sentence ('Open and close your hand', 'Respire fundo', 'Haga
 * fuerza contra mi mano', 'Machen Sie eine Faust'). One said with how often, how long or when ('Bend your knee ten
 * times a day', 'Dobre o joelho quando estiver sentado') is an exercise, the plan's.
 */
const EXAM_COMMAND: Record<Language, RegExp> = {
  // ('Follow up with cardiology', 'Push fluids', 'Cough medicine is fine': only what the examination asks of the body.)
  en: /^(?:(?:now|and|okay|ok|good|right|please|just|can you|could you),?\s+)*(?:(?:bend|straighten|wiggle|lift|raise) (?:your|the|it|them)|open and close|make a fist|squeeze (?:my|your)|(?:push|pull) (?:against|up|down|towards|into)|follow (?:my|the) (?:finger|pen|light)|look (?:up|down|left|right|straight ahead|at me|at my)|take (?:a |another )?(?:deep |big )?breaths?|breathe (?:in|out)|(?:give (?:me )?a )?cough(?: for me)?[.!]?$|lie (?:down|back|flat)[.!]?$|sit (?:up|forward)|stand up|stick out your tongue|open your mouth|close your eyes|turn your head)(?![\p{L}])/iu,
  // ('Olhe, isto é uma entorse', 'Siga com a medicação': a word that opens talk, or goes on with a treatment, is none.)
  pt: /^(?:(?:agora|e|muito bem|pronto|por favor|consegue),?\s+)*(?:abra e feche|abra (?:a|as|os|o) |feche (?:a|as|os|o) |dobre|estique|aperte (?:os|o|a|as) (?:meus?|minhas?)|(?:empurre|puxe|faça força) contra|olhe (?:para (?:cima|baixo|mim|o|a)|em frente)|siga o meu dedo|respire fundo|inspire|expire|tussa|deite-se|sente-se|levante-se|ponha a língua de fora)(?![\p{L}])/iu,
  es: /^(?:(?:ahora|y|muy bien|vale|por favor|puede),?\s+)*(?:abra y cierre|abra (?:la|las|los|el) |cierre (?:la|las|los|el) |doble|flexione|estire (?:la|el|los|las) |apriete (?:mis?|mi)|(?:empuje|haga fuerza) contra|mire (?:hacia|arriba|abajo|al frente|mi dedo)|siga mi dedo|respire hondo|respire profundo|tosa|túmbese|acuéstese|siéntese|levántese|saque la lengua)(?![\p{L}])/iu,
  // ('Schauen Sie, das ist…', 'Ziehen Sie die Strümpfe an': a word that opens talk, or an order for home, is none.)
  de: /^(?:(?:jetzt|und|gut|so|bitte|einmal),?\s+)*(?:machen Sie (?:mal |bitte |einmal )?eine Faust|atmen Sie (?:mal |bitte |einmal )?tief|(?:beugen|strecken) Sie|drücken Sie (?:mal |bitte |einmal )?(?:gegen|meine)|folgen Sie (?:meinem|dem) (?:Finger|Licht|Stift)|schauen Sie (?:mal |bitte |einmal )?(?:nach oben|nach unten|nach links|nach rechts|geradeaus|mich an|auf meinen Finger)|husten Sie|öffnen Sie (?:mal |bitte |einmal )?(?:den Mund|die Hand)|schließen Sie (?:mal |bitte |einmal )?(?:die Augen|die Hand)|(?:legen|setzen) Sie sich|stehen Sie (?:mal |bitte |einmal )?auf)(?![\p{L}])/iu,
}
/** How often, how long or when: what makes a command an exercise or advice. */
const WHEN_SAID =
  /\d|(?<![\p{L}-])(?:when|whenever|while|until|if|times?|day|daily|week|hours?|minutes?|quando|enquanto|até|se|vezes|dia|dias|semana|horas?|minutos|cuando|mientras|hasta|si|veces|día|días|semana|wenn|während|bis|täglich|Tag|Tage|Woche|Stunden?|Minuten)(?![\p{L}])/iu

/** How often an exercise is done ('ten times a day', '3 vezes por dia', 'cada mañana', 'zehnmal am Tag'). */
const EXERCISED =
  /(?<![\p{L}])(?:times? (?:a|per|each) (?:day|week)|a day|daily|every (?:day|morning|evening|night|hour)|twice|vezes (?:por|ao) (?:dia|semana)|por dia|ao dia|todos os dias|todas as manhãs|veces (?:al|por) (?:día|semana)|al día|cada (?:día|mañana|noche)|todos los días|\p{L}*mal (?:am|pro) Tag|\p{L}*mal täglich|täglich|jeden (?:Tag|Morgen|Abend))(?![\p{L}])/iu

/**
 * A command, at the head of the sentence, to take, use or go on with a treatment ('Carry on with…', 'Continue os
 * comprimidos', 'Sigue tomando…', 'Ihre Tabletten nehmen Sie bitte weiter'); read with the medicine it names.
 */
const TREATMENT_COMMAND: Record<Language, RegExp> = {
  en: /^(?:(?:so|and|now|okay|ok|just|please|then|otherwise),?\s+)*(?:for (?:your|the|his|her) [^,]{1,30},\s+)?(?:carry on (?:with|using|taking)|keep (?:on )?(?:using|taking|on with)|continue(?: with| using| taking)?|stay on|use|take|apply)(?![\p{L}])/iu,
  pt: /^(?:(?:então|e|agora|pronto|por favor|por isso|de resto),?\s+)*(?:para (?:a|o|as|os) [^,]{1,30},\s+)?(?:(?:continue|continua)(?: com| a (?:usar|tomar|aplicar|pôr|fazer))?|siga com|mantenha|use|tome|aplique)(?![\p{L}])/iu,
  es: /^(?:(?:entonces|y|ahora|bueno|vale|por favor|así que|por lo demás),?\s+)*(?:para (?:la|el|las|los|su|sus) [^,]{1,30},\s+)?(?:(?:siga|sigue) (?:con|usando|tomando|aplicando|poniéndose)|(?:continúe|continúa)(?: con| usando| tomando| aplicando)?|mantenga|use|utilice|tome|aplique|póngase)(?![\p{L}])/iu,
  de: /^(?:(?:also|und|dann|jetzt|bitte|sonst|ansonsten),?\s+)*(?:(?:gegen|für) (?:den|die|das|Ihren|Ihre) \S+,?\s+)?(?:(?:nehmen|verwenden|benutzen|inhalieren|tragen) Sie|(?:machen|bleiben) Sie (?:\p{L}+ ){0,3}?(?:weiter|bei)|(?:Ihre|die) (?:übrigen |anderen )?(?:Tabletten|Medikamente) (?:nehmen Sie (?:bitte )?|bitte )(?:wie bisher )?weiter)(?![\p{L}])/iu,
}

/** A medicine by its form or as such ('the inhaler', 'a pomada', 'las gotas', 'die Salbe', 'your tablets'). */
const MEDICINE_FORM =
  /(?<![\p{L}])(?:inhalers?|puffers?|sprays?|creams?|ointments?|drops|tablets?|pills?|patch(?:es)?|medications?|medicines?|meds|inaladore?s?|bombinhas?|cremes?|pomadas?|gotas|comprimidos?|adesivos?|medicação|medicamentos|remédios|inhaladore?s?|cremas?|pastillas|parches?|medicación|medicinas|Inhalator(?:en)?|Creme|Salbe|Tropfen|Tabletten|Medikamente|Pflaster)(?![\p{L}])/iu

const examCommand = (text: string, language: Language) =>
  EXAM_COMMAND[language].test(text) &&
  text.split(/\s+/).length <= 7 &&
  !WHEN_SAID.test(text) &&
  !ADVICE_GIVEN[language].habit.test(text)

const DONE_TODAY =
  /(?<![\p{L}])(?:i (?:did|performed|gave)|we (?:did|performed)|fiz|fizemos|realizei|hice|hicimos|realicé|gemacht|durchgeführt)(?![\p{L}])/iu

/** How a dictated history opens: the patient presenting with, or coming for, something. Keyed by language. */
const DICTATED_HISTORY: Record<string, RegExp> = {
  'Not discussed.':
    /\b(?:presents? (?:with|for|to)|presenting with|comes in (?:with|for)|(?:year|month)-old (?:\w+ )?(?:man|woman|male|female|boy|girl|patient) (?:with|who))\b/i,
  'Não abordado.':
    /(?<![\p{L}])(?:vem por|vem à consulta por|recorre por|apresenta-se com|doente de \d+ anos|com antecedentes de)(?![\p{L}])/iu,
  'No consta.':
    /(?<![\p{L}])(?:acude por|consulta por|viene por|paciente de \d+ años|con antecedentes de)(?![\p{L}])/iu,
  'Nicht erhoben.':
    /(?<![\p{L}])(?:stellt sich (?:\p{L}+ )*vor|kommt wegen|\d+-jährige[rn]?|mit bekannte[rmn])(?![\p{L}])/iu,
}

/** The clinician repeating what the patient said ('you mentioned…'): a history, not a finding. Keyed by language. */
const REPORTED: Record<string, RegExp> = {
  'Not discussed.': /\byou (?:said|mentioned|told|report|described|noticed)\b/i,
  'Não abordado.': /(?<![\p{L}])(?:disse|referiu|contou|mencionou|notou)(?![\p{L}])/iu,
  'No consta.': /(?<![\p{L}])(?:dijo|comentó|refiere|mencionó|notó)(?![\p{L}])/iu,
  'Nicht erhoben.': /(?<![\p{L}])(?:sagten|erwähnten|berichteten|bemerkten)(?![\p{L}])/iu,
}

/** Words of need, with which a treatment is decided against ('doesn't need', 'não precisa', 'braucht … nicht'). */
const NEED: Record<Language, RegExp> = {
  en: /\bneed(?:s|ed)?\b/i,
  pt: /(?<![\p{L}])(?:precisa|precisas|precisam|necessita|necessário|indicação)(?![\p{L}])/iu,
  es: /(?<![\p{L}])(?:necesita|necesitas|necesitan|hace falta|indicación|necesario)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:braucht|brauchen|nötig|notwendig|indiziert)(?![\p{L}])/iu,
}

/** The clinician's question the turn of sentence k answers, if k is in the turn right after it. */
function askedBefore(sentences: Sentence[], k: number): Sentence | undefined {
  const s = sentences[k]!
  for (let j = k - 1; j >= 0; j--) {
    const q = sentences[j]!
    if (q.turn === s.turn) continue
    return q.speaker === 'clinician' && q.question && q.turn === s.turn - 1 ? q : undefined
  }
  return undefined
}

/** What a question asks about by an article ('a clot', 'algum coágulo'), and the answer's pronoun for it ('one'). */
const ASKED_THING: Record<Language, { asked: RegExp; again: RegExp; article: (said: string) => string }> = {
  en: {
    asked: /\b(?:a|an) ((?:blood )?[a-z]+)(?:\s+(?:before|ever|previously))?\s*\?$/i,
    again: /\b(had|has|have|got) one(?=[.,;!]|$|\s+(?:in|on|at|when|too|as well|years?|before|after)\b)/i,
    article: (n) => (/^[aeiou]/i.test(n) ? 'an' : 'a'),
  },
  pt: {
    asked: /(?<![\p{L}])(algum|alguma|um|uma) (\p{L}+)(?:\s+(?:antes|alguma vez))?\s*\?$/iu,
    again:
      /(?<![\p{L}])(teve|tem|tinha) (?:um|uma)(?=[.,;!]|$|\s+(?:no|na|nos|nas|em|há|quando|também)(?![\p{L}]))/iu,
    article: (a) => (/a$/i.test(a) ? 'uma' : 'um'),
  },
  es: {
    asked: /(?<![\p{L}])(algún|alguna|un|una) (\p{L}+)(?:\s+(?:antes|alguna vez))?\s*\?$/iu,
    again:
      /(?<![\p{L}])(tuvo|tiene|tenía) (?:uno|una)(?=[.,;!]|$|\s+(?:en|hace|cuando|también)(?![\p{L}]))/iu,
    article: (a) => (/a$/i.test(a) ? 'una' : 'un'),
  },
  de: {
    asked: /(?<![\p{L}])(ein|eine|einen) (\p{Lu}\p{L}+)(?:\s+(?:gehabt|bemerkt))?\s*\?$/u,
    again:
      /(?<![\p{L}])(hatte|hat) (?:eins|einen|eine)(?=[.,;!]|$|\s+(?:in|im|an|am|vor|mit|auch)(?![\p{L}]))/iu,
    article: (a) => a,
  },
}

function namedAgain(text: string, question: Sentence | undefined, language: Language): string {
  const words = ASKED_THING[language]
  const m = question && words.asked.exec(question.text)
  if (!m) return text
  const [noun, article] = language === 'en' ? [m[1]!, words.article(m[1]!)] : [m[2]!, words.article(m[1]!)]
  return text.replace(words.again, (_, verb: string) => `${verb} ${article} ${noun}`)
}

/** A question about the past ('Have you ever had…', 'Já teve alguma vez…', '¿Ha tenido antes…', 'Hatten Sie schon einmal…'). */
// ('Any chest pain before it happened?' asks about then, not about the past: 'before' only ends the question.)
const EVER_BEFORE: Record<Language, RegExp> = {
  en: /\b(?:ever|previously|in the past)\b|\bbefore\s*\??$/i,
  pt: /(?<![\p{L}])(?:já|alguma vez|anteriormente)(?![\p{L}])|(?<![\p{L}])antes\s*\??$/iu,
  es: /(?<![\p{L}])(?:alguna vez|previamente|anteriormente)(?![\p{L}])|(?<![\p{L}])antes\s*\??$/iu,
  de: /(?<![\p{L}])(?:schon (?:einmal|mal)|jemals|früher)(?![\p{L}])|(?<![\p{L}])vorher\s*\??$/iu,
}
const EVER_DENIED: Record<Language, string> = {
  en: 'Denies previous {x}',
  pt: 'Nega antecedentes de {x}',
  es: 'Niega antecedentes de {x}',
  de: 'Verneint {x} in der Vorgeschichte',
}

/** A question that is only a name ('Dor no peito?', 'And chest pain?'), with its optional 'and'. */
const BARE_QUESTION = /^(?:and |e |y |und |what about |how about )?([\p{L}][\p{L} '-]{2,40}?)\s*\?$/iu

/** Words that make a short question more than a name: a person or a verb ('Nehmen Sie Medikamente?'). */
const NOT_A_NAME =
  /(?<![\p{L}])(?:you|your|sie|ihr|ihre|du|você|o senhor|a senhora|usted|tu|er|he|she|ele|ela|él|ella|take|takes|taking|nehmen|nimmt|toma|tomas|tomar|toman|tem|têm|have|has|had|haben|hat|tiene|tienen|is|are|was|é|está|es|está|ist|sind|do|does|did|faz|hace|machen|can|pode|puede|können)(?![\p{L}])/iu

/**
 * Symptoms asked by name in a list ('Dores de cabeça, falta de ar, dor no peito?', 'Fever, chills or night
 * sweats?'): each item a symptom's name, none more than four words; written as asked, lower-cased.
 */
function symptomList(question: string, language: Language): string {
  const m = /^(?:and |e |y |und )?([\p{L}][\p{L} ,'-]{4,90}?)\s*\?$/iu.exec(question)
  if (!m || !m[1]!.includes(',')) return ''
  const items = m[1]!.split(/,\s*|\s+(?:ou|or|o|oder|e|and|y|und)\s+/iu).filter(Boolean)
  const named = items.every(
    (item) =>
      item.split(/\s+/).length <= 4 &&
      !NOT_A_NAME.test(item) &&
      termsIn(item.charAt(0).toLowerCase() + item.slice(1), language).some((t) => t.start === 0),
  )
  if (!named || items.length < 2) return ''
  // German nouns keep their capital.
  return language === 'de' ? m[1]! : m[1]!.charAt(0).toLowerCase() + m[1]!.slice(1)
}

/** Articles and prepositions inside a symptom's name ('dolor en la boca del estómago'). */
const SMALL_WORD =
  /^(?:de|del|da|do|das|dos|en|em|na|no|nas|nos|la|el|los|las|a|o|as|os|the|of|in|on|at|im|am|der|die|des|den|dem)$/iu

/** A yes/no question about a symptom and its short answer, written as 'Denies X' / 'Reports X'. */
function answeredSymptom(
  question: Sentence,
  answer: Sentence | undefined,
  pack: LanguagePack,
  gender: Gender,
  language: Language,
): string | null {
  if (answer?.speaker !== 'patient' || question.speaker !== 'clinician') return null
  // '¿Fumas?' asks a habit, never a symptom ('Niega fumas'): the smoking answer says it, or nothing does.
  if (SMOKING_QUESTION[language].test(question.text.trim())) return null
  const text = question.text.replace(/[.?!]+$/, '?')
  // Also a symptom asked by its name alone ('Dor no peito?', 'Chest pain?', '¿Fiebre?', 'Fieber?').
  const bare = BARE_QUESTION.exec(text)?.[1]
  // The capital of the question's first word is not the symptom's ('Dor no peito?' → 'Nega dor no peito').
  // German nouns keep their capital ('Fieber?' → 'Verneint Fieber').
  const named =
    bare && /^\p{Lu}\p{Ll}/u.test(bare) && language !== 'de'
      ? bare.charAt(0).toLowerCase() + bare.slice(1)
      : bare
  const m = askedAbout(text, pack, language)
  // A name alone is a symptom only when it opens with one ('Dor no peito?'; never 'Bebe álcool?').
  const symptom = named && termsIn(named, language).some((t) => t.start === 0) ? named : ''
  const listed = symptom ? '' : symptomList(text, language)
  const whole = (
    m?.[1] ??
    (listed ||
      (symptom &&
      // 'Black stools or vomiting blood?': two symptoms asked by name alone.
      // ('Dolor en la boca del estómago?': its small words do not count.)
      symptom.split(/\s+/).filter((w) => !SMALL_WORD.test(w)).length <=
        (/(?<![\p{L}])(?:or|ou|o|oder)(?![\p{L}])/iu.test(symptom) ? 7 : 4) &&
      !NOT_A_NAME.test(symptom)
        ? symptom
        : ''))
  )
    .trim()
    .replace(/[,\s]+$/, '')
  // 'Tem dificuldade em urinar ou perdeu o controlo dos intestinos?' 'Não.': a second question with its own verb
  // is denied as its own sentence ('Nega dificuldade em urinar. Não perdeu o controlo dos intestinos.').
  const second = SECOND_VERB[language].exec(whole)
  const thing = second ? whole.slice(0, second.index).replace(/[,\s]+$/, '') : whole
  const secondDenied = second
    ? SECOND_DENIED[language]?.(whole.slice(second.index + second[1]!.length).trim())
    : ''
  if (!thing || secondDenied === undefined) return null
  // 'Do you have that?' asks about something named before; 'Gedanken, sich das Leben zu nehmen' names its own.
  // 'Any thoughts of harming yourself or that life isn't worth living?' names what it asks, with a 'that'.
  const knownTerm = termsIn(thing, language).some((t) => t.start === 0)
  if (
    /^(?:this|that|it|these|those|isso|isto|esto|eso|das|es)\b/i.test(thing) ||
    (/\b(?:this|that|it|these|those)\b/i.test(thing) && !knownTerm) ||
    // 'Any other symptoms I might have missed?': a question about the asking, not a symptom.
    /(?<![\p{L}'])(?:i|me|my|we|eu|mim|yo|mí|ich|mir|mich|wir)(?![\p{L}'])/iu.test(thing)
  )
    return null
  // ('¿Le duele la barriga?' 'No, la barriga no.': the pain of the place asked, 'Niega dolor en la barriga'.)
  const hurts = language === 'es' && /^¿?(?:y |entonces )*(?:le|te) duelen?\s/iu.test(text)
  // What the review check knows as a symptom counts too ('pensamentos de se magoar', 'ideas de muerte').
  const symptomOf = hurts ? `dolor en ${thing}` : thing
  if (
    !content(thing, pack).length ||
    (clinicalHits(symptomOf, pack) === 0 && !termsIn(symptomOf, language).length)
  )
    return null
  // 'Também não.', 'Tampoco.', 'Auch nicht.': a no that joins the one before.
  const said = answer.said
    .replace(/^[¿¡]/, '')
    .replace(/[.?!]+$/, '')
    // ('Auch nicht' alone is German's no; 'nicht' alone is not one: 'Nicht so schlimm'.)
    .replace(/^(?:auch nicht|ebenfalls nicht|neither)$/iu, language === 'de' ? 'nein' : 'no')
    .replace(/^(?:também|tampouco|también|auch)\s+(?=não|no|nicht)/iu, '')
    .replace(/^(?:tampoco|tampouco)$/iu, 'no')
  // 'Nein, solche Gedanken habe ich nicht.': a no said at length, with nothing after a 'but'.
  const longNo = LONG_NO.test(said)
  // 'Tem formigueiro nos pés?' 'Nos pés não.': the place asked, denied, denies the one thing asked there.
  const place = NAMED_NO[language].exec(said)?.[1]
  const placeNo =
    !!place &&
    LEADING_PREPOSITION.test(place) &&
    !/(?<![\p{L}])(?:or|ou|o|oder|and|e|y|und)(?![\p{L}])|,/iu.test(thing) &&
    content(place, pack).length > 0 &&
    content(place, pack).every((w) => content(thing, pack).includes(w))
  // 'Hat er Atemnot gehabt?' 'Nein, aber er hat beim Einatmen so komisch gepfiffen.': denied, and what the 'but'
  // says written after it ('Verneint Atemnot, aber er hat…'), never the answer without its no.
  const butNo = BUT_NO.exec(said)
  // 'Any trouble sleeping?' 'No, I sleep seven or eight hours.': denied, and what the patient says after the no
  // written after it ('Denies trouble sleeping; the patient sleeps…'), never the answer without what was asked.
  // (What was said after the no, its numbers as the note writes them: the sentence's text, which drops the no.)
  const normalised = answer.text.trim().replace(/[.!]+$/, '')
  const noThen = NO_THEN.exec(said) ? (NO_THEN.exec(normalised)?.[1] ?? normalised) : ''
  const saidAfterNo = noThen && !pack.negation.test(noThen) && !NO_THEN_TAKEN_BACK.test(noThen) ? noThen : ''
  const verb =
    pack.qa.no.test(said) || longNo || placeNo || butNo || saidAfterNo
      ? pack.qa.denies
      : pack.qa.yes.test(said)
        ? pack.qa.reports
        : null
  if (!verb) return null
  // 'Any joint pain or stiffness?' — 'No joint pain at all.': the answer says which part it is about, and is
  // written as said (the stiffness was not denied). A question about one thing is denied whole.
  const asked = new Set(content(thing, pack))
  // 'Any injury, long journey, operation?' asks three things: a comma lists them as 'or' does.
  // ('Gedanken, sich das Leben zu nehmen' is one thing: the comma opens its clause.)
  const severalAsked =
    /,(?!\s*(?:sich|zu |dass|that|which|who|when|que|de |para|wenn|um |en (?:el|la|los|las) ))|(?<![\p{L}])(?:or|and|ou|e|o|y|oder|und)(?![\p{L}])/iu.test(
      thing,
    )
  // 'Any blood in the diarrhoea?' 'No, no blood.': a no that only repeats what one question asked denies it all.
  const answered = content(said, pack)
  const repeatsOnly = !severalAsked && answered.length > 0 && answered.every((w) => asked.has(w))
  if (answered.some((w) => asked.has(w)) && (severalAsked || !longNo) && !repeatsOnly) return null
  const third = pack.thirdPerson(thing, 'clinician', gender) ?? thing
  const what = (language === 'pt' ? painAsNoun(third) : hurts ? `dolor en ${third}` : third)
    .replace(/^(?:any|some|a|an)\s+/i, '')
    // 'Hat er Schwellungen an den Lippen gehabt, oder Atemnot?', 'Haben Sie Blut im Stuhl bemerkt oder schwarzen
    // Stuhl?': the participle goes with the question.
    .replace(
      language === 'de'
        ? /\s+(?:gehabt|bemerkt|gespürt|gemerkt|festgestellt|gesehen)(?=,|\s+(?:oder|und)\s|$)/gu
        : /^$/,
      '',
    )
  // 'Tem febre?' 'Não, nem tosse.': the no denies what was asked, and what follows 'nem' is denied with it.
  const nor = verb === pack.qa.denies ? NOR[language].exec(said) : null
  if (nor && !severalAsked) return `${verb} ${what} ${AND[language]} ${nor[1]}.`
  if (butNo) {
    const rest = pack.thirdPerson(butNo[2]!, 'patient', gender)?.replace(/[.!]+$/, '')
    if (!rest) return null
    // ('Hat er Atemnot gehabt oder ist er blau geworden?' 'Nein, aber…': the second question as a no to it alone.)
    const denied = `${verb} ${what}${secondDenied ? `. ${secondDenied.replace(/[.!]+$/, '')}` : ''}`
    const small = /^\p{Ll}/u.test(butNo[2]!) ? `${rest.charAt(0).toLowerCase()}${rest.slice(1)}` : rest
    return `${denied}, ${butNo[1]!.toLowerCase()} ${small}.`
  }
  if (saidAfterNo && !repeatsOnly) {
    const rest = pack.thirdPerson(saidAfterNo, 'patient', gender)?.replace(/[.!]+$/, '')
    return rest && rest !== saidAfterNo
      ? `${verb} ${what}; ${rest.charAt(0).toLowerCase()}${rest.slice(1)}.`
      : null
  }
  // 'Any numbness in your feet?' — 'A little tingling at night.': the answer names something else; it is
  // written as said, never as a yes to what was asked.
  if (clinicalHits(said, pack) > 0 && !repeatsOnly) return null
  // 'Schwarzer Stuhl oder Erbrechen von Blut?' → 'Verneint schwarzen Stuhl…': the adjective in the accusative
  // (only the masculine '-er' changes; '-e' and '-es' stay as asked).
  const adjective = language === 'de' ? /^(\p{Lu}\p{Ll}+?)(er|es|e)(\s+\p{Lu})/u.exec(third) : null
  if (adjective)
    return `${verb} ${adjective[1]!.toLowerCase()}${adjective[2] === 'er' ? 'en' : adjective[2]}${third.slice(adjective[1]!.length + adjective[2]!.length)}.`
  // 'Have you ever had a clot before?' 'No, never.': no clot before, which says nothing of one now.
  if (verb === pack.qa.denies && EVER_BEFORE[language].test(question.text)) {
    const thing = what
      .replace(new RegExp(EVER_BEFORE[language].source, 'giu'), ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^(?:ein|eine|einen|um|uma|algum|alguma|algún|alguna|un|una)\s+/iu, '')
    return `${EVER_DENIED[language].replace('{x}', thing)}.`
  }
  if (second && verb !== pack.qa.denies) return null
  return `${verb} ${what}.${secondDenied ? ` ${secondDenied}` : ''}`
}

/** A question how far something reaches ('Até ao pé?', '¿Hasta el pie?'), by its preposition. */
const REACH_ASKED: Partial<Record<Language, RegExp>> = {
  pt: /^(?:até|para)\s/iu,
  es: /^(?:hasta|hacia)\s/iu,
  en: /^(?:down to|up to|into|to)\s/iu,
  de: /^(?:bis|in den|in die|ins)\s/iu,
}
const REACH_DENIED: Record<Language, string> = { pt: 'Não', es: 'No', en: 'Not', de: 'Nicht' }

/**
 * 'Dói-lhe a cabeça?', 'Dói mais alguma articulação?' asked with the verb: denied as the pain of the place ('Nega
 * dor na cabeça', 'Nega dor noutra articulação').
 */
function painAsNoun(asked: string): string {
  return asked
    .replace(/^d[óo](?:i|em)(?:-lhe)?\s+(?:mais\s+)?(?:alguma|outra)\s+/iu, 'dor noutra ')
    .replace(/^d[óo](?:i|em)(?:-lhe)?\s+(?:mais\s+)?(?:algum|outro)\s+/iu, 'dor noutro ')
    .replace(/^d[óo](?:i|em)(?:-lhe)?\s+(o|a|os|as)\s+/iu, 'dor n$1 ')
    .replace(/^d[óo](?:i|em)(?:-lhe)?\s+/iu, 'dor em ')
}

/** A preposition opening a phrase ('en reposo', 'at night', 'à noite', 'in Ruhe'). */
const LEADING_PREPOSITION =
  /^(?:en|a|al|de|por|con|sin|at|in|on|with|during|after|before|em|no|na|nos|nas|à|ao|com|sem|durante|im|bei|beim|am|an|nach|vor|mit|ohne|unter|nachts)(?![\p{L}])/iu

/** 'Ardor não.', 'Pitidos tampoco.', 'Fieber auch nicht.': one thing asked, named and denied after it. */
const NAMED_NO: Record<Language, RegExp> = {
  pt: /^(\p{L}+(?: (?!(?:também|não) )\p{L}+){0,3}),? (?:também )?não[.!]?$/iu,
  es: /^(\p{L}+(?: (?!(?:tampoco|no) )\p{L}+){0,3}),? (?:tampoco|no|tampoco no)[.!]?$/iu,
  en: /^(\p{L}+(?: \p{L}+){0,2}),? (?:no|neither)[.!]?$/iu,
  de: /^(\p{L}+(?: (?!auch )\p{L}+){0,2}),? (?:auch )?(?:nicht|nein)[.!]?$/iu,
}

/** A verb or a pronoun: what is named before the no is a clause ('schwindelig ist mir nicht', 'I am not'). */
const CLAUSE_WORD =
  /(?<![\p{L}'])(?:ist|bin|sind|war|habe|hab|hat|hatte|hatten|mir|mich|ich|er|wir|is|am|are|was|i|me|it|é|sou|estou|tenho|eu|soy|estoy|tengo|yo)(?![\p{L}'])/iu

/** 'No wheeze.', 'Keine Atemnot.', 'Sem febre.', 'Sin fiebre.': one thing asked, denied with the no before it. */
const NO_NAMED: Record<Language, RegExp> = {
  en: /^no (?!(?:i|it|he|she|we|they|not|never|way|problems?|idea|one|worries|thanks|change|changes|more|longer|doctor)(?![\p{L}]))(\p{L}+(?: \p{L}+){0,2}?)(?: at all| either| whatsoever)?[.!]?$/iu,
  pt: /^(?:não,?\s+)?sem (\p{L}+(?: \p{L}+){0,2})[.!]?$/iu,
  es: /^(?:no,?\s+)?sin (\p{L}+(?: \p{L}+){0,2})[.!]?$/iu,
  de: /^(?:nein,?\s+)?kein(?:e|en|er)? (\p{L}+(?: \p{L}+){0,2}?)(?: mehr| auch| überhaupt)?[.!]?$/iu,
}

/**
 * 'Tem ardor a urinar ou sangue na urina?' 'Ardor não.': a no after a thing the question asked, written as its
 * denial ('Nega ardor.'); a word the question did not ask is no answer to it.
 */
function deniedByName(question: Sentence, answer: Sentence, pack: LanguagePack, language: Language) {
  if (answer.speaker !== 'patient' || question.speaker !== 'clinician') return null
  // ('Não, dor no peito não.': the no before it says the same.)
  // ('No, el cuello no.', 'Nein, der kleine Finger nicht.': a part named with its article is no thing denied.)
  const found = NAMED_NO[language].exec(
    answer.said
      .trim()
      .replace(
        /^(?:não|nao|no|nope|nein)[,.!]\s+(?!(?:o|a|os|as|el|la|los|las|the|der|die|das|den|dem)\s)/iu,
        '',
      )
      // ('Febre não e pus também não.', 'Fiebre no y pus tampoco.': two things denied, each after its name.)
      .replace(
        /^(\p{L}+(?: \p{L}+){0,2}) (?:não|no),? (e|y) (\p{L}+(?: \p{L}+){0,2}),? (?:também não|tampoco)([.!]?)$/iu,
        `$1 $2 $3 ${language === 'es' ? 'no' : 'não'}$4`,
      ),
  )
  // ('No wheeze.', 'Keine Atemnot.', 'Sem febre.': the no said before the thing.)
  const before = found ? null : NO_NAMED[language].exec(answer.said.trim())
  // ('Not the shakes, no.': the thing named is 'the shakes'.)
  const m = before
    ? [before[0], before[1]!]
    : found && [found[0], found[1]!.replace(/^(?:not|nicht|não|no)\s+(?=\p{L})/iu, '')]
  if (!m || pack.qa.no.test(m[1]!) || pack.qa.yes.test(m[1]!)) return null
  // 'Schwindelig ist mir nicht.': a clause with its verb, no thing named.
  if (CLAUSE_WORD.test(m[1]!)) return null
  // 'En reposo no.' to '¿Le falta el aire en reposo o por la noche?': a circumstance named is no thing denied
  // ('Niega en reposo' says nothing).
  if (LEADING_PREPOSITION.test(m[1]!)) return null
  const asked = new Set(content(question.text, pack))
  const named = content(m[1]!, pack)
  // 'Teve febre?' 'Ontem 37 e meio. Arrepios não.': a symptom the patient adds to one asked is denied too.
  const symptom = (text: string) =>
    termsIn(text, language).some((t) => t.start === 0 && t.end >= text.length - 1)
  const added = symptom(m[1]!.toLowerCase()) && termsIn(question.text.toLowerCase(), language).length > 0
  // (The word as the question said it, with its capital: 'Flankenschmerzen'.)
  const askedAs = (w: string) => {
    const a = [...asked].find((x) => sameStem(x, w))
    if (!a) return undefined
    const at = question.text.toLowerCase().indexOf(a.toLowerCase())
    return at < 0 ? a : question.text.slice(at, at + a.length)
  }
  if (!named.length || !(added || named.every((w) => askedAs(w)))) return null
  // ('No wheeze.' to 'Any wheezing or coughing?': denied as asked, 'wheezing'.)
  const one = named.length === 1 && m[1]!.trim().split(/\s+/).length === 1 ? askedAs(named[0]!) : undefined
  // ('Kein Urinverlust.' to '… oder verlieren Urin?': a word longer than the asked one by more than an ending names
  // more than it, 'Urinverlust', and is denied as said, never as 'Urin'.)
  const asAsked = one && one.length + 3 >= named[0]!.length ? one : undefined
  const named1 = asAsked && !added ? asAsked : m[1]!
  const said = language === 'de' ? named1 : named1.charAt(0).toLowerCase() + named1.slice(1)
  // 'Dolor no. Desmayarme tampoco.': the patient's own reflexive is the patient's ('Niega desmayarse').
  const what = inFullAsAsked(said, question.text).replace(
    /(\p{L}(?:ar|er|ir))-?me(?![\p{L}])/u,
    (_, v: string) => (language === 'pt' ? `${v}-se` : `${v}se`),
  )
  // 'Até ao pé?' 'Não, até ao pé não.': how far it reaches, denied, is written with its no ('Não até ao pé').
  if (REACH_ASKED[language]?.test(what)) return `${REACH_DENIED[language]} ${what}.`
  return `${pack.qa.denies} ${what}.`
}

/**
 * 'Dolor no.' to '¿Ha tenido dolor en el pecho o se ha desmayado?': what is denied, as the question named it
 * ('dolor en el pecho'), where the answer names its first word only.
 */
function inFullAsAsked(said: string, question: string): string {
  // 'O nariz também não.' to 'Tem tosse ou o nariz entupido?': the adjective the question gave the noun
  // (Portuguese and Spanish put it after), the article left out ('Nega nariz entupido').
  const noun = /^(?:o|a|os|as|el|la|los|las)\s+(\p{L}+)$/iu.exec(said)?.[1]
  if (noun) {
    const adjective = new RegExp(
      String.raw`(?<![\p{L}])${noun}\s+(?!(?:ou|e|o|y|com|con|de|da|do|del|no|na|en|sem|sin)(?![\p{L}]))(\p{Ll}{4,})(?=\s*[?,.]|\s*$)`,
      'iu',
    ).exec(question)
    return adjective ? `${noun} ${adjective[1]}` : said
  }
  if (/\s/.test(said)) return said
  // 'Pretas também não.' to 'Viu sangue nas fezes, ou as fezes pretas?': the adjective with the noun it was asked
  // of ('Nega fezes pretas'), never alone.
  const described = new RegExp(
    String.raw`(?<![\p{L}])(?:o|a|os|as|el|la|los|las)\s+(\p{L}{3,})\s+${said}(?![\p{L}])`,
    'iu',
  ).exec(question)
  if (described) return `${described[1]} ${said}`
  const place = String.raw`(?:\s+(?:en|no|na|nos|nas|in|im|am|de|del|da|do|of|on|auf|an)(?:\s+(?:el|la|los|las|o|a|os|as|the|der|die|das|dem|den))?\s+\p{L}+)+`
  const m = new RegExp(String.raw`(?<![\p{L}])${said}(${place})`, 'iu').exec(question)
  return m ? `${said}${m[1]}` : said
}

/** An answer's words after the 'no' already written with its question; nothing when only a hedge is left. */
function afterNo(text: string, question: Sentence | undefined, pack: LanguagePack): string | null {
  // ('Não, não ouvi estalo nenhum' → 'Não ouviu estalo nenhum': a 'não' before the verb is its negation, kept.)
  const rest = text.replace(
    /^(?:no|nope|não|nao|nein)(?:\s*[,.!][\s,.!]*|\s+(?=(?:no|nope|não|nao|nein)(?![\p{L}])))/iu,
    '',
  )
  // 'Sind Sie gestürzt?' 'Nein, gestürzt bin ich nicht.': the rest only says the no again.
  const asked = new Set(question ? content(question.text, pack) : [])
  const said = content(rest, pack).filter(
    (w) => !DICTATED_DENIAL.test(w) && !/^(?:nicht|not|não|nunca|never|nie)$/iu.test(w),
  )
  if (said.length && said.every((w) => asked.has(w))) return null
  if (rest === text) return text
  if (
    /^(?:(?:I|she|he|the patient) (?:don't|doesn't|do not|does not) think so|acho que não|creo que no|ich glaube nicht)\W*$/iu.test(
      rest,
    ) ||
    rest.split(/\s+/).length < 2
  )
    return null
  return rest.charAt(0).toUpperCase() + rest.slice(1)
}

/** A no, then what the patient says instead after a 'but' or an 'only' (group 1 that word, 2 the rest). */
const BUT_NO =
  /^(?:no|nope|não|nao|nein)[,.]?\s+(but|mas|pero|aber|just|only|só|apenas|solo|sólo|nur)\s+(.{3,})$/iu

/**
 * A no, then what it is instead ('Is the cough bringing anything up?' 'No, it's a dry cough, worse at night.';
 * 'Any pain in your neck?' 'No, my neck's fine.'):
 * the statement says it without the no, which alone answers a question the note does not keep.
 */
const NO_IT_IS =
  /^(?:no|nope|não|nao|nein)[,.]\s+(?:it's|it is|it was|that's|é|era|foi|es|era|fue|es ist|es war|das ist|das war|(?:my|his|her|the) [a-z]+(?:'s| is| was)|(?:o|a) (?:meu |minha )?\p{L}+ (?:está|estava|é)|(?:el|la|mi) \p{L}+ (?:está|estaba|es)|(?:der|die|das|mein|meine) \p{L}+ (?:ist|war))\s+\S/iu

/**
 * A no said again, and since when ('No, not at all, not since October', 'Não, nada, desde outubro que não'): the
 * denial written says all of it.
 */
const NO_AGAIN =
  /^(?:no|nope|não|nein)[\s,.!]+(?:(?:not at all|not really|never|none|no|nada|nunca|de todo|não|para nada|en absoluto|gar nicht|überhaupt nicht|nie|nein|not since[^,.!]*|not (?:for|in)[^,.!]*|desde [^,.!]*?que não|desde [^,.!]*?no|seit [^,.!]*?nicht mehr)[\s,.!]*){1,3}$/iu

/** A no, then a statement of the patient's own ('No, I sleep seven or eight hours'). */
const NO_THEN = /^(?:no|nope|não|nao|nein)[,.]\s+((?:i|eu|yo|ich)\s+\S+\s+\S.{2,})$/iu
/** A no taken back or hedged after it ('No, I mean yes', 'Não, quer dizer…', 'No, I think so'). */
const NO_THEN_TAKEN_BACK =
  /(?<![\p{L}])(?:mean|think|guess|suppose|yes|yeah|quer dizer|acho|sim|digo|creo|sí|meine|glaube|ja|doch)(?![\p{L}])/iu

/** The patient telling how they changed a medicine themselves ('I've cut it down', 'reduzi', 'lo dejé', 'abgesetzt'). */
const SELF_CHANGED: Record<Language, RegExp> = {
  en: /(?<![\p{L}'])(?:cut (?:it|them|that|this|\w+) (?:down|back)|(?:cut|cutting) down|(?:reduced|lowered|halved|doubled|increased|upped|stopped|quit) (?:it|them|that|the)|came off|only (?:take|use) (?:it|them|one))(?![\p{L}])/iu,
  pt: /(?<![\p{L}])(?:reduzi|baixei|aumentei|dupliquei|deixei de (?:o |a |os |as )?tomar|parei (?:de tomar|com)|(?:já )?só (?:o |a |os |as )?tomo)(?![\p{L}])/iu,
  es: /(?<![\p{L}])(?:reduje|bajé|aumenté|dupliqué|dejé de tomar|(?:lo|la|los|las) dejé|(?:ya )?solo (?:lo |la |los |las )?tomo)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:(?:habe|hab) (?:\S+ ){0,4}?(?:reduziert|abgesetzt|erhöht|halbiert|verdoppelt|weggelassen)|nehme (?:\S+ ){0,3}?nur noch)(?![\p{L}])/iu,
}

/** A no before a clause of its own that is negated ('No, he is not diabetic', 'Nein, sie raucht nicht'). */
const OWN_NO_AFTER_NO =
  /^(?:no|não|nein)[,.]\s+(?=(?:he|she|they|it|er|sie|es|ele|ela|eles|elas|él|ella|ellos|ellas)\s[^,.;:?!]{0,40}?(?<![\p{L}])(?:not|never|nicht|nie|não|nunca|no)(?![\p{L}])[^,;:?!]*[.!]?$)/iu

/** A 'no' said at length and closed by its negation ('Nein, solche Gedanken habe ich nicht', 'No, I have not'). */
const LONG_NO =
  /^(?:no|não|nao|nein|nope)[\s,.!]+(?![\s\S]*(?<![\p{L}])(?:but|aber|mas|pero|sondern|only|nur|só|solo|except|außer|excepto|exceto)(?![\p{L}]))[^.?!]{0,60}(?<![\p{L}])(?:not|nicht|não|no|nunca|never|nie|nada|nichts)[\s.!]*$/iu

/** A denial as a clinician dictates it ('Nega febre.', 'Denies chest pain.', 'Verneint Fieber.', 'Niega fiebre.'). */
const DICTATED_DENIAL = /^(?:nega|denies|verneint|niega|no refiere|sem|no|kein\p{L}*|sin)(?![\p{L}])/iu

/** 'Never.' alone: a no to something ever done ('Have you ever vomited blood?'). */
const NEVER_ALONE = /^[¿¡\s]*(?:never|nunca|nie|niemals|jamais|jamás)\s*[.!]?\s*$/iu

/** A plain 'no' opening an answer ('No.', 'Não, …', 'Nein, …'), never 'No sé' / 'Não sei'. */
const PLAIN_NO = /^[¿¡\s]*(?:no|nope|não|nao|nein)\s*(?:[,.!]|$)/iu

/** Words of a patient unsure of what they deny ('I don't think', 'acho que não', 'creo que no', 'ich glaube nicht'). */
const HEDGED =
  /(?<![\p{L}])(?:(?:i )?don't think|i do not think|not sure|i'm not sure|don't remember|can't remember|acho que não|não sei|não tenho a certeza|não me lembro|creo que no|no sé|no estoy segur[oa]|no me acuerdo|(?:ich )?glaube (?:ich )?nicht|weiß (?:ich )?nicht|nicht sicher|erinnere mich nicht)(?![\p{L}])/iu

/** A no said as 'I don't think so' and nothing more. */
const JUST_NO_THINK =
  /^\W*(?:(?:no|não|nein)[,.!]?\s*)?(?:i don't think so|i do not think so|acho que não|creo que no|ich glaube nicht)\W*$/iu

/**
 * A yes/no question about something done or happened, in the past ('Did you hit your head?', 'Perdeu a
 * consciência?', '¿Se golpeó la cabeza?', 'Haben Sie das Bewusstsein verloren?'), answered 'no': written as the
 * denial it is ('Did not hit her head.', 'Não perdeu a consciência.', 'No se golpeó la cabeza.', 'Hat das
 * Bewusstsein nicht verloren.'). A 'no' alone means nothing in a note, and '…, no' is never dropped from it.
 */
/** Whether two texts name a symptom in common (the terms of the first read once, those of the second once). */
function sharesTerm(text: string, other: string, language: Language): boolean {
  const keys = new Set(termsIn(text, language).map((t) => t.key))
  return keys.size > 0 && termsIn(other, language).some((t) => keys.has(t.key))
}

/** Two forms of one word ('wheeze' and 'wheezing', 'tos' and 'toses'): the same, or five letters in common at the start. */
function sameStem(a: string, b: string): boolean {
  const x = a.toLowerCase()
  const y = b.toLowerCase()
  if (x === y) return true
  let common = 0
  while (common < x.length && x[common] === y[common]) common++
  return common >= 5 || (common >= 4 && Math.min(x.length, y.length) <= common + 1)
}

function answeredAction(
  question: Sentence,
  answer: Sentence | undefined,
  pack: LanguagePack,
  gender: Gender,
  language: Language,
  before?: Sentence,
): string | null {
  if (
    answer?.speaker !== 'patient' ||
    question.speaker !== 'clinician' ||
    !(PLAIN_NO.test(answer.said) || NEVER_ALONE.test(answer.said))
  )
    return null
  // 'Have you vomited any blood, or anything like coffee grounds?': what is asked first is denied; what it is
  // likened to after ', or' is left to the transcript.
  const asked = question.said
    .replace(/^[¿¡\s]+/, '')
    .replace(/[\s?]+$/, '')
    .replace(language === 'en' ? /,\s+or\s+(?:anything|something)\s.*$/iu : /$^/, '')
  if (!/\?\s*$/.test(question.said) || asked.split(/\s+/).length > 10 || /,/.test(asked)) return null
  // '¿Se golpeó la cabeza? ¿Perdió el conocimiento?' 'No, la cabeza no me la golpeé.': the no answers what the
  // patient goes on to name, not the last question.
  const askedWords = new Set(content(asked, pack))
  const goesOn = content(answer.said.replace(/^\W*\p{L}+[,.]?\s*/u, ''), pack)
  const askedBefore = new Set(
    before?.question && before.turn === question.turn ? content(before.said, pack) : [],
  )
  if (goesOn.some((w) => askedBefore.has(w)) && !goesOn.some((w) => askedWords.has(w))) return null
  // '¿Ha tenido fiebre o escalofríos?' 'No, fiebre no.': a no that names one of the things asked denies that one.
  // ('Any wheezing or coughing at night?' 'No wheeze.': 'wheeze' is the 'wheezing' asked.)
  if (
    /(?<![\p{L}])(?:or|ou|o|oder)(?![\p{L}])/iu.test(asked) &&
    goesOn.some((w) => [...askedWords].some((a) => sameStem(a, w))) &&
    ![...askedWords].every((a) => goesOn.some((w) => sameStem(a, w)))
  )
    return null
  // 'No, I didn't hit my head, and I don't think I blacked out.': a no that goes on unsure of part of it is
  // written as said, never as a plain denial of all that was asked.
  // ('No, I don't think so.' alone is the patient's no.)
  if (HEDGED.test(answer.said) && !JUST_NO_THINK.test(answer.said)) return null
  const lower = (t: string) => t.charAt(0).toLowerCase() + t.slice(1)
  let written: string | null = null
  if (language === 'en') {
    const m = /^(?:and |so )?did you (\p{L}+)(?![\p{L}'])(.*)$/iu.exec(asked)
    if (m && !/^(?:have|get|notice|feel|experience|know|think|want|say|mean)$/i.test(m[1]!))
      written = pack.thirdPerson(`Did not ${m[1]}${m[2]}.`, 'clinician', gender)
    // 'Have you vomited any blood?' 'No.': 'Has not vomited any blood.'
    // ('Have you ever had a headache like this before?' 'Never.': 'Has never had…'; 'Have you ever had a clot?'
    // asks of a symptom, and is denied as one.)
    const perfect =
      /^(?:and |so )?have you (ever )?(\p{L}+ed)(?![\p{L}'])(.*)$/iu.exec(asked) ??
      /^(?:and |so )?have you (ever )(had)(?![\p{L}'])(.*\blike (?:this|that|it)\b.*)$/iu.exec(asked)
    if (
      perfect &&
      !/^(?:noticed|experienced|needed|wanted|tried|used|considered|thought)$/i.test(perfect[2]!)
    )
      written = pack.thirdPerson(
        `Has ${perfect[1] || NEVER_ALONE.test(answer.said) ? 'never' : 'not'} ${perfect[2]}${perfect[3]}.`,
        'clinician',
        gender,
      )
  } else if (language === 'pt') {
    const m =
      /^(?:e |então |e a senhora |a senhora |o senhor |você )?(?:já )?((?:se |)\p{L}+(?:ou|eu|iu))(?![\p{L}])(.*)$/iu.exec(
        asked,
      )
    if (m && !/^(?:sou|estou|dou|vou|eu|meu|seu|céu|teve|sentiu|notou|reparou)$/iu.test(m[1]!))
      // 'Desmaiou alguma vez?' 'Não.': 'Nunca desmaiou.'; 'Ouviu algum estalo?' 'Não.': 'Não ouviu nenhum estalo.'
      written = (
        /\s+alguma vez\b/iu.test(m[2]!) || /(?<![\p{L}])nunca(?![\p{L}])/iu.test(answer.said)
          ? `Nunca ${lower(m[1]!)}${m[2]!.replace(/\s+alguma vez\b/iu, '')}.`
          : `Não ${lower(m[1]!)}${m[2]}.`
      ).replace(/(?<![\p{L}])(?:algum|alguma)(?![\p{L}])/giu, (w) =>
        w.toLowerCase() === 'algum' ? 'nenhum' : 'nenhuma',
      )
  } else if (language === 'es') {
    // '¿Ha vomitado sangre?', '¿Se ha caído alguna vez?': the perfect, as asked ('Nunca ha vomitado sangre'),
    // when the no says nothing more ('No.', 'No, nunca.', 'No, ninguna.').
    const short =
      answer.said
        .replace(/[¿¡.!,]/g, ' ')
        .trim()
        .split(/\s+/).length <= 3
    const m =
      /^(?:y |entonces |usted )?((?:se |le |)\p{L}+(?:ó|ió))(?![\p{L}])(.*)$/iu.exec(asked) ??
      (short
        ? /^(?:y |entonces |usted )?((?:se |le |)(?:ha|había) \p{L}+(?:ado|ido|ído))(?![\p{L}])(.*)$/iu.exec(
            asked,
          )
        : null)
    // ('¿Ha tenido fiebre?' is a symptom asked by name: 'Niega fiebre'.)
    if (m && !/^(?:tuvo|notó|sintió|ha tenido|había tenido|ha notado|ha sentido)$/iu.test(m[1]!))
      written = (
        /\s+alguna vez\b/iu.test(m[2]!) || /(?<![\p{L}])nunca(?![\p{L}])/iu.test(answer.said)
          ? `Nunca ${lower(m[1]!)}${m[2]!.replace(/\s+alguna vez\b/iu, '')}.`
          : `No ${lower(m[1]!)}${m[2]}.`
      ).replace(/(?<![\p{L}])(?:algún|alguna)(?![\p{L}])/giu, (w) =>
        w.toLowerCase() === 'algún' ? 'ningún' : 'ninguna',
      )
  } else {
    const m = /^(Haben|Sind) Sie (?:(.+) )?(\p{Ll}{4,})$/u.exec(asked)
    if (
      m &&
      !/^(?:noch|schon|jetzt|heute|gestern|auch|oft|immer|gehabt|bemerkt|gespürt|gemerkt|festgestellt)$/u.test(
        m[3]!,
      ) &&
      // ('Haben Sie Fieber oder Ausschlag woanders?': a place closes it, no participle or predicate.)
      !/^(?:woanders|anderswo|irgendwo|sonst|sonstwo|dort|hier|zuhause|daheim|überall|auch)$/u.test(m[3]!)
    ) {
      const own = gender === 'female' ? 'ihr' : 'sein'
      // ('Sind Sie einmal ohnmächtig geworden?' 'Nein, nie.': 'Ist nie ohnmächtig geworden'; 'nicht einmal' is 'not even'.)
      const said = (m[2] ?? '')
        .replace(/(?<![\p{L}])(?:schon )?(?:jemals|einmal|mal|je)(?![\p{L}])\s*/gu, '')
        .trim()
        .replace(/(?<![\p{L}])Ihr(e[mnrs]?)?(?![\p{L}])/gu, (_, e: string | undefined) => own + (e ?? ''))
      // ('Haben Sie sich verletzt?': the reflexive stands before the 'nicht', 'Hat sich nicht verletzt'.)
      // ('Haben Sie sich selbst verletzt?': 'Hat sich selbst nie verletzt'.)
      const reflexive = /^sich(?: selbst)?(?=\s|$)/u.exec(said)?.[0] ?? ''
      const rest = reflexive ? said.slice(reflexive.length).trim() : said
      // 'Nein, nie.' is 'nie'; 'nicht' stands after an object ('Hat das Bewusstsein nicht verloren') but before
      // a predicate or a place ('Ist nicht ohnmächtig geworden', 'Ist nicht auf den Kopf gefallen').
      const not = /(?<![\p{L}])nie(?:mals)?(?![\p{L}])/iu.test(answer.said) ? 'nie' : 'nicht'
      const before =
        /^(?:\p{Ll}+|(?:auf|an|in|im|am|vom|von|zu|zum|zur|mit|über|unter|aus|nach|bei|beim|gegen)\s.*)$/u.test(
          rest,
        )
      if (!/(?<![\p{L}])(?:Sie|Ihnen)(?![\p{L}])/u.test(rest))
        written = `${m[1] === 'Haben' ? 'Hat' : 'Ist'} ${reflexive ? `${reflexive} ` : ''}${
          !rest ? `${not} ` : before ? `${not} ${rest} ` : `${rest} ${not} `
        }${m[3]}.`
    }
  }
  // 'No se cayó ni se dio un golpe', 'Não caiu nem bateu com a cabeça': a denial of two things joins them with 'nor'.
  if (written && (language === 'es' || language === 'pt'))
    written = written.replace(/\s+(?:o|ou)\s+/giu, language === 'es' ? ' ni ' : ' nem ')
  // Only a rewrite that still reads as the question's words and keeps its no.
  if (
    !written ||
    !pack.negation.test(written) ||
    /\?|(?<![\p{L}])(?:you|your|I|me|my)(?![\p{L}])/u.test(written)
  )
    return null
  return written
}

/**
 * Where a pain goes, asked and answered no ('Irradia para o braço ou para o pescoço?' 'Não.', 'Does it go down
 * your arm?' 'No.', '¿Se irradia al brazo?' 'No.', 'Strahlt es in den Arm aus?' 'Nein.'): written as the denial
 * of the radiation asked ('Nega irradiação para o braço ou para o pescoço', 'No radiation down the arm').
 */
const RADIATES: Record<Language, RegExp> = {
  pt: /^(?:e |a dor )?(?:irradia|vai|passa|espalha|estende)(?:-se)? ((?:para|até) .+)$/iu,
  es: /^(?:y |el dolor )?(?:se )?(?:irradia|va|pasa|corre|extiende) ((?:al|a la|a los|a las|hacia) .+)$/iu,
  en: /^(?:and )?(?:does|did) (?:it|the pain) (?:ever )?(?:go|spread|radiate|move|travel|shoot) (?:anywhere,? )?((?:into|to|down|up|through|towards) .+)$/iu,
  de: /^(?:und )?strahlt (?:es|der schmerz|das) (?:auch |irgendwohin )?((?:in|zum|zur|bis in|bis zum|bis zur) .+) aus$/iu,
}
const NO_RADIATION: Record<Language, string> = {
  pt: 'Nega irradiação',
  es: 'Niega irradiación',
  en: 'No radiation',
  de: 'Keine Ausstrahlung',
}

function answeredRadiation(
  question: Sentence,
  answer: Sentence | undefined,
  language: Language,
): string | null {
  if (answer?.speaker !== 'patient' || question.speaker !== 'clinician' || !answer) return null
  if (!/^[¿¡\s]*(?:no|não|nao|nein|nope)[\s.!]*$/iu.test(answer.said)) return null
  const asked = question.said.replace(/^[¿¡\s]+/, '').replace(/[\s?]+$/, '')
  const m = RADIATES[language].exec(asked)
  if (!m?.[1] || m[1].split(/\s+/).length > 10) return null
  const where =
    language === 'en'
      ? m[1].replace(/(?<![\p{L}])your(?![\p{L}])/giu, 'the')
      : m[1].replace(/(?<![\p{L}])(?:seu|sua|su|ihren|ihre|ihr)(?![\p{L}])\s*/giu, '')
  if (/(?<![\p{L}'])(?:you|me|my|i|eu|yo|ich|sie)(?![\p{L}'])/iu.test(where)) return null
  return `${NO_RADIATION[language]} ${where}.`
}

/** A question on a scale of pain ('Del uno al diez, ¿cuánto le duele?', 'on a scale of 0 to 10'), read folded of numbers. */
const PAIN_SCALE_QUESTION =
  /(?:scale|escala|skala|(?:from|de|del|von) (?:0|1|zero|um|uno|cero|null|eins) (?:to|a|al|bis) (?:10|ten|dez|diez|zehn)|out of (?:10|ten))/iu
const PAIN_WORD = /(?:pain|hurt|ache|dor|dói|doi|dolor|duele|schmerz|weh)/iu
/** An answer that is only a score: '5–6', 'about a 7', 'entre 5 y 6' (numbers already written in digits). */
const SCORE_ONLY =
  /^\W*(?:(?:about|around|maybe|like|a|an|um|uns|umas|unos|unas|un|una|como|etwa|so|ungefähr|eine?|está|es|ist|it's|it is|entre|between|zwischen)\s+)*(\d{1,2}(?:\s*(?:[–-]|to|or|and|a|e|y|ou|o|bis|oder|und)\s*\d{1,2})?)(?:\s*(?:\/|out of|de|em|sobre|von)\s*(?:10|ten|diez|dez|zehn))?\W*$/iu
const PAIN_NAME: Record<Language, string> = { en: 'Pain', pt: 'Dor', es: 'Dolor', de: 'Schmerzen' }
/** The mood scored on a scale ('How's your mood on a scale of one to ten?', 'Wie ist Ihre Stimmung von 0 bis 10?'). */
const MOOD_WORD = /(?<![\p{L}])(?:mood|humor|ânimo|estado de ánimo|ánimo|Stimmung)(?![\p{L}])/iu
const MOOD_NAME: Record<Language, string> = { en: 'Mood', pt: 'Humor', es: 'Estado de ánimo', de: 'Stimmung' }

/**
 * A score given alone in answer to a question on a pain scale ('¿Del uno al diez?' 'Entre cinco y seis.'),
 * written with what it scores ('Dolor 5–6/10'): said alone, '5–6.' means nothing in a note.
 */
function answeredScore(
  question: Sentence,
  answer: Sentence | undefined,
  language: Language,
  before?: Sentence,
  pack?: LanguagePack,
  gender?: Gender,
  earlier?: Sentence[],
): string | null {
  if (answer?.speaker !== 'patient' || question.speaker !== 'clinician') return null
  // The pain is named in the question, or just before it ('…starke Schmerzen.' 'Wie stark, von null bis zehn?').
  // ('E dor? De zero a dez, quanto?': or in the clinician's own question just before, in the same turn; '¿Cómo
  // es el dolor?' 'Como una presión…' '¿Del uno al diez?': or in the few sentences before, when the scale
  // question names nothing of its own.)
  const aboutPain =
    PAIN_WORD.test(question.text) ||
    (!!before &&
      (before.speaker !== 'clinician' || (before.turn === question.turn && before.question)) &&
      PAIN_WORD.test(before.text)) ||
    (!!earlier?.some((x) => PAIN_WORD.test(x.text)) && !HOW_STRONG_OF.test(question.text))
  // 'Wie stark ist es, auf einer Skala von null bis zehn?' after 'Sodbrennen': how strong, not a pain.
  const aboutMood = !PAIN_WORD.test(question.text) && MOOD_WORD.test(question.text)
  const aboutStrength = !aboutPain && !aboutMood && HOW_STRONG.test(question.text)
  if (!PAIN_SCALE_QUESTION.test(question.text) || !(aboutPain || aboutMood || aboutStrength)) return null
  const name = aboutMood ? MOOD_NAME[language] : aboutPain ? PAIN_NAME[language] : STRENGTH_NAME[language]
  const score = SCORE_ONLY.exec(answer.text)?.[1]
  // A number said alone in words ('Sieben.', 'Siete.'): read as the number it is.
  // 'Un nueve.', 'Um oito.': the article before a number word is no number of its own.
  const said = score
    ? []
    : readNumbers(answer.text, language).filter(
        (n, i, all) => !(/^(?:un|una|um|uma|ein|eine)$/i.test(n.text) && all[i + 1]),
      )
  const alone =
    said.length === 1 &&
    /^\W*(?:(?:about|around|maybe|a|an|um|uma|un|una|etwa|so|ungefähr|eine?|unos|unas|uns|umas|cerca de|between|entre|zwischen)\s+)?$/iu.test(
      answer.text.slice(0, said[0]!.start),
    ) &&
    /^\W*$/u.test(answer.text.slice(said[0]!.end))
      ? said[0]!.values
      : null
  if (!score && !alone) {
    // 'Anda entre seis e sete, mas de manhã chega aos oito.': an answer at length, written with what it scores
    // and its scale, in the third person, or not at all.
    const numbers = readNumbers(answer.text, language)
    if (
      !numbers.length ||
      numbers.some((n) => n.values.some((v) => v > 10)) ||
      answer.text.split(/\s+/).length > 14 ||
      !pack
    )
      return null
    const third = answerInThird(answer, pack, gender ?? 'unknown', language)
    return third ? labelled(`${name} (${SCALE_WORD[language]})`, third, language) : null
  }
  const values = score ? score.split(/\s*(?:[–-]|to|or|a|e|y|ou|o|bis|oder)\s*/).map(Number) : alone!
  if (values.some((v) => v > 10) || (values.length === 2 && values[1]! <= values[0]!)) return null
  return `${name} ${values.join('–')}/10.`
}

/**
 * A yes/no question about one thing ('Tem febre?', 'Haben Sie Fieber?'), its thing in group 1. German 'Hat er …?'
 * asks about a thing only when a noun follows (nouns keep their capital): 'Hat sie erbrochen?' asks what she did.
 */
function askedAbout(text: string, pack: LanguagePack, language: Language): RegExpExecArray | null {
  // 'Gibt es Krebs in der Familie?': asked of the family, whose answer is family history, not a label's.
  if (pack.cues.family?.test(text)) return null
  const m = pack.qa.question.exec(text)
  if (
    m?.[1] &&
    language === 'de' &&
    /(?<![\p{L}])hatt?e? (?:er|sie) /iu.test(m[0].slice(0, m[0].indexOf(m[1]))) &&
    !/^(?:\p{Lu}|(?:ein|eine|einen|irgendwelche|auch|noch|schon|mal|jetzt|denn) )/u.test(m[1])
  )
    return null
  return m
}

/** Whether a sentence is someone's answer to the clinician's question (the answer a label can be written with). */
const answersClinician = (question: Sentence, answer: Sentence | undefined): answer is Sentence =>
  !!answer && answer.speaker !== 'clinician' && question.speaker === 'clinician'

/** An answer written after what it tells ('Temperatura: ontem à noite mediu 37,5'). */
const labelled = (label: string, answer: string, language: Language) =>
  `${label}: ${inClause(answer, language)}`

/** A question how long something lasts ('How long do the episodes last?', 'Quanto tempo duram as crises?'). */
const HOW_LONG_LASTS =
  /(?<![\p{L}])(?:how long (?:do|does|did) .{1,40} last|quanto tempo (?:(?:lhe|lhes|te) )?(?:dura|duram|durou|duraram|costuma durar|costumam durar)|cuánto (?:tiempo )?(?:(?:le|les|te) )?(?:dura|duran|duró|duraron|suele durar|suelen durar)|wie lange (?:dauer\p{L}*|hält|halten|(?:hat|hatte) (?:das|es|der \p{L}+|die \p{L}+) (?:\p{L}+ )?gedauert))(?![\p{L}])/iu

/** A question how something of the body is ('E as menstruações, como são?'): group 1 or 2 names it. */
const HOW_IS: Record<Language, RegExp> = {
  pt: /^(?:e )?(?:(?:a|o|as|os) (?:sua |seu |suas |seus )?(\p{L}+(?: \p{L}+)?),? como (?:é|são|está|estão|têm sido|tem sido)|como (?:é|são|está|estão) (?:a|o|as|os) (?:sua |seu |suas |seus )?(\p{L}+(?: \p{L}+)?))\?$/iu,
  es: /^¿?(?:y )?(?:(?:la|el|las|los|su|sus) (\p{L}+(?: \p{L}+)?),? ¿?cómo (?:es|son|está|están)|cómo (?:es|son|está|están) (?:la|el|las|los|su|sus) (\p{L}+(?: \p{L}+)?))\?$/iu,
  en: /^(?:and )?(?:how (?:are|is) (?:your|the|his|her) (\p{L}+(?: \p{L}+)?)|(?:your|the|his|her) (\p{L}+(?: \p{L}+)?), how (?:are|is) (?:they|it))\?$/iu,
  de: /^(?:und )?(?:wie (?:ist|sind) (?:die|der|das|Ihre?) (\p{L}+)|(?:die|der|das|Ihre?) (\p{L}+), wie (?:ist|sind) (?:die|der|das|sie|er|es))\?$/iu,
}

/** The patient's age asked ('How old are you now?', 'Que idade tem?', '¿Qué edad tiene?', 'Wie alt sind Sie?'). */
const HOW_OLD =
  /(?<![\p{L}])(?:how old (?:are you|is she|is he)|what(?:'s| is) your age|que idade (?:tem|tens|é que tem|é que tens)|quantos anos (?:tem|tens)|qué edad (?:tiene|tienes)|cuántos años (?:tiene|tienes)|wie alt (?:sind sie|bist du|ist sie|ist er)|how old is (?:she|he|your \p{L}+|\p{L}+)(?= now| today|\s*\?)|wie alt ist \p{L}+(?= jetzt| denn| eigentlich| heute|\s*\?))(?![\p{L}])/iu
const AGE: Record<Language, string> = { en: 'Age', pt: 'Idade', es: 'Edad', de: 'Alter' }

/** 'How old are you now?' 'Twenty-three.': the age, with its label; a number alone means nothing in a note. */
function answeredAge(
  question: Sentence,
  answer: Sentence | undefined,
  language: Language,
  pack: LanguagePack,
  gender: Gender,
): string | null {
  if (!answersClinician(question, answer) || !HOW_OLD.test(question.text)) return null
  if (answer.text.split(/\s+/).length <= 6) {
    const n = readNumbers(answer.text, language)
    if (n.length === 1 && n[0]!.values.length === 1) return `${AGE[language]}: ${n[0]!.written}`
  }
  // 'Zwei Jahre und drei Monate, er wiegt 13 Kilo.': an age in years and months, and what the answer adds.
  const head = answer.text.split(/,\s/)[0]!
  if (head.split(/\s+/).length > 6 || !AGE_IN_UNITS.test(head) || !readNumbers(head, language).length)
    return null
  const third = answerInThird(answer, pack, gender, language)
  return third ? labelled(AGE[language], third, language) : null
}

/** An age said with its units alone ('Zwei Jahre und drei Monate', 'Tres años', 'Dois anos e meio'). */
const AGE_IN_UNITS =
  /^(?:(?:about|around|unos|unas|uns|umas|etwa|fast|casi|quase|almost)\s+)?\S+\s+(?:years?|anos|años|jahre|monate?|months?|meses)(?:\s+(?:and|e|y|und)\s+(?:\S+\s+(?:months?|meses|monate?|weeks?|semanas|wochen)|a half|meio|medio|ein halb))?(?:\s+(?:old|alt))?\s*[.!]?$/iu

/**
 * 'Hat er Fieber?' 'Seit 2 Tagen nicht mehr.': a short answer that names nothing of its own, to a question about
 * one clinical thing, written after what was asked ('Fieber: seit 2 Tagen nicht mehr'); alone it says nothing,
 * or the wrong thing.
 */
/**
 * A question whether something is so ('Are your periods heavy?', 'As menstruações são abundantes?', '¿Las reglas son
 * abundantes?', 'Ist die Periode stark?'): group 1 what is asked of, group 2 what it might be.
 */
const IS_IT_SO: Record<Language, RegExp> = {
  en: /^(?:and |so )?(?:are|is|were|was) (?:your|his|her|their|the) ((?:\p{L}+ ){0,2}\p{L}+) (?:very |really )?(\p{L}{3,})\s*\?$/iu,
  pt: /^(?:e )?(?:as|os|a|o) (?:suas? |seus? )?((?:\p{L}+ ){0,2}\p{L}+) (?:são|é|estão|está|têm sido|tem sido) (?:muito )?(\p{L}{3,})\s*\?$/iu,
  es: /^¿?\s*(?:y )?(?:las|los|la|el|sus?) ((?:\p{L}+ ){0,2}\p{L}+) (?:son|es|están|está) (?:muy )?(\p{L}{3,})\s*\?$/iu,
  de: /^(?:und )?(?:ist|sind|war|waren) (?:die|der|das|ihre?|seine?) ((?:\p{L}+ ){0,2}\p{L}+) (?:sehr )?(\p{L}{3,})\s*\?$/iu,
}

/** Words that say how much before what it is ('really heavy', 'muito abundantes', 'sehr stark'). */
const HOW_MUCH_LEAD =
  /^(?:(?:really|very|quite|so|pretty|extremely|muito|bastante|super|muy|sehr|ziemlich|extrem|richtig)\s+)*/iu

/**
 * 'Are your periods heavy?' 'Yes, really heavy, for seven or eight days…': the answer that says it is so, written
 * after what was asked of ('Periods: really heavy, for 7 or 8 days…').
 */
function answeredSo(
  question: Sentence,
  answer: Sentence | undefined,
  pack: LanguagePack,
  language: Language,
  gender: Gender,
): string | null {
  if (!answersClinician(question, answer) || answer.turn !== question.turn + 1) return null
  const m = IS_IT_SO[language].exec(question.said.trim())
  if (!m?.[1] || !m[2]) return null
  const rest = answer.text.trim().replace(YES_BEFORE, '')
  const word = rest.replace(HOW_MUCH_LEAD, '').split(/[\s,.;!]+/)[0] ?? ''
  if (!sameStem(word, m[2]) || rest.split(/\s+/).length < 3) return null
  const third = pack.thirdPerson(rest, 'patient', gender)
  if (!third) return null
  return labelled(capitalise(m[1]), third, language)
}

function answeredFragment(
  question: Sentence,
  answer: Sentence | undefined,
  pack: LanguagePack,
  language: Language,
  gender: Gender,
): string | null {
  // ('Have you seen any variation in your weight?' 'How do you know?': a question back answers nothing.)
  if (!answersClinician(question, answer) || answer.turn !== question.turn + 1 || answer.question) return null
  const m = askedAbout(question.text.trim(), pack, language)
  // ('Short of breath?' 'A little when I walk up hills, not at rest.': a symptom asked by its name alone.)
  // ('¿Fuma?' is a habit, which the smoking answer writes.)
  const bare =
    m || SMOKING_QUESTION[language].test(question.text.trim())
      ? undefined
      : BARE_QUESTION.exec(question.text.trim().replace(/[.?!]+$/, '?'))?.[1]
  const byName =
    bare &&
    bare.split(/\s+/).length <= 4 &&
    !NOT_A_NAME.test(bare) &&
    termsIn(bare.toLowerCase(), language).some((t) => t.start === 0)
      ? language === 'de'
        ? bare
        : bare.charAt(0).toLowerCase() + bare.slice(1)
      : undefined
  // 'Haben Sie sich übergeben?' 'Einmal am ersten Tag.': the reflexive goes with the asking ('Übergeben: …').
  const thing = (m?.[1] ?? byName)?.trim().replace(language === 'de' ? /^sich\s+(?=\p{L}+$)/iu : /^$/, '')
  const said = answer.said.trim()
  if (!thing || /,|(?<![\p{L}])(?:or|ou|o|oder|and|e|y|und)(?![\p{L}])/iu.test(thing)) return null
  // German names a thing with a noun's capital, or one participle ('abgenommen'); 'sich übergeben' is what was
  // done, with its reflexive.
  if (language === 'de' && !/^\p{Lu}/u.test(thing) && (/\s/.test(thing) || /^sich$/iu.test(thing)))
    return null
  if (said.split(/\s+/).length > 10 || pack.qa.yes.test(said) || pack.qa.no.test(said)) return null
  // A relative's own 'I' ('I didn't measure it') is not the patient's; 'Tem perdido peso?' names no thing.
  if (answer.carer && CARER_SELF[language].test(answer.text)) return null
  if ((language === 'pt' || language === 'es') && /^\p{L}+(?:ado|ido)(?![\p{L}])/iu.test(thing)) return null
  if (clinicalHits(thing, pack) === 0 && !termsIn(thing.toLowerCase(), language).length) return null
  // The answer names something itself ('Tosse seca, sobretudo à noite'): it stands alone. What a 'but' adds after
  // the answer ('Alguns de manhã, mas não vomito') is no name of it.
  const asked = new Set(content(thing, pack))
  const head = said.split(/,\s*(?:mas|but|pero|aber)\s/iu)[0]!
  if (
    content(head.replace(ONLY_WHEN, ' '), pack).some((w) => asked.has(w)) ||
    (termsIn(head.toLowerCase(), language).length && !ONLY_WHEN.test(head))
  )
    return null
  // ('Any chest pain when you breathe in?' 'Only when I cough.': a circumstance, whatever it names.)
  if (clinicalHits(head.replace(/\d+(?:[.,]\d+)?/g, ''), pack) > 0 && !ONLY_WHEN.test(head)) return null
  // 'Hat er Atemnot gehabt?' 'Nein, aber er hat beim Einatmen so komisch gepfiffen.': the no is written with what
  // it answers ('Atemnot: nein, aber…'), never left out of the answer.
  const no = PLAIN_NO.test(said)
  const third = pack.thirdPerson(no ? said.replace(/^[¿¡\s]+/, '') : answer.text, 'patient', gender)
  if (!third) return null
  // ('Chest pain when you breathe in': the question's 'you' is the patient.)
  const named = (pack.thirdPerson(thing, 'clinician', gender) ?? thing)
    .replace(/^(?:any|some|a|an|algum|alguma|algún|alguna|irgendwelche|eine?n?)\s+/iu, '')
    .replace(/^(?:também|también|also|auch)\s+/iu, '')
  // ('¿Le duele también la espalda?' 'Un poco…': the pain of the place asked, 'Dolor en la espalda: un poco…'.)
  const what =
    language === 'es' && /^¿?(?:y |entonces )*(?:le|te) duelen?\s/iu.test(question.text.trim())
      ? `dolor en ${named}`
      : named
  if (/(?<![\p{L}'])(?:you|your|Sie|Ihnen|Ihre?[nmrs]?)(?![\p{L}'])/u.test(what)) return null
  return labelled(
    capitalise(what),
    no ? `${third.charAt(0).toLowerCase()}${third.slice(1)}` : third,
    language,
  )
}

/** A question whether weight was lost ('¿Ha perdido peso?', 'Perdeu peso?', 'Have you lost any weight?'). */
const WEIGHT_LOST =
  /(?<![\p{L}])(?:(?:have you|has (?:she|he)|did you) (?:lost|lose) (?:any |some )?weight|(?:tem |já )?perd(?:eu|ido) (?:algum )?peso|(?:ha|has|había) perdido (?:algo de )?peso|perdió peso)(?![\p{L}])/iu
const WEIGHT_LOSS: Record<Language, string> = {
  en: 'Weight loss',
  pt: 'Perda de peso',
  es: 'Pérdida de peso',
  de: 'Gewichtsverlust',
}

/** '¿Ha perdido peso?' 'Un kilo, más o menos.': how much, written with what it is ('Pérdida de peso: 1 kg, …'). */
function answeredWeightLoss(
  question: Sentence,
  answer: Sentence | undefined,
  pack: LanguagePack,
  language: Language,
  gender: Gender,
): string | null {
  if (!answersClinician(question, answer) || !WEIGHT_LOST.test(question.text)) return null
  const said = answer.said.trim()
  const first = readNumbers(answer.text, language)[0]
  if (!first || first.start > 12 || said.split(/\s+/).length > 8 || pack.qa.no.test(said)) return null
  // ('Ha perdido 3 kilos en 2 semanas' says what it is.)
  if (/(?<![\p{L}])(?:lost|perd\p{L}*|abgenommen|weight|peso|gewicht)(?![\p{L}])/iu.test(said)) return null
  const third = pack.thirdPerson(answer.text.replace(YES_BEFORE, ''), 'patient', gender)
  return third ? labelled(WEIGHT_LOSS[language], third, language) : null
}

/** An answer that is only a circumstance ('Only when I cough', 'Só quando tusso', 'Solo cuando toso', 'Nur beim Husten'). */
const ONLY_WHEN =
  /^(?:(?:only|just) )?when\b|^(?:só|apenas|somente) quando(?![\p{L}])|^(?:solo|sólo) cuando(?![\p{L}])|^nur (?:wenn|beim|bei)(?![\p{L}])/iu

/** How the patient sleeps, asked ('How are you sleeping?', 'Como tem dormido?', '¿Qué tal duerme?', 'Wie schlafen Sie?'). */
const HOW_SLEEP =
  /^¿?(?:and |e |y |und )?(?:how (?:are you|is she|is he|have you been) sleeping|how do you sleep|how(?:'s| is) (?:your|her|his) sleep|como (?:tem dormido|dorme|anda a dormir|está a dormir|é o (?:seu )?sono)|(?:cómo|qué tal) (?:duerme|duermes|ha dormido|está durmiendo)|wie schlafen sie|wie ist (?:ihr|der) schlaf)\?$/iu

/** Questions whose answer is written after a label of what was asked; how long needs a number in the answer. */
/** A time unit: 'a few seconds, less than a minute' says how long without a digit. */
const TIME_UNIT =
  /(?<![\p{L}])(?:seconds?|minutes?|hours?|days?|weeks?|segundos?|minutos?|horas?|dias?|días?|semanas?|sekunden?|minuten?|stunden?|tage?n?|wochen?)(?![\p{L}])/iu

/** A question since when, asked alone ('How long has that been going on?', 'Desde quando?', '¿Desde cuándo?', 'Seit wann?'). */
const SINCE_WHEN =
  /^(?:and |e |y |und )?(?:how long (?:has (?:this|that|it) been going on|have you (?:had|been having|noticed) (?:this|that|it|these|them|those))|since when|desde quando|há quanto tempo|desde cuándo|cuánto tiempo (?:hace|lleva(?: así)?)|seit wann|wie lange (?:schon|geht das schon|haben sie das schon))\s*\??$/iu

/** A question how far a pregnancy is ('Está de quantas semanas?', 'How many weeks pregnant are you?'). */
const HOW_FAR_PREGNANT =
  /(?<![\p{L}])(?:de quantas semanas|quantas semanas de gravidez|how many weeks (?:pregnant|along)|how far along|de cuántas semanas|cuántas semanas de embarazo|in der wievielten (?:woche|schwangerschaftswoche)|welche schwangerschaftswoche)(?![\p{L}])/iu

/** A question whether doses are missed ('¿Se le olvida alguna toma?', 'Do you ever miss a dose?'). */
const MISSES_DOSES =
  /(?<![\p{L}])(?:(?:miss|forget) (?:any |a )?(?:doses?|tablets?|pills?)|(?:esquece(?:-se)?|falha) (?:de )?(?:alguma |algum )?(?:toma|dose|comprimido)s?|(?:se le |se te )?olvida (?:alguna |algún )?(?:toma|dosis|pastilla)s?|vergessen sie (?:manchmal |ab und zu )?(?:eine |die )?(?:einnahme|tablette|dosis))(?![\p{L}])/iu

const DURATION: Record<Language, string> = { en: 'Duration', pt: 'Duração', es: 'Duración', de: 'Dauer' }

const ASKED_WITH_LABEL: { question: RegExp; label: Record<Language, string>; numeric: boolean }[] = [
  {
    question: MISSES_DOSES,
    label: { en: 'Missed doses', pt: 'Tomas esquecidas', es: 'Tomas olvidadas', de: 'Vergessene Einnahmen' },
    numeric: false,
  },
  {
    question: HOW_FAR_PREGNANT,
    label: {
      en: 'Gestational age',
      pt: 'Idade gestacional',
      es: 'Edad gestacional',
      de: 'Schwangerschaftswoche',
    },
    numeric: true,
  },
  { question: HOW_SLEEP, label: { en: 'Sleep', pt: 'Sono', es: 'Sueño', de: 'Schlaf' }, numeric: false },
  { question: HOW_LONG_LASTS, label: DURATION, numeric: true },
  // 'How long has that been going on?' 'About four months now.': since when, asked alone.
  { question: SINCE_WHEN, label: DURATION, numeric: true },
]

const ALCOHOL_NAMED =
  /(?<![\p{L}])(?:alcohol|álcool|alkohol|wine|beer|vinho|cerveja|vino|cerveza|wein|bier)(?![\p{L}])/iu

/**
 * A second question inside one, with its own past verb ('… ou perdeu o controlo…', '… o perdió…'); group 1 the
 * joiner, the rest the second question.
 */
const SECOND_VERB: Record<Language, RegExp> = {
  pt: /(?<![\p{L}])((?:ou|e)\s+)(?:se\s+)?(?!(?:seu|meu|eu|ou)(?![\p{L}]))\p{L}+(?:ou|eu|iu)(?![\p{L}])/iu,
  es: /(?<![\p{L}])((?:o|y)\s+)(?:(?:se\s+)?\p{L}+(?:ó|ió)|(?:se\s+)?ha\s+\p{L}+(?:ado|ido))(?![\p{L}])/iu,
  en: /\b((?:or|and)\s+)(?:have\s+you\s+)?(?:lost|had|noticed|felt|been|got|become|developed|passed)\b/i,
  de: /(?<![\p{L}])(oder\s+)(?:(?:haben|sind)\s+Sie|\p{Ll}+t\s+(?:es|er|sie|das))(?![\p{L}])/u,
}
/** That second question denied, where the language says it without its subject ('Não perdeu…', 'No perdió…'). */
const SECOND_DENIED: Partial<Record<Language, (asked: string) => string>> = {
  pt: (asked) => `Não ${asked}.`,
  es: (asked) => `No ${asked}.`,
  // ('Haben Sie Atemnot oder pfeift es beim Atmen?' 'Nein.': German writes the first denied; the second is left
  // to the transcript.)
  de: () => '',
}

/** A no that goes on to deny one more thing ('Não, nem tosse', 'No, ni tos', 'No, nor a cough', 'Nein, auch keinen Husten'). */
const NOR: Record<Language, RegExp> = {
  pt: /^não,?\s+nem\s+(\p{L}+(?:\s+\p{L}+){0,2})$/iu,
  es: /^no,?\s+ni\s+(\p{L}+(?:\s+\p{L}+){0,2})$/iu,
  en: /^no,?\s+(?:nor|or)\s+(?:any\s+)?(\p{L}+(?:\s+\p{L}+){0,2})$/iu,
  de: /^nein,?\s+auch\s+kein\p{L}*\s+(\p{L}+(?:\s+\p{L}+){0,2})$/iu,
}
const AND: Record<Language, string> = { pt: 'e', es: 'y', en: 'and', de: 'und' }

/** Water and fluids drunk, in litres or by name. */
const FLUIDS =
  /(?<![\p{L}])(?:water|fluids?|litres?|liters?|água|líquidos|litros?|agua|wasser|flüssigkeit|liter)(?![\p{L}])/iu

const TOBACCO =
  /(?<![\p{L}])(?:rauch\p{L}*|geraucht|smok\p{L}*|fuma\p{L}*|fumo|fumou|fumei|fumé|fumó|tabac\p{L}*|tabaco|cigar\p{L}*|zigarett\p{L}*|cigarr\p{L}*)(?![\p{L}])/iu

/** Habits asked about by name ('Alcohol?', 'How much coffee do you drink?', '¿Bebe alcohol?'): the answer goes with it. */
const HABITS: { question: RegExp; label: Record<Language, string>; notWith?: RegExp }[] = [
  // ('Any caffeine?' 'Four or five energy drinks a day.': caffeine, not coffee.)
  {
    question: /(?<![\p{L}])(?:caffeine|koffein|cafeína)(?![\p{L}])/iu,
    label: { en: 'Caffeine', pt: 'Cafeína', es: 'Cafeína', de: 'Koffein' },
    notWith: ALCOHOL_NAMED,
  },
  {
    question: /(?<![\p{L}])(?:coffee|cafés?|kaffee)(?![\p{L}])/iu,
    label: { en: 'Coffee', pt: 'Café', es: 'Café', de: 'Kaffee' },
    // 'Coffee or alcohol?': an answer to both is neither's alone.
    notWith: ALCOHOL_NAMED,
  },
  {
    question:
      /(?<![\p{L}])(?:alcohol|álcool|alkohol|bebidas alcoólicas|bebidas alcohólicas|do you drink(?= ?\?| at all| much)|(?:talk about|tell me about|ask about|what about) your drinking(?= ?\?)|bebe(?= ?\?)|how much (?:are you|do you) (?:drink|drinking)(?: (?:in|a|per) (?:a |the )?(?:week|day|month))?(?= ?\?)|quanto (?:é que )?bebe(?: (?:por|numa|ao) (?:semana|dia|mês))?(?= ?\?)|cuánto bebe(?: (?:por|a la|al) (?:semana|día|mes))?(?= ?\?)|wie viel trinken sie(?: (?:pro|in der|am) (?:woche|tag|monat))?(?= ?\?))(?![\p{L}])/iu,
    label: { en: 'Alcohol', pt: 'Álcool', es: 'Alcohol', de: 'Alkohol' },
    // '¿Come y bebe?', 'Está a comer e a beber?': a child's food and fluids, no drinking habit.
    notWith: /(?<![\p{L}])(?:come|comer|comiendo|eating|eat|isst|essen)(?![\p{L}])/iu,
  },
  // 'Rauchen Sie?' 'Seit fünf Jahren nicht mehr.': the answer says nothing without what was asked.
  {
    question: TOBACCO,
    label: { en: 'Smoking', pt: 'Tabaco', es: 'Tabaco', de: 'Rauchen' },
    notWith: ALCOHOL_NAMED,
  },
]

/**
 * 'Alcohol?' 'Only at weekends, a couple of glasses of wine.': how much of a habit, with its name; alone it says
 * nothing. A plain no or yes is read elsewhere.
 */
function answeredHabit(
  question: Sentence,
  answer: Sentence | undefined,
  language: Language,
  pack: LanguagePack,
  gender: Gender,
): string | null {
  if (!answersClinician(question, answer)) return null
  const habit = HABITS.find((h) => h.question.test(question.text))
  if (!habit || answer.question || answer.text.split(/\s+/).length > 14) return null
  if (FACTS[language].no.test(answer.text)) return null
  // The answer names the habit itself ('I drink a glass of wine'): it is read as said. A question or an answer
  // about smoking too ('Rauchen Sie, trinken Sie Alkohol?' 'Ich rauche nicht mehr…') is not this habit's alone.
  if (habit.question.test(answer.text) || habit.notWith?.test(question.text)) return null
  const smoking = habit.question === TOBACCO
  if (!smoking && (TOBACCO.test(question.text) || TOBACCO.test(answer.text))) return null
  // 'How much do you drink?' 'About two litres of water a day.': what is drunk is named, and it is no habit.
  if (FLUIDS.test(answer.text)) return null
  const third = answerInThird(answer, pack, gender, language)
  // 'How much do you drink in a week?' 'Around 20 units.': the week goes with the amount.
  const period = COUNT_PERIOD[language].exec(question.text.replace(/\s(?:in|numa|in der) (?=\p{L})/iu, ' a '))
  const label =
    period && !PERIOD_WORD.test(third ?? '')
      ? `${habit.label[language]}, ${PERIOD_LABEL[language](period[0])}`
      : habit.label[language]
  // ('It's about six cans a night' → 'Alcohol: about six cans a night'.)
  const amount = third?.replace(
    /^(?:it's|it is|that's|that is|é|são|es|son|das sind|es sind|das ist)\s+(?=(?:about|around|maybe|roughly|uns|umas|cerca|unos|unas|más o menos|etwa|ungefähr|so)\s)/iu,
    '',
  )
  return amount ? labelled(label, amount, language) : null
}

/** A period said in an answer ('a week', 'por semana', 'am Wochenende', 'los fines de semana'). */
const PERIOD_WORD =
  /(?<![\p{L}])(?:week|weekend|day|daily|night|month|semana|fim de semana|dia|diário|noite|mês|fin de semana|día|diario|noche|mes|woche|wochenende|tag|täglich|abend|nacht|monat)s?(?![\p{L}])/iu
/** The period as a label writes it. */
const PERIOD_LABEL: Record<Language, (said: string) => string> = {
  en: (p) => p.replace(/^a /i, 'per '),
  pt: (p) => p.replace(/^(?:ao|à|num|numa) /i, 'por '),
  es: (p) => p.replace(/^(?:al|a la) /i, 'por '),
  de: (p) => p.replace(/^(?:am|in der|im) /i, 'pro '),
}

/** 'When was the last seizure?': group 1 the article, group 2 what happened last. */
const WHEN_LAST: Record<Language, RegExp> = {
  en: /(?<![\p{L}])when (?:was|did you have) (?:the|your|his|her) last (\p{L}+(?: \p{L}+)?)\?$/iu,
  pt: /(?<![\p{L}])quando (?:foi|teve|tiveste|levou|levaste|fez|fizeste) (?:a|o) (?:sua |seu |tua |teu )?(últim[oa]) ((?:\p{L}+ (?:d[aoe]s? )?)?\p{L}+)\?$/iu,
  es: /(?<![\p{L}])cuándo (?:fue|tuvo|tuviste|se puso|te pusiste|le pusieron|te pusieron|recibió|recibiste) (?:la|el|su|tu) (últim[oa]) ((?:\p{L}+ (?:del? (?:la )?)?)?\p{L}+)\?$/iu,
  de: /(?<![\p{L}])wann (?:war|hatten sie|hatte (?:sie|er)) (?:(der|die|das|den|ihre?n?) letzten? (\p{L}+)|zuletzt (eine?n?) ((?:\p{L}+ )?\p{L}+))\?$/iu,
}
const AGO =
  /(?<![\p{L}])(?:ago|last|yesterday|há|ontem|hace|ayer|vor|gestern|letzte[nrs]?|passad[oa]|pasad[oa])(?![\p{L}])|\d/iu

/** 'When was the last seizure?' 'Two years ago, in November.': the time with what it was ('Last seizure: …'). */
function answeredLast(
  question: Sentence,
  answer: Sentence | undefined,
  language: Language,
  pack: LanguagePack,
  gender: Gender,
): string | null {
  if (!answersClinician(question, answer)) return null
  const m = WHEN_LAST[language].exec(question.text.trim())
  if (!m || answer.text.split(/\s+/).length > 10 || !AGO.test(answer.text)) return null
  const third = answerInThird(answer, pack, gender, language)
  if (!third) return null
  const what = (language === 'en' ? m[1] : (m[4] ?? m[2]))!
  // 'Wann hatte sie zuletzt eine nasse Windel?' → 'Letzte nasse Windel': the ending follows the article.
  const lastDe = (article: string) =>
    ({ der: 'Letzter', den: 'Letzter', einen: 'Letzter', das: 'Letztes', ein: 'Letztes' })[
      article.toLowerCase()
    ] ?? 'Letzte'
  const label = {
    en: () => `Last ${what}`,
    pt: () => `${capitalise(m[1]!)} ${what}`,
    es: () => `${capitalise(m[1]!)} ${what}`,
    de: () => `${lastDe((m[3] ?? m[1])!)} ${what}`,
  }[language]()
  return labelled(label, third, language)
}

/**
 * 'E as menstruações, como são?' 'Muito abundantes.': a short description answered to how something of the body
 * is, written with what was asked ('Menstruações: muito abundantes'); alone it says nothing.
 */
function answeredDescription(
  question: Sentence,
  answer: Sentence | undefined,
  language: Language,
  pack: LanguagePack,
  gender: Gender,
): string | null {
  if (!answersClinician(question, answer)) return null
  // 'Wie schlafen Sie?' 'Schlecht, ich habe viel Stress bei der Arbeit.'; 'How long do the episodes last?'
  // 'Anything from ten minutes to a couple of hours.': the answer with the label of what was asked.
  const asked = ASKED_WITH_LABEL.find((a) => a.question.test(question.text))
  if (asked) {
    if (tooLongToLabel(answer.text, 12)) return null
    if (asked.numeric && !readNumbers(answer.text, language).length && !TIME_UNIT.test(answer.text))
      return null
    // 'De onze semanas.': the preposition of the answer goes with the question.
    const third = pack.thirdPerson(answer.text.replace(/^(?:de|of|in der)\s+(?=\d)/iu, ''), 'patient', gender)
    return third ? labelled(asked.label[language], third, language) : null
  }
  const m = HOW_IS[language].exec(question.text.trim())
  const what = m?.[1] ?? m?.[2]
  if (!what || clinicalHits(what, pack) === 0 || tooLongToLabel(answer.text, 5)) return null
  const third = answerInThird(answer, pack, gender, language)
  if (!third) return null
  return labelled(`${what.charAt(0).toUpperCase()}${what.slice(1)}`, third, language)
}

/**
 * An answer too long to be written after the label of what was asked: more than `words` words, unless it opens
 * with a description of its own before a comma ('Sehr stark, die ersten drei Tage muss ich alle zwei Stunden
 * wechseln', 'Cinco o seis horas, me despierto a las cuatro…').
 */
function tooLongToLabel(answer: string, words: number): boolean {
  const all = answer.split(/\s+/).length
  if (all <= words) return false
  const comma = answer.indexOf(',')
  return all > 16 || comma < 0 || answer.slice(0, comma).split(/\s+/).length > 4
}

/** A scale question that names what it scores ('How bad is the nausea, from 0 to 10?'): about that, not the pain. */
const HOW_STRONG_OF =
  /(?<![\p{L}])(?:the|your|his|her|a|o|a|os|as|el|la|los|las|der|die|das|den|ihr\p{L}*|sua|seu|su)\s+\p{L}{4,}/iu

/** A question how strong something is ('Wie stark ist es', 'How bad is it', 'Que intensidade'). */
const HOW_STRONG =
  /(?<![\p{L}])(?:wie stark|wie schlimm|how (?:bad|severe|strong|intense)|quão (?:forte|intens[oa])|que intensidade|qué intensidad|cómo de (?:fuerte|intenso))(?![\p{L}])/iu
const SCALE_WORD: Record<Language, string> = { en: 'scale', pt: 'escala', es: 'escala', de: 'Skala' }
const STRENGTH_NAME: Record<Language, string> = {
  en: 'Severity',
  pt: 'Intensidade',
  es: 'Intensidad',
  de: 'Stärke',
}

const FEVER_WORD = /(?<![\p{L}])(?:fever|temperature|febre|temperatura|fiebre|fieber|temperatur)(?![\p{L}])/iu
const PRESSURE_WORD =
  /(?<![\p{L}])(?:blood pressure|pressure|bp|tensão|pressão arterial|tensión|presión arterial|blutdruck\p{L}*)(?![\p{L}])/iu
const GLUCOSE_WORD =
  /(?<![\p{L}])(?:(?:blood )?sugars?|glucose|hypos|hypoglyc\p{L}*|açúcar(?:es)?|(?:hipo)?glicemias?|glicose|azúcar(?:es)?|(?:hipo)?glucemias?|glucosa|(?:blut|unter)?zucker\p{L}*)(?![\p{L}])/iu
/** Low sugars asked about ('Any hypos?', 'hipoglicemias', 'las bajadas de azúcar', 'Unterzuckerungen'). */
const HYPO_WORD =
  /(?<![\p{L}])(?:hypos|hypoglyc\p{L}*|hipoglicemias?|hipoglucemias?|bajadas? de azúcar|baixas? de açúcar|unterzucker\p{L}*)(?![\p{L}])/iu
const HYPO_NAME: Record<Language, string> = {
  en: 'Hypoglycaemia',
  pt: 'Hipoglicemias',
  es: 'Hipoglucemias',
  de: 'Unterzuckerungen',
}
const GLUCOSE_NAME: Record<Language, string> = {
  en: 'Blood glucose',
  pt: 'Glicemia',
  es: 'Glucemia',
  de: 'Blutzucker',
}
/** One part of a blood pressure asked on its own ('E a mínima?', '¿Y la máxima?', 'And the bottom number?'). */
const PRESSURE_PART =
  /(?<![\p{L}])(?:(?:a|la) (?:mínima|máxima)|(?:the )?(?:bottom|lower|top|upper) (?:number|one|reading)|diastolic|systolic|diastólica|sistólica|(?:der )?(?:untere|obere) wert|diastolisch\p{L}*|systolisch\p{L}*)(?![\p{L}])/iu
const PRESSURE_PART_NAME: Record<Language, [string, string]> = {
  en: ['Systolic blood pressure', 'Diastolic blood pressure'],
  pt: ['Tensão máxima', 'Tensão mínima'],
  es: ['Tensión máxima', 'Tensión mínima'],
  de: ['Systolischer Blutdruck', 'Diastolischer Blutdruck'],
}
const PRESSURE_NAME: Record<Language, string> = {
  en: 'Blood pressure',
  pt: 'Tensão arterial',
  es: 'Tensión arterial',
  de: 'Blutdruck',
}
/** Values asked by what they are, not by a measurement's name: the answer is written with it. */
const ASKED_VALUE: {
  question: RegExp
  label: Record<Language, string>
  /** The answer names it itself ('Pesou 14 kg'): written as said. */
  named: RegExp
  range?: [number, number]
}[] = [
  {
    question:
      /(?<![\p{L}])(?:how much (?:do|does) (?:you|he|she) weigh|what(?:'s| is) (?:your|his|her) weight|quanto pesa|cuánto pesa|wie ?viel (?:wiegt|wiegen sie)|was wiegt|was wiegen sie)(?![\p{L}])/iu,
    label: { en: 'Weight', pt: 'Peso', es: 'Peso', de: 'Gewicht' },
    named: /(?<![\p{L}])(?:weigh\p{L}*|pes[aeoó]\p{L}*|wieg\p{L}*|gewicht|wog)(?![\p{L}])/iu,
    range: [1, 300],
  },
  {
    question:
      /(?<![\p{L}])(?:(?:the )?lowest (?:reading|value|sugar|level|number)|valor mais baixo|o mais baixo|valor más bajo|el más bajo|niedrigste(?:r|n)? (?:wert|zucker)|der niedrigste)(?![\p{L}])/iu,
    label: { en: 'Lowest value', pt: 'Valor mais baixo', es: 'Valor más bajo', de: 'Niedrigster Wert' },
    named: /(?<![\p{L}])(?:lowest|mais baixo|más bajo|niedrigste\p{L}*)(?![\p{L}])/iu,
  },
]

const FEVER_NAME: Record<Language, string> = {
  en: 'Temperature',
  pt: 'Temperatura',
  es: 'Temperatura',
  de: 'Temperatur',
}

/** An answer that is only a value and its unit: 'Dezasseis quilos.', 'About 70 kilos.' (numbers in digits). */
const VALUE_ONLY =
  /^\W*(?:(?:about|around|roughly|uns|umas|cerca de|unos|unas|etwa|ungefähr|so)\s+)?\d+(?:[.,]\d+)?\s*[\p{L}°%/]{1,6}\W*$/iu

/**
 * A measurement given alone in answer to a question naming it ('Quanto pesa?' 'Dezasseis quilos.'), written
 * with its name ('Peso 16 kg'): said alone, '16 kg.' means nothing in a note. What the patient reports is
 * history, not the examination.
 */
function answeredMeasure(
  question: Sentence,
  answer: Sentence | undefined,
  language: Language,
  pack?: LanguagePack,
  gender?: Gender,
): string | null {
  if (!answersClinician(question, answer)) return null
  // '¿Cuánto pesa?' 'Catorce kilos, más o menos.', 'Qual foi o valor mais baixo?' 'Cinquenta e dois.': one value,
  // written with what was asked.
  const asked = ASKED_VALUE.find((v) => v.question.test(question.text) && !v.named.test(answer.text))
  // (When it was, 'vor einer Woche', is no value of what was asked.)
  const one = readNumbers(answer.text, language).filter(
    (n) => !/^(?:days|weeks|months|years|hours|minutes)$/.test(n.unit ?? ''),
  )
  // ('Dezasseis quilos.' alone is a measurement, written as one below.)
  const measured =
    VALUE_ONLY.test(answer.text) &&
    findMeasurements(`${question.text.replace(/[¿?]/g, '')} ${answer.text}`, language).length === 1
  if (
    asked &&
    pack &&
    !measured &&
    // ('Heute morgen 85 Kilo, vor einer Woche waren es 82': today's value and an earlier one, both of what was asked.)
    (one.length === 1 || (one.length === 2 && !!asked.range)) &&
    one.every((n) => n.values.length === 1) &&
    (!asked.range || one.every((n) => n.values[0]! >= asked.range![0] && n.values[0]! <= asked.range![1])) &&
    answer.text.split(/\s+/).length <= (one.length === 2 ? 12 : 8)
  ) {
    const third = answerInThird(answer, pack, gender ?? 'unknown', language)
    return third ? labelled(asked.label[language], third, language) : null
  }
  if (!VALUE_ONLY.test(answer.text)) {
    // 'Any fever?' 'Last night it was 38.9.', 'Como tem andado a tensão?' 'Em casa entre 140 e 150.': a value
    // the patient measured, written with what it is.
    // (A duration said with it, 'for two weeks', is no value; nor is an article, 'un par de veces'.)
    // ('Dreimal in der letzten Woche, der niedrigste Wert war 52': how often is no reading either.)
    const said = readNumbers(answer.text, language).filter(
      (n) => !/^(?:an?|one|um|uma|un|una|ein|eine|einen)$/iu.test(n.text) && n.unit !== 'times',
    )
    const numbers = said.filter((n) => !/^(?:days|weeks|months|years|hours|minutes)$/.test(n.unit ?? ''))
    const values = numbers.flatMap((n) => n.values)
    const within = (low: number, high: number) =>
      values.length > 0 && values.every((v) => v >= low && v <= high)
    const name =
      // ('Entre 38 e 39, sobretudo à noite': a range of temperatures is one answer; so are two, 'Treinta y ocho y
      // medio, a veces treinta y nueve'.)
      FEVER_WORD.test(question.text) && numbers.length <= 2 && values.length <= 2 && within(35, 42)
        ? FEVER_NAME[language]
        : // ('E a mínima?' 'Entre 90 e 95.': one part of the pressure, asked after the other.)
          PRESSURE_PART.test(question.text) && numbers.length <= 2 && within(30, 260)
          ? PRESSURE_PART_NAME[language][/m[aá]xim|systol|upper|top|obere/iu.test(question.text) ? 0 : 1]
          : PRESSURE_WORD.test(question.text) && numbers.length <= 2 && within(50, 250)
            ? PRESSURE_NAME[language]
            : // 'Como têm estado os valores de açúcar em casa?' 'De manhã entre 140 e 160.'
              // ('How have your sugars been?' 'Between eight and twelve in the mornings': mmol/L; never a count
              // of times answered to 'how often'.)
              // ('Der letzte Langzeitwert war 8,4': the HbA1c, named by the answer, is no glucose.)
              GLUCOSE_WORD.test(question.text) &&
                !/(?<![\p{L}])(?:hba1c|a1c|langzeitwert|langzeitzucker|hemoglobina glica\p{L}*|hemoglobina glicosilada|glycated|glycosylated)(?![\p{L}])/iu.test(
                  answer.text,
                ) &&
                numbers.length <= 3 &&
                (within(40, 600) ||
                  (within(2, 35) &&
                    !HOW_OFTEN.test(question.text) &&
                    !HOW_MANY[language].test(question.text)))
              ? HYPO_WORD.test(question.text)
                ? HYPO_NAME[language]
                : GLUCOSE_NAME[language]
              : null
    // ('Mostly between seven and nine in the mornings, but a couple of times it was over twelve after dinner':
    // readings told at some length, all of what was asked.)
    if (!name || answer.text.split(/\s+/).length > (numbers.length === said.length ? 20 : 12) || !pack)
      return null
    const third = answerInThird(answer, pack, gender ?? 'unknown', language)
    return third ? labelled(name, third, language) : null
  }
  const found = findMeasurements(`${question.text.replace(/[¿?]/g, '')} ${answer.text}`, language)
  if (found.length !== 1) return null
  return `${measurementLine(found[0]!, language, true)}.`
}

/** A question whether the patient smokes ('Do you smoke?', 'Fuma?', '¿Fuma usted?', 'Rauchen Sie?'). */
const SMOKING_QUESTION: Record<Language, RegExp> = {
  en: /^(?:and |so )?(?:do you (?:still )?smoke|are you (?:still )?smoking|are you a smoker|(?:do you use )?any (?:tobacco|cigarettes))\b/iu,
  pt: /^(?:e |então )?(?:(?:o senhor|a senhora|você|tu) )?(?:(?:ainda )?fumas?|continuas? a fumar|és? fumador\p{L}*|fumou alguma vez|fumaste alguma vez)(?![\p{L}])/iu,
  es: /^¿?(?:y |entonces )?(?:usted )?(?:(?:todavía |aún )?fuma[s]?|sigue[s]? fumando|es fumador\p{L}*|eres fumador\p{L}*|ha fumado alguna vez)(?![\p{L}])/iu,
  de: /^(?:und |also )?(?:rauchen sie(?: noch)?|rauchst du(?: noch)?|sind sie raucher\p{L}*|bist du raucher\p{L}*|haben sie (?:jemals |früher )?geraucht|hast du (?:jemals |früher )?geraucht)(?![\p{L}])/iu,
}
/** Quitting, with when ('I quit ten years ago', 'deixei há dez anos', 'lo dejé hace diez años', 'vor zehn Jahren aufgehört'). */
const QUIT: Record<
  Language,
  { said: RegExp; when: RegExp; line: (when: string) => string; former: string; never: string; not: string }
> = {
  en: {
    said: /\b(?:quit|stopped|gave (?:it )?up)\b/i,
    when: /\b(\d+(?:[.,]\d+)?|a|one) (?:years?|months?|weeks?) ago\b/i,
    line: (when) => `Former smoker, quit ${when}.`,
    former: 'Former smoker.',
    never: 'Never smoked.',
    not: 'Does not smoke.',
  },
  pt: {
    said: /(?<![\p{L}])(?:deixei|parei|larguei|deixou|parou)(?![\p{L}])/iu,
    when: /(?<![\p{L}])há (?:\d+(?:[.,]\d+)?|um|uma) (?:anos?|meses|mês|semanas?)(?![\p{L}])/iu,
    line: (when) => `Ex-fumador(a), deixou de fumar ${when}.`,
    former: 'Ex-fumador(a).',
    never: 'Nunca fumou.',
    not: 'Não fuma.',
  },
  es: {
    said: /(?<![\p{L}])(?:dejé|lo dejé|dejó|lo dejó)(?![\p{L}])/iu,
    when: /(?<![\p{L}])hace (?:\d+(?:[.,]\d+)?|un|una) (?:años?|meses|mes|semanas?)(?![\p{L}])/iu,
    line: (when) => `Exfumador(a), dejó de fumar ${when}.`,
    former: 'Exfumador(a).',
    never: 'Nunca ha fumado.',
    not: 'No fuma.',
  },
  de: {
    said: /(?<![\p{L}])(?:aufgehört|nicht mehr)(?![\p{L}])/iu,
    when: /(?<![\p{L}])vor (?:\d+(?:[.,]\d+)?|einem|einer) (?:Jahren|Jahr|Monaten|Monat|Wochen|Woche)(?![\p{L}])/iu,
    line: (when) => `Ex-Raucher(in), Rauchstopp ${when}.`,
    former: 'Ex-Raucher(in).',
    never: 'Hat nie geraucht.',
    not: 'Raucht nicht.',
  },
}
/** A yes to 'do you smoke', with what follows it ('Yes, about ten a day', 'Ja, leider, etwa zehn Zigaretten am Tag'). */
const SMOKES: Record<Language, RegExp> = {
  en: /^(?:yes|yeah|yep|i do)\b[\s,.!]*(?:(?:unfortunately|sadly|still)[\s,.!]+)*(.+)$/iu,
  pt: /^(?:sim|fumo)(?![\p{L}])[\s,.!]*(?:(?:infelizmente|ainda)[\s,.!]+)*(.+)$/iu,
  es: /^(?:sí|si|fumo)(?![\p{L}])[\s,.!]*(?:(?:desgraciadamente|por desgracia|todavía|aún)[\s,.!]+)*(.+)$/iu,
  de: /^(?:ja|leider)(?![\p{L}])[\s,.!]*(?:(?:leider|noch|immer noch)[\s,.!]+)*(.+)$/iu,
}
const CIGARETTES =
  /(?:cigarette|pack|cigarro|maço|cigarrillo|paquete|cajetilla|zigarette|schachtel|päckchen)/iu
const PER_DAY = /(?:a day|per day|daily|por dia|ao dia|al día|por día|am tag|pro tag|täglich)/iu
const SMOKER: Record<Language, string> = {
  en: 'Smoker',
  pt: 'Fumador(a)',
  es: 'Fumador(a)',
  de: 'Raucher(in)',
}

/** 'No, never.', 'Não, nunca fumei.', 'No, nunca.', 'Nein, nie.': never smoked. */
const NEVER_SMOKED =
  /^[¿¡\s]*(?:no|não|nein)[\s,.!]*(?:(?:i(?:'ve| have)?\s+)?(?:never|nunca|nie|niemals)(?:\s+(?:smoked|fumei|fumé|fumado|he|geraucht|have|had|habe|ever|in my life|en mi vida|na vida))*|(?:no|não) fumo|i (?:don't|do not) smoke|ich rauche nicht)?[\s.!]*$/iu

/**
 * Smoking asked and answered ('Rauchen Sie?' 'Nein, ich habe vor zehn Jahren aufgehört.'), written as a note
 * states it ('Ex-Raucher(in), Rauchstopp vor 10 Jahren.', 'Never smoked.', 'Não fuma.'): said alone, the answer means nothing,
 * and 'No' to 'Do you smoke?' from someone who quit is not 'never smoked'. An amount or anything else is left
 * to be written as said.
 */
function answeredSmoking(
  question: Sentence,
  answer: Sentence | undefined,
  language: Language,
): string | null {
  if (answer?.speaker === 'clinician' || question.speaker !== 'clinician' || !answer) return null
  if (!SMOKING_QUESTION[language].test(question.text.trim())) return null
  const quit = QUIT[language]
  // 'Ja, leider, etwa zehn Zigaretten am Tag.': a smoker, with the amount as said.
  // (The yes itself is left out of the cleaned answer: it is read from the words as said.)
  const amount = SMOKES[language].test(answer.said.trim())
    ? (SMOKES[language].exec(answer.text.trim())?.[1] ?? answer.text.trim()).replace(/[.!]+$/, '')
    : undefined
  if (
    amount &&
    (/\d/.test(amount) || CIGARETTES.test(amount)) &&
    (CIGARETTES.test(amount) || PER_DAY.test(amount)) &&
    !FIRST_PERSON[language].test(amount)
  )
    return `${SMOKER[language]}, ${amount.charAt(0).toLowerCase()}${amount.slice(1)}.`
  if (quit.said.test(answer.text)) {
    const when = quit.when.exec(answer.text)?.[0]
    if (when) return quit.line(when)
    // 'Seit ich schwanger bin nicht mehr.': stopped when the pregnancy began.
    if (SINCE_PREGNANT[language].test(answer.said)) return quit.line(PREGNANCY_SINCE[language])
    // 'No, I quit.', 'Não, deixei.': a former smoker; anything longer is written as said.
    return answer.said.split(/\s+/).length <= 4 ? quit.former : null
  }
  // Only a plain 'no' ('No.', 'No, never.'): 'never' when said, else not now.
  if (!NEVER_SMOKED.test(answer.said)) return null
  if (/never|nunca|nie/i.test(answer.said)) return quit.never
  return /fumou alguma vez|ha fumado alguna vez|jemals|früher/iu.test(question.text) ? quit.never : quit.not
}

/** Since the pregnancy began ('since I got pregnant', 'desde que estou grávida', 'seit ich schwanger bin'). */
const SINCE_PREGNANT: Record<Language, RegExp> = {
  en: /(?<![\p{L}])since (?:i (?:got|became|found out i was|have been|'ve been|am|was)|being) pregnant(?![\p{L}])/iu,
  pt: /(?<![\p{L}])desde que (?:estou|fiquei|soube que estava) grávida|desde que engravidei(?![\p{L}])/iu,
  es: /(?<![\p{L}])desde que (?:estoy|me quedé|supe que estaba) embarazada(?![\p{L}])/iu,
  de: /(?<![\p{L}])seit (?:ich|sie) schwanger (?:bin|ist)|seit der schwangerschaft(?![\p{L}])/iu,
}
const PREGNANCY_SINCE: Record<Language, string> = {
  en: 'since the pregnancy began',
  pt: 'desde o início da gravidez',
  es: 'desde el inicio del embarazo',
  de: 'seit Beginn der Schwangerschaft',
}

/** 'Quantos cafés bebe por dia?', 'How many cigarettes a day?', '¿Cuántas cervezas…?', 'Wie viele Tassen…?' */
const HOW_MANY: Record<Language, RegExp> = {
  // ('How many wet nappies has she had today?': a thing counted may be named in two words.)
  en: /^(?:and |so )?how many ([a-z]+(?: (?!(?:has|have|had|do|does|did|are|is|were|was|will|would|can|could|a|per|in|on|at|of|you|she|he|they)\b)[a-z]+s)?(?: of [a-z]+)?)\b.*?((?:a|per) (?:day|week|night|month)|today)?\s*\?$/i,
  pt: /^(?:e |então )?quant[oa]s (\p{L}+(?: (?!(?:tem|teve|tinha|fez|faz|toma|tomou|por|ao|à|é|são|já|há|de|do|da|no|na|num|numa|que)(?![\p{L}]))\p{L}+s)?)(?![\p{L}]).*?((?:por|ao|à|num|numa) (?:dia|semana|noite|mês)|hoje)?\s*\?$/iu,
  es: /^¿?(?:y |entonces )?cuánt[oa]s (\p{L}+(?: (?!(?:tiene|tuvo|ha|hace|hizo|toma|tomó|por|al|a|es|son|ya|hay|de|del|en|que)(?![\p{L}]))\p{L}+s)?)(?![\p{L}]).*?((?:por|al|a la) (?:día|semana|noche|mes)|hoy)?\s*\?$/iu,
  de: /^(?:und |also )?wie viele? ((?:\p{L}+e (?!(?:im|am|pro|in|die|der|das|den|dem|haben|hatte|hat|nehmen|sind)(?![\p{L}])))?\p{L}+)(?![\p{L}]).*?((?:pro|am|in der|die) (?:tag|woche|nacht|monat)|heute)?\s*\?$/iu,
}

/** A question when a medicine was started ('When did you start it?', 'Quando começou a tomar?', '¿Cuándo lo empezó?'). */
const WHEN_STARTED: Record<Language, RegExp> = {
  en: /^(?:and |so )?when did (?:you|she|he) (?:start|begin) (?:it|them|taking (?:it|them))\s*\?$/iu,
  pt: /^(?:e )?quando (?:é que )?(?:o |a )?(?:começou|iniciou)(?: a tomar(?:-[oa])?)?\s*\?$/iu,
  es: /^¿?(?:y )?cuándo (?:lo |la )?(?:empezó|comenzó|inició)(?: a tomarl[oa])?\s*\?$/iu,
  de: /^(?:und )?(?:wann haben sie (?:damit )?(?:angefangen|begonnen)|seit wann nehmen sie (?:es|das|sie))\s*\?$/iu,
}
const STARTED: Record<Language, string> = { en: ' started', pt: ', início', es: ', inicio', de: ', Beginn' }

/**
 * 'When did you start it?' 'About three months ago, 40 milligrams at night.': when the medicine just named was
 * started, written with it ('Atorvastatin started: about 3 months ago, 40 mg at night.').
 */
function answeredStarted(
  question: Sentence,
  answer: Sentence | undefined,
  before: Sentence[],
  pack: LanguagePack,
  language: Language,
  gender: Gender,
): string | null {
  if (!answersClinician(question, answer) || !WHEN_STARTED[language].test(question.text.trim())) return null
  const named = before.flatMap((x) => findMedications(x.said, language))
  if (!named.length || new Set(named.map((m) => m.key)).size !== 1) return null
  const said = answer.said.trim()
  if (said.split(/\s+/).length > 12 || pack.qa.no.test(said) || FIRST_PERSON[language].test(answer.text))
    return null
  const third = answerInThird(answer, pack, gender, language)
  return third ? labelled(`${capitalise(named.at(-1)!.name)}${STARTED[language]}`, third, language) : null
}

/** A question what brings a complaint on ('Does anything bring it on?', 'O que a desencadeia?', '¿Qué se lo provoca?'). */
const BRINGS_ON: Record<Language, RegExp> = {
  en: /(?<![\p{L}])(?:(?:does|do) anything|what|is there anything that) (?:seems? to )?(?:bring|brings|set|sets|trigger|triggers) (?:it|them|this|these|the \p{L}+)(?: on| off)?(?![\p{L}])/iu,
  pt: /(?<![\p{L}])(?:há alguma coisa que|alguma coisa|o que é que|o que) (?:a |o |as |os |lhe |lha )?(?:desencadeia|provoca|despoleta)(?![\p{L}])/iu,
  es: /(?<![\p{L}])(?:hay algo que|algo|qué) (?:se la |se lo |se las |se los |le |la |lo |las |los )?(?:desencadena|provoca|dispara)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:gibt es etwas,? (?:das|was)|was|wodurch) (?:es |sie |die beschwerden |das )?(?:auslöst|auslösen|ausgelöst wird)(?![\p{L}])/iu,
}
const BROUGHT_ON: Record<Language, string> = {
  en: 'Brought on by',
  pt: 'Desencadeado por',
  es: 'Desencadenado por',
  de: 'Ausgelöst durch',
}

/** The answer to a question `asks` matches, when it tells something in at most `most` words (not a plain yes or no). */
function shortAnswerTo(
  question: Sentence,
  answer: Sentence | undefined,
  asks: RegExp,
  pack: LanguagePack,
  most: number,
): answer is Sentence {
  if (!answersClinician(question, answer) || !asks.test(question.text)) return false
  const said = answer.said.trim()
  return said.split(/\s+/).length <= most && !pack.qa.yes.test(said) && !pack.qa.no.test(said)
}

/**
 * 'Does anything bring it on?' 'Big meals, and a couple of glasses of wine in the evening.': what brings the
 * complaint on, written as such; alone, it reads as a habit.
 */
function answeredTrigger(
  question: Sentence,
  answer: Sentence | undefined,
  pack: LanguagePack,
  language: Language,
  gender: Gender,
): string | null {
  if (!shortAnswerTo(question, answer, BRINGS_ON[language], pack, 14)) return null
  // ('I think it's stress': an answer in the first person is read as said.)
  if (FIRST_PERSON[language].test(answer.text) || CARER_SELF[language].test(answer.text)) return null
  const third = answerInThird(answer, pack, gender, language)
  return third ? labelled(BROUGHT_ON[language], third, language) : null
}

/** A question what makes it worse ('Does anything make it worse?', 'Wird es bei bestimmten Dingen schlimmer?'). */
const MAKES_WORSE: Record<Language, RegExp> = {
  en: /(?<![\p{L}])(?:(?:anything|something|what|certain things)(?: that)? (?:seems? to )?(?:make|makes|made) (?:it|them|this|that|the \p{L}+) worse|worse (?:with|after|when) (?:anything|certain things|particular things))(?![\p{L}])/iu,
  pt: /(?<![\p{L}])(?:(?:alguma coisa|algo|o que|o que é que|certas coisas)(?: que)? (?:a |o |as |os |lhe )?(?:piora|piore|pioram|piorem|agrava|agrave|agravam|agravem)|(?:piora|pioram|agrava|agravam)(?: \p{L}+)? com (?:alguma coisa|algo|certas coisas))(?![\p{L}])/iu,
  es: /(?<![\p{L}])(?:(?:algo|qué|alguna cosa|ciertas cosas)(?: que)? (?:se |le |la |lo |las |los )?(?:empeora|empeore|empeoran|empeoren)|(?:empeora|empeoran)(?: \p{L}+)? con (?:algo|alguna cosa|ciertas cosas))(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:(?:was|etwas|irgendetwas|irgendwas|bestimmten dingen)(?:,? (?:das|was))? (?:\p{L}+ ){0,3}(?:schlimmer|verschlimmert|verstärkt)|(?:schlimmer|verschlimmert) (?:\p{L}+ )?(?:bei|durch) (?:bestimmten dingen|etwas|irgendetwas))(?![\p{L}])/iu,
}
const WORSE: Record<Language, string> = { en: 'Worse', pt: 'Agrava', es: 'Empeora', de: 'Schlimmer' }

/**
 * 'Wird es bei bestimmten Dingen schlimmer?' 'Ja, bei Wärme, nach einem Glas Wein…': what makes the complaint worse
 * is its history, written with what was asked ('Schlimmer: bei Wärme, …'), whatever habit it names.
 */
function answeredWorse(
  question: Sentence,
  answer: Sentence | undefined,
  pack: LanguagePack,
  language: Language,
  gender: Gender,
): string | null {
  if (!shortAnswerTo(question, answer, MAKES_WORSE[language], pack, 16) || PLAIN_NO.test(answer.said.trim()))
    return null
  const third = pack.thirdPerson(answer.text.replace(YES_BEFORE, ''), 'patient', gender)
  return third ? labelled(WORSE[language], third, language) : null
}

/** A question which one, or which side ('Which ankle?', 'Qual joelho?', '¿Qué ojo?', 'Welche Seite?'). */
const WHICH_ONE: Record<Language, RegExp> = {
  en: /^(?:and |so )?which (\p{L}+)(?: is it| was it| is affected| hurts)?\s*\?$/iu,
  pt: /^(?:e )?(?:qual|que|de que) (\p{L}+)(?: é| foi)?\s*\?$/iu,
  es: /^¿?(?:y )?(?:cuál|qué|de qué) (\p{L}+)(?: es| fue)?\s*\?$/iu,
  de: /^(?:und )?(?:auf )?welche[rsnm]? (\p{L}+)(?: ist es| war es| ist betroffen)?\s*\?$/iu,
}
/** An answer that is only a side ('The right one.', 'O esquerdo.', 'El derecho.', 'Das rechte.'). */
const SIDE_ONLY =
  /^(?:(?:the|o|a|os|as|el|la|los|las|das|der|die|den|am|auf der)\s+)?(right|left|both|direit[oa]s?|esquerd[oa]s?|ambos|ambas|derech[oa]s?|izquierd[oa]s?|recht\p{L}*|link\p{L}*|beide\p{L}*)(?:\s+(?:one|ones|side|lado|seite))?[.!]?$/iu

/**
 * 'Which ankle?' 'The right one.': the side, written with what was asked ('Ankle: right.'). Said alone, 'The right
 * one' means nothing in a note; left out, the side is lost.
 */
function answeredSide(question: Sentence, answer: Sentence | undefined, language: Language): string | null {
  if (!answersClinician(question, answer)) return null
  const m = WHICH_ONE[language].exec(question.text)
  const side = SIDE_ONLY.exec(answer.said.trim())
  if (!m?.[1] || !side?.[1]) return null
  const word = side[1].toLowerCase()
  // German says the side as an adverb on its own ('rechts', 'links', 'beidseits').
  const said =
    language === 'de'
      ? word.startsWith('recht')
        ? 'rechts'
        : word.startsWith('link')
          ? 'links'
          : 'beidseits'
      : word
  return `${capitalise(m[1])}: ${said}.`
}

/** The period a count is asked for, wherever the question says it ('Quantos dias por mês toma…?'). */
const COUNT_PERIOD: Record<Language, RegExp> = {
  en: /(?<![\p{L}])(?:a|per) (?:day|week|night|month)(?![\p{L}])/iu,
  pt: /(?<![\p{L}])(?:por|ao|à|num|numa) (?:dia|semana|noite|mês)(?![\p{L}])/iu,
  es: /(?<![\p{L}])(?:por|al|a la) (?:día|semana|noche|mes)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:pro|am|in der|im) (?:tag|woche|nacht|monat)(?![\p{L}])/iu,
}

/**
 * 'Quantos cafés bebe por dia?' 'Uns quatro, o último ao fim da tarde.': a count answered alone, written with
 * what it counts ('Cafés por dia: uns 4, o último ao fim da tarde.'); said alone, 'Uns quatro' means nothing.
 */
function answeredCount(
  question: Sentence,
  answer: Sentence | undefined,
  language: Language,
  pack: LanguagePack,
  gender: Gender,
): string | null {
  // 'How many weeks pregnant are you?', '¿Cuántos años tiene?': asked with a label of their own.
  if (HOW_FAR_PREGNANT.test(question.text) || HOW_OLD.test(question.text)) return null
  if (!answersClinician(question, answer)) return null
  const m = HOW_MANY[language].exec(question.text)
  if (!m?.[1]) return null
  // ('Wie viel trinken Sie pro Woche?': a habit, written with its name; 'Quantos cafés…?' counts it by name.)
  if (HABITS.some((h) => h.question.test(question.text) && !h.question.test(m[1]!))) return null
  const numbers = readNumbers(answer.text, language)
  // The count opens the answer ('Uns quatro', 'About ten', 'Zwei oder drei').
  if (!numbers.length || numbers[0]!.start > 12 || answer.text.split(/\s+/).length > 12) return null
  const third = answerInThird(answer, pack, gender, language)
  if (!third) return null
  // 'Quantos dias por mês toma o ibuprofeno?': the period said before the rest, and the medicine counted.
  const period = m[2] ?? COUNT_PERIOD[language].exec(question.text)?.[0]
  const counted = `${m[1]}${period ? ` ${period}` : ''}`
  // The one medicine the question counts, unless the count is of it ('How many ibuprofen a day?').
  const drugs = findMedications(question.text, language)
  const drug =
    drugs.length === 1 &&
    !fold(counted).includes(fold(drugs[0]!.name)) &&
    !fold(third).includes(fold(drugs[0]!.name))
      ? capitalise(drugs[0]!.name)
      : ''
  // '¿Cuántas veces al día?' 'Entre seis y ocho veces al día': the answer says its own label.
  if (
    third.toLowerCase().includes(m[1].toLowerCase()) &&
    (!period || third.toLowerCase().includes(period.toLowerCase()))
  )
    return drug ? labelled(drug, third, language) : `${third.charAt(0).toUpperCase()}${third.slice(1)}`
  return labelled(drug ? `${drug}, ${counted}` : capitalise(counted), third, language)
}

/** A question how often a medicine is used ('Quantas vezes por semana tens usado o salbutamol?'). */
const HOW_OFTEN =
  /(?<![\p{L}])(?:how often|how many times|quantas vezes|com que frequência|cuántas veces|con qué frecuencia|wie oft|wie häufig)(?![\p{L}])/iu
/** An answer that is only how often: 'Umas 3 ou 4 vezes por semana.', 'Twice a day.', 'Zweimal pro Woche.' */
const OFTEN_ONLY =
  /^\W*(?:(?:about|around|maybe|like|uns|umas|unos|unas|cerca de|etwa|ungefähr|so)\s+)?(?:\d+(?:\s*(?:[–-]|or|to|ou|a|o|y|e|bis|oder)\s*\d+)?\s*(?:times?|vezes|veces|mal|days?|dias|días|tage?n?)|once|twice|uma vez|duas vezes|una vez|dos veces|einmal|zweimal|dreimal)\s+(?:a|per|por|ao|à|al|a la|pro|am|in der|die)\s+\p{L}+(?:,\s+(?:and|but|e|mas|y|pero|und|aber)\s+[^.?!]+)?\W*$/iu

/**
 * How often a medicine is used, answered alone ('Quantas vezes por semana tens usado o salbutamol?' 'Umas três ou
 * quatro vezes por semana.'), written with the medicine ('Salbutamol: umas 3 ou 4 vezes por semana.'): said alone,
 * the frequency means nothing in a note.
 */
function answeredFrequency(
  question: Sentence,
  answer: Sentence | undefined,
  language: Language,
): string | null {
  if (answer?.speaker === 'clinician' || question.speaker !== 'clinician' || !answer) return null
  if (!HOW_OFTEN.test(question.text) || !OFTEN_ONLY.test(answer.text)) return null
  const named = findMedications(question.text, language)
  const first = named[0]
  if (!first || new Set(named.map((m) => medicationKey(m.name)?.key ?? m.name)).size !== 1) return null
  const said = answer.text.replace(/[.!]+$/, '')
  return `${capitalise(first.name)}: ${said.charAt(0).toLowerCase()}${said.slice(1)}.`
}

/** A question how many times in a period ('How many times a week?', 'Wie oft in der Woche?'): group 1 the period. */
const TIMES_IN: Record<Language, RegExp> = {
  en: /(?<![\p{L}])(?:how many times|how often) (?:a|per|in a|each) (week|month|day|night)(?![\p{L}])/iu,
  pt: /(?<![\p{L}])(?:quantas vezes|com que frequência) (?:por|à|ao|na|no) (semana|mês|dia|noite)(?![\p{L}])/iu,
  es: /(?<![\p{L}])(?:cuántas veces|con qué frecuencia) (?:a la|al|por|en la|en el) (semana|mes|día|noche)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:wie oft|wie häufig|wie viele male?) (?:in der|pro|im|am|die|in einer) (woche|monat|tag|nacht)(?![\p{L}])/iu,
}
const PER: Record<Language, Record<string, string>> = {
  en: { week: 'Per week', month: 'Per month', day: 'Per day', night: 'Per night' },
  pt: { semana: 'Por semana', mês: 'Por mês', dia: 'Por dia', noite: 'Por noite' },
  es: { semana: 'Por semana', mes: 'Al mes', día: 'Al día', noche: 'Por noche' },
  de: { woche: 'Pro Woche', monat: 'Pro Monat', tag: 'Pro Tag', nacht: 'Pro Nacht' },
}
/** The period said in the answer itself ('five times a week', 'cinco vezes por semana'). */
const PERIOD_SAID =
  /(?<![\p{L}])(?:a|per|por|ao|à|al|a la|pro|in der|im|am|each|every|cada|jede[nm]?|tod[oa]s? (?:os|as|los|las)) (?:week|month|day|night|semana|mês|mes|dia|día|noite|noche|woche|monat|tag|nacht)(?![\p{L}])/iu

/**
 * 'Wie oft in der Woche?' 'Fast jeden Abend, vielleicht fünf, sechs Mal.': a count answered without its period is
 * written with the period asked ('Pro Woche: …'), never as a count alone, which could be of a day.
 */
function answeredTimesIn(
  question: Sentence,
  answer: Sentence | undefined,
  pack: LanguagePack,
  language: Language,
  gender: Gender,
): string | null {
  if (!answersClinician(question, answer)) return null
  const period = TIMES_IN[language].exec(question.text)?.[1]?.toLowerCase()
  const label = period ? PER[language][period] : undefined
  if (!label || !/\d/.test(answer.text) || answer.text.split(/\s+/).length > 14) return null
  if (
    PERIOD_SAID.test(
      answer.text.replace(/(?<![\p{L}])(?:every|cada|jeden|tod[oa]s? (?:os|as|los|las)) \p{L}+/giu, ''),
    )
  )
    return null
  const third = answerInThird(answer, pack, gender, language)
  return third ? labelled(label, third, language) : null
}

/** 'Has this happened before?', 'Já lhe tinha acontecido antes?', '¿Le había pasado antes?', 'Hatten Sie das schon einmal?' */
const HAPPENED_BEFORE =
  /(?<![\p{L}])(?:(?:has|had) (?:this|that|it) (?:ever )?happened (?:to you )?before|(?:have|had) you (?:ever )?had (?:this|that|it|anything like (?:this|that)) before|já (?:lhe )?(?:tinha |tem |havia )?acontecido (?:antes|alguma vez)|já teve (?:isto|isso|algo assim) (?:antes|alguma vez)|(?:le|te) (?:había|ha) pasado (?:antes|alguna vez)|(?:ha|había|has) tenido (?:esto|algo así) (?:antes|alguna vez)|(?:hatten|haben) sie (?:das|so etwas) (?:schon )?(?:einmal|mal|öfter|öfters|früher|vorher)(?: gehabt)?|(?:hatte|hat) (?:er|sie) (?:schon )?(?:einmal|mal|früher) (?:so (?:einen|eine|ein) \p{L}+|so etwas|das)(?: gehabt)?|(?:have|had) you (?:ever )?(?:hurt|injured|sprained|broken|twisted) (?:this|that|the same) \p{L}+ before|já (?:se )?(?:magoou|lesionou|torceu|partiu) (?:n?est[ea]|n?ess[ea]|o mesmo|a mesma) \p{L}+ (?:antes|alguma vez)|(?:se )?(?:ha|había) (?:lesionado|torcido|roto|hecho daño en) (?:este|esta|el mismo|la misma) \p{L}+ (?:antes|alguna vez)|haben sie sich (?:de[nm]|das|die) \p{L}+ (?:schon )?(?:einmal|mal|früher) (?:verletzt|verstaucht|gebrochen))(?![\p{L}])/iu
/** A yes that opens an answer, before what it tells. */
const YES_BEFORE = /^(?:yes|yeah|yep|sim|sí|si|ja)[\s,.!]+/iu
/** An answer that opens with when it happened ('Há dois anos…', 'Two years ago…', 'Hace dos años…', 'Vor zwei Jahren…'). */
const AGO_FIRST =
  /^(?:(?:once|uma vez|una vez|einmal),\s+)?(?:(?:há|hace|vor)\s+(?:(?:uns|umas|unos|unas|etwa|ungefähr)\s+)?(?:\d+|\p{L}+)\s+(?:anos?|meses?|semanas?|años?|jahren?|monaten?|wochen?)|(?:about\s+)?(?:\d+|\p{L}+)\s+(?:years?|months?|weeks?)\s+ago|last\s+(?:year|month|summer|winter)|letztes\s+jahr|letzten\s+(?:monat|sommer|winter)|(?:n?o\s+)?ano\s+passado|el\s+año\s+pasado)(?![\p{L}])/iu
/** 'The first time', 'a primeira vez', 'la primera vez', 'das erste Mal'. */
const FIRST_TIME = /(?<![\p{L}])(?:first time|primeira vez|primera vez|erste mal|erstes mal)(?![\p{L}])/iu
const FIRST_EPISODE: Record<Language, string> = {
  en: 'First episode',
  pt: 'Primeiro episódio',
  es: 'Primer episodio',
  de: 'Erstes Ereignis',
}
const PREVIOUS_EPISODE: Record<Language, string> = {
  en: 'Previous episode',
  pt: 'Episódio prévio',
  es: 'Episodio previo',
  de: 'Frühere Episode',
}

/**
 * 'Já lhe tinha acontecido antes?' 'Sim, há dois anos, no outro pé.': a previous episode, with when and where as
 * said ('Episódio prévio: há 2 anos, no outro pé.'). Said alone, 'Há 2 anos, no outro pé' means nothing.
 */
function answeredBefore(
  question: Sentence,
  answer: Sentence | undefined,
  language: Language,
  pack: LanguagePack,
  gender: Gender,
): string | null {
  if (answer?.speaker === 'clinician' || question.speaker !== 'clinician' || !answer) return null
  if (!HAPPENED_BEFORE.test(question.text)) return null
  // 'Nein, das war das erste Mal.', 'No, never.': a first episode.
  if (
    (PLAIN_NO.test(answer.said) || NEVER_ALONE.test(answer.said)) &&
    (FIRST_TIME.test(answer.said) || answer.said.split(/\s+/).length <= 3)
  )
    return `${FIRST_EPISODE[language]}.`
  // The yes is read as said; the note's text of the answer has already left it out.
  // ('Há dois anos, no mesmo pé.': a when opens the yes.)
  if (!YES_BEFORE.test(answer.said) && !AGO_FIRST.test(answer.said)) return null
  const rest = answer.text
    .replace(YES_BEFORE, '')
    .replace(/[.!]+$/, '')
    .trim()
  // Only a short 'when, where' ('há dois anos, no outro pé'), in the third person ('hace cuatro años tuve una
  // piedra' → 'tuvo'); what cannot be put in the third person is left as it is.
  if (!rest || rest.split(/\s+/).length > 12 || FIRST_PERSON[language].test(rest)) return null
  const third = pack.thirdPerson(rest, 'patient', gender)
  if (!third || FIRST_PERSON[language].test(third)) return null
  return `${labelled(PREVIOUS_EPISODE[language], third, language)}.`
}

/**
 * An order whose medicine is a pronoun ('Stop it and switch to…', 'Hay que dejarla', 'Tem de a deixar', 'Die
 * sollten Sie absetzen'), and how it is written with the medicine the sentence before names.
 */
const STOP_PRONOUN: Record<Language, [RegExp, (m: RegExpExecArray, drug: string) => string]> = {
  en: [
    /^(Stop|Continue|Keep|Increase|Decrease|Reduce|Lower|Hold|Restart|Taper|Halve|Double) (?:it|taking it)(?![\p{L}'])/u,
    (m, drug) => `${m[1]} the ${drug}`,
  ],
  es: [
    /^(Hay que|Tienes que|Tiene que|Debe|Debes) (dejar|suspender|parar|retirar)(la|lo)([.!]?)$/iu,
    (m, drug) => `${m[1]} ${m[2]} ${m[3]!.toLowerCase() === 'la' ? 'la' : 'el'} ${drug}${m[4]}`,
  ],
  pt: [
    /^(Tem de|Tem que|Deve|Temos de|Temos que) (?:a|o) (deixar|parar|suspender|retirar)([.!]?)$/iu,
    (m, drug) => `${m[1]} ${m[2]} ${drug}${m[3]}`,
  ],
  de: [
    /^(?:Die|Das|Diese|Den|Diesen) (?:müssen|sollten|sollen) Sie (?:bitte )?(absetzen|weglassen)([.!]?)$/iu,
    (m, drug) => `${drug.charAt(0).toUpperCase()}${drug.slice(1)} ${m[1]}${m[2]}`,
  ],
}

/** The text with its pronoun order naming the one medicine of the clinician's sentence before, in the same turn. */
/** The patient asking leave to take a medicine ('Can I take ibuprofen?', 'Posso tomar…', '¿Puedo tomar…', 'Darf ich…'). */
const ASKS_LEAVE: Record<Language, RegExp> = {
  en: /^(?:and |so )?(?:can|may|could|should) i (?:still |also )?(?:take|have|use|carry on (?:taking|with)|keep taking)(?![\p{L}])/iu,
  pt: /^(?:e )?(?:posso|poderei|devo) (?:continuar a |também )?(?:tomar|usar)(?![\p{L}])/iu,
  es: /^(?:y )?(?:puedo|podría|debo) (?:seguir |también )?(?:tomar|usar|tomando|usando)(?![\p{L}])/iu,
  de: /^(?:und )?(?:darf|kann|soll) ich(?![\p{L}])/iu,
}
/** The clinician's no to it, first in the answer ('Lieber nicht, …', 'Better not.', 'Melhor não.', 'Mejor no, …'). */
const REFUSES: Record<Language, RegExp> = {
  en: /^(?:no|better not|i'd rather you didn't|not for now)(?:[,.!;]\s*|$)/iu,
  pt: /^(?:não|melhor não|é melhor não|de preferência não|para já não)(?:[,.!;]\s*|$)/iu,
  es: /^(?:no|mejor no|es mejor que no|de momento no)(?:[,.!;]\s*|$)/iu,
  de: /^(?:nein|lieber nicht|besser nicht|bitte nicht|eher nicht)(?:[,.!;]\s*|$)/iu,
}
const REFUSAL: Record<Language, (drug: string) => string> = {
  en: (drug) => `No ${drug}.`,
  pt: (drug) => `Não tomar ${drug}.`,
  es: (drug) => `No tomar ${drug}.`,
  de: (drug) => `Kein ${drug}.`,
}

/** A medicine the patient asked leave for, refused: the refusal written with its name, and what the answer goes on to say. */
function refusedLeave(
  s: Sentence,
  previous: Sentence | undefined,
  language: Language,
): { refusal: string; rest: string } | null {
  if (!previous || previous.speaker === 'clinician' || !previous.question) return null
  if (!ASKS_LEAVE[language].test(previous.text.replace(/^[¿¡\s]+/, ''))) return null
  const no = REFUSES[language].exec(s.text)
  const drugs = findMedications(previous.text, language)
  if (!no || drugs.length !== 1) return null
  const drug = previous.text.slice(drugs[0]!.start, drugs[0]!.end)
  const name = language === 'de' ? drug : drug.toLowerCase()
  const rest = s.text.slice(no[0].length).trim()
  return { refusal: REFUSAL[language](name), rest: rest && capitalise(rest) }
}

function stopNamed(text: string, s: Sentence, previous: Sentence | undefined, language: Language): string {
  const [pattern, write] = STOP_PRONOUN[language]
  const m = pattern.exec(text)
  if (!m || previous?.turn !== s.turn || previous.speaker !== 'clinician') return text
  const named = findMedications(previous.said, language)
  return named.length === 1
    ? `${text.slice(0, m.index)}${write(m, named[0]!.name.toLowerCase())}${text.slice(m.index + m[0].length)}`
    : text
}

/** 'Do you take anything?', '¿Tomas algo?', 'Toma alguma coisa?', 'Nehmen Sie etwas?' */
const TAKES_ANYTHING =
  /(?<![\p{L}])(?:take anything|taking anything|on anything|tomas algo|toma algo|toma alguma coisa|toma algum|nehmen sie (?:etwas|regelmäßig))(?![\p{L}])/iu
/** An answer that says no medicine is taken, whole: 'No tomo nada.', 'Nothing.', 'Nein, nichts.' */
const NO_MEDICATION: Record<Language, RegExp> = {
  en: /^(?:no[,.!]?\s*)?(?:nothing(?: regular(?:ly)?)?|none|no medications?|(?:she|he)(?:'s| is) not (?:on|taking) anything|no meds|(?:i )?(?:don't|do not) take (?:anything|any (?:medications?|medicines?|pills))|(?:i'm|i am) not (?:taking|on) (?:anything|any (?:medications?|medicines?)))(?: at all)?[.!]?$/iu,
  pt: /^(?:não[,.!]?\s*)?(?:nada(?: de regular)?|nenhum[a]?|não tomo nada|não tomo (?:nenhum|qualquer) (?:medicamento|medicação|comprimido)|não faço (?:nenhuma )?medicação)(?: de todo)?[.!]?$/iu,
  es: /^(?:no[,.!]?\s*)?(?:nada(?: habitual| de forma habitual)?|ninguno|ninguna|no tomo nada|no tomo (?:ningún|ninguna) (?:medicamento|medicación|pastilla))(?: de nada)?[.!]?$/iu,
  de: /^(?:nein[,.!]?\s*)?(?:(?:gar )?nichts|keine|(?:ich nehme|sie nimmt|er nimmt|sie bekommt|er bekommt) (?:nichts|keine (?:medikamente|tabletten)))(?: regelmäßig)?[.!]?$/iu,
}
const NONE_TAKEN: Record<Language, string> = {
  en: 'No regular medication.',
  pt: 'Sem medicação habitual.',
  es: 'Sin tratamiento habitual.',
  de: 'Keine Dauermedikation.',
}

/** A question whether the patient is of a condition ('¿Es usted diabético?', 'Are you diabetic?', 'Sind Sie Diabetiker?'). */
const IS_CONDITION: Record<Language, RegExp> = {
  en: /^(?:and |so )?(?:are you|is (?:he|she|the patient)) (?:a )?(\p{L}+)\s*\?$/iu,
  pt: /^(?:e |então )?(?:é|o senhor é|a senhora é|você é|ele é|ela é) (\p{L}+)\s*\?$/iu,
  es: /^¿?(?:y |entonces )?(?:es usted|eres|es|él es|ella es) (\p{L}+)\s*\?$/iu,
  de: /^(?:und |also )?(?:sind sie|ist (?:er|sie)) (?:ein |eine )?(\p{L}+)\s*\?$/iu,
}
/** Conditions a person is said to be ('diabetic', 'hipertensa', 'Asthmatiker'). */
const CONDITION_ADJECTIVE =
  /^(?:diab[eé]tic\p{L}*|diabetiker\p{L}*|hiperten[st]\p{L}*|hyperton\p{L}*|hypertensive|asm[aá]tic\p{L}*|asthmati\p{L}*|epil[eé]ptic\p{L}*|epileptiker\p{L}*|cel[ií]ac\p{L}*|coeliac|hipotiroide\p{L}*|fumador\p{L}*|raucher\p{L}*|smoker|fumante)$/iu
/** A yes that opens an answer, with what follows it. */
const YES_THEN: Record<Language, RegExp> = {
  en: /^(?:yes|yeah|yep|i am|he is|she is)\b[\s,.!]*(.*)$/iu,
  pt: /^(?:sim|sou|é)(?![\p{L}])[\s,.!]*(.*)$/iu,
  es: /^(?:sí|si|soy|lo soy)(?![\p{L}])[\s,.!]*(.*)$/iu,
  de: /^(?:ja|bin ich|ist er|ist sie)(?![\p{L}])[\s,.!]*(.*)$/iu,
}

/**
 * A condition asked and confirmed ('¿Es usted diabético?' 'Sí, desde hace quince años.'), written with what it
 * is ('Diabético desde hace 15 años.'): said alone, 'Desde hace 15 años.' means nothing in a note.
 */
function answeredCondition(
  question: Sentence,
  answer: Sentence | undefined,
  language: Language,
): string | null {
  if (answer?.speaker === 'clinician' || question.speaker !== 'clinician' || !answer) return null
  const adjective = IS_CONDITION[language].exec(question.text.trim())?.[1]
  if (!adjective || !CONDITION_ADJECTIVE.test(adjective)) return null
  // The yes is read as said; what follows it as the note writes it (numbers in digits, the yes cleaned off).
  if (!YES_THEN[language].test(answer.said.trim())) return null
  const rest = (YES_THEN[language].exec(answer.text.trim())?.[1] ?? answer.text).replace(/[.!]+$/, '').trim()
  if (
    rest.split(/\s+/).length > 8 ||
    /(?<![\p{L}])(?:but|only|mas|só|apenas|pero|solo|sólo|aber|nur|no|não|nicht)(?![\p{L}])/iu.test(
      answer.said,
    )
  )
    return null
  const name = capitalise(adjective.toLowerCase())
  return rest ? `${name} ${rest.charAt(0).toLowerCase()}${rest.slice(1)}.` : `${name}.`
}

/** 'Any medical problems?', 'Tem outras doenças?', '¿Tiene alguna enfermedad?', 'Haben Sie Vorerkrankungen?' */
const ILLNESS_QUESTION =
  /(?<![\p{L}])(?:medical (?:problems?|conditions?|history)|other (?:illnesses|conditions|health problems)|(?:outras )?doenças|problemas de saúde|(?:otras )?enfermedades|problemas de salud|vorerkrankungen|andere erkrankungen|chronische erkrankungen)(?![\p{L}])/iu

/**
 * 'Any medical problems?' 'Type 2 diabetes.': a condition answered is past history, in the third person; the
 * sentences after it in the answer are read on their own.
 */
function answeredIllness(
  question: Sentence,
  answer: Sentence | undefined,
  language: Language,
  pack: LanguagePack,
  gender: Gender,
): string | null {
  if (!answer || answer.speaker === 'clinician' || question.speaker !== 'clinician' || !question.question)
    return null
  if (!ILLNESS_QUESTION.test(question.text) || answer.text.split(/\s+/).length > 12) return null
  if (!FACTS[language].condition.test(answer.text) || pack.negation.test(answer.said)) return null
  return answerInThird(answer, pack, gender, language)
}

/** A question naming why the patient came ('you're here for…?', 'vem por causa de…?', 'viene por…?', 'Sie kommen wegen…?'). */
const HERE_FOR: Record<Language, RegExp> = {
  en: /(?:(?:you're|you are|he's|she's|he is|she is) (?:here|in) (?:today )?(?:for|about|because of|to (?:have|get)(?= (?:your|his|her|the) ))|(?:this|today) is(?= (?:your|his|her) [^?]*?(?:review|check-?up|follow-?up|appointment|check)\b)|we're (?:here|going) to (?:review|check on|follow up on|go over)|(?:you|he|she) (?:wanted|wants|would like|asked) to (?:talk about|discuss|see (?:me|us) about|come in about)) (.+?)(?:,? (?:right|correct|is that right|isn't it|is not it|is it not))?\s*\?$/i,
  pt: /(?:(?:vem|veio) (?:hoje )?(?:à|para a) consulta d[aoe]s?|(?:hoje )?é (?=(?:a sua|o seu) [^?]*?(?:revisão|consulta|controlo)(?![\p{L}]))|(?:vem|veio|está cá|está aqui) (?:hoje )?(?:por causa d[aoe]s?|para|pel[ao]s?|por)|vem (?:cá )?(?:para )?(?:rever|controlar|vigiar)|vamos (?:rever|controlar)|vem (?:hoje )?(?:cá )?(?=(?:renovar|fazer|mostrar|buscar|trazer|pedir|tirar) )|queria (?:falar (?:d[aoe]s?|sobre)|tratar d[aoe]s?)) ?(.+?)(?:,? (?:não é|certo|pois não))?\s*\?$/iu,
  es: /(?:(?:viene|ha venido) (?:hoy )?a (?:la )?(?:consulta|revisión|control) del?(?: la)?|(?:hoy )?es (?=su [^?]*?(?:revisión|consulta|control)(?![\p{L}]))|(?:viene|ha venido|está aquí) (?:hoy )?(?:por|para|a causa de)|venimos a (?:revisar|controlar|ver)|vamos a (?:revisar|controlar)|viene (?:hoy )?a (?=(?:renovar|hacer|enseñar|recoger|traer|pedir) )|(?:quería|quiere|querías|quieres) (?:hablar de|consultar por|comentar)) ?(.+?)(?:,? ¿?(?:verdad|no|cierto))?\s*\?$/iu,
  de: /(?:(?:sie kommen|kommen sie) (?:heute )?(?:wegen|für|zur|zum)|(?:das|heute) ist(?= ihre [^?]*?(?:kontrolle|untersuchung|termin)(?![\p{L}]))|wir (?:schauen|kontrollieren) heute(?: nach)?|sie (?:wollten|möchten) (?:heute )?über) (.+?)(?: (?:sprechen|reden|besprechen))?(?:,? (?:oder|richtig|nicht wahr))?\s*\?$/iu,
}
/** The patient saying what they came for ('I'm here about…', 'Venho por causa de…', 'Vengo por…', 'Ich komme wegen…'). */
const CAME_FOR: Record<Language, RegExp> = {
  en: /^(?:(?:so|well|yes|yeah),?\s+)?(?:i'm here|i am here|i've come(?: in)?|i have come(?: in)?|i came(?: in)?) (?:today )?(?:for|about|because of|to (?:get|discuss|talk about|go over)) \S/iu,
  pt: /^(?:(?:pois|bem|sim|então),?\s+)?(?:eu )?(?:venho|vim) (?:cá |hoje )*(?:por causa d[aoe]s?|pel[ao]s?|por|buscar|saber|mostrar|trazer|medir|fazer|renovar|pedir|levantar) \S/iu,
  es: /^(?:(?:pues|bueno|sí|bien),?\s+)?(?:yo )?(?:vengo|he venido|vine) (?:hoy )?(?:por|a por|a (?:recoger|saber|enseñar|traer|tomarme|medirme|hacerme|renovar|pedir)|para) \S/iu,
  de: /^(?:(?:also|ja|na ja),?\s+)?ich (?:komme|bin) (?:heute )?(?:hier )?(?:wegen|für|zur|zum) \S/iu,
}

/** How much, how long or how often advice is to be followed ('twice a day', '10 minutes', 'a week'). */
const ADVICE_AMOUNT: Record<Language, RegExp> = {
  en: /(?<![\p{L}])(?:a day|a week|daily|weekly|times? (?:a|per) (?:day|week)|minutes?|hours?|kilomet(?:re|er)s?|km|steps|litres?|liters?|glasses)(?![\p{L}])/iu,
  pt: /(?<![\p{L}])(?:por dia|por semana|ao dia|vezes (?:por|ao) dia|minutos?|horas?|quilómetros?|km|passos|litros?|copos)(?![\p{L}])/iu,
  es: /(?<![\p{L}])(?:al día|a la semana|por semana|veces al día|minutos?|horas?|kilómetros?|km|pasos|litros?|vasos)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:am tag|pro tag|täglich|pro woche|in der woche|mal (?:am|pro) tag|minuten?|stunden?|kilometer|km|schritte|liter|gläser)(?![\p{L}])/iu,
}

/** A word that only takes a question before answering it ('Fair enough.', 'Pois.', 'Bueno.', 'Na ja.'). */
const ACKNOWLEDGED =
  /^(?:fair enough|sure|well|right|honestly|to be honest|pois|bom|olhe|olhe doutor[a]?|bueno|pues|mire|a ver|na ja|naja|also|tja|ehrlich gesagt)[.!,]*$/iu

/** A possessive before what is named ('your blood pressure' → 'blood pressure'). */
const POSSESSIVE_BEFORE: Record<Language, RegExp> = {
  en: /(^|\s)(?:your|his|her)\s+/gi,
  pt: /(^|\s)(?:sua|seu|suas|seus)\s+/giu,
  es: /(^|\s)(?:su|sus)\s+/giu,
  de: /(^|\s)(?:ihre[nrsm]?|seine[nrsm]?)\s+/giu,
}

/**
 * 'Evite o ibuprofeno', 'No tome más sotalol': a medicine taken now that is not to be taken is stopped, when the
 * sentence names no other medicine and no time ('Não tome a levotiroxina ao mesmo tempo que o ferro' says when).
 */
function avoidedWhole(s: Sentence | undefined, language: Language): boolean {
  return !!s && findMedications(s.said, language).length === 1 && !AVOIDED_WHEN.test(s.said)
}
const AVOIDED_WHEN =
  /(?<![\p{L}])(?:ao mesmo tempo|à mesma hora|junto com|antes d[eoa]s?|depois d[eoa]s?|at the same time|together with|before|after|with (?:food|meals)|al mismo tiempo|a la vez|junto con|antes de|después de|gleichzeitig|zur gleichen zeit|zusammen mit|vor dem|nach dem)(?![\p{L}])/iu

/** A regular medicine the clinician stops in this consultation. */
const STOPPED_TODAY: Record<Language, string> = {
  en: 'stopped today: see plan',
  pt: 'suspensão hoje: ver plano',
  es: 'suspensión hoy: ver plan',
  de: 'heute abgesetzt, s. Procedere',
}

/** An allergy the clinician records as possible. */
const POSSIBLE_ALLERGY: Record<Language, string> = {
  en: 'Possible allergy',
  pt: 'Possível alergia',
  es: 'Posible alergia',
  de: 'Mögliche Allergie',
}

const INTOLERANCE: Record<Language, string> = {
  en: 'Intolerance',
  pt: 'Intolerância',
  es: 'Intolerancia',
  de: 'Unverträglichkeit',
}

/**
 * A reaction as the note writes it: the patient's words in the third person ('se me hinchó la cara' → 'se le
 * hinchó la cara', 'my skin goes red' → 'her skin goes red'); left out when they cannot be.
 */
function reactionAsNoted(
  reaction: string,
  speaker: string,
  language: Language,
  pack: LanguagePack,
  gender: Gender,
) {
  if (speaker !== 'patient') return reaction
  const third = pack.thirdPerson(reaction, 'patient', gender)
  if (!third) return undefined
  // German nouns keep their capital; elsewhere a reaction inside the line's brackets starts in lower case.
  return language === 'de' ? third : third.charAt(0).toLowerCase() + third.slice(1)
}

/** A sentence that only says how old the patient is ('She's eight months.', 'Tem 3 anos.', 'Sie ist 4 Jahre alt.'). */
const AGE_ONLY =
  /^(?:(?:yes|yeah|sim|sí|si|ja)[,\s]+)?(?:she's|he's|she is|he is|tem|ela tem|ele tem|tiene|sie ist|er ist|es ist)\s+(?:\S+\s+){0,2}?(?:months?|years?|weeks?|meses|anos|años|semanas|monate?n?|jahre?n?|wochen)(?:\s+(?:old|alt|de idade|de edad))?\s*[.!]?$/iu

/** 'Jonas ist sechs.', 'He's two.': a name or pronoun and a number alone is an age too. */
// (Case is spelled out: with the 'i' flag a capital in '\p{Lu}' would match any word, 'It is 5.' among them.)
const AGE_BARE =
  /^(?:(?:[Yy]es|[Yy]eah|[Ss]im|[Ss]í|[Ss]i|[Jj]a)[,\s]+)?(?:(?!(?:It|This|That|Es|Das|Isto|Isso|Esto|Eso)(?![\p{L}]))\p{Lu}\p{Ll}+|[Ss]he|[Hh]e|[Ee]r|[Ss]ie|[Ee]la|[Ee]le)(?:'s| is| ist| tem| tiene| é)\s+(\p{L}+|\d+)\s*[.!]?$/u
/**
 * 'It's Sophie, she's seven.', 'É a Matilde, tem sete anos.', 'Das ist Paul, er ist fünf.': who the patient is,
 * introduced by name, with the age after it or alone; no complaint.
 */
const INTRODUCED =
  /^(?:[Ii]t's|[Ii]t is|[Tt]his is|[Hh]ere is|[Hh]ere's|[Éé]|[Ee]sta é|[Ee]ste é|[Aa]qui está|[Ee]s|[Ee]sta es|[Ee]ste es|[Aa]quí está|[Dd]as ist|[Dd]ies ist|[Hh]ier ist)\s+(?:(?:a|o|la|el|der|die|unsere?|my|our|a nossa|o nosso|nuestr[oa]|mi|meine?)\s+)?(?:(?:son|daughter|boy|girl|filho|filha|menino|menina|hijo|hija|niño|niña|sohn|tochter|junge|mädchen)\s*,?\s+)?(\p{Lu}\p{Ll}+)\s*(?:[.!]\s*$|,\s*)/u
const ageOnly = (text: string, language: Language): boolean => {
  const introduced = INTRODUCED.exec(text)
  if (introduced) {
    const rest = text.slice(introduced[0].length)
    return !rest.trim() || ageOnly(rest.charAt(0).toUpperCase() + rest.slice(1), language)
  }
  if (AGE_ONLY.test(text)) return true
  const bare = AGE_BARE.exec(text)?.[1]
  return !!bare && readNumbers(bare, language).some((n) => n.start === 0 && n.end === bare.length)
}

/**
 * The reason for the visit: as the clinician stated it ('presents for…'), else the patient's answer to 'what
 * brings you in' in the third person. Never a question, never a first person.
 */
function complaintOf(
  sentences: Sentence[],
  pack: LanguagePack,
  language: Language,
  gender: Gender,
): { text: string; sentence: Sentence } | null {
  const early = sentences.slice(0, Math.max(12, Math.ceil(sentences.length * 0.4)))
  for (const s of early) {
    if (s.speaker !== 'clinician') continue
    // 'Wir wollten heute über Ihren Zucker sprechen, und Sie haben etwas am Fuß?': a question joined to the
    // visit's purpose by 'and' leaves the purpose said.
    const joined = s.question ? s.text.search(/,\s*(?:und|and|e|y|aber|but|mas|pero)\s/iu) : -1
    const text = s.question ? (joined > 0 ? s.text.slice(0, joined) : null) : s.text
    if (!text) continue
    for (const pattern of pack.complaint) {
      const m = pattern.exec(text)
      const reason = m?.[1]
        ?.replace(/\b(?:today|hoje|hoy|heute)\b.*$/i, '')
        .replace(/\s+(?:and|e|y|und|which|que)\s*$/i, '')
        .trim()
      // 'some right knee pain and you have a history of…': the reason ends where another clause begins.
      const trimmed = reason
        ?.replace(
          /(?:,|\s+(?:and|e|y|und))\s+(?:you|he|she|i|we|the patient|você|o senhor|a senhora|ele|ela|usted|él|ella|sie|er)\b.*$/i,
          '',
        )
        .trim()
      if (trimmed && content(trimmed, pack).length && !/\b(?:i|me|my|you|your)\b/i.test(trimmed))
        return { text: `${capitalise(trimmed)}.`, sentence: s }
    }
  }
  // 'You're here for your blood pressure and the back pain?' 'Yes.': the reason the clinician asked about.
  for (const [k, s] of early.entries()) {
    const m = s.speaker === 'clinician' && s.question ? HERE_FOR[language].exec(s.text) : null
    const answer = early.slice(k + 1).find((x) => x.turn !== s.turn)
    if (!m?.[1] || answer?.speaker === 'clinician' || !answer || !YES_THEN[language].test(answer.said.trim()))
      continue
    const reason = m[1]
      .replace(POSSESSIVE_BEFORE[language], '$1')
      // 'wegen des Fußes': the genitive goes with the preposition ('Fuß').
      .replace(language === 'de' ? /^des\s+(\p{Lu}\p{L}*?)(?:(?<=[sßzxtdk]|ch)es|s)$/u : /^$/, '$1')
      // 'wegen der Kopfschmerzen': the case's article goes with the preposition.
      .replace(language === 'de' ? /^(?:der|des|dem|den|die|das)\s+/iu : /^$/, '')
      .trim()
    if (content(reason, pack).length && !/\b(?:i|me|my|you)\b/i.test(reason))
      return { text: `${capitalise(reason)}.`, sentence: s }
  }
  const asked = early.findIndex((s) => s.speaker === 'clinician' && pack.complaintQuestion.test(s.text))
  if (asked >= 0) {
    // The answer is the patient's next turn: a later sentence ('Just amlodipine…') answers another question.
    // A parent or carer answering for the patient ('Mother: She has had a fever…') answers too.
    const first = early.slice(asked + 1).find((s) => s.speaker !== 'clinician')
    // 'Bien, estoy de 26 semanas. Vengo por los resultados de la curva': the patient says what they came for.
    const cameFor = early
      .slice(asked + 1)
      .find((s) => s.turn === first?.turn && !s.question && CAME_FOR[language].test(s.text))
    const answer =
      cameFor ??
      early.slice(asked + 1).find(
        (s) =>
          s.turn === first?.turn &&
          !s.question &&
          // 'Yes, she's eight months.': the age said before the complaint is no reason for the visit.
          !ageOnly(s.text, language) &&
          (clinicalHits(s.text, pack) > 0 || content(s.text, pack).length >= 2),
      )
    // 'Como tem andado a tensão?' 'Em casa entre 140 e 150.': the value with what it measures.
    // A relative's own 'I' ('erkennt mich manchmal nicht') is not the patient's: no reason can be written from it.
    if (answer?.carer && CARER_SELF[language].test(answer.text)) return null
    const measured = answer ? answeredMeasure(early[asked]!, answer, language, pack, gender) : null
    const third = !answer
      ? null
      : measured
        ? measured
        : answer.speaker === 'patient'
          ? answerInThird(answer, pack, gender, language)
          : FIRST_PERSON[language].test(answer.text)
            ? null
            : answer.text
    // A long answer cut at its 'and' ('…for three weeks, and'): the reason ends before it.
    // ('…for about a week or.': English speech broken off is written without what dangles.)
    const cut = third?.replace(/[,;]?\s+(?:and|but|e|mas|y|pero|und|aber)\s*([.!]?)$/u, '.')
    const reason = cut && language === 'en' ? brokenOffEnd(cut) : cut
    if (answer && reason) return { text: capitalise(reason), sentence: answer }
    return null
  }
  // 'Sie sehen aus, als hätten Sie starke Schmerzen.' 'Seit heute Nacht habe ich Krämpfe in der Flanke.': an
  // opening that asks nothing, answered with a complaint, tells the reason (an answer to a question on something
  // else, 'De 34 semanas', does not).
  const opener = sentences[0]
  const reply = sentences.find((s) => s.turn !== opener?.turn)
  if (
    opener?.speaker !== 'clinician' ||
    sentences.some((s) => s.turn === opener.turn && s.question) ||
    !reply ||
    reply.speaker === 'clinician' ||
    reply.turn !== opener.turn + 1
  )
    return null
  const told = sentences.find(
    (s) =>
      s.turn === reply.turn && !s.question && !ageOnly(s.text, language) && clinicalHits(s.text, pack) > 0,
  )
  const third = told ? answerInThird(told, pack, gender, language) : null
  return told && third ? { text: capitalise(third), sentence: told } : null
}

/** The structured inputs each family takes (by processor input id). */
const INPUT_FAMILY: Record<string, Family> = {
  reason_for_visit: 'complaint',
  previous_consultation: 'past_history',
  medication: 'medication',
  allergies: 'allergies',
  smoking_status: 'social',
  bloodpressure: 'vitals',
  heart_rate: 'vitals',
  respiratory_rate: 'vitals',
  temperature: 'vitals',
  oxygen_saturation: 'vitals',
  weight: 'vitals',
  height: 'vitals',
  weightmassindex: 'vitals',
  physical_exam: 'exam',
  hemoglobinac: 'results',
  colesterol: 'results',
  blood_glucose: 'results',
  ldl_cholesterol: 'results',
  hdl_cholesterol: 'results',
  triglycerides: 'results',
  egfr: 'results',
  uacr: 'results',
  lvef: 'results',
  ecg_findings: 'results',
  echocardiogram_findings: 'results',
  exams_data: 'results',
  nyha_class: 'assessment',
  pain_scale: 'hpi',
  next_consultation_date: 'follow_up',
}

/** Which measurement an input states, so the transcript's value for it is not repeated. */
const INPUT_MEASURE: Record<string, Measure> = {
  bloodpressure: 'bloodPressure',
  heart_rate: 'heartRate',
  temperature: 'temperature',
  respiratory_rate: 'respiratoryRate',
  oxygen_saturation: 'oxygenSaturation',
  weight: 'weight',
  weightmassindex: 'bmi',
  hemoglobinac: 'hba1c',
  colesterol: 'cholesterol',
  blood_glucose: 'glucose',
}

function familyOfInput(input: NoteInput): Family {
  return (
    INPUT_FAMILY[input.key] ??
    (/score|scale|class/.test(input.key)
      ? 'results'
      : /percentile|age|height|fundal|fetal/.test(input.key)
        ? 'exam'
        : 'results')
  )
}

const similar = (a: string, b: string, pack: LanguagePack) => {
  // 'Dolor 5/10.' beside 'Dolor: por la tarde es peor.': a value one line states and the other does not is
  // another fact.
  const numbers = (t: string) => [...new Set(t.match(/\d+(?:[.,]\d+)?/g) ?? [])].sort().join(' ')
  if (numbers(a) !== numbers(b)) return false
  const x = new Set(content(a, pack))
  const y = new Set(content(b, pack))
  if (!x.size || !y.size) return a.toLowerCase() === b.toLowerCase()
  let shared = 0
  for (const w of x) if (y.has(w)) shared++
  // Nearly all of the shorter, and half of the longer: a value's own line ('T 98.6 °F') is not the same as the
  // examination sentence that also says it.
  return shared / Math.min(x.size, y.size) >= 0.85 && shared / Math.max(x.size, y.size) >= 0.5
}

/** Vitals measured at the visit; the other measurements are results (labs). */
const VITALS = new Set<string>([
  'bloodPressure',
  'heartRate',
  'temperature',
  'respiratoryRate',
  'oxygenSaturation',
  'weight',
  'bmi',
])

/** What a template's sections will say: their items, and the consultation they were read from. */
interface Built {
  items: Item[][]
  turnOf: (offset: number) => number
  /** The consultation's facts the items were written from. */
  facts: Fact[]
}

/**
 * Fills each template section. First the facts, wherever in the consultation they were said: allergies, the
 * medications taken (never an allergen), vitals and results the clinician stated, the impression, and every
 * order (prescriptions, tests, referrals, follow-up, safety-net advice) in the plan. Then the narrative: the
 * most clinical of the remaining sentences, each in the third person or left out.
 */
function buildSections(request: GenerationRequest, pack: LanguagePack): Built {
  const { language } = request
  const facts = FACTS[language]
  const sections = request.template.sections
  const route = sectionRouter(sections, pack)
  const items: Item[][] = sections.map(() => [])
  const add = (family: Family, text: string, order: number, evidence: Span[], input?: NoteInput) => {
    const i = route(family)
    if (i < 0 || !text.trim()) return
    const known = items[i]!.find((it) => similar(it.text, text, pack))
    if (known) {
      known.evidence.push(...evidence)
      return
    }
    items[i]!.push({ text, order, evidence: [...evidence], ...(input ? { input } : {}) })
  }

  const transcript = request.transcript ?? ''
  const inputs = request.inputs.filter((i) => i.value.trim())
  const consultation = readConsultation(transcript, inputs, language)
  const { sentences, turns } = consultation
  const gender = genderOf(transcript, pack)
  const informal = language === 'es' && saysTu(sentences)
  const phaseOf = phases(
    sentences,
    pack,
    // A finding with its possible cause ('Tem um sopro sistólico suave, que pode ser da anemia') is still the
    // examination: it opens no plan; nor does a result judged ('your TSH is 8.2, which is raised'), read out
    // before the examination as often as after it.
    consultation.facts.flatMap((f) =>
      f.kind === 'impression' &&
      f.speaker === 'clinician' &&
      !f.ofResult &&
      !(f.certainty === 'possible' && (pack.cues.exam?.test(sentences[f.sentence]?.text ?? '') ?? false))
        ? [f.sentence]
        : [],
    ),
    consultation.facts
      .flatMap((f) =>
        (f.kind === 'order' && f.type !== 'safety_net') ||
        (f.kind === 'medication' &&
          f.speaker === 'clinician' &&
          ['started', 'changed', 'stopped', 'avoided', 'continued'].includes(f.status))
          ? [f.sentence]
          : [],
      )
      .sort((a, b) => a - b),
  )
  const measuredByInput = new Set(inputs.map((i) => INPUT_MEASURE[i.key]).filter(Boolean))
  const spanOf = (s: Sentence): Span => ({ start: s.start, end: s.end })
  /** Sentences a fact line already says: the narrative does not repeat them. */
  const used = new Set<number>()

  // Structured inputs first: the clinician typed them for this note.
  for (const input of inputs) {
    const family = familyOfInput(input)
    if (
      family === 'medication' ||
      input.key === 'exams_data' ||
      input.key === 'physical_exam' ||
      input.key === 'previous_consultation'
    ) {
      for (const line of input.value.split(/\r?\n|;\s*/).map((l) => l.trim().replace(/^[-•*]\s*/, '')))
        if (line) add(family, line, -1, [], input)
    } else if (input.key === 'extra_text') {
      for (const part of input.value.split(/(?<=[.?!])\s+|\r?\n/).map((l) => l.trim()))
        if (part) add(classifyFree(part, pack), part, 1e6, [], input)
    } else add(family, `${input.label}: ${input.value.trim()}`, -1, [], input)
  }

  const complaint = complaintOf(sentences, pack, language, gender)
  if (complaint) add('complaint', complaint.text, -0.5, [spanOf(complaint.sentence)])

  // Allergies, wherever they were said; a named allergy makes an earlier 'none' moot (an intolerance does not:
  // 'Not allergic to anything, but erythromycin gives me diarrhoea' is both).
  const allergies = consultation.facts.filter(
    (f): f is Extract<Fact, { kind: 'allergy' }> => f.kind === 'allergy',
  )
  const allergens = [
    ...allergies.flatMap((a) => (a.agent ? [a.agent] : [])),
    ...consultation.inputFacts.flatMap(({ fact }) =>
      fact.kind === 'allergy' && fact.agent ? [fact.agent] : [],
    ),
  ]
  const trueAllergens = [
    ...allergies.flatMap((a) => (a.agent && !a.intolerance ? [a.agent] : [])),
    ...consultation.inputFacts.flatMap(({ fact }) =>
      fact.kind === 'allergy' && fact.agent && !fact.intolerance ? [fact.agent] : [],
    ),
  ]
  for (const a of allergies) {
    // 'No known drug allergies' stands beside a food allergy; a plain 'none' does not stand beside any.
    if (
      !a.agent &&
      trueAllergens.length &&
      (a.scope !== 'drug' || trueAllergens.some((x) => medicationKey(x) !== null))
    )
      continue
    const allergyLine = a.agent
      ? facts.allergyLine(
          a.agent,
          a.reaction && reactionAsNoted(a.reaction, a.speaker, language, pack, gender),
        )
      : null
    // 'Ibuprofen vertrage ich nicht, da bekomme ich Magenschmerzen': an intolerance, written as one.
    const line = allergyLine
      ? a.intolerance
        ? allergyLine.replace(/^\p{L}+:/u, `${INTOLERANCE[language]}:`)
        : a.possible
          ? allergyLine.replace(/^\p{L}+:/u, `${POSSIBLE_ALLERGY[language]}:`)
          : allergyLine
      : a.scope === 'drug'
        ? facts.noKnownDrugAllergies
        : facts.noKnownAllergies
    add('allergies', line, sentences[a.sentence]?.index ?? 0, [a.span])
    used.add(a.sentence)
    if (a.reactionSentence !== undefined) used.add(a.reactionSentence)
    for (const settled of a.settledBy ?? []) used.add(settled)
    // 'Okay, no allergies then.': said again, written once.
    if (!a.agent) for (const r of a.restated ?? []) used.add(r)
  }

  // The medications taken: merged by medicine, with the first strength and frequency said; never an allergen.
  const taking = new Map<
    string,
    { name: string; dose?: string; frequency?: string; order: number; evidence: Span[] }
  >()
  // 'Y la colchicina la dejé ayer': what the patient says they stopped, later, is not taken now.
  // (The last such sentence per medicine, read once: a long consultation names its medicines thousands of times.)
  const lastStopped = new Map<string, number>()
  for (const o of consultation.facts)
    if (o.kind === 'medication' && o.speaker === 'patient' && o.status === 'stopped')
      lastStopped.set(o.key, Math.max(o.sentence, lastStopped.get(o.key) ?? -1))
  const stoppedLater = (f: { key: string; sentence: number }) => (lastStopped.get(f.key) ?? -1) > f.sentence
  const listed = new Map<number, Span[]>()
  // The words of the doses and how often they are taken, which the medication lines say.
  const lineWords = new Set<string>(DOSE_UNIT_WORDS)
  for (const f of consultation.facts) {
    if (f.kind !== 'medication' || (f.status !== 'current' && f.status !== 'continued')) continue
    if (allergens.some((a) => coveredByAllergy(f.name, a))) continue
    if (f.speaker === 'patient' && stoppedLater(f)) continue
    // 'Empezamos alopurinol… No deje el alopurinol…': kept on a medicine started today is no regular one.
    if (
      f.status === 'continued' &&
      consultation.facts.some(
        (o) =>
          o.kind === 'medication' && o.key === f.key && o.status === 'started' && o.sentence < f.sentence,
      ) &&
      !consultation.facts.some((o) => o.kind === 'medication' && o.key === f.key && o.status === 'current')
    )
      continue
    // 'And the atorvastatin?' 'Forty milligrams at night.': the answer is said by the medication line.
    const asked = sentences[f.sentence]!
    const answer = sentences.find((x) => x.index > f.sentence && x.turn !== asked.turn)
    if (
      asked.question &&
      asked.speaker === 'clinician' &&
      f.dose &&
      answer &&
      answer.speaker !== 'clinician' &&
      answer.turn === asked.turn + 1 &&
      readNumbers(answer.text.replace(/^\p{L}+[,.]\s*/u, ''), language)[0]?.start === 0 &&
      answer.text.split(/\s+/).length <= 8
    )
      used.add(answer.index)
    listed.set(f.sentence, [...(listed.get(f.sentence) ?? []), f.span])
    for (const w of `${f.dose ?? ''} ${f.frequency ?? ''}`.toLowerCase().match(/\p{L}+/gu) ?? [])
      lineWords.add(w)
    // ('50 milligrams in the morning.' to 'What dose are you on?': the whole answer is the medication line.)
    const whole = sentences[f.sentence]
    if (whole && f.span.start <= whole.start && f.span.end >= whole.end) used.add(f.sentence)
    const known = taking.get(f.key)
    if (!known)
      taking.set(f.key, {
        name: f.name,
        ...(f.dose ? { dose: f.dose } : {}),
        ...(f.frequency ? { frequency: f.frequency } : {}),
        order: f.sentence,
        evidence: [f.span],
      })
    else {
      known.evidence.push(f.span)
      if (!known.dose && f.dose)
        Object.assign(known, { dose: f.dose, ...(f.frequency ? { frequency: f.frequency } : {}) })
    }
  }
  // 'Toma a pílula?' 'Sim, a Yasmin.' … 'mantenha a pílula': the pill named is the pill, one line.
  const pill = taking.get('contraceptive')
  const namedPill = taking.get('combined contraceptive') ?? taking.get('progestogen-only pill')
  if (pill && namedPill) {
    namedPill.evidence.push(...pill.evidence)
    taking.delete('contraceptive')
  }
  // 'Wir setzen das Amoxicillin ab.': a medicine the clinician stops later in the consultation is no longer
  // taken; its line says so beside the plan's order (a conditional stop is read as discussed, never here).
  const stoppedByClinician = new Set(
    consultation.facts.flatMap((f) =>
      f.kind === 'medication' &&
      f.speaker === 'clinician' &&
      (f.status === 'stopped' || (f.status === 'avoided' && avoidedWhole(sentences[f.sentence], language)))
        ? [f.key]
        : [],
    ),
  )
  // ('Hay que dejar la codeína' stops the 'paracetamol con codeína' taken: a combined product holds each of its
  // medicines, its key names them.)
  const stopped = (key: string) =>
    stoppedByClinician.has(key) || key.split('-').some((k) => stoppedByClinician.has(k))
  for (const [key, m] of taking)
    add(
      'medication',
      stopped(key) ? `${medicationLine(m)} (${STOPPED_TODAY[language]})` : medicationLine(m),
      m.order,
      m.evidence,
    )
  // 'Amlodipine 5 milligrams and metformin 500 twice a day': the patient's list of what they take, every
  // medicine of it a medication line, is not written again in the history.
  for (const [index, spans] of listed) {
    const s = sentences[index]!
    if (
      (s.speaker !== 'clinician' || MEDICATION_LIST.test(s.text)) &&
      !s.question &&
      findMedications(s.said, language).length === spans.length &&
      saysLittleElse(s, spans, pack, lineWords) &&
      // '…, porque tengo osteoporosis': what it is taken for is history of its own.
      !facts.condition.test(s.said)
    )
      used.add(index)
  }
  // '¿Tomas alguna medicación?' 'No tomo nada.': no medication, said; not 'not discussed'.
  if (!taking.size)
    for (const q of sentences) {
      const answer = sentences[q.index + 1]
      if (
        q.speaker !== 'clinician' ||
        !q.question ||
        !q.lastOfTurn ||
        answer?.speaker !== 'patient' ||
        !(
          pack.cues.medication?.test(q.text) ||
          facts.drugWords.test(q.text) ||
          TAKES_ANYTHING.test(q.text)
        ) ||
        facts.allergy.test(q.text) ||
        !NO_MEDICATION[language].test(answer.said.trim())
      )
        continue
      add('medication', NONE_TAKEN[language], answer.index, [spanOf(answer)])
      used.add(answer.index)
      break
    }

  // Vitals and results the clinician stated (in a dictation, anyone): the first value of each.
  const stated = new Map<string, MeasurementFact>()
  for (const f of consultation.facts) {
    if (
      f.kind !== 'measurement' ||
      stated.has(f.measure + (f.label ?? '')) ||
      measuredByInput.has(f.measure as Measure)
    )
      continue
    const s = sentences[f.sentence]!
    if (s.speaker !== 'clinician' && turns.length > 1) continue
    // A value from before this visit ('last time', 'at home') is not today's vital sign.
    if (VITALS.has(f.measure) && facts.pastTime.test(s.text)) continue
    stated.set(f.measure + (f.label ?? ''), f)
  }
  const abbreviated = (family: Family) => sectionOf(route(family), sections)?.abbreviations ?? true
  const measuredIn = new Map<number, Span[]>()
  for (const f of stated.values()) measuredIn.set(f.sentence, [...(measuredIn.get(f.sentence) ?? []), f.span])
  // ('Hemoglobina glicada de 7,9 por cento, creatinina 1,1': a value no line says keeps its sentence.)
  for (const [index, spans] of measuredIn)
    if (saysLittleElse(sentences[index]!, spans, pack) && !otherNumber(sentences[index]!, spans))
      used.add(index)
  for (const f of stated.values()) {
    const family: Family = VITALS.has(f.measure) ? 'vitals' : 'results'
    add(
      family,
      measurementLine(
        { measure: f.measure as Measure, value: f.value, ...(f.label ? { label: f.label } : {}) },
        language,
        abbreviated(family),
      ),
      f.sentence - 1e5,
      [f.span],
    )
  }

  // The doctor's impression, as stated, with its certainty; a guess the doctor then said more surely and more
  // fully ('pode ser da anemia', then 'Isto é uma anemia por falta de ferro') is written once, as said last.
  const impressions = consultation.facts.filter((f) => f.kind === 'impression')
  const CERTAINTY = { possible: 0, probable: 1, stated: 2 }
  const surer = (f: ImpressionFact) =>
    impressions.some(
      (o) =>
        o !== f &&
        CERTAINTY[o.certainty] > CERTAINTY[f.certainty] &&
        content(f.diagnosis, pack).every((w) => content(o.diagnosis, pack).includes(w)),
    )
  // ('Das Vitamin B12 ist mit 150 zu niedrig' beside 'ein Vitamin-B12-Mangel': the result judged is the diagnosis
  // named already.)
  const squashed = (t: string) => t.toLowerCase().replace(/[^\p{L}\d]/gu, '')
  const named = (f: ImpressionFact) =>
    !!f.ofResult &&
    impressions.some((o) => !o.ofResult && squashed(o.diagnosis).includes(squashed(f.diagnosis)))
  for (const f of impressions)
    if (!surer(f) && !named(f)) {
      add('assessment', f.text, f.sentence - 0.5, [f.span])
      // 'The ECG shows atrial fibrillation' is also the result, written with the objective findings.
      const s = sentences[f.sentence]!
      if (saysLittleElse(s, [f.span], pack) && !(pack.cues.results?.test(s.text) ?? false))
        used.add(f.sentence)
    }

  // Every order and prescription goes to the plan, wherever it was said, in the clinician's words.
  const ordered = new Map<number, Family>()
  for (const f of consultation.facts) {
    const s = sentences[f.sentence]
    if (s?.speaker !== 'clinician' || s.question) continue
    if (f.kind === 'order')
      ordered.set(f.sentence, f.type === 'follow_up' && !ordered.has(f.sentence) ? 'follow_up' : 'plan')
    if (f.kind === 'medication' && f.status !== 'current' && f.status !== 'discussed')
      ordered.set(f.sentence, 'plan')
  }
  for (const [index, family] of ordered) {
    const s = sentences[index]!
    const text = writable(s, pack, language, gender, 'plan', true, sentences[index - 1], informal)
    if (text) add(family, text, s.index, [spanOf(s)])
    used.add(index)
  }

  // The narrative: the rest of what was said, classified by family, the most clinical first.
  const chosen: {
    family: Family
    text: string
    order: number
    score: number
    span: Span
    instruction?: boolean
    advice?: boolean
  }[] = []
  // The answer to 'can you confirm your name and date of birth' is who the patient is, never a note's content.
  sentences.forEach((s, k) => {
    const next = sentences[k + 1]
    if (s.speaker === 'clinician' && pack.identity.test(s.text) && next && next.speaker !== 'clinician')
      for (let j = k + 1; j < sentences.length && sentences[j]!.turn === next.turn; j++) used.add(j)
  })
  let openingTaken = false
  /** Clinician sentences that examine: a value stated after one, in the same turn, is a finding too. */
  const examining = new Set(
    consultation.facts.flatMap((f) =>
      f.kind === 'measurement' && f.speaker === 'clinician' ? [f.sentence] : [],
    ),
  )
  /** Clinician sentences that give a result: 'Your HbA1c is 64 now. It was 58 last time.' goes on with it. */
  const resulting = new Set<number>()
  // Not when it also orders something ('It sounds like pneumonia, so I'll start amoxicillin'): that is the plan.
  const impressionSaid = new Set(
    consultation.facts.flatMap((f) =>
      f.kind === 'impression' &&
      f.speaker === 'clinician' &&
      !consultation.facts.some(
        (o) =>
          o.sentence === f.sentence &&
          // ('La tos es por el enalapril': a medicine named as the cause is no order.)
          (o.kind === 'order' ||
            (o.kind === 'medication' && o.speaker === 'clinician' && o.status !== 'discussed')),
      ) &&
      !(pack.cues.plan?.test(sentences[f.sentence]?.text ?? '') ?? false)
        ? [f.sentence]
        : [],
    ),
  )
  /** Answers whose 'no' is written with its question ('Did not hit her head'): the rest is read without it. */
  const deniedAnswers = new Set<number>()
  // The sentences in which the clinician gives or stops a medicine, as the consultation's reading has it.
  const ordering = new Set(
    consultation.facts.flatMap((f) =>
      f.kind === 'medication' && (f.status === 'started' || f.status === 'stopped') ? [f.sentence] : [],
    ),
  )
  sentences.forEach((s, k) => {
    if (used.has(s.index)) return
    const phase = phaseOf[k]!
    if (s.question && s.speaker === 'clinician' && s.lastOfTurn) {
      // Allergies asked and answered are written from the facts.
      if (pack.cues.allergies?.test(s.text)) return
      // 'Tem ardor a urinar ou sangue na urina?' 'Ardor não. Sangue nunca vi.': each thing denied by its name.
      const first = sentences[k + 1]
      let deniedFirst = false
      for (let j = k + 1; first && j < sentences.length && sentences[j]!.turn === first.turn; j++) {
        const denial = deniedByName(s, sentences[j]!, pack, language)
        if (!denial) continue
        const { start, end } = sentences[j]!
        chosen.push({
          family: 'hpi',
          text: denial,
          order: j,
          score: Number.POSITIVE_INFINITY,
          span: { start, end },
        })
        used.add(j)
        if (j === k + 1) deniedFirst = true
      }
      if (deniedFirst) return
      // An answer that only makes sense with its question, written with it: the answer is said by that line.
      // ('Fair enough. It's about six cans a night': the answer after a word that only takes the question.)
      const taken = sentences[k + 1]
      const answer =
        taken && ACKNOWLEDGED.test(taken.said.trim()) && sentences[k + 2]?.turn === taken.turn
          ? sentences[k + 2]
          : taken
      // ('Quantas vezes por semana usa o salbutamol?': how often a medicine is used is written with the medicine.)
      const counted = answeredFrequency(s, answer, language)
        ? null
        : answeredCount(s, answer, language, pack, gender)
      const written: [Family, string | null][] = [
        ['hpi', answeredSide(s, answer, language)],
        ['hpi', answeredTrigger(s, answer, pack, language, gender)],
        ['hpi', answeredWorse(s, answer, pack, language, gender)],
        ['hpi', answeredStarted(s, answer, sentences.slice(Math.max(0, k - 3), k), pack, language, gender)],
        ['social', answeredSmoking(s, answer, language)],
        [pack.cues.social?.test(s.text) ? 'social' : 'hpi', counted],
        ['social', answeredHabit(s, answer, language, pack, gender)],
        [
          'past_history',
          answeredCondition(s, answer, language) ??
            answeredBefore(s, answer, language, pack, gender) ??
            answeredIllness(s, answer, language, pack, gender),
        ],
        [
          'hpi',
          answeredScore(
            s,
            answer,
            language,
            sentences[k - 1],
            pack,
            gender,
            sentences.slice(Math.max(0, k - 4), k),
          ) ??
            answeredMeasure(s, answer, language, pack, gender) ??
            answeredWeightLoss(s, answer, pack, language, gender) ??
            answeredFrequency(s, answer, language) ??
            answeredTimesIn(s, answer, pack, language, gender) ??
            answeredDescription(s, answer, language, pack, gender) ??
            answeredSo(s, answer, pack, language, gender) ??
            answeredLast(s, answer, language, pack, gender) ??
            answeredAge(s, answer, language, pack, gender),
        ],
      ]
      const [family, text] = written.find(([, t]) => t) ?? []
      if (family && text && answer) {
        chosen.push({
          family,
          text,
          order: s.index,
          score: Number.POSITIVE_INFINITY,
          span: { start: s.start, end: answer.end },
        })
        used.add(answer.index)
        return
      }
      // 'How often do you miss it?' 'Maybe two or three days a week.': how often what happens, when the
      // question names no medicine, cannot be written alone; it stays out rather than be read as the dose.
      if (
        answer &&
        answer.speaker !== 'clinician' &&
        HOW_OFTEN.test(s.text) &&
        OFTEN_ONLY.test(answer.text)
      ) {
        used.add(answer.index)
        return
      }
      const denied =
        answeredAction(s, sentences[k + 1], pack, gender, language, sentences[k - 1]) ??
        answeredRadiation(s, sentences[k + 1], language) ??
        answeredRiskDenied(s, sentences[k + 1], language)
      if (denied) {
        chosen.push({
          family: phase === 'history' ? 'hpi' : 'exam',
          text: denied,
          order: s.index,
          score: Number.POSITIVE_INFINITY,
          span: { start: s.start, end: sentences[k + 1]!.end },
        })
        deniedAnswers.add(k + 1)
        return
      }
      const fact = answeredSymptom(s, sentences[k + 1], pack, gender, language)
      // Neither a yes nor a no: a short answer that names nothing is written after what was asked.
      const fragment = fact ? null : answeredFragment(s, answer, pack, language, gender)
      if (fragment && answer) {
        chosen.push({
          family: 'hpi',
          text: fragment,
          order: s.index,
          score: Number.POSITIVE_INFINITY,
          span: { start: s.start, end: answer.end },
        })
        used.add(answer.index)
        return
      }
      // A symptom asked and denied or reported is short and pertinent: never cut for length.
      if (fact)
        chosen.push({
          family: phase === 'history' ? 'ros' : 'exam',
          text: fact,
          order: s.index,
          score: Number.POSITIVE_INFINITY,
          span: { start: s.start, end: sentences[k + 1]!.end },
        })
      // 'No, no blood.' says nothing the line does not: it is not written again; nor 'Não, nem tosse.', written
      // with it ('Nega febre e tosse').
      const askedWords = new Set(content(s.text, pack))
      const nor = answer && NOR[language].test(answer.said.trim().replace(/[.!]+$/, ''))
      // ('No, but he made a funny whistling noise…': written with the denial, the answer is said by the line.)
      const butNo = answer && BUT_NO.test(answer.said.trim().replace(/[.!]+$/, ''))
      // ('No, I sleep seven or eight hours': written with the denial, after it.)
      const noThen = answer && fact?.includes('; ') && NO_THEN.test(answer.said.trim().replace(/[.!]+$/, ''))
      if (
        fact &&
        answer &&
        (nor ||
          butNo ||
          noThen ||
          NO_AGAIN.test(answer.said.trim()) ||
          content(answer.text, pack).every((w) => askedWords.has(w)))
      )
        used.add(answer.index)
      return
    }
    if (pack.identity.test(s.text) || procedural(s, pack)) return
    // 'She doesn't need antibiotics', 'Antibiotika braucht sie nicht': a treatment decided against is the plan's.
    // A medicine named, or one an order names by a pronoun ('Hay que dejarla'): read once per sentence.
    const stopsIt = STOP_PRONOUN[language][0].test(s.text)
    const namesDrug = stopsIt || findMedications(s.said, language).length > 0
    // ('Então pare já o alopurinol. Pare já, não tome mais nenhum comprimido.': a stop said again without the drug,
    // right after the order in the same turn, is that order's.)
    const previous = sentences[k - 1]
    const stopsAgain =
      !namesDrug &&
      previous?.turn === s.turn &&
      ordering.has(previous.index) &&
      FACTS[language].status.clinician.some(
        ([status, cue]) => (status === 'stopped' || status === 'avoided') && cue.test(s.text),
      )
    const ordersDrug =
      s.speaker === 'clinician' && !s.question && (stopsIt || stopsAgain || ordering.has(s.index))
    // 'Não precisa de ressonância para já', 'No need for an x-ray': a test decided against is as well; and a vaccine
    // ('Não precisa da vacina do tétano, fez há dois anos'), never a finding nor a vaccine given.
    const decidedAgainst =
      s.speaker === 'clinician' &&
      s.negated &&
      NEED[language].test(s.text) &&
      (facts.drugWords.test(s.text) ||
        facts.test.test(s.text) ||
        facts.imaging.test(s.text) ||
        VACCINE[language].test(s.text))
    // The sentence the impression was read from ('Isto parece uma cefaleia de tensão, agravada pelo uso…') is
    // the assessment's reasoning wherever it was said.
    // 'The ECG shows ST elevation in the inferior leads', said once the plan began: the result, unless it names a
    // medicine (a sentence that orders something is the plan's already, written with the orders).
    const classifiedHere = () => {
      const c = classify(s, phase, pack, namesDrug, ordersDrug)
      // ('Wenn das MRT einen Riss zeigt, sprechen wir über eine Arthroskopie': a result awaited is no result read.)
      return c === 'plan' && !namesDrug && s.speaker === 'clinician' && !s.conditional && showsResult(s, pack)
        ? 'results'
        : c
    }
    const sorted = decidedAgainst
      ? 'plan'
      : impressionSaid.has(s.index) && phase === 'plan'
        ? // 'La radiografía muestra una fractura…': the result, from which the assessment's line was read.
          showsResult(s, pack)
          ? 'results'
          : 'assessment'
        : // The answer to 'what brings you in?' is the history, whatever habit it names ('…nach dem Sport').
          complaint?.sentence.index === s.index && phase === 'history' && s.speaker !== 'clinician'
          ? 'hpi'
          : classifiedHere()
    // 'La tensión es 148 con 96. … Altura uterina 28 centímetros. Latido fetal 140 por minuto.', '… Lunge
    // frei.': what the clinician states briefly in the turn that is examining goes on with the examination.
    // 'E na família, alguém com gota ou pedras nos rins?' 'O meu pai tinha pedras nos rins.': a relative named in
    // the answer to a question on the family is family history, whatever words it says the condition in.
    const familyAnswer =
      (sorted === 'hpi' || (sorted === null && content(s.text, pack).length >= 2)) &&
      s.speaker !== 'clinician' &&
      previous?.speaker === 'clinician' &&
      previous.question &&
      previous.turn !== s.turn &&
      (pack.cues.family?.test(previous.text) ?? false) &&
      (pack.cues.family?.test(s.text) ?? false)
    // 'Posso tomar ibuprofeno?' 'Melhor não.': a medicine refused is part of the plan, however short the answer.
    const classified = refusedLeave(s, previous, language)
      ? 'plan'
      : familyAnswer
        ? 'family'
        : // ('…Range of motion is full. Ligaments are stable.': a word of judgement said while examining, naming
          // no condition, is a finding.)
          (sorted === 'hpi' ||
              (sorted === 'assessment' &&
                !impressionSaid.has(s.index) &&
                s.text.split(/\s+/).length <= 6 &&
                !INTERPRETS_FINDING.test(s.text))) &&
            s.speaker === 'clinician' &&
            !s.question &&
            s.text.split(/\s+/).length <= 12 &&
            previous?.turn === s.turn &&
            examining.has(previous.index)
          ? 'exam'
          : sorted === 'hpi' &&
              s.speaker === 'clinician' &&
              !s.question &&
              /\d/.test(s.text) &&
              s.text.split(/\s+/).length <= 12 &&
              previous?.turn === s.turn &&
              resulting.has(previous.index)
            ? 'results'
            : sorted
    if (s.speaker === 'clinician' && classified === 'results') resulting.add(s.index)
    // 'Have you had thoughts that life isn't worth living?' 'Sometimes… But I haven't made any plans…': what the
    // patient answers on thoughts of self-harm is the history however few clinical words it says, and is never
    // cut for length, every sentence of the answer.
    const riskAnswer = answersSelfHarm(s, sentences, pack)
    const read: Family | null = classified ?? (riskAnswer ? 'hpi' : null)
    if (
      s.speaker === 'clinician' &&
      (classified === 'exam' || classified === 'vitals' || pack.phases.exam.test(s.text))
    )
      examining.add(s.index)
    if (!read) return
    // 'Is that why I'm so tired?': what the patient asks is no fact of the note (a long question may tell one:
    // '…, because she still does not walk…').
    if (s.question && s.speaker !== 'clinician' && read === 'hpi' && s.text.split(/\s+/).length <= 12) return
    // 'Não é preciso fazer análises', 'Ein Röntgen brauchen wir nicht': a test not ordered is part of the plan.
    const family: Family =
      s.speaker === 'clinician' &&
      !REPORTED[pack.notDiscussed]?.test(s.text) &&
      s.negated &&
      facts.orderVerb.test(s.text) &&
      (facts.test.test(s.text) || facts.imaging.test(s.text))
        ? 'plan'
        : read
    // 'Viene a revisar la epilepsia, ¿verdad?' 'Sí, y a por la receta.': what a yes adds for a purpose, alone,
    // is no sentence of a note.
    if (
      s.speaker !== 'clinician' &&
      (YES_AND_FOR.test(s.said.trim()) || THINKS_SO.test(s.said.trim()) || HOW_MUCH.test(s.said.trim()))
    )
      return
    const whole = writable(s, pack, language, gender, family, false, previous, informal)
    const answered =
      whole && (deniedAnswers.has(k) || (s.speaker !== 'clinician' && NO_IT_IS.test(s.said.trim())))
        ? afterNo(whole, previous, pack)
        : whole
    // 'Have you ever had a clot before?' 'No, never. But my mother had one in her lung.': 'one' is the clot.
    const text =
      answered && s.speaker === 'patient'
        ? namedAgain(answered, askedBefore(sentences, k), language)
        : answered
    if (!text) return
    // Clinical words count fully and other content words half, per word said: dense sentences first; an
    // examination finding the clinician states is kept whatever the length ('no redness', 'a 2/6 murmur').
    const finding =
      family === 'exam' &&
      s.speaker === 'clinician' &&
      !ADDRESS[language].test(s.text) &&
      ((pack.cues.exam?.test(s.text) ?? false) ||
        /^(?:no|sem|sin|kein\p{L}*)\s/iu.test(text) ||
        clinicalHits(s.text, pack) > 0) &&
      text.split(/\s+/).length <= 30
    // A symptom the patient denies ('No joint pain at all.') is a pertinent negative, kept as short as it is said.
    // A dictated one ('Nega dor torácica.', 'Denies fever.') is as well.
    const pertinentNegative =
      (s.speaker === 'patient' ||
        (s.speaker === 'clinician' && phase === 'history' && DICTATED_DENIAL.test(s.text))) &&
      s.negated &&
      text.split(/\s+/).length <= 8 &&
      clinicalHits(s.text, pack) > 0
    // A short answer to the clinician's question on the history, habits or family ('Fuma?' 'Fumei durante 30
    // anos, deixei há cinco.', 'Colesterol alto.') is a fact of its section, never cut for length.
    const historyAnswer =
      (family === 'social' ||
        family === 'past_history' ||
        family === 'family' ||
        // 'Teve febre?' 'Ontem à noite medi 37 e meio.': a value the patient answers with.
        (family === 'hpi' && /\d/.test(text))) &&
      s.speaker !== 'clinician' &&
      previous?.speaker === 'clinician' &&
      previous.question &&
      previous.turn !== s.turn &&
      text.split(/\s+/).length <= 14
    // 'Ha visto sangre en la orina?' 'Sí, la orina está como rosada.': the answer to a symptom asked by name.
    const symptomAnswer =
      family === 'hpi' &&
      s.speaker === 'patient' &&
      !!previous?.question &&
      previous.speaker === 'clinician' &&
      previous.turn !== s.turn &&
      // A symptom asked by name, or a short question on a body function ('And your breathing?', 'Are you
      // sleeping flat?') answered with what the patient notices.
      (termsIn(previous.text, language).length > 0 ||
        // ('Sí, la oreja derecha…' answers only with its question: it is not kept for it.)
        (clinicalHits(previous.text, pack) > 0 &&
          previous.text.split(/\s+/).length <= 5 &&
          !/^\W*(?:yes|yeah|sim|sí|si|ja)(?![\p{L}])/iu.test(s.said))) &&
      text.split(/\s+/).length <= 16
    // 'Any wheezing or coughing at night?' 'No wheeze. He coughs a little bit at night.': a later sentence of the
    // answer that names something asked answers it too.
    const askedOfTurn =
      previous?.turn === s.turn ? sentences.slice(0, s.index).findLast((x) => x.turn !== s.turn) : undefined
    const laterAnswer =
      family === 'hpi' &&
      s.speaker === 'patient' &&
      !!askedOfTurn?.question &&
      askedOfTurn.speaker === 'clinician' &&
      askedOfTurn.turn === s.turn - 1 &&
      s.index - askedOfTurn.index <= 3 &&
      text.split(/\s+/).length <= 16 &&
      sharesTerm(s.text, askedOfTurn.text, language)
    // The patient's first account of the problem ('The back pain started after I lifted a box') opens the history.
    const opening =
      family === 'hpi' &&
      s.speaker !== 'clinician' &&
      !openingTaken &&
      clinicalHits(s.text, pack) > 0 &&
      !ageOnly(s.text, language)
    if (opening) openingTaken = true
    // How to take a medicine, told in a short sentence ('Keep the sumatriptan for the attacks, but not more than
    // two days a week'), is the plan: never cut for length.
    const planTalk = family === 'plan' && s.speaker === 'clinician' && phase === 'plan'
    const instruction =
      planTalk &&
      text.split(/\s+/).length <= 20 &&
      // 'Por causa da úlcera não lhe vou dar anti-inflamatórios': a medicine withheld is an instruction too, and
      // a limit not to pass ('Don't go above 30 units without speaking to us').
      (namesDrug || (s.negated && facts.drugWords.test(s.text)) || (s.negated && /\d/.test(text)))
    // 'Cut the running down to 10 kilometres a week…', 'Beba um litro e meio…': what to do, with how much, how
    // long or how often, said as advice: kept before the rest of the narrative, within the length budget.
    const advice =
      planTalk &&
      !instruction &&
      text.split(/\s+/).length <= 25 &&
      /\d/.test(text) &&
      ADVICE_AMOUNT[language].test(text)
    // 'It upsets my stomach, so I've cut it down to once a day': how the patient changed a medicine is what they
    // take now; never cut for length (the dose said before it would read as today's).
    const changing = family === 'hpi' && s.speaker !== 'clinician' && SELF_CHANGED[language].test(s.text)
    const changedNamed = changing && (namesDrug || facts.drugWords.test(s.text))
    // ('Aciclovir-Creme, aber die hilft nicht. Ich habe sie heute Morgen weggelassen.': the sentence that names what
    // 'sie' is stays with it, or the pronoun would read as another medicine of the note.)
    const namedBefore =
      changing &&
      !changedNamed &&
      previous?.turn === s.turn &&
      findMedications(previous.said, language).length > 0
        ? chosen.find((c) => c.order === previous.index && c.family === 'hpi')
        : undefined
    const selfChanged = changedNamed || !!namedBefore
    if (namedBefore) namedBefore.score = Number.POSITIVE_INFINITY
    const score =
      finding ||
      pertinentNegative ||
      opening ||
      historyAnswer ||
      symptomAnswer ||
      laterAnswer ||
      riskAnswer ||
      selfChanged
        ? Number.POSITIVE_INFINITY
        : (clinicalHits(s.text, pack) + 0.5 * content(s.text, pack).length) / (s.text.split(/\s+/).length + 5)
    // 'Are you sleeping flat?' 'No, I need three pillows now.': the answer's no belongs to the question, which
    // the note does not write; what the patient says after it stands alone.
    const written =
      symptomAnswer && termsIn(previous!.text, language).length === 0
        ? text
            // ('Nein, gar nichts, es kam langsam.' keeps its no: what follows is no statement of its own.)
            .replace(
              /^(?:no|não|nein)[,.]\s+(?=\S+\s+\S+\s+\S)(?!(?:\S+\s+)?(?:nothing|none|nada|nichts|nenhum\p{L}*|ningun\p{L}*|never|nunca|nie)(?![\p{L}]))/iu,
              '',
            )
            .replace(/^\p{Ll}/u, (c) => c.toUpperCase())
        : // 'No, he is not diabetic.': a no before a clause that says its own no is the answer's word, not the note's.
          s.speaker !== 'clinician'
          ? text.replace(OWN_NO_AFTER_NO, '').replace(/^\p{Ll}/u, (c) => c.toUpperCase())
          : text
    chosen.push({ family, text: written, order: s.index, score, span: spanOf(s), instruction, advice })
  })

  // Keep the most clinical sentences within a length budget that grows with the consultation, at least the
  // best one of each family, then write them in the order they were said.
  const words = (t: string) => t.split(/\s+/).length
  const transcriptWords = words(transcript)
  // What the facts already say counts against the note's length.
  const factWords = items.flat().reduce((sum, it) => sum + (it.evidence.length ? words(it.text) : 0), 0)
  let budget = Math.max(MIN_WORDS, transcriptWords * WORDS_PER_TRANSCRIPT_WORD) - factWords
  const ranked = [...chosen].sort((a, b) => b.score - a.score)
  const kept = new Set<(typeof chosen)[number]>()
  const seenFamily = new Set<Family>()
  for (const c of ranked)
    if (c.score === Number.POSITIVE_INFINITY) {
      kept.add(c)
      budget -= words(c.text)
    } else if (c.instruction) kept.add(c)
  for (const c of ranked)
    if (!seenFamily.has(c.family)) {
      seenFamily.add(c.family)
      kept.add(c)
      budget -= words(c.text)
    }
  // A short consultation dense with facts and findings still keeps some of the rest of what the patient said.
  budget = Math.max(budget, MIN_NARRATIVE_WORDS)
  for (const c of ranked)
    if (c.advice && !kept.has(c)) {
      kept.add(c)
      budget -= words(c.text)
    }
  for (const c of ranked) {
    if (budget <= 0) break
    if (kept.has(c)) continue
    kept.add(c)
    budget -= words(c.text)
  }
  for (const c of chosen) if (kept.has(c)) add(c.family, c.text, c.order, [c.span])

  for (const list of items) list.sort((a, b) => a.order - b.order)
  const turnStarts = turns.map((t) => t.start)
  const turnOf = (offset: number) => {
    let t = 0
    while (t + 1 < turnStarts.length && turnStarts[t + 1]! <= offset) t++
    return t
  }
  return { items, turnOf, facts: consultation.facts }
}

/**
 * A sentence as a note writes it, or null when it cannot be written safely: the clinician's first person made
 * prose where the rewrite is certain (left in the clinician's voice only for orders and the assessment's
 * reasoning, as clinicians write them), a self-correction written as meant or not at all, the patient's in the third person or not at all, never a sentence that lost the
 * negation it was said with.
 */
function writable(
  s: Sentence,
  pack: LanguagePack,
  language: Language,
  gender: Gender,
  family: Family,
  order = false,
  previous?: Sentence,
  informal = false,
): string | null {
  if (pack.identity.test(s.text)) return null
  // 'Tochter: … erkennt mich manchmal nicht': a relative's 'I' is not the patient; their sentence about
  // themselves cannot be made the patient's.
  if (s.carer && CARER_SELF[language].test(s.text)) return null
  let text = s.text
  if (s.speaker === 'clinician') {
    // 'Darf ich Ibuprofen nehmen?' 'Lieber nicht, nehmen Sie Paracetamol.': the medicine refused, by its name.
    const refused = refusedLeave(s, previous, language)
    if (refused && !refused.rest) return refused.refusal
    if (refused) text = refused.rest
    // 'Hay que dejarla.' names the medicine as said; 'I'd like you to stop it' once rewritten ('Stop it…').
    // 'Lávate la cara…, usa protector solar': a clinician who says 'tú' orders as every note writes it.
    // ('Tu tensión es de 112 sobre 68' said while examining: the patient's, 'Su tensión'.)
    const named = stopNamed(
      informal && (order || family === 'plan' || family === 'follow_up' || s.conditional)
        ? tuOrders(text)
        : informal
          ? tuPossessive(text)
          : text,
      s,
      previous,
      language,
    )
    const rewritten = clinicianRewrite(named, language)
    if (rewritten === '') return null
    text = stopNamed(rewritten ?? named, s, previous, language)
    if (refused) text = `${refused.refusal} ${text}`
  }
  // German advice in the plan keeps its 'Sie' ('Wenn Sie Atemnot bekommen, gehen Sie…'): moving two verbs to
  // the third person is not a rewrite that can be made with certainty.
  const keepAddress =
    language === 'de' &&
    s.speaker === 'clinician' &&
    (family === 'plan' || family === 'follow_up' || s.conditional)
  let third =
    s.speaker === 'other' || keepAddress
      ? // A parent's 'Deixámos a budesonida' (pt-PT past, 'we'): 'Deixaram a budesonida'.
        language === 'pt' && s.speaker === 'other'
        ? text.replace(/(?<![\p{L}])(\p{L}{2,})ámos(?![\p{L}])/gu, '$1aram')
        : text
      : pack.thirdPerson(text, s.speaker, gender)
  if (third === null) return null
  // '…, die Pulse sind tastbar und Sie spüren das Monofilament an allen zehn Stellen': the patient the clinician
  // speaks to, in the third person, for the verbs an examination reports.
  if (language === 'de' && s.speaker === 'clinician' && (family === 'exam' || family === 'vitals'))
    third = third.replace(
      new RegExp(String.raw`(?<=(?:,|und|aber) )Sie (${Object.keys(DE_THIRD).join('|')})(?![\p{L}])`, 'gu'),
      (_, verb: string) => `${DE_PERSON[gender]} ${DE_THIRD[verb]}`,
    )
  // 'I'm going to lie you back with your head turned': a manoeuvre announced to the patient, still said to them
  // once rewritten, is no finding.
  if (
    s.speaker === 'clinician' &&
    (family === 'exam' || family === 'vitals') &&
    SAID_TO[language]?.test(third)
  )
    return null
  // 'Sie halten ein Taschentuch an die Nase.': the clinician speaking to the patient in the history, left as said,
  // is no history; what the patient tells is.
  if (
    language === 'de' &&
    s.speaker === 'clinician' &&
    family === 'hpi' &&
    /^Sie \p{Ll}+e?n(?![\p{L}])/u.test(third)
  )
    return null
  text = capitalise(
    // ('…bring her to A and E.' keeps its 'E': a conjunction left at the end is written small.)
    third
      .replace(/\s+(?:and|e|und|y|but|mas|aber|pero)\.$/u, '.')
      // ('Ramipril can make these reactions more severe, so.': the 'so' led into an order written on its own.)
      .replace(/,\s*(?:so|então|entonces|por isso|por eso|deshalb|daher)\.$/iu, '.')
      .replace(/[\s,;:]+\.$/, '.')
      // 'Tenho diabetes, sim.': the yes that confirms a question adds nothing to the statement.
      .replace(s.speaker === 'clinician' ? /^$/ : /,\s*(?:sim|yes|yeah|sí|si|ja|genau)\s*\.$/iu, '.'),
  )
  // '…her right foot the.', 'Follow up in a week or.', '…and that can be just from.': speech broken off.
  if (language === 'en') {
    const whole = brokenOffEnd(text)
    if (whole === null) return null
    text = whole
  }
  // (A no that only took a number back, 'de 10, não, de 5', is no negation the sentence loses.)
  const meant = selfCorrected(s.said, language) ?? s.said
  if (pack.negation.test(meant) && !pack.negation.test(text) && !pack.negation.test(s.text)) return null
  // Only an order, or the clinician's reasoning in the assessment, keeps the clinician's voice when no rewrite
  // could make it note prose: neither must be lost. Anything else in the first person is transcript, not note.
  if (
    FIRST_PERSON[language].test(text) &&
    !(s.speaker === 'clinician' && (order ? CLINICIAN_VOICE : REASONING_VOICE).has(family))
  )
    return null
  return text
}

/**
 * What English speech breaks off after, by what comes before it. An article ('…right foot the.'), a conjunction
 * ('…a week or.') always; a preposition only after a word that cannot leave it stranded ('a little bit of.', 'just
 * from.', 'Follow up with.'), never 'the dog was tied to.', 'a dermatologist for.'; 'so' only after a finding
 * ('no fracture so.'), never 'doing so'; a filler only after its comma ('…ice it, okay.', never 'came back
 * alright').
 */
const ALWAYS_DANGLING = /^(?:an|the|their|my|your|our|and|or|but|because|um|uh)$/i
const DANGLING_PREPOSITION = /^(?:of|to|for|at|with|from|by|into|on)$/i
const BEFORE_STRANDED = /^(?:bit|lot|couple|kind|sort|just|so|and|or|also|like|some|any|more|less|up)$/i
const NOT_BEFORE_SO =
  /^(?:do|does|did|doing|done|think|thought|hope|believe|say|said|guess|suppose|if|not|or|and|even|ever|told|tell|more|less|just|why|is|was|are|were)$/i
/** Words after which a last 'a' is an article left dangling ('…gave him a.'); elsewhere a name ('vitamin A', 'Miss A'). */
const BEFORE_ARTICLE =
  /^(?:of|for|to|with|in|on|at|by|from|into|is|was|are|were|be|have|has|had|get|got|take|took|give|gave|do|did|need|needs|want|wants|like|just|maybe|such|quite|and|or|but)$/i
/** Endings that are whole as said ('or so', 'to begin with', 'and so on'). */
const WHOLE_END = /(?<![\p{L}])(?:or so|to begin with|and so on|and so forth)[.!]$/iu

/**
 * An English line broken off mid-phrase: the words left dangling are dropped; a preposition whose object was never
 * said after a comma ('…, and that can be just from.') is cut at the comma, and so is a plan broken off ('…and
 * that's going to.'). Null when too little is left to say anything.
 */
function brokenOffEnd(text: string): string | null {
  if (WHOLE_END.test(text)) return text
  const words = text.replace(/[.!]$/, '').split(/\s+/)
  let cut = 0
  let preposition = false
  for (;;) {
    if (words.length - cut <= 1) break
    const said = words[words.length - 1 - cut] ?? ''
    const last = said.replace(/[,;:]+$/, '')
    const before = words[words.length - 2 - cut] ?? ''
    const afterComma = /,$/.test(before)
    const bare = before.replace(/[,;:]+$/, '')
    const dangling =
      ALWAYS_DANGLING.test(last) ||
      (/^a$/.test(last) && BEFORE_ARTICLE.test(bare)) ||
      // ('…a chest x-ray of the.': a preposition whose article was left dangling dangles too.)
      (DANGLING_PREPOSITION.test(last) && (cut > 0 || afterComma || BEFORE_STRANDED.test(bare))) ||
      (/^so$/i.test(last) && !afterComma && !NOT_BEFORE_SO.test(bare) && !/'/.test(bare)) ||
      (/^(?:okay|ok|alright|just)$/i.test(last) && afterComma)
    if (dangling) {
      if (DANGLING_PREPOSITION.test(last)) preposition = true
      cut++
    } else if (/^(?:is|are)$/i.test(last) && /^there$/i.test(bare)) cut += 2
    else break
  }
  if (!cut) return text
  let kept = words.slice(0, words.length - cut).join(' ')
  // ('…and that's going to.', '…and what that means is there is.': the clause itself is what broke off.)
  const brokenClause =
    (preposition && /(?<![\p{L}])going$/iu.test(kept)) ||
    /(?<![\p{L}])what (?:that|this|it) means(?: is)?$/iu.test(kept)
  const clause = brokenClause
    ? Math.max(kept.lastIndexOf(','), kept.search(/\s(?:and|but)\s(?!.*\s(?:and|but)\s)/i))
    : kept.lastIndexOf(',')
  if ((preposition || brokenClause) && clause > 0 && kept.slice(0, clause).split(/\s+/).length >= 3)
    kept = kept.slice(0, clause)
  else if (brokenClause) return null
  kept = kept.replace(/[\s,;:]+$/, '')
  return kept.split(/\s+/).length >= 2 ? `${kept}.` : null
}

/** The patient as a German examination line names them. */
const DE_PERSON: Record<Gender, string> = { male: 'er', female: 'sie', unknown: 'Pat.' }
/** The third person of the verbs an examination reports of the patient ('Sie spüren' → 'er spürt'). */
const DE_THIRD: Record<string, string> = {
  spüren: 'spürt',
  fühlen: 'fühlt',
  merken: 'merkt',
  bemerken: 'bemerkt',
  haben: 'hat',
  können: 'kann',
  sind: 'ist',
  zeigen: 'zeigt',
  bewegen: 'bewegt',
  hören: 'hört',
  sehen: 'sieht',
}

/** The patient addressed ('you', 'te'): words an examination finding written in a note never holds. */
const SAID_TO: Partial<Record<Language, RegExp>> = {
  // ('…, when normal for you is 450': the patient's own value is a finding.)
  en: /(?<![\p{L}'])(?<!(?:for|to|than) )you(?![\p{L}'])/iu,
  pt: /(?<![\p{L}-])(?:tu|te)(?![\p{L}-])/iu,
  es: /(?<![\p{L}])(?:tú|te)(?![\p{L}])/iu,
}

/** Sections a clinician writes in their own voice ('I have ordered an echocardiogram'). */
const CLINICIAN_VOICE = new Set<Family>(['assessment', 'plan', 'follow_up', 'exam', 'results'])
/** Where the clinician's reasoning may stay in their voice ('I think this is…'); a finding or advice never does. */
const REASONING_VOICE = new Set<Family>(['assessment'])

/** The clinician speaking to the patient ('let me', 'you', 'vou', 'Sie'): an instruction, not a finding. */
const ADDRESS: Record<Language, RegExp> = {
  en: /\b(?:you|let me|let's|i'm going to|i am going to|i'll|we'll|can you)\b/i,
  pt: /(?<![\p{L}])(?:você|o senhor|a senhora|vou|vamos|consegue|pode(?! ser))(?![\p{L}])/iu,
  es: /(?<![\p{L}])(?:usted|vamos a|voy a|puede(?! ser)|le voy)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:Sie|Ihnen|ich|wir)(?![\p{L}])/u,
}

/**
 * A sentence that only says what happens next in the visit ('Vamos a tomarle la tensión.', 'Let me examine
 * you.'): the cue of a phase with hardly anything else.
 */
function procedural(s: Sentence, pack: LanguagePack): boolean {
  if (s.speaker !== 'clinician') return false
  const cue = pack.visitTalk.exec(s.text) ?? pack.phases.exam.exec(s.text)
  if (!cue) return false
  // ('Mrs Ahmed, I see you're here about your knee': the name the patient is addressed by says nothing.)
  const rest = (s.text.slice(0, cue.index) + s.text.slice(cue.index + cue[0].length)).replace(ADDRESSED, ' ')
  return content(rest, pack).filter((w) => !/^\d/.test(w)).length < 3 && !/\d/.test(rest)
}
/** What reads a finding ('This means…', 'That would explain…', 'likely'): the assessment's, said while examining. */
const INTERPRETS_FINDING =
  /^(?:this|that|which|it|isto|isso|esto|eso|das|dies)(?![\p{L}])|(?<![\p{L}])(?:means?|explains?|suggests?|likely|probabl\p{L}*|consistent|significa|explica|sugere|sugiere|provável|probable|bedeutet|erklärt|spricht|wahrscheinlich|expected|esperad[oa]|previst[oa]|erwartet|heal\p{L}*|cicatriz\p{L}*|\p{L}*heilt|heilen)(?![\p{L}])/iu

/** A patient addressed by title and name ('Mrs Ahmed,', 'Dona Ana,', 'Frau Brandt,'). */
const ADDRESSED =
  /(?<![\p{L}])(?:mr|mrs|ms|miss|dr|sr|sra|senhor|senhora|dona|don|doña|señor|señora|herr|frau)\.? \p{Lu}[\p{L}'-]+,?/giu

/** A dictated list of what the patient takes ('Aktuelle Medikation: …', 'Medicado com …', 'Current medications: …'). */
const MEDICATION_LIST =
  /^(?:(?:current |regular |home )?(?:medications?|meds)\s*:|(?:medicação|terapêutica)(?: habitual| atual| crónica)?\s*:|medicad[oa] com|(?:tratamiento|medicación)(?: habitual| actual| crónico)?\s*:|(?:aktuelle |bisherige |bekannte )?(?:medikation|hausmedikation|dauermedikation)\s*:)/iu

/** What a sentence says outside the given spans (the parts its fact lines say). */
function outsideSpans(s: Sentence, spans: Span[]): string {
  let rest = s.said
  for (const span of [...spans].sort((a, b) => b.start - a.start))
    rest = rest.slice(0, span.start - s.start) + rest.slice(span.end - s.start)
  return rest
}

/** Whether a sentence says a number outside the given spans. */
const otherNumber = (s: Sentence, spans: Span[]) => /\d/.test(outsideSpans(s, spans))

/** Units a dose is said in, which a medication line writes as 'mg', 'mcg', 'units'. */
const DOSE_UNIT_WORDS = [
  'milligramm',
  'milligram',
  'milligrams',
  'miligramas',
  'miligramos',
  'mikrogramm',
  'micrograms',
  'microgramas',
  'microgramos',
  'einheiten',
  'units',
  'unidades',
]

/** Whether a sentence says little beyond what its fact lines say ('Your blood pressure is 152/90.'). */
function saysLittleElse(
  s: Sentence,
  spans: Span[],
  pack: LanguagePack,
  lineWords = new Set<string>(),
): boolean {
  const rest = outsideSpans(s, spans)
  // ('La píldora anticonceptiva, desde hace cinco años': how long it is taken says nothing else; 'No, just the
  // levetiracetam, 500 twice a day': the no that opens the answer is to 'any other?', said by the line.)
  const said = rest.replace(ANSWER_WORD, '')
  // (The words of its dose and how often, written on the medication line, say nothing else either.)
  const words = content(said.replace(TAKEN_FOR, ' '), pack).filter(
    (w) => !/^\d/.test(w) && !lineWords.has(w.toLowerCase()),
  )
  // ('…, la tensión 110/70, y la orina no tiene cetonas': a finding denied beside the values is a finding.)
  if (words.length >= 2 && FINDING_DENIED.test(said)) return false
  // ('Ibuprofen for his knee, 400 mg…', 'Sumatriptan 50 mg, it helps within an hour': what it is for and how it
  // works are no part of the line.)
  if (lineWords.size && words.length && SAYS_MORE.test(said)) return false
  return words.length < 4
}

/** What a sentence naming a medicine says of what it is for or how it works. */
const SAYS_MORE =
  /(?<![\p{L}])(?:for (?:his|her|my|the|their|your)|para (?:a|o|as|os|el|la|los|las|su|sus)|wegen|für|dafür|gegen|helps?|helped|hilft|geholfen|ajuda|ajudou|ayuda|ayudó|works|worked|wirkt|funciona|forget|forgot|esqueço|esqueço-me|esqueci|olvido|olvida|vergesse|vergisst)(?![\p{L}])/iu

/** The yes or no an answer opens with. */
const ANSWER_WORD = /^\s*(?:no|yes|não|sim|nein|ja|sí|si)[,.]\s*/iu

/** A no said of a finding ('no tiene cetonas', 'no crackles', 'sem edemas', 'keine Ödeme'). */
const FINDING_DENIED =
  /(?<![\p{L}])(?:no|not|não|nao|nicht|kein\p{L}*|sin|sem|without|ohne|nenhum\p{L}*|ningún|ninguna|nega|niega|denies|verneint)(?![\p{L}])/iu

/** How long a medicine has been taken ('desde hace cinco años', 'for two years', 'seit drei Jahren', 'há 5 anos'). */
const TAKEN_FOR =
  /(?<![\p{L}])(?:desde hace|desde há|hace|há|for(?: the (?:last|past))?|since|seit)\s+(?:(?:about|unos|unas|uns|umas|etwa|ca\.)\s+)?(?:\d+|\p{L}+)\s+(?:years?|months?|weeks?|años|año|meses|mes|semanas?|anos?|meses|semanas|jahren|jahr|monaten|monat|wochen|woche)(?![\p{L}])/giu

/**
 * A relative's or carer's own 'I' ('erkennt mich nicht', 'Dei-lhe paracetamol', 'Le di…'); their 'we' (the
 * family: 'Deixámos a budesonida') is written as theirs.
 */
const CARER_SELF: Record<Language, RegExp> = {
  en: /\b(?:i|i'm|i've|i'll|i'd|me|my|mine|myself)\b/i,
  // ('…hoje já mudei quatro': a past in '-ei', '-é' is the speaker's own.)
  pt: /(?<![\p{L}])(?:eu|meu|minha|meus|minhas|comigo|me|dei|tenho|estou|sou|acho|vi|notei|levei|trouxe|fiz|fui|reparei|(?!lei\b)\p{L}{2,}ei)(?![\p{L}])/iu,
  es: /(?<![\p{L}])(?:yo|mí|mi|mis|conmigo|me|di|tengo|estoy|soy|creo|vi|noté|llevé|traje|hice|fui|(?!(?:café|bebé|puré|josé|comité|chalé)(?![\p{L}]))\p{L}{2,}é)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:ich|mich|mir|mein\p{L}*)(?![\p{L}])/iu,
}

/**
 * An answer in the third person. A relative's or carer's own 'I' ('38.1 last night, I gave her Calpol') is not
 * the patient's: what they say before that clause is kept, the rest is theirs.
 */
function answerInThird(
  answer: Sentence,
  pack: LanguagePack,
  gender: Gender,
  language: Language,
): string | null {
  let text = answer.text
  const own = answer.carer ? CARER_SELF[language].exec(text) : null
  if (own) {
    const before = text.slice(0, own.index)
    const end = Math.max(before.lastIndexOf(','), before.lastIndexOf(';'))
    text = end > 0 ? `${before.slice(0, end).trim()}.` : ''
    if (!content(text, pack).length) return null
  }
  return pack.thirdPerson(text, 'patient', gender)
}

/** First-person words that make a sentence transcript rather than note. */
const FIRST_PERSON: Record<Language, RegExp> = {
  en: /\b(?:i|i'm|i've|i'll|i'd|me|my|mine|myself|we|we're|we've|we'll|us|our|let's)\b/i,
  // ('Já tenho as análises de segunda-feira': the clinician's own having is no history.)
  pt: /(?<![\p{L}-])(?:eu|meu|minha|meus|minhas|comigo|nós|nosso|nossa|venho|tenho|\p{L}{2,}ámos)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:ich|mich|mir|mein|meine|meinen|meinem|meiner|wir|uns|unser|unsere)(?![\p{L}])/iu,
  // ('Vengo a ver el control del Sintrom': the clinician's own coming is no note.)
  es: /(?<![\p{L}])(?:yo|mí|mi|mis|conmigo|nosotros|nosotras|nuestro|nuestra|vengo|tengo)(?![\p{L}])/iu,
}

const sectionOf = (i: number, sections: DocumentSection[]) => (i >= 0 ? sections[i] : undefined)
