import type { ReadingPack } from './pack'

/** How de consultations are read: speakers, sentences, cue words. */
export const de: ReadingPack = {
  clinicianLabel:
    /^(?:arzt|ärztin|kinderarzt|kinderärztin|hausarzt|hausärztin|psychiater|psychiaterin|hebamme|aerztin|dr\.?|doktor|doktorin|pflegekraft|pfleger|krankenschwester|mfa)$/,
  patientLabel:
    /^(?:patient|patientin|pat\.?|angehörige|angehöriger|mutter|vater|ehefrau|ehemann|tochter|sohn|betreuerin|betreuer|partnerin|partner|kind|junge|mädchen)$/,
  fillers: [
    /(?<![\p{L}])(?:äh+m*|ähm+|öh+m*|hm+|mhm|halt|sozusagen|quasi|irgendwie|na ja|naja)(?![\p{L}])[,.]?/giu,
    /(?:^\s*|,\s*)(?:ehrlich gesagt|um ehrlich zu sein),\s*/giu,
  ],
  leading:
    /^(?:(?:hallo|guten (?:tag|morgen|abend)|grüß gott|moin)(?: [\p{L}]+(?=[,.!]))?|also|okay|ok|gut|ja|nein|genau|so|und|aber|(?:jetzt|nun)(?=\s*[,.!])|na|alles klar|in ordnung|schön|prima|sehr gut)(?![\p{L}])[\s,.!]*/iu,
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
    /^(?:(?:(?:gut|okay|also),?\s+)?(?:wir wollten|wir wollen|ich möchte|ich wollte|lassen sie uns) (?:heute )?(?:ihre|seine|die) medikamente (?:heute |einmal |gemeinsam |zusammen )*(?:durchgehen|durchsehen|besprechen|überprüfen)|danke,? das (?:ist wichtig|hilft|ist gut zu wissen)|(?:(?:frau|herr) \p{Lu}\p{L}+,? )?schön,? dass sie (?:da sind|gekommen sind|hier sind)|(?:(?:hallo|guten (?:tag|morgen|abend)),? )?(?:(?:frau|herr) \p{Lu}\p{L}+,? )?(?:kommen sie (?:doch )?(?:rein|herein)(?:,? (?:und )?nehmen sie (?:doch )?platz)?|nehmen sie (?:doch )?platz)|(?:(?:schön|gut|okay|prima),?\s+)?(?:ich )?(?:notiere|schreibe) (?:mir )?(?:das|es)(?: (?:noch einmal|nochmal|noch mal))?(?: auf)?|(?:(?:schön|gut|okay|prima),?\s+)?das (?:notiere|schreibe) ich(?: mir)?(?: noch einmal| nochmal)?(?: auf)?|(?:(?:herzlichen|alles gute,?|ganz herzlichen) )?glückwunsch(?: zur geburt| zum baby| zu(?:r|m) (?:kleinen|tochter|sohn|nachwuchs))?|hallo|guten (?:tag|morgen|abend)|wie geht es ihnen|danke|vielen dank|bitte|tschüss|auf wiedersehen|ja|nein|okay|gut|genau|alles klar|in ordnung|prima|sehr gut|noch fragen|haben sie noch fragen|keine fragen)(?![\p{L}])[\s,.!?]*$/iu,
  assistant:
    /(?<![\p{L}])(?:hallo|hey|ok),? (?:assistent|escriba)[,.?!]*|(?<=^[\s,]*(?:(?:okay|ok|so|gut|also)[\s,]*)*)(?:zeig(?:e|en sie)? mir|öffne) (?:die|den|das) [^.?!]*[.?!]?\s*$/giu,
  stopwords: new Set(
    `der die das den dem des ein eine einen einem einer und oder aber mit ohne von vom zu zum zur in im an am auf aus bei für über unter nach vor seit bis durch gegen um als wie wenn dass ob weil auch noch schon nur sehr mehr weniger nicht kein keine ja nein so also dann jetzt heute hier da dort ich du er sie es wir ihr mich mir mein meine sich sein seine ihr ihre ihm ihn haben hat habe hatte ist bin sind war waren wird werden kann können muss soll gut mal etwas ganz immer wieder man was wer wo patient patientin`.split(
      /\s+/,
    ),
  ),
  clinical:
    /(?<![\p{L}])(?:wein\p{L}*|schrei\p{L}*|nachtschweiß|schweißausbr\p{L}*|krampf\p{L}*|krämpfe|kolik\p{L}*|flanke|leiste|appetit|migräne\p{L}*|schläft|schlafe|stimmung|traurig|niedergeschlagen|periode|menstruation|regelblutung|\p{L}*schmerz\p{L}*|weh|fieber|husten|übelkeit|erbrechen|durchfall|verstopfung|schwindel|kopfschmerzen|müde|müdigkeit|schwäche|taubheit|kribbeln|juckreiz|ausschlag|blut|blutung|atemnot|luftnot|dyspnoe|brust|herz|lunge|bauch|magen|rücken|nacken|knie|hüfte|schulter|knöchel|sprunggelenk|fuß|füße|hand|arm|bein|beine|gelenk\p{L}*|muskel|hals|ohr|auge|nase|haut|urin|wasserlassen|niere|leber|gewicht|zucker|blutzucker|blutdruck|diabetes|bluthochdruck|hypertonie|cholesterin|asthma|copd|krebs|infekt|infektion|arthrose|depression|angst|schlaf|schlafen|operation|operiert|fraktur|bruch|verstauchung|sturz|gestürzt|umgeknickt|verstaucht|hingefallen|medikament\p{L}*|tabletten?|mg|dosis|rezept|insulin|untersuchung|labor|blutwerte|röntgen|mrt|ct|ultraschall|sonographie|echo|ekg|befund\p{L}*|biopsie|diagnose|herzgeräusch|ödem\p{L}*|rötung|auskultation|druckschmerz\p{L}*|beschwerden|symptome?|vorerkrankung\p{L}*|allergi\p{L}*|rauch\p{L}*|alkohol|sport|ernährung|physiotherapie|kontrolle|termin|verschreib\p{L}*|erhöh\p{L}*|reduzier\p{L}*|absetzen|mmhg|%|\d+)(?![\p{L}])/giu,
  cues: {
    allergies: /(?<![\p{L}])allergi\p{L}*|unverträglich\p{L}*/iu,
    medication: /(?<![\p{L}])(?:medikament\p{L}*|tabletten?|nehme|nimmt|\d+ ?mg)(?![\p{L}])/iu,
    family:
      /(?<![\p{L}])(?:familienanamnese|mutter|vater|bruder|schwester|geschwister|oma|opa|großmutter|großvater|onkel|tante|familie)(?![\p{L}])/iu,
    social:
      /(?<![\p{L}])(?:rauch\p{L}*|geraucht|raucher\p{L}*|zigaretten|packungsjahre|alkohol|(?:trinke|trinkt)(?! (?:genug|ausreichend|wasser|viel wasser|gut|wenig|normal))(?![^.]*?(?:liter|wasser|flüssigkeit|tee|saft|windel\p{L}*|pipi|urin|fläschchen|brust|milch)(?![\p{L}]))|wein|bier\p{L}*|drogen|arbeite|arbeitet|beruf|rente|rentner\p{L}*|lebt mit|wohnt mit|verheiratet|sport|bewegung|ernährung)(?![\p{L}])/iu,
    past_history:
      /(?<![\p{L}])(?:vorerkrankung\p{L}*|hohes cholesterin|bluthochdruck|vorgeschichte|diagnostiziert|operiert|operation|krankenhaus|stationär|vor \d+ jahren|chronisch\p{L}*)(?![\p{L}])/iu,
    ros: /(?<![\p{L}])(?:fieber|schüttelfrost|nachtschweiß|gewichtsverlust|brustschmerz\p{L}*|atemnot|übelkeit|erbrechen|durchfall|verstopfung|kopfschmerzen|schwindel|herzklopfen|husten)(?![\p{L}])/iu,
    exam: /(?<![\p{L}])(?:milz (?:ist )?(?:nicht )?(?:tastbar|vergrößert)|splenomegalie|hepatomegalie|knoten|verhärtung|lipohypertrophie|(?:frei |eingeschränkt |schmerzhaft )?beweglich|halswirbelsäule|hws|lendenwirbelsäule|lws|schleimhäute|schleimhaut|blass|exsikkiert|\p{L}+-zeichen|rachen (?:ist )?(?:leicht |etwas |stark )?(?:gerötet|rot|unauffällig|reizlos)|trommelfell\p{L}*|tonsillen|mandeln|otoskopie|bei der untersuchung|monofilament|stimmgabel|vibrationsempfinden|fußpulse|fusspulse|pulse (?:sind )?(?:gut )?tastbar|tastbar|vordere schublade|hintere schublade|lachman|mcmurray|pivot[- ]shift|apley|thessaly|phalen|tinel|spurling|romberg|babinski|kernig|brudzinski|finkelstein|hawkins|neer|jobe|murphy|rovsing|mcburney|blumberg|homans|körperliche untersuchung|die neurologische untersuchung|meningismus|nackensteifigkeit|untersuchungsbefund|auskultation|palpation|druckschmerz\p{L}*|herzgeräusch|rasselgeräusche|giemen|ödem\p{L}*|rötung|geschwollen\p{L}*|schwellung|eiter\p{L}*|granulation|beweglichkeit|seitenb\p{L}*|bandapparat|kreuzb\p{L}*|meniskus\p{L}*|erguss|kraft|\p{L}*reflex\p{L}*|sensibilität|pulse|lymphknoten|weich|rhythmisch|unauffällig|tonsillen|rachen|lasègue\p{L}*|lasegue\p{L}*|urinstix|leukozyten|nitrit|nierenlager|klopfschmerz\p{L}*|trommelfell\p{L}*|belag|beläge|gerötet)(?![\p{L}])/iu,
    vitals:
      /(?<![\p{L}])(?:vitalparameter|vitalzeichen|blutdruck|herzfrequenz|puls|temperatur|sättigung|gewicht|bmi|\d{2,3}\/\d{2,3})(?![\p{L}])/iu,
    results:
      /(?<![\p{L}])(?:mcv|harnsäure|fragebogen|phq-?9|gad-?7|zuckerbelastung\p{L}*|ogtt|glukosetoleranz\p{L}*|labor\p{L}*|blutwerte|röntgen\p{L}*|mrt|ct|ultraschall|sonographie|echo\p{L}*|ekg|befund\p{L}*|ergebnis\p{L}*|hba1c|\p{L}*cholesterin|ldl|hdl|triglyzerid\p{L}*|nieren(?:werte|-)|leberwerte|herz-kreislauf-risiko|kalium|natrium|kreatinin|gfr|egfr|inr|quick|tsh|t4|ft4|t3|ft3|ferritin|hämoglobin|hb|vitamin[ -]?b12|vitamin d|folsäure|leukozyten|langzeitwert|thrombozyten|troponin|crp|psa|nt-probnp|knochendichte\p{L}*|dxa|t-score|t-wert|z-score|biopsie|zeigt|zeigte|ergab)(?![\p{L}])/iu,
    assessment:
      /(?<![\p{L}])(?:diagnose|beurteilung|ich denke|ich glaube|(?:es|das) klingt (?:so,? )?(?:als|nach)|(?:es|das) sieht so aus,? als|vereinbar mit|wahrscheinlich|verdacht|v\. a\.|es handelt sich|(?:ist|sind) (?:gut eingestellt|stabil|entgleist)|(?:ist|sind) (?:also |jetzt |noch )?(?:etwas |deutlich |ein bisschen |ein wenig )?(?:schlechter|besser|schlecht|unzureichend) eingestellt|(?:ist|sind) (?:noch |immer noch )?(?:nicht )?(?:im zielbereich|ausreichend eingestellt|gut eingestellt))(?![\p{L}])/iu,
    plan: /(?<![\p{L}])(?:ich verschreibe|ich schlage|schlage ich|vorschlagen|(?:wir )?könnten (?:\p{L}+ ){0,3}(?:dazunehmen|ergänzen|beginnen|anfangen|wechseln|erhöhen|versuchen)|(?:zwei|drei|mehrere) möglichkeiten|besprechen wir|verlänger\p{L}*|nehmen sie (?:nur|bitte|ab|ab morgen|heute|morgen)|kontrollieren wir|wir kontrollieren|ich werde|wir werden|sie bekommen|bekommen sie|ich gebe ihnen|verschreib\p{L}*|verordn\p{L}*|anordn\p{L}*|veranlass\p{L}*|überweis\p{L}*|beginnen|weiter(?:hin)?|fortsetzen|beibehalten|bleiben (?:wir )?(?:\p{L}+ )?(?:bei|beim)|erhöh\p{L}*|reduzier\p{L}*|absetzen|pausieren|auslassen|weglassen|wiederhol\p{L}*|physiotherapie|schonen|kühlen|vermeiden|plan|sollten|(?<!(?:letzten|vorigen|vorherigen|früheren) )kontrolle|(?<!(?:letzten|vorigen|vorherigen|früheren) )wiedervorstellung|termin)(?![\p{L}])/iu,
    follow_up:
      /(?<![\p{L}])(?:wiedervorstellung|kontrolle in|nächste\p{L}* termin|in (?:etwa |ungefähr |circa )?\d+(?: (?:bis|oder) \d+)? (?:tagen|wochen|monaten|jahren)|in (?:einer woche|einem monat|einem jahr)|(?:sprechen|sehen) uns (?:wieder|in)|wiederkommen|wieder vorbei|kommen sie (?:bitte )?wieder)(?![\p{L}])/iu,
  },
  phases: {
    exam: /(?<![\p{L}])(?:(?:dann )?schaue ich (?:mal|mir das|es mir)(?: an)?|(?:halten|zeigen) Sie (?:\p{L}+ ){0,4}?(?:in die|vor die) Kamera|(?:ich )?schaue (?:mal |jetzt |kurz )?(?:ins|in die|in den|in das) \p{L}+|(?:höre|horche) (?:\p{L}+ ){0,3}ab|ich untersuche|ich messe|messen wir|(?:ich )?schaue (?:mir |dir )?(?:(?:das|sie|es|den|die|ihn|Ihre?n?|deine?n?)(?: \p{L}+)? ?)?(?:mal |kurz |jetzt )?an|schauen wir (?:uns )?(?:das )?(?:mal |kurz )?an|ich sehe mir|ich gucke|ich würde sie (?:gern|gerne) untersuchen|lassen sie mich|lassen sie (?:mal |kurz )?(?:sehen|schauen|gucken)|(?<=^(?:(?:so|gut|okay|dann|also),? )*)(?:ich )?(?:schaue?|gucke?) (?:ich )?(?:mal|kurz|jetzt)(?: (?:nach|rein|drauf))?(?=[.!]?$)|(?:ich )?schau (?:mir |dir )?(?:das|es|sie|ihn) (?:mal |kurz |jetzt )?an|zeigen sie (?:mal )?her|darf ich (?:mal |kurz )?(?:sehen|schauen|gucken)|bei der untersuchung|körperliche untersuchung|machen sie sich (?:bitte )?frei|vitalparameter)(?![\p{L}])/iu,
    results:
      /(?<![\p{L}])(?:(?:das|der|die|ihr|ihre|sein|seine) (?:tsh|freie t4|ft4|t4|kalium|natrium|kreatinin|hämoglobin|hb|inr|cholesterin|ldl|ferritin|psa|crp|vitamin d|vitamin b12|hba1c|blutzucker)(?:wert)? (?:ist|war|liegt|lag)|die laborwerte|die blutwerte|das röntgenbild|der befund|das ekg|die ergebnisse)(?![\p{L}])/iu,
    plan: /(?<![\p{L}])(?:zusammenfassend|(?:es|das) klingt (?:so,? )?(?:als|nach)|(?:es|das) sieht so aus,? als|ich empfehle|ich würde ihnen|ich rate ihnen|der plan|meine beurteilung|ich denke|ich glaube|die diagnose|(?:müssen|sollten) wir (?:\p{L}+ ){1,4}ausschließen|wir müssen (?:\p{L}+ ){1,4}ausschließen|ich verschreibe|wir werden|ich werde (?:ihnen|die|den|das))(?![\p{L}])/iu,
  },
  followUp:
    /(?<![\p{L}])(?:wiedervorstellung|kontrolle in|nächste\p{L}* termin|in \d+(?: (?:bis|oder) \d+)? (?:tagen|wochen|monaten)|wiederkommen|wieder vorbei|kommen sie (?:bitte )?wieder)(?![\p{L}])/iu,
  negation:
    /(?<![\p{L}])(?:nicht|kein|keine|keinen|keinem|keiner|keines|keinerlei|nie|niemals|nichts|weder|verneint|ohne|nein)(?![\p{L}])/iu,
  condition: /(?<![\p{L}])(?:wenn|falls|sofern)(?![\p{L}])|(?:^|[,;:]\s*)sollten?(?![\p{L}])/iu,
  visitTalk:
    /(?<![\p{L}])(?:(?:ich sehe|wie ich sehe|ich weiß),? (?:dass )?sie (?:kommen|sind) (?:heute )?(?:wegen|mit)|(?:(?:hallo|guten (?:tag|morgen)),? )?(?:(?:herr|frau) \p{L}+,? )?(?:schauen|sehen) wir uns (?:heute |jetzt |mal )?(?:ihr|ihre|dein|deine|das|die) \p{L}*(?:tagebuch|protokoll|werte|heft)(?: von zu hause)? an|es gibt (?:zwei|drei|mehrere|verschiedene) (?:möglichkeiten|optionen)|heute ist (?:die|Ihre) \p{L}+(?:kontrolle|untersuchung|sprechstunde)|(?:lassen sie uns|ich möchte|ich will|wir wollen) (?:jetzt |kurz )?(?:über )?(?:den plan|die befunde|das weitere vorgehen|die ergebnisse) (?:sprechen|besprechen|reden))(?![\p{L}])/iu,
  identity:
    /(?<![\p{L}])(?:hier (?:ist|spricht) (?:dr\.?|doktor|frau dr\.?|herr dr\.?) \p{L}+|geburtsdatum|ihr name|ihren namen|vollständigen namen|versichertennummer|krankenversicherungsnummer|versichertenkarte|geboren am)(?![\p{L}])/iu,
}
