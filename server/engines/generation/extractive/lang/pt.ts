import { pt as reading } from '../../../clinical/lang/pt'
import type { Gender, LanguagePack, Speaker } from './pack'

/** First-person verbs and their third-person form (Portugal and Brazil). */
const VERBS: Record<string, string> = {
  reduzi: 'reduziu',
  suspendi: 'suspendeu',
  dobro: 'dobra',
  agacho: 'agacha',
  viro: 'vira',
  sento: 'senta',
  dei: 'deu',
  vim: 'veio',
  venho: 'vem',
  disse: 'disse',
  gosto: 'gosta',
  tento: 'tenta',
  perdi: 'perdeu',
  ponho: 'põe',
  injeto: 'injeta',
  aplico: 'aplica',
  levo: 'leva',
  sofri: 'sofreu',
  parti: 'partiu',
  ouvi: 'ouviu',
  recebi: 'recebeu',
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
  consegui: 'conseguiu',
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
  paro: 'para',
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
  choro: 'chora',
  suo: 'sua',
  tremo: 'treme',
  coxeio: 'coxeia',
  penso: 'pensa',
  lembro: 'lembra',
  levanto: 'levanta',
  deito: 'deita',
  canso: 'cansa',
  cansei: 'cansou',
  aguento: 'aguenta',
  sofro: 'sofre',
  corro: 'corre',
  nado: 'nada',
  treino: 'treina',
  caminho: 'caminha',
  faltei: 'faltou',
  melhorei: 'melhorou',
  piorei: 'piorou',
  tossi: 'tossiu',
  desmaiei: 'desmaiou',
  subo: 'sobe',
  continuo: 'continua',
  respiro: 'respira',
  mexo: 'mexe',
  bati: 'bateu',
  corri: 'correu',
  subi: 'subiu',
  desci: 'desceu',
  engulo: 'engole',
  vi: 'viu',
  adormeço: 'adormece',
  percebo: 'percebe',
  urino: 'urina',
  evacuo: 'evacua',
  vejo: 'vê',
  oiço: 'ouve',
  ouço: 'ouve',
  perco: 'perde',
  ressono: 'ressona',
  espirro: 'espirra',
  tusso: 'tosse',
  vomito: 'vomita',
  sangro: 'sangra',
  pego: 'pega',
  agarro: 'agarra',
  escrevo: 'escreve',
  carrego: 'carrega',
  abro: 'abre',
  lavo: 'lava',
  conduzo: 'conduz',
  leio: 'lê',
  corto: 'corta',
  cortei: 'cortou',
  pus: 'pôs',
  pintei: 'pintou',
  sequei: 'secou',
  lavei: 'lavou',
  experimentei: 'experimentou',
  passei: 'passou',
  apliquei: 'aplicou',
  volto: 'volta',
  começo: 'começa',
  acabo: 'acaba',
  chego: 'chega',
}
const POSSESSIVE: Record<string, string> = { meu: 'seu', minha: 'sua', meus: 'seus', minhas: 'suas' }

/** Verbs of what happens to someone, said with 'me' ('nunca me doeu', 'me deu tonturas'). */
const HAPPENS_TO =
  /^(?:dói|doi|doeu|doía|doem|doeram|dá|deu|dava|custa|custou|aparece|apareceu|apareceram|acontece|aconteceu|incomoda|incomodou|falta|faltou|passa|passou|sabe|soube|preocupa|preocupou|larga|largou|assusta|assustou|aflige|chateia|apetece|apeteceu)$/iu

/** First-person verbs the table does not convert: a sentence keeping one is left out rather than misread. */
const FIRST_PERSON_VERB =
  /(?<![\p{L}])(?:tenho|estou|sou|sinto|tomo|fui|tive|estive|faço|fiz|vou|posso|acho|sei|quero|preciso|vim|dei|disse|consigo|durmo|bebo|ando|fico|trabalho|moro|vivo|respiro|mexo|levanto|deito|subo|corro)(?![\p{L}])/iu

/**
 * 'Agora usamos preservativo', 'damos-lhe o xarope': a verb of 'we' in the present (or, in Brazil, the past alike)
 * has no third person the note can be sure of; the sentence is left out ('ramos', 'primos' are no verbs; a past
 * in '-ámos' is turned above).
 */
const FIRST_PERSON_PLURAL =
  /(?<![\p{L}])(?!(?:ramos|tramos|extremos|supremos|primos|remos|racimos)(?![\p{L}]))[a-zçã]{2,}(?:amos|emos|imos|ávamos|íamos)(?![\p{L}])/iu

