import type { Gender, LanguagePack, Speaker } from './pack'

/** First-person verbs (after 'ich' or before it, inverted) and their third-person form. */
const VERBS: Record<string, string> = {
  habe: 'hat',
  hab: 'hat',
  bin: 'ist',
  hatte: 'hatte',
  war: 'war',
  nehme: 'nimmt',
  fühle: 'fühlt',
  spüre: 'spürt',
  merke: 'merkt',
  bemerke: 'bemerkt',
  kann: 'kann',
  konnte: 'konnte',
  muss: 'muss',
  musste: 'musste',
  will: 'will',
  möchte: 'möchte',
  schlafe: 'schläft',
  trinke: 'trinkt',
  rauche: 'raucht',
  esse: 'isst',
  gehe: 'geht',
  arbeite: 'arbeitet',
  wohne: 'wohnt',
  lebe: 'lebt',
  mache: 'macht',
  brauche: 'braucht',
  weiß: 'weiß',
  glaube: 'glaubt',
  denke: 'denkt',
  huste: 'hustet',
  bekomme: 'bekommt',
  kriege: 'kriegt',
  vertrage: 'verträgt',
  vergesse: 'vergisst',
  messe: 'misst',
  laufe: 'läuft',
  komme: 'kommt',
  sehe: 'sieht',
  werde: 'wird',
  wurde: 'wurde',
  wache: 'wacht',
  leide: 'leidet',
  verspüre: 'verspürt',
  benutze: 'benutzt',
  wiege: 'wiegt',
  treibe: 'treibt',
  sollte: 'sollte',
  darf: 'darf',
  fiel: 'fiel',
  stürzte: 'stürzte',
  nahm: 'nahm',
  ging: 'ging',
  spürte: 'spürte',
  merkte: 'merkte',
  bekam: 'bekam',
}
/** The formal 'Sie' takes the plural: its verbs and their singular. */
const FORMAL: Record<string, string> = {
  haben: 'hat',
  hatten: 'hatte',
  sind: 'ist',
  waren: 'war',
  nehmen: 'nimmt',
  nahmen: 'nahm',
  können: 'kann',
  konnten: 'konnte',
  müssen: 'muss',
  sollten: 'sollte',
  sollen: 'soll',
  werden: 'wird',
  dürfen: 'darf',
  brauchen: 'braucht',
  bekommen: 'bekommt',
  kommen: 'kommt',
  messen: 'misst',
  trinken: 'trinkt',
  rauchen: 'raucht',
}
const REFLEXIVE = /^mich$/i
const POSSESSIVE = /^mein(e|en|em|er|es)?$/i
const YOUR = /^Ihr(e|en|em|er|es)?$/

function names(gender: Gender) {
  if (gender === 'female') return { s: 'sie', p: 'ihr', o: 'ihr' }
  if (gender === 'male') return { s: 'er', p: 'sein', o: 'ihm' }
  return null
}

