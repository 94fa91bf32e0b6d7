import type { Language } from '../../../contract/common'

/**
 * Someone correcting themselves ('penicillin or, I'm sorry, amoxicillin'; 'in two weeks, I mean, two
 * months'): what was corrected is replaced where the correction clearly takes its place (the same words lead
 * both, or both are one word), or the sentence is not written at all — never both, never the wrong one.
 */
export function selfCorrected(
  text: string,
  language: Language,
  isNumber: (word: string) => boolean = (w) => /^\d/.test(w),
): string | null {
  // ('4 months ago, no, actually five': the number said last, with the unit said with the first.)
  const renumbered = text.replace(NUMBER_AND_UNIT_TAKEN_BACK, '$2$1')
  if (renumbered !== text) return renumbered
  const marker = CORRECTION[language].exec(text)
  // 'Ontem tive 38,5, não, 37,8': a number taken back by a plain no and said again.
  if (!marker) return text.replace(NUMBER_TAKEN_BACK_AFTER, '').replace(NUMBER_TAKEN_BACK, '')
  // 'Mein linkes Knie, nein, Entschuldigung, …': the 'no' said with the apology goes with it.
  const before = text.slice(0, marker.index).replace(/,?\s*(?:no|não|nein|nee)[,.]?\s*$/iu, '')
  // 'Oh wait, sticking plasters…', 'Ah, espere, …': a 'wait' after an interjection takes back the sentence
  // before, not words of this one.
  const waiting = WAIT.test(marker[0])
  if (waiting && !/\p{L}{3,}/u.test(text.slice(0, marker.index).replace(INTERJECTION, ''))) return text
  // ('Aspirin, no wait, it's ibuprofen that…': what the correction names, after its 'it's'.)
  const after = text.slice(marker.index + marker[0].length).replace(waiting ? IT_IS : /$^/, '')
  if (!before.trim()) return after
  const correction = /^[^,.;]+/.exec(after)?.[0]?.trim() ?? ''
  const words = correction.split(/\s+/).filter(Boolean)
  const said = before.trimEnd().split(/\s+/)
  const first = words[0]?.toLowerCase() ?? ''
  const last = said.at(-1)?.toLowerCase() ?? ''
  const replaced = (count: number) => `${said.slice(0, said.length - count).join(' ')} ${after}`.trim()
  if (!words.length) return null
  // 'Torci o joelho esquerdo, aliás, o direito': a side for a side, the rest as said ('o joelho direito').
  if (
    SIDE.test(last) &&
    SIDE.test(words.at(-1)!) &&
    (words.length === 1 ||
      (words.length === 2 && /^(?:the|o|a|el|la|der|die|das|den|dem)$/iu.test(words[0]!)))
  )
    return `${said.slice(0, -1).join(' ')} ${after.replace(/^(?:the|o|a|el|la|der|die|das|den|dem)\s+/iu, '')}`.trim()
  // The same lead words ('in a couple weeks, I'm sorry, a couple months'): from where they were said.
  for (let n = words.length - 1; n >= 1; n--) {
    const head = words.slice(0, n).join(' ').toLowerCase()
    const at = ` ${before.toLowerCase()} `.lastIndexOf(` ${head} `)
    if (at >= 0 && at < before.length) return `${before.slice(0, at)}${after}`.replace(/\s+/g, ' ').trim()
  }
  // The same noun said again near the start of the correction ('my left knee, no, sorry, the right knee is
  // swollen', 'mein linkes Knie, nein, Entschuldigung, das rechte Knie ist…'): the phrase it closes is replaced.
  for (let j = 0; j < Math.min(3, words.length); j++) {
    const word = words[j]!.toLowerCase()
    if (word.length < 3 || STOP[language].test(word)) continue
    const i = said.map((w) => w.toLowerCase().replace(/[^\p{L}\d]/gu, '')).lastIndexOf(word)
    if (i >= j && said.length - 1 - i <= 1 && i - j >= 0 && j > 0) return replaced(said.length - (i - j))
  }
  // The same last word ('the left knee, sorry, right knee'): as many words as the correction has.
  if (words.length <= said.length && words.at(-1)!.toLowerCase() === last) return replaced(words.length)
  // A number for a number ('lisinopril 10, I'm sorry, 20 mg'), its unit with it.
  if (isNumber(first)) {
    const k = isNumber(last) ? 1 : isNumber(said.at(-2) ?? '') && /^\p{L}{1,6}$/u.test(last) ? 2 : 0
    return k ? replaced(k) : null
  }
  // A word for a word ('amoxicillin, I'm sorry, azithromycin 500 mg'): both words that name something.
  if (/^\p{L}{4,}$/u.test(first) && /^\p{L}{4,}$/u.test(last) && !STOP[language].test(last))
    return replaced(1)
  return null
}

/** A number, a plain no and the number said instead ('38,5, não, 37,8', '80, no, 40'): the first is taken back. */
const NUMBER_TAKEN_BACK = /(?<![\p{L}\d.,])\d+(?:[.,]\d+)?,\s*(?:não|no|nein|nee),\s*(?=\d)/giu

/**
 * A number with its unit, a plain no and the number said instead ('4 months ago, no, actually five', 'hace 4
 * meses, no, cinco'): the number said last, with the unit said with the first.
 */
/** Numbers said in words, up to twelve, in the four languages. */
const NUMBER_WORD = String.raw`one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|um|uma|dois|duas|três|quatro|cinco|seis|sete|oito|nove|dez|onze|doze|uno|dos|tres|cuatro|siete|ocho|nueve|diez|once|doce|eins|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf`
const NUMBER_AND_UNIT_TAKEN_BACK = new RegExp(
  String.raw`(?<![\p{L}\d.,])(?:\d+(?:[.,]\d+)?|${NUMBER_WORD})(\s+\p{L}+(?:\s+(?:ago|atrás))?),\s*(?:não|no|nein|nee),\s*(?:(?:actually|aliás|afinal|digo|mejor dicho|eigentlich|doch),?\s+)?(\d+(?:[.,]\d+)?|${NUMBER_WORD})(?=\s*(?:[.,;!?]|$))`,
  'giu',
)