/**
 * A first-person verb before 'a' or 'de' and an infinitive ('volto a ter', 'saio a correr'), left as said because
 * the table does not know it: the sentence is left out, never kept in the first person. (A participle or a gerund,
 * 'habituado a tomar', 'tem vindo a piorar', is no person's verb; nor a noun in '-ão', 'o coração a bater'; nor an
 * adverb or a noun in '-o', 'sobretudo a subir', 'muito a custo', 'com medo de cair'.)
 */
const FIRST_PERSON_BEFORE_INFINITIVE =
  /(?<![\p{L}])(?!(?:sobretudo|tudo|muito|pouco|tanto|quanto|mesmo|cedo|logo|junto|medo|modo|caso|início|princípio|uso|esforço)\s)\p{L}{2,}(?<!ad|id|nd|ã|t|s|ch)o (?:a|de) \p{L}{2,}(?:ar|er|ir)(?:-se|-me|-lo|-la)?(?![\p{L}])/iu

/** 'disse' after who said it ('A médica do trabalho disse que…', 'ele disse'): the third person, not the patient's. */
const SAID_BY_OTHER =
  /(?<![\p{L}])(?:(?:o|a|os|as)\s+\p{L}+(?:\s+(?:do|da|de|dos|das)\s+\p{L}+)?|ele|ela|eles|elas)\s+disse(?![\p{L}])/giu

/** 'cheguei' → 'chegou', 'comecei' → 'começou', 'fiquei' → 'ficou': the regular first-person preterite of -ar verbs. */
function preterite(word: string): string | null {
  if (word.length < 5 || !word.endsWith('ei') || /^(?:comei|hei)$/.test(word)) return null
  const stem = word.slice(0, -2)
  if (stem.endsWith('qu')) return `${stem.slice(0, -2)}cou`
  if (stem.endsWith('gu')) return `${stem.slice(0, -1)}ou`
  if (/[aeiouáéíóú]$/.test(stem)) return null
  if (stem.endsWith('c')) return `${stem.slice(0, -1)}çou`
  return `${stem}ou`
}

/** An article or a possessive: the word after it is a noun ('no trabalho', 'en el trabajo'). */
const DETERMINER =
  /^(?:um|uma|no|na|nas|do|da|dos|das|ao|aos|à|às|meu|minha|seu|sua|este|esse|esta|essa|pelo|pela|num|numa|muito|pouco|novo|nova)$/iu
/** A determiner and its noun, left out when looking for a first-person verb. */
const AS_NOUN =
  /(?<![\p{L}])(?:um|uma|no|na|nas|do|da|dos|das|ao|aos|à|às|meu|minha|seu|sua|este|esse|esta|essa|pelo|pela|num|numa|muito|pouco|novo|nova)\s+\p{L}+/giu

