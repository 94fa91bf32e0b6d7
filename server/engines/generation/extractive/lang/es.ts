import { es as reading } from '../../../clinical/lang/es'
import type { Gender, LanguagePack, Speaker } from './pack'

/** First-person verbs and their third-person form. */
const VERBS: Record<string, string> = {
  reduje: 'redujo',
  suspendí: 'suspendió',
  perdí: 'perdió',
  sufrí: 'sufrió',
  salí: 'salió',
  volví: 'volvió',
  tengo: 'tiene',
  paro: 'para',
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
  cené: 'cenó',
  desayuné: 'desayunó',
  almorcé: 'almorzó',
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
  pude: 'pudo',
  puse: 'puso',
  supe: 'supo',
  quise: 'quiso',
  oí: 'oyó',
  vine: 'vino',
  vengo: 'viene',
  dije: 'dijo',
  traje: 'trajo',
  di: 'dio',
  pongo: 'pone',
  ahogo: 'ahoga',
  ronco: 'ronca',
  estornudo: 'estornuda',
  toso: 'tose',
  inyecto: 'inyecta',
  pincho: 'pincha',
  aplico: 'aplica',
  ando: 'anda',
  llevo: 'lleva',
  trabajo: 'trabaja',
  disfruto: 'disfruta',
  nado: 'nada',
  juego: 'juega',
  entreno: 'entrena',
  respiro: 'respira',
  despierto: 'despierta',
  acuesto: 'acuesta',
  muevo: 'mueve',
  caigo: 'cae',
  agobio: 'agobia',
  preocupo: 'preocupa',
  encuentro: 'encuentra',
  trago: 'traga',
  orino: 'orina',
  veo: 've',
  oigo: 'oye',
  pierdo: 'pierde',
  vomito: 'vomita',
  sangro: 'sangra',
  camino: 'camina',
  giro: 'gira',
  agacho: 'agacha',
  tumbo: 'tumba',
  incorporo: 'incorpora',
  lloro: 'llora',
  sudo: 'suda',
  tiemblo: 'tiembla',
  cojeo: 'cojea',
  agarro: 'agarra',
  escribo: 'escribe',
  cargo: 'carga',
  abro: 'abre',
  lavo: 'lava',
  corto: 'corta',
  corté: 'cortó',
  pinté: 'pintó',
  lavé: 'lavó',
  conduzco: 'conduce',
  leo: 'lee',
  vuelvo: 'vuelve',
  empiezo: 'empieza',
  comienzo: 'comienza',
  llego: 'llega',
  acabo: 'acaba',
  intento: 'intenta',
}
const POSSESSIVE: Record<string, string> = { mi: 'su', mis: 'sus' }

/** First-person verbs the table does not convert: a sentence keeping one is left out rather than misread. */
const FIRST_PERSON_VERB =
  /(?<![\p{L}])(?:tengo|estoy|soy|siento|tomo|fui|tuve|estuve|hago|hice|voy|puedo|creo|sé|quiero|necesito|vine|di|dije|pude|puse|duermo|bebo|ando|quedo|trabajo|vivo|noto|llevo|respiro)(?![\p{L}])/iu

/**
 * 'Usamos preservativo', 'le damos paracetamol': a verb of 'we', present or past alike ('usamos'), has no third
 * person the note can be sure of; the sentence is left out ('gramos', 'primos' are no verbs).
 */
const FIRST_PERSON_PLURAL =
  /(?<![\p{L}])(?!(?:\p{L}*gramos|ramos|tramos|extremos|supremos|primos|remos|racimos)(?![\p{L}]))[a-zñü]{2,}(?:amos|emos|imos|ábamos|íamos)(?![\p{L}])/iu

/**
 * A first-person verb before 'a' or 'de' and an infinitive ('vuelvo a tener', 'salgo a caminar'), left as said
 * because the table does not know it: the sentence is left out, never kept in the first person. (A participle,
 * 'acostumbrado a tomar', is no person's verb; nor an adverb or a noun in '-o', 'sobre todo a subir', 'miedo de caer'.)
 */
const FIRST_PERSON_BEFORE_INFINITIVE =
  /(?<![\p{L}])(?!(?:todo|poco|tanto|cuanto|mismo|luego|junto|miedo|modo|caso|inicio|principio|uso|esfuerzo|rato)\s)\p{L}{2,}(?<!ad|id|nd|t|s|ch)o (?:a|de) \p{L}{2,}(?:ar|er|ir)(?:se|me|lo|la|le)?(?![\p{L}])/iu

