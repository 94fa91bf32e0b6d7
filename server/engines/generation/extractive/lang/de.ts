import { de as reading } from '../../../clinical/lang/de'
import type { Gender, LanguagePack, Speaker } from './pack'

/** First-person verbs (after 'ich' or before it, inverted) and their third-person form. */
const VERBS: Record<string, string> = {
  habe: 'hat',
  friere: 'friert',
  schwitze: 'schwitzt',
  zittere: 'zittert',
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
  würde: 'würde',
  wäre: 'wäre',
  hätte: 'hätte',
  könnte: 'könnte',
  müsste: 'müsste',
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
  krieg: 'kriegt',
  spiele: 'spielt',
  spiel: 'spielt',
  dusche: 'duscht',
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
  tu: 'tut',
  tue: 'tut',
  schaffe: 'schafft',
  höre: 'hört',
  liege: 'liegt',
  sitze: 'sitzt',
  stehe: 'steht',
  erbreche: 'erbricht',
  übergebe: 'übergibt',
  breche: 'bricht',
  spreche: 'spricht',
  gebe: 'gibt',
  lese: 'liest',
  helfe: 'hilft',
  falle: 'fällt',
  halte: 'hält',
  lasse: 'lässt',
  fahre: 'fährt',
  trage: 'trägt',
}
/** Forms only the first person has: said again later in the patient's sentence ('… und habe zu nichts Lust'). */
const ONLY_FIRST = new Set(Object.keys(VERBS).filter((v) => VERBS[v] !== v))
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
  hätten: 'hätte',
  wären: 'wäre',
  würden: 'würde',
  könnten: 'könnte',
  müssten: 'müsste',
  wollen: 'will',
  wissen: 'weiß',
  sehen: 'sieht',
  essen: 'isst',
  schlafen: 'schläft',
  laufen: 'läuft',
  geben: 'gibt',
  vergessen: 'vergisst',
}
const REFLEXIVE = /^mich$/i
const POSSESSIVE = /^mein(e|en|em|er|es)?$/i
const YOUR = /^Ihr(e|en|em|er|es)?$/

function names(gender: Gender) {
  if (gender === 'female') return { s: 'sie', p: 'ihr', o: 'ihr' }
  if (gender === 'male') return { s: 'er', p: 'sein', o: 'ihm' }
  return null
}

/** Words that open a clause whose verb comes last. */
const SUBORDINATOR =
  /^(?:wenn|weil|dass|ob|als|bevor|nachdem|seit|seitdem|während|obwohl|sobald|falls|bis|damit|sodass|solange)$/i

/** The third person of a regular first-person verb ('drehe' → 'dreht', 'arbeite' → 'arbeitet'), or null. */
function regularThird(verb: string): string | null {
  if (!/^\p{Ll}{3,}e$/u.test(verb) || STRONG_E.test(verb) || prefixed(verb, STRONG_E)) return null
  const stem = verb.slice(0, -1)
  return /[dt]$/.test(stem) ? `${stem}et` : `${stem}t`
}
/** First-person forms whose third person changes its vowel ('laufe' → 'läuft'): not guessed. */
const STRONG_E =
  /^(?:laufe|schlafe|fahre|trage|esse|nehme|gebe|sehe|lese|spreche|vergesse|helfe|treffe|werfe|falle|halte|lasse|wasche|breche|sterbe|werde|habe|bin|weiß)$/

/** Prefixes of a verb whose clause-final first person is written whole ('einschlafe', 'runterkomme'). */
const VERB_PREFIX =
  /^(ein|auf|an|ab|aus|mit|nach|vor|zu|zurück|weg|runter|rauf|rein|raus|hin|her|los|fest|weiter|wieder|durch|um|über|unter|be|ver|er|ent|zer)(\p{Ll}{4,})$/u
/** Whether the verb is a prefix before a form the pattern knows ('einschlafe' is 'ein' + 'schlafe'). */
function prefixed(verb: string, known: RegExp): boolean {
  const m = VERB_PREFIX.exec(verb)
  return !!m && known.test(m[2]!)
}
/** The third person of a prefixed verb the table knows ('einschlafe' → 'einschläft'), or null. */
function prefixedThird(verb: string): string | null {
  const m = VERB_PREFIX.exec(verb)
  const third = m && ONLY_FIRST.has(m[2]!) ? VERBS[m[2]!] : undefined
  return third ? `${m![1]}${third}` : null
}

