import type { Language } from '../../../contract/common'
import { readAllergies } from './allergies'
import { selfCorrected, withoutRetractedNumber } from './corrections'
import { FACTS, type FactsPack } from './lang/facts'
import type { ReadingPack } from './lang/pack'
import { READING } from './lang/packs'
import { findMeasurements, measureWords } from './measurements'
import { allergyClass, FOR_ALLERGY, findMedications, medicationKey, WHEN_NEEDED } from './medications'
import { normaliseNumbers, readNumbers } from './numbers'
import { saidOfRelative } from './relatives'
import { parseTurns, splitSentences, type Turn } from './transcript'
import type {
  AllergyFact,
  Fact,
  ImpressionFact,
  MeasurementFact,
  MedicationFact,
  MedicationStatus,
  OrderFact,
  SourceSentence,
  Span,
} from './types'

/** A structured input of the consultation form, as a note writes it. */
export interface ConsultationInput {
  key: string
  label: string
  value: string
}

/** A consultation read: its turns, its sentences and what it established, each with where it was said. */
export interface Consultation {
  language: Language
  transcript: string
  turns: Turn[]
  sentences: SourceSentence[]
  facts: Fact[]
  /** Facts typed into the form, by input key; their spans are into the input's value. */
  inputFacts: { key: string; fact: Fact }[]
}

/** The words of the clause a span lies in. */
const clauseAround = (text: string, span: Span) => {
  const c = clauseSpan(text, span)
  return text.slice(c.start, c.end)
}

/** The problem-list cue ('for your first problem, your hypertension'): what follows is the problem itself. */

/** 'No podemos descartar', 'can't rule out', 'não podemos excluir', 'nicht ausschließen': a double negative. */
const CANNOT_RULE_OUT =
  /(?<![\p{L}])(?:(?:no|não|nao)\s+(?:se\s+)?(?:puede|podemos|puedo|pueda|podamos|pode|possa|possamos|posso|consigo|conseguimos)\s+(?:descartar|excluir)|(?:can't|cannot|can not|couldn't|could not)\s+(?:\p{L}+\s+)?rule (?:\p{L}+\s+)?out|nicht\s+(?:\p{L}+\s+)?ausschließen|nicht\s+ausgeschlossen)/iu

/** Whether a phrase names a condition: a suffix such as -itis or -ose, or a common diagnosis ('prognosis' is none). */
const namesCondition = (phrase: string, pack: FactsPack) =>
  pack.condition.test(
    phrase.replace(
      /(?<![\p{L}])(?:diagnos\p{L}*|prognos\p{L}*|diagnós\p{L}*|prognós\p{L}*)(?![\p{L}])/giu,
      '',
    ),
  )

/** A spelled abbreviation ('U R I', 'C B D'). */
const SPELLED = /(?<![\p{L}])\p{Lu}(?: \p{Lu})+(?![\p{L}])/gu

/** Whether a phrase is no diagnosis ('you are doing well'); the 'I' of 'U R I' is no pronoun. */
const notDiagnosis = (phrase: string, pack: FactsPack) => pack.notDiagnosis.test(phrase.replace(SPELLED, 'X'))

/** What is both a blood value and a medicine ('Potassium is 5.4', 'recheck your kidneys and potassium'). */
const MEASURED_TOO = new Set([
  'potassium',
  'magnesium',
  'calcium',
  'iron',
  'vitamin d',
  'vitamin b12',
  'folic acid',
])
/**
 * A blood value named as measured, not a medicine taken: said with its value ('Potassium is 5.4', 'o potássio
 * está em 5,4', 'Kalium 5,4') or with a test of it ('recheck … potassium', 'repetir o potássio'), and never with a
 * dose or a form of its own ('potassium chloride 600 mg', 'comprimidos de potássio').
 */
function measuredNotTaken(
  text: string,
  m: { key: string; start: number; end: number; dose?: string },
): boolean {
  if (!MEASURED_TOO.has(m.key) || m.dose) return false
  const after = text.slice(m.end, m.end + 40)
  const before = text.slice(Math.max(0, m.start - 60), m.start)
  if (
    /^\s*(?:chlorid|chloride|cloreto|cloruro|citrat|supplement|suplement|tablet|comprimid|pastill|tablette)/iu.test(
      after,
    )
  )
    return false
  return (
    /^\s*(?:level\s+)?(?:is|was|of|at|came back|é|está|estava|era|de|es|estaba|ist|war|liegt|lag|bei|von)?\s*(?:em\s+|en\s+|at\s+|bei\s+)?\d/iu.test(
      after,
    ) ||
    /(?<![\p{L}])(?:recheck|check|repeat|measure|test|blood test|bloods|repetir|controlar|vigiar|medir|análise|análisis|analítica|kontrollieren|kontrolle|messen|bestimmen|labor)(?![\p{L}])/iu.test(
      before,
    )
  )
}

