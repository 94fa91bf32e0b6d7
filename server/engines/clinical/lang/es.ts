import type { ReadingPack } from './pack'

/** How es consultations are read: speakers, sentences, cue words. */
export const es: ReadingPack = {
  clinicianLabel:
    /^(?:médico|médica|medico|medica|doctor|doctora|pediatra|cardiólogo|cardióloga|psiquiatra|psicólogo|psicóloga|cirujano|cirujana|dr\.?|dra\.?|enfermera|enfermero|facultativo)$/,
  patientLabel:
    /^(?:paciente|acompañante|madre|padre|hijo|hija|esposa|esposo|marido|cuidador|cuidadora|familiar|niño|niña)$/,
  fillers: [
    /(?<![\p{L}])(?:eh+|em+|este(?=\s*(?:[,.…]|$))|mmm+|hmm+|o sea|pues nada|bueno pues|sabe|vale vale)(?![\p{L}])[,.]?/giu,
    /(?:^\s*|,\s*)(?:para ser sincer[oa]|sinceramente|la verdad es que),?\s*/giu,
  ],
  leading:
    /^(?:(?:hola|buenos días|buenas tardes|buenas noches|buenas)(?: [\p{L}]+(?=[,.!]))?|pues que|es que|vale|bueno|pues|bien|sí|si|no|claro|entonces|así que|o sea que|muy bien|de acuerdo|y|pero|ahora|ah|mire|oiga|perfecto|exacto|ok|okay)(?![\p{L}])[\s,.!]*/iu,
  rewrites: [
    [/\s+([,.?!;:])/g, '$1'],
    [/([,.?!;:])(?=[^\s\d])/g, '$1 '],
    [/[¿¡]/g, ''],
  ],
  // ('…, le voy a pedir una colonoscopia': the pronoun goes with its verb.)
  splitBefore:
    /(?<!(?<![\p{L}])(?:le|la|lo|les|los|las|te|me|se|nos))\s(?=(?:entonces|ahora|vale|bueno|voy a|vamos a|en cuanto a|respecto a|en la exploración|a la auscultación|tiene |ha tenido |nota )(?![\p{L}]))/iu,
  abbreviationDot: /(?<![\p{L}])(?:dr|dra|sr|sra|srta|ud|uds|p\.ej|aprox)\.$/iu,
  question:
    /^(?:tiene|ha tenido|tuvo|nota|siente|sintió|suele|toma|tomó|hay|hubo|cuándo|cuando|cómo|como|dónde|por qué|cuánto|cuántos|cuántas|cuál|cuáles|qué|algún|alguna|ha notado)(?![\p{L}])/iu,
  smallTalk:
    /^(?:(?:(?:bueno|bien|muy bien|vale),?\s+)?(?:vamos a|quería|quiero) (?:repasar|revisar) (?:hoy )?(?:su|sus|tu|tus|la|los|las) (?:medicación|medicamentos|pastillas|tratamiento)(?: (?:uno a uno|uno por uno|hoy|juntos))*|gracias,? (?:eso|esto) (?:es importante|ayuda|es bueno saberlo)|(?:(?:bien|vale|muy bien|perfecto|bueno),?\s+)?(?:lo|eso|esto|eso lo|esto lo) (?:apunto|anoto)(?: otra vez| de nuevo)?|(?:voy a|déjeme|déjame) (?:apuntar|anotar)(?:lo)?|(?:(?:hola|buenos días|buenas tardes|buenas noches),? )?(?:(?:señor|señora|don|doña) \p{L}+,? )?(?:pase|adelante|siéntese|tome asiento)(?:,? (?:y )?(?:pase|siéntese|tome asiento))?|(?:(?:muchas )?felicidades|enhorabuena)(?: por (?:el|la) (?:bebé|nacimiento|niña|niño))?|hola|buenos días|buenas tardes|buenas noches|qué tal|cómo está|gracias|muchas gracias|de nada|hasta luego|adiós|sí|no|vale|bueno|claro|perfecto|de acuerdo|muy bien|alguna duda|alguna pregunta|ninguna|no tengo dudas)(?![\p{L}])[\s,.!?]*$/iu,
  assistant:
    /(?<![\p{L}])(?:hola|oye),? (?:asistente|escriba)[,.?!]*|(?<=^[\s,]*(?:(?:vale|bueno|entonces|bien)[\s,]*)*)(?:muéstrame|muestra|enséñame|abre) (?:la|el|las|los) [^.?!]*[.?!]?\s*$/giu,
  stopwords: new Set(
    `a al el la los las un una unos unas de del en por para con sin que se y o pero más menos muy poco ya no sí también solo entonces como cuando donde porque cual cuales esto eso aquello este esta ese esa él ella ellos ellas yo me mí mi mis su sus le les nos usted está estoy es son fue era tiene tengo tener hay va voy puede ser bien bueno buena así aquí allí hoy ahora vale pues cosa cosas vez veces día días paciente lo`.split(
      /\s+/,
    ),
  ),
  clinical:
    /(?<![\p{L}])(?:llor\p{L}*|llanto|cólicos?|sudores|sudoración|calambres?|flanco|ingle|apetito|migrañas?|jaquecas?|duerme|duermo|durmió|ánimo|triste|tristeza|menstrua\p{L}*|reglas?|dolor(?:es)?|duele|duelen|dolió|dolía|fiebre|tos|náuseas?|vómitos?|vomitar|diarrea|estreñimiento|mareos?|marea\p{L}*|cefalea|dolor de cabeza|cansancio|cansad[oa]|debilidad|hormigueo|picor|prurito|sangre|sangrado|falta de aire|disnea|pecho|corazón|pulmones?|barriga|abdomen|abdominal|estómago|espalda|lumbar|cuello|rodilla|cadera|hombro|tobillo|pie|pies|mano|brazo|pierna|piernas|articulaci\p{L}*|músculo|garganta|oído|ojo|nariz|piel|orina|orinar|riñón|hígado|peso|azúcar|glucemia|tensión|presión|diabetes|hipertensión|colesterol|asma|epoc|cáncer|infección|artrosis|depresi\p{L}*|ansiedad|sueño|dormir|cirugía|operad[oa]|fractura|esguince|caída|medicación|medicamentos?|pastillas?|comprimidos?|mg|dosis|receta|insulina|exploración|análisis|analítica|radiografía|resonancia|tac|ecografía|ecocardiograma|ecg|electrocardiograma|resultados?|biopsia|diagnóstico|soplo|edema|eritema|auscultación|palpación|dolorosa?|síntomas?|antecedentes|alergi\p{L}*|alérgic\p{L}*|fuma|tabaco|alcohol|bebe|ejercicio|dieta|fisioterapia|consulta|(?<!(?:última|la otra|esa) )revisión(?! (?:anterior|pasada|previa|de (?:hace|ayer|la semana pasada)))|control|pedir|iniciar|mantener|aumentar|reducir|suspender|mmhg|lpm|%|\d+)(?![\p{L}])/giu,
  cues: {
    allergies: /(?<![\p{L}])alergi\p{L}*|alérgic\p{L}*/iu,
    medication:
      /(?<![\p{L}])(?:medicación|medicamentos?|pastillas?|comprimidos?|toma|tomo|\d+ ?mg)(?![\p{L}])/iu,
    family:
      /(?<![\p{L}])(?:antecedentes familiares|madre|padre|hermano|hermana|hermanos|abuela|abuelo|tío|tía|(?<!(?:médic[oa] de|medicina de|medicina) )(?:familia|familiar))(?![\p{L}])/iu,
    social:
      /(?<![\p{L}])(?:fuma|fumo|fumé|fumaba|fumó|fumar|fumador[a]?|tabaco|cigarrillos?|paquetes?|alcohol|(?:bebe|bebo)(?!,? (?:pero |solo )?(?:bien|mal|poco|agua|líquidos|leche|zumo|suficiente))(?![^.]*?(?:litros?|agua|líquidos|comer|come|comida|pañal\p{L}*|pis|orina|biberón\p{L}*|pecho|moja\p{L}*)(?![\p{L}]))|vinos?|cervezas?|copas?|drogas|trabaja|trabajo de|trabajo como|jubilad[oa]|vive con|casad[oa]|ejercicio|caminar|(?<!sin (?:hacer )?)dieta)(?![\p{L}])/iu,
    past_history:
      /(?<![\p{L}])(?:antecedentes|colesterol alto|tensión alta|historia de|diagnosticad[oa]|operad[oa]|cirugía|ingresad[oa]|ingreso|hace \d+ años|crónic[oa])(?![\p{L}])/iu,
    ros: /(?<![\p{L}])(?:fiebre|escalofríos|sudores|pérdida de peso|dolor torácico|dolor en el pecho|falta de aire|náuseas|vómitos|diarrea|estreñimiento|cefalea|mareos|palpitaciones|tos)(?![\p{L}])/iu,
    exam: /(?<![\p{L}])(?:bazo (?:no )?(?:se palpa|es palpable|aumentado)|esplenomegalia|hepatomegalia|no se palpa|bulto|lipohipertrofia|mucosas|pálid[oa]|deshidratad[oa]|garganta (?:está |esta )?(?:algo |un poco |muy )?(?:roja|enrojecida|hiperémica|normal|bien)|(?:los )?oídos (?:están|estan) (?:bien|normales)|amígdalas|tímpanos?|otoscopia|monofilamento|diapasón|pulsos pedios|pulsos (?:son |están )?palpables|palpables|a la exploración|en la exploración|cajón anterior|cajón posterior|lachman|mcmurray|pivot[- ]shift|apley|thessaly|phalen|tinel|spurling|romberg|babinski|kernig|brudzinski|finkelstein|hawkins|neer|jobe|murphy|rovsing|mcburney|blumberg|homans|exploración física|la exploración \p{L}+|rigidez de nuca|signos meníngeos|auscultación|palpación|a la palpación|doloros[oa]|soplo|crepitantes|sibilancias|edemas?|pulmones|pulmón|eritema|enrojecid[oa]s?|hinchad[oa]s?|tumefacción|pus|granulación|movilidad|fuerza|reflejos?|sensibilidad|pulsos|adenopatías|blando|depresible|rítmic[oa]|amígdalas|orofaringe|lasègue|lasegue|tira (?:de orina|reactiva)|leucocitos|nitritos|puñopercusión|tímpanos?|exudado|hiperémic[oa]s?|murmullo vesicular)(?![\p{L}])/iu,
    vitals:
      /(?<![\p{L}])(?:constantes|tensión arterial|presión arterial|frecuencia cardíaca|pulso|temperatura|saturación|peso|imc|\d{2,3}\/\d{2,3})(?![\p{L}])/iu,
    results:
      /(?<![\p{L}])(?:vcm|ácido úrico|cuestionario|phq-?9|gad-?7|sobrecarga (?:oral )?de glucosa|curva de glucosa|análisis|analítica|radiografía|rx|resonancia|tac|ecografía|ecocardiograma|ecg|electrocardiograma|resultados?|hemoglobina|hba1c|colesterol|ldl|hdl|triglicéridos|(?:el )?riñón y el hígado|función (?:renal|hepática)|riesgo cardiovascular|potasio|sodio|creatinina|filtrado glomerular|inr|tsh|t4|ft4|t3|ft3|ferritina|plaquetas|troponina|pcr|psa|nt-probnp|densitometría|t-score|z-score|biopsia|urocultivo|muestra|mostró|revela|reveló)(?![\p{L}])/iu,
    assessment:
      /(?<![\p{L}])(?:diagnóstico|valoración|juicio clínico|me parece|creo que (?:tiene|es)|compatible con|probable|probablemente|sospecha|se trata de|está (?:controlad[oa]|estable|descompensad[oa])|está (?:algo |un poco |bastante |mucho )?(?:peor|mejor|menos|más|mal) controlad[oa]|está (?:todavía |aún )?(?:por encima del objetivo|fuera de objetivo|en objetivo|mal controlad[oa]|no controlad[oa]))(?![\p{L}])/iu,
    plan: /(?<![\p{L}])(?:renuev\p{L}*|(?:le |te )?propongo|(?:le |te )?sugiero|(?:podríamos|podemos) (?:añadir|asociar|empezar|iniciar|cambiar|probar|subir)|(?:dos|tres|algunas|varias) opciones|podemos (?:hablar|pensar|plantear) (?:de|del|sobre|en)|renovar|estoy (?:también |ya )?(?:pidiendo|solicitando|recetando|derivando|mandando|pautando|programando)|voy a (?:recetar|prescribir|pedir|pautar|aumentar|reducir|mantener|derivar|poner|dar|mandar)|(?:le|te) (?:pongo|doy|mando)|vamos a|recet\p{L}*|prescrib\p{L}*|pedir|pautar|iniciar|mantener|mantenemos|(?:seguimos|seguir|continuamos|continuar) con|aumentar|reducir|suspender|suspenda|sáltese|saltar|no tome|no (?:le |te )?(?:dé|des|den|ponga|aplique)|repetir|repita|pausar|interrump\p{L}*|dejar|deriv\p{L}*|fisioterapia|reposo|hielo|evitar|plan|debe|tiene que|próxima cita|(?<!(?:última|la otra|esa) )revisión(?! (?:anterior|pasada|previa|de (?:hace|ayer|la semana pasada)))|control|volver)(?![\p{L}])/iu,
    follow_up:
      /(?<![\p{L}])(?:próxima cita|próxima consulta|(?<!(?:última|la otra|esa) )revisión(?! (?:anterior|pasada|previa|de (?:hace|ayer|la semana pasada)))|control en|volver|vuelva|dentro de (?:unos |unas )?\d+(?:,\d+)?(?: (?:a|o) \d+)? (?:días|semanas|meses|años)|en (?:unos |unas )?\d+(?:,\d+)?(?: (?:a|o) \d+)? (?:días|semanas|meses|años)|(?:dentro de|en) (?:una semana|un mes|un año)|volvemos a (?:hablar|vernos)|nos vemos)(?![\p{L}])/iu,
  },
  phases: {
    exam: /(?<![\p{L}])(?:^a ver[.!]?$|(?:puede |podría )?(?:enseñarme|mostrarme|enséñeme|muéstreme|acercar|acerque) (?:\p{L}+ ){0,4}?(?:a la|en la|ante la) cámara|(?<=^(?:y |bueno,? )?)a ver(?= (?:la|el|esa|ese|esta|este|los|las|eso|esto|su|tu)\s)|vamos a ver|voy a ver|(?:vamos|voy) a mirar(?:le|la|te)?|déjeme mirar|le voy a explorar|voy a auscultar\p{L}*|voy a explorar\p{L}*|vamos a explorar\p{L}*|déjeme (?:ver|auscultar|explorar)|déjame (?:ver|mirar(?:te)?|auscultar(?:te)?|explorar(?:te)?)|a la exploración|en la exploración|exploración física|(?:vamos|voy) a (?:tomar(?:le|te)?|mirar(?:le|te)?|ver) la tensión|(?:le|te) (?:tomo|mido) la tensión|constantes)(?![\p{L}])/iu,
    results:
      /(?<![\p{L}])(?:(?:el|la) (?:tsh|t4 libre|t4|potasio|sodio|creatinina|hemoglobina|inr|colesterol|ldl|ferritina|psa|pcr|vitamina d|glucosa) (?:está|es|estaba|salió|ha salido)|los análisis|la analítica|los resultados|la radiografía|la ecografía|el ecg|el electrocardiograma)(?![\p{L}])/iu,
    plan: /(?<![\p{L}])(?:el plan|le recomiendo|te recomiendo|le aconsejo|te aconsejo|le sugiero|te sugiero|en resumen|mi valoración|me parece|creo que (?:tiene|es)|el diagnóstico|(?:hay|tenemos) que descartar|voy a (?:recetar|prescribir|pedir|pautar|aumentar|mantener)|estoy (?:también |ya )?(?:pidiendo|solicitando|recetando|derivando))(?![\p{L}])/iu,
  },
  followUp:
    /(?<![\p{L}])(?:próxima cita|próxima consulta|(?<!(?:última|la otra|esa) )revisión(?! (?:anterior|pasada|previa|de (?:hace|ayer|la semana pasada)))|control en|volver|vuelva|dentro de \d+(?: (?:a|o) \d+)? (?:días|semanas|meses)|en \d+(?: (?:a|o) \d+)? (?:días|semanas|meses))(?![\p{L}])/iu,
  negation:
    /(?<![\p{L}])(?:no|nunca|ningún|ninguna|ninguno|nada|ni|niega|negó|niegan|sin|jamás|ausencia|ausente)(?![\p{L}])/iu,
  condition:
    /(?:^|[,;:]\s*|(?<![\p{L}])(?:y|pero|o|que)\s+)si\s+(?![,.])|(?<![\p{L}])(?:en caso de|a menos que|siempre que)(?![\p{L}])/iu,
  visitTalk:
    /(?<![\p{L}])(?:(?:veo|entiendo|sé) que (?:viene|ha venido|está aquí) (?:hoy )?(?:por|a causa de|debido a)|(?:(?:hola|buenos días|buenas tardes),? )?(?:(?:señor|señora|don|doña) \p{L}+,? )?vamos a (?:mirar|ver|revisar) (?:su|tu|sus|tus|la|el|las|los) (?:libreta|registros?|diario|cuaderno|tomas)(?: de \p{L}+)?|(?:hay|tenemos) (?:dos|tres|algunas|varias) (?:opciones|alternativas|posibilidades)|es (?:la|su) (?:revisión|consulta|control) de (?:la |el |los |las |su )?\p{L}+|(?:vamos a|voy a) (?:hablar|repasar|comentar) (?:de |sobre )?(?:el plan|del plan|la valoración|los resultados|lo que vamos a hacer)|déjeme explicarle|(?:trae|traiga|ha traído) (?:los|las) (?:análisis|resultados|pruebas)(?:, a ver)?|(?:vengo|vamos|voy) a (?:comentar|repasar|explicar|ver)(?:le|te)? (?:los|las) (?:análisis|resultados|pruebas))(?![\p{L}])/iu,
  identity:
    /(?<![\p{L}])(?:soy (?:la|el) (?:dra?\.?|doctora?|enfermer[oa]) \p{L}+(?: \p{L}+)?,? (?:le llamo|del (?:centro de salud|ambulatorio|consultorio|hospital)|de la (?:clínica|consulta))|fecha de nacimiento|su nombre|nombre completo|número de la seguridad social|tarjeta sanitaria|dni|nacido el|nacida el)(?![\p{L}])/iu,
}
