import { numberWord } from './families'
import type { Sentence } from './text'

// Time windows of criteria ("in the last 6 months", "há mais de 3 anos") and the dates of what a record
// states ("enfarte em 2019", "suspensa em 03/2026", "started two weeks ago", "seit 2023").

const DAY = 86_400_000
const UNIT_DAYS: Record<string, number> = { day: 1, week: 7, month: 30.44, year: 365.25 }
const UNIT =
  '(dias?|days?|tage[n]?|semanas?|weeks?|wochen|mes(?:es)?|months?|monate[n]?|anos?|years?|jahre[n]?|ano|jahr|year|month|monat|semana|woche|week)'
const COUNT = '(\\d+|um|uma|one|a|ein|einer|einem|eine|un|una|dois|duas|two|zwei|dos|tres|three|drei)'

function unitOf(u: string): number {
  if (/^(?:dia|day|tag)/.test(u)) return UNIT_DAYS.day!
  if (/^(?:semana|week|woche)/.test(u)) return UNIT_DAYS.week!
  if (/^(?:mes|month|monat)/.test(u)) return UNIT_DAYS.month!
  return UNIT_DAYS.year!
}

export interface Window {
  days: number
  /** true: within the last `days`; false: more than `days` ago. */
  within: boolean
  text: string
}

/** The period a criterion names, if any. */
export function windowOf(low: string): Window | undefined {
  const beyond = new RegExp(
    `(?:ha|hace|vor)\\s+(?:mais de|mas de|mehr als|over)\\s+${COUNT}\\s+${UNIT}|(?:more than|over)\\s+${COUNT}\\s+${UNIT}\\s+ago`,
  ).exec(low)
  if (beyond) {
    const n = numberWord(beyond[1] ?? beyond[3]!)
    return { days: n * unitOf(beyond[2] ?? beyond[4]!), within: false, text: beyond[0] }
  }
  const within = new RegExp(
    `(?:ultim[oa]s|last|past|letzten|vergangenen|previous|preceding|within(?: the)?(?: last| past)?|innerhalb(?: der| von)?(?: letzten)?)\\s+${COUNT}\\s+${UNIT}`,
  ).exec(low)
  if (within) return { days: numberWord(within[1]!) * unitOf(within[2]!), within: true, text: within[0] }
  const one =
    /(?:ultimo|last|past|letzten|vergangenen)\s+(ano|year|jahr|mes|month|monat|semana|week|woche)\b/.exec(low)
  if (one) return { days: unitOf(one[1]!), within: true, text: one[0] }
  return undefined
}

const MONTHS: Record<string, number> = {}
for (const names of [
  'janeiro fevereiro marco abril maio junho julho agosto setembro outubro novembro dezembro',
  'january february march april may june july august september october november december',
  'januar februar marz april mai juni juli august september oktober november dezember',
  'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre',
])
  names.split(' ').forEach((m, i) => {
    MONTHS[m] = i
  })

interface Span {
  from: number
  to: number
  index: number
  end: number
  since: boolean
}

const utc = (y: number, m: number, d = 1) => Date.UTC(y, m, d)

/** Every date a sentence writes, as the span of days it covers. */
function datesIn(low: string, today: Date): Span[] {
  const out: Span[] = []
  const taken = (i: number, e: number) => out.some((s) => i < s.end && e > s.index)
  const add = (from: number, to: number, index: number, end: number) => {
    if (taken(index, end)) return
    const since = /(?:desde|since|seit|from)\s+(?:hace\s+|o\s+|a\s+|el\s+)?$/.test(
      low.slice(Math.max(0, index - 14), index),
    )
    out.push({ from, to, index, end, since })
  }
  const now = today.getTime()
  for (const m of low.matchAll(/\b(\d{1,2})[./](\d{1,2})[./]((?:19|20)\d\d)\b/g)) {
    const t = utc(+m[3]!, +m[2]! - 1, +m[1]!)
    add(t, t + DAY - 1, m.index ?? 0, (m.index ?? 0) + m[0].length)
  }
  for (const m of low.matchAll(/\b(\d{1,2})[/.]((?:19|20)\d\d)\b/g)) {
    if (+m[1]! < 1 || +m[1]! > 12) continue
    add(utc(+m[2]!, +m[1]! - 1), utc(+m[2]!, +m[1]!) - 1, m.index ?? 0, (m.index ?? 0) + m[0].length)
  }
  const monthNames = Object.keys(MONTHS).join('|')
  for (const m of low.matchAll(new RegExp(`\\b(${monthNames})\\s+(?:de\\s+)?((?:19|20)\\d\\d)\\b`, 'g'))) {
    const mo = MONTHS[m[1]!]!
    add(utc(+m[2]!, mo), utc(+m[2]!, mo + 1) - 1, m.index ?? 0, (m.index ?? 0) + m[0].length)
  }
  for (const m of low.matchAll(/\b((?:19|20)\d\d)\s*(?:-|–|a|to|bis)\s*((?:19|20)\d\d)\b/g))
    add(utc(+m[1]!, 0), utc(+m[2]! + 1, 0) - 1, m.index ?? 0, (m.index ?? 0) + m[0].length)
  for (const m of low.matchAll(/\b((?:19|20)\d\d)\b/g))
    add(utc(+m[1]!, 0), utc(+m[1]! + 1, 0) - 1, m.index ?? 0, (m.index ?? 0) + m[0].length)
  const ago = new RegExp(
    `(?:ha|hace|vor|desde hace|seit)\\s+${COUNT}\\s+${UNIT}|${COUNT}\\s+${UNIT}\\s+ago|(?:since|for the (?:last|past)|seit)\\s+${COUNT}\\s+${UNIT}`,
    'g',
  )
  for (const m of low.matchAll(ago)) {
    const n = numberWord(m[1] ?? m[3] ?? m[5]!)
    const days = n * unitOf(m[2] ?? m[4] ?? m[6]!)
    if (Number.isNaN(days)) continue
    const t = now - days * DAY
    const index = m.index ?? 0
    const end = index + m[0].length
    if (taken(index, end)) continue
    // "desde hace 15 años", "seit einer Woche": from then until now.
    out.push({ from: t, to: t, index, end, since: /^(?:desde|seit|since|for the)/.test(m[0]) })
  }
  for (const m of low.matchAll(
    /\b(?:last year|no ano passado|o ano passado|letztes jahr|im letzten jahr|el ano pasado)\b/g,
  )) {
    const y = today.getUTCFullYear() - 1
    add(utc(y, 0), utc(y + 1, 0) - 1, m.index ?? 0, (m.index ?? 0) + m[0].length)
  }
  return out
}

