import { FEMALE_RECORD, MALE_RECORD } from './lexicon'
import {
  isNegated,
  messagesOf,
  type Part,
  part,
  polarityAt,
  type Sentence,
  UNCERTAIN,
  UNCERTAIN_AFTER,
  unknown,
} from './text'

// Criterion families the rule engine reads as a whole: performance and functional grades (NYHA, ECOG),
// smoking, pregnancy and childbearing, and transplants. Each answers undefined when a criterion does not
// speak of it.

// ── grades ───────────────────────────────────────────────────────────────────────────────────────────────

const ROMAN: Record<string, number> = { i: 1, ii: 2, iii: 3, iv: 4, v: 5 }
const gradeValue = (t: string) => ROMAN[t] ?? +t

interface Grade {
  /** The grade's name in the message params, which the languages write their own way. */
  key: string
  label: string
  name: RegExp
  /** One grade as written: roman I–IV for NYHA, 0–5 for ECOG. */
  value: string
  max: number
  min: number
}

const GRADES: Grade[] = [
  { key: 'nyha', label: 'NYHA class', name: /nyha/g, value: '(?:iv|i{1,3}|[1-4])', min: 1, max: 4 },
  {
    key: 'ecog',
    label: 'ECOG performance status',
    name: /ecog(?:[- ]?(?:performance[- ]status|ps|who))?(?:\s+of)?/g,
    value: '[0-5]',
    min: 0,
    max: 5,
  },
]

const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i)
const TO = '\\s*(?:-|–|a|to|bis|ate|al|/)\\s*'
const LIST = '\\s*(?:,|ou|or|oder|o|e|and|und|y)\\s*'
const _AT_LEAST = /(?:>=|≥|at least|pelo menos|mindestens|al menos|no minimo)\s*$/
const _AT_MOST = /(?:<=|≤|at most|no maximo|hochstens|como maximo)\s*$/

/** The grades a criterion allows: "NYHA II–IV", "ECOG 0 or 1", "NYHA ≥ III", "classe III ou IV". */
function allowedGrades(text: string, g: Grade): Set<number> | undefined {
  const v = g.value
  const re = new RegExp(
    `^[\\s:-]*(?:class[e]?|klasse|clase|grade|grau|grado|funcional|functional|status|score|de)?[\\s:-]*(>=|≥|<=|≤|at least|pelo menos|mindestens|al menos)?\\s*(${v})(?![a-z0-9])((?:(?:${TO}|${LIST})${v}(?![a-z0-9]))*)`,
  )
  const m = re.exec(text)
  if (!m) return undefined
  const first = gradeValue(m[2]!)
  if (m[1] && /[≥>]|least|menos|mindestens|al menos/.test(m[1])) return new Set(range(first, g.max))
  if (m[1]) return new Set(range(g.min, first))
  const set = new Set([first])
  let last = first
  const rest = new RegExp(`(${TO}|${LIST})(${v})`, 'g')
  for (const r of m[3]!.matchAll(rest)) {
    const n = gradeValue(r[2]!)
    if (/^\s*(?:-|–|a|to|bis|ate|al|\/)\s*$/.test(r[1]!)) for (const k of range(last, n)) set.add(k)
    else set.add(n)
    last = n
  }
  const after = text.slice(m[0].length, m[0].length + 25)
  if (/^\s*(?:ou superior|or higher|or above|oder hoher|o superior|ou mais|or more|o mas)/.test(after))
    for (const k of range(first, g.max)) set.add(k)
  return set
}

/** The grade a record states: "NYHA III", "classe I da NYHA", "(NYHA II-III)", "ECOG 1". */
function recordedGrade(s: Sentence, g: Grade): Set<number> | undefined {
  g.name.lastIndex = 0
  for (const m of s.low.matchAll(g.name)) {
    const start = m.index ?? 0
    const after = allowedGrades(s.low.slice(start + m[0].length, start + m[0].length + 30), g)
    if (after) return after
    const before = new RegExp(
      `(?:class[e]?|clase|klasse)?\\s*(?:funcional\\s*)?(${g.value})\\s*(?:da|de la|de|of the|der|nach)?\\s*$`,
    ).exec(s.low.slice(Math.max(0, start - 25), start))
    if (before) return new Set([gradeValue(before[1]!)])
  }
  return undefined
}

