import { pt as reading } from '../../../clinical/lang/pt'
import type { Gender, LanguagePack, Speaker } from './pack'

/** First-person verbs and their third-person form (Portugal and Brazil). */
const VERBS: Record<string, string> = {
  tenho: 'tem',
  estou: 'está',
  sou: 'é',
  sinto: 'sente',
  tomo: 'toma',
  fui: 'foi',
  tive: 'teve',
  estive: 'esteve',
  senti: 'sentiu',
  tomei: 'tomou',
  comecei: 'começou',
  faço: 'faz',
  fiz: 'fez',
  vou: 'vai',
  posso: 'pode',
  consigo: 'consegue',
  durmo: 'dorme',
  acordo: 'acorda',
  bebo: 'bebe',
  fumo: 'fuma',
  fumei: 'fumou',
  ando: 'anda',
  noto: 'nota',
  notei: 'notou',
  reparei: 'reparou',
  acho: 'acha',
  sei: 'sabe',
  quero: 'quer',
  preciso: 'precisa',
  deixei: 'deixou',
  parei: 'parou',
  esqueço: 'esquece',
  esqueci: 'esqueceu',
  caí: 'caiu',
  magoei: 'magoou',
  torci: 'torceu',
  vivo: 'vive',
  moro: 'mora',
  trabalhei: 'trabalhou',
  era: 'era',
  estava: 'estava',
  tinha: 'tinha',
  sentia: 'sentia',
  andava: 'andava',
  costumo: 'costuma',
  uso: 'usa',
  usei: 'usou',
  meço: 'mede',
  medi: 'mediu',
  fico: 'fica',
  fiquei: 'ficou',
  vomitei: 'vomitou',
  comi: 'comeu',
  bebi: 'bebeu',
  dormi: 'dormiu',
  pensei: 'pensou',
  penso: 'pensa',
  lembro: 'lembra',
  levanto: 'levanta',
  deito: 'deita',
  canso: 'cansa',
  cansei: 'cansou',
  aguento: 'aguenta',
  sofro: 'sofre',
  corro: 'corre',
  caminho: 'caminha',
  faltei: 'faltou',
  melhorei: 'melhorou',
  piorei: 'piorou',
  tossi: 'tossiu',
  desmaiei: 'desmaiou',
  subo: 'sobe',
  continuo: 'continua',
}
const POSSESSIVE: Record<string, string> = { meu: 'seu', minha: 'sua', meus: 'seus', minhas: 'suas' }

function thirdPerson(sentence: string, speaker: Speaker, _gender: Gender): string | null {
  if (speaker === 'clinician')
    // Portuguese clinicians address patients in the third person already ('o senhor tem', 'você toma').
    return sentence.replace(/^(?:você|o senhor|a senhora)\s+/i, '')
  const words = sentence.split(/(\s+)/)
  let changed = false
  for (let k = 0; k < words.length; k += 2) {
    const raw = words[k]!
    const m = /^([\p{L}]+)(-me)?([^\p{L}]*)$/u.exec(raw)
    if (!m) continue
    const w = m[1]!.toLowerCase()
    const upper = m[1]![0] !== m[1]![0]!.toLowerCase()
    const cap = (s: string) => (upper ? s.charAt(0).toUpperCase() + s.slice(1) : s)
    if (w === 'eu') {
      words[k] = ''
      words[k + 1] = ''
      changed = true
    } else if (w in VERBS) {
      words[k] = `${cap(VERBS[w]!)}${m[2] ? '-se' : ''}${m[3]}`
      changed = true
    } else if (w in POSSESSIVE) words[k] = `${cap(POSSESSIVE[w]!)}${m[3]}`
    else if (w === 'comigo') words[k] = `consigo${m[3]}`
    else if (w === 'me' && VERBS[(words[k + 2] ?? '').toLowerCase().replace(/[^\p{L}]/gu, '')])
      words[k] = upper ? 'Se' : 'se'
    else if (m[2]) words[k] = `${m[1]}-lhe${m[3]}`
  }
  const text = words.join('').replace(/^\s+/, '')
  if (/(?<![\p{L}])(?:eu|me|mim)(?![\p{L}])/iu.test(text)) return null
  return changed || text !== sentence ? text.charAt(0).toUpperCase() + text.slice(1) : text
}