/** 'llegué' → 'llegó', 'empecé' → 'empezó', 'busqué' → 'buscó': the regular first-person preterite of -ar verbs. */
function preterite(word: string): string | null {
  if (word.length < 4 || !word.endsWith('é') || /^(?:bebé|café|esté|josé|puré|sofá|dé)$/.test(word))
    return null
  const stem = word.slice(0, -1)
  if (stem.endsWith('qu')) return `${stem.slice(0, -2)}có`
  if (stem.endsWith('gu')) return `${stem.slice(0, -1)}ó`
  if (stem.endsWith('c')) return `${stem.slice(0, -1)}zó`
  return `${stem}ó`
}
/** Verbs that take an indirect object ('me duele' → 'le duele'). */
const INDIRECT =
  /^(?:duele|duelen|dolía|dolió|pica|pican|molesta|molestan|cuesta|gusta|pasa|pasó|sale|salió|da|dio|sienta|sentó|falta|preocupa|salieron|salen|hincharon|hinchó|picaron|escuece|escuecen|escoció|arde|arden|ardía|quema|cansa|marea|mareó|dolían|picaba|molestaba|costaba|pasaba|gustaba|daba|salía|faltaba|preocupaba|dolía)$/i

/** An article or a possessive: the word after it is a noun ('no trabalho', 'en el trabajo'). */
const DETERMINER = /^(?:el|un|una|del|al|mi|mis|tu|su|sus|este|ese|esta|esa|mucho|poco|nuevo|nueva|sin)$/iu
/** A determiner and its noun, left out when looking for a first-person verb. */
const AS_NOUN =
  /(?<![\p{L}])(?:el|un|una|del|al|mi|mis|tu|su|sus|este|ese|esta|esa|mucho|poco|nuevo|nueva|sin)\s+\p{L}+/giu

/** What one feels, after 'me siento' ('mal', 'cansada', 'mejor'). */
const FELT =
  /^(?:bien|mal|mejor|peor|fatal|regular|rar[oa]|cansad[oa]|agotad[oa]|mare[oa]d[oa]|débil|triste|nervios[oa]|ansios[oa]|sol[oa]|hinchad[oa]|llen[oa]|inestable|muy|algo|un|una|como|tan|más|menos|sin|con)$/u

function thirdPerson(sentence: string, speaker: Speaker, gender: Gender): string | null {
  if (speaker === 'clinician') return sentence.replace(/^usted\s+/i, '')
  // 'Me siento otra vez' is sitting down ('se sienta'), 'me siento mal' feeling ('se siente'): only a state
  // after it says which; without one the sentence is left out.
  const sits = /(?<![\p{L}])me siento(?:\s+(\p{L}+))?/iu.exec(sentence)
  if (sits && !FELT.test((sits[1] ?? '').toLowerCase())) return null
  const words = sentence.split(/(\s+)/)
  for (let k = 0; k < words.length; k += 2) {
    const m = /^([\p{L}]+)([^\p{L}]*)$/u.exec(words[k]!)
    if (!m) continue
    const w = m[1]!.toLowerCase()
    const upper = m[1]![0] !== m[1]![0]!.toLowerCase()
    const cap = (s: string) => (upper ? s.charAt(0).toUpperCase() + s.slice(1) : s)
    const next = (words[k + 2] ?? '').toLowerCase().replace(/[^\p{L}]/gu, '')
    // 'en el trabajo', 'mi paseo': after an article or a possessive, a verb's form is a noun.
    if (DETERMINER.test(words[k - 2] ?? '')) continue
    if (w === 'yo') {
      words[k] = ''
      words[k + 1] = ''
    } else if (w === 'he' && !/(?:ado|ido|ído|to|cho|so)$/.test(next)) continue
    // ('Mareo una o dos veces': without its 'me', 'mareo' is the noun; 'me mareo' is 'se marea'.)
    else if (w === 'mareo' && !/^(?:me|se)$/i.test(words[k - 2] ?? '')) continue
    else if (w in VERBS) words[k] = `${cap(VERBS[w]!)}${m[2]}`
    else if (preterite(w)) words[k] = `${cap(preterite(w)!)}${m[2]}`
    else if (w in POSSESSIVE) words[k] = `${cap(POSSESSIVE[w]!)}${m[2]}`
    else if (w === 'conmigo') words[k] = `consigo${m[2]}`
    else if (w === 'me') {
      // 'se me fue' → 'se le fue': after 'se', the person is the indirect object.
      const before = (words[k - 2] ?? '').toLowerCase().replace(/[^\p{L}]/gu, '')
      // The patient's own verb after it ('me despierto', 'me caí', 'me he caído') makes it reflexive: 'se'.
      // Another's ('me sigue doliendo', 'me alivió') makes the patient its object: 'le'.
      // An imperfect ('me encontraba', 'me sentía') is the same in the first and third person: reflexive.
      const own =
        next in VERBS || preterite(next) !== null || (/(?:aba|ía)$/.test(next) && !INDIRECT.test(next))
      // ('no me la golpeé', 'me lo pongo': before 'lo', 'la', the person is 'se' either way, never 'le la'.)
      if (/^(?:lo|la|los|las)$/i.test(next)) {
        words[k] = `${cap('se')}${m[2]}`
        continue
      }
      const indirect = INDIRECT.test(next) || before === 'se' || (!own && !/o$/.test(next))
      // 'Me despierto' is 'se despierta': a reflexive verb whose third person is not known leaves the sentence out.
      if (!indirect && !own) return null
      words[k] = `${cap(indirect ? 'le' : 'se')}${m[2]}`
    }
  }
  // 'al levantarme' → 'al levantarse': the patient's own infinitive.
  const text = words
    .join('')
    .replace(/^\s+/, '')
    // A stem of three letters or more ('levantar'), or 'ver'/'dar': 'duerme' and 'firme' are no infinitives.
    .replace(/(?<![\p{L}])(\p{L}{3,}(?:ar|er|ir)|ver|dar)me(?![\p{L}])/gu, '$1se')
    // 'ahora peso 80': the verb after a time or at the start, before a number ('perdido peso 3 veces' is the noun).
    .replace(/(^|(?<![\p{L}])(?:ahora|ya|hoy|yo|y|que) )peso(?=\s+\d)/giu, '$1pesa')
  if (FIRST_PERSON_VERB.test(text.replace(AS_NOUN, ''))) return null
  if (FIRST_PERSON_PLURAL.test(text.replace(AS_NOUN, ''))) return null
  if (FIRST_PERSON_BEFORE_INFINITIVE.test(text.replace(AS_NOUN, ''))) return null
  // 'Estarían mejor sin mí': the patient, as their gender is known ('sin él', 'sin ella').
  const said =
    gender === 'unknown'
      ? text
      : text.replace(
          /(?<![\p{L}])(sin|para|de|a|por) mí(?![\p{L}])/giu,
          `$1 ${gender === 'female' ? 'ella' : 'él'}`,
        )
  if (/(?<![\p{L}])(?:yo|me|mí|mi|mis)(?![\p{L}])/iu.test(said)) return null
  return said.charAt(0).toUpperCase() + said.slice(1)
}

