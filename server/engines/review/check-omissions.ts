import type { Language } from '../../../contract/common'
import type { Evidence } from '../../../contract/review'
import { FACTS } from '../clinical/lang/facts'
import { coveredByAllergy } from '../clinical/medications'
import { readNumbers } from '../clinical/numbers'
import type { AllergyFact, Fact, MedicationFact, SourceSentence } from '../clinical/types'
import { evidenceOf } from './align'
import type { Draft, ReviewContext } from './context'
import { findDrugs, spell } from './drugs'
import { ANSWER } from './negation'
import { sameNumber } from './numbers'
import { contentStems, fold } from './words'

/** Words that say the note speaks of allergies at all ('no known allergies', 'NKDA', 'Allergien: keine'). */
// ('Keine bekannten Arzneimittelallergien': German joins the word to what it is of.)
const ALLERGIES = /\b\w*(?:allerg|alerg|intoleran|unvertraglich)\w*|\b(?:nkda|nka)\b/

/** How much of a phrase's content a note must hold to be said to mention it. */
const MENTIONED = 0.5

/** Where a fact was said: the sentence (with the question it answers), or the input it was typed in. */
function evidenceOfFact(ctx: ReviewContext, fact: Fact, input?: string): Evidence[] {
  if (input !== undefined) {
    const unit = ctx.index.units.find((u) => u.input?.key === input)
    return unit ? evidenceOf(unit) : []
  }
  const u = ctx.index.unitOfSentence[fact.sentence]
  return u === undefined ? [] : evidenceOf(ctx.index.units[u]!)
}