export function judgeGrades(c: { low: string }, sentences: Sentence[]): Part[] {
  const parts: Part[] = []
  for (const g of GRADES) {
    g.name.lastIndex = 0
    const m = g.name.exec(c.low)
    if (!m) continue
    const start = m.index
    const text = c.low.slice(start + m[0].length, start + m[0].length + 40)
    let wanted = allowedGrades(text, g)
    if (!wanted) {
      const before = c.low.slice(Math.max(0, start - 30), start)
      const b = new RegExp(`(${g.value})(?:${TO}(${g.value}))?\\s*(?:da|de la|de|of the|der)?\\s*$`).exec(
        before,
      )
      if (b) wanted = new Set(range(gradeValue(b[1]!), gradeValue(b[2] ?? b[1]!)))
    }
    if (!wanted) continue
    const shown = [...wanted].join(', ')
    let found: { set: Set<number>; sentence: Sentence } | undefined
    for (const s of sentences) {
      const set = recordedGrade(s, g)
      if (set) found = { set, sentence: s }
    }
    if (!found) {
      parts.push(unknown(g.label, g.key, g.label))
      continue
    }
    const values = [...found.set]
    const inside = values.filter((v) => wanted.has(v)).length
    const written = values.length > 1 ? `${values[0]}–${values.at(-1)}` : `${values[0]}`
    const params = { subject: g.key, label: g.label, value: written, allowed: shown }
    if (inside === values.length)
      parts.push(
        part('met', `${g.label} ${written} is one of ${shown}`, found.sentence, 'grade_within', params),
      )
    else if (inside === 0)
      parts.push(
        part(
          'not_met',
          `${g.label} ${written} is not one of ${shown}`,
          found.sentence,
          'grade_outside',
          params,
        ),
      )
    else
      parts.push(
        part(
          'unknown',
          `${g.label} ${written} is partly within ${shown}`,
          found.sentence,
          'grade_partly',
          params,
        ),
      )
  }
  return parts
}

// ── smoking ──────────────────────────────────────────────────────────────────────────────────────────────

export type SmokingStatus = 'current' | 'former' | 'never' | 'not_current'

const NEVER_R =
  /\b(?:nunca fumou|nunca fumador[a]?|never smoked|never[- ]smoker|nie geraucht|nunca ha fumado|nunca fumo|lifelong non-?smoker)\b/
