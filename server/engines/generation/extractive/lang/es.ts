import type { Gender, LanguagePack, Speaker } from './pack'

/** First-person verbs and their third-person form. */
const VERBS: Record<string, string> = {
  tengo: 'tiene',
  estoy: 'está',
  soy: 'es',
  siento: 'siente',
  tomo: 'toma',
  fui: 'fue',
  tuve: 'tuvo',
  estuve: 'estuvo',
  sentí: 'sintió',
  tomé: 'tomó',
  empecé: 'empezó',
  hago: 'hace',
  hice: 'hizo',
  voy: 'va',
  puedo: 'puede',
  duermo: 'duerme',
  bebo: 'bebe',
  fumo: 'fuma',
  fumé: 'fumó',
  noto: 'nota',
  noté: 'notó',
  creo: 'cree',
  sé: 'sabe',
  quiero: 'quiere',
  necesito: 'necesita',
  dejé: 'dejó',
  caí: 'cayó',
  vivo: 'vive',
  era: 'era',
  estaba: 'estaba',
  tenía: 'tenía',
  sentía: 'sentía',
  suelo: 'suele',
  uso: 'usa',
  mido: 'mide',
  medí: 'midió',
  quedo: 'queda',
  quedé: 'quedó',
  vomité: 'vomitó',
  comí: 'comió',
  bebí: 'bebió',
  dormí: 'durmió',
  pienso: 'piensa',
  acuerdo: 'acuerda',
  levanto: 'levanta',
  canso: 'cansa',
  cansé: 'cansó',
  aguanto: 'aguanta',
  sufro: 'sufre',
  corro: 'corre',
  mejoré: 'mejoró',
  empeoré: 'empeoró',
  tosí: 'tosió',
  desmayé: 'desmayó',
  subo: 'sube',
  sigo: 'sigue',
  mareo: 'marea',
  he: 'ha',
  había: 'había',
  torcí: 'torció',
  trabajé: 'trabajó',
}
const POSSESSIVE: Record<string, string> = { mi: 'su', mis: 'sus' }
/** Verbs that take an indirect object ('me duele' → 'le duele'). */
const INDIRECT =
  /^(?:duele|duelen|dolía|dolió|pica|pican|molesta|molestan|cuesta|gusta|pasa|pasó|sale|salió|da|dio|sienta|sentó|falta|preocupa)$/i

function thirdPerson(sentence: string, speaker: Speaker, _gender: Gender): string | null {
  if (speaker === 'clinician') return sentence.replace(/^usted\s+/i, '')
  const words = sentence.split(/(\s+)/)
  for (let k = 0; k < words.length; k += 2) {
    const m = /^([\p{L}]+)([^\p{L}]*)$/u.exec(words[k]!)
    if (!m) continue
    const w = m[1]!.toLowerCase()
    const upper = m[1]![0] !== m[1]![0]!.toLowerCase()
    const cap = (s: string) => (upper ? s.charAt(0).toUpperCase() + s.slice(1) : s)
    const next = (words[k + 2] ?? '').toLowerCase().replace(/[^\p{L}]/gu, '')
    if (w === 'yo') {
      words[k] = ''
      words[k + 1] = ''
    } else if (w === 'he' && !/(?:ado|ido|to|cho|so)$/.test(next)) continue
    else if (w in VERBS) words[k] = `${cap(VERBS[w]!)}${m[2]}`
    else if (w in POSSESSIVE) words[k] = `${cap(POSSESSIVE[w]!)}${m[2]}`
    else if (w === 'conmigo') words[k] = `consigo${m[2]}`
    else if (w === 'me') words[k] = `${cap(INDIRECT.test(next) ? 'le' : 'se')}${m[2]}`
  }
  const text = words.join('').replace(/^\s+/, '')
  if (/(?<![\p{L}])(?:yo|me|mí|mi|mis)(?![\p{L}])/iu.test(text)) return null
  return text.charAt(0).toUpperCase() + text.slice(1)
}