/** A phrase trimmed to the condition or agent it names: no article, no trailing clause, a few words. */
function trimPhrase(raw: string, pack: FactsPack, maxWords = 10): string | null {
  // 'your depression's stable': a state of a known condition, not an impression of it.
  if (/^[^,.;]*?['’]s (?:stable|fine|good|better|worse|well|controlled|doing|under|improving)/iu.test(raw))
    return null
  // An abbreviation spelled out ('U R I') is one word: its 'I' is no pronoun ending the phrase.
  let phrase = raw
    .replace(SPELLED, (m) => m.replace(/ /g, '_'))
    .replace(/^[\s,;:.-]+/, '')
    // A stammer: 'your, your depression'.
    .replace(/^([\p{L}']+)\s*,\s*\1(?![\p{L}])/iu, '$1')
    .replace(/[,;:].*$/, '')
    .replace(pack.phraseEnd, '')
    .replace(/[.?!]+$/, '')
    .trim()
    .replace(/\s+(?:and|or|e|ou|und|oder|y|o|but|mas|aber|pero)$/iu, '')
  if (pack.declension) phrase = phrase.replace(...pack.declension)
  phrase = phrase
    .replace(pack.article, '')
    .trim()
    .replace(/(?<=\p{Lu})_(?=\p{Lu})/gu, ' ')
  const words = phrase.split(/\s+/).filter(Boolean)
  if (!words.length || words.length > maxWords) return null
  // A word of four letters, or an abbreviation spelled out ('U R I', 'C O P D').
  const spelled =
    ((words.length >= 2 && words.every((w) => /^\p{Lu}$/u.test(w))) ||
      // 'DVT', 'UTI', 'COPD': an abbreviation said whole.
      (words.length === 1 && /^\p{Lu}{2,5}$/u.test(words[0]!))) &&
    pack.condition.test(phrase)
  if (!spelled && !words.some((w) => w.replace(/[^\p{L}]/gu, '').length >= 4)) return null
  return phrase
}

/**
 * The status of a drug named in a sentence: the cue of its clause nearest before the name ('stop the
 * ibuprofen and start paracetamol'), else the nearest after it ('Amoxicillin geben wir nicht'), by speaker.
 */
/** Measuring, said before the value ('Vou medir agora.', 'Let me check.', 'Ich messe jetzt.'). */
const MEASURING =
  /(?<![\p{L}])(?:medir|meço|medimos|measure|measuring|let me check|messe|messen|gemessen|mido|tomar la tensión)(?![\p{L}])/iu

/** A strength as numbers are normalised ('5 mg', '0,5 mg', '100 mcg', '10 UI'). */
const STRENGTH = /\d+(?:[.,]\d+)?\s*(?:mg|mcg|µg|g|ml|ui|iu|units?|unidades|einheiten|i\.e\.)(?![\p{L}])/giu

/** A clause of when something is done ('when I can't sleep', 'quando não consigo dormir', 'wenn ich nicht schlafen kann'). */
const WHEN_CLAUSE = new RegExp(`${WHEN_NEEDED.source}[^,;.]*`, 'giu')

/** An exception closing a denial just before a medicine ('nothing apart from the', 'nada além da', 'nichts außer'). */
const EXCEPT_BEFORE =
  /(?<![\p{L}])(?:apart from|except(?: for)?|other than|besides|além d[aoe]s?|a não ser [oa]s?|exceto|excepto|salvo|menos|aparte de|außer)(?:\s+(?:the|my|o|a|os|as|el|la|los|las|mi|der|die|das|dem|den|meine[mnr]?))?\s*$/iu

/** 'E mais nada', 'and nothing else', 'y nada más', 'und sonst nichts': the end of a list of what is taken. */
const NOTHING_ELSE =
  /(?<![\p{L}])(?:(?:e|y|and|und)\s+)?(?:mais nada|nada mais|nothing else|that's it|nada más|nada mas|sonst nichts|nichts weiter|nichts anderes)(?![\p{L}])/giu

/** An option or a later step said with a drug ('could', 'podíamos', 'später'): no prescription today. */
const OPTION_LATER =
  /(?<![\p{L}])(?:could|might|podíamos|poderíamos|podia|poderia|podríamos|podría|könnten|könnte|later|mais tarde|más adelante|más tarde|später)(?![\p{L}])/iu

/** A no just before a cue ('won't', 'not going to', 'não vamos', 'no vamos a', 'nicht'). */
const NOT_BEFORE =
  /(?:(?<![\p{L}])(?:not|never|não|nao|no|nicht|nunca)|n['’]t)\s+(?:(?:going to|gonna|want to|need to|have to|vou|vamos|devemos|queremos|quero|precisamos de|vamos a|voy a|queremos|quiero|hay que|tenemos que|hace falta|müssen|werden|wollen)\s+)?(?:(?:the|your|his|her|o|a|lhe|el|la|le|lo)\s+)?$/iu

/** The speaker's own words, never written in a note's line ('I', 'eu', 'yo', 'ich', 'we'). */
const FIRST_PERSON_WORD =
  /(?<![\p{L}'])(?:i|me|my|we|us|our|eu|meu|minha|nós|yo|mi|nosotros|ich|mir|mich|wir|uns)(?![\p{L}'])/iu

/**
 * An 'if' that asks ('see if', 'hard to say whether', 'não sei se', 'a ver si', 'schauen, ob'): it sets no condition
 * on an order, and an impression after it is asked, not stated.
 */
const ASKS_IF =
  /(?<![\p{L}])(?:(?:see|check|find out|know)\s+(?:if|whether)|whether|wonder(?:ing)? if|not sure (?:if|that)|unsure if|(?:don't|do not) know if|(?:ver|veremos|vemos)\s+se|não sei se|não tenho a certeza (?:se|de que)|será que|(?:a\s+)?ver\s+si|no sé si|no estoy segur[oa] de (?:si|que)|(?:schauen|sehen|prüfen),?\s+ob|ob)(?![\p{L}])/giu

/** A dose changed while the medicine is kept ('at half the dose', 'instead of five', 'em vez de', 'statt'). */
const NEW_DOSE =
  /(?<![\p{L}])(?:half the dose|double the dose|instead of|metade da dose|o dobro da dose|em vez de|mitad de (?:la )?dosis|doble de (?:la )?dosis|en vez de|en lugar de|halbe dosis|doppelte dosis|statt|anstatt)(?![\p{L}])/iu

/** What a stop lasts for, said just before a medicine ('while you're on the', 'enquanto estiver a tomar o'). */
/**
 * A medicine the patient names and then says they did not take ('I thought about ibuprofen but didn't take any',
 * 'disseram-me ibuprofeno, mas não o tomei', 'me dijeron que tomara ibuprofeno, pero no lo he tomado', 'Ibuprofen
 * hatte ich da, aber nicht genommen'): discussed, never taken.
 */
const NOT_TAKEN_AFTER =
  /^[^.;!?]*?(?:,\s*|\s)(?:but (?:(?:i|he|she|we) )?(?:didn't|did not|never|haven't|have not|hasn't|has not) (?:actually )?(?:take|took|taken|tried|try|use|used|start|started)|mas (?:(?:eu|ele|ela) )?(?:não|nunca) (?:o |a |os |as |lhe )?(?:tomei|tomou|tomámos|cheguei a tomar|chegou a tomar|experimentei|experimentou)|pero (?:(?:yo|él|ella) )?(?:no|nunca) (?:lo |la |los |las )?(?:he tomado|ha tomado|tomé|tomó|llegué a tomar|llegó a tomar|he probado|ha probado)|aber (?:(?:ich|er|sie) )?(?:(?:habe|hab|hat) (?:es |ihn |sie |das |ich |er )?)?(?:nicht|nie|kein\p{L}*) (?:\p{L}+ )?(?:genommen|eingenommen))(?![\p{L}])/iu

const WHILE_ON =
  /(?<![\p{L}])(?:while|during|as long as)\s+(?:(?:you(?:'re| are)|he(?:'s| is)|she(?:'s| is))\s+(?:on|taking)\s+)?(?:the\s+|your\s+|his\s+|her\s+)?$|(?<![\p{L}])(?:enquanto|durante)\s+(?:(?:estiver|está)\s+(?:a tomar|com)\s+)?(?:[oa]s?\s+)?$|(?<![\p{L}])(?:mientras|durante)\s+(?:(?:esté|está)\s+(?:tomando|con)\s+)?(?:(?:el|la|los|las)\s+)?$|(?<![\p{L}])(?:während|solange)\s+(?:Sie\s+)?(?:(?:das|den|die|der)\s+)?$/iu

/** One dose held today ('Hoy no tome el Sintrom', 'Hoje não tome', 'Don't take it tonight', 'Heute kein Marcumar'). */
const HELD_TODAY =
  /(?<![\p{L}])(?:hoy no (?:se )?tome|no (?:se )?tome (?:\p{L}+ ){0,2}hoy|no (?:le )?(?:dé|de|tome|dará) (?:\p{L}+ ){0,2}(?:de )?(?:esta noche|hoy)|hoje não (?:tome|toma)|não (?:tome|toma|lhe dê|dê) (?:\p{L}+ ){0,2}(?:de )?(?:hoje|esta noite)|(?:don't|do not) (?:take|give (?:her|him|them)) (?:\p{L}+ ){0,2}(?:today|tonight)|(?:skip|hold|omit) (?:\p{L}+ ){0,2}(?:today|tonight)|heute(?: abend)? (?:kein\p{L}*|nicht))(?![\p{L}])/iu

/** How the patient is getting on with a medicine, asked just before its name ('since we started the sertraline'). */
const GETTING_ON =
  /(?<![\p{L}])(?:how (?:are you|is (?:he|she)) (?:getting on|getting along|doing|managing|finding it) with|since (?:we|you|I) (?:started|began)(?: (?:you|him|her) on)?|desde que (?:começou|comecámos|começámos|iniciou)(?: a tomar)?|desde que (?:empezó|empezamos|comenzó|comenzamos)(?: a tomar| con)?|wie (?:geht es|kommen) (?:ihnen |ihm |ihr |sie |du )?(?:mit|zurecht mit)|wie vertragen sie|como (?:se tem dado|tem corrido|está a correr|se dá) com|qué tal (?:le va |se encuentra )?con|cómo (?:le va|se encuentra) con)\s+(?:(?:the|your|his|her|dem|der|den|o|a|os|as|el|la|los|las)\s+)?$/iu

/** A second amount said after the first ('…, y media el resto de días', '… and half on the other days'). */
const SECOND_AMOUNT =
  /(?:,\s*|\s)(?:y|e|and|und)\s+(?:(?:un|una|um|uma|a|eine?)\s+)?(?:media|medio|meia|meio|half|quarter|cuarto|quarto|viertel|halbe)(?![\p{L}])/iu

/** A limit on how much or how often ('more than ten days a month', 'mais de 3 por dia', 'öfter als', 'más de'). */
const LIMIT =
  /(?<![\p{L}])(?:(?:any |no )?more (?:often |days |than|of it than)|for (?:more|longer) than|mais (?:de|do que|vezes|dias)|por mais de|mehr als|öfter als|häufiger als|länger als|más de|más (?:veces|días) (?:de|que)|durante más de)(?![\p{L}])/iu

function medicationStatus(
  s: SourceSentence,
  text: string,
  drug: Span,
  pack: FactsPack,
  reading: ReadingPack,
): MedicationStatus {
  const clause = clauseSpan(text, drug)
  // A condition said after the drug's clause ('start aspirin …, and a spray to use if you get the pain') leaves
  // the drug named before it a plain prescription.
  // 'If needed', 'si lo necesita', 'bei Bedarf' say how to take it, not whether it is given.
  const condition = s.conditional
    ? reading.condition.exec(
        text.replace(AS_NEEDED, (m) => ' '.repeat(m.length)).replace(ASKS_IF, (m) => ' '.repeat(m.length)),
      )
    : null
  const conditional = !!condition && condition.index < clause.end
  // 'Wie geht es Ihnen mit dem Marcumar?', 'How are you getting on with the warfarin?': asked of a medicine
  // the patient takes.
  if (s.speaker === 'clinician' && s.question && !conditional && GETTING_ON.test(text.slice(0, drug.start)))
    return 'current'
  if (s.speaker === 'other' || (s.speaker === 'clinician' && (s.question || conditional))) return 'discussed'
  if (s.speaker === 'patient' && NOT_TAKEN_AFTER.test(text.slice(drug.end))) return 'discussed'
  // 'Stop the atorvastatin while you're on the clarithromycin': the medicine the stop lasts for goes on.
  if (WHILE_ON.test(text.slice(Math.max(0, drug.start - 40), drug.start))) return 'discussed'
  const words = text.slice(clause.start, clause.end)
  // What the patient names plainly is what they take, unless they tried it before or say they do not; a 'not'
  // of when they take it ('o lorazepam quando não consigo dormir') is how they take it.
  // ('Atorvastatina de 20 à noite e mais nada': nothing else is taken, which denies nothing of this one.)
  // ('I don't take anything regularly apart from the pill': the no is of all else; the pill is taken.)
  const except = EXCEPT_BEFORE.exec(text.slice(clause.start, drug.start))
  const plain = words
    .replace(WHEN_CLAUSE, ' ')
    .replace(NOTHING_ELSE, ' ')
    .slice(except ? except.index + except[0].length : 0)
  const fallback: MedicationStatus =
    s.speaker === 'patient' && !s.question && !reading.negation.test(plain) && !pack.triedBefore.test(words)
      ? 'current'
      : 'discussed'
  const cues = s.speaker === 'patient' ? pack.status.patient : pack.status.clinician
  let before: { status: MedicationStatus; distance: number; start: number } | null = null
  let after: MedicationStatus | null = null
  const found: { status: MedicationStatus; start: number; end: number }[] = []
  for (const [status, cue] of cues) {
    const global = new RegExp(cue.source, `${cue.flags.replace('g', '')}g`)
    for (const m of text.slice(clause.start, clause.end).matchAll(global)) {
      const start = clause.start + m.index
      const end = start + m[0].length
      if (start >= drug.end) after ??= status
      else {
        found.push({ status, start, end })
        const distance = Math.max(0, drug.start - end)
        if (!before || distance < before.distance || (distance === before.distance && start < before.start))
          before = { status, distance, start }
      }
    }
  }
  // 'No deje el alopurinol': a cue inside a longer one that opens before it ('deje el' in 'No deje') is the
  // longer one's.
  const chosen = before
  const wider =
    chosen && found.find((f) => f.start < chosen.start && f.end > chosen.start && f.status !== chosen.status)
  if (wider) before = { status: wider.status, distance: 0, start: wider.start }
  // 'We won't stop the omeprazole', 'Não vamos parar o omeprazol': a stop said with a no keeps the medicine.
  if (before?.status === 'stopped' && NOT_BEFORE.test(text.slice(clause.start, before.start)))
    return 'continued'
  // After the name (as German and Portuguese often say it), the strongest cue of the clause wins.
  if (before || after) {
    const status = before?.status ?? after!
    // 'Não tome o ibuprofeno mais de dez dias por mês': a limit on how it is taken, no stop.
    if (status === 'avoided' && LIMIT.test(text.slice(drug.end, clause.end))) return 'discussed'
    // 'Hoy no tome Sintrom', 'Skip tonight's dose': one dose held, no stop.
    if (status === 'avoided' && HELD_TODAY.test(text)) return 'discussed'
    // 'Podíamos juntar finasterida mais tarde', 'we could add a statin later': an option, not a prescription.
    return status === 'started' && s.speaker === 'clinician' && OPTION_LATER.test(words)
      ? 'discussed'
      : status
  }
  // An item of a list the clinician gives ('start aspirin …, atorvastatin eighty milligrams at night'): the cue
  // that opened the list.
  const item = /^\s*(?:(?:and|e|y|und|also|plus)\s+)?(?:(?:the|o|a|os|as|el|la|los|las|das|den|die)\s+)?$/iu
  if (s.speaker === 'clinician' && item.test(text.slice(clause.start, drug.start)) && clause.start > 0) {
    const previous = text.slice(0, clause.start - 1)
    const opened = medicationCueBefore(previous, cues)
    if (opened) return opened
  }
  // The last item joined by 'and' ('medicada com apixabano…, bisoprolol 2,5 mg e furosemida 40 mg'): the same.
  const joined = /\s(?:and|e|y|und)\s+(?:(?:the|o|a|os|as|el|la|los|las|das|den|die)\s+)?$/iu
  if (s.speaker === 'clinician' && joined.test(text.slice(clause.start, drug.start))) {
    const opened = medicationCueBefore(text.slice(0, drug.start), cues)
    if (opened) return opened
  }
  return fallback
}

/** What a thing is for ('a cream for eczema', 'um creme para', 'un jarabe contra', 'ein Mittel gegen'). */
const TREATS = /\s(?:for|para|contra|against|gegen|für)\s/iu

/** A question what the patient tried or took for the complaint, in the past ('¿Qué ha tomado?', 'What have you tried?'). */
const TRIED_QUESTION =
  /(?<![\p{L}])(?:what (?:have|did) you (?:tried|try|taken|take|used|use)|have you (?:tried|taken) anything|did you take anything|o que (?:é que )?(?:já )?(?:tomou|experimentou|fez para)|(?:já )?tomou alguma coisa|qu[eé] (?:ha|has) (?:tomado|probado)|qu[eé] tom[oó]|(?:ha|has) tomado algo|tom[oó] algo|was haben sie (?:schon |bisher )?(?:genommen|eingenommen|probiert|versucht)|haben sie (?:schon )?etwas (?:genommen|eingenommen)|(?:has|have|did) (?:she|he|they|you) (?:had|taken|given (?:her|him|them)) anything|did you give (?:her|him|them) anything|(?:já )?(?:lhe )?deu(?:-lhe)? alguma coisa|(?:ya )?(?:le|les) (?:ha|has) dado algo|(?:hat|haben) (?:sie|er|es) (?:schon )?etwas (?:gegen [\p{L} ]{1,30} )?(?:bekommen|genommen|eingenommen)|haben sie (?:ihr|ihm) (?:schon )?etwas (?:gegen [\p{L} ]{1,30} )?gegeben)(?![\p{L}])/iu

/** Whether a course of treatment was finished ('Did you finish the antibiotics?', 'bis zum Ende genommen?'). */
const COURSE_FINISHED =
  /(?<![\p{L}])(?:(?:finish|finished|complete|completed)(?: (?:the|your|all the|all of the|the whole))?(?: course)?|(?:terminou|acabou|fez) (?:o|a|os|as|todo o|toda a)|tomou (?:tudo|até ao fim)|(?:terminó|acabó|completó) (?:el|la|los|las|todo)|(?:se )?tomó (?:todo|hasta el final)|bis zum (?:Ende|Schluss)|zu Ende (?:genommen|gemacht)|(?:komplett|vollständig|ganz) (?:genommen|eingenommen|aufgebraucht))(?![\p{L}])/iu

/** A treatment asked for or to be talked about, not taken yet ('I'd like to start', 'queria começar', 'sprechen über'). */
const WANTS_TO_START: Record<Language, RegExp> = {
  en: /(?<![\p{L}'])(?:(?:i'd|i would|i|we'd|we) (?:like|want|wanted|hope|was hoping|am hoping) to (?:start|try|go on|begin|get)|thinking (?:about|of) (?:starting|trying|going on)|(?:wanted|want|would like|'d like) to talk about)(?![\p{L}])/iu,
  pt: /(?<![\p{L}])(?:(?:queria|quero|gostava de|gostaria de|pensava em|estou a pensar em) (?:começar|iniciar|experimentar|tomar|fazer)|(?:queria|queriam|quer|quero) falar (?:sobre|d[aeo]s?))(?![\p{L}])/iu,
  es: /(?<![\p{L}])(?:(?:quiero|querría|quería|me gustaría|quisiera|estoy pensando en|pensaba) (?:empezar|iniciar|probar|tomar)|(?:quería|querías|quiere|quieres|quiero) hablar (?:de|sobre))(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:(?:möchte|würde gerne?|will|wollte)(?: gerne?)? (?:[\p{L}-]+ ){0,4}(?:anfangen|beginnen|ausprobieren)|(?:möchten|wollten|wollen|möchte|wollte) (?:[\p{L}-]+ ){0,2}über (?:[\p{L}-]+ ){1,3}(?:sprechen|reden))(?![\p{L}])/iu,
}

/** A sentence that opens with 'and' before the drug it names ('Und Bisoprolol …', 'And the omeprazole'). */
const GOES_ON =
  /^\s*(?:and|also|plus|e|também|y|también|und|dazu|außerdem)\s+(?:(?:the|o|a|el|la|das|den|die)\s+)?$/iu

/** Taking a drug as needed, said with a condition word. */
const AS_NEEDED =
  /(?<![\p{L}])(?:if (?:you )?(?:need(?:ed)?(?: it)?|necessary|required)|si (?:lo |la )?(?:necesita|necesitas|precisa|es necesario|hace falta)|se (?:for )?(?:necess[aá]rio|precisar)|wenn (?:nötig|notwendig|erforderlich)|falls (?:nötig|notwendig|erforderlich))(?![\p{L}])/giu

/** The cue nearest the end of a text, among a speaker's cues. */
function medicationCueBefore(
  text: string,
  cues: [Exclude<MedicationStatus, 'discussed'>, RegExp][],
): MedicationStatus | null {
  let best: { status: MedicationStatus; at: number } | null = null
  for (const [status, cue] of cues)
    for (const m of text.matchAll(new RegExp(cue.source, `${cue.flags.replace('g', '')}g`)))
      if (!best || m.index > best.at) best = { status, at: m.index }
  return best?.status ?? null
}

/** Whether the clinician says what to do with a drug named beside an allergy ('Amoxicillin geben wir wegen der Allergie nicht'). */
function findsStatus(text: string, drug: Span, pack: FactsPack, s: SourceSentence): boolean {
  if (s.speaker !== 'clinician') return false
  const clause = clauseAround(text, drug)
  return pack.status.clinician.some(([, cue]) => cue.test(clause))
}

/** The clause of a sentence a span lies in, as a range: between commas, semicolons and 'but'. */
function clauseSpan(text: string, span: Span): Span {
  // A decimal comma ('2,5 mg') ends no clause.
  const plain = text.replace(/(?<=\d),(?=\d)/g, '.')
  const before = plain.slice(0, span.start)
  const after = plain.slice(span.end)
  const butBefore = before.search(/\s(?:but|mas|aber|pero)\s(?!.*\s(?:but|mas|aber|pero)\s)/iu)
  const startCut = Math.max(before.lastIndexOf(','), before.lastIndexOf(';'), butBefore)
  const endCut = after.search(/[,;]|\s(?:but|mas|aber|pero)\s/iu)
  return { start: startCut < 0 ? 0 : startCut + 1, end: endCut < 0 ? text.length : span.end + endCut }
}

/**
 * Advice on a condition: what to do ('go to the emergency department', 'call us') said outside the condition
 * itself ('if those tests come back fine' is a condition, not advice).
 */
function safetyNet(text: string, reading: ReadingPack, pack: FactsPack): boolean {
  const condition = reading.condition.exec(text)
  if (!condition) return false
  const comma = text.indexOf(',', condition.index)
  const conditionEnd = comma < 0 ? text.length : comma
  const actions = new RegExp(pack.safetyAction.source, `${pack.safetyAction.flags.replace('g', '')}g`)
  return [...text.matchAll(actions)].some((a) => a.index < condition.index || a.index > conditionEnd)
}

const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end

/**
 * A test ordered before, named by its value ('El PSA que le pedimos es de 2,8', 'the A1c we ordered came back at
 * 7.1', 'Das TSH, das wir bestimmt haben, ist 2,1'): a result, not an order.
 */
const ORDERED_BEFORE =
  /(?<![\p{L}])(?:(?:que|a que|o que|la que|el que) (?:le |lhe |te |se |o |a |lo |la )?(?:pedimos|pedí|pedi|pediu|pidió|mandamos|mandei|mandé|hicimos|fizemos|fiz|hice|solicitamos|solicité)|(?:that |which )?(?:we|i) (?:ordered|requested|sent off|did|checked|drew)|(?:die|das|den|der) (?:wir|ich) (?:veranlasst|angefordert|gemacht|bestimmt|abgenommen) (?:haben|habe))(?![\p{L}])[^.;]*?(?<![\p{L}])(?:es|está|era|fue|salió|salieron|é|foi|deu|veio|is|was|were|came back|showed|ist|war|sind|waren|zeigt|zeigte)(?![\p{L}])[^.;,\d]{0,20}\d/iu

/** Hedges before what they hedge ('probably', 'provavelmente', 'probablemente', 'wahrscheinlich'). */
const HEDGES =
  /^(?:(?:probably|likely|most likely|very likely|possibly|provavelmente|muito provavelmente|possivelmente|probablemente|muy probablemente|posiblemente|wahrscheinlich|sehr wahrscheinlich|höchstwahrscheinlich|vermutlich|wohl|möglicherweise)\s+)+/iu

/** A complaint put down to what follows ('the cough is from the lisinopril'): group 1 the complaint, 2 the cause. */
/** Where the clause of a cause starts: the sentence, a comma, or a joining word ('so', 'que', 'dass'). */
const CAUSE_CLAUSE = String.raw`(?:^|[,;]\s+|(?<![\p{L}])(?:so|and|but|then|that|think|e|mas|então|que|y|pero|entonces|und|aber|also|dass)\s+)`
const DRUG_CAUSE: Record<Language, RegExp> = {
  en: new RegExp(
    String.raw`${CAUSE_CLAUSE}(?:the|this|these|those|your|his|her) ([\p{L}-]+(?: [\p{L}-]+)?) (?:is|are|was|were|could be|might be|may be) (?:probably |likely |most likely |all )?(?:from|due to|caused by|because of|a side effect of|related to) (.+)`,
    'iu',
  ),
  pt: new RegExp(
    String.raw`${CAUSE_CLAUSE}(?:a|o|as|os|esta|este|estas|estes) ([\p{L}-]+(?: [\p{L}-]+)?) (?:(?:provavelmente|certamente) )?(?:é|são|seja|sejam|deve ser|devem ser|foi) (?:provavelmente |certamente )?(?:por causa d(?=[oa])|devid[oa]s? (?=a[os]?\s|à)|causad[oa]s? (?=pel)|um efeito (?=d[oa]))?(?:d[oa]s?|pel[oa]s?|a[os]?|à) (.+)`,
    'iu',
  ),
  es: new RegExp(
    String.raw`${CAUSE_CLAUSE}(?:la|el|las|los|esta|este|estas|estos) ([\p{L}-]+(?: [\p{L}-]+)?) (?:(?:probablemente|seguramente) )?(?:es|son|sea|sean|debe ser|será|fue) (?:probablemente |seguramente )?(?:debid[oa]s? |causad[oa]s? |a causa |un efecto (?:secundario )?)?(?:por|del?|al?) (.+)`,
    'iu',
  ),
  de: new RegExp(
    String.raw`${CAUSE_CLAUSE}(?:der|die|das) ([\p{L}-]+) (?:kommt|kommen|ist|sind) (?:wahrscheinlich |wohl |vermutlich |am ehesten )?(?:vom|von|durch|eine nebenwirkung (?:vom|von|des)) (.+)`,
    'iu',
  ),
}
/** A value moved by what follows ('your INR went up because of the clarithromycin', 'o INR subiu por causa da…'). */
const DRUG_MOVED: Record<Language, RegExp> = {
  en: /(?<![\p{L}])(?<article>the|your|his|her) (?<what>[\p{L}\d-]+) (?<how>went up|has gone up|rose|has risen|is up|went down|has gone down|dropped|fell|is down) (?:probably |most likely )?(?:because of|due to|from) (?<cause>.+)/iu,
  pt: /(?<![\p{L}])(?<article>o|a) (?<what>[\p{L}\d-]+) (?<how>subiu|aumentou|baixou|desceu|diminuiu) (?:provavelmente )?(?:por causa d(?=[oa])|devido (?=a)|(?=pel[oa]))(?<cause>.+)/iu,
  es: /(?<![\p{L}])(?<article>el|la) (?<what>[\p{L}\d-]+) (?:ha )?(?<how>subido|subió|aumentado|aumentó|bajado|bajó|disminuido|disminuyó) (?:probablemente )?(?:por|debido a|a causa de) (?<cause>.+)/iu,
  de: /(?<![\p{L}])(?<article>der|die|das) (?<what>[\p{L}\d-]+) ist (?:wahrscheinlich |wohl )?(?:wegen|durch) (?<cause>(?:des|der|dem|das|den) \p{L}+?)s? (?<how>gestiegen|angestiegen|gesunken|abgefallen)/iu,
}
/** A level said after a salt's name ('el potasio bajo', 'o sódio baixo', 'potassium low'): the value, not the medicine. */
const LEVEL_AFTER =
  /^\s+(?:baj[oa]|alt[oa]|baix[oa]|elevad[oa]|low|high|niedrig|erniedrigt|erhöht|hoch)(?![\p{L}])/iu

/** What may stand before the medicine a cause names: an article, or a preposition joined with one. */
const CAUSE_ARTICLE =
  /^(?:(?:the|your|his|her|o|a|os|as|el|la|los|las|das|dem|den|der|die|des|pelo|pela|do|da)\s+)?$/iu
/** A value that went up ('went up', 'subiu', 'ha subido', 'ist gestiegen'), not down. */
const RISEN =
  /^(?:went up|has gone up|rose|has risen|is up|subiu|aumentou|subido|subió|aumentado|aumentó|gestiegen|angestiegen)$/iu
const DUE_TO: Record<Language, string> = { en: 'due to', pt: 'devido a', es: 'por', de: 'durch' }
const HEDGED_CAUSE =
  /(?<![\p{L}])(?:probabl\p{L}*|likely|provavelmente|provável|wahrscheinlich|vermutlich|wohl|am ehesten|seguramente|think|believe|suspect|acho|creio|creo|glaube|denke|parece|seems)(?![\p{L}])/iu
/** A cause said as a possibility ('could be from', 'podem ser da', 'pueden ser por', 'könnte vom … kommen'). */
const POSSIBLE_CAUSE =
  /(?<![\p{L}])(?:could|might|may|possibly|pode|podem|poderá|poderia|possivelmente|puede|pueden|podría|posiblemente|kann|können|könnte|möglicherweise)(?![\p{L}])/iu

/** A question for the dose of a medicine named before ('What dose are you on?', 'Que dose toma?', '¿Qué dosis toma?', 'Welche Dosis nehmen Sie?'). */
const DOSE_QUESTION: Record<Language, RegExp> = {
  en: /(?<![\p{L}])(?:what|which) dose|how much (?:are you|do you) tak(?:e|ing)(?![\p{L}])/iu,
  pt: /(?<![\p{L}])(?:que|qual (?:é )?a) dose|quanto (?:é que )?toma(?![\p{L}])/iu,
  es: /(?<![\p{L}])(?:qué|cuál es la) dosis|cuánto (?:toma|se toma)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:welche|wie viel) (?:dosis|milligramm)|wie viel nehmen sie(?![\p{L}])/iu,
}

/** 'I take', 'tomo', 'nehme' before the amount of a medicine already named ('Ich nehme 1000 morgens und abends'). */
const TAKES_AMOUNT: Record<Language, RegExp> = {
  en: /^(?:(?:yes|yeah|fine|good|okay),?\s+)?I(?:'m| am)? (?:take|taking|still take|still taking) (?=\d)/iu,
  pt: /^(?:(?:sim|bem|tudo bem),?\s+)?(?:eu )?(?:tomo|estou a tomar|continuo a tomar) (?=\d)/iu,
  es: /^(?:(?:sí|bien|muy bien),?\s+)?(?:yo )?(?:tomo|me tomo|estoy tomando|sigo tomando) (?=\d)/iu,
  de: /^(?:(?:ja|gut|gut so),?\s+)?(?:ich nehme|nehme ich) (?:(?:immer|weiterhin|jetzt) )?(?=\d)/iu,
}

/** The state of a condition said without naming it ('Está bien controlada.', 'It's well controlled.'). */
const STATE_ALONE: Record<Language, RegExp> = {
  pt: /^(?:está|parece|continua|mantém-se) (?:agora |muito )?(bem controlad[oa]|controlad[oa]|estável|compensad[oa]|descompensad[oa]|mal controlad[oa])(?![\p{L}])/iu,
  es: /^(?:está|parece|sigue) (?:ahora |muy )?(bien controlad[oa]|controlad[oa]|estable|compensad[oa]|descompensad[oa]|mal controlad[oa])(?![\p{L}])/iu,
  en: /^(?:it's|it is|it seems|it looks) (?:now |very )?(well controlled|under control|stable|poorly controlled|not well controlled)(?![\p{L}])/iu,
  de: /^(?:sie|er|es) ist (?:jetzt )?(gut eingestellt|stabil|unter kontrolle|gut kontrolliert|nicht gut eingestellt)(?![\p{L}])/iu,
}

/**
 * The patient asking what they have ('What do I have?', 'O que é que eu tenho?', '¿Qué tengo?', 'Was habe ich denn?',
 * 'What is it called?'): the clinician's bare answer naming a condition is the impression.
 */
const ASKS_DIAGNOSIS: Record<Language, RegExp> = {
  en: /(?<![\p{L}])(?:what (?:do|does) (?:i|he|she|they) have(?! to)|what(?:'ve| have| has|'s) (?:i|he|she|they) got(?! to)|what(?:'s| is) wrong with (?:me|him|her|them)|what(?:'s| is| was) (?:it|this|that) called|what(?:'s| is) the name (?:of|for) (?:it|this|that|what i have)|my (?:condition|diagnosis|disease|illness)[^.?!]*(?:is|'s) called)(?![\p{L}])/iu,
  pt: /(?<![\p{L}])(?:o que (?:é que )?(?:eu )?tenho(?! (?:de|que|a) )|o que (?:é que )?(?:ele|ela) tem(?! (?:de|que|a) )|o que (?:é que )?se passa comigo|como se chama (?:isto|isso|o que (?:eu )?tenho|a minha doença)|qual é o nome d(?:isto|isso|a minha doença|o que (?:eu )?tenho)|a minha doença[^.?!]*chama-se)(?![\p{L}])/iu,
  es: /(?<![\p{L}])(?:qué (?:es lo que )?(?:tengo|tiene|tienes)(?! que )|qué me pasa|qué le pasa|cómo se llama (?:esto|eso|lo que tengo|mi enfermedad)|mi enfermedad[^.?!]*se llama)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:was (?:habe ich|hat (?:er|sie))(?: denn| eigentlich| genau| nun)*\s*(?:[?.!,]|$)|was fehlt (?:mir|ihm|ihr)|wie heißt (?:das|es|die krankheit|meine krankheit)|meine (?:krankheit|erkrankung)[^.?!]*heißt)/iu,
}

/** A verb that tells a name ('Chama-se…', 'Se llama…', 'Das nennt man…'): read by the impressions, never bare. */
const NAMING_VERB =
  /(?<![\p{L}])(?:called|known as|chama-se|se chama|se llama|llamamos|heißt|nennt|nennen)(?![\p{L}])/iu

/** A word of doubt: an answer said with it is no bare diagnosis ('Maybe a sinusitis', 'Talvez', 'Vielleicht'). */
const UNSURE =
  /(?<![\p{L}])(?:maybe|might|could|possibly|perhaps|probably|likely|think|guess|suspect|sure|talvez|pode|poderá|possivelmente|provavelmente|acho|penso|se calhar|parece|quizás?|tal vez|puede|podría|posiblemente|probablemente|creo|a lo mejor|vielleicht|möglicherweise|wahrscheinlich|vermutlich|könnte|glaube|denke|wohl|eventuell)(?![\p{L}])/iu

/**
 * A complaint whose cause the clinician says was not found ('We were not able to find the cause of your pain',
 * 'Não conseguimos encontrar a causa da sua dor', 'No hemos encontrado la causa de su dolor', 'Wir haben keine
 * Ursache für Ihre Schmerzen gefunden'): group 1 the complaint, written as of unclear cause.
 */
const CAUSE_NOT_FOUND: Record<Language, RegExp[]> = {
  en: [
    /(?<![\p{L}])(?:(?:not|never) (?:been )?able to|unable to|(?:could|can|did|have|has|had|were|was)(?:n't| not) (?:yet )?(?:been able to )?)\s*(?:find|found|identify|identified|determine|determined|pin down|figure out|work out) (?:the|a|any) (?:clear |specific |underlying |obvious )?(?:cause|reason|source) (?:of|for) (?:your|the|his|her|this|these|those) ([^,.;!?]+)/iu,
    /(?<![\p{L}])(?:(?:don't|do not) (?:yet )?know(?: yet)?|(?:aren't|are not|am not|i'm not|we're not|not) (?:yet )?sure) what(?:'s| is) causing (?:your|the|his|her|this|these|those) ([^,.;!?]+)/iu,
  ],
  pt: [
    /(?<![\p{L}])(?:não|ainda não) (?:conseguimos|consegui|foi possível|encontrámos|encontramos|encontrei|descobrimos|se encontrou)(?: ainda)?(?: (?:encontrar|descobrir|identificar|perceber|determinar))? (?:a|uma|nenhuma) causa (?:para|d[aoe]s?)(?: (?:a|o|as|os))?(?: (?:sua|seu|suas|seus))? ([^,.;!?]+)/iu,
    /(?<![\p{L}])(?:não|ainda não) (?:sabemos|sei|percebemos)(?: ainda)? o que (?:é que )?(?:está a |anda a )?(?:causar|provocar) (?:a |o |as |os )?(?:sua |seu |suas |seus )?([^,.;!?]+)/iu,
  ],
  es: [
    /(?<![\p{L}])no (?:hemos podido|he podido|pudimos|pude|hemos|he|encontramos|encontré)(?: todavía| aún)?(?: (?:encontrar|encontrado|identificar|identificado|determinar|determinado|averiguar|averiguado))? (?:la|una|ninguna) causa (?:del|de|para)(?: (?:la|el|las|los))?(?: (?:su|sus|tu|tus))? ([^,.;!?]+)/iu,
    /(?<![\p{L}])no (?:sabemos|sé)(?: todavía| aún)? qué (?:le |te )?(?:está causando|causa|provoca) (?:el |la |los |las )?(?:su |sus |tu |tus )?([^,.;!?]+)/iu,
  ],
  de: [
    /(?<![\p{L}])(?:keine|nicht die) (?:klare |eindeutige )?ursache (?:für|der|des)(?: (?:ihre|ihren|ihrer|ihres|seine|seinen|seiner|die|den|der|das))? ([^,.;!?]+?) (?:gefunden|finden|feststellen|festgestellt|entdeckt|entdecken)(?![\p{L}])/iu,
    /(?<![\p{L}])die ursache (?:ihrer|ihres|seiner|seines|der|des) ([^,.;!?]+?) (?:(?:noch|bisher|leider) )*(?:nicht (?:gefunden|finden|feststellen|festgestellt|klären|geklärt)|(?:ist|bleibt) (?:(?:noch|bisher|leider) )*unklar)(?![\p{L}])/iu,
  ],
}

/** Where the complaint of a cause not found ends ('your pain right now', 'a sua dor até agora'). */
const COMPLAINT_END: Record<Language, RegExp> = {
  en: /\s+(?:in|on|at|with|from|after|despite|since|right|yet|so|but|and|or|now|today|just|though)(?![\p{L}]).*$/iu,
  pt: /\s+(?:em|no|na|nos|nas|com|desde|depois|ainda|mas|e|ou|por|até|hoje|agora|já)(?![\p{L}]).*$/iu,
  es: /\s+(?:en|con|desde|después|todavía|aún|pero|y|o|por|hasta|hoy|ahora|ya)(?![\p{L}]).*$/iu,
  de: /\s+(?:noch|bisher|leider|jetzt|heute|und|oder)(?![\p{L}]).*$/iu,
}

/** How a note writes a complaint of unclear cause. */
const OF_UNCLEAR_CAUSE: Record<Language, (complaint: string) => string> = {
  en: (c) => `${c.charAt(0).toUpperCase()}${c.slice(1)} of unclear cause`,
  pt: (c) => `${c.charAt(0).toUpperCase()}${c.slice(1)} de causa não esclarecida`,
  es: (c) => `${c.charAt(0).toUpperCase()}${c.slice(1)} de causa no aclarada`,
  de: (c) => `${c.charAt(0).toUpperCase()}${c.slice(1)} unklarer Ursache`,
}

/**
 * Conditions the clinician adds to the patient's diagnoses ('We have now added hyperglycemia and sleep apnea',
 * 'Acrescentámos a apneia do sono', 'Hemos añadido la apnea del sueño', 'Wir haben die Schlafapnoe ergänzt'), when
 * the diagnoses or the problem list are spoken of (`DIAGNOSES_SPOKEN`): group 1 the conditions.
 */
const DIAGNOSES_ADDED: Record<Language, RegExp> = {
  en: /(?<![\p{L}])(?:we|i)(?:'ve|'ll| have| will)?(?: (?:now|also|just|have|will))* (?:added|add|included|include|put down) (?:(?:now|also) )?(.+)/iu,
  pt: /(?<![\p{L}])(?:(?:acrescent|adicion|junt)(?:ei|ámos|amos)|inclu(?:í|ímos|imos)|(?:vou|vamos) (?:acrescentar|adicionar|juntar|incluir))(?: (?:também|agora|ainda))* (.+)/iu,
  es: /(?<![\p{L}])(?:(?:he|hemos) (?:añadido|agregado|incluido)|añad(?:í|imos)|agreg(?:ué|amos)|inclu(?:í|imos)|(?:voy|vamos) a (?:añadir|agregar|incluir))(?: (?:también|ahora|además))* (.+)/iu,
  de: /(?<![\p{L}])(?:ich habe|wir haben) (?:(?:jetzt|nun|auch|noch) )*(.+?) (?:(?:zu den|in die|bei den) (?:diagnosen|problemliste) )?(?:hinzugefügt|ergänzt|aufgenommen|dazugenommen)(?![\p{L}])/iu,
}
const DIAGNOSES_SPOKEN =
  /(?<![\p{L}])(?:diagnos\p{L}*|diagnós\p{L}*|problem list|list of problems|lista de problemas|problemliste)(?![\p{L}])/iu
/** Where the conditions added end: the list they go into ('to your diagnoses', 'ao diagnóstico', 'a su lista'). */
const ADDED_TO =
  /\s+(?:to|into|on|in|as|ao|aos|à|às|na|no|nos|nas|como|al|a la|a los|a las|a su|a sus|en|zu|in die)\s+(?:(?:your|the|his|her|seu|seus|sua|suas|o|a|os|as|su|sus|la|el|los|las|ihre|die|den)\s+)?(?:diagnos\p{L}*|diagnós\p{L}*|problem list|list|lista|problemliste)(?![\p{L}]).*$/iu

/** What says a medicine is taken as well, before it in an answer ('…, and the atorvastatin', 'e também a'). */
/** The patient stopping a medicine named before, by a pronoun ('I stopped it', 'deixei de a pôr', 'las dejé',
 * 'ich habe sie heute Morgen weggelassen'). */
const STOPPED_BY_PRONOUN: Record<Language, RegExp> = {
  en: /(?<![\p{L}])(?:stopped|quit|came off|gave up)(?: (?:taking|using))? (?:it|them)(?![\p{L}])/iu,
  pt: /(?<![\p{L}])(?:deixei|parei|larguei)(?:-(?:o|a|os|as)(?![\p{L}])| de (?:o |a |os |as )?(?:tomar|usar|pôr|aplicar)(?:-(?:o|a|os|as))?(?![\p{L}]))/iu,
  es: /(?<![\p{L}])(?:(?:lo|la|los|las) (?:dejé|he dejado|suspendí)|dejé de (?:tomar|usar|poner|aplicar)(?:me)?(?:lo|la|los|las))(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:habe|hab) (?:ich )?(?:es|sie|ihn|die|das|den)(?: [\p{L}-]+){0,3} (?:abgesetzt|weggelassen)(?![\p{L}])/iu,
}
const ALSO_TAKEN =
  /(?<![\p{L}])(?:and|plus|also|e|também|y|también|además|und|auch|außerdem)\s+(?:(?:also|também|también|auch|noch)\s+)?(?:(?:the|my|o|a|os|as|el|la|los|las|mi|das|die|der|den|mein\p{L}*)\s+)?$/iu

/** Reads what the consultation established. See types.ts for each fact. */
export function readConsultation(
  transcript: string,
  inputs: ConsultationInput[],
  language: Language,
): Consultation {
  const reading = READING[language]
  const pack = FACTS[language]
  const turns = parseTurns(transcript, reading)
  const sentences = splitSentences(turns, reading, language)
  // An unpunctuated question is known by its answer: 'any other symptoms like a cough' — 'no'.
  sentences.forEach((s, k) => {
    const next = sentences[k + 1]
    if (s.speaker !== 'clinician' || s.question || !s.lastOfTurn || next?.speaker !== 'patient') return
    const answer = transcript.slice(next.start, next.end).trim()
    // ('O que o senhor tem é uma hipercolesterolemia.' 'Tenho de tomar comprimidos?': a question back answers nothing.)
    if (
      !answer.endsWith('?') &&
      (pack.yes.test(answer) || pack.no.test(answer)) &&
      answer.split(/\s+/).length <= 8 &&
      pack.asking.test(s.text)
    )
      s.question = true
  })
  const facts: Fact[] = []
  const at = (s: SourceSentence, start: number, end: number): Span => ({
    start: s.start + start,
    end: s.start + end,
  })
  const said = (s: SourceSentence) => transcript.slice(s.start, s.end)
  const answerTo = (k: number) => {
    const q = sentences[k]!
    if (!q.question || !q.lastOfTurn) return null
    const next = sentences[k + 1]
    return next && next.speaker === 'patient' && next.turn !== q.turn ? next : null
  }

  // Allergies, wherever in the consultation they are said or answered.
  const allergies = readAllergies(transcript, sentences, language, reading, pack)
  facts.push(...allergies.facts)
  sentences.forEach((s, k) => {
    const text = said(s)
    const base = { sentence: s.index, speaker: s.speaker }

    // ('Gegen die Allergie im Frühjahr nehme ich Cetirizin': a medicine taken for an allergy names no allergen.)
    const allergyHere = pack.allergy.test(text) && !FOR_ALLERGY.test(text)
    const allergens: Span[] = allergies.facts
      .filter((f) => f.sentence === s.index && f.agent)
      .map((f) => ({ start: f.span.start - s.start, end: f.span.end - s.start }))

    // Medications, each with what the consultation did with it.
    const mentioned = findMedications(text, language)
    // 'Enalapril, no, perdón, losartán de 50': a medicine taken back is no medicine; when what replaces it is not
    // certain, none of the sentence's is.
    const meant = mentioned.length ? selfCorrected(text, language) : text
    const meantMedications = meant && meant !== text ? findMedications(meant, language) : null
    for (const m of mentioned) {
      if (
        meant === null ||
        (meantMedications && !meantMedications.some((o) => o.key === m.key)) ||
        // ('Loratadina diez miligramos al día, por la alergia al polen': the medicine taken for the allergy is one.)
        (allergies.answers.has(s.index) && s.speaker !== 'clinician' && !FOR_ALLERGY.test(text)) ||
        allergens.some((a) => overlaps(a, m)) ||
        // 'My wife takes warfarin': a relative's medicine is not the patient's.
        (s.speaker === 'patient' && !s.carer && saidOfRelative(text, m.start, language)) ||
        // A drug named in a question about an allergy ('you're allergic to Augmentin, right?') is no medicine.
        (s.question && pack.allergy.test(clauseAround(text, m))) ||
        (allergyHere &&
          !allergens.length &&
          !s.question &&
          !findsStatus(text, m, pack, s) &&
          pack.allergy.test(clauseAround(text, m))) ||
        measuredNotTaken(text, m)
      )
        continue
      let status = medicationStatus(s, text, m, pack, reading)
      // '¿Qué ha tomado?' 'Ibuprofeno 600 cada ocho horas durante una semana': what the patient tried for this,
      // not what they take, unless they say they take it now.
      const asked = sentences[k - 1]
      const askedBefore = asked?.speaker === 'clinician' && asked.question && asked.turn !== s.turn
      if (
        status === 'current' &&
        s.speaker === 'patient' &&
        askedBefore &&
        TRIED_QUESTION.test(said(asked)) &&
        !pack.status.patient.some(([cue, pattern]) => cue === 'current' && pattern.test(text))
      )
        status = 'discussed'
      // 'I'd like to start the pill', 'Queria começar a pílula', 'Ich möchte mit der Pille anfangen': what the
      // patient asks for is not taken yet.
      if (status === 'current' && s.speaker === 'patient' && WANTS_TO_START[language].test(text))
        status = 'discussed'
      // 'Haben Sie das Antibiotikum bis zum Ende genommen?' 'Ja, alle sieben Tage, das Amoxicillin.': a course
      // finished is no medicine taken now.
      if (
        status === 'current' &&
        s.speaker !== 'clinician' &&
        askedBefore &&
        COURSE_FINISHED.test(said(asked))
      )
        status = 'discussed'
      // 'Deram-me alopurinol, mas deixei de o tomar', 'I was given it, but I stopped it last year': the one drug
      // of a patient's sentence is stopped when a later clause stops it.
      if (status === 'current' && s.speaker === 'patient' && mentioned.length === 1) {
        const later = text.slice(clauseSpan(text, m).end)
        if (pack.status.patient.some(([cue, pattern]) => cue === 'stopped' && pattern.test(later)))
          status = 'stopped'
        // ('Aciclovir-Creme, aber die hilft nicht. Ich habe sie heute Morgen weggelassen.': or when the next
        // sentence of the turn, naming no medicine, stops it by a pronoun.)
        const next = sentences[k + 1]
        if (
          next?.turn === s.turn &&
          STOPPED_BY_PRONOUN[language].test(said(next)) &&
          !findMedications(said(next), language).length
        )
          status = 'stopped'
      }
      // 'Vamos trocar a hidroclorotiazida por losartan': the medicine replaced is stopped today, when another is
      // named after the switch ('change the lisinopril to 20 mg' changes a dose).
      if (s.speaker === 'clinician' && !s.question && !s.conditional && !s.negated) {
        const away = pack.switchFrom.exec(text)
        const end = away ? away.index + away[0].length : 0
        if (
          away &&
          m.start >= away.index &&
          m.end <= end &&
          mentioned.some((o) => o.start >= end && o.key !== m.key)
        )
          status = 'stopped'
      }
      // 'Ich setze Ihnen Apixaban an … Und Bisoprolol zwei Komma fünf Milligramm morgens': a sentence that goes
      // on with 'and' and a drug, with no cue of its own, goes on with the clinician's last prescription.
      const previous = facts.at(-1)
      if (
        status === 'discussed' &&
        s.speaker === 'clinician' &&
        !s.question &&
        !s.conditional &&
        GOES_ON.test(text.slice(0, m.start)) &&
        previous?.kind === 'medication' &&
        previous.speaker === 'clinician' &&
        previous.status === 'started' &&
        sentences[previous.sentence]?.turn === s.turn &&
        previous.sentence === k - 1
      )
        status = 'started'
      let { dose, frequency } = m
      // ('Keep taking the ramipril, but at half the dose, so 2.5 mg instead of five': kept, at a dose that is
      // not the one taken until today.)
      if (status === 'continued' && NEW_DOSE.test(text)) {
        dose = undefined
        frequency = undefined
      }
      // ('Lisinopril 10, sorry, 20 milligrams': the dose as corrected.)
      const corrected = meantMedications?.find((o) => o.key === m.key)
      if (corrected) ({ dose, frequency } = corrected)
      if (s.question && s.speaker === 'clinician') {
        const answer = answerTo(k)
        // 'And the atorvastatin?' 'Forty milligrams at night.': a strength answered to a question naming one
        // drug is that drug taken now.
        // ('Como toma a levotiroxina?' 'A de 75, de manhã…': the strength said after its article.)
        const reply = answer
          ? said(answer)
              .trim()
              .replace(pack.filler, '')
              .replace(
                /^(?:(?:a|o|la|el|the|die|der|das)\s+)?(?:de\s+)?(?=\d|\p{L}+\s+(?:mg|mcg|milligrams?|miligramas?|miligramos?|milligramm|microgramas?|microgramos?|micrograms?|mikrogramm)(?![\p{L}]))/iu,
                '',
              )
          : ''
        const strength =
          answer &&
          mentioned.length === 1 &&
          !pack.no.test(reply) &&
          readNumbers(reply, language)[0]?.start === 0
            ? findMedications(`${m.name} ${reply}`, language)[0]
            : undefined
        // Another medicine named after the dose ('50 microgramos por la mañana, con el café y el calcio') is
        // what it is taken with, not the answer.
        const doseEnd = readNumbers(reply, language)[0]?.end ?? 0
        // 'Five milligrams on Mondays and Fridays, and three milligrams the other days': no one dose is the dose.
        const strengths = new Set(
          [...normaliseNumbers(reply, language).matchAll(STRENGTH)].map((x) => x[0].replace(/\s+/g, '')),
        )
        // ('A de 75': the strength by its article, as Portuguese and Spanish name a tablet's.)
        const byArticle = !!answer && /^(?:a|o|la|el)\s+de\s+\d/iu.test(said(answer).trim())
        if (
          strength?.key === m.key &&
          strength.dose &&
          (/\p{L}/u.test(strength.dose) || byArticle) &&
          !findMedications(reply, language).some((other) => other.start < doseEnd + 12)
        ) {
          status = 'current'
          // ('Un cuarto de pastilla los lunes y miércoles, y media el resto de días': no one amount is the dose.)
          if (strengths.size <= 1 && !SECOND_AMOUNT.test(reply)) ({ dose, frequency } = strength)
        } else if (
          answer &&
          (pack.yes.test(said(answer).trim()) || STILL_TAKING.test(said(answer).trim())) &&
          !pack.no.test(said(answer).trim())
        ) {
          // '¿Tomas algún anticonceptivo?' 'Sí, la píldora combinada.': the answer names what is taken.
          // ('You're on amlodipine 10 milligrams?' 'Yes, once a day, and the atorvastatin 20 at night.': one added
          // after an 'and' is taken as well.)
          const reply = said(answer)
          const others = findMedications(reply, language).filter((d) => d.key !== m.key)
          const answeredOther = others.some((d) => !ALSO_TAKEN.test(reply.slice(0, d.start)))
          const own = others.length ? reply.slice(0, others[0]!.start).replace(ALSO_TAKEN, '') : reply
          // ('You wanted to talk about contraception?' 'Yes, I'd like to start the pill.': asked for, not taken.)
          status = /stop|parou|deixou|abgesetzt|dejó/iu.test(text)
            ? 'stopped'
            : answeredOther || WANTS_TO_START[language].test(text) || WANTS_TO_START[language].test(reply)
              ? 'discussed'
              : 'current'
          // 'Are you still taking the amlodipine?' 'Yes, 5 milligrams every morning.': the dose answered is
          // that drug's, when the question names one drug and the answer names none.
          if (mentioned.length === 1 && !findMedications(own, language).length) {
            const answered = findMedications(
              `${m.name} ${own.replace(pack.yes, '').replace(STILL_TAKING, '')}`,
              language,
            )[0]
            if (!dose && answered?.key === m.key && answered.dose) ({ dose, frequency } = answered)
            else if (dose && !frequency && answered?.key === m.key && answered.frequency && !answered.dose)
              frequency = answered.frequency
          }
        }
      }
      facts.push({
        ...base,
        kind: 'medication',
        name: m.name,
        key: m.key,
        ...(dose ? { dose } : {}),
        ...(frequency ? { frequency } : {}),
        status,
        span: at(s, m.start, m.end),
      } satisfies MedicationFact)
    }
    /** The medicine the clinician named, taken now at the amount the patient answered (said up to `end`). */
    const takenNow = (
      drug: { name: string; key: string },
      taken: { dose?: string; frequency?: string },
      end: number,
    ) =>
      facts.push({
        ...base,
        kind: 'medication',
        name: drug.name,
        key: drug.key,
        ...(taken.dose ? { dose: taken.dose } : {}),
        ...(taken.frequency ? { frequency: taken.frequency } : {}),
        status: 'current',
        span: at(s, 0, end),
      } satisfies MedicationFact)
    // 'How have things been since we started the sertraline?' … 'What dose are you on?' '50 milligrams in the
    // morning.': the dose answered is the medicine's the clinician just named, taken now.
    const previous = sentences[k - 1]
    // The patient's answer, naming no medicine, to the clinician's question just before.
    const answersQuestion =
      !mentioned.length &&
      s.speaker === 'patient' &&
      !s.question &&
      previous?.speaker === 'clinician' &&
      previous.question &&
      previous.turn !== s.turn
    if (
      answersQuestion &&
      DOSE_QUESTION[language].test(said(previous)) &&
      !findMedications(said(previous), language).length &&
      readNumbers(text, language)[0]?.start === 0
    ) {
      const named = sentences
        .slice(Math.max(0, k - 5), k - 1)
        .filter((x) => x.speaker === 'clinician')
        .flatMap((x) => findMedications(said(x), language))
      const drug = named.at(-1)
      const taken =
        drug && new Set(named.map((d) => d.key)).size === 1
          ? findMedications(`${drug.name} ${text}`, language)[0]
          : undefined
      if (drug && taken?.key === drug.key && taken.dose && /\p{L}/u.test(taken.dose))
        takenNow(drug, taken, text.length)
    }

    // 'Wie kommen Sie mit dem Metformin zurecht?' 'Ich nehme 1000 morgens und abends.': how much the patient takes
    // of the one medicine asked about, as said (the number without a unit, when none was said).
    const takes = TAKES_AMOUNT[language].exec(text)
    if (takes && answersQuestion) {
      const asked = findMedications(said(previous), language)
      const drug = asked.length === 1 ? asked[0]! : undefined
      const rest = text.slice(takes[0].length)
      const taken =
        drug && GETTING_ON.test(said(previous).slice(0, drug.start))
          ? findMedications(`${drug.name} ${rest}`, language)[0]
          : undefined
      // (What is said after the amount, '…, it upsets my stomach a bit', is the history's.)
      if (drug && taken?.key === drug.key && taken.dose)
        takenNow(drug, taken, Math.min(text.length, takes[0].length + taken.end - drug.name.length - 1))
    }

    // Measurements with their value as said; a pressure said right after 'let me take your blood pressure'.
    if (!s.question) {
      const found = findMeasurements(withoutRetractedNumber(text, language), language)
      const pressure = readNumbers(text, language)[0]
      const plausible =
        pressure?.shape === 'pressure' &&
        pressure.values[0]! <= 260 &&
        pressure.values[1]! >= 30 &&
        pressure.values[1]! < pressure.values[0]!
      if (
        s.speaker === 'clinician' &&
        pressure?.shape === 'pressure' &&
        pressure.values[0]! >= 60 &&
        !found.some((m) => m.measure === 'bloodPressure') &&
        ((previous?.turn === s.turn &&
          (measureWords[language].bloodPressure.cue.test(said(previous)) ||
            // 'Vou medir agora. 156 por 94, pulso 78.': a pressure that opens the sentence after a measuring.
            (MEASURING.test(said(previous)) && pressure.start <= 2 && plausible)) &&
          !findMeasurements(said(previous), language).some((m) => m.measure === 'bloodPressure')) ||
          // 'Heute messe ich 158 zu 98, Puls 76': measured in the same sentence, or said before the pulse.
          (plausible &&
            (MEASURING.test(text.slice(0, pressure.start)) ||
              found.some((m) => m.measure === 'heartRate' && m.cueStart >= pressure.end))))
      )
        found.unshift({
          measure: 'bloodPressure',
          value: `${pressure.written} mmHg`,
          number: pressure,
          cueStart: pressure.start,
        })
      for (const m of found) {
        // 'Se aumentar o peso mais de 2 kg…', 'if the fever goes above 39': a threshold of advice, not a value.
        if (reading.condition.test(text.slice(0, m.number.start))) continue
        facts.push({
          ...base,
          kind: 'measurement',
          measure: m.measure,
          name: m.label ?? measureWords[language][m.measure].full,
          ...(m.label ? { label: m.label } : {}),
          value: m.value,
          number: { ...m.number, start: s.start + m.number.start, end: s.start + m.number.end },
          span: at(s, m.cueStart, m.number.end),
        } satisfies MeasurementFact)
      }
    }

    if (s.speaker !== 'clinician' || s.question) return

    const impression = (
      diagnosis: string,
      certainty: ImpressionFact['certainty'],
      offset: number,
      cause?: { text: string; end: number },
    ) => {
      const start = Math.max(0, offset)
      const line = pack.impressionLine(normaliseNumbers(diagnosis, language), certainty)
      // '…, muy probablemente por la doxazosina sumada al enalapril': a medicine the cause names is discussed,
      // never started.
      if (cause)
        for (const f of facts)
          if (
            f.kind === 'medication' &&
            f.sentence === s.index &&
            f.speaker === 'clinician' &&
            f.span.start >= s.start + start &&
            f.span.end <= s.start + cause.end
          )
            f.status = 'discussed'
      facts.push({
        ...base,
        kind: 'impression',
        diagnosis,
        text: cause ? `${line}, ${normaliseNumbers(cause.text, language)}` : line,
        certainty,
        span: at(s, start, cause ? cause.end : start + diagnosis.length),
      } satisfies ImpressionFact)
    }
    // 'I don't think it's…', 'não parece…': a negation before the cue; 'cistitis no complicada' is fine.
    const negatedBefore = (index: number, cueEnd = index) => {
      const before = text.slice(clauseSpan(text, { start: index, end: index }).start, cueEnd)
      // ('…, aunque no podemos descartar la amoxicilina': what cannot be ruled out is possible, not denied.)
      if (CANNOT_RULE_OUT.test(before)) return false
      return reading.negation.test(before) || /n['’]t(?![\p{L}])/iu.test(before)
    }
    // The doctor's impression; or the answer to 'what's her diagnosis?' ('Refractory anemia.').
    const asked = sentences[k - 1]
    if (
      asked?.question &&
      asked.turn !== s.turn &&
      pack.diagnosisQuestion.test(said(asked)) &&
      text.split(/\s+/).length <= 8
    ) {
      const diagnosis = trimPhrase(text.replace(/[.!]+$/, ''), pack)
      if (diagnosis && !notDiagnosis(diagnosis, pack)) {
        impression(diagnosis, 'stated', text.indexOf(diagnosis))
        return
      }
    }
    // After a dictated heading ('assessment and plan.'), the sentence that names a condition is the impression.
    const heading = sentences[k - 1]
    if (
      heading?.speaker === 'clinician' &&
      heading.turn === s.turn &&
      pack.assessmentHeading.test(said(heading).trim()) &&
      !s.conditional &&
      namesCondition(text, pack) &&
      // 'No evidence of pneumonia' is none; 'cistitis no complicada' is one.
      !negatedBefore(0, pack.condition.exec(text)?.index ?? text.length) &&
      text.split(/\s+/).length <= 30
    ) {
      const diagnosis = text.trim().replace(/[\s.!]+$/, '')
      impression(diagnosis, 'stated', text.indexOf(diagnosis))
      return
    }
    // The diagnosis said as such ('the diagnosis is', 'trata-se de', 'this is a case of') needs no condition word;
    // a hedge or a plain statement ('you have…') must name one.
    // ('Vou ver a pele. Tem um exantema maculopapular no tronco': what the patient has, said while examining, is a
    // finding; a dictated heading, 'Avaliação: …', still names the impression.)
    const examining = sentences
      .slice(Math.max(0, k - 3), k)
      .some((e) => e.turn === s.turn && reading.phases.exam.test(said(e)))
    const impressions = [
      ...pack.impression.map(([p, certainty]) => [p, certainty, certainty === 'stated', false] as const),
      ...pack.plainImpression.map((p) => [p, 'stated', false, true] as const),
    ]
    // A condition ('if it is pneumonia…') states no impression.
    // An impression denied ('I don't think this is pneumonia') states nothing else of the sentence either.
    let denied = false
    // A hedged cause is passed over first; when nothing else of the sentence is an impression, it is the one
    // ('She has a fever, likely due to a viral infection').
    let passedOver = false
    const found = facts.length
    for (const strict of [true, false]) {
      if (!strict && (denied || facts.length > found || !passedOver)) break
      for (const [pattern, certainty, explicit, plain] of s.conditional ? [] : impressions) {
        const m = pattern.exec(text)
        if (!m?.[1]) continue
        if (plain && examining && !m[0].slice(0, m[0].lastIndexOf(m[1])).includes(':')) continue
        if (negatedBefore(m.index, m.index + m[0].length - m[1].length)) {
          denied = true
          break
        }
        // 'It's hard to say whether this is asthma': asked, not stated.
        if (text.slice(0, m.index + m[0].length - m[1].length).search(ASKS_IF) >= 0) continue
        // 'This is a moderate asthma attack, probably set off by a cold': the hedge after the comma is of the cause.
        const opens = m.index + m[0].lastIndexOf(m[1])
        if (
          strict &&
          !explicit &&
          /,\s*(?:\p{L}+\s+)?$/u.test(text.slice(0, opens)) &&
          pack.causeLead.test(m[1].replace(HEDGES, ''))
        ) {
          passedOver = true
          continue
        }
        const first = trimPhrase(m[1], pack)
        // ('…, wahrscheinlich durch einen Infekt ausgelöst' names a cause, in words no assessment line reads.)
        if (!explicit && first && pack.causeLead.test(first)) continue
        // 'Isto é uma zona, um herpes zoster torácico': a lay name, then the condition's name beside it.
        // ('Es una epistaxis anterior, con la tensión alta': what follows a preposition is no name beside it.)
        // ('Das ist eine Wanderröte, also eine Borreliose im Frühstadium': the name after 'that is' is beside it.)
        const beside =
          /^[^,]+,\s*(?!(?:con|com|with|mit|sin|sem|without|ohne|por|pela|pelo|by|durch|bei|en|em|in|at|de|of|von|y|e|and|und|pero|mas|but|aber)\s)([^,]+)/iu
            .exec(
              m[1].replace(
                /,\s*(ou seja|isto é|o sea|es decir|das heißt|d\. ?h\.|that is|i\.e\.),\s*/iu,
                ', $1 ',
              ),
            )?.[1]
            ?.replace(/^(?:also|d\. ?h\.|das heißt|ou seja|isto é|o sea|es decir|that is|i\.e\.)\s+/iu, '')
        // (A hedged cause after the comma is no name: 'ein Asthmaanfall, wahrscheinlich durch einen Infekt ausgelöst'.)
        const hedged = strict && !!beside && pack.causeLead.test(beside.trim().replace(HEDGES, ''))
        const apposed =
          !explicit && first && !namesCondition(first, pack) && beside && !hedged
            ? trimPhrase(beside, pack)
            : null
        if (hedged && first && !namesCondition(first, pack)) passedOver = true
        const phrase =
          apposed && namesCondition(apposed, pack) && !pack.causeLead.test(apposed) ? apposed : first
        // 'stones in your bile duct' is written 'stones in the bile duct'.
        const diagnosis = phrase && (pack.innerPossessive ? phrase.replace(...pack.innerPossessive) : phrase)
        if (!phrase || !diagnosis || notDiagnosis(diagnosis, pack)) continue
        // An impression names a condition ('it sounds like a plan' is none); a problem list names its problems.
        if (!explicit && !namesCondition(diagnosis, pack)) continue
        // 'it's a type of CBT for insomnia', 'é um creme para o eczema': a condition named only after 'for' is what a
        // thing treats, not what the patient has.
        if (!explicit && !namesCondition(diagnosis.split(TREATS)[0]!, pack)) continue
        // 'Tiene un hipotiroidismo que no está bien controlado': the condition with its state, read below.
        const stated = pack.conditionState.exec(text)
        if (
          !explicit &&
          stated?.[1] &&
          stated[1].replace(pack.article, '').toLowerCase() === diagnosis.toLowerCase()
        )
          break
        // 'Das ist ein Vitamin-B12-Mangel, wahrscheinlich durch Metformin und Pantoprazol': the hedged cause
        // said right after the condition is the assessment's too.
        const opensAt = m.index + m[0].lastIndexOf(m[1])
        const causeSaid = hedged && phrase === first && beside ? beside.trim().replace(/[.!?]+$/, '') : ''
        const cause =
          causeSaid &&
          causeSaid.split(/\s+/).length <= 10 &&
          !reading.negation.test(causeSaid) &&
          !FIRST_PERSON_WORD.test(causeSaid)
            ? { text: causeSaid, end: opensAt + m[1].indexOf(causeSaid) + causeSaid.length }
            : undefined
        impression(diagnosis, certainty, opensAt + m[1].indexOf(phrase), cause)
        break
      }
    }
    // 'Lo más probable es que la tos sea por el enalapril': a complaint put down to a medicine is the impression
    // (an adverse effect), when nothing else of the sentence is one.
    // The medicine a cause names first ('the lisinopril', 'pela claritromicina'), when nothing comes before it
    // but an article; it is the cause here, so nothing is prescribed in this sentence.
    const causingDrug = (cause: string) => {
      const drug = findMedications(cause, language)[0]
      if (!drug || !CAUSE_ARTICLE.test(cause.slice(0, drug.start))) return null
      // ('Los calambres son por el potasio bajo, por la furosemida': a salt's level, said after its name, is no
      // medicine blamed, and the medicine named as its cause is none given.)
      const level = LEVEL_AFTER.test(cause.slice(drug.start + drug.name.length))
      const named = level ? findMedications(cause, language).map((d) => d.key) : [drug.key]
      for (const f of facts)
        if (f.kind === 'medication' && f.sentence === s.index && named.includes(f.key)) f.status = 'discussed'
      if (level) return null
      return language === 'de' ? drug.name : drug.name.toLowerCase()
    }
    const certaintyOfCause = POSSIBLE_CAUSE.test(text)
      ? 'possible'
      : HEDGED_CAUSE.test(text)
        ? 'probable'
        : 'stated'
    const open = !s.conditional && !denied && facts.length === found
    const byDrug = open ? DRUG_CAUSE[language].exec(text) : null
    const blamed = byDrug?.[1] && byDrug[2] && !negatedBefore(byDrug.index) ? causingDrug(byDrug[2]) : null
    if (byDrug && blamed)
      impression(
        `${byDrug[1]} ${DUE_TO[language]} ${blamed}`,
        certaintyOfCause,
        byDrug.index + byDrug[0].indexOf(byDrug[1]!),
      )
    // 'O INR subiu por causa da claritromicina': a value moved by a medicine is the impression ('INR elevado devido a
    // claritromicina'), when nothing else of the sentence is one.
    const moved = open && !blamed ? DRUG_MOVED[language].exec(text) : null
    const mover =
      moved?.groups?.what && moved.groups.cause && !negatedBefore(moved.index)
        ? causingDrug(moved.groups.cause)
        : null
    if (moved?.groups && mover) {
      const { what, how, article } = moved.groups
      const up = RISEN.test(how!)
      const feminine = /^(?:a|la|die)$/iu.test(article ?? '')
      const line = {
        en: `${up ? 'Raised' : 'Low'} ${what} due to ${mover}`,
        pt: `${what} ${up ? (feminine ? 'elevada' : 'elevado') : feminine ? 'baixa' : 'baixo'} devido a ${mover}`,
        es: `${what} ${up ? (feminine ? 'elevada' : 'elevado') : feminine ? 'baja' : 'bajo'} por ${mover}`,
        de: `${what} ${up ? 'erhöht' : 'erniedrigt'} durch ${mover}`,
      }[language]
      impression(line, certaintyOfCause, moved.index)
    }
    // The state of a known condition ('your kidney failure is resolved'): the doctor's assessment of it today.
    // Also beside another impression of the same sentence ('your diabetes is not controlled, and you have early
    // neuropathy'), when it is about another condition.
    const state = s.conditional || denied ? null : pack.conditionState.exec(text)
    if (
      state &&
      !facts.some(
        (f) =>
          f.kind === 'impression' &&
          f.sentence === s.index &&
          f.diagnosis.toLowerCase().includes(state[1]!.replace(pack.article, '').toLowerCase()),
      ) &&
      !negatedBefore(state.index) &&
      !pack.notYet.test(
        text.slice(clauseSpan(text, { start: state.index, end: state.index }).start, state.index),
      ) &&
      (namesCondition(state[1]!, pack) ||
        // 'A tensão não está controlada': the control of a pressure is the doctor's assessment of it ('better' is not).
        (PRESSURE.test(state[1]!) && CONTROL.test(state[state.length - 1]!)))
    ) {
      const known = state[1]!.replace(pack.article, '')
      const start = state.index + state[0].indexOf(state[1]!) + state[1]!.length - known.length
      facts.push({
        ...base,
        kind: 'impression',
        diagnosis: known,
        text: pack.impressionLine(
          // The state as said, with its own 'não'/'no' ('a sua diabetes não está controlada').
          normaliseNumbers(
            `${known}, ${state.groups?.neg ? `${/^(?:isn't|is not)$/i.test(state.groups.neg) ? 'not' : state.groups.neg.toLowerCase()} ` : ''}${state[state.length - 1]!.toLowerCase()}`,
            language,
          ),
          'stated',
        ),
        certainty: 'stated',
        span: at(s, start, state.index + state[0].length),
      } satisfies ImpressionFact)
    }

    // 'Your potassium is 5.9, which is high', 'Der INR ist zu hoch': a result the clinician judges is their
    // assessment of it, written as said ('Potassium, high'); a judgement denied or under a condition is none.
    // (Beside an impression of the same sentence, which writes the sentence's reasoning whole, it adds nothing.)
    const judgedAlone =
      !s.conditional && !denied && !facts.some((f) => f.kind === 'impression' && f.sentence === s.index)
    for (const judged of judgedAlone ? text.matchAll(pack.judged) : []) {
      const { what, how } = judged.groups ?? {}
      if (!what || !how || negatedBefore(judged.index) || reading.negation.test(judged[0])) continue
      const start = judged.index + judged[0].indexOf(what)
      facts.push({
        ...base,
        kind: 'impression',
        diagnosis: what,
        text: pack.impressionLine(normaliseNumbers(`${what}, ${how.toLowerCase()}`, language), 'stated'),
        certainty: 'stated',
        span: at(s, start, judged.index + judged[0].length),
        ofResult: true,
      } satisfies ImpressionFact)
    }

    // 'Viene a revisar la epilepsia, ¿verdad?' … 'Está bien controlada.': a state said without its subject is of
    // the one condition the clinician named before.
    const alone =
      !state && !s.conditional && !denied && facts.length === found && text.split(/\s+/).length <= 6
        ? STATE_ALONE[language].exec(text.trim())
        : null
    if (alone?.[1]) {
      const named = new Set(
        sentences
          .slice(0, k)
          .filter((x) => x.speaker === 'clinician')
          .flatMap((x) =>
            [...said(x).matchAll(new RegExp(pack.condition.source, 'giu'))].map((c) => c[0].toLowerCase()),
          ),
      )
      const [condition] = named
      if (named.size === 1 && condition)
        facts.push({
          ...base,
          kind: 'impression',
          diagnosis: condition,
          text: pack.impressionLine(`${condition}, ${alone[1].toLowerCase()}`, 'stated'),
          certainty: 'stated',
          span: at(s, alone.index, alone.index + alone[0].length),
        } satisfies ImpressionFact)
    }

    // Beyond the impression's own words, when nothing else of the sentence was one: the condition named in answer to
    // the patient's 'what do I have?', a complaint whose cause was not found, conditions added to the diagnoses.
    if (!s.conditional && !denied && facts.length === found) {
      const asker = sentences[k - 1]
      const bare = text.trim().replace(/[.!]+$/, '')
      if (
        asker?.speaker === 'patient' &&
        asker.turn !== s.turn &&
        ASKS_DIAGNOSIS[language].test(said(asker)) &&
        bare.split(/\s+/).length <= 6 &&
        !UNSURE.test(bare) &&
        !reading.negation.test(bare) &&
        !/n['’]t(?![\p{L}])/iu.test(bare) &&
        !pack.test.test(bare) &&
        !NAMING_VERB.test(bare)
      ) {
        const diagnosis = trimPhrase(bare, pack)
        if (diagnosis && !notDiagnosis(diagnosis, pack) && namesCondition(diagnosis.split(TREATS)[0]!, pack))
          impression(diagnosis, 'stated', text.indexOf(diagnosis))
      }
      for (const pattern of facts.length === found ? CAUSE_NOT_FOUND[language] : []) {
        const m = pattern.exec(text)
        const complaint = m?.[1]?.replace(COMPLAINT_END[language], '').trim()
        if (!m || !complaint || complaint.split(/\s+/).length > 4 || FIRST_PERSON_WORD.test(complaint))
          continue
        if (language !== 'de' && notDiagnosis(complaint, pack)) continue
        const start = m.index + m[0].lastIndexOf(m[1]!)
        facts.push({
          ...base,
          kind: 'impression',
          diagnosis: complaint,
          text: OF_UNCLEAR_CAUSE[language](complaint),
          certainty: 'stated',
          span: at(s, m.index, start + complaint.length),
        } satisfies ImpressionFact)
        break
      }
      const added = facts.length === found ? DIAGNOSES_ADDED[language].exec(text) : null
      if (
        added?.[1] &&
        !negatedBefore(added.index) &&
        sentences
          .slice(Math.max(0, k - 6), k + 1)
          .some((x) => x.speaker === 'clinician' && DIAGNOSES_SPOKEN.test(said(x)))
      ) {
        const conditions = trimPhrase(
          added[1]
            .replace(ADDED_TO, '')
            .replace(
              /\s+(and|e|y|und)\s+(?:a|an|the|o|os|as|el|la|los|las|eine?n?|die|der|das)\s+/giu,
              ' $1 ',
            ),
          pack,
          12,
        )
        if (conditions && !notDiagnosis(conditions, pack) && namesCondition(conditions, pack))
          impression(conditions, 'stated', text.indexOf(conditions))
      }
    }

    // Orders: tests, imaging and referrals wherever they are said; follow-up; safety-net advice.
    const order = (type: OrderFact['type'], what: string, span: Span) =>
      facts.push({
        ...base,
        kind: 'order',
        type,
        what,
        text: s.text,
        span: at(s, span.start, span.end),
      } satisfies OrderFact)
    if (s.conditional && safetyNet(text, reading, pack))
      order('safety_net', s.text, { start: 0, end: text.length })
    else {
      const testPattern = new RegExp(pack.test.source, `${pack.test.flags}g`)
      // ('El PSA que le pedimos es de 2,8': a test named before its result was ordered before; one named after
      // it may be today's order.)
      const reported = ORDERED_BEFORE.exec(text)
      const resultEnd = reported ? reported.index + reported[0].length : 0
      const tests = [...text.matchAll(testPattern)].filter(
        (t) =>
          t.index >= resultEnd &&
          !pack.pastTime.test(clauseAround(text, { start: t.index, end: t.index + t[0].length })),
      )
      const unreported = reported ? text.slice(0, reported.index) + text.slice(resultEnd) : text
      if (tests.length && pack.orderVerb.test(unreported) && !s.negated) {
        const first = tests[0]!
        const last = tests[tests.length - 1]!
        const type = tests.every((t) => pack.imaging.test(t[0])) ? 'imaging' : 'test'
        order(type, [...new Set(tests.map((t) => t[0]))].join(', '), {
          start: first.index,
          end: last.index + last[0].length,
        })
      }
      const referral = pack.referral.exec(text)
      // 'No te vayas a casa, te mando ahora al hospital': only a 'no' in the referral's own clause denies it.
      const referralSpan = referral
        ? { start: referral.index, end: referral.index + referral[0].length }
        : null
      if (
        referral &&
        referralSpan &&
        !(s.negated && reading.negation.test(clauseAround(text, referralSpan))) &&
        !pack.referredIn.test(text)
      )
        order('referral', referral[0], { start: referral.index, end: referral.index + referral[0].length })
      // 'Ich schreibe Sie eine Woche krank', 'Avoid heavy lifting': advice given as an order.
      const advice = pack.advice.exec(text)
      if (
        advice &&
        // ('Tiene 148 de alta y 92 de baja': a pressure's part, never 'de baja', a sick note.)
        !readNumbers(text, language).some((n) => n.start <= advice.index && advice.index < n.end) &&
        !(
          s.negated &&
          reading.negation.test(
            clauseAround(text, { start: advice.index, end: advice.index + advice[0].length }),
          )
        )
      )
        order('advice', advice[0], { start: advice.index, end: advice.index + advice[0].length })
      const followUp = pack.followUp.exec(text)
      if (followUp?.[1]) {
        const start = followUp.index + followUp[0].lastIndexOf(followUp[1])
        order('follow_up', followUp[1], { start, end: start + followUp[1].length })
      }
    }
  })

  // What the clinician typed: medications, allergies and measurements in the form.
  const inputFacts: { key: string; fact: Fact }[] = []
  for (const input of inputs) {
    const value = input.value
    const base = { sentence: -1, speaker: 'clinician' as const }
    if (input.key === 'allergies') {
      const none =
        pack.noAllergy.exec(value) ??
        (/^(?:none|nenhuma|keine|ninguna|nkda|-)$/i.test(value.trim()) ? /.*/.exec(value) : null)
      if (none)
        inputFacts.push({
          key: input.key,
          fact: {
            ...base,
            kind: 'allergy',
            agent: null,
            key: null,
            intolerance: false,
            span: { start: 0, end: value.length },
          },
        })
      else
        for (const part of value.matchAll(/[^,;\n]+/g)) {
          const agent = part[0].trim()
          if (!agent) continue
          const start = part.index + part[0].indexOf(agent)
          inputFacts.push({
            key: input.key,
            fact: {
              ...base,
              kind: 'allergy',
              agent,
              key: medicationKey(agent)?.key ?? (allergyClass(agent) ? agent.toLowerCase() : null),
              intolerance: false,
              span: { start, end: start + agent.length },
            } satisfies AllergyFact,
          })
        }
    } else if (input.key === 'medication') {
      for (const m of findMedications(value, language))
        inputFacts.push({
          key: input.key,
          fact: {
            ...base,
            kind: 'medication',
            name: m.name,
            key: m.key,
            ...(m.dose ? { dose: m.dose } : {}),
            ...(m.frequency ? { frequency: m.frequency } : {}),
            status: 'current',
            span: { start: m.start, end: m.end },
          },
        })
    }
  }
  return { language, transcript, turns, sentences, facts, inputFacts }
}

/** The allergies the consultation states (agents), from the transcript and the form. */
export function allergiesOf(c: Consultation): AllergyFact[] {
  return [...c.facts, ...c.inputFacts.map((f) => f.fact)].filter(
    (f): f is AllergyFact => f.kind === 'allergy',
  )
}

/** The blood pressure, whose control is assessed like a condition's. */
const PRESSURE = /(?:blood pressure|tensão|pressão arterial|tensión|presión arterial|blutdruck)/iu
/** A state of control ('not controlled', 'bem controlada', 'nicht gut eingestellt'). */
const CONTROL = /(?:control|eingestellt|kontrolle)/iu

/** 'E a sinvastatina, continua a tomar?' 'Continuo, 20 miligramas à noite.': a yes said as 'I still do'. */
const STILL_TAKING =
  /^(?:continuo|continuo a tomar|sigo|sigo tomándola|sigo tomándolo|still|i still (?:do|take it)|nehme ich (?:noch|weiter)|ja, noch)(?![\p{L}])[\s,.!]*/iu