function thirdPerson(sentence: string, speaker: Speaker, gender: Gender): string | null {
  const n = names(gender)
  const words = sentence.split(/(\s+)/)
  const clean = (k: number) => (words[k] ?? '').replace(/[^\p{L}]/gu, '')
  for (let k = 0; k < words.length; k += 2) {
    const raw = words[k]!
    const w = clean(k)
    const tail = raw.slice(raw.indexOf(w) + w.length)
    if (speaker === 'patient') {
      if (/^ich$/i.test(w)) {
        const subject = n?.s ?? 'der Patient'
        words[k] = `${k === 0 ? subject.charAt(0).toUpperCase() + subject.slice(1) : subject}${tail}`
        // The verb is next ('ich habe') or just before ('seit gestern habe ich').
        for (const v of [k + 2, k - 2]) {
          const verb = clean(v).toLowerCase()
          if (VERBS[verb]) {
            words[v] = words[v]!.replace(new RegExp(clean(v), 'i'), (m) =>
              m[0] === m[0]!.toUpperCase()
                ? VERBS[verb]!.charAt(0).toUpperCase() + VERBS[verb]!.slice(1)
                : VERBS[verb]!,
            )
            break
          }
        }
      } else if (REFLEXIVE.test(w)) words[k] = `sich${tail}`
      else if (/^mir$/i.test(w)) {
        if (!n) return null
        words[k] = `${k === 0 ? n.o.charAt(0).toUpperCase() + n.o.slice(1) : n.o}${tail}`
      } else if (POSSESSIVE.test(w)) {
        if (!n) return null
        const ending = POSSESSIVE.exec(w)![1] ?? ''
        words[k] = `${k === 0 ? n.p.charAt(0).toUpperCase() + n.p.slice(1) : n.p}${ending}${tail}`
      }
    } else if (w === 'Sie' && k > 0) {
      const subject = n?.s ?? 'der Patient'
      words[k] = `${subject}${tail}`
      for (const v of [k - 2, k + 2]) {
        const verb = clean(v)
        if (FORMAL[verb.toLowerCase()]) {
          words[v] = words[v]!.replace(verb, FORMAL[verb.toLowerCase()]!)
          break
        }
      }
    } else if (YOUR.test(w)) {
      if (!n) return null
      words[k] = `${n.p}${YOUR.exec(w)![1] ?? ''}${tail}`
    }
  }
  const text = words.join('')
  if (speaker === 'patient' && /(?<![\p{L}])(?:ich|mein\p{L}*|mich|mir)(?![\p{L}])/iu.test(text)) return null
  return text
}