/** A clinician's decision said as such, even in a sentence with an 'if' in it. */
const GOES_AHEAD =
  /\b(?:go ahead and|(?:i(?:'m| am)|we(?:'re| are)) (?:going to|gon ?na)|i will|i'll|we will|we'll|let's|vou (?:receitar|prescrever|iniciar|aumentar)|vamos (?:iniciar|aumentar|receitar)|voy a (?:recetar|iniciar|aumentar|empezar)|vamos a (?:iniciar|empezar|aumentar)|ich (?:werde|verschreibe)|wir (?:werden|beginnen))\b/

/** An order or a prescription of a drug named right after it ('order prozac 40 milligrams'). */
const ORDERS = /\b(?:order|prescrib\w*|receit\w*|prescrev\w*|recet\w*|verordn\w*|verschreib\w*)\b/

/** A denial in a clause, folded. */
const CLAUSE_DENIAL: Record<Language, RegExp> = {
  en: /\b(?:not|no|never|without|instead of|rather than)\b|n't\b/,
  pt: /\b(?:nao|nunca|sem|nem|em vez de)\b/,
  es: /\b(?:no|nunca|sin|ni|en vez de|en lugar de)\b/,
  de: /\b(?:nicht|kein\w*|nie|ohne|statt|anstatt)\b/,
}

/** An option put to the patient in the clause before a drug ('we could add', 'podíamos juntar', 'wir könnten'). */
const OPTION_BEFORE: Record<Language, RegExp> = {
  en: /\b(?:could|might)\b/,
  pt: /\b(?:podiamos|poderiamos|podia|poderia)\b/,
  es: /\b(?:podriamos|podria|podiamos)\b/,
  de: /\b(?:konnten|konnte)\b/,
}

/**
 * Words that end just before a drug named as being taken while something else is done ('Stop the atorvastatin
 * while you're on the clarithromycin', 'enquanto estiver a tomar a claritromicina', 'mientras tome la
 * claritromicina', 'solange Sie Clarithromycin nehmen'): the drug goes on, it is not stopped there.
 */
const WHILE_TAKING: Record<Language, RegExp> = {
  en: /\b(?:while|whilst|during|as long as|until you(?:'ve| have)? finish(?:ed)?)\b[^.;:!?,]{0,40}$/i,
  pt: /(?<![\p{L}])(?:enquanto|durante)(?![\p{L}])[^.;:!?,]{0,40}$/iu,
  es: /(?<![\p{L}])(?:mientras|durante)(?![\p{L}])[^.;:!?,]{0,40}$/iu,
  de: /(?<![\p{L}])(?:während|solange)(?![\p{L}])[^.;:!?,]{0,40}$/iu,
}

/** A time of day after a number ('um 22 Uhr', 'at 10 o'clock'): never a drug's strength. */
const CLOCK = /^\s*(?:uhr|o'?clock|h)(?![\p{L}])/iu

/** The strengths a text states ('40 milligrams', '0,5 mg'), in order. */
const strengths = (text: string, language: Language) =>
  readNumbers(text, language).filter((n) => ['mg', 'mcg', 'g', 'ml', 'units'].includes(n.unit ?? ''))

/**
 * Prescriptions the clinical reading left as only discussed, or of drugs its lexicon does not know
 * ('prescribe meloxicam 15 milligrams'): the clinician's statements naming a drug right after a cue to
 * start, change or stop it.
 */
function prescriptionsBeyondLexicon(ctx: ReviewContext): MedicationFact[] {
  const cues = FACTS[ctx.language].status.clinician.filter(
    ([status]) => status === 'started' || status === 'changed' || status === 'stopped',
  )
  // A drug in a clinician's question read as current by its yes ('… i'm gon na prescribe you oxycodone' 'yes')
  // is weighed again below: a question that goes ahead with a cue before the drug prescribes it.
  const known = new Set(
    ctx.consultation.facts.flatMap((f) =>
      f.kind === 'medication' &&
      f.status !== 'discussed' &&
      !(
        f.status === 'current' &&
        f.speaker === 'clinician' &&
        ctx.consultation.sentences[f.sentence]?.question
      )
        ? [`${f.sentence}:${f.key}`]
        : [],
    ),
  )
  // A drug taken already, read back with its strength and schedule, is no new instruction.
  const taken = new Set(
    ctx.consultation.facts.flatMap((f) =>
      f.kind === 'medication' && (f.status === 'current' || f.status === 'continued') ? [f.key] : [],
    ),
  )
  const cueIn = (text: string): (typeof cues)[number] | undefined =>
    cues.find(([, pattern]) => pattern.test(text)) ??
    (ORDERS.test(fold(text)) ? ['started', ORDERS] : undefined)
  const { sentences } = ctx.consultation
  const out: MedicationFact[] = []
  for (const s of sentences) {
    const said = joined(fold(s.said))
    // A long unpunctuated sentence taken for a question because an answer followed, in which the clinician
    // goes ahead ('… i'm gon na prescribe you some oxycodone …'), is a statement.
    const asks = s.question && (s.said.includes('?') || !GOES_AHEAD.test(said))
    if (s.speaker !== 'clinician' || asks) continue
    const unit = ctx.index.units[ctx.index.unitOfSentence[s.index]!]!
    for (const d of unit.drugs) {
      if (known.has(`${s.index}:${d.key}`)) continue
      // A drug the clinician opens a sentence with, its strength and how often to take it ('Paracetamol un
      // gramo cada ocho horas si tiene fiebre'): an instruction, also under a condition (as needed).
      const instruction = dosedInstruction(unit.spoken, d, ctx.language) && !taken.has(d.key)
      // An 'if' in the sentence leaves it open, unless the clinician goes ahead ('and if … and prescribe').
      if (s.conditional && !GOES_AHEAD.test(said) && !instruction) continue
      // The cue in the same clause, right before the name ('increase your norvasc', 'start you on zoloft').
      // Commas of speech ('prescribe you , you know , an extra dose of lasix') do not end it.
      const before = joined(
        unit.spoken
          .slice(Math.max(0, d.start - 60), d.start)
          .split(/[;.]/)
          .at(-1)!,
      )
      const strength = strengths(unit.spoken.slice(d.end, d.end + 40), ctx.language)[0]
      // Or a drug with its strength right after the clinician announced one without naming it ('I'm going to
      // put you on some pain medicine.' 'So tramadol, 50 milligrams, every six hours').
      const cue =
        cueIn(before) ??
        (strength && (instruction || announced(sentences, s, cueIn)) ? STARTED_BY_ANNOUNCEMENT : undefined)
      // A denial in the clause before the name ('not going to prescribe', 'no need to increase') leaves it
      // undone; one elsewhere in a long sentence ('I don't think it's controlled, so increase…') does not.
      // ('We could add amlodipine, or we could add indapamide': an option, not an order.)
      if (
        !cue ||
        (s.negated && CLAUSE_DENIAL[ctx.language].test(fold(before))) ||
        OPTION_BEFORE[ctx.language].test(fold(before.slice(-40)))
      )
        continue
      out.push({
        kind: 'medication',
        sentence: s.index,
        speaker: 'clinician',
        span: { start: s.start, end: s.end },
        name: d.name,
        key: d.key,
        status: cue[0],
        ...(strength ? { dose: strength.written } : {}),
      })
    }
  }
  return out
}

/** How often a drug is to be taken, folded: 'every eight hours', 'de oito em oito horas', 'alle acht Stunden'. */
const SCHEDULE: Record<Language, RegExp> = {
  en: /\b(?:every|each) (?:\S+ ){1,2}(?:hours?|days?)|\b(?:once|twice|\S+ times) (?:a|per|each) day|\b(?:daily|nightly|at bedtime|at night|as needed)\b/,
  pt: /\bde \S+ em \S+ horas|\bcada \S+ horas|\b(?:\S+ vez(?:es)?) (?:por|ao) dia|\b(?:por dia|ao deitar|em jejum|se necessario)\b/,
  es: /\bcada \S+ horas|\b(?:\S+ vez(?:es)?) al dia|\b(?:al dia|por la noche|en ayunas|si precisa)\b/,
  de: /\balle \S+ stunden|\b\S*mal (?:taglich|am tag|pro tag)|\b(?:taglich|zur nacht|bei bedarf)\b|\b\d-\d-\d\b/,
}

/** Words a sentence may open with before the drug of an instruction ('And paracetamol…', 'Dann Ibuprofen…'). */
const OPENER =
  /^(?:(?:and|so|then|also|plus|e|entao|depois|tambem|y|luego|despues|tambien|und|dann|auch|dazu)\s+)?$/

/**
 * Whether a drug opens its sentence followed by its strength and how often to take it ('Paracetamol un gramo
 * cada ocho horas si tiene fiebre', 'Ibuprofen 400 Milligramm dreimal täglich'): an instruction of the clinician.
 */
function dosedInstruction(spoken: string, d: { start: number; end: number }, language: Language): boolean {
  const sentenceStart =
    Math.max(...['.', '!', '?', ';', ':'].map((c) => spoken.lastIndexOf(c, d.start - 1))) + 1
  if (
    !OPENER.test(
      fold(spoken.slice(sentenceStart, d.start))
        .replace(/[,\s]+/g, ' ')
        .trim(),
    )
  )
    return false
  const rest = spoken.slice(d.end).split(/[.;!?]/)[0]!
  const strength = strengths(rest, language)[0]
  if (!strength || !/^[\s,]*$/.test(rest.slice(0, strength.start))) return false
  return SCHEDULE[language].test(fold(rest.slice(strength.end)))
}

/** Speech's contractions as the cues write them: 'gon na' is 'gonna', 'wan na' is 'wanna'. */
const joined = (text: string) => text.replace(/\b(gon|wan) na\b/g, '$1na')

const STARTED_BY_ANNOUNCEMENT: ['started', RegExp] = ['started', ORDERS]

/** How many sentences back in the clinician's turn an announced prescription still names its drug. */
const ANNOUNCED_WITHIN = 2

/**
 * Whether the clinician, earlier in the same turn, said they would prescribe something without naming it
 * ('I'm going to give you something for the pain.'): a drug with its strength said next is what they give.
 */
function announced(
  sentences: SourceSentence[],
  s: SourceSentence,
  cueIn: (text: string) => unknown,
): boolean {
  for (let k = s.index - 1; k >= Math.max(0, s.index - ANNOUNCED_WITHIN); k--) {
    const before = sentences[k]!
    if (before.turn !== s.turn) return false
    if (before.question || before.negated || findDrugs(before.said).length) continue
    if (cueIn(joined(before.said))) return true
  }
  return false
}

/**
 * 'No known allergies' said as a plain no to a question on allergies ('Any known allergies?' 'Nothing that I
 * have known.'), when the clinical reading found no allergy at all.
 */
function answeredNoAllergies(ctx: ReviewContext): AllergyFact[] {
  const { sentences, facts } = ctx.consultation
  if (facts.some((f) => f.kind === 'allergy')) return []
  for (const [i, s] of sentences.entries()) {
    if (s.speaker !== 'clinician' || !s.question || !ALLERGIES.test(fold(s.said))) continue
    const answer = sentences.slice(i + 1).find((x) => x.turn !== s.turn)
    if (!answer || answer.speaker === 'clinician' || answer.turn !== s.turn + 1) continue
    const reply = fold(answer.said).replace(/^[\s,.¿¡-]+/, '')
    if (!ANSWER[ctx.language].no.test(reply) || (reply.match(/[\p{L}']+/gu) ?? []).length > 8) continue
    return [
      {
        kind: 'allergy',
        sentence: answer.index,
        span: { start: answer.start, end: answer.end },
        speaker: answer.speaker,
        agent: null,
        key: null,
        intolerance: false,
      },
    ]
  }
  return []
}

/** A patient's words of an allergy to something, in each language, folded: what follows is the agent. */
const ALLERGIC_TO =
  /\b(?:allergic to|allergy to|alergic[oa]s? (?:a|ao|aos|as|al)|alergias? (?:a|ao|aos|as|al)|allergisch (?:gegen|auf)|allergie gegen)\s+([^.;!?]+)/

/**
 * A word of manner said before 'I'm allergic' ('Yes, actually, I'm allergic to…', 'Sim, realmente, sou
 * alérgica…', 'Sí, la verdad, soy alérgica…'), which the clinical reading takes for the allergen: it names
 * nothing, and the allergy is read from what the patient says it is to (German reads it right already).
 */
const WORD_OF_MANNER =
  /^(?:actually|really|honestly|truly|indeed|well|realmente|verdade|na verdade|alias|sinceramente|francamente|bem|verdad|la verdad|bueno|also)$/

/**
 * An allergy the patient states to something no drug list names ('I'm allergic to a lot of pain
 * medications'), when the clinical reading found no allergy at all: the note must speak of allergies.
 */
function spokenAllergies(ctx: ReviewContext, facts: Fact[]): AllergyFact[] {
  const { sentences } = ctx.consultation
  if (facts.some((f) => f.kind === 'allergy')) return []
  for (const s of sentences) {
    if (s.speaker !== 'patient' || s.question || s.negated) continue
    const m = ALLERGIC_TO.exec(fold(s.said))
    if (!m) continue
    return [
      {
        kind: 'allergy',
        sentence: s.index,
        span: { start: s.start, end: s.end },
        speaker: s.speaker,
        agent: m[1]!.split(/,|\b(?:but|and|so|mas|pero|aber)\b/)[0]!.trim(),
        key: null,
        intolerance: false,
      },
    ]
  }
  return []
}

/**
 * The words of a sentence from a drug's name up to the next drug it names: a strength said after another drug
 * ('stop the Motrin and take meloxicam 15 mg') is that drug's.
 */
function ownClause(said: string, name: string): string {
  const from = Math.max(0, fold(said).indexOf(fold(name)))
  const rest = said.slice(from)
  const next = findDrugs(rest).find((d) => d.start >= name.length && fold(d.name) !== fold(name))
  return next ? rest.slice(0, next.start) : rest
}

/** A reading of each item, made the first time it is asked for. */
function once<T, R>(items: T[], read: (item: T) => R): (i: number) => R {
  const done = new Map<number, R>()
  return (i) => {
    let r = done.get(i)
    if (r === undefined) {
      r = read(items[i]!)
      done.set(i, r)
    }
    return r
  }
}

/**
 * What the consultation established that the note leaves out, when it is safety-relevant: allergies (and
 * 'no known allergies'), current medications, prescriptions and dose changes made today, measurements, the
 * stated impression, tests and referrals ordered, follow-up and safety-net advice.
 */
export function checkOmissions(ctx: ReviewContext): Draft[] {
  const { language } = ctx
  const note = ctx.lines.map((l) => l.text).join('\n')
  const low = fold(note)
  const spelt = ` ${spell(note).replace(/[^a-z\d]+/g, ' ')}`

  const drugs = new Set(findDrugs(note).map((d) => d.key))
  const numbers = readNumbers(note, language)
  const stems = new Set(contentStems(note, language))
  const spellOut = (text: string) => ` ${spell(text).replace(/[^a-z\d]+/g, ' ')}`
  const named = (name: string, key: string | null, within?: string) =>
    (key !== null && !within && drugs.has(key)) ||
    (within ? spellOut(within) : spelt).includes(spellOut(name).slice(0, 7))
  const covers = (phrase: string, share = MENTIONED) => {
    const words = [...new Set(contentStems(phrase, language))]
    return words.length > 0 && words.filter((w) => stems.has(w)).length / words.length >= share
  }
  // What each line names and states, read once: every medication is looked for line by line.
  const lineDrugs = once(ctx.lineDrugs, (drugs) => new Set(drugs.map((d) => d.key)))
  const lineSpelt = once(ctx.lines, (l) => spellOut(l.text))
  const lineNumbers = once(ctx.lines, (l) => readNumbers(l.text, language))
  const drafts: Draft[] = []
  const seen = new Set<string>()
  const omit = (code: Draft['code'], params: Record<string, string>, fact: Fact, input?: string) => {
    const key = `${code}:${Object.values(params).join('|').toLowerCase()}`
    if (seen.has(key)) return
    seen.add(key)
    drafts.push({ kind: 'omission', code, params, note: null, evidence: evidenceOfFact(ctx, fact, input) })
  }
  const read = ctx.consultation.facts.filter(
    (f) => !(f.kind === 'allergy' && f.agent && WORD_OF_MANNER.test(fold(f.agent).trim())),
  )
  const facts = [
    ...read.map((fact) => ({ fact, input: undefined })),
    ...answeredNoAllergies(ctx).map((fact) => ({ fact, input: undefined })),
    ...prescriptionsBeyondLexicon(ctx).map((fact) => ({ fact, input: undefined })),
    ...ctx.consultation.inputFacts.map(({ key, fact }) => ({ fact, input: key })),
  ]
  // Said only in the patient's words, it is left out when the note says nothing of allergies.
  if (!ALLERGIES.test(low))
    for (const fact of spokenAllergies(ctx, read)) omit('omission_allergy', { agent: fact.agent! }, fact)
  const agents = facts.filter(({ fact }) => fact.kind === 'allergy' && fact.agent)
  // 'Stop the atorvastatin while you're on the clarithromycin': the clarithromycin named there is not stopped.
  const whileTaking = (fact: Fact) => {
    const sentence = ctx.consultation.sentences[fact.sentence]
    return (
      !!sentence &&
      WHILE_TAKING[language].test(sentence.said.slice(0, Math.max(0, fact.span.start - sentence.start)))
    )
  }
  for (const { fact, input } of facts) {
    switch (fact.kind) {
      case 'allergy':
        if (fact.agent) {
          // Every word of an allergen must be there: 'contrastes yodados' is not covered by 'controles'.
          if (!named(fact.agent, fact.key) && !covers(fact.agent, 1))
            omit('omission_allergy', { agent: fact.agent }, fact, input)
        } else if (!agents.length && !ALLERGIES.test(low))
          omit('omission_no_known_allergies', {}, fact, input)
        break
      case 'medication': {
        // What the patient says they stopped ('deixei de o tomar no ano passado') is history, not today's change.
        const today =
          fact.status === 'started' ||
          fact.status === 'changed' ||
          (fact.status === 'stopped' && fact.speaker !== 'patient')
        // A prescription or dose change is in the note only with its new strength beside the drug.
        // A change said without its strength beside the name ('increase it from 20 mg to 40 mg'): the last one.
        const sentence = ctx.consultation.sentences[fact.sentence]
        // A drug stopped needs no strength in the note ('stop the Motrin, and take meloxicam 15 mg').
        const changes = today && fact.status !== 'stopped'
        const newStrength =
          changes && !fact.dose && sentence && input === undefined
            ? strengths(ownClause(sentence.said, fact.name), language).at(-1)
            : undefined
        const dose = fact.dose && changes ? readNumbers(fact.dose, language)[0] : newStrength
        const nameSpelt = spellOut(fact.name).slice(0, 7)
        const withDose = ctx.lines.some(
          (l, i) =>
            (lineDrugs(i).has(fact.key) || lineSpelt(i).includes(nameSpelt)) &&
            (!dose ||
              lineNumbers(i).some(
                (n) => sameNumber(n, dose) && !CLOCK.test(l.text.slice(n.end, n.end + 10)),
              )),
        )
        if (withDose) break
        // 'Vou receitar-lhe amoxicilina.' 'Sou alérgica à penicilina.' 'Então não vamos usar amoxicilina.': a
        // prescription taken back later in the consultation, or against an allergy said, is no change of today.
        const takenBack =
          fact.status === 'started' &&
          (ctx.consultation.facts.some(
            (o) =>
              o.kind === 'medication' &&
              o.key === fact.key &&
              o.sentence > fact.sentence &&
              o.speaker === 'clinician' &&
              (o.status === 'avoided' || o.status === 'stopped') &&
              !whileTaking(o),
          ) ||
            agents.some(
              ({ fact: a }) => a.kind === 'allergy' && !!a.agent && coveredByAllergy(fact.name, a.agent),
            ))
        if (takenBack) break
        if (today) omit('omission_prescription', { name: fact.name }, fact, input)
        else if ((fact.status === 'current' || fact.status === 'continued') && !named(fact.name, fact.key))
          omit('omission_medication', { name: fact.name }, fact, input)
        break
      }
      case 'measurement':
        if (!numbers.some((n) => sameNumber(n, fact.number)))
          omit('omission_measurement', { name: fact.name, value: fact.value }, fact, input)
        break
      case 'impression':
        if (!covers(fact.diagnosis)) omit('omission_impression', { diagnosis: fact.diagnosis }, fact, input)
        break
      case 'order':
        if (fact.type === 'follow_up') {
          const when = readNumbers(fact.what, language)
          const said = when.length
            ? when.some((w) => numbers.some((n) => sameNumber(n, w)))
            : covers(fact.what)
          if (!said) omit('omission_follow_up', { when: fact.what }, fact, input)
        } else if (fact.type === 'safety_net') {
          if (!covers(fact.what)) omit('omission_safety_net', { advice: fact.what }, fact, input)
        } else if (fact.type !== 'prescription' && fact.type !== 'advice' && !covers(fact.what))
          omit('omission_order', { order: fact.what }, fact, input)
        break
      default:
        break
    }
  }
  return drafts
}