export const pt: LanguagePack = {
  ...reading,
  notDiscussed: 'Não abordado.',
  toBeCompleted: '[a preencher]',
  complaint: [
    /(?<![\p{L}])(?:vem (?:hoje )?(?:à consulta )?(?:por|para|com)|motivo da consulta(?: é)?|recorre (?:hoje )?por)\s+([^.,;?]{3,80})/iu,
  ],
  complaintQuestion:
    /(?<![\p{L}])(?:o que o traz|o que a traz|o que (?:é que )?se passa|em que posso ajudar|qual é o problema|conte-me)(?![\p{L}])/iu,
  gender: {
    female:
      /(?<![\p{L}])(?:doente do sexo feminino|senhora|sra\.|mulher de \d+ anos|\d+ anos, sexo feminino)(?![\p{L}])/iu,
    male: /(?<![\p{L}])(?:doente do sexo masculino|senhor|sr\.|homem de \d+ anos|\d+ anos, sexo masculino)(?![\p{L}])/iu,
  },
  qa: {
    question:
      /^(?:e |então |já )*(?:tem|teve|sente|sentiu|notou|há|houve)(?: tido)?(?: alguma?| algum)?\s+([\p{L}][\p{L} ,'-]{2,60}?)\s*\??$/iu,
    yes: /^(?:sim|tenho|tive|às vezes|um pouco|sinto|senti)(?![\p{L}])[\s,.!]*(?:[\p{L}]+[\s,.!]*){0,3}$/iu,
    no: /^(?:não|nada|nunca|nenhum|nenhuma)(?![\p{L}])[\s,.!]*(?:[\p{L}]+[\s,.!]*){0,4}$/iu,
    denies: 'Nega',
    reports: 'Refere',
  },
  thirdPerson,
  titles: [
    [/motivo/i, 'complaint'],
    [/história da doença|subjetivo|evolução/i, 'hpi'],
    [/revisão (?:de|por) sistemas/i, 'ros'],
    [/familiar/i, 'family'],
    [/hábitos|social|estilo/i, 'social'],
    [/medicação|terapêutica|medicamentos/i, 'medication'],
    [/alergia/i, 'allergies'],
    [/antecedentes|história clínica/i, 'past_history'],
    [/sinais vitais/i, 'vitals'],
    [/exame|objetivo|observação/i, 'exam'],
    [/meios complementares|resultados|análises|exames/i, 'results'],
    [/avaliação|diagnóstico|problemas/i, 'assessment'],
    [/plano|recomendações|tratamento|conduta/i, 'plan'],
    [/seguimento|reavaliação|próxima consulta/i, 'follow_up'],
    [/ditado|nota|resumo/i, 'all'],
  ],
  removal:
    /(?<![\p{L}])(?:remover|retirar|apagar|eliminar|tirar|remove|retira|apaga|elimina|tira)\s+(?:a\s+(?:linha|frase|menção)\s+(?:sobre|de|da|do)\s+|a referência (?:a|à|ao)\s+)?["'«“]?([^"'»”.;]{2,80}?)["'»”]?(?:\s+d[oa]\b.*)?[.;]?$/iu,
  addTo:
    /^\s*(?:acrescentar|adicionar|acrescenta|adiciona|pôr|colocar)\s+(?:em|no|na|ao|à)\s+([^:]{2,60}?)\s*:\s*(.+)$/iu,
  abbreviations: [
    ['pressão arterial', 'PA'],
    ['tensão arterial', 'TA'],
    ['frequência cardíaca', 'FC'],
    ['hipertensão arterial', 'HTA'],
    ['diabetes mellitus tipo 2', 'DM2'],
    ['doença pulmonar obstrutiva crónica', 'DPOC'],
    ['infeção urinária', 'ITU'],
  ],
}