/** Verbs after 'mir' that make the patient the one something happens to, not the subject ('mir ist schwindelig'). */
const EXPERIENCED =
  /^(?:ist|war|wird|wurde|geht|ging|tut|tat|tun|fällt|fiel|bleibt|reicht|passiert|schwindelt)$/i

/** Whether the clause around word k has 'ich' as its subject (the clause runs between punctuation marks). */
function ownClause(words: string[], k: number): boolean {
  const ends = (j: number) => /[,.;:!?]$/.test(words[j] ?? '')
  let start = k
  while (start - 2 >= 0 && !ends(start - 2)) start -= 2
  let end = k
  while (end + 2 < words.length && !ends(end)) end += 2
  for (let j = start; j <= end; j += 2) if (/^ich[,.;:!?]*$/i.test(words[j]!)) return true
  return false
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
        let moved = false
        for (const v of [k + 2, k - 2]) {
          const verb = clean(v).toLowerCase()
          if (VERBS[verb]) {
            words[v] = words[v]!.replace(new RegExp(clean(v), 'i'), (m) =>
              m[0] === m[0]!.toUpperCase()
                ? VERBS[verb]!.charAt(0).toUpperCase() + VERBS[verb]!.slice(1)
                : VERBS[verb]!,
            )
            moved = true
            break
          }
        }
        // 'Dann schüttle ich die Hand aus' → 'schüttelt': a verb of '-eln' next to 'ich' ('schüttle', 'wechsle').
        for (const v of moved ? [] : [k + 2, k - 2]) {
          const verb = clean(v)
          if (!/^\p{Ll}{2,}[^aeiouäöü\s]le$/u.test(verb)) continue
          words[v] = words[v]!.replace(verb, `${verb.slice(0, -2)}elt`)
          moved = true
          break
        }
        // 'Ich schnarche laut', 'Nachts schnarche ich': a regular verb in its place, before an opening 'ich' or
        // just before an inverted one ('schnarche' → 'schnarcht'), never guessed elsewhere.
        // ('Etwa fünf am Tag, ich versuche weniger zu rauchen': a main clause after a comma opens with it too.)
        const opening =
          k === 0 || /^(?:und|aber|oder|denn|doch)$/i.test(clean(k - 2)) || /,$/.test(words[k - 2] ?? '')
        const placed = opening ? k + 2 : k - 2
        // ('wollte', 'machte': a past tense in -te is the third person already, and 'warte' cannot be told from it.)
        const regular =
          moved || SUBORDINATOR.test(clean(k - 2)) || /te$/.test(clean(placed))
            ? null
            : regularThird(clean(placed))
        if (regular) {
          words[placed] = words[placed]!.replace(clean(placed), regular)
          moved = true
        }
        // '…, wenn ich mich im Bett nach rechts drehe': after 'wenn', 'weil', 'dass' the verb closes the clause;
        // a regular one ('drehe' → 'dreht', 'arbeite' → 'arbeitet') is moved, any other leaves the sentence out.
        if (!moved && SUBORDINATOR.test(clean(k - 2))) {
          let v = k + 2
          while (v < words.length && !/[,.;:!?]$/.test(words[v]!)) v += 2
          const last = Math.min(v, words.length - 1)
          const verb = clean(last).toLowerCase()
          // Already moved by an earlier 'ich' of the sentence ('Ich habe Schmerzen, wenn ich huste').
          const done = Object.values(VERBS).includes(verb) || /\p{Ll}e?t$/u.test(verb)
          const third = done ? verb : (VERBS[verb] ?? prefixedThird(verb) ?? regularThird(verb))
          if (!third) return null
          words[last] = words[last]!.replace(clean(last), third)
          // '…, wenn ich eine Tasse hebe oder jemandem die Hand gebe': the clause's first verb, after its object
          // and before the 'oder', is the same subject's ('hebt'); one the table cannot turn leaves the sentence out.
          for (let c = k + 4; c < last; c += 2) {
            if (!/^(?:und|oder)$/i.test(clean(c + 2)) || !/^\p{Lu}/u.test(clean(c - 2))) continue
            const first = clean(c)
            if (!/^\p{Ll}{2,}e$/u.test(first)) continue
            const turned = VERBS[first] ?? prefixedThird(first) ?? regularThird(first)
            if (!turned) return null
            words[c] = words[c]!.replace(first, turned)
          }
        }
        // The same subject's other verbs: 'und habe …', '… seit ich die Arbeit verloren habe'.
        for (let v = k + 4; v < words.length; v += 2) {
          const verb = clean(v).toLowerCase()
          if (ONLY_FIRST.has(verb)) words[v] = words[v]!.replace(clean(v), VERBS[verb]!)
        }
      } else if (REFLEXIVE.test(w)) {
        // '…, aber es macht mich müde': with another subject, 'mich' is the patient ('macht sie müde').
        const them = gender === 'female' ? 'sie' : gender === 'male' ? 'ihn' : 'den Patienten'
        words[k] = `${ownClause(sentence.split(/(\s+)/), k) ? 'sich' : them}${tail}`
      } else if (/^mir$/i.test(w)) {
        // 'Ich habe mir das Handgelenk gebrochen' → 'hat sich …': with the patient as the clause's subject, 'mir'
        // is reflexive.
        // ('… und mir ist schwindelig', 'mir geht es gut': the patient as the one it happens to.)
        if (!EXPERIENCED.test(clean(k + 2)) && ownClause(sentence.split(/(\s+)/), k)) {
          words[k] = `sich${tail}`
          continue
        }
        if (!n) return null
        words[k] = `${k === 0 ? n.o.charAt(0).toUpperCase() + n.o.slice(1) : n.o}${tail}`
      } else if (POSSESSIVE.test(w)) {
        if (!n) return null
        const ending = POSSESSIVE.exec(w)![1] ?? ''
        words[k] = `${k === 0 ? n.p.charAt(0).toUpperCase() + n.p.slice(1) : n.p}${ending}${tail}`
      }
    } else if (w === 'Sie' && k > 0) {
      // 'Sie sehen aus, als hätten Sie Schmerzen': an opening formal 'Sie' no rule turns; the sentence stays as said.
      if (clean(0) === 'Sie' && (FORMAL[clean(2).toLowerCase()] || /^\p{Ll}+en$/u.test(clean(2))))
        return sentence
      const subject = n?.s ?? 'der Patient'
      words[k] = `${subject}${tail}`
      let agreed = false
      for (const v of [k - 2, k + 2]) {
        const verb = clean(v)
        if (FORMAL[verb.toLowerCase()]) {
          words[v] = words[v]!.replace(verb, FORMAL[verb.toLowerCase()]!)
          agreed = true
          break
        }
      }
      // 'Im Gespräch wirken Sie bedrückt' → 'wirkt er': a verb in -en before 'Sie' takes the singular.
      const before = clean(k - 2)
      if (!agreed && /^[a-zäöü]\p{L}*en$/u.test(before)) {
        const stem = before.slice(0, -2)
        words[k - 2] = words[k - 2]!.replace(before, /[td]$/.test(stem) ? `${stem}et` : `${stem}t`)
        agreed = true
      }
      // A verb that cannot be made to agree: the clinician's words stay as said.
      if (!agreed) return sentence
    } else if (YOUR.test(w)) {
      const ending = YOUR.exec(w)![1] ?? ''
      if (n) words[k] = `${n.p}${ending}${tail}`
      else if (speaker === 'clinician' && /^\p{Lu}/u.test(words[k + 2] ?? '')) {
        // 'Ihr Hämoglobin ist 10,8' of a patient whose sex is not known: 'Hämoglobin ist 10,8', 'Ihre Werte' →
        // 'die Werte' (the article the ending asks for; bare 'Ihr' could be 'der' or 'das').
        const article = ({ e: 'die', en: 'den', em: 'dem', er: 'der', es: 'des' } as Record<string, string>)[
          ending
        ]
        words[k] = article
          ? `${k === 0 ? article.charAt(0).toUpperCase() + article.slice(1) : article}${tail}`
          : ''
        if (!article) words[k + 1] = ''
      } else return null
    }
  }
  const text = words.join('')
  if (speaker === 'patient' && /(?<![\p{L}])(?:ich|mein\p{L}*|mich|mir)(?![\p{L}])/iu.test(text)) return null
  return text
}