function thirdPerson(sentence: string, speaker: Speaker, gender: Gender): string | null {
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
    // 'no trabalho', 'o passeio': after an article or a possessive, a verb's form is a noun ('da minha filha'
    // still has its possessive made the patient's).
    if (DETERMINER.test(words[k - 2] ?? '') && !(w in POSSESSIVE)) continue
    // 'mudar o penso', 'O penso caiu': 'o' opening a sentence or after an infinitive is an article, not a pronoun.
    if (
      !(w in POSSESSIVE) &&
      /^(?:o|a|os|as)$/iu.test(words[k - 2] ?? '') &&
      (k === 2 || /\p{L}[aei]r$/iu.test(words[k - 4] ?? ''))
    )
      continue
    if (w === 'eu') {
      words[k] = ''
      words[k + 1] = ''
      changed = true
    } else if (w in VERBS) {
      words[k] = `${cap(VERBS[w]!)}${m[2] ? '-se' : ''}${m[3]}`
      changed = true
    } else if (speaker === 'patient' && /^\p{L}{2,}ámos$/u.test(w)) {
      // A parent's 'Deixámos a budesonida' (we, in the past): 'Deixaram a budesonida'.
      words[k] = `${cap(w.replace(/ámos$/u, 'aram'))}${m[3]}`
      changed = true
    } else if (speaker === 'patient' && preterite(w)) {
      words[k] = `${cap(preterite(w)!)}${m[2] ? '-se' : ''}${m[3]}`
      changed = true
    } else if (w in POSSESSIVE) words[k] = `${cap(POSSESSIVE[w]!)}${m[3]}`
    else if (w === 'comigo') words[k] = `consigo${m[3]}`
    else if (w === 'me' && VERBS[(words[k + 2] ?? '').toLowerCase().replace(/[^\p{L}]/gu, '')])
      words[k] = upper ? 'Se' : 'se'
    // 'Nunca me doeu', 'Dá-me tonturas' said of what happens to the patient: 'Nunca lhe doeu'.
    else if (w === 'me' && HAPPENS_TO.test((words[k + 2] ?? '').replace(/[^\p{L}]/gu, '')))
      words[k] = upper ? 'Lhe' : 'lhe'
    // 'Afogo-me': the patient's own verb (first person, in -o) whose third person is not known leaves the
    // sentence out; 'Dá-me tonturas' is what happens to the patient ('Dá-lhe').
    else if (m[2] && speaker === 'patient' && /o$/u.test(w)) return null
    else if (m[2]) words[k] = `${m[1]}-lhe${m[3]}`
  }
  const text = words
    .join('')
    .replace(/^\s+/, '')
    // 'melhora quando como': after 'quando', 'como' is the verb, not 'how'.
    .replace(/(?<![\p{L}])(quando|sempre que|depois que|enquanto) como(?![\p{L}])/giu, '$1 come')
    // 'Estariam melhor sem mim': the patient, as their gender is known ('sem ele', 'sem ela'); unknown, the
    // sentence is left out below.
    // ('dar cabo de mim' is 'dar cabo dela': 'de' joins the pronoun.)
    .replace(/(?<![\p{L}])(sem|para|de|a) mim(?![\p{L}])/giu, (m, p: string) => {
      if (gender === 'unknown') return m
      const pronoun = gender === 'female' ? 'ela' : 'ele'
      return /^de$/i.test(p) ? `${p.charAt(0)}${pronoun}` : `${p} ${pronoun}`
    })
  if (/(?<![\p{L}])(?:eu|me|mim)(?![\p{L}])/iu.test(text)) return null
  if (speaker === 'patient' && FIRST_PERSON_VERB.test(text.replace(SAID_BY_OTHER, '').replace(AS_NOUN, '')))
    return null
  if (speaker === 'patient' && FIRST_PERSON_PLURAL.test(text.replace(AS_NOUN, ''))) return null
  if (speaker === 'patient' && FIRST_PERSON_BEFORE_INFINITIVE.test(text.replace(AS_NOUN, ''))) return null
  return changed || text !== sentence ? text.charAt(0).toUpperCase() + text.slice(1) : text
}