export const de: LanguagePack = {
  notDiscussed: 'Nicht erhoben.',
  toBeCompleted: '[bitte ergänzen]',
  clinicianLabel: /^(?:arzt|ärztin|aerztin|dr\.?|doktor|doktorin|pflegekraft|pfleger|krankenschwester|mfa)$/,
  patientLabel: /^(?:patient|patientin|pat\.?|angehörige|angehöriger|mutter|vater|ehefrau|ehemann)$/,
  fillers: [
    /(?<![\p{L}])(?:äh+m*|ähm+|öh+m*|hm+|mhm|halt|sozusagen|quasi|irgendwie|na ja|naja)(?![\p{L}])[,.]?/giu,
  ],
  leading:
    /^(?:(?:hallo|guten (?:tag|morgen|abend)|grüß gott|moin)(?: [\p{L}]+(?=[,.!]))?|also|okay|ok|gut|ja|nein|genau|so|und|aber|jetzt|nun|na|alles klar|in ordnung|schön|prima|sehr gut)(?![\p{L}])[\s,.!]*/iu,
  rewrites: [
    [/\s+([,.?!;:])/g, '$1'],
    [/([,.?!;:])(?=[^\s\d])/g, '$1 '],
  ],
  splitBefore:
    /\s(?=(?:also|okay|gut|jetzt|dann|ich werde|wir werden|ich verschreibe|bei der untersuchung|haben sie|hatten sie|nehmen sie|gibt es)(?![\p{L}]))/iu,
  abbreviationDot: /(?<![\p{L}])(?:dr|fr|hr|z\.b|bzw|ca|u\.a|d\.h|v\.a|tgl|std|evtl|ggf|inkl)\.$/iu,
  question:
    /^(?:haben|hatten|nehmen|gibt|gab|sind|waren|ist|war|können|kann|wann|wie|wo|warum|wieso|was|welche|welcher|welches|wie lange|wie oft|seit wann|rauchen|trinken|bemerken|leiden)(?![\p{L}])/iu,
  smallTalk:
    /^(?:hallo|guten (?:tag|morgen|abend)|wie geht es ihnen|danke|vielen dank|bitte|tschüss|auf wiedersehen|ja|nein|okay|gut|genau|alles klar|in ordnung|prima|sehr gut|noch fragen|haben sie noch fragen|keine fragen)(?![\p{L}])[\s,.!?]*$/iu,
  assistant: /(?<![\p{L}])(?:hallo|hey|ok),? (?:assistent|escriba)[,.?!]*/giu,
  stopwords: new Set(
    `der die das den dem des ein eine einen einem einer und oder aber mit ohne von vom zu zum zur in im an am auf aus bei für über unter nach vor seit bis durch gegen um als wie wenn dass ob weil auch noch schon nur sehr mehr weniger nicht kein keine ja nein so also dann jetzt heute hier da dort ich du er sie es wir ihr mich mir mein meine sich sein seine ihr ihre ihm ihn haben hat habe hatte ist bin sind war waren wird werden kann können muss soll gut mal etwas ganz immer wieder man was wer wo patient patientin`.split(
      /\s+/,
    ),
  ),
  clinical:
    /(?<![\p{L}])(?:\p{L}*schmerz\p{L}*|weh|fieber|husten|übelkeit|erbrechen|durchfall|verstopfung|schwindel|kopfschmerzen|müde|müdigkeit|schwäche|taubheit|kribbeln|juckreiz|ausschlag|blut|blutung|atemnot|luftnot|dyspnoe|brust|herz|lunge|bauch|magen|rücken|nacken|knie|hüfte|schulter|knöchel|sprunggelenk|fuß|füße|hand|arm|bein|beine|gelenk\p{L}*|muskel|hals|ohr|auge|nase|haut|urin|wasserlassen|niere|leber|gewicht|zucker|blutzucker|blutdruck|diabetes|bluthochdruck|hypertonie|cholesterin|asthma|copd|krebs|infekt|infektion|arthrose|depression|angst|schlaf|schlafen|operation|operiert|fraktur|bruch|verstauchung|sturz|gestürzt|medikament\p{L}*|tabletten?|mg|dosis|rezept|insulin|untersuchung|labor|blutwerte|röntgen|mrt|ct|ultraschall|sonographie|echo|ekg|befund\p{L}*|biopsie|diagnose|herzgeräusch|ödem\p{L}*|rötung|auskultation|druckschmerz\p{L}*|beschwerden|symptome?|vorerkrankung\p{L}*|allergi\p{L}*|rauch\p{L}*|alkohol|sport|ernährung|physiotherapie|kontrolle|termin|verschreib\p{L}*|erhöh\p{L}*|reduzier\p{L}*|absetzen|mmhg|%|\d+)(?![\p{L}])/giu,
  cues: {
    allergies: /(?<![\p{L}])allergi\p{L}*|unverträglich\p{L}*/iu,
    medication: /(?<![\p{L}])(?:medikament\p{L}*|tabletten?|nehme|nimmt|\d+ ?mg)(?![\p{L}])/iu,
    family:
      /(?<![\p{L}])(?:familienanamnese|mutter|vater|bruder|schwester|geschwister|oma|opa|großmutter|großvater|onkel|tante|familie)(?![\p{L}])/iu,
    social:
      /(?<![\p{L}])(?:rauch\p{L}*|raucher\p{L}*|zigaretten|packungsjahre|alkohol|trinke|trinkt|wein|bier|drogen|arbeite|arbeitet|beruf|rente|rentner\p{L}*|lebt mit|wohnt mit|verheiratet|sport|bewegung|ernährung)(?![\p{L}])/iu,
    past_history:
      /(?<![\p{L}])(?:vorerkrankung\p{L}*|vorgeschichte|diagnostiziert|operiert|operation|krankenhaus|stationär|vor \d+ jahren|chronisch\p{L}*)(?![\p{L}])/iu,
    ros: /(?<![\p{L}])(?:fieber|schüttelfrost|nachtschweiß|gewichtsverlust|brustschmerz\p{L}*|atemnot|übelkeit|erbrechen|durchfall|verstopfung|kopfschmerzen|schwindel|herzklopfen|husten)(?![\p{L}])/iu,
    exam: /(?<![\p{L}])(?:bei der untersuchung|körperliche untersuchung|untersuchungsbefund|auskultation|palpation|druckschmerz\p{L}*|herzgeräusch|rasselgeräusche|giemen|ödem\p{L}*|rötung|beweglichkeit|kraft|reflexe|sensibilität|pulse|lymphknoten|weich|rhythmisch|unauffällig)(?![\p{L}])/iu,
    vitals:
      /(?<![\p{L}])(?:vitalparameter|vitalzeichen|blutdruck|herzfrequenz|puls|temperatur|sättigung|gewicht|bmi|\d{2,3}\/\d{2,3})(?![\p{L}])/iu,
    results:
      /(?<![\p{L}])(?:labor\p{L}*|blutwerte|röntgen\p{L}*|mrt|ct|ultraschall|sonographie|echo\p{L}*|ekg|befund\p{L}*|ergebnis\p{L}*|hba1c|cholesterin|biopsie|zeigt|zeigte|ergab)(?![\p{L}])/iu,
    assessment:
      /(?<![\p{L}])(?:diagnose|beurteilung|ich denke|ich glaube|vereinbar mit|wahrscheinlich|verdacht|v\. a\.|es handelt sich|(?:ist|sind) (?:gut eingestellt|stabil|entgleist))(?![\p{L}])/iu,
    plan: /(?<![\p{L}])(?:ich verschreibe|ich werde|wir werden|verschreib\p{L}*|verordn\p{L}*|anordn\p{L}*|überweis\p{L}*|beginnen|weiter(?:hin)?|fortsetzen|erhöh\p{L}*|reduzier\p{L}*|absetzen|physiotherapie|schonen|kühlen|vermeiden|plan|sollten|kontrolle|wiedervorstellung|termin)(?![\p{L}])/iu,
    follow_up:
      /(?<![\p{L}])(?:wiedervorstellung|kontrolle in|nächste\p{L}* termin|in \d+ (?:tagen|wochen|monaten)|wiederkommen|wieder vorbei)(?![\p{L}])/iu,
  },
  phases: {
    exam: /(?<![\p{L}])(?:ich untersuche|ich würde sie (?:gern|gerne) untersuchen|lassen sie mich|bei der untersuchung|körperliche untersuchung|machen sie sich (?:bitte )?frei|vitalparameter)(?![\p{L}])/iu,
    results:
      /(?<![\p{L}])(?:die laborwerte|die blutwerte|das röntgenbild|der befund|das ekg|die ergebnisse)(?![\p{L}])/iu,
    plan: /(?<![\p{L}])(?:zusammenfassend|der plan|meine beurteilung|ich denke|ich glaube|die diagnose|ich verschreibe|wir werden|ich werde (?:ihnen|die|den|das))(?![\p{L}])/iu,
  },
  complaint: [
    /(?<![\p{L}])(?:stellt sich (?:heute )?(?:vor )?(?:wegen|mit|zur)|kommt (?:heute )?wegen|vorstellungsgrund(?: ist)?)\s+([^.,;?]{3,80})/iu,
  ],
  complaintQuestion:
    /(?<![\p{L}])(?:was führt sie|was kann ich für sie tun|was ist los|was fehlt ihnen|erzählen sie|welche beschwerden)(?![\p{L}])/iu,
  followUp:
    /(?<![\p{L}])(?:wiedervorstellung|kontrolle in|nächste\p{L}* termin|in \d+ (?:tagen|wochen|monaten)|wiederkommen|wieder vorbei)(?![\p{L}])/iu,
  gender: {
    female: /(?<![\p{L}])(?:\d+-jährige [Pp]atientin|[Pp]atientin|[Ff]rau [A-ZÄÖÜ]\p{L}+)(?![\p{L}])/u,
    male: /(?<![\p{L}])(?:\d+-jähriger [Pp]atient|[Hh]err [A-ZÄÖÜ]\p{L}+)(?![\p{L}])/u,
  },
  qa: {
    question:
      /^(?:und |also )*(?:haben sie|hatten sie|gibt es|gab es|bemerken sie|leiden sie an|leiden sie unter)(?: irgendwelche| auch)?\s+([\p{L}][\p{L} ,'-]{2,60}?)\s*\??$/iu,
    yes: /^(?:ja|manchmal|ein bisschen|etwas|schon)(?![\p{L}])[\s,.!]*(?:[\p{L}]+[\s,.!]*){0,3}$/iu,
    no: /^(?:nein|nö|nie|keine|keinen|gar nicht|überhaupt nicht)(?![\p{L}])[\s,.!]*(?:[\p{L}]+[\s,.!]*){0,4}$/iu,
    denies: 'Verneint',
    reports: 'Gibt an:',
  },
  thirdPerson,
  titles: [
    [/vorstellungsgrund|anlass/i, 'complaint'],
    [/aktuelle anamnese|subjektiv|verlauf|anamnese/i, 'hpi'],
    [/systemanamnese/i, 'ros'],
    [/familie/i, 'family'],
    [/sozial|noxen|lebensstil/i, 'social'],
    [/medikation|medikamente/i, 'medication'],
    [/allergi/i, 'allergies'],
    [/vorerkrankungen|vorgeschichte/i, 'past_history'],
    [/vital/i, 'vitals'],
    [/befund|untersuchung|objektiv/i, 'exam'],
    [/diagnostik|labor|ergebnisse/i, 'results'],
    [/beurteilung|diagnose|probleme/i, 'assessment'],
    [/procedere|plan|empfehlung|therapie/i, 'plan'],
    [/wiedervorstellung|kontrolle|termin/i, 'follow_up'],
    [/diktat|notiz|zusammenfassung/i, 'all'],
  ],
  edits: {
    remove:
      'entferne|entfernen|entfernt|losche|loschen|loscht|streiche|streichen|streicht|tilge|tilgen|nimm|nehmen|lass|lassen|raus|weglassen|herausnehmen',
    add: 'erganze|erganzen|erganzt|fuge|fugen|fugt|hinzufugen|schreibe|schreib|schreiben|trage|tragen|eintragen|notiere|notieren|vermerke|vermerken|nimm|nehmen|aufnehmen|setze|setzen',
    move: 'verschiebe|verschieben|verschiebt|verlege|verlegen|ubertrage|ubertragen|bewege|bewegen',
    replace:
      'ersetze|ersetzen|ersetzt|tausche|tauschen|andere|andern|korrigiere|korrigieren|berichtige|berichtigen|wechsle|wechseln',
    shorten:
      'kurze|kurzen|kurzt|verkurze|verkurzen|straffe|straffen|fasse|fassen|zusammenfassen|reduziere|reduzieren|vereinfache|vereinfachen',
    shorter: /^(?:mache?|machen sie)\s+(.+?)\s+(?:kurzer|knapper|pragnanter)$/,
    from: 'aus|von|vom|in|im|unter|bei|beim',
    to: 'in|ins|im|zu|zum|zur|unter|nach',
    by: 'durch|mit|zu|in|gegen',
    polite: 'bitte|konnten sie|konnen sie|kannst du|konntest du|wurden sie|sie|auch|noch|jetzt|ok|dann',
    articles: 'der|die|das|den|dem|des|ein|eine|einen|einem|einer',
    section: 'abschnitt|abschnitte|teil|rubrik|feld|bereich|punkt',
    note: 'notiz|dokument|text|bericht|brief|alles',
    everywhere:
      'uberall|im ganzen text|im gesamten text|im ganzen dokument|im gesamten dokument|in der ganzen notiz|in allen abschnitten',
    that: 'dass',
    narrative: 'entfernt|loscht|streicht|erganzt|fugt|verschiebt|ersetzt|kurzt|raus',
    mentionOf:
      '(?:die|den|alle|jede)\\s+(?:zeilen?|satz|satze|angaben?|erwahnung|erwahnungen|hinweise?)\\s+(?:zu|uber|von|mit|zum|zur|auf)|alles (?:zu|uber)',
    particles: 'hinzu|ein|heraus|raus|weg|zusammen|auf|an',
    verbLast: true,
  },
  abbreviations: [
    ['Blutdruck', 'RR'],
    ['Herzfrequenz', 'HF'],
    ['arterielle Hypertonie', 'aHT'],
    ['Diabetes mellitus Typ 2', 'DM2'],
    ['chronisch obstruktive Lungenerkrankung', 'COPD'],
    ['Harnwegsinfekt', 'HWI'],
  ],
}