export const es: LanguagePack = {
  notDiscussed: 'No consta.',
  toBeCompleted: '[a completar]',
  clinicianLabel:
    /^(?:médico|médica|medico|medica|doctor|doctora|dr\.?|dra\.?|enfermera|enfermero|facultativo)$/,
  patientLabel: /^(?:paciente|acompañante|madre|padre|hijo|hija|esposa|esposo|marido)$/,
  fillers: [
    /(?<![\p{L}])(?:eh+|em+|este|mmm+|hmm+|o sea|pues nada|bueno pues|sabe|vale vale)(?![\p{L}])[,.]?/giu,
  ],
  leading:
    /^(?:(?:hola|buenos días|buenas tardes|buenas noches|buenas)(?: [\p{L}]+(?=[,.!]))?|vale|bueno|pues|bien|sí|si|no|claro|entonces|muy bien|de acuerdo|y|pero|ahora|ah|mire|oiga|perfecto|exacto|ok|okay)(?![\p{L}])[\s,.!]*/iu,
  rewrites: [
    [/\s+([,.?!;:])/g, '$1'],
    [/([,.?!;:])(?=[^\s\d])/g, '$1 '],
    [/[¿¡]/g, ''],
  ],
  splitBefore:
    /\s(?=(?:entonces|ahora|vale|bueno|voy a|vamos a|en cuanto a|respecto a|en la exploración|a la auscultación|tiene |ha tenido |nota )(?![\p{L}]))/iu,
  abbreviationDot: /(?<![\p{L}])(?:dr|dra|sr|sra|srta|ud|uds|p\.ej|aprox)\.$/iu,
  question:
    /^(?:tiene|ha tenido|tuvo|nota|siente|sintió|suele|toma|tomó|hay|hubo|cuándo|cuando|cómo|como|dónde|por qué|cuánto|cuántos|cuántas|cuál|cuáles|qué|algún|alguna|ha notado)(?![\p{L}])/iu,
  smallTalk:
    /^(?:hola|buenos días|buenas tardes|buenas noches|qué tal|cómo está|gracias|muchas gracias|de nada|hasta luego|adiós|sí|no|vale|bueno|claro|perfecto|de acuerdo|muy bien|alguna duda|alguna pregunta|ninguna|no tengo dudas)(?![\p{L}])[\s,.!?]*$/iu,
  assistant: /(?<![\p{L}])(?:hola|oye),? (?:asistente|escriba)[,.?!]*/giu,
  stopwords: new Set(
    `a al el la los las un una unos unas de del en por para con sin que se y o pero más menos muy poco ya no sí también solo entonces como cuando donde porque cual cuales esto eso aquello este esta ese esa él ella ellos ellas yo me mí mi mis su sus le les nos usted está estoy es son fue era tiene tengo tener hay va voy puede ser bien bueno buena así aquí allí hoy ahora vale pues cosa cosas vez veces día días paciente lo`.split(
      /\s+/,
    ),
  ),
  clinical:
    /(?<![\p{L}])(?:dolor(?:es)?|duele|duelen|fiebre|tos|náuseas?|vómitos?|vomitar|diarrea|estreñimiento|mareos?|cefalea|dolor de cabeza|cansancio|cansad[oa]|debilidad|hormigueo|picor|prurito|sangre|sangrado|falta de aire|disnea|pecho|corazón|pulmones?|barriga|abdomen|abdominal|estómago|espalda|lumbar|cuello|rodilla|cadera|hombro|tobillo|pie|pies|mano|brazo|pierna|piernas|articulaci\p{L}*|músculo|garganta|oído|ojo|nariz|piel|orina|orinar|riñón|hígado|peso|azúcar|glucemia|tensión|presión|diabetes|hipertensión|colesterol|asma|epoc|cáncer|infección|artrosis|depresi\p{L}*|ansiedad|sueño|dormir|cirugía|operad[oa]|fractura|esguince|caída|medicación|medicamentos?|pastillas?|comprimidos?|mg|dosis|receta|insulina|exploración|análisis|analítica|radiografía|resonancia|tac|ecografía|ecocardiograma|ecg|electrocardiograma|resultados?|biopsia|diagnóstico|soplo|edema|eritema|auscultación|palpación|dolorosa?|síntomas?|antecedentes|alergi\p{L}*|alérgic\p{L}*|fuma|tabaco|alcohol|bebe|ejercicio|dieta|fisioterapia|consulta|revisión|control|pedir|iniciar|mantener|aumentar|reducir|suspender|mmhg|lpm|%|\d+)(?![\p{L}])/giu,
  cues: {
    allergies: /(?<![\p{L}])alergi\p{L}*|alérgic\p{L}*/iu,
    medication:
      /(?<![\p{L}])(?:medicación|medicamentos?|pastillas?|comprimidos?|toma|tomo|\d+ ?mg)(?![\p{L}])/iu,
    family:
      /(?<![\p{L}])(?:antecedentes familiares|madre|padre|hermano|hermana|hermanos|abuela|abuelo|tío|tía|familia|familiar)(?![\p{L}])/iu,
    social:
      /(?<![\p{L}])(?:fuma|fumo|fumador[a]?|tabaco|cigarrillos?|paquetes?|alcohol|bebe|bebo|vino|cerveza|drogas|trabaja|trabajo de|trabajo como|jubilad[oa]|vive con|casad[oa]|ejercicio|caminar|dieta)(?![\p{L}])/iu,
    past_history:
      /(?<![\p{L}])(?:antecedentes|historia de|diagnosticad[oa]|operad[oa]|cirugía|ingresad[oa]|ingreso|hace \d+ años|crónic[oa])(?![\p{L}])/iu,
    ros: /(?<![\p{L}])(?:fiebre|escalofríos|sudores|pérdida de peso|dolor torácico|dolor en el pecho|falta de aire|náuseas|vómitos|diarrea|estreñimiento|cefalea|mareos|palpitaciones|tos)(?![\p{L}])/iu,
    exam: /(?<![\p{L}])(?:a la exploración|en la exploración|exploración física|auscultación|palpación|a la palpación|doloros[oa]|soplo|crepitantes|sibilancias|edema|eritema|movilidad|fuerza|reflejos|sensibilidad|pulsos|adenopatías|blando|depresible|rítmic[oa])(?![\p{L}])/iu,
    vitals:
      /(?<![\p{L}])(?:constantes|tensión arterial|presión arterial|frecuencia cardíaca|pulso|temperatura|saturación|peso|imc|\d{2,3}\/\d{2,3})(?![\p{L}])/iu,
    results:
      /(?<![\p{L}])(?:análisis|analítica|radiografía|rx|resonancia|tac|ecografía|ecocardiograma|ecg|electrocardiograma|resultados?|hemoglobina|hba1c|colesterol|biopsia|urocultivo|muestra|mostró|revela|reveló)(?![\p{L}])/iu,
    assessment:
      /(?<![\p{L}])(?:diagnóstico|valoración|juicio clínico|me parece|creo que (?:tiene|es)|compatible con|probable|probablemente|sospecha|se trata de|está (?:controlad[oa]|estable|descompensad[oa]))(?![\p{L}])/iu,
    plan: /(?<![\p{L}])(?:voy a (?:recetar|prescribir|pedir|pautar|aumentar|reducir|mantener|derivar)|vamos a|recet\p{L}*|prescrib\p{L}*|pedir|pautar|iniciar|mantener|aumentar|reducir|suspender|dejar|deriv\p{L}*|fisioterapia|reposo|hielo|evitar|plan|debe|tiene que|próxima cita|revisión|control|volver)(?![\p{L}])/iu,
    follow_up:
      /(?<![\p{L}])(?:próxima cita|próxima consulta|revisión|control en|volver|vuelva|dentro de \d+ (?:días|semanas|meses)|en \d+ (?:días|semanas|meses))(?![\p{L}])/iu,
  },
  phases: {
    exam: /(?<![\p{L}])(?:voy a explorar\p{L}*|vamos a explorar\p{L}*|déjeme (?:ver|auscultar|explorar)|a la exploración|en la exploración|exploración física|vamos a tomar la tensión|constantes)(?![\p{L}])/iu,
    results:
      /(?<![\p{L}])(?:los análisis|la analítica|los resultados|la radiografía|la ecografía|el ecg|el electrocardiograma)(?![\p{L}])/iu,
    plan: /(?<![\p{L}])(?:el plan|en resumen|mi valoración|me parece|creo que (?:tiene|es)|el diagnóstico|voy a (?:recetar|prescribir|pedir|pautar|aumentar|mantener))(?![\p{L}])/iu,
  },
  complaint: [
    /(?<![\p{L}])(?:acude (?:hoy )?(?:a consulta )?(?:por|para|con)|viene (?:hoy )?(?:por|para|con)|motivo de (?:la )?consulta(?: es)?)\s+([^.,;?]{3,80})/iu,
  ],
  complaintQuestion:
    /(?<![\p{L}])(?:qué le trae|qué le pasa|qué le ocurre|en qué (?:le )?puedo ayudar|cuál es el problema|cuénteme)(?![\p{L}])/iu,
  followUp:
    /(?<![\p{L}])(?:próxima cita|próxima consulta|revisión|control en|volver|vuelva|dentro de \d+ (?:días|semanas|meses)|en \d+ (?:días|semanas|meses))(?![\p{L}])/iu,
  gender: {
    female: /(?<![\p{L}])(?:mujer de \d+ años|paciente femenina|señora|sra\.)(?![\p{L}])/iu,
    male: /(?<![\p{L}])(?:varón de \d+ años|hombre de \d+ años|paciente masculino|señor|sr\.)(?![\p{L}])/iu,
  },
  qa: {
    question:
      /^(?:y |entonces |ya )*(?:tiene|ha tenido|tuvo|nota|ha notado|siente|ha sentido|hay|ha habido)(?: algún| alguna)?\s+([\p{L}][\p{L} ,'-]{2,60}?)\s*\??$/iu,
    yes: /^(?:sí|si|tengo|tuve|a veces|un poco|algo)(?![\p{L}])[\s,.!]*(?:[\p{L}]+[\s,.!]*){0,3}$/iu,
    no: /^(?:no|nada|nunca|ninguno|ninguna)(?![\p{L}])[\s,.!]*(?:[\p{L}]+[\s,.!]*){0,4}$/iu,
    denies: 'Niega',
    reports: 'Refiere',
  },
  thirdPerson,
  titles: [
    [/motivo/i, 'complaint'],
    [/enfermedad actual|subjetivo|evolución|anamnesis/i, 'hpi'],
    [/revisión por (?:sistemas|aparatos)/i, 'ros'],
    [/familiar/i, 'family'],
    [/hábitos|social|estilo/i, 'social'],
    [/tratamiento habitual|medicación|medicamentos/i, 'medication'],
    [/alergia/i, 'allergies'],
    [/antecedentes/i, 'past_history'],
    [/constantes/i, 'vitals'],
    [/exploración|objetivo/i, 'exam'],
    [/pruebas|resultados|analítica/i, 'results'],
    [/juicio|valoración|diagnóstico|problemas/i, 'assessment'],
    [/plan|recomendaciones|tratamiento|conducta/i, 'plan'],
    [/seguimiento|revisión|próxima cita/i, 'follow_up'],
    [/dictado|nota|resumen/i, 'all'],
  ],
  edits: {
    remove:
      'quita|quite|quitar|quitad|elimina|elimine|eliminar|borra|borre|borrar|suprime|suprima|suprimir|saca|saque|sacar|retira|retire|retirar|omite|omita|omitir|tacha|tache|tachar|excluye|excluya|excluir',
    add: 'anade|anada|anadir|agrega|agregue|agregar|incluye|incluya|incluir|pon|ponga|poner|escribe|escriba|escribir|apunta|apunte|apuntar|anota|anote|anotar|inserta|inserte|insertar|mete|meta|meter|registra|registre|registrar',
    move: 'mueve|mueva|mover|pasa|pase|pasar|traslada|traslade|trasladar|lleva|lleve|llevar',
    replace:
      'reemplaza|reemplace|reemplazar|sustituye|sustituya|sustituir|substituye|substituya|cambia|cambie|cambiar|corrige|corrija|corregir|modifica|modifique|modificar',
    shorten:
      'acorta|acorte|acortar|abrevia|abrevie|abreviar|resume|resuma|resumir|reduce|reduzca|reducir|sintetiza|sintetice|sintetizar|condensa|condense|condensar|simplifica|simplifique|simplificar',
    shorter: /^(?:haz|haga|hacer|deja|deje|dejar)\s+(.+?)\s+mas\s+(?:cort[oa]s?|breves?|concis[oa]s?)$/,
    from: 'de|del|en|dentro de',
    to: 'a|al|en|hacia|para',
    by: 'por|con|a',
    polite:
      'por favor|puedes|puede|podrias|podria|quiero que|necesito que|tambien|ademas|ahora|vale|ok|oye|entonces',
    articles: 'el|la|los|las|lo|un|una|unos|unas',
    section: 'seccion|secciones|apartado|parte|campo',
    note: 'nota|documento|informe|texto|todo',
    everywhere:
      'en todo el documento|en toda la nota|en todas partes|en todo el texto|en todas las secciones|en todo el informe',
    that: 'que',
    narrative:
      'pasa|lleva|reduce|resume|mete|incluye|registra|modifica|corrige|cambia|escribe|apunta|anota|inserta|pon|traslada|sustituye|substituye|reemplaza|omite|excluye|tacha|saca|suprime|abrevia|acorta|sintetiza|condensa|simplifica',
    mentionOf:
      '(?:la|las|toda|todas|cualquier)\\s+(?:lineas?|frases?|menciones|mencion|referencias?)\\s+(?:sobre|de|del|a|al|que menciona)|todo lo (?:de|del|relativo a|relativo al)',
  },
  abbreviations: [
    ['presión arterial', 'PA'],
    ['tensión arterial', 'TA'],
    ['frecuencia cardíaca', 'FC'],
    ['hipertensión arterial', 'HTA'],
    ['diabetes mellitus tipo 2', 'DM2'],
    ['enfermedad pulmonar obstructiva crónica', 'EPOC'],
    ['infección del tracto urinario', 'ITU'],
  ],
}
