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
  notDiscussed: 'Não abordado.',
  toBeCompleted: '[a preencher]',
  clinicianLabel: /^(?:médico|médica|medico|medica|dr\.?|dra\.?|enfermeira|enfermeiro|clínico|clinico)$/,
  patientLabel: /^(?:doente|paciente|utente|acompanhante|mãe|pai|filho|filha|esposa|marido)$/,
  fillers: [/(?<![\p{L}])(?:hum+|hmm+|humm+|ahn*|eh+|éh+|pronto|tipo assim|sabe|ou seja)(?![\p{L}])[,.]?/giu],
  leading:
    /^(?:(?:olá|bom dia|boa tarde|boa noite)(?: [\p{L}]+(?=[,.!]))?|ok|okay|então|pois|pronto|bem|sim|não|certo|muito bem|ora|portanto|e|mas|agora|ah|olhe|olha|claro|exato|exatamente)(?![\p{L}])[\s,.!]*/iu,
  rewrites: [
    [/\s+([,.?!;:])/g, '$1'],
    [/([,.?!;:])(?=[^\s\d])/g, '$1 '],
  ],
  splitBefore:
    /\s(?=(?:então|agora|pronto|ok|portanto|vou|vamos|quanto à|quanto ao|relativamente|no exame|na auscultação|tem |teve |sente |costuma )(?![\p{L}]))/iu,
  abbreviationDot: /(?<![\p{L}])(?:dr|dra|sr|sra|prof|p\.ex|ex|n\.º|nº|aprox)\.$/iu,
  question:
    /^(?:tem|teve|sente|sentiu|costuma|toma|tomou|já|há|houve|quando|como|onde|porque|porquê|quanto|quantos|quantas|qual|quais|o que|algum|alguma|e de|notou)(?![\p{L}])/iu,
  smallTalk:
    /^(?:olá|bom dia|boa tarde|boa noite|como está|como vai|tudo bem|obrigad[oa]|muito obrigad[oa]|de nada|até logo|adeus|com licença|sim|não|ok|certo|pronto|está bem|muito bem|claro|perfeito|combinado|mais alguma dúvida|alguma dúvida|não tenho dúvidas)(?![\p{L}])[\s,.!?]*$/iu,
  assistant: /(?<![\p{L}])(?:olá|ok),? (?:assistente|escriba)[,.?!]*/giu,
  stopwords: new Set(
    `a o as os um uma uns umas de do da dos das em no na nos nas por pelo pela para com sem que se e ou mas mais menos muito pouco já não sim também só então como quando onde porque porquê qual quais isto isso aquilo este esta esse essa ele ela eles elas eu me mim meu minha seu sua lhe nos vos você senhor senhora ao à aos às está estou é são foi era tem tenho ter há vai vou pode ser bem bom boa assim aqui ali lá hoje agora pronto ok sabe tipo coisa coisas vez vezes dia dias doente`.split(
      /\s+/,
    ),
  ),
  clinical:
    /(?<![\p{L}])(?:dor(?:es)?|doi|dói|febre|tosse|náuseas?|vómitos?|vomitar|diarreia|obstipação|tonturas?|cefaleias?|dor de cabeça|cansaço|cansad[oa]|fraqueza|dormência|formigueiro|comichão|prurido|sangue|sangramento|falta de ar|dispneia|peito|coração|pulmões?|barriga|abdómen|abdominal|estômago|costas|lombar|pescoço|joelho|anca|ombro|tornozelo|pé|pés|mão|braço|perna|pernas|articulaç\p{L}*|músculo|garganta|ouvido|olho|nariz|pele|urin\p{L}*|rim|fígado|peso|açúcar|glicemia|tensão|pressão|diabetes|hipertensão|colesterol|asma|dpoc|cancro|infeção|infecção|artrose|depress\p{L}*|ansiedade|sono|dormir|cirurgia|operad[oa]|fratura|entorse|queda|caiu|medicação|medicamentos?|comprimidos?|mg|dose|receita|insulina|exame|análises|radiografia|raio-x|ressonância|tac|ecografia|ecocardiograma|ecg|eletrocardiograma|resultados?|biópsia|diagnóstico|sopro|edema|eritema|auscultação|palpação|dolorosa?|sintomas?|antecedentes|alergi\p{L}*|fuma|tabaco|álcool|bebe|exercício|dieta|fisioterapia|consulta|reavaliação|pedir|iniciar|manter|aumentar|reduzir|suspender|mmhg|bpm|%|\d+)(?![\p{L}])/giu,
  cues: {
    allergies: /(?<![\p{L}])alergi\p{L}*|alérgic\p{L}*/iu,
    medication: /(?<![\p{L}])(?:medicação|medicamentos?|comprimidos?|toma|tomo|\d+ ?mg)(?![\p{L}])/iu,
    family:
      /(?<![\p{L}])(?:antecedentes familiares|mãe|pai|irmão|irmã|irmãos|avó|avô|tio|tia|família|familiar)(?![\p{L}])/iu,
    social:
      /(?<![\p{L}])(?:fuma|fumo|fumador[a]?|tabaco|cigarros?|maços?|álcool|bebe|bebo|vinho|cerveja|drogas|trabalha|trabalho como|reformad[oa]|vive com|mora com|casad[oa]|exercício|caminhadas|dieta)(?![\p{L}])/iu,
    past_history:
      /(?<![\p{L}])(?:antecedentes|história de|diagnosticad[oa]|operad[oa]|cirurgia|internad[oa]|internamento|há \d+ anos|crónic[oa])(?![\p{L}])/iu,
    ros: /(?<![\p{L}])(?:febre|arrepios|suores|perda de peso|dor no peito|dor torácica|falta de ar|náuseas|vómitos|diarreia|obstipação|cefaleias?|tonturas|palpitações|tosse)(?![\p{L}])/iu,
    exam: /(?<![\p{L}])(?:ao exame|no exame|exame objetivo|auscultação|palpação|à palpação|doloros[oa]|sopro|fervores|sibilos|edema|eritema|mobilidade|força|reflexos|sensibilidade|pulsos|adenopatias|mole|depressível|rítmic[oa])(?![\p{L}])/iu,
    vitals:
      /(?<![\p{L}])(?:sinais vitais|tensão arterial|pressão arterial|frequência cardíaca|pulso|temperatura|saturação|peso|imc|\d{2,3}\/\d{2,3})(?![\p{L}])/iu,
    results:
      /(?<![\p{L}])(?:análises|radiografia|raio-x|rx|ressonância|tac|ecografia|ecocardiograma|ecg|eletrocardiograma|resultados?|hemoglobina|hba1c|colesterol|biópsia|urocultura|mostra|mostrou|revela|revelou)(?![\p{L}])/iu,
    assessment:
      /(?<![\p{L}])(?:diagnóstico|avaliação|parece-me|acho que (?:tem|é)|compatível com|provável|provavelmente|suspeita|trata-se de|está (?:controlad[oa]|estável|descompensad[oa]))(?![\p{L}])/iu,
    plan: /(?<![\p{L}])(?:vou (?:receitar|prescrever|pedir|passar|aumentar|reduzir|manter|encaminhar)|vamos|receit\p{L}*|prescrev\p{L}*|pedir|iniciar|manter|aumentar|reduzir|suspender|parar|encaminh\p{L}*|referenci\p{L}*|fisioterapia|repouso|gelo|evitar|plano|deve|tem de|próxima consulta|reavaliação|voltar)(?![\p{L}])/iu,
    follow_up:
      /(?<![\p{L}])(?:próxima consulta|reavaliação|voltar|volta daqui a|daqui a \d+ (?:dias|semanas|meses)|dentro de \d+ (?:dias|semanas|meses)|em \d+ (?:dias|semanas|meses)|marcar consulta)(?![\p{L}])/iu,
  },
  phases: {
    exam: /(?<![\p{L}])(?:vou examin\p{L}*|vamos examin\p{L}*|deixe-me (?:ver|auscultar|examinar)|ao exame|no exame|exame objetivo|vamos ver a tensão|sinais vitais)(?![\p{L}])/iu,
    results:
      /(?<![\p{L}])(?:as análises|os resultados|a radiografia|a ecografia|o ecg|o eletrocardiograma)(?![\p{L}])/iu,
    plan: /(?<![\p{L}])(?:o plano|em resumo|a minha avaliação|parece-me|acho que (?:tem|é)|o diagnóstico|vou (?:receitar|prescrever|pedir|passar|aumentar|manter))(?![\p{L}])/iu,
  },
  complaint: [
    /(?<![\p{L}])(?:vem (?:hoje )?(?:à consulta )?(?:por|para|com)|motivo da consulta(?: é)?|recorre (?:hoje )?por)\s+([^.,;?]{3,80})/iu,
  ],
  complaintQuestion:
    /(?<![\p{L}])(?:o que o traz|o que a traz|o que (?:é que )?se passa|em que posso ajudar|qual é o problema|conte-me)(?![\p{L}])/iu,
  followUp:
    /(?<![\p{L}])(?:próxima consulta|reavaliação|voltar (?:cá|à consulta)?|daqui a \d+ (?:dias|semanas|meses)|dentro de \d+ (?:dias|semanas|meses)|em \d+ (?:dias|semanas|meses)|marcar)(?![\p{L}])/iu,
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
