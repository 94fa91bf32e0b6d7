import type { Language } from '../../../contract/common'
import { correctionOfBefore, selfCorrected } from './corrections'
import { fold } from './fold'
import type { FactsPack } from './lang/facts'
import type { ReadingPack } from './lang/pack'
import { FOR_ALLERGY, findMedications, medicationKey } from './medications'
import { saidOfAnother, saidOfRelative } from './relatives'
import type { AllergyFact, SourceSentence, Span } from './types'

/**
 * Allergies as consultations state them: 'I'm allergic to penicillin and sulfa', 'no known allergies', and the
 * question answered over a few turns ('Any allergies?' — 'Yes. Penicillin.'; 'Napro-…' — 'Naprosyn?' —
 * 'Yes.'; 'You're not allergic to anything, right?' — 'That's right.'). Every agent named is one fact.
 */
/** A tag that makes a statement a question ('…, is that right?', '…, certo?', '…, ¿verdad?', '…, oder?'). */
const QUESTION_TAG =
  /^(?:is that (?:right|correct)|right|correct|isn'?t (?:it|that right)|am i right|certo|correto|não é|nao e|verdade|cierto|verdad|no es así|richtig|oder|stimmt'?s?|nicht wahr)$/iu

/**
 * A drug the patient is not allergic to but cannot take ('I'm not allergic to ibuprofen, but it upsets my
 * stomach', 'Ao ibuprofeno não sou alérgico, mas faz-me mal ao estômago'): group agent, and what it does (then).
 */
