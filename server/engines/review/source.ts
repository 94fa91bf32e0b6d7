import type { Language } from '../../../contract/common'
import { normaliseMeasurements } from '../clinical/measurements'
import type { SourceSentence, Speaker } from '../clinical/types'
import { fold, sentenceSpans } from './words'

const LABEL = /^\s*(?:\[([^\]]{1,40})\]|([\p{L}][\p{L} ._'-]{0,30}?)\s*:)\s*/u
const CLINICIAN =
  /^(?:doctor|dr\.?|physician|clinician|nurse|provider|gp|medic[oa]|dra?\.?|enfermeir[oa]|doctora|enfermer[oa]|facultativo|arzt|arztin|aerztin|doktor|pflegekraft|pfleger|krankenschwester)$/
const PATIENT = /^(?:patient|patientin|doente|paciente|utente|cliente|client|pt)$/

function speakerOf(label: string): Speaker | null {
  const l = fold(label.trim())
  if (CLINICIAN.test(l)) return 'clinician'
  if (PATIENT.test(l)) return 'patient'
  if (
    /^(?:speaker|sprecher|orador|falante|guest|family|relative|interpreter|mae|pai|madre|padre|mutter|vater)/.test(
      l,
    )
  )
    return 'other'
  return null
}

/** Words that state an absence, per language, folded: 'no', 'não', 'kein', 'sin', 'denies'. */
export const NEGATION: Record<Language, RegExp> = {
  en: /\b(?:no|not|never|none|nothing|denies|denied|deny|without|negative|nope|nor|neither|n't|free of|absence of)\b|n't\b/,
  pt: /\b(?:nao|nunca|nenhum|nenhuma|nada|nega|negou|sem|nem|negativ[oa]|ausencia de)\b/,
  de: /\b(?:nein|nicht|nie|niemals|kein|keine|keinen|keiner|keinem|keines|nichts|ohne|verneint|negativ|weder)\b/,
  es: /\b(?:no|nunca|ningun|ninguno|ninguna|nada|niega|nego|sin|ni|negativ[oa]|ausencia de)\b/,
}

/** Advice that holds on a condition: 'if the pain comes back', 'se piorar', 'wenn', 'si empeora'. */
export const CONDITION: Record<Language, RegExp> = {
  en: /\b(?:if|should you|in case|whenever|unless)\b/,
  pt: /\b(?:se|caso|sempre que|em caso de)\b/,
  de: /\b(?:wenn|falls|sobald|bei bedarf|im falle)\b/,
  es: /\b(?:si|en caso de|siempre que|cuando)\b/,
}

/**
 * Reads the transcript into sentences with their offsets, speaker turn and speaker ('[doctor]', 'Médico:'…;
 * unlabelled text is one clinician turn). Each sentence's `text` has numbers and units normalised.
 */
export function readSentences(transcript: string, language: Language): SourceSentence[] {
  const sentences: SourceSentence[] = []
  let turn = -1
  let speaker: Speaker = 'clinician'
  let offset = 0
  for (const raw of transcript.split('\n')) {
    const lineStart = offset
    offset += raw.length + 1
    if (!raw.trim()) continue
    const label = LABEL.exec(raw)
    const named = label ? speakerOf(label[1] ?? label[2] ?? '') : null
    let bodyStart = 0
    if (label && (named || label[1])) {
      turn++
      speaker = named ?? 'other'
      bodyStart = label[0].length
    } else if (turn < 0) turn = 0
    const body = raw.slice(bodyStart).replace(/\r$/, '')
    for (const span of sentenceSpans(body, lineStart + bodyStart, false)) {
      const said = transcript.slice(span.start, span.end)
      if (!/[\p{L}\p{N}]/u.test(said)) continue
      const start = span.start
      const low = fold(said)
      sentences.push({
        start,
        end: start + said.length,
        index: sentences.length,
        turn,
        speaker,
        said,
        text: normaliseMeasurements(said, language),
        question: said.endsWith('?'),
        negated: NEGATION[language].test(low),
        conditional: CONDITION[language].test(low),
      })
    }
  }
  return sentences
}
