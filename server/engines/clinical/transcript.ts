import type { Language } from '../../../contract/common'
import { FILLER_MARKER, selfCorrected } from './corrections'
import type { ReadingPack } from './lang/pack'
import { normaliseNumbers, readNumbers, writeMentions } from './numbers'
import type { SourceSentence, Span, Speaker } from './types'

/** One speaker's turn: where its words lie in the transcript (after the label). */
export interface Turn extends Span {
  speaker: Speaker
  text: string
  /** Said by a relative or carer for the patient ('Tochter:', 'Mãe:'): their 'I' is not the patient. */
  carer?: true
  /** What the patient is to that relative, by the relative's label ('Hija:' speaks of her father or mother). */
  kin?: Kin
}

type Kin = 'parent' | 'child' | 'spouse'
/** A relative's label and what the patient is to them. */
const KIN_OF_LABEL: [RegExp, Kin][] = [
  [/^(?:daughter|son|filha|filho|hija|hijo|tochter|sohn)$/, 'parent'],
  [/^(?:mother|mum|mom|father|dad|parent|mãe|mae|pai|madre|padre|mutter|vater)$/, 'child'],
  [
    /^(?:wife|husband|partner|esposa|esposo|marido|mujer|mulher|frau|mann|ehefrau|ehemann|partnerin)$/,
    'spouse',
  ],
]

/** The patient's own labels; any other label read as the patient's side is a relative or carer speaking. */
const OWN_LABEL =
  /^(?:patient|patientin|pat\.?|doente|paciente|utente|cliente|client|pt|p|grávida|gravida|gestante|embarazada|schwangere|pregnant|child|kid|boy|girl|criança|menino|menina|niño|niña|kind|junge|mädchen)$/