export const es: LanguagePack = {
  ...reading,
  notDiscussed: 'No consta.',
  toBeCompleted: '[a completar]',
  complaint: [
    // A review named by the clinician ('es la revisión de la diabetes').
    /(?<![\p{L}])es (?:la|su) ((?:revisión|consulta|control) de (?:la |el |los |las |su )?[\p{L}]+)(?=[.,;!]|$)/iu,
    /(?<![\p{L}])(?:acude (?:hoy )?(?:a consulta )?(?:por|para|con)|viene (?:hoy )?(?:por|para|con)|^consulta (?:hoy )?por|motivo de (?:la )?consulta(?: es)?)\s+([^.,;?]{3,80})/iu,
    /(?<![\p{L}])(?:hoy )?(?:vamos a|queríamos) (?:hoy )?(?:hablar de|revisar|comentar) (?:hoy )?(?:sus |su )?([^.,;?]{3,60})/iu,
    // A visit the clinician asked for ('Le he llamado para comentar los análisis').
    /(?<![\p{L}])(?:le he llamado|le llamé|le he citado|le cité|le pedí que viniera) (?:para (?:comentar|hablar de|ver|revisar)|por) (?:sus |su |los |las |el |la )?([^.,;?]{3,60})/iu,
  ],
  complaintQuestion:
    /(?<![\p{L}])(?:qué (?:le|te) ha pasado|qué (?:le|te) pasó|qué (?:le|te|les) trae|cómo (?:le|te) (?:ha|han) ido|cómo (?:va|está|anda|van|están|andan) (?:el|la|su|tu|los|las|sus|tus) \p{L}+|cómo (?:ha|has) estado|cómo se (?:encuentra|siente|nota)|qué (?:le|te) ha traído|qué (?:le|te) sucede|qué (?:le|te) pasa|qué (?:le|te) ocurre|en qué (?:le )?puedo ayudar|cuál es el problema|cuénteme|dígame)(?![\p{L}])/iu,
  gender: {
    female:
      /(?<![\p{L}])(?:mujer de \d+ años|paciente femenina|señora|sra\.|estoy (?:\S+ ){0,3}embarazada)(?![\p{L}])/iu,
    male: /(?<![\p{L}])(?:varón de \d+ años|hombre de \d+ años|paciente masculino|señor|sr\.)(?![\p{L}])/iu,
  },
  qa: {
    question:
      /^(?:y |entonces |ya )*(?:tiene|ha tenido|tuvo|nota|ha notado|ha visto|siente|ha sentido|hay|ha habido|tienes|has tenido|tuviste|notas|has notado|has visto|sientes|has sentido|(?:le|te) duele(?:n)?)(?: algún| alguna)?\s+(?!\p{L}+(?:ar|er|ir)se\s)([\p{L}][\p{L} ,'-]{2,90}?)\s*\??$/iu,
    yes: /^(?:sí|si|tengo|tuve|a veces|un poco|algo)(?![\p{L}])[\s,.!]*(?:[\p{L}]+[\s,.!]*){0,3}$/iu,
    no: /^(?:no|nada|nunca|ninguno|ninguna)(?![\p{L}])[\s,.!]*(?:(?:[\p{L}]+[\s,.!]*){0,4}|(?:(?:nada|nunca|en absoluto|para nada|no|desde (?:[\p{L}\d]+ ?){1,3}no)[\s,.!]*){1,3})$/iu,
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
