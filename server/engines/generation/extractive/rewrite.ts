import type { Language } from '../../../../contract/common'

/**
 * The clinician's first person made note prose, in the four languages, only where the rewrite is certain:
 * a plan said as 'I'm going to order an x-ray' is written 'Order an x-ray' ('Vou pedir…' → 'Pedir…', 'Ich
 * werde … verschreiben' → '… verschreiben'), a negated one keeps its negation ('we're not going to use
 * amoxicillin' → 'Do not use amoxicillin', 'não vamos usar' → 'Não usar'), and an examination finding said as
 * 'I hear a murmur' is written 'A murmur' ('I don't hear any crackles' → 'No crackles'). Returns null when no
 * rule applies.
 */
export function clinicianRewrite(text: string, language: Language): string | null {
  let changed = text
  for (const [pattern, replacement] of INLINE[language]) changed = changed.replace(pattern, replacement)
  // A plan said after its subject ('For his hypothyroidism, I want to continue…'): the subject stays.
  const lead = LEAD[language]?.exec(changed)?.[0] ?? ''
  const rest = changed.slice(lead.length)
  for (const [pattern, write] of RULES[language]) {
    const m = pattern.exec(rest)
    if (!m) continue
    const out = write(m)
    if (out) return tidy(lead ? `${lead}${out.charAt(0).toLowerCase()}${out.slice(1)}` : out)
  }
  return changed !== text ? tidy(changed) : null
}

/** What a plan is about, said before it ('For his second problem, his hypothyroidism, …'). */
const LEAD: Partial<Record<Language, RegExp>> = {
  en: /^(?:(?:and|so|now|okay),?\s+)?(?:for|from|regarding|in terms of|as for|with regards? to|as far as)\s[^,]{1,80},\s*(?:(?:his|her|their|the|your|for)\s[^,]{1,40},\s*)?/i,
  pt: /^(?:quanto (?:à|ao|aos|às)|em relação (?:à|ao|aos|às)|relativamente (?:à|ao|aos|às))\s[^,]{1,80},\s*/iu,
  es: /^(?:en cuanto (?:a la|al|a los|a las)|respecto (?:a la|al)|con respecto (?:a la|al))\s[^,]{1,80},\s*/iu,
}

/**
 * Rewrites inside a sentence: a finding heard or felt ('his heart, I hear a 2/6 murmur' → 'his heart, a 2/6
 * murmur'; 'I don't appreciate any edema' → 'no edema') and what the clinician knows or sees ('I know that he
 * had…' → 'he had…').
 */