const NOT_CURRENT_R =
  /\b(?:nao fumador[a]?|nao fuma|non-?smoker|nonsmoker|nichtraucher(?:in)?|raucht nicht|no fumador[a]?|no fuma|does not smoke|doesn't smoke)\b/
const FORMER_R =
  /\b(?:ex-?\s?fumador[a]?|ex-?\s?smoker|former smoker|ex-?\s?raucher(?:in)?|fruher(?:er)? raucher(?:in)?|ehemalige[rn]? raucher(?:in)?|quit smoking|stopped smoking|deixou de fumar|parou de fumar|rauchstopp|nikotinkarenz|dejo de fumar|sin consumo (?:de tabaco )?desde)\b/
const CURRENT_R =
  /\b(?:fumador[a]?s?|fumadores|fuma|fumando|smokers?|smokes|smoking|raucher(?:in)?|raucht|rauchend)\b/g
const TOBACCO_R =
  /\b(?:habitos tabagicos|habito tabaquico|habitos toxicos|tabagismo|tabaquismo|tobacco(?: use)?|tabakkonsum|nikotinkonsum|nikotinabusus)\b/g
const NOT_BEFORE =
  /(?:ex-?\s?|non-?|never\s|former\s|nicht|nao\s|no\s|nunca\s|fruher(?:er)?\s|ehemalige[rn]?\s|quit\s|stopped\s|pass?iv[oea]?\s|passive\s)$/

/** Every smoking status the record states, with its sentence and, for a former smoker, years since quitting. */
export function smokingOf(sentences: Sentence[], today: Date) {
  const found: { status: SmokingStatus; sentence: Sentence; quitYearsAgo?: number }[] = []
  for (const s of sentences) {
    if (FORMER_R.test(s.low))
      found.push({ status: 'former', sentence: s, quitYearsAgo: quitYearsAgo(s.low, today) })
    else if (NEVER_R.test(s.low)) found.push({ status: 'never', sentence: s })
    else if (NOT_CURRENT_R.test(s.low)) found.push({ status: 'not_current', sentence: s })
    else {
      CURRENT_R.lastIndex = 0
      for (const m of s.low.matchAll(CURRENT_R)) {
        const before = s.low.slice(Math.max(0, (m.index ?? 0) - 12), m.index)
        if (NOT_BEFORE.test(before) || /^\s*pass?iv/.test(s.low.slice((m.index ?? 0) + m[0].length))) continue
        // "He is not a smoker", "denies smoking": the reader of denials says so, as for any condition.
        const polarity = polarityAt(s.low, m.index ?? 0, (m.index ?? 0) + m[0].length)
        if (polarity === 'unclear') continue
        if (polarity === 'negated') {
          found.push({ status: 'not_current', sentence: s })
          break
        }
        if (/smoking/.test(m[0]) && !/\b(?:current(?:ly)?|active(?:ly)?)\s+smoking/.test(s.low)) continue
        found.push({ status: 'current', sentence: s })
        break
      }
      // "Nega hábitos tabágicos", "niega tabaquismo": tobacco denied; said alone, it could be past or present.
      if (found.at(-1)?.sentence !== s) {
        TOBACCO_R.lastIndex = 0
        const denied = [...s.low.matchAll(TOBACCO_R)].some(
          (m) => polarityAt(s.low, m.index ?? 0, (m.index ?? 0) + m[0].length) === 'negated',
        )
        if (denied) found.push({ status: 'not_current', sentence: s })
      }
    }
  }
  return found
}

const NUMBER_WORDS: Record<string, number> = {
  um: 1,
  uma: 1,
  one: 1,
  a: 1,
  ein: 1,
  einem: 1,
  einer: 1,
  eine: 1,
  un: 1,
  una: 1,
  dois: 2,
  duas: 2,
  two: 2,
  zwei: 2,
  dos: 2,
  tres: 3,
  three: 3,
  drei: 3,
}
export const numberWord = (t: string) => NUMBER_WORDS[t] ?? +t

function quitYearsAgo(low: string, today: Date): number | undefined {
  const ago =
    /(?:ha|hace|desde hace|vor)\s+(\d+|\w+)\s+(anos?|years?|jahren?|meses|months?|monaten?)|(\d+|\w+)\s+(years?|months?)\s+ago/.exec(
      low,
    )
  if (ago) {
    const n = numberWord(ago[1] ?? ago[3]!)
    const unit = ago[2] ?? ago[4]!
    if (!Number.isNaN(n)) return /^(?:mes|month|monat)/.test(unit) ? n / 12 : n
  }
  const year =
    /(?:desde|since|seit|quit|em|in|en|rauchstopp|parou em|dejo en)\s*(?:\d{1,2}\/)?((?:19|20)\d\d)\b/.exec(
      low,
    )
  if (year) return today.getUTCFullYear() - +year[1]!
  return undefined
}

const C_CURRENT =
  /\b(?:(?:tabagismo|tabaquismo)\s+(?:ativo|activo|atual|actual)|(?:fumador|smoker|raucher)\w*\s+(?:ativ|atua|activ|actual|current|aktiv|aktuell)\w*|(?:ativ|atua|activ|actual|current(?:ly)?|aktive?|aktuelle?)\w*\s+(?:fumador|smok|raucher)\w*)/
const C_FORMER =
  /\b(?:ex-?\s?(?:fumador|smoker|raucher)\w*|exfumador\w*|former\s+smok\w*|ehemalige\w*\s+raucher\w*|fruhere\w*\s+raucher\w*)/
const C_NEVER = /\b(?:never[- ]smok\w*|nunca\s+(?:fum\w*)|nie geraucht\w*|lifelong non-?smok\w*)/
const C_NON = /\b(?:non-?smok\w*|nichtraucher\w*|nao fumador\w*|no fumador\w*)/
const C_EVER =
  /\b(?:smoking history|history of smoking|raucheranamnese|historia tabagica|hist(?:oria|orial) de tabaquismo|(?:tabagismo|tabaquismo)(?!\s+(?:ativo|activo|atual|actual))|carga tabagica|pack-?years?|packungsjahre\w*|paquetes-ano|indice tabaquico)\b|\bUMA\b/
const C_SMOKER = /\b(?:fumador\w*|fumadora\w*|smokers?|raucher(?:in|innen)?)\b/

/** What a criterion asks of smoking: the statuses that meet it, and a time since quitting. */
export function smokingCriterion(c: { low: string; cased: string }) {
  const wanted = new Set<SmokingStatus>()
  const low = c.low
  const stripped = low.replace(C_FORMER, ' ').replace(C_NEVER, ' ').replace(C_NON, ' ')
  if (C_CURRENT.test(low)) wanted.add('current')
  if (C_FORMER.test(low)) wanted.add('former')
  if (C_NEVER.test(low)) wanted.add('never')
  const non = C_NON.test(low)
  if (C_EVER.test(low) || C_EVER.test(c.cased)) {
    wanted.add('current')
    wanted.add('former')
  }
  if (C_SMOKER.test(stripped) && !wanted.has('current')) wanted.add('current')
  if (wanted.size === 0 && !non) return undefined
  const quit =
    /(?:mais de|more than|mehr als|mas de|at least|pelo menos|mindestens|al menos|menos de|less than|weniger als|within|nos ultimos|in the last|innerhalb)\s+(\d+)\s+(anos?|years?|jahren?|meses|months?|monaten?)/.exec(
      low,
    )
  const quitWindow =
    quit && /(?:quit|deix|parou|stopp|dejar|dejaron|rauchstopp|ex-|exfum|cessa)/.test(low)
      ? {
          years: /^(?:mes|month|monat)/.test(quit[2]!) ? +quit[1]! / 12 : +quit[1]!,
          more: /mais|more|mehr|mas de|least|pelo|mindestens|al menos/.test(quit[0]),
        }
      : undefined
  return { wanted, non, quitWindow }
}

export function judgeSmoking(
  c: { low: string; cased: string },
  sentences: Sentence[],
  today: Date,
): Part | undefined {
  const asked = smokingCriterion(c)
  if (!asked) return undefined
  const found = smokingOf(sentences, today)
  if (found.length === 0) return unknown('smoking status', 'smoking')
  const verdicts = found.map((f) => {
    let v: 'met' | 'not_met' | 'unknown'
    if (f.status === 'not_current') {
      if (asked.non) v = 'met'
      else if ([...asked.wanted].every((w) => w === 'current')) v = 'not_met'
      else if (asked.wanted.has('never') && asked.wanted.has('former')) v = 'met'
      else v = 'unknown'
    } else if (asked.non) v = f.status === 'current' ? 'not_met' : f.status === 'never' ? 'met' : 'unknown'
    else v = asked.wanted.has(f.status) ? 'met' : 'not_met'
    if (v === 'met' && asked.quitWindow && f.status === 'former') {
      if (f.quitYearsAgo === undefined) v = 'unknown'
      else {
        const beyond = f.quitYearsAgo > asked.quitWindow.years
        v = beyond === asked.quitWindow.more ? 'met' : 'not_met'
      }
    }
    return { ...f, v }
  })
  const first = verdicts[0]!
  if (verdicts.some((x) => x.v !== first.v))
    return part(
      'unknown',
      'The record states different smoking statuses',
      first.sentence,
      'smoking_conflicting',
    )
  const said = {
    current: 'a current smoker',
    former: 'a former smoker',
    never: 'a never smoker',
    not_current: 'not a smoker',
  }[first.status]
  const years =
    first.quitYearsAgo !== undefined && first.status === 'former'
      ? String(Math.round(first.quitYearsAgo * 10) / 10)
      : undefined
  const quit = years !== undefined ? `, quit about ${years} years ago` : ''
  return part(first.v, `The patient is ${said}${quit}`, first.sentence, 'smoking_status', {
    status: first.status,
    ...(years !== undefined ? { years } : {}),
  })
}

// ── pregnancy, breastfeeding, childbearing potential ─────────────────────────────────────────────────────

const C_PREGNANT =
  /\b(?:gravid(?:a|as|ez)|gestantes?|gestacao|pregnan\w*|schwanger\w*|embarazad[ao]s?|embarazos?|gestacion)\b/
const C_BREASTFEEDING =
  /\b(?:amamenta\w*|aleitamento|lactac\w*|lactantes?|breast-?feeding|lactation|lactating|nursing|stillend\w*|stillzeit|stillt|lactancia|lactando|amamantando)\b/
const C_CHILDBEARING =
  /(?:idade fertil|potencial reprodutivo|childbearing|child-bearing|gebarfahig\w*|edad fertil|potencial reproductivo|reproductive potential|reproductive age)/
const C_NO_CONTRACEPTION =
  /(?:sem|without|not using|no|ohne|sin|nao)\b[^.;]{0,30}(?:contrace|contracep|anticoncep|verhutung|kontrazep)/

const R_PREGNANT =
  /\b(?:gravida|gravidez|gestante|pregnant|pregnancy|schwanger|schwangerschaft\w*|ssw|embarazada|embarazo|teste de gravidez|test de embarazo|b-?hcg|β-hcg)\b/g
const R_BREASTFEEDING =
  /\b(?:amamenta\w*|aleitamento materno|breast-?feeding|lactating|stillt|stillend|stillzeit|lactancia|lactando|amamantando|lactante)\b/g
const R_PAST_CHILDBEARING =
  /\b(?:pos-?menopaus\w*|post-?menopaus\w*|postmenopausia|menopausic[ao]|menopausad[ao]|(?:em|in|en|in der) menopaus\w*|histerectomi\w*|hysterectom\w*|hysterektomie\w*|bilateral\w* (?:salpingo-)?oophorectom\w*|ooforectomia bilateral|anexectomia bilateral|adnexektomie beidseits|ovariectomia bilateral|laqueacao tubaria|tubal ligation|tubenligatur|ligadura de trompas)\b/
const R_CONTRACEPTION =
  /\b(?:contracep\w*|contrace[pc]ao|contraceptivo\w*|anticoncep\w*|anticonceptivo\w*|verhutung\w*|kontrazep\w*|diu|iud|ius|sterilet|pille|pilula|pill|implante|implant|nexplanon|mirena|preservativo)\b/
/** Women past this age are taken not to be pregnant, breastfeeding or of childbearing potential. */
export const PAST_CHILDBEARING_AGE = 55

interface Person {
  sex?: { sex: 'female' | 'male'; sentence: Sentence }
  age?: { value: number; sentence: Sentence }
}

function affirmedIn(sentences: Sentence[], re: RegExp) {
  let affirmed: Sentence | undefined
  let negated: Sentence | undefined
  for (const s of sentences) {
    re.lastIndex = 0
    for (const m of s.low.matchAll(re)) {
      const start = m.index ?? 0
      const end = start + m[0].length
      const after = s.low.slice(end, end + 12)
      const polarity = polarityAt(s.low, start, end)
      if (polarity === 'unclear') continue
      if (polarity === 'negated' || /^\s*(?:nicht|no|nao)\b/.test(after)) negated ??= s
      else if (
        !/\b(?:historia|history|anamnese|previous|previas?|anteriores?)\b/.test(
          s.low.slice(Math.max(0, start - 25), start),
        )
      )
        affirmed ??= s
    }
  }
  return { affirmed, negated }
}

export function judgePregnancy(c: { low: string }, sentences: Sentence[], person: Person): Part | undefined {
  const asks = {
    pregnant: C_PREGNANT.test(c.low),
    breastfeeding: C_BREASTFEEDING.test(c.low),
    childbearing: C_CHILDBEARING.test(c.low),
  }
  if (!asks.pregnant && !asks.breastfeeding && !asks.childbearing) return undefined
  const noContraception = C_NO_CONTRACEPTION.test(c.low)
  // The rules that settle it for everyone they name, whatever the rest of the record says.
  if (person.sex?.sex === 'male')
    return part(
      'not_met',
      'The patient is a man: not pregnant, breastfeeding or of childbearing potential',
      person.sex.sentence,
      'male_not_pregnant',
    )
  if (person.age && person.age.value >= PAST_CHILDBEARING_AGE)
    return part(
      'not_met',
      `The patient is ${person.age.value} years old: past childbearing age (${PAST_CHILDBEARING_AGE} or older)`,
      person.age.sentence,
      'past_childbearing_age',
      { age: String(person.age.value), limit: String(PAST_CHILDBEARING_AGE) },
    )
  const past = sentences.find((s) => R_PAST_CHILDBEARING.test(s.low))
  if (past)
    return part(
      'not_met',
      'The record states menopause or surgery that ends childbearing potential',
      past,
      'past_childbearing',
    )

  const pregnant = affirmedIn(sentences, R_PREGNANT)
  const breastfeeding = affirmedIn(sentences, R_BREASTFEEDING)
  const parts: Part[] = []
  if (asks.pregnant)
    parts.push(
      pregnant.affirmed
        ? part('met', 'The record states a pregnancy', pregnant.affirmed, 'pregnant')
        : pregnant.negated
          ? part('not_met', 'The record states the patient is not pregnant', pregnant.negated, 'not_pregnant')
          : unknown('pregnancy', 'pregnancy'),
    )
  if (asks.breastfeeding)
    parts.push(
      breastfeeding.affirmed
        ? part(
            'met',
            'The record states the patient is breastfeeding',
            breastfeeding.affirmed,
            'breastfeeding',
          )
        : breastfeeding.negated
          ? part(
              'not_met',
              'The record states the patient is not breastfeeding',
              breastfeeding.negated,
              'not_breastfeeding',
            )
          : unknown('breastfeeding', 'breastfeeding'),
    )
  if (asks.childbearing) {
    const contraception = sentences.find(
      (s) =>
        R_CONTRACEPTION.test(s.low) &&
        !isNegated(s.low, s.low.search(R_CONTRACEPTION), s.low.search(R_CONTRACEPTION) + 3),
    )
    if (pregnant.affirmed)
      parts.push(part('met', 'The record states a pregnancy', pregnant.affirmed, 'pregnant'))
    else if (noContraception && contraception)
      parts.push(
        part(
          'not_met',
          'The record states the contraception the patient uses',
          contraception,
          'contraception',
        ),
      )
    else parts.push(unknown('childbearing potential and contraception', 'childbearing'))
  }
  const met = parts.find((p) => p.verdict === 'met')
  if (met) return met
  const open = parts.find((p) => p.verdict === 'unknown')
  if (open) return open
  return {
    ...parts[0]!,
    explanation: parts.map((p) => p.explanation).join('; '),
    messages: messagesOf(parts),
  }
}

export function personOf(
  sentences: Sentence[],
  age: { value: number; sentence: Sentence } | undefined,
): Person {
  let sex: Person['sex']
  for (const s of sentences) {
    const f = FEMALE_RECORD.exec(s.low)
    const m = MALE_RECORD.exec(s.low)
    if (f && (!m || f.index <= m.index)) sex = { sex: 'female', sentence: s }
    else if (m) sex = { sex: 'male', sentence: s }
    if (sex) break
  }
  return { sex, age }
}

// ── transplants ──────────────────────────────────────────────────────────────────────────────────────────

const ORGANS: Record<string, RegExp> = {
  heart: /(?:cardiac\w*|cardiaco|cardiaca|heart|herz|coracao|corazon)/,
  lung: /(?:pulmonar\w*|pulmao|pulmon\w*|lungs?|lunge\w*|bipulmonar|pulmonary)/,
  kidney: /(?:renal|rim|rins|kidney|niere\w*|rinon|reno\w*|nieren)/,
  liver: /(?:hepatic\w*|figado|liver|leber|higado)/,
  pancreas: /(?:pancrea\w*)/,
  'stem cell':
    /(?:stem[- ]cell|stammzell\w*|celulas estaminais|celulas progenitoras|progenitores hematopoyeticos|medula ossea|medula osea|bone marrow|knochenmark\w*|hsct|tph|tmo|tcph)/,
}
const ABBREVIATED: Record<string, string> = { htx: 'heart', ntx: 'kidney' }
const TX = /[a-z]*(?:transplant|trasplant)\w*|\b[hn]tx\b/g

function organsNear(low: string, start: number, end: number, word: string) {
  const clauseStart = Math.max(
    low.lastIndexOf(';', start),
    low.lastIndexOf('.', start - 1),
    low.lastIndexOf(',', start),
    start - 30,
  )
  const nextStop = low.slice(end).search(/[;.,(]/)
  const text = `${low.slice(clauseStart + 1, start)} ${word.replace(/(?:transplant|trasplant)\w*$/, '')} ${low.slice(end, end + (nextStop < 0 ? 40 : Math.min(nextStop, 40)))}`
  const organs = new Set<string>()
  for (const [organ, re] of Object.entries(ORGANS)) if (re.test(text)) organs.add(organ)
  if (ABBREVIATED[word]) organs.add(ABBREVIATED[word]!)
  const kind = /allogen\w*|alogenic\w*/.test(text)
    ? 'allogeneic'
    : /autolog\w*/.test(text)
      ? 'autologous'
      : undefined
  return { organs, kind }
}

export function judgeTransplant(c: { low: string }, sentences: Sentence[]): Part | undefined {
  TX.lastIndex = 0
  const asked = TX.exec(c.low)
  if (!asked) return undefined
  const want = organsNear(c.low, asked.index, asked.index + asked[0].length, asked[0])
  const what = `${[...want.organs].join(' or ') || 'any'}${want.kind ? ` (${want.kind})` : ''} transplant`
  let negated: Sentence | undefined
  for (const s of sentences) {
    TX.lastIndex = 0
    for (const m of s.low.matchAll(TX)) {
      const start = m.index ?? 0
      const end = start + m[0].length
      const got = organsNear(s.low, start, end, m[0])
      if (
        UNCERTAIN.test(s.low.slice(Math.max(0, start - 40), start)) ||
        UNCERTAIN_AFTER.test(s.low.slice(end, end + 40))
      )
        continue
      const polarity = polarityAt(s.low, start, end)
      if (polarity === 'unclear') continue
      const neg = polarity === 'negated'
      const sameOrgan = want.organs.size === 0 || [...want.organs].some((o) => got.organs.has(o))
      if (neg && (got.organs.size === 0 || sameOrgan)) {
        negated ??= s
        continue
      }
      if (!sameOrgan || got.organs.size === 0) continue
      if (want.kind && got.kind && want.kind !== got.kind) continue
      if (want.kind && !got.kind)
        return part(
          'unknown',
          `A transplant is recorded; whether it was ${want.kind} is not stated`,
          s,
          'transplant_kind_unstated',
          { kind: want.kind },
        )
      return part(
        'met',
        `The record states a ${[...got.organs].join(' and ')} transplant`,
        s,
        'transplant_recorded',
        {
          organs: [...got.organs].join(','),
        },
      )
    }
  }
  if (negated)
    return part('not_met', `The record states no ${what}`, negated, 'transplant_absent', {
      organs: [...want.organs].join(','),
    })
  const none = unknown(what, 'transplant')
  // The organs the criterion names, so each language can say which transplant was not found.
  if (want.organs.size) none.messages![0]!.params.organs = [...want.organs].join(',')
  return none
}
