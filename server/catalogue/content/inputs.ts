import type { ProcessorInputDef, Text4 } from '../model'

/** Bands between the WHO growth-chart centiles (P3, P15, P50, P85, P97) used in child health surveillance. */
const centileBands: NonNullable<ProcessorInputDef['options']> = [
  {
    value: 'below_p3',
    label: {
      pt: 'Abaixo do P3',
      en: 'Below the 3rd centile',
      de: 'Unter der 3. Perzentile',
      es: 'Por debajo del P3',
    },
  },
  {
    value: 'p3_to_p15',
    label: {
      pt: 'Entre P3 e P15',
      en: '3rd to 15th centile',
      de: '3. bis 15. Perzentile',
      es: 'Entre P3 y P15',
    },
  },
  {
    value: 'p15_to_p50',
    label: {
      pt: 'Entre P15 e P50',
      en: '15th to 50th centile',
      de: '15. bis 50. Perzentile',
      es: 'Entre P15 y P50',
    },
  },
  {
    value: 'p50_to_p85',
    label: {
      pt: 'Entre P50 e P85',
      en: '50th to 85th centile',
      de: '50. bis 85. Perzentile',
      es: 'Entre P50 y P85',
    },
  },
  {
    value: 'p85_to_p97',
    label: {
      pt: 'Entre P85 e P97',
      en: '85th to 97th centile',
      de: '85. bis 97. Perzentile',
      es: 'Entre P85 y P97',
    },
  },
  {
    value: 'above_p97',
    label: {
      pt: 'Acima do P97',
      en: 'Above the 97th centile',
      de: 'Über der 97. Perzentile',
      es: 'Por encima del P97',
    },
  },
]

const centileHelp: Text4 = {
  pt: 'Segundo as curvas de crescimento da OMS usadas na consulta.',
  en: 'On the WHO growth charts used in clinic.',
  de: 'Nach den in der Praxis verwendeten WHO-Wachstumskurven.',
  es: 'Según las curvas de crecimiento de la OMS usadas en la consulta.',
}

/**
 * The form a clinician fills beside the recording. The first ten ids are the notes payload fields of the
 * spec; the others serve the specialities' consultation types.
 */
/** Cholesterol is entered in mg/dL; the help gives the factor from mmol/L. */
const cholesterolHelp: Text4 = {
  pt: 'Último valor em mg/dL (mmol/L × 38,67).',
  en: 'Latest value in mg/dL (mmol/L × 38.67).',
  de: 'Letzter Wert in mg/dl (mmol/l × 38,67).',
  es: 'Último valor en mg/dL (mmol/L × 38,67).',
}