const NOT_ALLERGIC_BUT: Record<Language, RegExp> = {
  en: /(?:not|n't) allergic to (?<agent>[^,.;]+?),? but (?<then>(?:it|they) [^.;]+)/iu,
  pt: /(?:(?:a[oa]?s?|à) (?<agent>[^,.;]+?) não sou alérgic[oa]|não sou alérgic[oa] (?:a[oa]?s?|à) (?<agent2>[^,.;]+?)),? mas (?<then>[^.;]+)/iu,
  es: /(?:(?:al?|a la|a los|a las) (?<agent>[^,.;]+?) no soy alérgic[oa]|no soy alérgic[oa] (?:al?|a la|a los|a las) (?<agent2>[^,.;]+?)),? pero (?<then>[^.;]+)/iu,
  de: /(?:gegen (?<agent>[^,.;]+?) bin ich nicht allergisch|ich bin nicht allergisch gegen (?<agent2>[^,.;]+?)),? aber (?<then>[^.;]+)/iu,
}

/**
 * A drug the patient cannot take for what it does to them ('I can't take ibuprofen, it gives me stomach ulcers',
 * 'Não posso tomar ibuprofeno, dá-me úlceras', 'Ibuprofen darf ich nicht nehmen, davon bekomme ich …'): an
 * intolerance, never a current medicine. Group agent, and what it does (then).
 */
const CANNOT_TAKE: Record<Language, RegExp> = {
  en: /(?:can't|cannot|can not|couldn't) (?:take|have) (?<agent>[^,.;]+?)(?:,\s*|\s+(?:because|as|since|'cause)\s+)(?<then>(?:it|they) (?:gives?|gave|makes?|made|upsets?|causes?|caused|brings? on|brought on)\s[^.;]*)/iu,
  pt: /não (?:posso|pode|podia|consigo|consegue) tomar (?<agent>[^,.;]+?)(?:,\s*|\s+(?:porque|pois)\s+)(?<then>(?:(?:ele|ela|isso|que)\s+)?(?:me |lhe )?(?:dá|deu|dava|faz|fez|fazia|provoca|provocou|causa|causou)(?:-me|-lhe)?\s[^.;]*)/iu,
  es: /no (?:puedo|puede|podía) tomar (?<agent>[^,.;]+?)(?:,\s*|\s+(?:porque|pues|ya que)\s+)(?<then>(?:me|le) (?:da|dio|daba|provoca|provocó|causa|causó|produce|produjo|sienta|sentó)\s[^.;]*)/iu,
  de: /(?<agent>[^,.;]+?) (?:kann|darf|konnte|durfte) (?:ich|sie|er) (?:nicht|kein\p{L}*) (?:nehmen|einnehmen)(?:,\s*|\s+(?:weil|da)\s+)(?<then>(?:davon|da|das|die|der|es|ich) [^.;]*)/iu,
}

/**
 * A drug the patient took that made them unwell, said in the past ('The chemist gave us chlorphenamine, but it made him really
 * drowsy', 'mas deixava-o muito sonolento', 'pero le daba mucho sueño', 'aber davon wurde er sehr müde'): an
 * intolerance, never a current medicine. Group agent, and what it did (effect).
 */
const MADE_UNWELL: Record<Language, RegExp> = {
  en: /(?<agent>[^.;]+?),? but (?:it|they) (?:made (?:me|him|her|them) (?:feel )?(?:really |very |so |too |a bit |quite )?|(?:upset|irritated) (?:my|his|her|their) (?=stomach))(?<effect>drowsy|sleepy|sick|dizzy|nauseous|nauseated|shaky|constipated|stomach)(?![\p{L}])/iu,
  pt: /(?<agent>[^.;]+?),? mas (?:(?:o|a|me|lhe) )?(?:(?:deixava|deixou|dava|deu|fazia|fez|punha|pôs)(?:-o|-a|-me|-lhe)? (?:muito |tanto |muita )?|(?:fazia|fez)(?:-me|-lhe)? mal ao (?=estômago))(?<effect>sono|sonolent[oa]|enjoad[oa]|tont[oa]|tonturas?|náuseas|mal disposto|mal disposta|estômago)(?![\p{L}])/iu,
  es: /(?<agent>[^.;]+?),? pero (?:le|me) (?:(?:daba|dio|dejaba|dejó|producía|produjo) (?:mucho |mucha |muchos |muchas )?|(?:sentaba|sentó) mal al (?=estómago))(?<effect>sueño|somnolencia|mareos?|náuseas|ganas de vomitar|estómago)(?![\p{L}])/iu,
  de: /(?<agent>[^.;]+?),? aber (?:(?:davon |da )?(?:wurde|war) (?:er|sie|ich|es) (?:davon )?(?:so |sehr |ganz |total |immer )?|davon (?:bekam|hatte|kriegte) (?:er|sie|ich) (?=Magenschmerzen|Sodbrennen|Durchfall))(?<effect>müde|schläfrig|übel|schwindelig|benommen|Magenschmerzen|Sodbrennen|Durchfall)(?![\p{L}])/iu,
}

/**
 * A drug the patient does not take for what it does to them ('Codeine makes me really sick, so I don't take it',
 * 'A codeína deixa-me muito enjoada, não a tomo', 'La codeína me da muchas náuseas, no la tomo', 'Von Codein wird
 * mir übel, das nehme ich nicht'): an intolerance wherever it is said. Group agent, and what it does (effect).
 */
const NOT_TAKEN_FOR: Record<Language, RegExp> = {
  en: /(?<agent>[^.;]+?) (?:makes|made|gives|gave) (?:me|him|her) (?:feel )?(?:really |very |so |terrible |awful )?(?<effect>[^,.;]+?),? (?:so )?(?:i|he|she|we) (?:don't|do not|doesn't|does not|never) (?:take|use|have|give) (?:it|them)/iu,
  pt: /(?<agent>[^.;]+?) (?:deixa-me|deixa-o|deixa-a|dá-me|dá-lhe|faz-me|põe-me) (?:muito |tanto |muita )?(?<effect>[^,.;]+?),? (?:por isso )?(?:já )?não (?:a|o|os|as|lhe) (?:tomo|toma|uso|dou)/iu,
  es: /(?<agent>[^.;]+?) (?:me|le) (?:da|dan|sienta|sientan|provoca|provocan) (?:muy |mucho |mucha |muchas |muchos )?(?<effect>[^,.;]+?),? (?:así que |por eso )?(?:ya )?no (?:la|lo|las|los|se la|se lo) (?:tomo|toma|uso|doy)/iu,
  de: /(?<agent>[^.;]+?) (?:wird (?:mir|ihm|ihr)|bekomme ich|kriege ich) (?:davon )?(?:immer |sehr |so )?(?<effect>[^,.;]+?),? (?:das|die|den|es) (?:nehme ich|nimmt (?:er|sie)|gebe ich (?:ihm|ihr)) nicht/iu,
}

/** Only that the drug was stopped ('So I stopped it.', 'E deixei-o.', 'Así que lo dejé.', 'Ich habe es abgesetzt.'). */
const STOPPED_IT =
  /^(?:(?:so|and|then|e|por isso|então|y|así que|entonces|und|deshalb|also|dann),?\s+)?(?:(?:i|he|she|we|eu|yo|ich|er|sie)\s+)?(?:(?:stopped|quit|came off|gave up)(?: taking)? (?:it|them)|(?:deixei|parei|larguei|deixou|parou)(?:-o|-a)?(?: de (?:o |a )?tomar)?|(?:lo|la) (?:dejé|dejó)|(?:dejé|dejó) de tomarl[oa]|(?:habe|hat) (?:ich |er |sie )?(?:es|das|ihn|sie) (?:abgesetzt|weggelassen))[.!]?$/iu

/** 'It upset my stomach', 'fazia-me mal ao estômago': the stomach upset, as a reaction is written. */
const STOMACH_UPSET: Record<string, string> = {
  stomach: 'stomach upset',
  estômago: 'mal-estar gástrico',
  estómago: 'molestias gástricas',
  brechen: 'Erbrechen',
}

/**
 * A drug that does not agree with the patient now, said without an allergy word ('Codeine makes me really sick',
 * 'A codeína cai-me muito mal, dá-me vómitos', 'la codeína me sienta fatal, me da muchos vómitos', 'Codein vertrage
 * ich übrigens nicht, da muss ich brechen'): an intolerance, never a current medicine. Group agent (and effect).
 */
const DOES_BADLY: Record<Language, RegExp> = {
  en: /(?<agent>(?:(?!allerg)[^.;,])+?) (?:always |really )?(?:makes|gives) (?:me|him|her) (?:feel )?(?:really |very |so |terribly |awfully )?(?<effect>sick|nauseous|nauseated|vomit|throw up)(?![\p{L}])/iu,
  pt: /(?<agent>(?:(?!alérg|alerg)[^.;,])+?) (?:cai-me|cai-lhe) (?:muito |tão |sempre )?mal(?:,\s*(?:dá-me|dá-lhe|faz-me|faz-lhe) (?:muitos |muitas )?(?<effect>vómitos|náuseas|enjoos|tonturas|diarreia))?/iu,
  es: /(?<agent>(?:(?!alérg|alerg)[^.;,])+?) (?:me|le) (?:sienta|sientan) (?:muy |siempre )?(?:mal|fatal)(?:,\s*(?:me|le) (?:da|dan|provoca|provocan) (?:muchos |muchas |mucho |mucha )?(?<effect>vómitos|náuseas|mareos|diarrea))?/iu,
  de: /(?<agent>(?:(?!allerg)[^.;,])+?) vertr(?:a|ä)g(?:e|t) (?:ich|er|sie) (?:übrigens |leider |gar |überhaupt )?(?:nicht|kein\p{L}*)(?:,\s*(?:da|davon) (?:muss|bekomme|kriege|bekommt|kriegt) (?:ich|er|sie) (?<effect>brechen|erbrechen|Durchfall))?/iu,
}

/**
 * (Each agent is at most 80 letters before its verb: a long stretch said without a stop is read in linear time.)
 * A drug that caused a known side effect, said by the patient or to them ('The ramipril gave me a dry cough', 'O
 * enalapril deu-lhe tosse seca', 'El enalapril me daba tos', 'Vom Ramipril habe ich Reizhusten bekommen',
 * 'naproxen gave her indigestion'): an intolerance with that effect, never a current medicine. A denial in what
 * names the drug ('The ramipril never gave me a cough', 'não me deu tosse') is none. Group agent and effect.
 */
const SIDE_EFFECT: Record<Language, RegExp> = {
  en: /(?<agent>(?:(?!allerg|\bnot?\b|n't|never|\bif\b|\bmay\b|\bmight\b|\bcan\b|\bcould\b)[^.;,?]){1,80}?) (?:gave|gives|was giving|caused|causes|brought on) (?:me|him|her|you|them) (?:a |an |some |this |that )?(?<effect>(?:(?:really |very )?(?:bad|terrible|awful|horrible|annoying|persistent|nasty|dry|tickly|irritating|constant) )*(?:cough|indigestion|heartburn|swollen ankles|ankle swelling|muscle (?:aches|pains|cramps)|aching muscles|headaches?|flushing|palpitations|constipation))(?![\p{L}])/iu,
  pt: /(?<agent>(?:(?!alérg|alerg|\bnão\b|nunca|\bse\b|pode)[^.;,?]){1,80}?) (?:(?:me|lhe|te) (?:deu|dava|provocou|provocava|causou|causava)|(?:deu|dava|provocou|provocava|causou|causava)-(?:me|lhe|te)) (?:uma |umas |muita |muitas |bastante )?(?<effect>tosse(?: seca)?|azia|(?:os )?(?:pés|tornozelos) inchados|inchaço (?:nos|dos) (?:pés|tornozelos)|dores musculares|dores nos músculos|dores de cabeça|palpitações|prisão de ventre|obstipação)(?![\p{L}])/iu,
  es: /(?<agent>(?:(?!alérg|alerg|\bno\b|nunca|\bsi\b|puede)[^.;,?]){1,80}?) (?:me|le|te) (?:dio|daba|provocó|provocaba|causó|causaba|producía|produjo) (?:una |mucha |muchas |bastante )?(?<effect>tos(?: seca)?|acidez|ardor de estómago|(?:los )?tobillos hinchados|hinchazón de (?:los )?(?:tobillos|pies)|dolores musculares|dolor(?:es)? de cabeza|palpitaciones|estreñimiento)(?![\p{L}])/iu,
  de: /(?:vo[nm] (?:dem |der |den )?)(?<agent>[^.;,?]{1,80}?),? (?:habe|haben|hat|hatte|hatten|bekam|bekamen|kriegte) (?:ich|er|sie) (?:[\p{L}]+ ){0,3}?(?:einen |eine )?(?:(?:starken|trockenen|ständigen|schlimmen|heftigen|furchtbaren|quälenden) )?(?<effect>Reizhusten|Husten|Sodbrennen|geschwollene (?:Knöchel|Beine|Füße)|dicke (?:Beine|Knöchel|Füße)|Knöchelödeme|Wassereinlagerungen|Muskelschmerzen|Kopfschmerzen|Herzrasen|Verstopfung)(?![\p{L}])/iu,
}

/** A side effect had: none said under a condition or a denial ('If the ramipril gives you a cough…'). */
const causedSideEffect = (text: string, language: Language, reading: ReadingPack) => {
  const m = SIDE_EFFECT[language].exec(text)
  const before = m ? text.slice(0, m.index + m[0].length - m.groups!.effect!.length) : ''
  return m && !reading.negation.test(before) && !reading.condition.test(before) ? m : null
}

/** Said to the patient or of them, as a clinician tells a side effect ('gave you a cough', 'deu-lhe', 'haben Sie'). */
const SECOND_PERSON: Record<Language, RegExp> = {
  en: /(?<![\p{L}])(?:you|her|him|them)(?![\p{L}])/iu,
  pt: /(?<![\p{L}])(?:lhe|te)(?![\p{L}])/iu,
  es: /(?<![\p{L}])(?:le|te)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:Sie|er|sie)(?![\p{L}])/u,
}

/** The first way a patient's sentence says a drug does not agree with them, with its agent (and what it does). */
// ('Codeine makes me really sick, but I'm not allergic to anything': with an allergy word, the allergy reading
// below names both.)
const ALLERGY_WORD = /allerg|alérg|alerg/iu
const takenBadly = (text: string, language: Language, allergyWord: boolean) =>
  [
    CANNOT_TAKE,
    MADE_UNWELL,
    NOT_TAKEN_FOR,
    ...(allergyWord ? [] : [DOES_BADLY]),
  ].reduce<RegExpExecArray | null>((found, table) => found ?? table[language].exec(text), null)

/** An allergy said as a possibility ('posible alergia', 'suspected allergy', 'Verdacht auf eine Allergie'). */
const POSSIBLE_ALLERGY =
  /(?<![\p{L}])(?:(?:possible|suspected|probable|likely) allerg|(?:possível|provável|suspeita de) alergi|(?:posible|probable|sospecha de) alergi|(?:mögliche|möglichen|vermutete|vermuteten|fragliche|fraglichen) allergie|verdacht auf (?:eine )?allergie)/iu

/** Said of an intolerance, not an allergy ('Ibuprofen vertrage ich nicht', 'I can't tolerate codeine'). */
const INTOLERANT =
  /intoler|unverträg|vertrag\p{L}* (?:ich|sie|er) (?:\p{L}+ )?(?:nicht|kein\p{L}*)|(?:ich|sie|er) vertr(?:a|ä)g\p{L}* (?:kein\p{L}*|\p{L}+ nicht)|(?:can't|cannot|can not) tolerate|não tolero|no tolero|makes? (?:me|her|him) (?:feel )?(?:very |really |so |too )?(?:sick|nauseous|nauseated|dizzy|drowsy|sleepy|constipated|vomit|throw up)|(?:deixa|põe)-me (?:muito )?(?:enjoad[oa]|mal disposto|mal disposta|tonto|tonta)|me (?:da|dan|daba|daban|dio|dieron|provoca|provocó|provocaba) (?:muchas |muchos |unos )?(?:náuseas|mareos|ganas de vomitar|temblores|somnolencia|diarrea)|(?:deu-me|dava-me|dá-me|provocou-me|me deu|me dava) (?:muitos |muitas |uns )?(?:tremores|náuseas|enjoos|tonturas|sonolência|diarreia)|(?:gave|gives|give) (?:me|her|him) (?:the |a |an )?(?:(?:terrible|awful|bad|really bad|severe|horrible|upset) )?(?:shakes|tremors?|diarrh?oea|stomach|stomach upset|upset stomach)|(?:bekam|bekomme|hatte|habe|kriege|kriegte) (?:ich )?(?:davon |da )?(?:starkes |ein )?(?:zittern|durchfall)|me sienta(?:n)? mal|wird (?:mir|ihr|ihm) (?:davon )?(?:immer |sehr |so )?(?:übel|schlecht|schwindelig)/iu

/** The clinician asking what the reaction was ('What kind of reaction?', '¿Qué le pasó?', 'Was ist passiert?'). */
const REACTION_ASKED =
  /(?<![\p{L}])(?:what (?:kind of |sort of )?reaction|what happened|what did (?:it|that) do|que (?:tipo de )?reação|o que (?:lhe )?(?:aconteceu|fez|deu)|qué (?:tipo de )?reacción|qué (?:le )?(?:pasó|hizo|dio)|was für eine reaktion|welche reaktion|was (?:ist )?(?:da )?passiert|wie hat sich (?:das|die allergie) geäußert)(?![\p{L}])/iu

/** A reaction without the article it was said with ('a boca inchada' → 'boca inchada'). */
const withoutArticle = (reaction: string | undefined) =>
  reaction?.replace(/^(?:a|o|as|os|la|el|las|los|the|die|der|das)\s+/iu, '')

/** A relative's or carer's own allergy, said in the first person before the agent. */
const CARER_OWN =
  /(?<![\p{L}'])(?:i(?:'m| am)|i have|i've got|(?:eu )?sou|(?:eu )?tenho|(?:yo )?soy|(?:yo )?tengo|ich bin|ich habe|ich hab)\s+(?:\p{L}+\s+){0,2}?(?:allergic|alérgic[oa]|allergisch|alergia|allergie|an allergy)(?![\p{L}])/iu

/** The clause a place in a sentence is in, up to that place. */
const clauseBefore = (text: string, at: number) =>
  text
    .slice(0, at)
    .split(/[.;!?]|,\s*(?:but|mas|pero|aber)\s/iu)
    .at(-1) ?? ''

/** The patient's own no, said beside someone else's yes ('I'm not', 'yo no', 'eu não', 'ich nicht'). */
const SELF_DENIED =
  /(?<![\p{L}])(?:i'm not|i am not|not me|i don't|yo no|eu não|eu nao|ich nicht|ich bin es nicht|ich bin nicht)(?![\p{L}])/iu

/** A clause said after a list of agents, not an agent ('Gegen Birke und Gräser, das wurde getestet'). */
const NOT_AN_AGENT =
  /^(?:das|dies|es|that|this|it|which|isso|isto|o que|eso|esto|lo que)(?![\p{L}])|(?<![\p{L}])(?:wurde|wurden|ist|war|was|were|is|foi|foram|é|fue|fueron|es|han|hat|has|have|tem|tiene)(?![\p{L}])/iu

/**
 * An agent said to be taken well ('Codeine makes me vomit, but the ibuprofen is fine', 'o ibuprofeno tomo bem',
 * 'el ibuprofeno me sienta bien', 'Ibuprofen vertrage ich gut'): no allergen. After the agent…
 */
const TOLERATED_AFTER =
  /^\s*(?:(?:is|are|was|were|'s)\s+(?:(?:totally|absolutely|perfectly|completely|always|just)\s+)?(?:fine|ok|okay|all right|alright|no problem)|(?:doesn't|does not|didn't|did not|never) (?:bother|upset|affect) (?:me|him|her)|(?:i|he|she) (?:take|takes|took|tolerate|tolerates|tolerated) (?:it |them )?(?:fine|well|ok|okay|without (?:any )?problems?)|(?:é|está|foi|esteve) (?:bem|ótimo|ok)|não (?:me|lhe) (?:faz|fazia|fez) mal|(?:o |a )?(?:tomo|toma|tomava) (?:bem|sem problemas?)|(?:cai|caiu|caía)-(?:me|lhe) bem|(?:me|le) (?:sienta|sientan|sentó|sentaba|va|iba) bien|(?:lo|la) (?:tolero|tolera|toleré|toleró|tomo|toma) (?:bien|sin problemas?)|no (?:me|le) (?:hace|hizo|sienta|sentó) (?:nada|daño|mal)|(?:vertrage|verträgt|vertrug|vertragen) (?:ich|er|sie|wir) (?:aber |sonst )?(?:gut|problemlos|ohne probleme)|(?:ist|war|geht|ging) (?:aber )?(?:gut|ok|okay|in ordnung|problemlos))(?![\p{L}])/iu
/** …or before it ('I'm fine with ibuprofen', 'tolero bem o ibuprofeno', 'tolero bien el ibuprofeno'). */
const TOLERATED_BEFORE =
  /(?:^|[\s,.;])(?:(?:i'm|i am|he's|he is|she's|she is) (?:fine|ok|okay) (?:with|on)|(?:i|he|she) (?:can|could) take|(?:i|he|she) (?:tolerate|tolerates|tolerated)|tolero bem|tolera bem|posso tomar|pode tomar|tolero bien|tolera bien|puedo tomar|puede tomar|(?:ich|er|sie) (?:vertrage|verträgt|vertrug) (?:gut|problemlos))\s+(?:the |o |a |os |as |el |la |los |las |das |den |die )?$/iu

/** An agent named with its own no after it ('Ao paracetamol não', 'Al paracetamol no', 'Paracetamol nicht'). */
const DENIED_AGENT = /\s(?:não|nao|no|nicht|nein|not)$/iu
const DENIED_AFTER =
  /^\s*(?:não|nao|no|nicht|nein)(?=\s*(?:[,.;!]|$|(?:só|solo|nur|sondern|pero|mas|but)(?!\p{L})))/iu
/** …or with a no before it ('Not to paracetamol, only…', 'Nicht gegen Paracetamol', 'No al paracetamol'). */
const DENIED_BEFORE =
  /(?:^|[\s,.;])(?:not|nicht|não|nao|no)\s+(?:to\s+|gegen\s+|a[oa]?s?\s+|à\s+|al\s+|a la\s+|a los\s+|a las\s+)(?:the\s+|das\s+|den\s+|die\s+)?$/iu

export function readAllergies(
  transcript: string,
  sentences: SourceSentence[],
  language: Language,
  reading: ReadingPack,
  pack: FactsPack,
): { facts: AllergyFact[]; answers: Set<number> } {
  const facts: AllergyFact[] = []
  /** Sentences whose drugs are allergens, not medications. */
  const answers = new Set<number>()
  const noDrugAllergy = noneToDrugs(pack.drugWords)
  const said = (s: SourceSentence) => transcript.slice(s.start, s.end)
  const fact = (s: SourceSentence, agent: string | null, span: Span, extra: Partial<AllergyFact> = {}) => {
    const key = agent ? (medicationKey(agent)?.key ?? null) : null
    const id = agent ? (key ?? agent.toLowerCase()) : `none:${extra.scope ?? ''}`
    const known = facts.find(
      (f) => (f.agent ? (f.key ?? f.agent.toLowerCase()) : `none:${f.scope ?? ''}`) === id,
    )
    const reaction = withoutArticle(pack.reaction.exec(said(s))?.[0])
    if (known) {
      if (s.index > known.sentence && !s.question) known.restated = [...(known.restated ?? []), s.index]
      // 'Cipro-' then 'Ciprofloxacin?' — 'Yes!': the name in full.
      if (agent && known.agent && agent.length > known.agent.length) Object.assign(known, { agent, span })
      // 'Any allergies?' 'Penicillin. I came out in hives…' read after the plan's 'Because of the penicillin
      // allergy…': the allergy is where it was first said, so its reaction is read there.
      if (s.index < known.sentence && !known.reaction)
        Object.assign(known, {
          sentence: s.index,
          speaker: s.speaker,
          span,
          ...(reaction ? { reaction } : {}),
        })
      return
    }
    facts.push({
      kind: 'allergy',
      sentence: s.index,
      speaker: s.speaker,
      agent,
      key,
      // ('I'm allergic to codeine, it makes me vomit': an allergy as the patient said it, with its reaction.)
      intolerance: INTOLERANT.test(said(s)) && (s.negated || !ALLERGY_WORD.test(said(s))),
      ...(agent && POSSIBLE_ALLERGY.test(said(s)) ? { possible: true } : {}),
      ...(agent && reaction ? { reaction } : {}),
      ...extra,
      span,
    })
  }
  /** The agents a sentence names after an allergy phrase, each with its place. */
  const agentsIn = (s: SourceSentence, inAllergyContext: boolean): { agent: string; span: Span }[] =>
    agentsOf(s, inAllergyContext).filter(
      // 'I'm not, but my son is allergic to penicillin': a relative's allergy is not the patient's.
      (a) =>
        !(s.speaker === 'patient' && !s.carer && saidOfRelative(said(s), a.span.start - s.start, language)) &&
        // ('Er ist gegen nichts allergisch, aber seine Schwester ist gegen Penicillin allergisch': hers.)
        !(s.speaker === 'patient' && saidOfAnother(said(s), a.span.start - s.start, language)) &&
        // 'Dad: … I'm allergic to nuts, but she's not', 'Hija: Yo soy alérgica al látex': the relative's own.
        !(s.carer && CARER_OWN.test(clauseBefore(said(s), a.span.start - s.start))),
    )
  const agentsOf = (s: SourceSentence, inAllergyContext: boolean): { agent: string; span: Span }[] => {
    const whole = said(s)
    // 'No, perdón, al naproxeno.': what corrects the sentence before is read after its opening.
    const instead = correctionOfBefore(whole, language)
    if (instead) return agentsSaid(instead.text, s.start + instead.at, true)
    // 'Sou alérgico à penicilina, quer dizer, à amoxicilina': the agent as meant, where it was said.
    const meant = selfCorrected(whole, language)
    if (meant === null) return []
    if (meant === whole) return agentsSaid(whole, s.start, inAllergyContext)
    return agentsSaid(meant, 0, inAllergyContext).flatMap((a) => {
      const at = whole.lastIndexOf(a.agent)
      return at < 0
        ? []
        : [{ agent: a.agent, span: { start: s.start + at, end: s.start + at + a.agent.length } }]
    })
  }
  /** The agents a text names after an allergy phrase, with their places from `start`. */
  const agentsSaid = (
    whole: string,
    start: number,
    inAllergyContext: boolean,
  ): { agent: string; span: Span }[] => {
    // In an answer, what opens it to take back a 'no' ('Ach, warten Sie, auf Pflaster…') is read past.
    const skip = inAllergyContext
      ? whole.length -
        whole
          .replace(/^[\s¿¡]+/, '')
          .replace(INTERJECTION, '')
          .replace(TAKEN_BACK, '')
          .replace(/^[\s,.!]+/, '').length
      : 0
    const text = whole.slice(skip)
    const base = start + skip
    const found: { agent: string; span: Span }[] = []
    const patterns = inAllergyContext ? [...pack.allergen, ...pack.allergenInContext] : pack.allergen
    for (const pattern of patterns) {
      const m = pattern.exec(text)
      if (!m?.[1]) continue
      const listStart = m.index + m[0].lastIndexOf(m[1])
      for (const item of splitList(m[1], pack)) {
        const at = text.indexOf(item, listStart)
        found.push({ agent: item, span: { start: base + at, end: base + at + item.length } })
      }
      if (found.length) break
    }
    // In an answer, a drug named is the allergen ('Yes. Penicillin.'), or a common allergen it opens with.
    if (!found.length && inAllergyContext)
      for (const m of findMedications(text, language))
        found.push({
          agent: text.slice(m.start, m.end),
          span: { start: base + m.start, end: base + m.end },
        })
    // 'Uma vez fiz um TAC com contraste e fiquei todo empolado': a common allergen with the reaction it gave.
    const named =
      !found.length && inAllergyContext && pack.reaction.test(text) ? ALLERGEN_NAMED.exec(text) : null
    if (named)
      found.push({
        agent: named[0],
        span: { start: base + named.index, end: base + named.index + named[0].length },
      })
    const opening = text
      .trimStart()
      .replace(TAKEN_BACK, '')
      .replace(/^[\s,.!]+/, '')
    const leading = !found.length && inAllergyContext ? LEADING_ALLERGEN.exec(opening) : null
    if (leading?.[1]) {
      const at = text.indexOf(leading[1])
      found.push({ agent: leading[1], span: { start: base + at, end: base + at + leading[1].length } })
    }
    // 'Ao paracetamol não. Só ao metamizol': an agent said with its own no is one the patient is not allergic to.
    return found.filter(
      (a) =>
        !NOT_AN_AGENT.test(a.agent) &&
        !DENIED_AGENT.test(a.agent) &&
        !DENIED_AFTER.test(whole.slice(a.span.end - start)) &&
        !DENIED_BEFORE.test(whole.slice(0, a.span.start - start)) &&
        !TOLERATED_AFTER.test(whole.slice(a.span.end - start)) &&
        !TOLERATED_BEFORE.test(whole.slice(0, a.span.start - start)),
    )
  }

  /** 'Sim, ao ibuprofeno. Ficou com pieira…': the reaction told in the next sentence of the same turn. */
  const reactionAfter = (s: SourceSentence) => {
    const then = sentences[s.index + 1]
    const reaction = then && then.turn === s.turn && !then.question ? pack.reaction.exec(said(then)) : null
    if (!reaction || then!.negated) return
    for (const f of facts)
      if (f.sentence === s.index && f.agent && !f.reaction)
        Object.assign(f, { reaction: reaction[0], reactionSentence: then!.index })
    answers.add(then!.index)
  }

  // Statements: 'I'm allergic to…', 'no known drug allergies'.
  for (const s of sentences) {
    if (s.question) continue
    // 'I'm not allergic to ibuprofen, but it upsets my stomach', 'I can't take ibuprofen, it gives me stomach
    // ulcers': no allergy, an intolerance of that drug.
    const sideEffect = causedSideEffect(said(s), language, reading)
    const cannotTake =
      (s.speaker === 'patient' ? takenBadly(said(s), language, ALLERGY_WORD.test(said(s))) : null) ??
      (s.speaker === 'patient' || SECOND_PERSON[language].test(sideEffect?.[0] ?? '') ? sideEffect : null)
    // 'Não é bem alergia, fiquei enjoado': it settles the allergy before it (below), it denies none.
    if (!cannotTake && (!pack.allergy.test(said(s)) || NOT_REALLY.test(said(s)))) continue
    const butIntolerant = NOT_ALLERGIC_BUT[language].exec(said(s)) ?? cannotTake
    const agentSaid = butIntolerant?.groups?.agent ?? butIntolerant?.groups?.agent2
    if (butIntolerant && agentSaid) {
      // ('I take amlodipine and I tried ramipril, but it made me dizzy': 'it' is the drug named last.)
      const named = findMedications(agentSaid, language)
      const drug = butIntolerant.groups?.effect ? named.at(-1) : named[0]
      if (drug) {
        const at = said(s).indexOf(agentSaid) + drug.start
        // ('Codeine makes him very sick, so he doesn't take it': the reaction as the allergy words read it.)
        const reaction = butIntolerant.groups?.effect
          ? butIntolerant === sideEffect
            ? butIntolerant.groups.effect
            : (withoutArticle(pack.reaction.exec(said(s))?.[0]) ??
              STOMACH_UPSET[butIntolerant.groups.effect.toLowerCase()] ??
              butIntolerant.groups.effect)
          : withoutArticle(pack.reaction.exec(butIntolerant.groups?.then ?? '')?.[0])
        fact(
          s,
          agentSaid.slice(drug.start, drug.end),
          { start: s.start + at, end: s.start + at + drug.end - drug.start },
          {
            intolerance: true,
            ...(reaction ? { reaction } : {}),
          },
        )
        // ('I take amlodipine and I tried ramipril, but it made me dizzy': the other medicine is still read.)
        if (findMedications(said(s), language).length <= 1) answers.add(s.index)
        // ('…, but it upset my stomach, so I stopped it': that it was stopped is said by the intolerance's line.)
        const then = sentences[s.index + 1]
        const made = facts.findLast((f) => f.sentence === s.index && f.intolerance)
        if (made && then && then.turn === s.turn && STOPPED_IT.test(said(then).trim())) {
          answers.add(then.index)
          made.settledBy = [...(made.settledBy ?? []), then.index]
        }
      }
      continue
    }
    const none = pack.noAllergy.exec(said(s))
    if (none) {
      // 'No allergies to medicines': none to drugs, which says nothing of the rest.
      const toDrugs = pack.drugWords.test(said(s).slice(none.index))
      fact(
        s,
        null,
        { start: s.start + none.index, end: s.start + none.index + none[0].length },
        toDrugs ? { scope: 'drug' } : {},
      )
      answers.add(s.index)
      // 'Codeine makes me really constipated, but no real allergies': the intolerance named before the none.
      const before = said(s).slice(0, none.index)
      if (INTOLERANT.test(before))
        for (const m of findMedications(before, language))
          fact(s, before.slice(m.start, m.end), { start: s.start + m.start, end: s.start + m.end })
      // 'Not allergic to anything, but erythromycin gives me terrible diarrhoea': the intolerance named after it.
      const from = none.index + none[0].length
      const but = /(?:,\s*|\s)(?:but|mas|pero|aber)\s+([^.;]+)/iu.exec(said(s).slice(from))
      if (but && INTOLERANT.test(but[1]!)) {
        const at = from + but.index + but[0].length - but[1]!.length
        for (const m of findMedications(but[1]!, language))
          fact(s, but[1]!.slice(m.start, m.end), { start: s.start + at + m.start, end: s.start + at + m.end })
      }
      continue
    }
    // A denial elsewhere in the sentence ('not taking any medications, but allergic to Augmentin') is not one.
    if (
      s.negated &&
      reading.negation.test(allergyClause(said(s), pack.allergy)) &&
      !/intoler|unverträg|vertrag\p{L}* (?:ich|sie|er)|tolero|tolerate/iu.test(said(s))
    )
      continue
    const agents = agentsIn(s, false)
    for (const a of agents) fact(s, a.agent, a.span)
    if (agents.length) {
      answers.add(s.index)
      reactionAfter(s)
    }
    // 'Oh, he is allergic to Bactrim too.' — 'Yeah, and Dilatrate and cyclobenzaprine.'
    const next = sentences[s.index + 1]
    // 'Como é alérgico à amoxicilina, vou dar doxiciclina…' 'E prednisolona, 40 miligramas…': after a treatment
    // chosen for the allergy, 'and' goes on with the treatment; a dose is never an allergen's.
    const treats = findMedications(said(s), language).some(
      (m) => !agents.some((a) => a.span.start <= s.start + m.end && s.start + m.start <= a.span.end),
    )
    const more =
      agents.length && next && !next.question && !treats && !/\d/.test(said(next))
        ? pack.listGoesOn.exec(said(next))
        : null
    if (next && more?.[1]) {
      const items = splitList(more[1], pack)
      if (items.every((item) => item.split(/\s+/).length <= 3)) {
        for (const item of items) {
          const at = said(next).indexOf(item, more.index + more[0].lastIndexOf(more[1]))
          fact(next, item, { start: next.start + at, end: next.start + at + item.length })
        }
        answers.add(next.index)
      }
    }
  }

  // Questions answered over the next turns.
  sentences.forEach((q, k) => {
    if (q.speaker !== 'clinician' || !q.question || !pack.allergyQuestion.test(said(q))) return
    // 'What did you take for your allergies?' asks of a treatment, not of an allergen.
    if (FOR_ALLERGY.test(said(q))) return
    // Only a denial of the allergy itself: 'you're not taking any medications, but you're allergic to
    // Augmentin, is that right?' asks to confirm an allergy.
    const negatedQuestion = reading.negation.test(allergyClause(said(q), pack.allergyQuestion))
    // 'You're allergic to Augmentin, is that right?' — 'Yes, I get a rash': the allergy named, confirmed; a
    // 'no' denies that one only (it is not 'no known allergies').
    const confirming = negatedQuestion
      ? []
      : agentsIn(q, false).filter(
          (a) =>
            !QUESTION_TAG.test(a.agent.trim().replace(/^[¿¡]+|[?!.,]+$/g, '')) &&
            // A drug named ('Augmentin') or a common allergen ('sulfa'), not 'anything' or 'any medicines'.
            (findMedications(a.agent, language).length > 0 || COMMON_ALLERGEN.test(a.agent.trim())),
        )
    if (confirming.length) {
      const answer = sentences.slice(k + 1, k + 4).find((s) => s.speaker !== 'clinician' && !s.question)
      const reply = answer
        ? said(answer)
            .replace(/^[\s¿¡]+/, '')
            .replace(INTERJECTION, '')
        : ''
      if (answer && (pack.yes.test(reply) || pack.affirm.test(reply)) && !pack.no.test(reply)) {
        const reaction = withoutArticle(pack.reaction.exec(said(answer))?.[0])
        for (const a of confirming) fact(q, a.agent, a.span, reaction ? { reaction } : {})
        answers.add(answer.index)
      }
      return
    }
    const aboutDrugs = pack.drugWords.test(said(q))
    const named = pack.allergenInQuestion.exec(said(q))
    if (named?.[1])
      for (const item of splitList(named[1], pack)) {
        const at = said(q).indexOf(item)
        fact(q, item, { start: q.start + at, end: q.start + at + item.length })
      }
    let clarifying: string | null = null
    let answered = false
    /** A yes said in this exchange: a short answer after it names the agent ('Um yeah. … Oh Lortab.'). */
    let affirmed = false
    for (let j = k + 1; j < Math.min(sentences.length, k + 8); j++) {
      const s = sentences[j]!
      const text = said(s).replace(/^[\s¿¡]+/, '')
      if (s.speaker === 'clinician') {
        // 'Naprosyn?' — a name offered back to the patient, confirmed by the next answer.
        if (s.question && text.split(/\s+/).length <= 6) {
          // A name offered back: one the lexicon knows, or one the patient began ('Napro-' — 'Naprosyn?').
          const begun = (w: string) =>
            w.length >= 4 &&
            sentences
              .slice(k + 1, j)
              .some((p) => p.speaker !== 'clinician' && fold(said(p)).includes(fold(w).slice(0, 4)))
          const words = text
            .replace(/[?¿!.,]/g, ' ')
            .trim()
            .split(/\s+/)
          const offeredName = !!findMedications(text, language)[0] || (words.length <= 2 && words.some(begun))
          // 'Which one?', 'What happened?' follow the allergy up; 'Do you smoke?' asks something else, and its
          // 'No' is not an answer about allergies.
          if (
            !offeredName &&
            !FOLLOW_UP.test(text) &&
            !pack.allergyQuestion.test(text) &&
            !pack.reaction.test(text)
          )
            break
          clarifying = offeredName ? text.replace(/[?¿]/g, '').trim() : clarifying
          continue
        }
        // The clinician restating an allergy ('so he is allergic to Lamisil') keeps the exchange open.
        if (s.question) break
        continue
      }
      if (s.question || NOT_REALLY.test(said(s))) continue
      // Said as a statement already ('No, no known allergies'): read there.
      if (facts.some((f) => f.sentence === s.index)) break
      answers.add(s.index)
      const lead = said(s).length - text.length
      const at = (item: string) => s.start + lead + text.indexOf(item)
      const bare = text.replace(INTERJECTION, '')
      // 'A medicamentos não. Mas uma vez fiz um TAC com contraste e fiquei todo empolado.': no drug allergy,
      // and what the turn says next is read for the others.
      if (!negatedQuestion && noDrugAllergy.test(bare)) {
        fact(s, null, { start: s.start, end: s.end }, { scope: 'drug' })
        answered = true
        if (s.lastOfTurn) break
        continue
      }
      // 'I'm not, but my son is allergic to penicillin', 'Mi marido es alérgico a la aspirina, yo no': the
      // patient's own no, beside a relative's allergy.
      if (
        s.speaker === 'patient' &&
        !s.carer &&
        SELF_DENIED.test(bare) &&
        saidOfRelative(bare, bare.length, language, true)
      ) {
        fact(s, null, { start: s.start, end: s.end })
        answered = true
        if (s.lastOfTurn) break
        continue
      }
      const agents = agentsIn(s, true)
      const yes = pack.yes.test(bare) || pack.affirm.test(bare)
      const no = pack.no.test(bare)
      const shortAfterYes = affirmed && !yes && !no
      affirmed ||= yes
      // 'Nah, just allergic to grapefruit': no medicine, a food named.
      if (
        no &&
        !negatedQuestion &&
        aboutDrugs &&
        agents.length &&
        agents.every((a) => !medicationKey(a.agent))
      )
        fact(s, null, { start: s.start, end: s.end }, { scope: 'drug' })
      for (const a of agents) fact(s, a.agent, a.span)
      if (agents.length) {
        answered = true
        reactionAfter(s)
      } else if (clarifying && yes) {
        fact(s, clarifying, { start: s.start, end: s.end })
        clarifying = null
        answered = true
      } else if (no && !negatedQuestion && NO_BUT_ONLY.test(bare)) {
        // 'No, just the patches.', 'Não, só aos pensos.': the one thing kept out of the no is the allergy.
        const item = NO_BUT_ONLY.exec(bare)![1]!
        fact(s, item, { start: at(item), end: at(item) + item.length })
        answered = true
        reactionAfter(s)
      } else if ((no && !negatedQuestion) || (yes && negatedQuestion)) {
        // 'Que eu saiba não. Ah, espere, o adesivo dos pensos deixa-me a pele toda vermelha.': the no taken
        // back in the same turn is no denial; the allergy is read from what follows.
        const after = sentences[j + 1]
        const takenBack =
          after &&
          after.turn === s.turn &&
          !after.question &&
          // ('No. Ibuprofen works well for me.': a drug named after the no, with no reaction and no allergy, is
          // no allergy taken back.)
          ((agentsIn(after, true).length > 0 &&
            (pack.reaction.test(said(after)) || pack.allergyQuestion.test(said(after)))) ||
            TAKEN_BACK.test(said(after).replace(/^[\s¿¡]+/, '')))
        if (takenBack) continue
        fact(s, null, { start: s.start, end: s.end }, aboutDrugs ? { scope: 'drug' } : {})
        break
      } else if (yes && !negatedQuestion) {
        // 'Yes, just molds.': what follows the yes is the agent, when it is short and a thing.
        for (const item of splitList(bare.replace(pack.yes, '').replace(pack.affirm, ''), pack)) {
          fact(s, item, { start: at(item), end: at(item) + item.length })
          answered = true
        }
      } else if (!answered && shortAfterYes && text.replace(pack.filler, '').split(/\s+/).length <= 3) {
        // 'Oh Lortab.' after 'yeah, I'm trying to remember the name': a short answer is the agent.
        const rest = text.replace(pack.filler, '')
        for (const item of splitList(rest, pack)) {
          fact(s, item, { start: at(item), end: at(item) + item.length })
          answered = true
        }
      }
      // An answer ends the exchange, unless the clinician offers a name back ('Ciprofloxacin?').
      const next = sentences[j + 1]
      const offered =
        next?.speaker === 'clinician' &&
        next.question &&
        said(next).split(/\s+/).length <= 6 &&
        findMedications(said(next), language).length > 0
      if (answered && s.lastOfTurn && !offered) break
    }
  })
  // 'What happens when you take sulfa drugs?' — 'I get a really ugly rash.': the drug is an allergen.
  sentences.forEach((q, k) => {
    if (q.speaker !== 'clinician' || !q.question) return
    const m = pack.reactionQuestion.exec(said(q))
    const agent = m?.[1]?.replace(pack.trailing, '').trim()
    if (!m || !agent) return
    for (const s of sentences.slice(k + 1, k + 4)) {
      if (s.speaker === 'clinician') continue
      if (s.negated || !pack.reaction.test(said(s))) continue
      const at = m.index + m[0].lastIndexOf(m[1]!)
      answers.add(s.index)
      fact(
        q,
        agent,
        { start: q.start + at, end: q.start + at + agent.length },
        {
          reaction: pack.reaction.exec(said(s))![0],
        },
      )
      break
    }
  })
  // 'Alérgica ao adesivo dos pensos e à amoxicilina, fiquei com o corpo cheio de manchas': a reaction told after
  // a list is the last agent's; which of the others it belongs to is not said.
  for (const f of facts) {
    if (!f.reaction || f.reactionSentence !== undefined) continue
    const sentence = sentences[f.sentence]
    const at = sentence ? transcript.indexOf(f.reaction, sentence.start) : -1
    if (
      facts.some(
        (g) =>
          g !== f && g.sentence === f.sentence && g.agent && g.span.start > f.span.end && g.span.start < at,
      )
    )
      delete f.reaction
  }
  // 'Al metamizol. No, perdón, al naproxeno.': an allergen corrected in the next sentence of the same turn was
  // never one.
  sentences.forEach((s, k) => {
    const before = sentences[k - 1]
    if (!before || before.turn !== s.turn || !correctionOfBefore(said(s), language)) return
    if (!facts.some((f) => f.sentence === s.index && f.agent)) return
    for (let i = facts.length - 1; i >= 0; i--)
      if (facts[i]!.sentence === before.index && facts[i]!.agent) facts.splice(i, 1)
  })
  // 'Ao tramadol. Quer dizer, não é bem alergia, fiquei muito enjoado.': what follows calls it no allergy.
  for (const f of facts) {
    const then = sentences[f.sentence + 1]
    const own = sentences[f.sentence]
    if (!f.agent || !own || !then || then.turn !== own.turn || !NOT_REALLY.test(said(then))) continue
    const reaction = pack.reaction.exec(said(then))?.[0]
    Object.assign(f, { intolerance: true, settledBy: [then.index] }, reaction ? { reaction } : {})
    answers.add(then.index)
  }
  // 'Al metamizol, me dio una reacción fuerte.' '¿Qué tipo de reacción?' 'Se me hinchó la cara y me costaba
  // respirar.': the reaction asked for and told is the allergy's, never a complaint of today.
  for (const f of facts) {
    const own = sentences[f.sentence]
    if (!f.agent || !own || f.reactionSentence !== undefined) continue
    const asked = sentences
      .slice(f.sentence + 1, f.sentence + 4)
      .find(
        (q) => q.speaker === 'clinician' && q.question && q.turn !== own.turn && REACTION_ASKED.test(said(q)),
      )
    const answer = asked ? sentences[asked.index + 1] : undefined
    if (!asked || !answer || answer.speaker === 'clinician' || answer.question || answer.turn === asked.turn)
      continue
    const reaction = pack.reaction.exec(said(answer))?.[0]
    if (!reaction) continue
    // ('Mein Gesicht ist angeschwollen': the patient's own face, said without 'my'.)
    const bare = reaction.replace(/^(?:my|mein|meine|o meu|a minha|os meus|as minhas|mi|mis)\s+/iu, '')
    Object.assign(f, { reaction: withoutArticle(bare), reactionSentence: answer.index })
    answers.add(answer.index)
  }
  // 'A la penicilina.' — Hija: 'No, papá, eso fue el contraste del TAC. A la penicilina no eres alérgico.': an
  // allergy denied by another on the patient's side was never one; what they name instead is.
  for (let i = facts.length - 1; i >= 0; i--) {
    const f = facts[i]!
    const own = sentences[f.sentence]
    if (!f.agent || !own) continue
    const denial = sentences.slice(f.sentence + 1, f.sentence + 5).find(
      (s) =>
        s.speaker !== 'clinician' &&
        s.turn !== own.turn &&
        !s.question &&
        s.negated &&
        pack.allergy.test(said(s)) &&
        reading.negation.test(allergyClause(said(s), pack.allergy)) &&
        // 'I'm not allergic to anything except the penicillin' confirms it.
        !EXCEPT.test(said(s)) &&
        fold(said(s)).includes(fold(f.agent!)),
    )
    if (!denial) continue
    facts.splice(i, 1)
    const turn = sentences.filter((t) => t.turn === denial.turn)
    for (const s of turn) {
      answers.add(s.index)
      const instead = WAS_INSTEAD.exec(said(s))
      if (!instead?.[1]) continue
      const named = ALLERGEN_NAMED.exec(instead[1]) ?? null
      const drug = named ? null : findMedications(instead[1], language)[0]
      const at = s.start + instead.index + instead[0].length - instead[1].length
      const settled = { settledBy: turn.map((t) => t.index) }
      if (named)
        fact(s, named[0], { start: at + named.index, end: at + named.index + named[0].length }, settled)
      else if (drug)
        fact(
          s,
          instead[1].slice(drug.start, drug.end),
          { start: at + drug.start, end: at + drug.end },
          settled,
        )
    }
  }
  return { facts, answers }
}

/** A no with one thing kept out of it ('No, just the patches', 'Não, só aos pensos', 'Nein, nur gegen Pflaster'). */
const NO_BUT_ONLY =
  /^(?:no|nope|nah|não|nao|nein)[,.]?\s+(?:just|only|só|apenas|solo|sólo|nur)\s+(?:(?:to|a|à|ao|aos|às|al|a los|a las|gegen|auf)\s+)?(?:(?:the|o|a|os|as|el|la|los|las|der|die|das|den)\s+)?([\p{L}][\p{L} -]{1,40}?)[.!]?$/iu

/** Words that keep one thing out of a denial ('nothing but the penicillin', 'só à penicilina', 'außer Penicillin'). */
const EXCEPT =
  /(?<![\p{L}])(?:but|except|apart from|other than|only|just|mas|exceto|excepto|salvo|menos|só|solo|sólo|außer|nur|sondern|aber)(?![\p{L}])/iu

/** When it was, said after the agent ('penicillin as a baby', 'à penicilina em criança'): no part of its name. */
const AS_A_CHILD =
  /\s+(?:as a (?:baby|child|kid|toddler)|when (?:i|he|she) was (?:a )?(?:baby|child|kid|little)|em (?:criança|bebé|bebê|pequen[oa])|de (?:niñ[oa]|bebé|pequeñ[oa])|als (?:Kind|Baby|Kleinkind))$/iu

/** An allergy called none in the next breath ('não é bem alergia', 'not really an allergy', 'keine echte Allergie'). */
const NOT_REALLY =
  /(?:não|nao) (?:é|e|era|foi) (?:bem|propriamente|realmente) (?:uma )?alergia|not (?:really|exactly|actually|so much) (?:an )?allerg|no (?:es|era|fue) (?:exactamente |realmente |bien )(?:una )?alergia|kein\p{L}* (?:richtige|echte|wirkliche) Allergie|nicht (?:wirklich|richtig) allergisch/iu
/** What it was instead ('eso fue el contraste', 'that was the contrast', 'isso foi o contraste', 'das war das Kontrastmittel'). */
const WAS_INSTEAD =
  /(?<![\p{L}])(?:eso|esto|isso|isto|that|it|das)(?:'s| (?:fue|era|foi|era|was|war)) ((?:\p{L}+ ){0,3}\p{L}+)/iu

/** 'Um', 'oh', 'äh', 'pues' before an answer. */
/** Words that take back what was just answered ('Ah, espere', 'Oh wait', 'Warten Sie', 'Bueno, sí'). */
const TAKEN_BACK =
  /^(?:(?:ah|oh|eh|ai|ay|äh|ach)[\s,.!]+)?(?:wait|actually|hang on|espere|espera|aliás|pensando bem|bem, na verdade|na verdade|bueno, sí|ahora que lo pienso|warten sie|moment|doch)(?![\p{L}])/iu

const INTERJECTION = /^(?:(?:um+|uh+|oh|ah+|hmm+|eh|äh+|ähm|hum+|pues|bueno|bem|olhe|also)[\s,.!]+)+/iu

/**
 * A clause that gives a drug ('…, le receto levofloxacino', 'As you're allergic to penicillin, take azithromycin',
 * 'Como és alérgica à penicilina, toma azitromicina'): the list of allergens ends before it.
 */
const GIVING =
  /(?<![\p{L}])(?:give|giving|prescrib\p{L}*|start\p{L}*|use|using|take|taking|apply|receto|recetar\p{L}*|pongo|doy|usar|usamos|tome|toma|tomar|tomen|tomem|empiece|empieza|empezar|empezamos|inicie|inicia|iniciar|iniciamos|comece|começa|começar|começamos|aplique|aplica|aplicar|receito|receitar|prescrevo|dou|verschreib\p{L}*|verordn\p{L}*|gebe|geben|nehmen|nimm|einnehmen)(?![\p{L}])/iu

/**
 * What starts a new clause rather than another agent ('Como é alérgica à penicilina, vamos usar…', '…, sorry,
 * …'): the list of allergens ends there.
 */
const CLAUSE_START =
  /^(?:with|com|con|mit|beim|bei|during|when|after|durante|quando|após|depois|cuando|después|während|nach|got|get|had|broke out|it gives|it gave|fiquei|fico|ficou|fica|tive|teve|deu-me|dá-me|inchei|apareceu|apareceram|me dio|me da|me salió|me salieron|me puse|me hinché|tuve|se me|bekam|bekomme|kriege|kriegte|hatte|habe|hat|hatten|i|i'm|we|we're|we'll|you|he|she|they|let's|so|then|but|because|which|that|sorry|excuse me|eu|vamos|vou|vai|então|mas|porque|que|como|se|desculpe|perdão|aliás|quer dizer|yo|voy|va|entonces|pero|si|perdón|perdone|disculpe|quiero decir|digo|ich|wir|dann|aber|weil|dass|wenn|falls|entschuldigung|verzeihung|davon|dadurch|darauf|da|daher|it makes|makes|faz-me|faz|me hace|me hacen|me sale|me salen)(?![\p{L}'])/iu

/** The items of a list of agents ('sulfa drugs, penicillin, and some mycins'), each a short noun phrase. */
/** A hedge said after an agent ('Só ao níquel, acho eu', 'nickel, I think', 'creo yo', 'glaube ich'): no agent. */
const HEDGE_ITEM =
  /^(?:(?:i )?(?:think|guess|believe|suppose)(?: so)?|maybe|perhaps|i'm not sure|not sure|acho(?: eu)?|julgo(?: eu)?|penso(?: eu)?|creio(?: eu)?|talvez|que eu saiba|se não me engano|creo(?: yo)?|me parece|quizás?|que yo sepa|si no me equivoco|(?:glaube|denke|meine)(?: ich)?|ich glaube|vielleicht|soweit ich weiß|wohl)$/iu

function splitList(phrase: string, pack: FactsPack): string[] {
  const cut = phrase.replace(pack.phraseEnd, '').replace(/[.?!;:]+$/, '')
  const giving = GIVING.exec(cut)
  const raw = (giving ? cut.slice(0, giving.index) : cut).split(
    /,|\s(?:and|or|e|ou|und|oder|y|o|sowie|plus)\s/iu,
  )
  const clause = raw.findIndex((item, k) => k > 0 && CLAUSE_START.test(item.trim()))
  return (clause > 0 ? raw.slice(0, clause) : raw)
    .map((item, k) => shortened(item.trim(), k === 0 ? 4 : 3))
    .map((item) =>
      item
        .replace(/^[\s,.-]+|[\s,.-]+$/g, '')
        .replace(/^(?:and|or|e|ou|und|oder|y|o|also|too|também|auch|también)\s+/iu, '')
        .replace(pack.article, '')
        .replace(pack.trailing, '')
        .replace(AS_A_CHILD, '')
        .trim(),
    )
    .filter(
      (item, k) =>
        item.length >= 3 &&
        item.split(/\s+/).length <= (k === 0 ? 4 : 3) &&
        !HEDGE_ITEM.test(item) &&
        !pack.genericAgent.test(item) &&
        !pack.notDiagnosis.test(item) &&
        // 'allergic to penicillin, I get covered in hives': what follows is the reaction, not another agent.
        (k === 0 || medicationKey(item) !== null || !pack.reaction.test(item)),
    )
}

/**
 * An item too long to be an agent, cut where a clause starts inside it ('Kontrastmittel hatte ich einmal einen
 * Hautausschlag', 'contraste una vez me salieron ronchas'): the agent is what comes before.
 */
function shortened(item: string, most: number): string {
  const words = item.split(/\s+/)
  // 'Pflaster bekomme ich Ausschlag': short, and still an agent and what it does.
  for (let w = 1; w <= Math.min(most, words.length - 1); w++) {
    const rest = words.slice(w).join(' ')
    if (CLAUSE_START.test(rest) || ONCE.test(rest)) return words.slice(0, w).join(' ')
  }
  return item
}

/** 'Once', 'uma vez', 'una vez', 'einmal' open what happened, after the agent. */
const ONCE = /^(?:once|one time|uma vez|certa vez|una vez|einmal|mal)(?![\p{L}])/iu

/** The clause of a sentence that speaks of allergies: after a 'but' that turns the sentence, or the whole. */
function allergyClause(text: string, allergy: RegExp): string {
  // A question tag ('…, não é?', 'isn't it?') asks for a yes; it denies nothing.
  const untagged = text.replace(/,\s*[¿]?([^,]+?)[?.!\s]*$/u, (m, tag: string) =>
    QUESTION_TAG.test(tag.trim()) ? '' : m,
  )
  const clauses = untagged.split(/,?\s+(?:but|mas|pero|aber|sondern)\s+|;\s*/iu)
  return clauses.find((c) => allergy.test(c)) ?? untagged
}

/** Allergens the medicines lexicon does not hold ('allergic to sulfa, right?', 'Sulfa drugs, I get a rash'). */
const COMMON_ALLERGENS = String.raw`sulf\w*(?: drugs)?|sulph\w*|latex|látex|(?:sticking )?plasters?|adhesive(?: tape)?|adesivos?(?: dos pensos)?|adhesivos?|esparadrapo|pflaster|nickel|níquel|iodine|iodo|jod|contrast(?: dye)?|contraste|kontrastmittel|shellfish|mariscos?|peanuts?|amendoins?|cacahuetes?|erdnüsse|nuts|nozes|frutos secos|nüsse|eggs?|ovos?|huevos?|eier|hay fever|heuschnupfen|(?:grass |tree )?pollens?|pólen|polen|gräserpollen|(?:house )?dust mites?|ácaros|hausstaubmilben`
const COMMON_ALLERGEN = new RegExp(`^(?:${COMMON_ALLERGENS})$`, 'iu')
/** An answer to the allergy question that opens with one ('Sulfa drugs, I get a rash.'). */
const LEADING_ALLERGEN = new RegExp(
  `^(?:(?:just|only|yes|yeah|sim|só|sí|solo|ja|nur)[,\\s]+)?(?:(?:the|o|a|os|as|el|la|los|las|der|die|das|das)\\s+)?(${COMMON_ALLERGENS})(?![\\p{L}])`,
  'iu',
)

/** A common allergen named anywhere in a sentence. */
const ALLERGEN_NAMED = new RegExp(`(?<![\\p{L}])(?:${COMMON_ALLERGENS})(?![\\p{L}])`, 'iu')

/**
 * 'A medicamentos não', 'Not to medicines', 'Gegen Medikamente nicht', 'No a medicamentos': no drug allergy, said
 * with the language's words for medicines.
 */
const noneToDrugs = (drugWords: RegExp) => {
  const drugs = String.raw`(?:(?:any|os|as|los|las|die)\s+)?${drugWords.source}`
  return new RegExp(
    String.raw`^(?:(?:a|aos|de|to|a los|gegen|auf)\s+${drugs}\s*,?\s*(?:não|no|none|nein|nicht|keine|nenhuma|ninguna)|(?:não|not|no|nicht|keine|none)\s+(?:a|aos|to|a los|gegen|auf)\s+${drugs})(?![\p{L}])`,
    'iu',
  )
}

/** A short question that follows the allergy up ('Which one?', 'E o que aconteceu?', 'Welche?', '¿Cuál?'). */
const FOLLOW_UP =
  /^(?:(?:and|so|e|y|und|also)\s+)?(?:which|what|when|how|any (?:other|more)|others?|qual|quais|que|o que|quando|como|outr\p{L}*|mais alguma|welche\p{L}*|was|wann|wie|noch|andere\p{L}*|sonst|cuál\p{L}*|qué|cuándo|cómo|otr\p{L}*|alguna más)(?![\p{L}])/iu