/** The same, said with the word before the number ('de 10, não, de 5', 'of 10, no, of 5'). */
const NUMBER_TAKEN_BACK_AFTER =
  /(?<![\p{L}])(de|of|von|da|do|del)\s+\d+(?:[.,]\d+)?,\s*(?:não|no|nein|nee),\s*(?=\1\s+\d)/giu

/** A correction said as 'wait' ('no wait', 'espere', 'Moment'). */
const WAIT = /(?<![\p{L}])(?:wait|espere|espera|Moment|warten Sie)(?![\p{L}])/iu
/** Interjections that may come before it ('oh', 'ah', 'ok'). */
const INTERJECTION =
  /(?<![\p{L}])(?:oh|ah|ach|ai|ay|uh|um|ok|okay|hmm|äh|ähm|na|no|não|nein|pois|bueno|vale)(?![\p{L}])/giu

/** 'It's', 'é', 'es', 'das war' opening what a correction says instead. */
const IT_IS = /^(?:it's|it is|it was|é|era|foi|es|fue|era|das war|es ist|es war)\s+/iu

/** A side ('left', 'direito', 'izquierda', 'rechten'). */
const SIDE =
  /^(?:left|right|esquerd[oa]s?|direit[oa]s?|izquierd[oa]s?|derech[oa]s?|link\p{L}*|recht\p{L}*)[,.]?$/iu

/** Words that never stand for what a correction replaces. */
const STOP: Record<Language, RegExp> = {
  en: /^(?:that|this|with|from|have|will|them|they|then|just|also|about|your|their|some|into|like|would|could|should|been|were)$/i,
  pt: /^(?:para|com|isso|esta|este|essa|esse|mais|muito|também|depois|então|pode|fazer|temos|vamos)$/iu,
  es: /^(?:para|como|esto|esta|este|pero|más|muy|también|después|entonces|puede|hacer|vamos)$/iu,
  de: /^(?:dann|auch|noch|eine|einen|einem|einer|diese|dieser|sind|haben|wird|wenn|aber|nicht)$/iu,
}

/** The words that say what was just said was wrong ('I'm sorry', 'quer dizer', 'perdón', 'ich meine'). */
const CORRECTING: Record<Language, { words: string; or: string }> = {
  en: { words: "I(?:'m| am) sorry|sorry|I mean|excuse me|no,? wait|wait", or: 'or' },
  pt: { words: 'desculpe|perdão|quer dizer|aliás|digo|espere|espera', or: 'ou' },
  es: { words: 'perdón|perdone|disculpe|quiero decir|digo|espere|espera', or: 'o' },
  de: { words: 'Entschuldigung|Verzeihung|ich meine|Moment|warten Sie', or: 'oder' },
}
/** What says the words before were wrong, inside a sentence ('penicillin, I mean, amoxicillin'). */
const CORRECTION = Object.fromEntries(
  Object.entries(CORRECTING).map(([language, { words, or }]) => [
    language,
    new RegExp(String.raw`,?\s*(?:(?<![\p{L}])${or},?\s+)?(?:${words}),\s*`, 'iu'),
  ]),
) as Record<Language, RegExp>
/** A sentence that opens by correcting the one before ('No, perdón, al naproxeno.', 'Não, desculpe, …'). */
const CORRECTS_BEFORE = Object.fromEntries(
  Object.entries(CORRECTING).map(([language, { words }]) => [
    language,
    new RegExp(String.raw`^\s*(?:(?:no|não|nao|nein|nope)[,.]?\s*)?(?:${words})(?![\p{L}])[\s,.]*`, 'iu'),
  ]),
) as Record<Language, RegExp>

/**
 * What a sentence that opens by correcting the one before says instead ('No, perdón, al naproxeno.' → 'al
 * naproxeno.', with where it starts), or null for any other sentence.
 */
export function correctionOfBefore(text: string, language: Language): { text: string; at: number } | null {
  const opening = CORRECTS_BEFORE[language].exec(text)
  return opening ? { text: text.slice(opening[0].length), at: opening[0].length } : null
}

/** A correction's words that are also said as a filler ('the pain is, I mean, bad'). */
export const FILLER_MARKER: Record<Language, RegExp> = {
  en: /,?\s*\bI mean\b,?/gi,
  pt: /,?\s*(?<![\p{L}])quer dizer(?![\p{L}]),?/giu,
  es: /,?\s*(?<![\p{L}])quiero decir(?![\p{L}]),?/giu,
  de: /,?\s*(?<![\p{L}])ich meine(?![\p{L}]),?/giu,
}

/**
 * The text with a number taken back blanked out, every offset kept ('A tensão está 150... desculpe, 140 por 90'
 * → 'A tensão está' and spaces, then '140 por 90'): a value is read only as meant.
 */
export function withoutRetractedNumber(text: string, language: Language): string {
  const marker = CORRECTION[language].exec(text)
  if (!marker || !/^\s*\d/.test(text.slice(marker.index + marker[0].length))) return text
  const before = text.slice(0, marker.index)
  const last = /\d[\d.,]*\s*(?:\.\.\.|…)?\s*$/.exec(before)
  if (!last) return text
  const end = marker.index + marker[0].length
  return `${text.slice(0, last.index)}${' '.repeat(end - last.index)}${text.slice(end)}`
}