const LABEL = /^\s*(?:\[([^\]]{1,40})\]|([\p{L}][\p{L} ._'-]{0,30}?)\s*:)\s*/u

/** Labels every language's transcripts use, so a Portuguese note can read an English-labelled transcript. */
const CLINICIAN =
  /^(?:doctor|dr\.?|physician|clinician|nurse|provider|gp|midwife|matrona|matrón|parteira|hebamme|médico|médica|medico|medica|dra?\.?|enfermeira|enfermeiro|doctora|enfermera|enfermero|facultativo|arzt|ärztin|aerztin|doktor|pflegekraft|pfleger|krankenschwester)$/
const PATIENT =
  /^(?:patient|patientin|doente|paciente|utente|cliente|client|pt|grávida|gravida|gestante|embarazada|schwangere|mãe|pai|madre|padre|mutter|vater)$/

/** A label's first word: its role ('nurse' of 'Nurse practitioner', 'doente' of 'Doente Maria'). */
const labelHead = (label: string) => label.split(/[\s(]+/)[0] ?? ''

function speakerOf(label: string, pack: ReadingPack): Speaker | null {
  const l = label.trim().toLowerCase()
  // 'Nurse practitioner', 'Dr. Silva', 'Médica de família', 'Paciente Jade': a role and a name or a kind of
  // it, read by the role its first word names.
  const role = l.split(/[\s(]+/).filter(Boolean)
  const first = role.length > 1 && role.length <= 4 ? labelHead(l) : null
  if (CLINICIAN.test(l) || pack.clinicianLabel.test(l)) return 'clinician'
  if (PATIENT.test(l) || pack.patientLabel.test(l)) return l.includes('guest') ? 'other' : 'patient'
  if (first && (CLINICIAN.test(first) || pack.clinicianLabel.test(first))) return 'clinician'
  if (first && (OWN_LABEL.test(first) || PATIENT.test(first))) return 'patient'
  // 'Guest_clinician', 'guest_family': a second clinician in the room speaks as one; anyone else is another voice.
  if (/^guest[_ -]?(?:clinician|doctor|nurse)/.test(l)) return 'clinician'
  // 'Interpreter:', 'Intérprete:', 'Dolmetscherin:': the patient's words passed on, in the third person.
  if (
    /^(?:speaker|sprecher|orador|falante|guest|family|relative|interpreter|int[ée]rprete|tradu[ct]tora?|dolmetscher(?:in)?|übersetzer(?:in)?)/.test(
      l,
    )
  )
    return 'other'
  return null
}

/**
 * Splits a transcript into turns by its speaker labels; unlabelled text is one clinician turn (a dictation).
 * Each turn keeps its place in the transcript.
 */
export function parseTurns(transcript: string, pack: ReadingPack): Turn[] {
  const turns: Turn[] = []
  let offset = 0
  for (const line of transcript.split('\n')) {
    const lineStart = offset
    offset += line.length + 1
    const body = line.replace(/\r$/, '')
    if (!body.trim()) continue
    for (const part of inlineTurns(body, pack)) {
      const segment = body.slice(part.start, part.end)
      const m = part.start === 0 ? LABEL.exec(segment) : null
      const label = m ? (m[1] ?? m[2] ?? '') : part.label
      const speaker = m ? speakerOf(label, pack) : part.speaker
      const labelled = part.start > 0 || (m && (speaker || m[1]))
      const lead = m && labelled ? m[0].length : part.lead
      const start = lineStart + part.start + lead
      const end = lineStart + part.start + segment.trimEnd().length
      // ('Paciente Jade', 'Doente Maria': the patient's own label with a name.)
      const lower = label.trim().toLowerCase()
      const own = OWN_LABEL.test(lower) || OWN_LABEL.test(labelHead(lower))
      const carer = speaker === 'patient' && !!m && !own
      const kin = carer ? KIN_OF_LABEL.find(([l]) => l.test(label.trim().toLowerCase()))?.[1] : undefined
      if (labelled)
        turns.push({
          speaker: speaker ?? 'other',
          start,
          end,
          text: '',
          ...(carer ? { carer } : {}),
          ...(kin ? { kin } : {}),
        })
      else if (turns.length) turns[turns.length - 1]!.end = end
      else turns.push({ speaker: 'clinician', start, end, text: '' })
    }
  }
  for (const t of turns) t.text = transcript.slice(t.start, t.end)
  return correctSpeakers(turns, pack)
}

/** A speaker's label inside a line, after a sentence ends ('… de 38 graus. Médico: Vamos …'). */
const INLINE_LABEL =
  /([.!?…]["»”)]?\s+)(\[[^\]]{1,40}\]|[\p{L}][\p{L}._'-]{0,20}(?: [\p{L}._'-]{1,20})?)\s*:\s*/gu

/**
 * Cuts a line where a known speaker's label follows a sentence's end: a transcript pasted as one paragraph still
 * reads as turns. Only labels read as a speaker cut ('Nota: …' stays in its sentence).
 */
function inlineTurns(
  body: string,
  pack: ReadingPack,
): { start: number; end: number; lead: number; label: string; speaker: Speaker | null }[] {
  const parts = [
    {
      start: 0,
      end: body.length,
      lead: /^\s*/.exec(body)?.[0].length ?? 0,
      label: '',
      speaker: null as Speaker | null,
    },
  ]
  for (const m of body.matchAll(INLINE_LABEL)) {
    const label = m[2]!.replace(/^\[|\]$/g, '')
    const speaker = speakerOf(label, pack)
    if (!speaker) continue
    const at = m.index + m[1]!.length
    parts[parts.length - 1]!.end = at
    parts.push({ start: at, end: body.length, lead: m[0].length - m[1]!.length, label, speaker })
  }
  return parts
}

/**
 * Labels can be wrong (ACI-Bench swaps some on purpose): the clinician is whoever asks more of the questions
 * and gives the findings and the plan, so when the 'patient' label does that more, the two are swapped.
 */
function correctSpeakers(turns: Turn[], pack: ReadingPack): Turn[] {
  const score = { clinician: 0, patient: 0 }
  const count = { clinician: 0, patient: 0 }
  for (const t of turns) {
    if (t.speaker === 'other') continue
    count[t.speaker]++
    for (const s of t.text.split(/(?<=[.?!])\s+/)) {
      const clean = s.trim().replace(pack.leading, '')
      if (/\?$/.test(clean) || pack.question.test(clean)) score[t.speaker]++
      if (pack.phases.exam.test(clean) || pack.phases.plan.test(clean)) score[t.speaker] += 2
    }
  }
  if (!count.clinician || !count.patient) return turns
  const rate = (k: 'clinician' | 'patient') => score[k] / count[k]
  if (rate('patient') > rate('clinician') * 1.5 && score.patient > 5)
    return turns.map((t) =>
      t.speaker === 'other' ? t : { ...t, speaker: t.speaker === 'clinician' ? 'patient' : 'clinician' },
    )
  return turns
}

/**
 * Drops the words a sentence opens with that carry nothing ('okay, so', 'então', 'also'). A word that may
 * negate or set a condition ('no', 'não', 'nein', 'si') goes only when it stands alone as an answer
 * ('No, …'), so 'então não vamos usar…' keeps its 'não' and 'si el dolor…' its 'si'.
 */
function dropLeading(text: string, pack: ReadingPack): string {
  let out = text
  for (let pass = 0; pass < 8; pass++) {
    const m = pack.leading.exec(out)
    if (!m?.[0]) break
    const word = m[0].trim().replace(/[\s,.!]+$/, '')
    const alone = /[,.!]/.test(m[0].slice(word.length))
    if (!alone && (pack.negation.test(word) || /^(?:if|se|si|wenn|falls|caso)$/i.test(word))) break
    out = out
      .slice(m[0].length)
      .replace(/^[\s,.;:!-]+/, '')
      .trim()
  }
  return out
}

/** Words grammar may say twice in a row ('se se', 'die die', 'that that'). */
const DOUBLED: Record<Language, RegExp> = {
  pt: /^se$/i,
  es: /^$/,
  en: /^that$/i,
  de: /^(?:die|das|der|dem|den|sie)$/i,
}

/** Cleans one sentence: spelling fixes, no assistant commands, no hesitations, no leading 'okay, so'. */
export function cleanSentence(raw: string, pack: ReadingPack, language: Language): string {
  // A stop said between numbers is their decimal point ('ninety seven . two', 'a . five centimeter'): written
  // first, before the stops lose their spaces.
  let text = ` ${writeSpokenDecimals(raw, language)} `
  for (const [pattern, replacement] of pack.rewrites) text = text.replace(pattern, replacement)
  text = text.replace(pack.assistant, ' ')
  for (const filler of pack.fillers) text = text.replace(filler, ' ')
  // A command said after a filler ('hey dragon, uh, show me the x-ray').
  text = text.replace(pack.assistant, ' ')
  // Stammered repeats: 'i , i think', 'the the', 'on your, on your leg' (never a repeated number, nor a pair
  // grammar asks for: 'ou se se sentir tonto', 'die Tabletten, die die Ärztin…', 'that that').
  for (let pass = 0; pass < 2; pass++)
    text = text.replace(
      // ('Incentive-a a beber': the pronoun joined to its verb is no word said twice.)
      /(?<![\p{L}'-])([\p{L}']+(?: [\p{L}']+)?)(\s*,\s*|\s+)\1(?![\p{L}'])/giu,
      (m, w, gap) =>
        readsAsNumber(w, language) || (!gap.includes(',') && DOUBLED[language].test(w)) ? m : w,
    )
  text = text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.?!;:])/g, '$1')
    .replace(/([,;:])(?:\s*[,;:])+/g, '$1')
    .trim()
  text = dropLeading(text.replace(/^[\s,.;:!-]+/, ''), pack)
  text = normaliseNumbers(text, language)
  // 'amoxicillin, I'm sorry, azithromycin': only what was meant is read; an unsure one stays as said, and
  // 'I mean' that corrects nothing is a filler.
  text =
    selfCorrected(text, language, (w) => isNumberWord(w.replace(/[.,]$/, ''), language) || /^\d/.test(w)) ??
    text.replace(FILLER_MARKER[language], ' ').replace(/\s+/g, ' ')
  // 'São as dores de cabeça, doutor.': who is spoken to is not what is said.
  text = text
    .replace(ADDRESSED, '')
    .replace(ADDRESSED_FIRST, '')
    .replace(/[\s,;:-]+$/, '')
    .trim()
  if (!text) return ''
  if (!/[.?!]$/.test(text)) text += '.'
  return text.charAt(0).toUpperCase() + text.slice(1)
}

function writeSpokenDecimals(raw: string, language: Language): string {
  return writeMentions(raw, readNumbers(raw, language), (m) => /(?:^|\s)\.\s/.test(m.text))
}

/** A token that is a number: digits, or a number word of the language. */
const isNumberWord = (token: string | undefined, language: Language) =>
  !!token && (/^\d+$/.test(token) || readsAsNumber(token.toLowerCase(), language))

/** 'oito em oito', 'two two': a repeated number word is said on purpose. */
const readsAsNumber = (w: string, language: Language) => normaliseNumbers(`${w} mg`, language) !== `${w} mg`

const DROPS_SUBJECT = new Set<Language>(['pt', 'es'])
/**
 * 'Nehmen Sie die Tablette nüchtern, eine halbe Stunde vor dem Frühstück.': a German verb first, ended with a full
 * stop and going on past a comma or a few words, is a request; a question that short ('Nehmen Sie Aspirin.') stays one.
 */
const REQUEST =
  /^(?!wann|wie|wo|warum|wieso|was|welche|welcher|welches|seit)\p{L}+ Sie (?=(?:[^,]*,|(?:\S+\s+){5}))/iu
/**
 * 'Nehmen Sie Paracetamol 1 g bei Schmerzen.', 'Nehmen Sie Ihre Tabletten weiter.', 'Nehmen Sie 1 Tablette morgens.':
 * a short one that says when to use it, from when or for how long, that it goes on, or a dose and how often, ended
 * with a full stop, is a request too ('Trinken Sie täglich.', 'Haben Sie morgens Schmerzen.' may still ask); and one
 * that sets a least or a most ('Trinken Sie mindestens zwei Liter am Tag.').
 */
const REQUEST_WHEN =
  /^(?!wann|wie|wo|warum|wieso|was|welche|welcher|welches|seit|haben|hatten|sind|waren|können|müssen|dürfen|wissen)\p{L}+ Sie (?=.*(?<![\p{L}])(?:bei (?:Bedarf|Schmerzen|Fieber|Beschwerden)|weiter(?:hin)?[.!]?$|mindestens|höchstens|maximal|nicht mehr als|reichlich|ausreichend|ab (?:heute|morgen|sofort|jetzt)|für (?:\d+|zwei|drei|vier|fünf|sechs|sieben|zehn|vierzehn) (?:Tage|Wochen))(?![\p{L}])|(?=.*\d+(?:,\d+)? ?(?:mg|g|ml|µg|mcg|Tabletten?|Tropfen|Hübe?|Kapseln?)(?![\p{L}])).*(?<![\p{L}])(?:\d+-mal|\d+ ?mal|(?:ein|zwei|drei|vier)mal|täglich|morgens|mittags|abends|nüchtern|zur Nacht)(?![\p{L}]))/iu

/**
 * A tag that asks for agreement, not for a fact ('…, increase the norvasc to 10 mg a day, okay?', '…, tá bem?',
 * '…, ¿vale?', '…, einverstanden?'): the statement before it is no question.
 */
const AGREEMENT_TAG =
  /[,.]\s*¿?\s*(?:okay|ok|alright|all right|sound good|does that sound good|tá bem|está bem|ta bem|esta bem|combinado|pode ser|vale|de acuerdo|okey|está bien|einverstanden|in ordnung|gut|okay so)\s*\?\s*$/iu
/** An English statement told without its subject, starting with a past verb ('Had a fever…', 'Been coughing…'). */
const SUBJECT_DROPPED =
  /^(?:had|been|got)\s+(?:a|an|some|the|no|\d|this|that|my|bad|really|quite|terrible)(?![\p{L}])/iu
/** A German adverb said first, the verb after it ('Jetzt ist er…', 'Heute messe ich…'): a statement. */
const ADVERB_FIRST =
  /^(?:jetzt|nun|dann|heute|hier|da|danach|morgen|gestern|inzwischen|aktuell|momentan)\s+(?!,)\p{L}/iu

/**
 * 'When you feel faint, lie down…', 'Quando sentir que vai desmaiar, deite-se…', 'Do the stretches twice a day.':
 * a when-clause before a comma, or 'do' before what is to be done, ended with a full stop, is advice, not a question.
 */
const NOT_ASKING: Partial<Record<Language, RegExp>> = {
  en: /^(?:when (?!(?:did|do|does|was|were|is|are|will|would|can|could|should|have|has|had)\s)[^,?]+,\s*\S|do (?:the|these|this|those|your|some|them|it|that|a|an)\s)/iu,
  pt: /^quando [^,?]+,\s*\S/iu,
}

/** Words that open a question whatever the punctuation ('Como' without its accent is 'as' in Spanish). */
const QUESTION_WORD: Partial<Record<Language, RegExp>> = {
  // 'Como é alérgico à penicilina, vou receitar…': 'como' before a clause and a comma is 'since'.
  pt: /^(?:quando|como(?![^,]*,)|onde|porque|porquê|qual|quais|quanto|quantos|quantas|o que)(?![\p{L}])/iu,
  es: /^(?:¿\s*)?(?:qué|cómo|cuándo|dónde|por qué|cuál|cuáles|cuánto|cuántos|cuántas)(?![\p{L}])/iu,
}

/**
 * 'What you have is a migraine with aura.', 'O que tem é uma crise de gota.', 'Was Sie haben, ist eine Migräne.':
 * a question word that opens a clause the copula then names is no question, when the sentence ends with a full stop.
 */
const PSEUDO_CLEFT: Partial<Record<Language, RegExp>> = {
  en: /^what (?:you|he|she|they|we|i)(?:'re|'ve|'s)? (?:[\p{L}']+ ){0,3}?(?:is|was)(?![\p{L}])/iu,
  pt: /^o que (?:[\p{L}]+ ){1,4}?(?:é|foi|são)(?![\p{L}])/iu,
  de: /^was (?:[\p{L}]+ ){1,4}?(?:[\p{L}]+, )(?:ist|war|sind)(?![\p{L}])/iu,
}

/**
 * A sentence that takes back the one before it, whole: 'No, sorry, that's not you.', 'Não, desculpe, isso não é
 * consigo.', 'Perdón, eso no es suyo.', 'Nein, Entschuldigung, das ist nicht bei Ihnen.', 'Scratch that.'
 */
const RETRACTION: Record<Language, RegExp> = {
  en: /^(?:(?:no|oh|wait|sorry|I'm sorry|excuse me|my mistake|my bad)[,.!\s]+)*(?:(?:that's|that is|that was|this is) (?:not (?:you|yours|her|him|hers|his|right|correct|the right (?:one|patient|chart))|wrong|someone else(?:'s)?|another patient(?:'s)?|(?:about |for )?my (?:sister|brother|mother|father|mum|mom|dad|wife|husband|son|daughter|friend|partner)(?:'s)?)|scratch that|strike that|delete (?:that|this)(?: last)?(?: sentence| line)?|delete the (?:last|previous) (?:sentence|line)|forget (?:that|what I said|I said that)|ignore that)[.!\s]*$/iu,
  pt: /^(?:(?:não|nao|ah|ai|oh|espere|desculpe|perdão|enganei-me|engano meu)[,.!\s]+)*(?:(?:isso|esse|essa|este|esta) (?:(?:não|nao) (?:é|e) (?:consigo|com (?:a senhora|o senhor|você)|seu|sua|dela|dele|assim|verdade|o doente certo)|está errado|é (?:de )?outr[oa] doente|(?:é|era|foi) (?:d?[ao] )?(?:minha|meu) (?:irmã|irmão|mãe|pai|mulher|marido|filha|filho|amiga|amigo))|esqueça (?:isso|o que eu disse)|retiro o que disse|ignore isso|(?:apaga|apague|apagar|risca|risque|elimina|elimine) (?:isso|(?:a )?(?:última|anterior) frase|a frase anterior))[.!\s]*$/iu,
  es: /^(?:(?:no|ah|ay|oh|espere|espera|perdón|perdone|disculpe|me equivoqué|error mío)[,.!\s]+)*(?:(?:eso|ese|esa|esto|este|esta) (?:no es (?:suyo|suya|de usted|usted|así|correcto|verdad|el paciente correcto)|está mal|es (?:de )?otr[oa] paciente|(?:es|era|fue) (?:de )?mi (?:hermana|hermano|madre|padre|mujer|marido|hija|hijo|amiga|amigo))|olvide (?:eso|lo que dije)|ignore eso|(?:borra|borre|borrar|tacha|tache|elimina|elimine) (?:eso|(?:la )?(?:última|anterior) frase|la frase anterior))[.!\s]*$/iu,
  de: /^(?:(?:nein|ach|moment|Entschuldigung|Verzeihung|mein Fehler)[,.!\s]+)*(?:das (?:ist|war) (?:nicht (?:bei |von )?(?:Ihnen|Ihr\p{L}*|richtig|korrekt|der richtige Patient)|falsch|ein anderer Patient|(?:bei )?(?:meine[rm]?|mein) (?:Schwester|Bruder|Mutter|Vater|Frau|Mann|Tochter|Sohn|Freundin|Freund))|vergessen Sie das|streichen Sie das|ignorieren Sie das|(?:den )?(?:letzten|vorigen) Satz (?:löschen|streichen)|(?:lösche|streiche|löschen Sie|streichen Sie) (?:den (?:letzten|vorigen) Satz|das))[.!\s]*$/iu,
}

/** A dictation's command to the page, said alone ('New paragraph.', 'Ponto final.', 'Fin del dictado.', 'Neuer Absatz.'). */
const DICTATION_COMMAND =
  /^(?:full stop|period|new (?:paragraph|line)|next (?:paragraph|line)|comma|end of (?:the )?dictation|ponto final|ponto|vírgula|novo parágrafo|nova linha|parágrafo|fim do ditado|punto(?: final| y aparte| y seguido)?|coma|nuevo párrafo|nueva línea|punto y aparte|fin del dictado|punkt|komma|neuer absatz|neue zeile|absatz|ende des diktats|ende diktat)[.!\s]*$/iu

/** A title and at most two names, alone ('Doutora.', 'Senhor Álvaro.', 'Frau Doktor.', 'Mr Patel.'). */
/** A word that opens a correction ('desculpe', 'sorry', 'perdón', 'Entschuldigung'). */
const CORRECTS =
  /^(?:desculpe|perdão|sorry|i'm|perdón|perdone|disculpe|entschuldigung|verzeihung|aliás)[,.]?$/iu

/**
 * A relative naming the patient as theirs ('Hija: Ayer mi padre no podía hablar', 'Son: My mum fell'): the
 * patient, as the subject of the sentence ('Ayer no podía hablar', 'She fell'). Only the relation the label gives
 * ('Mutter: Mein Mann raucht' speaks of the child's father, not of the patient), and never after a preposition
 * ('con mi padre', 'for my mum'): the sentence keeps its 'my' and is not written as the patient's.
 */
const KIN_WORDS: Record<Language, Record<Kin, [string, string]>> = {
  en: {
    parent: ['mum|mom|mother|mam', 'dad|father'],
    child: ['daughter|little girl|girl', 'son|little boy|boy'],
    spouse: ['wife', 'husband'],
  },
  pt: {
    parent: ['mãe|mamã', 'pai|papá'],
    child: ['filha|menina', 'filho|menino'],
    spouse: ['mulher|esposa', 'marido'],
  },
  es: {
    parent: ['madre|mamá', 'padre|papá'],
    child: ['hija|niña', 'hijo|niño'],
    spouse: ['mujer|esposa', 'marido|esposo'],
  },
  de: { parent: ['Mutter|Mama', 'Vater|Papa'], child: ['Tochter', 'Sohn'], spouse: ['Frau', 'Mann'] },
}
const KIN_POSSESSIVE: Record<Language, string> = {
  en: 'my',
  pt: '(?:[oa] )?(?:meu|minha)',
  es: 'mi',
  de: 'meine?',
}
const KIN_PREPOSITION: Record<Language, string> = {
  en: 'of|to|with|for|at|on|in|from|by|about|and|than|like',
  pt: 'de|a|com|para|por|em|do|da|ao|à|e|que',
  es: 'de|a|con|para|por|en|del|al|y|que',
  de: 'für|mit|bei|von|zu|an|auf|über|um|ohne|gegen|und|wie|als',
}
function asThePatient(text: string, kin: Kin, language: Language): string {
  const [female, male] = KIN_WORDS[language][kin]
  const pattern = new RegExp(
    String.raw`(^|(?<![\p{L}])(?<!(?<![\p{L}])(?:${KIN_PREPOSITION[language]})\s)(?=[\p{L}]))${KIN_POSSESSIVE[language]} (?:(${female})|(${male}))(?![\p{L}'’])\s*`,
    'iu',
  )
  const out = text
    .replace(pattern, (_, before: string, woman?: string) => {
      if (language === 'pt' || language === 'es') return before
      const pronoun = language === 'de' ? (woman ? 'sie' : 'er') : woman ? 'she' : 'he'
      return `${before}${pronoun} `
    })
    // 'Mum's been more confused since Tuesday': English names a parent without 'my', as the subject.
    .replace(
      language === 'en' && kin === 'parent'
        ? /(^|,\s+|(?<![\p{L}])(?:and|but|so)\s+)(mum|mom|mam|mummy|mommy|dad|daddy)(?=(?:'s|’s)?\s)/giu
        : /$^/,
      (_, before: string, who: string) => `${before}${/^(?:dad|daddy)$/i.test(who) ? 'he' : 'she'}`,
    )
  return out.charAt(0).toUpperCase() + out.slice(1)
}

/** A title said to the listener at the end of a sentence (', doutor.', ', Frau Doktor!'). */
const ADDRESSED =
  /,\s*(?:(?:senhor|senhora|frau|herr)\s+)?(?:doutor|doutora|doctor|doctora|doc|doktor)(?=[.!?]*$)/iu

/** A title said to the listener before what is said ('Doutor, desde ontem…', 'Ai, senhor doutor, é a tripa'). */
const ADDRESSED_FIRST =
  /^(?:(?:ai|ay|ah|oh|ach|olhe|oiga|mire|bueno|pois|well|look)\s*,\s*)?(?:(?:senhor|senhora|frau|herr)\s+)?(?:doutor|doutora|doctor|doctora|doc|doktor)\s*,\s*/iu

/** A greeting before a title ('Morning, doctor.'). */
const GREETING =
  /^(?:(?:good )?(?:morning|afternoon|evening)|hi|hello|hey|bom dia|boa tarde|boa noite|olá|buenos días|buenas tardes|buenas noches|hola|guten (?:tag|morgen|abend)|hallo)(?:[,!.]\s*|\s+|$)/iu
const TITLES =
  'senhor|senhora|dona|doutor|doutora|dr|dra|sr|sra|señor|señora|doctor|doctora|mr|mrs|ms|miss|herr|frau|doktor|doc'
const VOCATIVE = new RegExp(
  String.raw`^(?:(?:${TITLES.replace(/(^|\|)(\p{Ll})/gu, (_, bar: string, c: string) => `${bar}[${c.toUpperCase()}${c}]`)})\.?,?\s*)+(?:\p{Lu}[\p{L}'-]*\s*){0,2}[.!,]*$`,
  'u',
)

/** A part of a greeting: a greeting, a title and a name, or a name alone ('hallo Jonas', 'Frau Schulz'). */
const greetingOrName = (part: string) => {
  const said = part.replace(/[.!]+$/, '').trim()
  const rest = said.replace(GREETING, '').trim()
  // A name alone only after its greeting ('hallo Jonas'): 'Kopfschmerzen' alone is no name.
  return !rest || VOCATIVE.test(rest) || (rest !== said && /^\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?$/u.test(rest))
}

/** A clinician and their name ('Dr Okafor', 'a doutora Sofia Martins', 'el doctor Ruiz', 'Doktor Weber'). */
const CALLER = String.raw`(?:(?:the|o|a|el|la|der|die)\s+)?(?:dr\.?|dra\.?|doctor|doctora|doutor|doutora|doktor|doktorin|nurse|enfermeira|enfermeiro|enfermera|enfermero|schwester)\s+\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)?`
/** The place that calls ('the surgery', 'o centro de saúde', 'la consulta', 'die Praxis'). */
const CALLING_PLACE = String.raw`(?:(?:the|o|a|el|la|der|die|dem)\s+)?(?:surgery|practice|clinic|health cent(?:re|er)|centro de sa(?:[uú]de|lud)|consult[oó]rio|consulta|unidade de sa[uú]de|praxis|hausarztpraxis)`
const FROM_PLACE = String.raw`(?:from|at|do|da|de|del|aus|von)\s+${CALLING_PLACE}`
/** A part of a caller's opening on the telephone: who is calling and from where, no fact of the patient's. */
/** Calling back, said alone ('calling you back', 'estou a ligar de volta', 'le devuelvo la llamada', 'ich rufe zurück'). */
const CALLING_BACK = String.raw`(?:i'm\s+)?calling(?:\s+you)?\s+back|(?:estou\s+a\s+)?(?:ligar|telefonar)(?:-lhe)?\s+de\s+volta|(?:le|te)\s+devuelvo\s+la\s+llamada|ich\s+rufe\s+(?:Sie\s+)?zurück`
const SELF_INTRO = new RegExp(
  String.raw`^(?:(?:(?:it's|it is|this is|my name is|hier ist|hier spricht|fala|aqui é|quem fala é|soy|le habla|habla)\s+(?:${CALLER}(?:\s+${FROM_PLACE})?|${CALLING_PLACE})(?:\s+calling(?:\s+you)?(?:\s+back)?)?)|${FROM_PLACE}|(?:(?:le|te|lhe)\s+)?(?:llamo|ligo|estou a ligar|calling(?:\s+you)?(?:\s+back)?)\s+${FROM_PLACE}|${CALLING_BACK})$`,
  'iu',
)

/** Words that start a German sentence after a number, never an ordinal's noun ('am 3. Mai'). */
const DE_SENTENCE_START =
  /^(?:Ihr|Ihre|Die|Der|Das|Sie|Er|Es|Wir|Ich|Dann|Also|Und|Aber|Bitte|Okay|Gut|Jetzt|Heute|Hier|Dazu|Außerdem|Sonst|Wenn|Falls|Kein|Keine|Nein|Ja|Puls|Blutdruck|Temperatur|Sättigung|Lass|Lassen|Geh|Gehen|Trink|Trinken|Nimm|Nehmen|Komm|Kommen|Mach|Machen|Vermeide|Vermeiden)$/

/** A germ's species, said after its abbreviated genus ('H. pylori', 'E. coli', 'S. aureus'). */
const SPECIES =
  /^(?:pylori|coli|diff|difficile|aureus|epidermidis|pneumoniae|pyogenes|agalactiae|albicans|vaginalis|trachomatis|gonorrhoeae|faecalis|faecium|influenzae|burgdorferi|mirabilis|aeruginosa|jejuni|vulgaris|enterica|typhi|pallidum|genitalium|hominis|acnes|capitis|pubis|scabiei|vermicularis|lamblia|pertussis|tuberculosis)(?![\p{L}])/u

/** Words before a German ordinal ('am 3. Mai', 'zum 2. Mal', 'seit dem 5. Tag'). */
const DE_BEFORE_ORDINAL =
  /^(?:am|im|zum|vom|beim|bis|ab|der|die|das|den|dem|des|jede[nmrs]?|ihre?[nmrs]?|seine?[nmrs]?|meine?[nmrs]?|unsere?[nmrs]?|nach|vor|zur)$/i
/** Nouns an ordinal counts ('3. Mai', '2. Mal', '12. Schwangerschaftswoche', '1. Hypertension' in a list). */
const DE_ORDINAL_NOUN =
  /^(?:Januar|Jänner|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember|Mal|Tag|Woche|Monat|Quartal|Jahr|Lebensjahr|Lebenswoche|Lebensmonat|Schwangerschaftswoche|SSW|Zyklustag|Klasse|Stock|Etage|Dosis|Impfung|Zyklus|Runde|Sitzung|Termin|Kontrolle|Behandlung|Finger|Zehe|Rippe|Brustwirbel|Lendenwirbel|Halswirbel|Interkostalraum|ICR|Strahl)\b/
/**
 * 'Der Blutdruck liegt bei 146 zu 88, der Puls bei 78. Herz und Lunge sind unauffällig': a value closes its
 * sentence before a capitalised word unless the number is an ordinal, said after an article or 'am' or before
 * what it counts.
 */
const germanValueEnds = (before: string, next: string) =>
  /^\p{Lu}\p{Ll}/u.test(next) && !DE_BEFORE_ORDINAL.test(before) && !DE_ORDINAL_NOUN.test(next)

/** Splits the turns into cleaned sentences with their place in the transcript. */
export function splitSentences(turns: Turn[], pack: ReadingPack, language: Language): SourceSentence[] {
  const sentences: SourceSentence[] = []
  turns.forEach((turn, t) => {
    const pieces: Span[] = []
    let pieceStart = -1
    const tokens = [...turn.text.matchAll(/\S+/g)]
    tokens.forEach((m, i) => {
      const token = m[0]
      const start = turn.start + m.index
      if (pieceStart < 0) pieceStart = start
      // 'ninety eight . seven', 'a . five centimeter': a transcript's full stop before a number word is the
      // decimal point said when a number or an article stands before it.
      const point =
        token === '.' &&
        (isNumberWord(tokens[i - 1]?.[0], language) ||
          /^(?:a|an|of|at|is|was|about)$/i.test(tokens[i - 1]?.[0] ?? '')) &&
        isNumberWord(tokens[i + 1]?.[0], language)
      // 'heart rate 78. Your lungs are clear': a number closes its sentence when a new one plainly starts
      // after it; an ordinal ('am 3. Mai') or a list's number ('1. Hypertension') does not.
      const next = tokens[i + 1]?.[0] ?? ''
      const numberEnds =
        /^\d+\.$/.test(token) &&
        pieceStart !== start &&
        // A one-letter word starts one too ('Está 148 por 92. A frequência…', '…78. I think…', '…45. I've…').
        (language === 'de'
          ? DE_SENTENCE_START.test(next) || germanValueEnds(tokens[i - 1]?.[0] ?? '', next)
          : /^\p{Lu}(?:\p{Ll}|$|['’]\p{Ll})/u.test(next))
      // 'A tensão está 150... desculpe, 140 por 90': a stop of hesitation before a correction ends nothing.
      const hesitation = /(?:\.\.\.|…)$/.test(token) && CORRECTS.test(next)
      const ends =
        !point &&
        !hesitation &&
        (/^[.?!]+$/.test(token) ||
          numberEnds ||
          (/[.?!]$/.test(token) &&
            // 'No. 5' is a number's abbreviation; 'Fever, no. A bit of a cough' ends at the no.
            (!pack.abbreviationDot.test(token) || (/^no\.$/i.test(token) && !/^\d/.test(next))) &&
            // ('test for H. pylori', 'E. coli im Urin': a germ's genus, abbreviated, before its species.)
            !(/^\p{Lu}\.$/u.test(token) && SPECIES.test(next)) &&
            !/^\d+\.$/.test(token)))
      const lineBreak = turn.text[m.index + token.length] === '\n'
      if (ends || lineBreak) {
        pieces.push({ start: pieceStart, end: start + token.length })
        pieceStart = -1
      }
    })
    if (pieceStart >= 0) pieces.push({ start: pieceStart, end: turn.end })
    const full = turn.text
    const slice = (p: Span) => full.slice(p.start - turn.start, p.end - turn.start)
    const parts = pieces.flatMap((p) =>
      slice(p).split(/\s+/).length > 16 ? cutLong(p, slice(p), pack, language) : [p],
    )
    const cleaned = parts
      .map((p) => ({ span: p, raw: slice(p), text: cleanSentence(slice(p), pack, language) }))
      .filter((p) => p.raw.replace(/[^\p{L}\d]/gu, '').length > 0)
    // 'and the tamsulosin... no, sorry, that's not you.': what was taken back is not read at all.
    const retracted = new Set<number>()
    cleaned.forEach((p, k) => {
      if (k > 0 && RETRACTION[language].test(p.raw.trim())) retracted.add(k - 1).add(k)
    })
    // 'Bom dia, doutora.' leaves 'Doutora.': a title and a name alone say nothing, and would stand between a
    // question and its answer.
    const kept = cleaned.filter((p, k) => {
      if (retracted.has(k)) return false
      // 'Full stop.', 'Novo parágrafo.', 'Fin del dictado.': what a dictation tells the page, not the note.
      if (DICTATION_COMMAND.test(p.raw.trim())) return false
      // A greeting alone, or with a title ('Guten Tag.', 'Morning, doctor.').
      const raw = p.raw.trim()
      const rest = raw.replace(GREETING, '').trim()
      if (rest !== raw && (!rest || VOCATIVE.test(rest) || /^[\p{P}\s]*$/u.test(rest))) return false
      // 'Hallo, Frau Schulz, hallo Jonas.': greetings and names, each part of it.
      if (rest !== raw && rest.split(/,\s*/).every((part) => greetingOrName(part))) return false
      // 'Guten Morgen, Herr Yilmaz, hier ist die Praxis, Doktor Braun.': a caller's opening, who calls and from where.
      const parts = rest.split(/,\s*/).map((part) => part.replace(/[.!]+$/, '').trim())
      if (
        parts.some((part) => SELF_INTRO.test(part)) &&
        parts.every((part) => SELF_INTRO.test(part) || greetingOrName(part))
      )
        return false
      // As said: 'Sim, doutor.' is a yes, though its cleaned text is the title alone.
      return !VOCATIVE.test(raw)
    })
    kept.forEach((p, k) => {
      // Portuguese and Spanish drop the subject ('Tem uma pneumonia.', 'Tiene una hipertensión.'): a sentence
      // that ends with a full stop asks only when it opens with a question word.
      const punctuated = /[.!]$/.test(p.raw.trim())
      const tag = AGREEMENT_TAG.exec(p.raw)
      const body = tag ? p.raw.slice(0, tag.index) : ''
      const agreed = !!tag && body.split(/\s+/).length >= 4 && !/\?/.test(body) && !pack.question.test(body)
      const question =
        !agreed &&
        !(punctuated && PSEUDO_CLEFT[language]?.test(p.text)) &&
        !(punctuated && NOT_ASKING[language]?.test(p.text)) &&
        (/\?\s*$/.test(p.raw.trim()) ||
          /\?$/.test(p.text) ||
          (pack.question.test(p.text) &&
            !(punctuated && DROPS_SUBJECT.has(language) && !QUESTION_WORD[language]?.test(p.text)) &&
            !(punctuated && language === 'de' && (REQUEST.test(p.text) || REQUEST_WHEN.test(p.text))) &&
            // ('Jetzt ist er wach und munter.': the adverb before the verb is no filler; the verb is second.)
            !(punctuated && language === 'de' && ADVERB_FIRST.test(p.raw.trim())) &&
            // ('Had a temperature of 38.5 on Sunday.': the patient telling, the subject left out.)
            !(
              punctuated &&
              language === 'en' &&
              turn.speaker !== 'clinician' &&
              SUBJECT_DROPPED.test(p.raw.trim())
            )))
      sentences.push({
        start: p.span.start,
        end: p.span.end,
        text: turn.kin ? asThePatient(p.text, turn.kin, language) : p.text,
        said: p.raw.replace(/\s+/g, ' ').trim(),
        speaker: turn.speaker,
        ...(turn.carer ? { carer: true as const } : {}),
        turn: t,
        index: sentences.length,
        question,
        lastOfTurn: k === kept.length - 1,
        negated: pack.negation.test(p.text),
        conditional: pack.condition.test(p.text),
      })
    })
  })
  return sentences
}

/**
 * Cuts a long stretch before discourse markers, keeping pieces of at least a few words; a condition is never
 * cut from what it conditions ('if the pain comes back … go to the emergency department').
 */
function cutLong(span: Span, text: string, pack: ReadingPack, language: Language): Span[] {
  const cuts = [0]
  const splitter = new RegExp(pack.splitBefore.source, `${pack.splitBefore.flags.replace('g', '')}g`)
  for (const m of text.matchAll(splitter)) cuts.push(m.index + m[0].length)
  cuts.push(text.length)
  const out: Span[] = []
  for (let k = 0; k + 1 < cuts.length; k++) {
    const piece = { start: span.start + cuts[k]!, end: span.start + cuts[k + 1]! }
    const words = (s: Span) =>
      text
        .slice(s.start - span.start, s.end - span.start)
        .trim()
        .split(/\s+/).length
    const last = out[out.length - 1]
    const lastText = last ? text.slice(last.start - span.start, last.end - span.start) : ''
    if (
      last &&
      (words(last) < 6 ||
        words(piece) < 4 ||
        openCondition(lastText, pack) ||
        // ('Wenn es nicht besser ist, kommen Sie wieder, dann schicken wir eine Urinkultur ein': what is done then
        // is done under the condition too.)
        (THEN_GOES_ON.test(text.slice(piece.start - span.start, piece.end - span.start).trim()) &&
          openedByCondition(out, text, span, pack)) ||
        CONDITION_OPENS.test(lastText) ||
        REASON_LEADS.test(lastText.trim()) ||
        restatesAmount(text.slice(piece.start - span.start, piece.end - span.start), language) ||
        (OR_ENDS.test(lastText) && pack.condition.test(lastText)))
    )
      last.end = piece.end
    else out.push(piece)
  }
  // Trim the spaces a cut leaves at either end.
  return out.map((p) => {
    const t = text.slice(p.start - span.start, p.end - span.start)
    const lead = t.length - t.trimStart().length
    return { start: p.start + lead, end: p.start + t.trimEnd().length }
  })
}

/**
 * '…but at half the dose, so two and a half milligrams instead of five', '…die halbe Dosis, also zweieinhalb
 * Milligramm statt fünf': an amount said again in other words after 'so', 'portanto', 'entonces', 'also' is the
 * piece before it, whose medicine it doses; alone it would be a dose of nothing.
 */
function restatesAmount(piece: string, language: Language): boolean {
  const m = RESTATES.exec(piece.trim())
  return !!m && isNumberWord(m[1]!.replace(/[.,]$/, ''), language)
}
const RESTATES =
  /^(?:so|that's|that is|i\.e\.|which is|portanto|então|ou seja|isto é|entonces|o sea|es decir|also|das heißt|d\. h\.|das sind)\s+(\S+)/iu

/** A piece that ends on the word opening a condition ('…, unless'): what it conditions is never cut from it. */
const CONDITION_OPENS =
  /(?<![\p{L}])(?:if|unless|until|when|whenever|once|in case|except|se|caso|a menos que|a não ser que|até|si|salvo que|excepto si|hasta que|wenn|falls|sobald|es sei denn|außer)[\s,]*$/iu

/**
 * A reason said first and closed by its comma ('Because it's his third episode this year, I'm going to refer
 * him…'): never cut from what it leads into, where alone it would say half a sentence.
 */
const REASON_LEADS =
  /^(?:because|since|as|given that|porque|como|dado que|uma vez que|visto que|já que|ya que|puesto que|weil|da)(?![\p{L}])[^.;:!?]*,$/iu

/** A piece that goes on with what follows a condition ('dann …', 'and then …', 'então …', 'entonces …'). */
const THEN_GOES_ON = /^(?:(?:and|e|y|und),?\s+)?(?:then|dann|então|entonces|luego)(?![\p{L}])/iu

/** Whether the sentence the pieces so far make opens with a condition ('Wenn es nicht besser ist, …'). */
function openedByCondition(pieces: Span[], text: string, span: Span, pack: ReadingPack): boolean {
  const first = pieces[0]
  if (!first) return false
  const m = pack.condition.exec(text.slice(first.start - span.start))
  return (
    !!m &&
    text
      .slice(first.start - span.start, first.start - span.start + m.index)
      .trim()
      .split(/\s+/)
      .filter(Boolean).length <= 1
  )
}

/** A condition that ends on 'or' ('If the pain gets worse, or'): the rest of the condition is never cut from it. */
const OR_ENDS = /(?<![\p{L}])(?:or|ou|o|u|oder)[\s,]*$/iu

/** A piece that opens with a condition and has not yet said what follows from it ('if the pain comes at rest'). */
function openCondition(text: string, pack: ReadingPack): boolean {
  const m = pack.condition.exec(text)
  if (!m) return false
  const before = text.slice(0, m.index).trim().split(/\s+/).filter(Boolean).length
  // A comma that closes the piece ends the condition, not what follows from it: that is the next piece.
  return (
    before <= 3 &&
    !text
      .slice(m.index + m[0].length)
      .replace(/,\s*$/, '')
      .includes(',')
  )
}