export const pt: LanguagePack = {
  ...reading,
  notDiscussed: 'Não abordado.',
  toBeCompleted: '[a preencher]',
  complaint: [
    // A review named by the clinician ('é a consulta da diabetes').
    /(?<![\p{L}])é a (?:sua )?((?:consulta|revisão) d[aeo]s? [\p{L}]+(?: [\p{L}]+)?)(?=[.,;!]|$)/iu,
    /(?<![\p{L}])(?:vem (?:hoje )?(?:à consulta )?(?:por|para|com)|motivo da consulta(?: é)?|recorre (?:hoje )?por)\s+([^.,;?]{3,80})/iu,
    /(?<![\p{L}])(?:hoje )?(?:vamos|queríamos|íamos) (?:hoje )?(?:falar (?:d[aoe]s?|sobre)|rever|discutir) (?:hoje )?(?:as suas |os seus |a sua |o seu )?([^.,;?]{3,60})/iu,
    // A visit the clinician asked for ('Pedi-lhe que viesse por causa das análises').
    /(?<![\p{L}])(?:pedi-lhe que viesse|chamei-o|chamei-a|convoquei-o|convoquei-a) (?:cá )?(?:por causa d[aoe]s?|para falar d[aoe]s?|para ver(?: os| as)?) (?:suas |seus |sua |seu )?([^.,;?]{3,60})/iu,
  ],
  complaintQuestion:
    /(?<![\p{L}])(?:o que (?:lhe|te) aconteceu|o que aconteceu|o que é que (?:lhe|te) aconteceu|o que (?:o|a|os|as|vos|te) (?:traz|trouxe)|como (?:é que )?(?:tem|têm) (?:andado|passado|estado|corrido)|como (?:vai|está|anda|andam|estão|vão) (?:a|o|as|os) \p{L}+|o que traz (?:o senhor|a senhora|você)|o que (?:é que )?traz(?:em)? (?:cá |aqui )?(?:hoje )?(?:o|a) \p{Lu}\p{L}+|o que (?:é que )?se passa|em que posso ajudar|qual é o problema|conte-me|diga-me|diga lá)(?![\p{L}])/iu,
  gender: {
    female:
      /(?<![\p{L}])(?:doente do sexo feminino|senhora|dona|sra\.|mulher de \d+ anos|\d+ anos, sexo feminino|estou (?:\S+ ){0,3}grávida)(?![\p{L}])/iu,
    male: /(?<![\p{L}])(?:doente do sexo masculino|senhor|sr\.|homem de \d+ anos|\d+ anos, sexo masculino)(?![\p{L}])/iu,
  },
  qa: {
    question:
      /^(?:e |então |já )*(?:tem|teve|sente|sentiu|notou|há|houve|fica com|ficou com|costuma ter|tens|tiveste|sentes|sentiste|notaste|ficas com|ficaste com|costumas ter)(?: tido)?(?: alguma?| algum)?\s+([\p{L}][\p{L} ,'-]{2,90}?)\s*\??$/iu,
    yes: /^(?:sim|tenho|tive|às vezes|um pouco|sinto|senti)(?![\p{L}])[\s,.!]*(?:[\p{L}]+[\s,.!]*){0,3}$/iu,
    no: /^(?:não|nada|nunca|nenhum|nenhuma)(?![\p{L}])[\s,.!]*(?:(?:[\p{L}]+[\s,.!]*){0,4}|(?:(?:nada|nunca|de todo|não|desde (?:[\p{L}\d]+ ?){1,3}que não)[\s,.!]*){1,3})$/iu,
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
  edits: {
    remove:
      'remova|removam|remover|remove|retire|retirar|retira|tire|tirar|tira|apague|apagar|apaga|elimine|eliminar|elimina|exclua|excluir|exclui|omita|omitir|omite|suprima|suprimir|suprime|risque|riscar|risca|corte|cortar|corta|delete|deletar|deleta',
    add: 'acrescente|acrescentar|acrescenta|adicione|adicionar|adiciona|inclua|incluir|inclui|junte|juntar|junta|insira|inserir|insere|ponha|poe|coloque|colocar|coloca|escreva|escrever|escreve|registe|registar|regista|registre|registrar|anote|anotar|anota',
    move: 'mova|mover|move|passe|passar|passa|transfira|transferir|transfere|desloque|deslocar|desloca|mude|mudar|muda',
    replace:
      'substitua|substituir|substitui|troque|trocar|troca|altere|alterar|altera|mude|mudar|muda|corrija|corrigir|corrige|emende|emendar|emenda',
    shorten:
      'encurte|encurtar|encurta|abrevie|abreviar|abrevia|resuma|resumir|resume|reduza|reduzir|reduz|simplifique|simplificar|simplifica|condense|condensar|condensa|sintetize|sintetizar|sintetiza',
    shorter:
      /^(?:torne|torna|tornar|deixe|deixa|deixar|faca|faz|fazer)\s+(.+?)\s+mais\s+(?:curt[oa]s?|breves?|concis[oa]s?|sucint[oa]s?)$/,
    from: 'de|do|da|dos|das|em|no|na|nos|nas',
    to: 'para|pra|ao|aos|a|as|em|no|na|nos|nas',
    by: 'por|pelo|pela|pelos|pelas|para',
    polite:
      'por favor|se faz favor|faz favor|pode|podes|podia|poderia|consegue|consegues|queria que|quero que|preciso que|tambem|ainda|agora|entao|ok|olhe|olha',
    articles: 'o|a|os|as|um|uma|uns|umas',
    section: 'seccao|secao|seccoes|parte|campo|topico|item',
    note: 'nota|documento|texto|relatorio|registo|tudo',
    everywhere:
      'em todo o documento|em toda a nota|em todo o texto|em todo o lado|em toda a parte|em todas as seccoes|em todas as secoes|no documento todo|na nota toda|em todo o relatorio',
    that: 'que',
    narrative:
      'passa|muda|reduz|resume|move|inclui|junta|coloca|escreve|regista|anota|troca|altera|corrige|corta|transfere|desloca|simplifica|condensa|sintetiza|abrevia|encurta|insere|omite|exclui|suprime|risca|substitui|emenda|poe|deleta',
    mentionOf:
      '(?:a|as|toda a|todas as|qualquer)\\s+(?:linha|linhas|frase|frases|mencao|mencoes|referencia|referencias)\\s+(?:sobre|de|da|do|das|dos|a|ao|aos|as|com|que fala de|que menciona)|tudo o que diz respeito (?:a|ao|aos|as)|tudo sobre',
  },
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
