import type { ReadingPack } from './pack'

/** How pt consultations are read: speakers, sentences, cue words. */
export const pt: ReadingPack = {
  clinicianLabel:
    /^(?:médico|médica|pediatra|cardiologista|psiquiatra|psicóloga|psicólogo|cirurgião|cirurgiã|medico|medica|dr\.?|dra\.?|enfermeira|enfermeiro|clínico|clinico)$/,
  patientLabel:
    /^(?:doente|paciente|utente|acompanhante|mãe|pai|filho|filha|esposa|marido|cuidador|cuidadora|familiar|criança|menino|menina)$/,
  fillers: [
    /(?<![\p{L}])(?:hum+|hmm+|humm+|ahn*|eh+|éh+|pronto|tipo assim|sabe|ou seja)(?![\p{L}])[,.]?/giu,
    /(?:^\s*|,\s*)(?:para ser sincer[oa]|sinceramente|verdade seja dita),\s*/giu,
  ],
  leading:
    /^(?:(?:olá|bom dia|boa tarde|boa noite)(?: [\p{L}]+(?=[,.!]))?|pois é que|é que|ok|okay|então|pois|pronto|bem|sim|não|certo|muito bem|ora|portanto|e|mas|agora|ah|olhe|olha|claro|exato|exatamente)(?![\p{L}])[\s,.!]*/iu,
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
    /^(?:(?:(?:então|bem|pronto|ok),?\s+)?(?:vamos|combinámos|ficou combinado|queria|quero) (?:então )?(?:rever|ver|passar em revista) (?:hoje )?(?:os|as|a) (?:seus |suas |sua )?(?:medicamentos|medicação|comprimidos|receitas)(?: (?:dele|dela|um a um|um por um|hoje|juntos))*|obrigad[oa],? (?:isso|isto) (?:é importante|ajuda|é bom saber)|(?:(?:ótimo|óptimo|muito bem|bem|certo|ok|pronto|perfeito),?\s+)?(?:vou )?(?:só )?(?:anotar|apontar|registar) (?:isso|isto)(?: outra vez| de novo)?|(?:deixe-me|deixa-me) (?:só )?(?:anotar|apontar|registar) (?:isso|isto)|(?:(?:olá|bom dia|boa tarde),? )?(?:(?:senhor|senhora|dona|sr\.|sra\.) \p{L}+,? )?(?:entre|sente-se|faça favor)(?:,? (?:e )?(?:entre|sente-se))?|(?:muitos )?parabéns(?: pel[oa] (?:bebé|bebê|nascimento|menina|menino))?|olá|bom dia|boa tarde|boa noite|como está|como vai|tudo bem|obrigad[oa]|muito obrigad[oa]|de nada|até logo|adeus|com licença|sim|não|ok|certo|pronto|está bem|muito bem|claro|perfeito|combinado|mais alguma dúvida|alguma dúvida|não tenho dúvidas)(?![\p{L}])[\s,.!?]*$/iu,
  assistant:
    /(?<![\p{L}])(?:olá|ok),? (?:assistente|escriba)[,.?!]*|(?<=^[\s,]*(?:(?:ok|então|pronto|bem)[\s,]*)*)(?:mostra-me|mostre-me|abre|abra) (?:a|o|as|os) [^.?!]*[.?!]?\s*$/giu,
  stopwords: new Set(
    `a o as os um uma uns umas de do da dos das em no na nos nas por pelo pela para com sem que se e ou mas mais menos muito pouco já não sim também só então como quando onde porque porquê qual quais isto isso aquilo este esta esse essa ele ela eles elas eu me mim meu minha seu sua lhe nos vos você senhor senhora ao à aos às está estou é são foi era tem tenho ter há vai vou pode ser bem bom boa assim aqui ali lá hoje agora pronto ok sabe tipo coisa coisas vez vezes dia dias doente`.split(
      /\s+/,
    ),
  ),
  clinical:
    /(?<![\p{L}])(?:chor\p{L}*|cólicas?|suores|sudorese|transpiração|cãibras?|flanco|virilha|apetite|enxaquecas?|dorme|durmo|dormiu|humor|triste|tristeza|menstrua\p{L}*|dor(?:es)?|doi|dói|doeu|doía|doem|doeram|febre|tosse|náuseas?|vómitos?|vomitar|diarreia|obstipação|tonturas?|tont[oa]s?|cefaleias?|dor de cabeça|cansaço|cansad[oa]|fraqueza|dormência|formigueiro|comichão|prurido|sangue|sangramento|falta de ar|dispneia|peito|coração|pulmões?|barriga|abdómen|abdominal|estômago|costas|lombar|pescoço|joelho|anca|ombro|tornozelo|pé|pés|mão|braço|perna|pernas|articulaç\p{L}*|músculo|garganta|ouvido|olho|nariz|pele|urin\p{L}*|rim|fígado|peso|açúcar|glicemia|tensão|pressão|diabetes|hipertensão|colesterol|asma|dpoc|cancro|infeção|infecção|artrose|depress\p{L}*|ansiedade|sono|dormir|cirurgia|operad[oa]|fratura|entorse|queda|caiu|medicação|medicamentos?|comprimidos?|mg|dose|receita|insulina|exame|análises|radiografia|raio-x|ressonância|tac|ecografia|ecocardiograma|ecg|eletrocardiograma|resultados?|biópsia|diagnóstico|sopro|edema|eritema|auscultação|palpação|dolorosa?|sintomas?|antecedentes|alergi\p{L}*|fuma|tabaco|álcool|bebe|exercício|dieta|fisioterapia|consulta|reavaliação|pedir|iniciar|manter|aumentar|reduzir|suspender|mmhg|bpm|%|\d+)(?![\p{L}])/giu,
  cues: {
    allergies: /(?<![\p{L}])alergi\p{L}*|alérgic\p{L}*/iu,
    medication: /(?<![\p{L}])(?:medicação|medicamentos?|comprimidos?|toma|tomo|\d+ ?mg)(?![\p{L}])/iu,
    family:
      /(?<![\p{L}])(?:antecedentes familiares|mãe|pai|irmão|irmã|irmãos|avó|avô|tio|tia|(?<!(?:médic[oa] de|medicina geral e|medicina|unidade de saúde) )(?:família|familiar))(?![\p{L}])/iu,
    social:
      /(?<![\p{L}])(?:fuma|fumo|fumei|fumava|fumou|fumar|fumador[a]?|tabaco|cigarros?|maços?|álcool|(?:bebe|bebo)(?!,? (?:mas |só )?(?:bem|mal|pouco|água|líquidos|leite|sumo|o suficiente))(?![^.]*?(?:litros?|água|líquidos|comer|come|comida|fraldas?|xixi|urina|biberões|biberão|mama|molha\p{L}*)(?![\p{L}]))|vinhos?|cervejas?|drogas|trabalha|trabalho como|reformad[oa]|vive com|mora com|casad[oa]|exercício|caminhadas|(?<!sem (?:fazer )?)dieta)(?![\p{L}])/iu,
    past_history:
      /(?<![\p{L}])(?:antecedentes|colesterol alto|colesterol elevado|tensão alta|história de|diagnosticad[oa]|operad[oa]|cirurgia|internad[oa]|internamento|há \d+ anos|crónic[oa])(?![\p{L}])/iu,
    ros: /(?<![\p{L}])(?:febre|arrepios|suores|perda de peso|dor no peito|dor torácica|falta de ar|náuseas|vómitos|diarreia|obstipação|cefaleias?|tonturas|palpitações|tosse)(?![\p{L}])/iu,
    exam: /(?<![\p{L}])(?:baço (?:não )?(?:se palpa|é palpável|aumentado)|esplenomegalia|hepatomegalia|não se palpa|nódulo|caroço|lipo-?hipertrofia|mucosas|pálid[oa]|desidratad[oa]|garganta (?:está |esta )?(?:um pouco |muito )?(?:vermelha|ruborizada|hiperemiada|normal|bem)|(?:os )?ouvidos (?:estão|estao) (?:bem|normais)|amígdalas|tímpanos?|otoscopia|monofilamento|diapasão|pulsos pediosos|pulsos (?:são |estão )?palpáveis|palpáveis|ao exame|no exame|gaveta anterior|gaveta posterior|lachman|mcmurray|pivot[- ]shift|apley|thessaly|phalen|tinel|spurling|romberg|babinski|kernig|brudzinski|finkelstein|hawkins|neer|jobe|murphy|rovsing|mcburney|blumberg|homans|exame objetivo|o exame (?:neurológico|físico|cardíaco|pulmonar|abdominal)|rigidez da nuca|sinais meníngeos|auscultação|palpação|à palpação|doloros[oa]|sopro|fervores|sibilos|edemas?|pulmões|pulmão|eritema|inchad[oa]s?|tumefação|pus|granulação|mobilidade|força|reflexos?|sensibilidade|pulsos|adenopatias|mole|depressível|rítmic[oa]|amígdalas|orofaringe|lasègue|lasegue|tira-teste|combur|leucócitos|nitritos|punho-percussão|murphy renal|tímpanos?|exsudado|hiperemiad[oa]s?|murmúrio vesicular)(?![\p{L}])/iu,
    vitals:
      /(?<![\p{L}])(?:sinais vitais|tensão arterial|pressão arterial|frequência cardíaca|pulso|temperatura|saturação|peso|imc|\d{2,3}\/\d{2,3})(?![\p{L}])/iu,
    results:
      /(?<![\p{L}])(?:vgm|ácido úrico|questionário|phq-?9|gad-?7|prova de tolerância à glicose|ptgo|análises|radiografia|raio-x|rx|ressonância|tac|ecografia|ecocardiograma|ecg|eletrocardiograma|resultados?|hemoglobina|hba1c|colesterol|ldl|hdl|triglicerídeos|triglicéridos|(?:os )?rins e o fígado|função (?:renal|hepática)|risco cardiovascular|potássio|sódio|creatinina|tfg|inr|tsh|t4|ft4|t3|ft3|ferritina|plaquetas|troponina|pcr|psa|nt-probnp|densitometria|t-score|z-score|biópsia|urocultura|mostra|mostrou|revela|revelou)(?![\p{L}])/iu,
    assessment:
      /(?<![\p{L}])(?:diagnóstico|avaliação|parece-me|acho que (?:tem|é)|compatível com|provável|provavelmente|suspeita|trata-se de|está (?:controlad[oa]|estável|descompensad[oa])|está (?:um pouco |algo |bastante |muito )?(?:pior|melhor|menos|mais|mal) controlad[oa]|está (?:ainda )?(?:acima do alvo|fora do alvo|no alvo|dentro do alvo|mal controlad[oa]|não (?:está )?controlad[oa]))(?![\p{L}])/iu,
    plan: /(?<![\p{L}])(?:renov\p{L}*|proponho|propunha|sugiro|(?:podíamos|podemos|poderíamos) (?:juntar|acrescentar|associar|começar|iniciar|trocar|experimentar|aumentar)|(?:duas|três|algumas|várias) (?:hipóteses|opções)|podemos (?:falar|conversar|pensar) (?:de|d[oa]s?|sobre|em|n[oa]s?)|estou (?:também |já )?a (?:pedir|marcar|receitar|passar|encaminhar|mandar|requisitar)|vou (?:receitar|prescrever|pedir|passar|aumentar|reduzir|manter|encaminhar|pôr|dar|mandar)|vamos|receit\p{L}*|prescrev\p{L}*|(?<!(?:está|estão|estar|estava|estavam|anda|andam) a )(?:pedir|iniciar|manter|aumentar|reduzir)|suspender|suspenda|salte|saltar|não tome|não (?:lhe |lhes )?(?:dê|dês|ponha|aplique)|repetir|repita|pausar|interromp\p{L}*|parar|encaminh\p{L}*|referenci\p{L}*|fisioterapia|repouso|gelo|evitar|plano|deve|tem de|próxima consulta|(?<!(?:última|na|da) )reavaliação(?! anterior)|voltar)(?![\p{L}])/iu,
    follow_up:
      /(?<![\p{L}])(?:próxima consulta|(?<!(?:última|na|da) )reavaliação(?! anterior)|voltar|volta daqui a|daqui a (?:cerca de |uns |umas )?\d+(?:,\d+)?(?: (?:a|ou) \d+)? (?:dias|semanas|meses|mês|anos)|dentro de (?:cerca de |uns |umas )?\d+(?:,\d+)?(?: (?:a|ou) \d+)? (?:dias|semanas|meses|mês|anos)|em (?:cerca de )?\d+(?:,\d+)?(?: (?:a|ou) \d+)? (?:dias|semanas|meses|mês|anos)|daqui a (?:uma semana|um mês|um ano)|voltamos a (?:falar|ver-nos)|vemo-nos|marcar consulta)(?![\p{L}])/iu,
  },
  phases: {
    exam: /(?<![\p{L}])(?:(?:pode |consegue )?(?:mostrar-me|mostre-me|aproximar|aproxime) (?:\p{L}+ ){0,4}?(?:na|à|da|para a) câmara|vou auscultar|vou observar|vou (?:ver|observar|examinar) (?:o|a|os|as) (?!que(?![\p{L}]))\p{L}+|vou fazer o toque (?:retal|rectal)|deixe-me ver|(?<=^(?:então,? |bem,? )?)(?:deixe|deixa) (?:cá )?ver(?=[.!]?$)|vamos ver|vou examin\p{L}*|vamos examin\p{L}*|deixe-me (?:ver|auscultar|examinar)|deixa-me (?:ver|auscultar|examinar|observar)|ao exame|no exame|exame objetivo|vamos ver a tensão|(?:vou|vamos) medir a tensão|sinais vitais)(?![\p{L}])/iu,
    results:
      /(?<![\p{L}])(?:(?:o|a) (?:tsh|t4 livre|t4|potássio|sódio|creatinina|hemoglobina|inr|colesterol|ldl|ferritina|psa|pcr|vitamina d|glicemia) (?:está|é|estava|deu|veio)|as análises|os resultados|a radiografia|a ecografia|o ecg|o eletrocardiograma)(?![\p{L}])/iu,
    plan: /(?<![\p{L}])(?:o plano|recomendo|aconselho|sugiro|em resumo|a minha avaliação|parece-me|acho que (?:tem|é)|o diagnóstico|(?:temos|precisamos) de (?:excluir|descartar)|vou (?:receitar|prescrever|pedir|passar|aumentar|manter)|estou (?:também |já )?a (?:pedir|receitar|passar|encaminhar))(?![\p{L}])/iu,
  },
  followUp:
    /(?<![\p{L}])(?:próxima consulta|(?<!(?:última|na|da) )reavaliação(?! anterior)|voltar (?:cá|à consulta)?|daqui a (?:um|uma|\d+(?:,\d+)?)(?: (?:a|ou) \d+)? (?:dias?|semanas?|meses|mês)|dentro de \d+(?:,\d+)?(?: (?:a|ou) \d+)? (?:dias?|semanas?|meses|mês)|em \d+(?:,\d+)?(?: (?:a|ou) \d+)? (?:dias|semanas|meses)|marcar)(?![\p{L}])/iu,
  negation:
    /(?<![\p{L}])(?:não|nao|nunca|nenhum|nenhuma|nada|nem|nega|negou|negam|sem|jamais|ausência|ausente|ausentes)(?![\p{L}])/iu,
  condition:
    /(?:^|[,;:]\s*|(?<![\p{L}])(?:e|mas|ou|que)\s+)se\s+(?:(?:a|o|as|os|houver|tiver|tiverem|tiveres|for|forem|fores|estiver|estiveres|não|voltar|aparecer|piorar|surgir|persistir|continuar|mantiver|ficar|sentir|sentires|notar|notares)(?![\p{L}])|\p{L}+(?:ar|er|ir|rem)(?![\p{L}])|(?:durante|entretanto|depois|até|mesmo|amanhã|hoje|daqui|dentro|entre|ao fim|de repente|a qualquer|nos próximos|nas próximas)(?![\p{L}]))|(?<![\p{L}])(?:caso|no caso de|em caso de|a não ser que|sempre que)(?![\p{L}])/iu,
  visitTalk:
    /(?<![\p{L}])(?:(?:vejo|percebo|sei) que (?:vem|veio|está cá|está aqui) (?:hoje )?(?:por causa d[oa]s?|por|pel[oa]s?|devido a)|(?:(?:olá|bom dia|boa tarde),? )?(?:(?:senhor|senhora|dona|sr\.|sra\.) \p{L}+,? )?vamos (?:lá )?ver (?:o|a|os|as) (?:registo|registos|caderno|diário|valores)(?: d[aeo]s? \p{L}+)?|(?:vamos|vou) (?:agora )?(?:falar|conversar) (?:sobre|d[oa]s?) (?:o plano|a avaliação|os resultados|o que (?:vamos|vou) fazer)|deixe-me explicar|é a (?:sua )?(?:consulta|revisão) d[aeo]s? \p{L}+|(?:há|temos) (?:duas|três|algumas|várias) (?:hipóteses|opções|alternativas)|(?:vamos|vou) (?:lá )?(?:tirar|despir|descalçar|arregaçar) (?:a meia|as meias|o sapato|os sapatos|a camisola|a roupa|a manga)|trouxe (?:as|os) (?:análises|resultados|exames)(?:, vamos ver)?)(?![\p{L}])/iu,
  identity:
    /(?<![\p{L}])(?:(?:é|fala) (?:a|o) (?:dra?\.?|doutora?|enfermeir[oa]) \p{L}+(?: \p{L}+)?,? (?:a ligar|que (?:lhe )?liga|d[ao] (?:centro de saúde|unidade de saúde|usf|clínica|hospital))|data de nascimento|nome completo|o seu nome|confirm\p{L}* o (?:seu )?nome|número de utente|nº de utente|cartão de cidadão|número de contribuinte|nif)(?![\p{L}])/iu,
}