export const de: LanguagePack = {
  ...reading,
  notDiscussed: 'Nicht erhoben.',
  toBeCompleted: '[bitte ergänzen]',
  complaint: [
    // A review named by the clinician ('heute ist die Diabeteskontrolle').
    /(?<![\p{L}])heute ist (?:die|Ihre) (\p{L}+(?:kontrolle|untersuchung|sprechstunde))(?=[.,;!]|$)/iu,
    /(?<![\p{L}])(?:stellt sich (?:heute )?(?:vor )?(?:wegen|mit|zur)|kommt (?:heute )?wegen|vorstellungsgrund(?: ist)?)\s+([^.,;?]{3,80})/iu,
    /(?<![\p{L}])(?:wir wollten|wir wollen|ich wollte) (?:heute )?(?:über )?(?:Ihre |Ihren |Ihr )?([^.,;?]{3,60}?) (?:besprechen|sprechen|anschauen|durchgehen)(?![\p{L}])/iu,
    // A visit the clinician asked for ('Ich habe Sie wegen der Blutwerte einbestellt').
    /(?<![\p{L}])(?:ich habe|wir haben) (?:Sie|ihn|sie) (?:heute )?wegen (?:der |des |dem |Ihrer |Ihres |Ihren )?([^.,;?]{3,60}?) (?:einbestellt|herbestellt|angerufen|gebeten)(?![\p{L}])/iu,
  ],
  complaintQuestion:
    /(?<![\p{L}])(?:was ist (?:Ihnen |dir )?passiert|was haben sie(?= ?\??$)|was führt (?:sie|dich)|was kann ich (?:heute )?für dich tun|wie ist es ihnen (?:seit|mit)|wie geht es (?:mit )?(?:ihrem|ihrer|dem|der) \p{L}+|wie geht es (?:ihr|ihm)(?= ?\?| jetzt| heute)|wie ging es ihnen|was kann ich (?:heute )?für sie tun|was gibt es|was haben sie für beschwerden|was ist (?:denn )?(?:mit (?:\p{L}+ ){1,2})?los|was fehlt ihnen|erzählen sie|welche beschwerden)(?![\p{L}])/iu,
  gender: {
    female:
      /(?<![\p{L}])(?:\d+-jährige [Pp]atientin|[Pp]atientin|[Ff]rau [A-ZÄÖÜ]\p{L}+|[Ii]ch bin (?:\S+ ){0,3}schwanger)(?![\p{L}])/u,
    male: /(?<![\p{L}])(?:\d+-jähriger [Pp]atient|[Hh]err [A-ZÄÖÜ]\p{L}+)(?![\p{L}])/u,
  },
  qa: {
    question:
      /^(?:und |also )*(?:haben sie|hatten sie|hast du|hattest du|bemerkst du|(?:hat|hatte) (?:er|sie)(?![^?]*\s(?!gehabt)(?:\p{L}+iert|ge\p{L}+t)\s*\??$)|gibt es|gab es|(?:ist|war) (?!(?:etwas|es|das|der|die|dies|dieser|diese|alles|ihnen|ihre?[nmrs]?|sie|er|noch|schon|auch|denn|mal|jetzt|gut|besser|schlechter|schlimm\p{L}*|so|in|im|am|bei|ein|eine|einer|irgend\p{L}*)(?![\p{L}]))|bemerken sie|leiden sie an|leiden sie unter)(?: irgendwelche| auch)?\s*([\p{L}][\p{L} ,'-]{2,90}?)(?:\s+(?:gehabt|bemerkt|gespürt|gemerkt|festgestellt))?\s*\??$/iu,
    yes: /^(?:ja|manchmal|ein bisschen|etwas|schon)(?![\p{L}])[\s,.!]*(?:[\p{L}]+[\s,.!]*){0,3}$/iu,
    no: /^(?:nein|nö|nie|keine|keinen|gar nicht|überhaupt nicht)(?![\p{L}])[\s,.!]*(?:(?:[\p{L}]+[\s,.!]*){0,4}|(?:(?:gar nicht|überhaupt nicht|nie|nein|seit (?:[\p{L}\d]+ ?){1,3}nicht mehr)[\s,.!]*){1,3})$/iu,
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