export const processorInputs: ProcessorInputDef[] = [
  // The notes payload fields of the spec.
  {
    id: 'previous_consultation',
    label: {
      pt: 'Consulta anterior',
      en: 'Previous consultation',
      de: 'Letzte Konsultation',
      es: 'Consulta anterior',
    },
    help: {
      pt: 'Resumo ou notas da última consulta, para comparar a evolução.',
      en: 'Summary or notes of the last consultation, to compare progress.',
      de: 'Zusammenfassung oder Notizen der letzten Konsultation, um den Verlauf zu vergleichen.',
      es: 'Resumen o notas de la última consulta, para comparar la evolución.',
    },
    type: 'text',
  },
  {
    id: 'exams_data',
    label: {
      pt: 'Resultados de exames',
      en: 'Investigation results',
      de: 'Untersuchungsbefunde',
      es: 'Resultados de pruebas',
    },
    help: {
      pt: 'Análises, imagiologia e outros exames, com data e valores como constam do relatório.',
      en: 'Blood tests, imaging and other investigations, with dates and values as in the report.',
      de: 'Labor, Bildgebung und weitere Befunde, mit Datum und Werten wie im Befundbericht.',
      es: 'Analíticas, pruebas de imagen y otras pruebas, con fecha y valores tal como constan en el informe.',
    },
    type: 'text',
  },
  {
    id: 'physical_exam',
    label: {
      pt: 'Exame objetivo',
      en: 'Physical examination',
      de: 'Körperlicher Untersuchungsbefund',
      es: 'Exploración física',
    },
    help: {
      pt: 'Achados do exame físico a registar além do que é dito na gravação.',
      en: 'Examination findings to record in addition to what is said in the recording.',
      de: 'Untersuchungsbefunde, die zusätzlich zur Aufnahme dokumentiert werden sollen.',
      es: 'Hallazgos de la exploración que deben constar además de lo dicho en la grabación.',
    },
    type: 'text',
  },
  {
    id: 'extra_text',
    label: { pt: 'Outras notas', en: 'Other notes', de: 'Weitere Notizen', es: 'Otras notas' },
    help: {
      pt: 'Outra informação para a nota: contexto, observações ou indicações para o documento.',
      en: 'Anything else for the note: context, remarks or instructions for the document.',
      de: 'Weitere Angaben für die Dokumentation: Kontext, Bemerkungen oder Hinweise zum Dokument.',
      es: 'Otra información para la nota: contexto, observaciones o indicaciones para el documento.',
    },
    type: 'text',
  },
  {
    id: 'bloodpressure',
    label: {
      pt: 'Pressão arterial sistólica',
      en: 'Systolic blood pressure',
      de: 'Systolischer Blutdruck',
      es: 'Presión arterial sistólica',
    },
    help: {
      pt: 'Medida na consulta, sentado e em repouso. Se for a média das medições no domicílio, diga-o nas notas.',
      en: 'Measured in clinic, seated at rest. If it is the average of home readings, say so in the notes.',
      de: 'In der Praxis im Sitzen nach Ruhephase gemessen. Bei Mittelwert der Selbstmessung bitte in den Notizen angeben.',
      es: 'Medida en consulta, sentado y en reposo. Si es la media de las tomas domiciliarias, indíquelo en las notas.',
    },
    type: 'number',
    unit: 'mmHg',
    min: 50,
    max: 300,
    secondary: {
      id: 'bloodpressure_diastolic',
      label: {
        pt: 'Pressão arterial diastólica',
        en: 'Diastolic blood pressure',
        de: 'Diastolischer Blutdruck',
        es: 'Presión arterial diastólica',
      },
      help: {
        pt: 'Medida no mesmo momento que a sistólica.',
        en: 'Taken in the same reading as the systolic.',
        de: 'In derselben Messung wie der systolische Wert.',
        es: 'En la misma toma que la sistólica.',
      },
      type: 'number',
      unit: 'mmHg',
      min: 20,
      max: 200,
    },
  },
  {
    id: 'hemoglobinac',
    label: {
      pt: 'Hemoglobina glicada (HbA1c)',
      en: 'Glycated haemoglobin (HbA1c)',
      de: 'Glykiertes Hämoglobin (HbA1c)',
      es: 'Hemoglobina glicosilada (HbA1c)',
    },
    help: {
      pt: 'Último valor em % (DCCT/NGSP); a data vai nos resultados de exames. Se o laboratório der mmol/mol, converta.',
      en: 'Latest value in % (DCCT/NGSP); give its date under investigation results. Convert if the laboratory reports mmol/mol.',
      de: 'Letzter Wert in % (DCCT/NGSP); Datum bei den Untersuchungsbefunden angeben. Werte in mmol/mol bitte umrechnen.',
      es: 'Último valor en % (DCCT/NGSP); indique la fecha en los resultados de pruebas. Si el laboratorio da mmol/mol, conviértalo.',
    },
    type: 'number',
    unit: '%',
    min: 3,
    max: 20,
  },
  {
    id: 'colesterol',
    label: {
      pt: 'Colesterol total',
      en: 'Total cholesterol',
      de: 'Gesamtcholesterin',
      es: 'Colesterol total',
    },
    help: cholesterolHelp,
    type: 'number',
    unit: 'mg/dL',
    min: 50,
    max: 700,
  },
  {
    id: 'weightmassindex',
    label: {
      pt: 'Índice de massa corporal (IMC)',
      en: 'Body mass index (BMI)',
      de: 'Body-Mass-Index (BMI)',
      es: 'Índice de masa corporal (IMC)',
    },
    help: {
      pt: 'Peso em kg a dividir pelo quadrado da altura em metros.',
      en: 'Weight in kg divided by the square of height in metres.',
      de: 'Körpergewicht in kg geteilt durch das Quadrat der Körpergröße in Metern.',
      es: 'Peso en kg dividido por el cuadrado de la talla en metros.',
    },
    type: 'number',
    unit: 'kg/m²',
    min: 10,
    max: 80,
  },
  {
    id: 'next_consultation_date',
    label: {
      pt: 'Data da próxima consulta',
      en: 'Next appointment date',
      de: 'Nächster Termin',
      es: 'Fecha de la próxima consulta',
    },
    help: {
      pt: 'Se a próxima consulta já estiver marcada ou decidida.',
      en: 'If the next appointment is already booked or agreed.',
      de: 'Falls die Wiedervorstellung bereits vereinbart ist.',
      es: 'Si la próxima consulta ya está citada o decidida.',
    },
    type: 'date',
  },
  {
    id: 'medication',
    label: {
      pt: 'Medicação habitual',
      en: 'Current medication',
      de: 'Aktuelle Medikation',
      es: 'Tratamiento habitual',
    },
    help: {
      pt: 'Medicamentos que o doente toma atualmente, com dose e posologia.',
      en: 'Medicines the patient currently takes, with strength and dosing.',
      de: 'Aktuell eingenommene Medikamente mit Stärke und Dosierungsschema.',
      es: 'Medicamentos que el paciente toma actualmente, con dosis y pauta.',
    },
    type: 'text',
  },

  // General.
  {
    id: 'reason_for_visit',
    label: {
      pt: 'Motivo da consulta',
      en: 'Reason for visit',
      de: 'Vorstellungsgrund',
      es: 'Motivo de consulta',
    },
    help: {
      pt: 'Em poucas palavras, porque vem o doente hoje.',
      en: 'In a few words, why the patient has come today.',
      de: 'In wenigen Worten, weshalb sich der Patient heute vorstellt.',
      es: 'En pocas palabras, por qué acude hoy el paciente.',
    },
    type: 'text',
  },
  {
    id: 'allergies',
    label: { pt: 'Alergias', en: 'Allergies', de: 'Allergien', es: 'Alergias' },
    help: {
      pt: 'Alergias e intolerâncias conhecidas, com a reação. Escreva «nenhuma conhecida» só se o doente o confirmou.',
      en: 'Known allergies and intolerances, with the reaction. Write ‘none known’ only if the patient confirmed it.',
      de: 'Bekannte Allergien und Unverträglichkeiten mit Reaktion. „Keine bekannt“ nur eintragen, wenn der Patient es bestätigt hat.',
      es: 'Alergias e intolerancias conocidas, con la reacción. Escriba «ninguna conocida» solo si el paciente lo ha confirmado.',
    },
    type: 'text',
  },
  {
    id: 'weight',
    label: { pt: 'Peso', en: 'Weight', de: 'Körpergewicht', es: 'Peso' },
    help: {
      pt: 'Em kg, com uma casa decimal se necessário.',
      en: 'In kg, to one decimal place if needed.',
      de: 'In kg, bei Bedarf mit einer Nachkommastelle.',
      es: 'En kg, con un decimal si es necesario.',
    },
    type: 'number',
    unit: 'kg',
    min: 0.3,
    max: 350,
  },
  {
    id: 'height',
    label: { pt: 'Altura', en: 'Height', de: 'Körpergröße', es: 'Talla' },
    help: {
      pt: 'Em cm; comprimento em decúbito até aos 2 anos.',
      en: 'In cm; recumbent length under 2 years of age.',
      de: 'In cm; unter 2 Jahren Körperlänge im Liegen.',
      es: 'En cm; longitud en decúbito hasta los 2 años.',
    },
    type: 'number',
    unit: 'cm',
    min: 20,
    max: 250,
  },
  {
    id: 'heart_rate',
    label: {
      pt: 'Frequência cardíaca',
      en: 'Heart rate',
      de: 'Herzfrequenz',
      es: 'Frecuencia cardiaca',
    },
    help: {
      pt: 'Em repouso, em batimentos por minuto.',
      en: 'At rest, in beats per minute.',
      de: 'In Ruhe, in Schlägen pro Minute.',
      es: 'En reposo, en latidos por minuto.',
    },
    type: 'number',
    unit: 'bpm',
    min: 20,
    max: 250,
  },
  {
    id: 'respiratory_rate',
    label: {
      pt: 'Frequência respiratória',
      en: 'Respiratory rate',
      de: 'Atemfrequenz',
      es: 'Frecuencia respiratoria',
    },
    help: {
      pt: 'Em ciclos por minuto, contados durante um minuto completo.',
      en: 'In breaths per minute, counted over a full minute.',
      de: 'In Atemzügen pro Minute, über eine volle Minute gezählt.',
      es: 'En respiraciones por minuto, contadas durante un minuto completo.',
    },
    type: 'number',
    unit: '/min',
    min: 5,
    max: 100,
  },
  {
    id: 'temperature',
    label: { pt: 'Temperatura', en: 'Temperature', de: 'Körpertemperatur', es: 'Temperatura' },
    help: {
      pt: 'Em °C; indique o local de medição nas notas se relevante (axilar, timpânica, retal).',
      en: 'In °C; give the site in the notes if relevant (axillary, tympanic, rectal).',
      de: 'In °C; Messort bei Bedarf in den Notizen angeben (axillär, tympanal, rektal).',
      es: 'En °C; indique el lugar de medida en las notas si es relevante (axilar, timpánica, rectal).',
    },
    type: 'number',
    unit: '°C',
    min: 30,
    max: 45,
  },
  {
    id: 'oxygen_saturation',
    label: {
      pt: 'Saturação periférica de oxigénio (SpO2)',
      en: 'Oxygen saturation (SpO2)',
      de: 'Sauerstoffsättigung (SpO2)',
      es: 'Saturación de oxígeno (SpO2)',
    },
    help: {
      pt: 'Em ar ambiente, salvo indicação em contrário nas notas.',
      en: 'On room air, unless the notes say otherwise.',
      de: 'Bei Raumluft, sofern in den Notizen nicht anders angegeben.',
      es: 'Respirando aire ambiente, salvo que se indique otra cosa en las notas.',
    },
    type: 'number',
    unit: '%',
    min: 50,
    max: 100,
  },

  // Cardiovascular and metabolic.
  {
    id: 'blood_glucose',
    label: {
      pt: 'Glicemia capilar',
      en: 'Capillary blood glucose',
      de: 'Kapillärer Blutzucker',
      es: 'Glucemia capilar',
    },
    help: {
      pt: 'Em mg/dL; diga nas notas se em jejum ou pós-prandial.',
      en: 'In mg/dL; say in the notes whether fasting or after a meal.',
      de: 'In mg/dl; in den Notizen angeben, ob nüchtern oder postprandial.',
      es: 'En mg/dL; indique en las notas si es en ayunas o posprandial.',
    },
    type: 'number',
    unit: 'mg/dL',
    min: 20,
    max: 800,
  },
  {
    id: 'ldl_cholesterol',
    label: { pt: 'Colesterol LDL', en: 'LDL cholesterol', de: 'LDL-Cholesterin', es: 'Colesterol LDL' },
    help: cholesterolHelp,
    type: 'number',
    unit: 'mg/dL',
    min: 10,
    max: 400,
  },
  {
    id: 'hdl_cholesterol',
    label: { pt: 'Colesterol HDL', en: 'HDL cholesterol', de: 'HDL-Cholesterin', es: 'Colesterol HDL' },
    help: cholesterolHelp,
    type: 'number',
    unit: 'mg/dL',
    min: 5,
    max: 200,
  },
  {
    id: 'triglycerides',
    label: { pt: 'Triglicerídeos', en: 'Triglycerides', de: 'Triglyzeride', es: 'Triglicéridos' },
    help: {
      pt: 'Último valor em mg/dL (mmol/L × 88,57).',
      en: 'Latest value in mg/dL (mmol/L × 88.57).',
      de: 'Letzter Wert in mg/dl (mmol/l × 88,57).',
      es: 'Último valor en mg/dL (mmol/L × 88,57).',
    },
    type: 'number',
    unit: 'mg/dL',
    min: 10,
    max: 10000,
  },
  {
    id: 'egfr',
    label: {
      pt: 'Taxa de filtração glomerular estimada (TFGe)',
      en: 'Estimated glomerular filtration rate (eGFR)',
      de: 'Geschätzte glomeruläre Filtrationsrate (eGFR)',
      es: 'Filtrado glomerular estimado (FGe)',
    },
    help: {
      pt: 'Último valor, como dado pelo laboratório (CKD-EPI).',
      en: 'Latest value, as reported by the laboratory (CKD-EPI).',
      de: 'Letzter Wert, wie vom Labor angegeben (CKD-EPI).',
      es: 'Último valor, tal como lo informa el laboratorio (CKD-EPI).',
    },
    type: 'number',
    unit: 'mL/min/1.73 m²',
    min: 1,
    max: 200,
  },
  {
    id: 'uacr',
    label: {
      pt: 'Relação albumina/creatinina na urina',
      en: 'Urine albumin-to-creatinine ratio (uACR)',
      de: 'Albumin-Kreatinin-Quotient im Urin (UACR)',
      es: 'Cociente albúmina/creatinina en orina',
    },
    help: {
      pt: 'Em mg/g, numa amostra ocasional de urina.',
      en: 'In mg/g, on a spot urine sample.',
      de: 'In mg/g, im Spontanurin.',
      es: 'En mg/g, en muestra aislada de orina.',
    },
    type: 'number',
    unit: 'mg/g',
    min: 0,
    max: 5000,
  },
  {
    id: 'smoking_status',
    label: {
      pt: 'Hábitos tabágicos',
      en: 'Smoking status',
      de: 'Raucherstatus',
      es: 'Hábito tabáquico',
    },
    help: {
      pt: 'Indique a carga tabágica (UMA) nas notas, se conhecida.',
      en: 'Give pack-years in the notes, if known.',
      de: 'Packungsjahre bei Bedarf in den Notizen angeben.',
      es: 'Indique los paquetes-año en las notas, si se conocen.',
    },
    type: 'select',
    options: [
      {
        value: 'never_smoked',
        label: { pt: 'Nunca fumou', en: 'Never smoked', de: 'Nie geraucht', es: 'Nunca ha fumado' },
      },
      {
        value: 'former_smoker',
        label: { pt: 'Ex-fumador', en: 'Ex-smoker', de: 'Ex-Raucher', es: 'Exfumador' },
      },
      {
        value: 'current_smoker',
        label: { pt: 'Fumador', en: 'Current smoker', de: 'Raucher', es: 'Fumador activo' },
      },
    ],
  },

  // Cardiology.
  {
    id: 'nyha_class',
    label: {
      pt: 'Classe funcional NYHA',
      en: 'NYHA functional class',
      de: 'NYHA-Stadium',
      es: 'Clase funcional de la NYHA',
    },
    help: {
      pt: 'Como avaliada pelo médico nesta consulta.',
      en: 'As assessed by the clinician in this consultation.',
      de: 'Wie ärztlich in dieser Konsultation eingeschätzt.',
      es: 'Tal como la valora el médico en esta consulta.',
    },
    type: 'select',
    options: [
      {
        value: 'nyha_i',
        label: {
          pt: 'I — sem limitação da atividade física',
          en: 'I — no limitation of physical activity',
          de: 'I — keine Einschränkung der körperlichen Belastbarkeit',
          es: 'I — sin limitación de la actividad física',
        },
      },
      {
        value: 'nyha_ii',
        label: {
          pt: 'II — limitação ligeira; sintomas com a atividade habitual',
          en: 'II — slight limitation; symptoms with ordinary activity',
          de: 'II — leichte Einschränkung; Beschwerden bei normaler Belastung',
          es: 'II — limitación ligera; síntomas con la actividad habitual',
        },
      },
      {
        value: 'nyha_iii',
        label: {
          pt: 'III — limitação marcada; sintomas com atividade inferior à habitual',
          en: 'III — marked limitation; symptoms with less than ordinary activity',
          de: 'III — deutliche Einschränkung; Beschwerden bei geringer Belastung',
          es: 'III — limitación marcada; síntomas con actividad menor que la habitual',
        },
      },
      {
        value: 'nyha_iv',
        label: {
          pt: 'IV — sintomas em repouso ou com qualquer atividade',
          en: 'IV — symptoms at rest or with any activity',
          de: 'IV — Beschwerden in Ruhe oder bei jeder Belastung',
          es: 'IV — síntomas en reposo o con cualquier actividad',
        },
      },
    ],
  },
  {
    id: 'lvef',
    label: {
      pt: 'Fração de ejeção do ventrículo esquerdo (FEVE)',
      en: 'Left ventricular ejection fraction (LVEF)',
      de: 'Linksventrikuläre Ejektionsfraktion (LVEF)',
      es: 'Fracción de eyección del ventrículo izquierdo (FEVI)',
    },
    help: {
      pt: 'Último valor; método e data nos resultados de exames.',
      en: 'Latest value; method and date under investigation results.',
      de: 'Letzter Wert; Methode und Datum bei den Untersuchungsbefunden.',
      es: 'Último valor; método y fecha en los resultados de pruebas.',
    },
    type: 'number',
    unit: '%',
    min: 5,
    max: 90,
  },
  {
    id: 'ecg_findings',
    label: {
      pt: 'Eletrocardiograma (ECG)',
      en: 'ECG findings',
      de: 'EKG-Befund',
      es: 'Electrocardiograma (ECG)',
    },
    help: {
      pt: 'Ritmo, frequência, eixo, intervalos e repolarização, como lidos pelo médico.',
      en: 'Rhythm, rate, axis, intervals and repolarisation, as read by the clinician.',
      de: 'Rhythmus, Frequenz, Lagetyp, Zeiten und Erregungsrückbildung, wie ärztlich befundet.',
      es: 'Ritmo, frecuencia, eje, intervalos y repolarización, según la lectura del médico.',
    },
    type: 'text',
  },
  {
    id: 'echocardiogram_findings',
    label: {
      pt: 'Ecocardiograma',
      en: 'Echocardiogram',
      de: 'Echokardiographie',
      es: 'Ecocardiograma',
    },
    help: {
      pt: 'Data e conclusões do relatório: função ventricular, válvulas, dimensões, pressões.',
      en: 'Date and conclusions of the report: ventricular function, valves, dimensions, pressures.',
      de: 'Datum und Beurteilung des Befunds: Ventrikelfunktion, Klappen, Dimensionen, Drücke.',
      es: 'Fecha y conclusiones del informe: función ventricular, válvulas, dimensiones, presiones.',
    },
    type: 'text',
  },

  // Paediatrics.
  {
    id: 'child_weight_percentile',
    label: {
      pt: 'Percentil do peso',
      en: 'Weight centile',
      de: 'Gewichtsperzentile',
      es: 'Percentil de peso',
    },
    help: centileHelp,
    type: 'select',
    options: centileBands,
  },
  {
    id: 'child_height_percentile',
    label: {
      pt: 'Percentil da estatura',
      en: 'Height centile',
      de: 'Größenperzentile',
      es: 'Percentil de talla',
    },
    help: centileHelp,
    type: 'select',
    options: centileBands,
  },
  {
    id: 'child_head_circumference_percentile',
    label: {
      pt: 'Percentil do perímetro cefálico',
      en: 'Head circumference centile',
      de: 'Kopfumfangsperzentile',
      es: 'Percentil de perímetro craneal',
    },
    help: centileHelp,
    type: 'select',
    options: centileBands,
  },
  {
    id: 'vaccination_status',
    label: { pt: 'Estado vacinal', en: 'Immunisation status', de: 'Impfstatus', es: 'Estado vacunal' },
    help: {
      pt: 'Conforme o boletim de vacinas; vacinas em falta ou extra vão nas notas.',
      en: 'From the immunisation record; missing or additional vaccines go in the notes.',
      de: 'Laut Impfpass; fehlende oder zusätzliche Impfungen in den Notizen.',
      es: 'Según la cartilla de vacunación; las vacunas pendientes o adicionales van en las notas.',
    },
    type: 'select',
    options: [
      {
        value: 'up_to_date',
        label: {
          pt: 'Atualizado segundo o Programa Nacional de Vacinação',
          en: 'Up to date with the national schedule',
          de: 'Vollständig nach nationalem Impfkalender',
          es: 'Calendario vacunal al día',
        },
      },
      {
        value: 'incomplete',
        label: {
          pt: 'Incompleto ou em atraso',
          en: 'Incomplete or delayed',
          de: 'Unvollständig oder verspätet',
          es: 'Incompleto o con retraso',
        },
      },
      {
        value: 'record_not_seen',
        label: {
          pt: 'Boletim de vacinas não consultado',
          en: 'Record not seen',
          de: 'Impfpass nicht eingesehen',
          es: 'Cartilla de vacunación no revisada',
        },
      },
    ],
  },

  // Gynaecology and obstetrics.
  {
    id: 'last_menstrual_period',
    label: {
      pt: 'Data da última menstruação (DUM)',
      en: 'Last menstrual period (LMP)',
      de: 'Letzte Regelblutung (LR)',
      es: 'Fecha de última regla (FUR)',
    },
    help: {
      pt: 'Primeiro dia da última menstruação.',
      en: 'First day of the last period.',
      de: 'Erster Tag der letzten Regelblutung.',
      es: 'Primer día de la última regla.',
    },
    type: 'date',
  },
  {
    id: 'gestational_age',
    label: {
      pt: 'Idade gestacional',
      en: 'Gestational age',
      de: 'Schwangerschaftswoche (SSW)',
      es: 'Edad gestacional',
    },
    help: {
      pt: 'Em semanas + dias (p. ex. 32+4) e se pela DUM ou pela ecografia do 1.º trimestre.',
      en: 'In weeks + days (e.g. 32+4) and whether by LMP or by first-trimester scan.',
      de: 'In Wochen + Tagen (z. B. 32+4) und ob nach LR oder nach Ersttrimester-Ultraschall.',
      es: 'En semanas + días (p. ej. 32+4) y si es por FUR o por ecografía del primer trimestre.',
    },
    type: 'text',
  },
  {
    id: 'estimated_due_date',
    label: {
      pt: 'Data provável do parto (DPP)',
      en: 'Estimated due date (EDD)',
      de: 'Errechneter Geburtstermin (ET)',
      es: 'Fecha probable de parto (FPP)',
    },
    help: {
      pt: 'Como consta do boletim de saúde da grávida, corrigida pela ecografia se for o caso.',
      en: 'As in the pregnancy record, corrected by ultrasound if applicable.',
      de: 'Wie im Mutterpass, gegebenenfalls sonographisch korrigiert.',
      es: 'Según la cartilla de la embarazada, corregida por ecografía si procede.',
    },
    type: 'date',
  },
  {
    id: 'obstetric_index',
    label: {
      pt: 'Índice obstétrico',
      en: 'Gravidity and parity',
      de: 'Gravidität und Parität',
      es: 'Fórmula obstétrica',
    },
    help: {
      pt: 'Gestações e partos, p. ex. G2 P1 (1001): termo, pré-termo, abortos, filhos vivos.',
      en: 'Pregnancies and births, e.g. G2 P1+0 (births + pregnancy losses).',
      de: 'Schwangerschaften und Geburten, z. B. II. Gravida, I. Para.',
      es: 'Gestaciones, abortos y partos, p. ej. G2 A0 P1 C0 V1.',
    },
    type: 'text',
  },
  {
    id: 'fundal_height',
    label: {
      pt: 'Altura uterina',
      en: 'Symphysis–fundal height',
      de: 'Symphysen-Fundus-Abstand',
      es: 'Altura uterina',
    },
    help: {
      pt: 'Da sínfise púbica ao fundo uterino, em cm.',
      en: 'From the pubic symphysis to the uterine fundus, in cm.',
      de: 'Von der Symphyse bis zum Fundus uteri, in cm.',
      es: 'Desde la sínfisis del pubis hasta el fondo uterino, en cm.',
    },
    type: 'number',
    unit: 'cm',
    min: 5,
    max: 50,
  },
  {
    id: 'fetal_heart_rate',
    label: {
      pt: 'Frequência cardíaca fetal',
      en: 'Fetal heart rate',
      de: 'Fetale Herzfrequenz',
      es: 'Frecuencia cardiaca fetal',
    },
    help: {
      pt: 'Por Doppler ou ecografia, em batimentos por minuto.',
      en: 'By Doppler or ultrasound, in beats per minute.',
      de: 'Per Doppler oder Ultraschall, in Schlägen pro Minute.',
      es: 'Por Doppler o ecografía, en latidos por minuto.',
    },
    type: 'number',
    unit: 'bpm',
    min: 50,
    max: 250,
  },

  // Psychiatry.
  {
    id: 'phq9_score',
    label: {
      pt: 'Pontuação PHQ-9',
      en: 'PHQ-9 score',
      de: 'PHQ-9-Summenwert',
      es: 'Puntuación PHQ-9',
    },
    help: {
      pt: 'Questionário de saúde do doente (depressão), de 0 a 27.',
      en: 'Patient Health Questionnaire (depression), from 0 to 27.',
      de: 'Gesundheitsfragebogen für Patienten (Depression), 0 bis 27.',
      es: 'Cuestionario de salud del paciente (depresión), de 0 a 27.',
    },
    type: 'number',
    unit: '/27',
    min: 0,
    max: 27,
  },
  {
    id: 'gad7_score',
    label: {
      pt: 'Pontuação GAD-7',
      en: 'GAD-7 score',
      de: 'GAD-7-Summenwert',
      es: 'Puntuación GAD-7',
    },
    help: {
      pt: 'Escala de ansiedade generalizada, de 0 a 21.',
      en: 'Generalised anxiety disorder scale, from 0 to 21.',
      de: 'Skala für generalisierte Angststörung, 0 bis 21.',
      es: 'Escala de trastorno de ansiedad generalizada, de 0 a 21.',
    },
    type: 'number',
    unit: '/21',
    min: 0,
    max: 21,
  },

  // Orthopaedics.
  {
    id: 'affected_side',
    label: { pt: 'Lado afetado', en: 'Affected side', de: 'Betroffene Seite', es: 'Lado afectado' },
    help: {
      pt: 'Deixe em branco para a coluna ou queixas sem lado.',
      en: 'Leave blank for the spine or complaints without a side.',
      de: 'Bei Wirbelsäule oder seitenunabhängigen Beschwerden leer lassen.',
      es: 'Déjelo en blanco para la columna o molestias sin lateralidad.',
    },
    type: 'select',
    options: [
      { value: 'right', label: { pt: 'Direito', en: 'Right', de: 'Rechts', es: 'Derecho' } },
      { value: 'left', label: { pt: 'Esquerdo', en: 'Left', de: 'Links', es: 'Izquierdo' } },
      { value: 'bilateral', label: { pt: 'Bilateral', en: 'Bilateral', de: 'Beidseits', es: 'Bilateral' } },
    ],
  },
  {
    id: 'injury_date',
    label: {
      pt: 'Data do traumatismo',
      en: 'Date of injury',
      de: 'Unfalldatum',
      es: 'Fecha del traumatismo',
    },
    help: {
      pt: 'Se houve traumatismo ou acidente; diga nas notas se foi acidente de trabalho.',
      en: 'If there was an injury or accident; say in the notes if it happened at work.',
      de: 'Falls ein Trauma oder Unfall vorlag; Arbeitsunfall bitte in den Notizen angeben.',
      es: 'Si hubo traumatismo o accidente; indique en las notas si fue accidente laboral.',
    },
    type: 'date',
  },
  {
    id: 'pain_scale',
    label: {
      pt: 'Intensidade da dor (escala numérica)',
      en: 'Pain score (numerical rating scale)',
      de: 'Schmerzintensität (numerische Ratingskala)',
      es: 'Intensidad del dolor (escala numérica)',
    },
    help: {
      pt: '0 = sem dor, 10 = pior dor imaginável, como referido pelo doente.',
      en: '0 = no pain, 10 = worst pain imaginable, as rated by the patient.',
      de: '0 = kein Schmerz, 10 = stärkster vorstellbarer Schmerz, nach Angabe des Patienten.',
      es: '0 = sin dolor, 10 = el peor dolor imaginable, según el paciente.',
    },
    type: 'number',
    unit: '/10',
    min: 0,
    max: 10,
  },

  // Dermatology.
  {
    id: 'fitzpatrick_phototype',
    label: {
      pt: 'Fototipo de Fitzpatrick',
      en: 'Fitzpatrick skin type',
      de: 'Hauttyp nach Fitzpatrick',
      es: 'Fototipo de Fitzpatrick',
    },
    help: {
      pt: 'Segundo a resposta da pele ao sol referida pelo doente.',
      en: 'From the skin’s response to sun as reported by the patient.',
      de: 'Nach der vom Patienten berichteten Reaktion der Haut auf Sonne.',
      es: 'Según la respuesta de la piel al sol referida por el paciente.',
    },
    type: 'select',
    options: [
      {
        value: 'type_i',
        label: {
          pt: 'I — queima sempre, nunca bronzeia',
          en: 'I — always burns, never tans',
          de: 'I — immer Sonnenbrand, keine Bräunung',
          es: 'I — siempre se quema, nunca se broncea',
        },
      },
      {
        value: 'type_ii',
        label: {
          pt: 'II — queima facilmente, bronzeia pouco',
          en: 'II — burns easily, tans minimally',
          de: 'II — meist Sonnenbrand, kaum Bräunung',
          es: 'II — se quema con facilidad, se broncea poco',
        },
      },
      {
        value: 'type_iii',
        label: {
          pt: 'III — queima moderadamente, bronzeia gradualmente',
          en: 'III — burns moderately, tans gradually',
          de: 'III — gelegentlich Sonnenbrand, langsame Bräunung',
          es: 'III — se quema moderadamente, se broncea de forma gradual',
        },
      },
      {
        value: 'type_iv',
        label: {
          pt: 'IV — queima pouco, bronzeia facilmente',
          en: 'IV — burns minimally, tans easily',
          de: 'IV — selten Sonnenbrand, schnelle Bräunung',
          es: 'IV — se quema poco, se broncea con facilidad',
        },
      },
      {
        value: 'type_v',
        label: {
          pt: 'V — raramente queima, bronzeia muito',
          en: 'V — rarely burns, tans deeply',
          de: 'V — sehr selten Sonnenbrand, tiefe Bräunung',
          es: 'V — rara vez se quema, se broncea intensamente',
        },
      },
      {
        value: 'type_vi',
        label: {
          pt: 'VI — nunca queima, pele profundamente pigmentada',
          en: 'VI — never burns, deeply pigmented skin',
          de: 'VI — nie Sonnenbrand, tief pigmentierte Haut',
          es: 'VI — nunca se quema, piel intensamente pigmentada',
        },
      },
    ],
  },
]