const STOPPED =
  /\b(?:suspens[oa]|suspendeu|suspendid[oa]|suspendi|stopped|discontinued|ceased|withdrawn|abgesetzt|beendet|pausiert|retirad[oa]|interrompid[oa]|parou|deixou)\b/
const SWITCHED = /\b(?:umgestellt|switched|changed|trocad[oa]|substituid[oa]|cambiad[oa]|sustituid[oa])\b/
const STARTED = /\b(?:inici(?:ou|ad[oa]|o|ó)|started|begonnen|initiated|comenz[oó]|neu angesetzt|commenced)\b/
const COURSE =
  /\b(?:durante\s+\d+\s+\w+|for\s+(?:\d+|a|one|two)\s+(?:days?|weeks?|months?)|fur\s+\d+\s+tage|course|curso|ciclo|stosstherapie|stoss|pulse|pulso)\b/
const ONGOING =
  /\b(?:em curso|ongoing|dauertherapie|dauermedikation|currently|atualmente|actualmente|aktuell|mantem|continua|continues|laufend|en tratamiento|em tratamento|on treatment|sob|takes|toma|nimmt|medicad[oa]|insulinotratad[oa]|tratad[oa] con|under)\b/
/** A sentence that lists what the patient takes now. */
export const MEDICATION_LIST =
  /^(?:medica(?:cao|mentos?)(?: habitual| atual| cronica)?|meds|medications?|current medications?|current medication|medikation|dauermedikation|aktuelle medikation|therapie|tratamento(?: habitual| atual)?|tratamiento(?: habitual| actual)?|medicacion(?: habitual| actual)?)\s*:/

export interface When {
  from?: number
  to: number
  ongoing: boolean
  stopped: boolean
  known: boolean
}

/** When what is mentioned at [start, end) happened, by the nearest date and the words around it. */
export function whenOf(s: Sentence, start: number, end: number, today: Date): When {
  const now = today.getTime()
  const low = s.low
  const semi = low.lastIndexOf(';', start)
  const next = low.indexOf(';', end)
  const from = Math.max(semi + 1, start - 50)
  const to = next < 0 ? end + 60 : Math.min(next, end + 60)
  const around = low.slice(from, to)
  // "Marcumar auf Apixaban umgestellt", "switched from warfarin to apixaban": the first is stopped, not the second.
  const switchedTo = /(?:auf|to|para|por|zu|pela|pelo|pelo|a)\s+$/.test(
    low.slice(Math.max(0, start - 8), start),
  )
  const stopped = (STOPPED.test(around) || SWITCHED.test(around)) && !(SWITCHED.test(around) && switchedTo)
  const started = STARTED.test(around)
  const course = COURSE.test(around)
  const ongoing = !stopped && (ONGOING.test(around) || MEDICATION_LIST.test(low))
  const dates = datesIn(low, today)
    .filter((d) => d.end >= from && d.index <= to)
    .sort(
      (a, b) =>
        Math.min(Math.abs(a.index - end), Math.abs(a.end - start)) -
        Math.min(Math.abs(b.index - end), Math.abs(b.end - start)),
    )
  const date = dates[0]
  if (!date) return { to: now, ongoing, stopped, known: ongoing }
  if (stopped) return { from: date.from, to: date.to, ongoing: false, stopped, known: true }
  if (date.since || (started && !course))
    return { from: date.from, to: now, ongoing: true, stopped, known: true }
  const courseDays = /(\d+)\s+(?:dias|days|tage)/.exec(around)
  const extra = course ? (courseDays ? +courseDays[1]! : 31) * DAY : 0
  return { from: date.from, to: Math.min(now, date.to + extra), ongoing: false, stopped, known: true }
}

/** Whether an event falls in the criterion's window: true, false, or undefined when its dates straddle it. */
export function inWindow(when: When, window: Window, today: Date): boolean | undefined {
  if (!when.known) return undefined
  const edge = today.getTime() - window.days * DAY
  if (window.within) {
    if (when.to < edge) return false
    if ((when.from !== undefined && when.from >= edge) || when.ongoing) return true
    return undefined
  }
  if (when.ongoing) return undefined
  if (when.to < edge) return true
  if (when.from !== undefined && when.from >= edge) return false
  return undefined
}

export const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10)