const INLINE: Record<Language, [RegExp, string][]> = {
  en: [
    [
      /(^|,\s*|\s)I (?:do not|don't|cannot|can't|did not|didn't) (?:hear|see|feel|appreciate|note|notice|palpate|find|identify)\s+(?:any\s+)?/gi,
      '$1no ',
    ],
    [
      /(^|,\s*|\s)I (?:can |do |also |still |definitely )*(?:hear|see|feel|appreciate|note|notice|palpate|find|identify)\s+(?:that\s+)?(?:there (?:is|are)\s+)?(?=\S)/gi,
      '$1',
    ],
    [
      /^(?:and |so )?I (?:know|see|understand|noticed|notice|remember|recall|saw|read) (?:that |here that |in your chart that )?(?=(?:he|she|you|your|his|her|the|they|it)\b)/i,
      '',
    ],
    // A second plan in the same sentence: 'Get an A1c in 3 months, and I want him to continue to monitor…'.
    [
      /(,?\s+(?:and|but|so)\s+)(?:I|we)\s+(?:(?:also|do|really|just|still)\s+)*(?:(?:want|need)\s+(?:you|him|her|them)\s+to|(?:would|'d)\s+like\s+(?:you|him|her|them)\s+to|(?:want|need)\s+to|(?:would|'d)\s+like\s+to|(?:will|'ll|am going to|'m going to|are going to|'re going to)(?:\s+go ahead and)?)\s+(?=[a-z])/gi,
      '$1',
    ],
    // 'I'm glad to see that she is in therapy': what she is doing, not how the clinician feels.
    [
      /^(?:and |so |well,? )?(?:I'm|I am|we're|we are) (?:so |very |really )?(?:glad|happy|pleased) (?:to (?:see|hear) )?that\s+/i,
      '',
    ],
  ],
  pt: [
    [
      /(^|,\s*)(?:não|nao) (?:ausculto|oiço|ouço|noto|palpo|vejo|encontro)\s+(?:nenhum\p{L}*\s+|qualquer\s+)?/giu,
      '$1sem ',
    ],
    [/(^|,\s*)(?:ausculto|oiço|ouço|noto|palpo|vejo|encontro)\s+/giu, '$1'],
    [
      /^(?:eu )?(?:sei|vejo|reparo|noto|lembro-me de) que (?=(?:o|a|os|as|tem|está|teve|você|o senhor|a senhora)(?![\p{L}]))/iu,
      '',
    ],
    [/^(?:fico|estou) (?:muito )?(?:contente|feliz|satisfeit[oa]) (?:por (?:ver|saber) )?que\s+/iu, ''],
  ],
  es: [
    [
      /(^|,\s*)no (?:ausculto|oigo|noto|palpo|veo|encuentro|aprecio|escucho)\s+(?:ningún\p{L}*\s+|ninguna\s+)?/giu,
      '$1sin ',
    ],
    [/(^|,\s*)(?:ausculto|oigo|noto|palpo|veo|encuentro|aprecio|escucho)\s+/giu, '$1'],
    [/^(?:yo )?(?:sé|veo|noto|recuerdo) que (?=(?:el|la|los|las|tiene|está|tuvo|usted)(?![\p{L}]))/iu, ''],
    [/^(?:me alegro|me alegra) (?:mucho )?(?:de )?(?:ver |saber )?que\s+/iu, ''],
  ],
  de: [
    [
      /(^|,\s*)ich (?:höre|sehe|taste|finde|fühle|spüre)\s+(?:hier\s+)?(?!.*\s(?:ab|an|durch|nach)[.!]?$)/giu,
      '$1',
    ],
    [/\s(?:höre|sehe|taste|finde|fühle|spüre) ich\s+/giu, ' '],
  ],
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
const tidy = (s: string) => {
  const t = cap(
    s
      .trim()
      .replace(/\s+/g, ' ')
      .replace(/\s+([,.;:!?])/g, '$1'),
  )
  return /[.?!]$/.test(t) ? t : `${t}.`
}
type Rule = [RegExp, (m: RegExpExecArray) => string | null]

/** 'so'/'also'/'just' between the frame and the verb. */
const EN_PAD = String.raw`(?:(?:go ahead and|also|just|then|now|probably|definitely|actually)\s+)*`
const EN_EXAM = `(?:hear|see|feel|appreciate|note|notice|palpate|find|auscultate)`

const en: Rule[] = [
  [
    new RegExp(
      String.raw`^(?:I(?:'m| am) not going to|I'm not gonna|I won't|I will not|we(?:'re| are) not going to|we're not gonna|we won't|we will not|let's not|I don't want (?:you )?to|I do not want (?:you )?to|we don't want to|we do not want to|you should not|you shouldn't|you don't need to|you do not need to)\s+${EN_PAD}([a-z]+)(.*)$`,
      'i',
    ),
    (m) => `Do not ${m[1]}${m[2]}`,
  ],
  [
    new RegExp(
      String.raw`^(?:I(?:'m| am) (?:also )?going to|I'm gonna|I will|I'll|I(?:'d| would) (?:also |really )?like to|I (?:do |also |really |just |definitely |still )*(?:want|need) to|I(?:'m| am) going to go ahead and|we(?:'re| are) (?:also )?going to|we're gonna|we will|we'll|we(?:'d| would) (?:also )?like to|we (?:do |also |really |just |still )*(?:want|need) to|we should|let's|let us|I think we should|I(?:'d| would) recommend we|we can)\s+${EN_PAD}(?!be\b|have\b|see how\b|talk\b|discuss\b)([a-z]+)(.*)$`,
      'i',
    ),
    (m) => `${m[1]}${m[2]}`,
  ],
  [
    new RegExp(
      String.raw`^(?:I (?:also |really |just )?want (?:you|him|her|them) to|I(?:'d| would) (?:also )?like (?:you|him|her|them) to|I(?:'d| would) like for (?:you|him|her|them) to|I need (?:you|him|her|them) to|you should|you need to|you have to|you'll need to|you will need to|make sure (?:that )?you|I recommend (?:that )?you|I'd recommend (?:that )?you|I suggest (?:that )?you|I'd like for you to|I want for you to)\s+${EN_PAD}(?!be\b)([a-z]+)(.*)$`,
      'i',
    ),
    (m) => `${m[1]}${m[2]}`,
  ],
  [
    new RegExp(
      String.raw`^((?:on|upon|at) (?:the )?(?:exam|examination|auscultation|palpation|inspection)[^,]*,\s*)?I (?:do not|don't|cannot|can't|did not|didn't) ${EN_EXAM}\s+(?:that\s+)?(?:any\s+)?(.+)$`,
      'i',
    ),
    (m) => `${m[1] ?? ''}no ${m[2]}`,
  ],
  [
    new RegExp(
      String.raw`^((?:on|upon|at) (?:the )?(?:exam|examination|auscultation|palpation|inspection)[^,]*,\s*)?I (?:can |do |also )?${EN_EXAM}\s+(?:that\s+)?(?:there is |there's |there are )?(.+)$`,
      'i',
    ),
    (m) => `${m[1] ?? ''}${m[2]}`,
  ],
]

/** Portuguese first person present of ordering verbs and their infinitive. */
const PT_FIRST: Record<string, string> = {
  receito: 'receitar',
  peço: 'pedir',
  prescrevo: 'prescrever',
  encaminho: 'encaminhar',
  referencio: 'referenciar',
  recomendo: 'recomendar',
  aconselho: 'aconselhar',
  aumento: 'aumentar',
  reduzo: 'reduzir',
  suspendo: 'suspender',
  mantenho: 'manter',
  dou: 'dar',
  passo: 'passar',
  marco: 'marcar',
  requisito: 'requisitar',
  inicio: 'iniciar',
}
const PT_EXAM = `(?:ausculto|oiço|ouço|noto|palpo|vejo|encontro|sinto)`

const pt: Rule[] = [
  [
    /^(?:não|nao)\s+(?:vou|vamos|devemos|queremos|quero|irei|iremos|pretendo|convém)\s+(?:\p{L}+\s+)?(\p{L}+(?:ar|er|ir|or))(?![\p{L}])(.*)$/iu,
    (m) => `Não ${m[1]}${m[2]}`,
  ],
  [
    /^(?:vou|vamos|irei|iremos|queria|gostaria de|quero|pretendo|temos de|temos que)\s+(?:também\s+|já\s+|então\s+|agora\s+)*(?:lhe\s+|te\s+)?(\p{L}+(?:ar|er|ir|or))(?:-(?:lhe|o|a|los|las))?(?![\p{L}])(.*)$/iu,
    (m) => `${m[1]}${m[2]}`,
  ],
  [
    /^(?:(?:eu\s+)?(?:lhe\s+|te\s+)?)(\p{L}+)(?:-(?:lhe|o|a))?(?![\p{L}])(.*)$/iu,
    (m) => {
      const verb = PT_FIRST[m[1]!.toLowerCase()]
      return verb ? `${verb}${m[2]}` : null
    },
  ],
  [
    new RegExp(
      String.raw`^((?:à|na) (?:auscultação|palpação|observação|inspeção)[^,]*,\s*)?(?:não|nao)\s+${PT_EXAM}\s+(?:nenhum\p{L}*\s+|qualquer\s+)?(.+)$`,
      'iu',
    ),
    (m) => `${m[1] ?? ''}sem ${m[2]}`,
  ],
  [
    new RegExp(
      String.raw`^((?:à|na) (?:auscultação|palpação|observação|inspeção)[^,]*,\s*)?${PT_EXAM}\s+(.+)$`,
      'iu',
    ),
    (m) => `${m[1] ?? ''}${m[2]}`,
  ],
]

/** Spanish first person present of ordering verbs and their infinitive. */
const ES_FIRST: Record<string, string> = {
  receto: 'recetar',
  pido: 'pedir',
  solicito: 'solicitar',
  indico: 'indicar',
  pauto: 'pautar',
  recomiendo: 'recomendar',
  aconsejo: 'aconsejar',
  derivo: 'derivar',
  mando: 'mandar',
  pongo: 'poner',
  doy: 'dar',
  aumento: 'aumentar',
  bajo: 'bajar',
  reduzco: 'reducir',
  suspendo: 'suspender',
  mantengo: 'mantener',
  cambio: 'cambiar',
  prescribo: 'prescribir',
  inicio: 'iniciar',
}
const ES_EXAM = `(?:ausculto|oigo|noto|palpo|veo|encuentro|aprecio|escucho)`

const es: Rule[] = [
  [
    /^no\s+(?:le\s+|te\s+)?(?:vamos a|voy a|debemos|queremos|quiero|hay que|conviene)\s+(\p{L}+(?:ar|er|ir))(\p{L}*)(?![\p{L}])(.*)$/iu,
    (m) => `No ${m[1]}${m[2]}${m[3]}`,
  ],
  [
    /^(?:(?:le|te|les)\s+)?(?:voy a|vamos a|quiero|querría|me gustaría|hay que|tenemos que)\s+(?:también\s+|ya\s+)*(\p{L}+(?:ar|er|ir))(\p{L}*)(?![\p{L}])(.*)$/iu,
    (m) => `${m[1]}${m[2]}${m[3]}`,
  ],
  [
    /^(?:(?:yo\s+)?(?:le|te|les)\s+)?(\p{L}+)(?![\p{L}])(.*)$/iu,
    (m) => {
      const verb = ES_FIRST[m[1]!.toLowerCase()]
      return verb ? `${verb}${m[2]}` : null
    },
  ],
  [
    new RegExp(
      String.raw`^((?:a la|en la) (?:auscultación|palpación|exploración|inspección)[^,]*,\s*)?no\s+${ES_EXAM}\s+(?:ningún\p{L}*\s+|ninguna\s+)?(.+)$`,
      'iu',
    ),
    (m) => `${m[1] ?? ''}sin ${m[2]}`,
  ],
  [
    new RegExp(
      String.raw`^((?:a la|en la) (?:auscultación|palpación|exploración|inspección)[^,]*,\s*)?${ES_EXAM}\s+(.+)$`,
      'iu',
    ),
    (m) => `${m[1] ?? ''}${m[2]}`,
  ],
]

/** Separable particles a German verb leaves at the end ('ich nehme Blut ab'). */
const DE_PARTICLE = /\s(ab|an|auf|aus|ein|mit|vor|zu|zurück|weiter|fest|durch|nach|um)\.?$/i
const DE_FILLER = String.raw`(?:(?:Ihnen|Sie|jetzt|dann|noch|auch|gerne|heute|erstmal|erst einmal|einmal|mal|zunächst|bitte)\s+)*`
const DE_EXAM = `(?:höre|sehe|taste|finde|fühle|spüre|tastet sich)`

/** A German first-person verb in its infinitive ('verschreibe' → 'verschreiben'; 'wir machen' is one already). */
function germanInfinitive(verb: string, plural: boolean): string | null {
  const v = verb.toLowerCase()
  if (plural) return /en$|ern$|eln$/.test(v) ? v : null
  if (/e$/.test(v)) return `${v}n`
  return null
}

const de: Rule[] = [
  [
    new RegExp(
      String.raw`^(?:ich|wir)\s+(?:werde|werden|möchte|möchten|will|wollen|würde|würden|sollte|sollten|müssen|muss)\s+${DE_FILLER}(.+)$`,
      'iu',
    ),
    (m) => m[1]!,
  ],
  [
    new RegExp(
      String.raw`^(?:ich|wir)\s+${DE_EXAM}\s+${DE_FILLER}(?:hier\s+)?(kein\p{L}*\s+)?(?!.*\s(?:ab|an|durch|nach)[.!]?$)(.+)$`,
      'iu',
    ),
    (m) => `${m[1] ?? ''}${m[2]}`,
  ],
  [new RegExp(String.raw`^(.+?)\s+${DE_EXAM}\s+ich\s+(.+)$`, 'iu'), (m) => `${m[1]} ${m[2]}`],
  [
    new RegExp(String.raw`^(ich|wir)\s+(\p{L}+)\s+${DE_FILLER}(.+)$`, 'iu'),
    (m) => {
      // One clause only: 'und ich …', 'weil …' would need more than moving the verb.
      if (/(?<![\p{L}])(?:und (?:ich|wir)|weil|dass|wenn|ob|damit)(?![\p{L}])/iu.test(m[3]!)) return null
      // 'Wir sehen uns in vier Wochen wieder': a reflexive verb keeps its subject.
      if (/^(?:uns|mich|sich)(?![\p{L}])/iu.test(m[3]!)) return null
      const infinitive = germanInfinitive(m[2]!, m[1]!.toLowerCase() === 'wir')
      if (
        !infinitive ||
        /^(?:sind|haben|habe|bin|ist|hatte|hatten|war|waren|denke|glaube|sehe)$/i.test(m[2]!)
      )
        return null
      let rest = m[3]!.replace(/[.!]$/, '')
      const particle = DE_PARTICLE.exec(` ${rest}`)
      let verb = infinitive
      if (particle) {
        rest = rest.slice(0, rest.length - particle[1]!.length).trim()
        verb = `${particle[1]!.toLowerCase()}${infinitive}`
      }
      return `${rest} ${verb}`
    },
  ],
]

const RULES: Record<Language, Rule[]> = { en, pt, es, de }
