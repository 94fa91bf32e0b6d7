import type { Language } from '../../../../contract/common'
import type { MedicationStatus } from '../types'

/** The words that say what a consultation established, in one language. */
export interface FactsPack {
  /** A sentence about an allergy or intolerance. */
  allergy: RegExp
  /** 'No known allergies' and its kin. */
  noAllergy: RegExp
  /** The agent of an allergy: group 1 (a few words after 'allergic to', 'alérgico a', 'allergisch gegen'). */
  allergen: RegExp[]
  /** What an allergy does (rash, swelling), to keep with it. */
  reaction: RegExp
  /** The agent of an allergy said in answer to the allergy question ('I cannot take sulfa drugs'). */
  allergenInContext: RegExp[]
  /** The question about allergies, answered over the next turns. */
  allergyQuestion: RegExp
  /**
   * The question what a drug does to the patient ('what happens when you take sulfa drugs?'): group 1 is the drug;
   * an answer naming a reaction (a rash, hives) makes it an allergy.
   */
  reactionQuestion: RegExp
  /** An allergy the question itself names ('any other allergies besides penicillin?'): group 1. */
  allergenInQuestion: RegExp
  /** The question asks about medicines ('any drug allergies?'): a 'no' is no known drug allergies. */
  drugWords: RegExp
  /** Agreement that is not a yes-word ('that's right', 'correct'). */
  affirm: RegExp
  /** Interjections an answer may open with ('oh', 'um', 'ah'). */
  filler: RegExp
  /** Words trailing an agent ('too', 'as well'). */
  trailing: RegExp
  /** A list of agents going on in the next sentence ('Yeah, and Dilatrate and cyclobenzaprine.'): group 1. */
  listGoesOn: RegExp
  /** What is not an agent ('medications', 'anything', 'a few medicines'). */
  genericAgent: RegExp
  /**
   * A switch the clinician makes ('trocar a hidroclorotiazida por losartan', 'switch the amlodipine to
   * lisinopril', 'das HCT durch Losartan ersetzen', 'cambiar el enalapril por losartán'): the match runs from the
   * verb to the word before the new medicine, so that the medicine replaced lies inside it.
   */
  switchFrom: RegExp
  /** What a clause says about a drug named in it, by speaker, strongest first. */
  status: {
    clinician: [Exclude<MedicationStatus, 'discussed'>, RegExp][]
    patient: [Exclude<MedicationStatus, 'discussed'>, RegExp][]
  }
  /**
   * The doctor's impression: group 1 is the condition; with its certainty. The first is the diagnosis said as
   * such ('the diagnosis is', 'trata-se de'), taken without a condition word; the others need one.
   */
  impression: [RegExp, 'stated' | 'probable' | 'possible'][]
  /**
   * Impressions said as a plain statement ('you have what we call an MCL strain', 'tem uma sinusite'), taken
   * only when the phrase names a condition (`condition`).
   */
  plainImpression: RegExp[]
  /**
   * What a hedge after a comma opens when it names the cause of the impression before it ('This is a moderate asthma
   * attack, probably set off by a cold'): the hedge is of the cause, the impression is the clause before.
   */
  causeLead: RegExp
  /** A question for the diagnosis ('what's her diagnosis?'), answered by the next speaker's short sentence. */
  diagnosisQuestion: RegExp
  /** A dictated heading ('assessment and plan.'): the doctor's next sentence, naming a condition, is the impression. */
  assessmentHeading: RegExp
  /** Words that name a condition: suffixes (-itis, -ose) and common diagnoses. */
  condition: RegExp
  /** Words that make a phrase not a diagnosis ('you are doing well', 'it is fine'). */
  notDiagnosis: RegExp
  /**
   * The state of a known condition said by the doctor ('your kidney failure is resolved', 'a sua diabetes está
   * controlada'): group 1 the condition (it must name one), group 2 the state.
   */
  conditionState: RegExp
  /**
   * A result the clinician judges ('your potassium is 5.9, which is high', 'o INR está alto', 'der INR ist zu
   * hoch'): the doctor's assessment of it, as said. Group `what` names the test, `how` the judgement. Global, for
   * `matchAll` (a sentence may judge two results).
   */
  judged: RegExp
  /** Words before a condition's state that make it a wish or a goal ('I hope your asthma is better'). */
  notYet: RegExp
  /** A possessive inside a diagnosis ('stones in your bile duct'), group 1 kept: the note says 'in the'. */
  innerPossessive?: [RegExp, string]
  /** Articles and fillers a diagnosis phrase may open with, dropped. */
  article: RegExp
  /** An adjective's ending that follows the article dropped ('einer stabilen Angina' → 'stabile Angina'). */
  declension?: [RegExp, (match: string, ...groups: string[]) => string]
  /** Where a diagnosis phrase ends ('and we will…', 'but', 'because'). */
  phraseEnd: RegExp
  /** Orders: a verb of ordering and the test, imaging or referral ordered (group 1). */
  test: RegExp
  imaging: RegExp
  orderVerb: RegExp
  referral: RegExp
  /** A referral that brought the patient here ('was referred by'), not one made today. */
  referredIn: RegExp
  /** Advice given as an order: time off work certified, something to avoid ('Vermeiden Sie Überkopfarbeit'). */
  advice: RegExp
  /** A follow-up visit, with the time (group 1) when said. */
  followUp: RegExp
  /** What to do in a safety-net advice: go to the emergency department, call, come back. */
  safetyAction: RegExp
  /** A value that is not today's ('last time', 'at home'). */
  pastTime: RegExp
  /** A drug the patient tried or took before, not one taken now ('I tried ibuprofen', 'tomava'). */
  triedBefore: RegExp
  /** Words that make a sentence a question wherever they stand ('any other symptoms like…', 'do you'). */
  asking: RegExp
  /** Short answers. */
  yes: RegExp
  no: RegExp
  /** How a note writes an allergy line and 'no known allergies'. */
  allergyLine: (agent: string, reaction?: string) => string
  noKnownAllergies: string
  noKnownDrugAllergies: string
  /** How a note writes an impression of each certainty. */
  impressionLine: (diagnosis: string, certainty: 'stated' | 'probable' | 'possible') => string
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
/** A Portuguese or Spanish phrase that opens with a plural noun ('enxaquecas com aura', 'migrañas'). */
const plural = (phrase: string) => /^\p{L}{2,}(?:as|os|ões|ones)(?![\p{L}])/iu.test(phrase.trim())
const W = String.raw`(?<![\p{L}])`
const E = String.raw`(?![\p{L}])`
const words = (list: string) => new RegExp(`${W}(?:${list})${E}`, 'iu')

/** A German condition named with its grade, site and side ('Tendinopathie der Rotatorenmanschette links'). */
const DE_CONDITION = String.raw`(?:[\p{L}-]+(?:er|e|es|en) ){0,3}(?:\p{L}+-)?\p{L}*(?:schmerzen|schmerz|itis|ose|om|ie|syndrom|infekt|infektion|fraktur|bruch|pilz|mykose|grippe|akne|warzen?|gicht|zerrung|prellung|verstauchung|entzündung|verletzung|riss)(?:\s+(?:Grad|Stadium|Typ|Stufe)\s+[\p{L}\d]+)?(?:\s+(?:der|des|im|am|an der|an den|in der|in den|an beiden|beider)\s+(?:\p{Ll}+en\s+){0,2}\p{Lu}[\p{L}-]*)?(?:\s+(?:rechts|links|beidseits|beidseitig))?`

const en: FactsPack = {
  allergy: words(
    String.raw`allerg\p{L}*|anaphyla\p{L}*|intoleran\p{L}*|nkda|(?:can't|cannot|can not) tolerate`,
  ),
  noAllergy: words(
    `no (?:real|true|actual|proper) allergies|no (?:known )?(?:drug |medication |medicine )?allergies|nkda|nka|not allergic to (?:anything|any (?:medications?|medicines?|drugs?))|denies (?:any )?(?:drug )?allergies|(?:don't|do not) have any (?:drug |medication )?allergies|no allergies`,
  ),
  allergen: [
    /(?<![\p{L}])allergic (?:reaction )?to ([^.;?!]+)/iu,
    /allerg(?:y|ies) to ([^.;?!]+)/iu,
    /intoleran(?:t|ce) (?:to|of) ([^.;?!]+)/iu,
    // ('put the allergy in the letter': an article or a possessive names no agent.)
    /(?<![\p{L}])(?!(?:the|a|an|this|that|her|his|your|my|their|its|any|no|known|drug|food|real|true|same|other|an?)\s)([\p{L}-]+) allerg(?:y|ies)(?![\p{L}])/iu,
  ],
  allergenInContext: [
    /(?:reacted|react|reacts) (?:poorly|badly|bad|really badly) to ([^.;?!]+)/iu,
    /(?:bad |adverse |allergic )?reactions? to ([^.;?!]+)/iu,
    /(?:can't|cannot|can not|couldn't) (?:take|have|tolerate) ([^.;?!]+)/iu,
    // The answer to 'Allergic to anything?' that names only what: 'To penicillin, I got hives.'
    /^\s*(?:(?:yes|yeah|just|only)[,\s]+)?to ([^.;?!]+)/iu,
    // 'With co-trimoxazole I got a rash once', 'Septrin gave me a rash': what the reaction came with.
    /^\s*(?:(?:yes|yeah|well)[,\s]+)?(?:with|from|after) (?:the )?([^.;?!,]+?),? (?=i (?:got|had|came out|broke out|developed|swelled)\b)/iu,
    /^\s*(?:(?:yes|yeah|well)[,\s]+)?(?:the )?([\p{L}][\p{L}-]*(?: [\p{L}][\p{L}-]*)?) (?=(?:gave|gives) me (?:a |an |some |really bad |bad |terrible )?(?:rash|hives|swelling|reaction|itch))/iu,
  ],
  reaction: words(
    String.raw`angioedema|(?:stomach |gastric |peptic )ulcers?|asthma attack|red skin|(?:my |the )?skin (?:goes|went|turns|turned|gets|got) (?:all )?red|redness|swollen (?:lips?|face|tongue|eyes?|throat)|(?:stomach |gastric |gi )?bleed(?:ing)?|rash(?:es)?|hives|urticaria|swelling|swell(?:s|ed|ing)? up|(?:lips?|face|tongue|mouth|eyes?) (?:to )?swell(?:s|ed)?|anaphyla\p{L}*|itch\p{L}*|throat (?:closing|closes|swelling)|(?:trouble|difficulty) breathing|wheez\p{L}*|blisters?|vomit\p{L}*|throw up|throwing up|diarrh\p{L}*|makes? (?:me|him|her|them) (?:really |very )?sick|nause\p{L}*|tremors?|the shakes`,
  ),
  allergyQuestion: words(
    String.raw`allerg\p{L}*|intoleran\p{L}*|(?:bad |adverse |allergic )?reactions? to|reacted (?:poorly|badly)|react (?:poorly|badly)`,
  ),
  reactionQuestion:
    /what happens (?:to you )?(?:when|if) (?:you|he|she|they) (?:take|takes|took|use|uses|get|gets|are given|is given) ([^.;?!]+)/iu,
  allergenInQuestion:
    /(?:besides|other than|apart from|except(?: for)?|in addition to) (?:the |your )?([^.,;?!]+)/iu,
  drugWords: words(
    `medications?|medicines?|meds|drugs?|antibiotics?|anti-?inflammator(?:y|ies)|nsaids?|painkillers?`,
  ),
  affirm: /^(?:that's right|that is right|correct|exactly|right)(?![\p{L}])[\s,.!]*/iu,
  filler: /^(?:(?:oh|um+|uh+|ah+|hmm+|well|so|yeah|yes|okay|ok)[\s,.!]+)+/iu,
  // ('To plasters I am': the verb said after the agent, the 'allergic' left unsaid, is none of it.)
  trailing: /\s+(?:too|also|as well|drugs? too|yes|though|however|anyway|i am|i'm|he is|she is)$/iu,
  listGoesOn:
    /^(?:(?:yes|yeah|yep|right)[,.!]?\s+)?(?:and also|and|also|plus)\s+((?:(?!\b(?:I|I'm|he|she|they|we|you|it)\b)[^.;?!])+)[.!]?$/iu,
  genericAgent:
    /^(?:(?:any|some|quite a few|a few|a lot of|many|several|other|certain|the)\s+)?(?:medications?|medicines?|meds|drugs?|things?|stuff|anything|something|everything|nothing|pills?|known|food|seasonal|environmental|drug|medication|no|what|that|this|it)$/iu,
  switchFrom:
    /(?<![\p{L}])(?:switch\p{L}*|chang\p{L}*|swap\p{L}*|replac\p{L}*)\s+(?:you |him |her |them )?(?:over )?(?:from )?[^,.;]+?\s(?:to|for|with)(?=\s)/iu,
  status: {
    clinician: [
      [
        'continued',
        words(
          String.raw`(?:don't|do not|shouldn't|should not|never) stop|(?:don't|do not|shouldn't|should not|never) (?:change|alter|adjust) (?:the|your|his|her) dose|keep (?:on )?taking|(?:no need|(?:don't|do not|doesn't|does not|won't|will not) need|not necessary|not needed) (?:for (?:you|him|her) )?to (?:stop|come off|hold)`,
        ),
      ],
      [
        'avoided',
        words(
          String.raw`(?:not|never) (?:going to |gonna )?(?:use|give|prescribe|start|put (?:you|him|her) on|recommend)|won't (?:use|give|prescribe|start)|will not (?:use|give|prescribe|start)|avoid\p{L}*|(?:shouldn't|should not|don't|do not|can't|cannot|must not) (?:take|use|have|restart|start (?:taking )?again|go back on|give (?:him|her|them)?)|no more|not (?:a good|an) option|steer clear of|(?:rather|prefer(?: it if)?) (?:you|he|she|they) (?:didn't|did not|don't|do not|not|wouldn't|would not) (?:take|use)`,
        ),
      ],
      [
        'stopped',
        words(
          String.raw`stop(?:ped|ping|s)?|discontinu\p{L}*|come off|came off|get (?:you|him|her) off|taper (?:off|you off)|hold (?:off on |the |your )|quit`,
        ),
      ],
      [
        'changed',
        words(
          // ('…the naproxen is probably increasing the acid': the medicine doing it, no dose changed.)
          String.raw`(?<!(?:is|are|be|been) (?:probably |likely |maybe |also )?)increas\p{L}*|decreas\p{L}*|go(?:ing)? back (?:down |up )?to|reduc\p{L}*|doubl\p{L}*|halv\p{L}*|adjust\p{L}*|bump(?:ing)? (?:it |you )?up|titrat\p{L}*|lower(?:ing)? (?:the|your) dose|up(?:ping)? (?:the|your) dose|go (?:up|down) (?:on|to)|change (?:the|your) dose|cut (?:it|the dose) (?:back|down)`,
        ),
      ],
      [
        'continued',
        words(
          String.raw`(?:don't|do not|never) stop|continu\p{L}*|keep (?:taking|you on|him on|her on|on)|keep (?:the|your|his|her)(?= [\p{L}-]+(?: [\p{L}-]+)? (?:at|going|as it is|the same|unchanged)(?![\p{L}]))|carry on (?:with|taking)|stay on|remain on|refill\p{L}*|renew\p{L}*|same dose`,
        ),
      ],
      [
        'started',
        words(
          String.raw`start\p{L}*|begin|add(?:ing)?|prescrib\p{L}*|put (?:you|him|her) on|(?:going to|gonna|i'll|i will|we'll|we will|let's|let me) (?:give|send|call in|try|get|use|treat (?:it|you|him|her|this) with)|(?:i'm|i am|we're|we are) giving (?:you|him|her)|(?:i|we) (?:give|gave) (?:you|him|her)(?= (?:\p{L}+ )?\p{L}+ \d)|send (?:in|it in)|call in|try (?:you on|him on|her on)|(?:i|we) (?:recommend|suggest|want you to take|would like you to take)|take|for (?:the )?(?:pain|fever)`,
        ),
      ],
      // In a dictation, what the patient is on ('medicado com', 'is on lisinopril', 'nimmt regelmäßig'); last, so
      // any other cue at the same place ('put you on') wins.
      [
        'current',
        words(
          String.raw`(?:he|she|is|are|currently|already) on(?: chronic)?|(?:diabetes|hypertension|fibrillation|failure|asthma|copd|epilepsy|depression|hypothyroidism|gout|reflux|angina|disease) on|takes|is taking|currently taking|home medications? (?:include|are)|medications include|maintained on|anticoagulated with|(?:current|regular|home) (?:medications?|meds)\s*:|medications?\s*:`,
        ),
      ],
    ],
    patient: [
      [
        'stopped',
        words(
          `stopped|quit|came off|had to (?:stop|come off|quit)|(?:i've|i have) already (?:tried|had|taken)|(?:had|did|finished) a course of|no longer (?:take|taking|on|use|using)|(?:don't|do not) use (?:it|that|them) (?:anymore|any more)|(?:not|no longer) taking (?:it|that|them|those|this)? ?anymore|used to take|ran out|(?:have|'ve|has|had) run out|run out of|(?:haven't|have not|hasn't|has not) had (?:any|it|them|one)(?: for| since)|haven't (?:taken|been taking)(?! (?:any |it |one |them )?(?:today|this morning|tonight|yet))`,
        ),
      ],
      [
        'current',
        words(
          `i (?:take|use)|i(?:'m| am) (?:still )?(?:taking|on|using)|i(?:'ve| have) been (?:taking|on|using)|i still take|i'm also on|i also take|takes|taking|i(?:'m| am) on`,
        ),
      ],
    ],
  },
  impression: [
    // 'Most likely this is polymyalgia', 'The most likely diagnosis is…': probable, whatever 'this is' says after it.
    [
      /(?<![\p{L}])(?:the most likely (?:thing|diagnosis|explanation|cause)? ?is|most likely (?:this|it) is|this is most likely|it's most likely) (?:a |an |the )?(.+)/iu,
      'probable',
    ],
    // 'I suspect a hip fracture': the condition suspected.
    [/(?<![\p{L}])(?:i|we) (?:strongly )?suspect (?:a |an )(.+)/iu, 'probable'],
    // 'She seems to have a urinary tract infection causing delirium.'
    [
      /(?<![\p{L}])(?:she|he|you|they|it) (?:seems?|appears?) to (?:have|be having) (?:got )?(.+)/iu,
      'probable',
    ],
    // 'I think these falls are from postural hypotension': the cause named is the impression (a condition).
    [
      /(?<![\p{L}])(?:these|this|the|his|her|your|it|they) (?:[\p{L}-]+ ){0,3}?(?:is|are|was|were) (?:probably |likely |most likely |all )?(?:from|due to|caused by|because of|secondary to|down to) (.+)/iu,
      'probable',
    ],
    [
      /(?<![\p{L}])(?:my|the|the other|another) (?:impression|diagnosis|assessment)(?: (?:i have|i've got))? (?:is|would be|here is) (?:that )?(?:you have |he has |she has |this is |it's |it is )?(.+)/iu,
      'stated',
    ],
    [
      /(?<![\p{L}])(?:for|regarding|as for|with regards? to|in regards? to|in terms of|moving on to|now for|so for|next is) (?:your|his|her|the) (?:(?:first|second|third|fourth|fifth|next|last|final|other|new) )?problem(?:s)?(?:,| of| which is| is|:)? (.+)/iu,
      'stated',
    ],
    [
      /(?<![\p{L}])(?:this|it|that|everything|these|those) (?:looks?|sounds?|seems?) (?:like|to be|consistent with) (.+)/iu,
      'probable',
    ],
    [
      /(?<![\p{L}])i (?:think|believe|suspect|feel),? (?:that )?(?:this|these|those|it|you|he|she|they|what you have)(?:'s| is| are| has| have| may have| might have| probably have| likely have| likely has| probably has)? (?:probably |likely |most likely )?(.+)/iu,
      'probable',
    ],
    [
      /(?<![\p{L}])(?:consistent with|suggestive of|compatible with|indicative of|in keeping with|(?:which |that |it )?fits (?:with|in with)) (.+)/iu,
      'probable',
    ],
    // 'Your Wells score is 2, so a DVT is likely.' ('…, and the diarrhoea is likely from the metformin' says a cause,
    // and 'and' opens no condition.)
    [
      /(?<![\p{L}])(?:so |then )?(?:a |an )?(?!(?:and|but|or)\s)(\p{L}[^,.;]{1,59}?) is (?:likely|most likely|probable)(?![\p{L}])(?! (?:from|due to|caused by|because|secondary to|related to|to |that ))/iu,
      'probable',
    ],
    [/(?<![\p{L}])(?:it|this|that)(?:'s| is| was) (?:called|known as|what we call) (?:as )?(.+)/iu, 'stated'],
    [/(?<![\p{L}])(?:we|i|they) (?:call|refer to) (?:it|this|that) (?:as )?(.+)/iu, 'stated'],
    [/(?<![\p{L}])(?:this|it|that)(?:'s| is) (?:a case of|an episode of) (.+)/iu, 'stated'],
    [/(?<![\p{L}])we(?:'re| are) (?:looking at|dealing with) (.+)/iu, 'probable'],
    [
      /(?<![\p{L}])i(?:'m| am) (?:worried|concerned|afraid) (?:that )?(?:this|it|you|he|she)(?:'s| is| has| have| could be| might be| may be| could have| might have| may have) (.+)/iu,
      'possible',
    ],
    [
      /(?<![\p{L}])(?:i|we)(?:'m|'re| am| are) (?:suspecting|thinking of|concerned about|considering) (.+)/iu,
      'probable',
    ],
    [
      /(?<![\p{L}])(?:so,? |well,? )?looks like (?:you|he|she|they)(?:'ve| have| has| do have| does have|'s having|'re having| is having| are having)? (?:got )?(.+)/iu,
      'probable',
    ],
    [
      /(?<![\p{L}])(?:sounds?|looks?|seems?|appears?) (?:like|as if) (?:you|he|she|they) (?:probably |likely )?(?:have|has|'ve got|'s got) (.+)/iu,
      'probable',
    ],
    [
      /(?<![\p{L}])(?:it|this) (?:appears|seems) (?:that )?(?:you|he|she|they) (?:have|has) (.+)/iu,
      'probable',
    ],
    [
      /(?<![\p{L}])(?:you|he|she|they) (?:probably|likely|most likely) (?:have|has) (?:got )?(.+)/iu,
      'probable',
    ],
    [/(?<![\p{L}])(?:most likely|probably|likely) (?:a |an |the )?(?:case of )?(.+)/iu, 'probable'],
    [
      /(?<![\p{L}])(?:sounds?|looks?|seems?) (?:like )?(?:you|he|she|they) (?:might|may|could) (?:have|be having) (.+)/iu,
      'possible',
    ],
    [/(?<![\p{L}])(?:you|he|she|they) (?:might|may|could) (?:have|be having) (?:got )?(.+)/iu, 'possible'],
    [
      /(?<![\p{L}])(?:could be|might be|may be|possibly|concern(?:ed)? for|worried about|rule out) (.+)/iu,
      'possible',
    ],
  ],
  diagnosisQuestion:
    /(?<![\p{L}])what(?:'s| is| was) (?:the|her|his|your|their|its) (?:diagnosis|working diagnosis|impression)(?![\p{L}])/iu,
  assessmentHeading:
    /^(?:(?:the )?(?:assessment|impression)(?: and plan)?|a and p|a\/p|(?:working )?diagnosis|diagnoses)[\s.:,-]*$/iu,
  causeLead:
    /^(?:set off|brought on|caused|triggered|provoked|precipitated|made worse|due|secondary|related|from|because|after)(?![\p{L}])/iu,
  plainImpression: [
    // 'What does that mean?' 'It means you have gestational diabetes': what a result means, told.
    /^(?:it|that|this) means (?:that )?(?:you|she|he) (?:have|has) (?:got )?(.+)/iu,
    // A dictated heading and the impression after it ('Beurteilung: leicht dekompensierte Herzinsuffizienz').
    /^(?:assessment|impression|diagnosis|diagnoses|working diagnosis)\s*[:,]\s*(.+)/iu,
    /(?<![\p{L}])what (?:you|he|she|they)(?:'ve got|'s got| have got| has got| have| has)(?: here)? is (?:a |an |the )?(.+)/iu,
    /(?<![\p{L}])(?:you|he|she)(?:'ve| have| has)? (?:got )?what (?:we|i|they) (?:call|refer to as) (.+)/iu,
    /(?<![\p{L}])(?:you|he|she) (?:have|has|'ve got|have got|has got|are having|is having|does have|do have) (.+)/iu,
    /(?<![\p{L}])(?:this|it|that)(?:'s| is| was) (?:a|an) (.+)/iu,
    /(?<![\p{L}])(?:this|that)(?:'s| is| was) (?!(?:a|an|the|not|no|just|from|because|why|what|how|where|when|going|gonna|it|fine|ok|okay|good|great|right|true|all|very|really|quite|before|after|then|yesterday|last)\b)(.+)/iu,
    // 'It's nausea and vomiting of pregnancy': a condition with no article, said first.
    /^(?:so |and |okay,? )?it(?:'s| is) (?!(?:a|an|the|not|no|just|from|because|why|what|how|where|when|going|gonna|very|quite|really|fine|ok|okay|good|normal|better|worse|all|been|likely|probably|possibly|time|important)\b)(.+)/iu,
    /(?<![\p{L}])complicated by (.+)/iu,
    // 'These are internal haemorrhoids': a condition said in the plural.
    /(?<![\p{L}])(?:these|those)(?:'re| are) (?!(?:the|not|no|just|from|your|his|her|my|all|very|quite|fine|normal|ok|okay|good|things|what|why|how)\b)(.+)/iu,
    // 'These night-time hypos are from the insulin dose': the condition the cause is given for. (Said with a hedge,
    // 'the diarrhoea is likely from the metformin', it is probable, and read with its cause.)
    /^(?:so |and )?(?:these|this|the|your|his|her) ((?:[\p{L}-]+ ){0,2}[\p{L}-]+) (?:is|are) (?:from|due to|caused by|because of) (?!(?:a|an) )/iu,
    /(?<![\p{L}])(?:you|he|she|they) (?:also )?(?:suffers?|(?:is|are) suffering) from (.+)/iu,
    /(?<![\p{L}])(?:blood ?work|labs?|lab work|results?|tests?|x-?rays?|scans?|ultrasound|ekg|ecg|mri|ct|biopsy|culture|urinalysis) (?:also )?(?:shows?|showed|revealed?|confirm(?:s|ed)?) (?:that you have |you have |evidence of )?(.+)/iu,
    /(?<![\p{L}])diagnosed (?:you|him|her|them) with (.+)/iu,
    /(?<![\p{L}])(?:you|he|she|they)(?:'ve| have| has| were| was) (?:been )?diagnosed with (.+)/iu,
  ],
  condition:
    /(?:itis|osis|(?<!(?<![\p{L}])(?:ar|dipl|s|t|aximo))omas?|(?<!(?<![\p{L}])(?:acad))emias?|aemias?|(?<!(?<![\p{L}])(?:sym|em|anti|tele))pathy|(?<!(?<![\p{L}])(?:nost))algia|plasia|trophy|iasis)(?![\p{L}])|(?<=\p{L})-(?:related|induced)(?=\s+\p{L}{3,})|(?<![\p{L}])(?:(?:vitamin |iron |b12 |folate |b-12 )?deficiency|nausea and vomiting (?:of|in) pregnancy|morning sickness|anaphylaxis|anaphylactic reaction|(?:drug|allergic|skin|medication) reaction|reaction to (?:the |his |her |your )?\p{L}+|ha?emorrhoids|piles|anal fissure|hyperemesis|stroke|mini-stroke|heart attack|myocardial infarction|(?:acute )?coronary syndrome|angina|transient isch(?:a)?emic attack|tia|hypos|hypoglycaemic episodes|hypoglycemic episodes|travell?er'?s'? diarrh(?:o)?ea|ectopic beats|ectopics|extrasystoles|high blood pressure|high cholesterol|shingles|herpes zoster|zoster|herpes|chickenpox|scabies|impetigo|urticaria|hives|rosacea|constipation|(?:peri|post)?menopause|dyspepsia|indigestion|premature (?:beats|contractions)|strain|sprain|colic|dvt|pulmonary embolism|side effect|adverse (?:effect|reaction)|exanthem|epistaxis|nosebleeds?|drug eruption|drug rash|urticaria|tachycardia|bradycardia|arrhythmia|infarction|thrombosis|embolism|headache|sciatica|vertigo|fracture|fractured (?:hip|wrist|ankle|rib|arm|leg|neck of femur)|infection|syndrome|disease|disorder|deficiency|failure|stones?|tear|injury|pneumonia|diabetes|hypertension|asthma|croup|scarlet fever|(?:muscular|musculoskeletal|mechanical|chest wall) (?:pain|strain)|muscle strain|(?:low |lower )?back pain|pelvic girdle pain|(?:head )?lice|nits|ingrown (?:toe|finger)?nails?|(?:impacted )?(?:ear ?)?wax(?: impaction| build-?up| plug)?|cerumen|mouth ulcers|canker sores|acne|tinnitus|(?:sudden )?hearing loss|copd|depression|anxiety|reflux|gerd|migraine|epilepsy|gout|cancer|tumou?r|lesion|ulcer|hernia|cyst|obesity|insomnia|apnea|virus|viral|bacterial|concussion|dislocation|flu|cold|uti|dermatitis|eczema|psoriasis|deficiency|trauma|sepsis|septic|goiter|exposure|ischemia|angina|nodule|polyp\p{L}*|inflammation|hypothermia|splinter|foreign body|spasm|fibrillation|a-?fib|hay fever|u ?r ?i|u ?t ?i|memory loss|abscess\p{L}*|styes?|hordeol\p{L}*|chalazi\p{L}*|burn|scald|(?:insect |wasp |bee )?sting reaction|local reaction|diarrh(?:o)?ea|hypotension|syncope|pre-?eclampsia|eclampsia|over-?replacement|overtreatment|presyncope|dehydration|overdose|toxicity)s?(?![\p{L}])|(?<=\p{L}{4})ism(?![\p{L}])/iu,
  conditionState:
    /(?<![\p{L}])(?:your|his|her|the) ((?:[\p{L}'-]+ ){0,3}?[\p{L}'-]+) (?:(?<neg>isn't|is not)|is|has|seems|looks|appears)(?: to be| to have)? (?:now |all |completely |fully |pretty |quite )?((?:still |very )?active|flaring|not (?:well[- ]|very well |adequately |well enough |under )?control(?:led)?|uncontrolled|poorly controlled|inadequately controlled|suboptimally controlled|out of control|resolved|under control|well[- ]controlled|controlled|decompensated|stable|improving|improved|better|worse|worsening|getting better|getting worse|gone)(?![\p{L}])/iu,
  judged:
    /(?<![\p{L}])(?:your|the|his|her) (?<what>(?:fasting |morning )?(?:blood )?(?:sugars?|glucose)|potassium|sodium|creatinine|calcium|inr|tsh|free t4|t4|ha?emoglobin|hba1c|a1c|cholesterol|ldl|ferritin|vitamin d|vitamin b12|b12|psa|crp|esr|platelets?|white (?:cell )?count|alt|liver (?:function )?tests|lfts)(?: levels?)? (?:is|are|was|were|came back|has come back) (?:now |still |today |back )?(?:[\p{L}\d.,/% -]{1,40}?,? (?:which is|that's|that is|so it's|so that's) )?(?<how>(?:a (?:bit|little|touch) |slightly |very |quite |too |rather |really |much too |far too )?(?:high|low|raised|elevated))(?![\p{L}])/giu,
  notYet: words(`hope|hopefully|wish|make sure|want|need|needs|should|would|until|once|when|so that|to get`),
  innerPossessive: [
    /(?<=(?:^|\s)(?:in|of|on|to|at|from|around|behind|under|inside|into)\s)(?:your|his|her|their)(?=\s)/giu,
    'the',
  ],
  notDiagnosis: words(
    `history|review|check-?up|appointment|visit|either|used|usually|treat|treats|treated|you|your|he|she|him|her|his|it|its|it's|they|them|we|i|me|my|is|are|was|were|be|been|doing|going|gonna|have|has|had|will|would|can|could|should|need|want|get|got|feel|feels|look|looks|seem|seems|well|fine|good|okay|ok|normal|better|worse|great|nothing|anything|something|everything|lot|bit|kind|sort|sure|here|there|this|that|these|those|today|now|just|really|pretty|father|mother|dad|mum|mom|brother|sister|son|daughter|wife|husband|grandfather|grandmother`,
  ),
  article:
    /^(?:(?:a|an|the|some|of|like|probably|likely|possibly|just|maybe|kind of|sort of|this|that|your|his|her|due to|related to|to|from|with|more of a|more of)\s+)+/iu,
  phraseEnd:
    /\s+(?:(?:and (?:i|we|you|it|that|so|then|he|she|this|the plan|let's|what|again|also)|i|we|you|but|so|because|which|since|given|who|where|that|while|whilst|think|believe|guess|mean|first of all|as (?:well|far)|for (?:which|that)|at this (?:point|time)|right now|today|here))(?![\p{L}]).*$/iu,
  test: words(
    `helicobacter(?: pylori)?(?: breath)? test|(?:urea )?breath test|x-?rays?|mri|ct(?: scan)?|cat scan|ultrasound|echo(?:cardiogram)?|ekg|ecg|electrocardiogram|stress test|holter(?: monitor)?|blood (?:work|tests?)|labs?|lab work|cbc|cmp|bmp|lipid panel|(?:hemoglobin )?a1c|tsh|thyroid (?:panel|function tests?)|urinalysis|urine (?:test|culture|sample)|cultures?|biopsy|colonoscopy|endoscopy|mammogram|dexa(?: scan)?|bone density(?: scan)?|pfts?|pulmonary function tests?|sleep study|nerve conduction(?: study)?|emg|swab|strep test|covid test|pap smear|psa|vitamin d level|iron studies|stool (?:samples?|cultures?|tests?)|bloods|kidney function|renal function|liver function|electrolytes`,
  ),
  imaging: words(
    `x-?rays?|mri|ct|cat scan|ultrasound|echo(?:cardiogram)?|mammogram|dexa|bone density|imaging|scan`,
  ),
  orderVerb: words(
    String.raw`order\p{L}*|get(?:ting)?|(?:re)?check\p{L}*|do(?:ing)?|schedul\p{L}*|repeat\p{L}*|draw\p{L}*|obtain\p{L}*|(?:i|we)(?:'d| would) like|send (?:you |him |her )?(?:for|to get)|send(?:ing)? (?:off )?(?:a|an|the|some|your)|set (?:you |him |her )?up (?:for|with)|request\p{L}*|run(?:ning)?|arrange\p{L}*|book\p{L}*`,
  ),
  referral: words(
    String.raw`refer\p{L}*|referral|(?:call(?:ing)?|phon(?:e|ing)|ring(?:ing)?) (?:for )?(?:an|the) ambulance|(?:call(?:ing)?|dial(?:ling)?) (?:999|911|112)|send(?:ing)? (?:you|him|her) (?:straight |now )?(?:to|into) (?:the )?(?:hospital|emergency department|er|a&e|labou?r ward)|admit (?:you|him|her)|send (?:you|him|her) to (?:see )?(?:a|an|the)|(?:see|to see) (?:a|an|the) (?:specialist|cardiologist|neurologist|orthop[a]?edi\p{L}*|dermatologist|surgeon|endocrinologist|gastroenterologist|urologist|rheumatologist|pulmonologist|physical therapist|physiotherapist)|physical therapy|physiotherapy`,
  ),
  advice: words(String.raw`sick note|fit note|off work|time off(?: work)?|avoid(?:ing)?`),
  referredIn:
    /\b(?:was|were|been|is|being|got) referred\b|\breferred (?:by|from|here|in)\b|\breferral from\b|\bwith a referral\b|\bnew patient\b/i,
  followUp:
    /(?<![\p{L}])(?:follow[- ]?up|see (?:you|him|her|me) (?:back )?(?:again )?|(?:call|ring|phone) (?:you|him|her)(?: back)?|come back|return|recheck (?:you )?|check back|next (?:visit|appointment)(?: (?:is|will be))?|(?:talk|speak) again)(?:[^.,;]*?)(?:,\s*)?((?:in|within|after) (?:about |around )?(?:a couple of |a few |[\p{L}\d-]+ )(?:hours?|days?|weeks?|months?|years?)|next (?:week|month|year))/iu,
  safetyAction: words(
    `let (?:us|me|the (?:office|practice|surgery)) know|get in touch|contact (?:us|the (?:office|practice|surgery))|go (?:straight |right )?to (?:the )?(?:er|a&e|a and e|accident and emergency|emergency(?: room| department)?|urgent care|hospital)|999|111|(?:call|ring|phone|telephone) (?:911|999|111|us|me|the (?:office|practice|surgery|clinic)|an ambulance|your (?:doctor|gp))|come back|return|seek (?:medical )?(?:attention|care|help)|emergency|ambulance|911|see (?:us|me|a doctor|your (?:gp|doctor))|urgently|straight away|(?:don't|do not) drive|stop driving|pull over|bring (?:him|her|them|the (?:baby|child|children)) (?:back|in|straight|to)`,
  ),
  triedBefore: words(
    `tried|took|used to|used|was on|were on|had been on|before|last (?:year|month|week|time)|ago|in the past|(?:didn't|did not|doesn't|does not) (?:help|work|do (?:anything|much))|did nothing|gave me|made me|(?:i|we) gave (?:him|her|them)|gave (?:him|her|them) (?:some|a)`,
  ),
  pastTime: words(
    `last (?:time|visit|week|month|year|appointment)|previous(?:ly)?|before|at home|used to|back in|in the past|ago|was running|were running|has been running|have been running|has been|have been|brought|came back`,
  ),
  asking:
    /\b(?:any|anything|do you|did you|have you|are you|were you|is it|is there|does it|did it|can you|how (?:long|often|much|many|bad)|what|when|where|which)\b/i,
  yes: /^(?:yes|yeah|yep|yup|sure|correct|right|i do|i am|i have|uh-huh|mm-hmm|mhm|that's right|absolutely|definitely|i did)(?![\p{L}])/iu,
  no: /^(?:no|nope|nah|not really|never|none|neither|i don't|i do not|i haven't|not that (?:i|we) know|not that (?:i'm|we're) aware|not as far as (?:i|we) know|as far as (?:i|we) know,? no(?:ne)?)(?![\p{L}])/iu,
  allergyLine: (agent, reaction) => `Allergy: ${agent}${reaction ? ` (${reaction})` : ''}`,
  noKnownAllergies: 'No known allergies',
  noKnownDrugAllergies: 'No known drug allergies',
  impressionLine: (d, c) => (c === 'stated' ? cap(d) : `${c === 'probable' ? 'Probable' : 'Possible'} ${d}`),
}

const pt: FactsPack = {
  allergy: words(String.raw`alergi\p{L}*|alérgic\p{L}*|alergic\p{L}*|anafila\p{L}*|intoler\p{L}*|não tolero`),
  noAllergy: words(
    `(?:nenhuma )?alergias? (?:a sério|verdadeiras?) (?:não|nao)|sem alergias verdadeiras|(?:não|nao) (?:tenho|tem|há|ha|sou|é|temos) (?:nenhuma )?(?:alergias?|alérgic[oa]s?)(?: (?:a nada|conhecidas|a medicamentos|medicamentosas))?|sem alergias(?: conhecidas| medicamentosas)?|nega alergias|alergias:? (?:não|nenhuma|desconhece)|(?:não|nao) (?:tenho|tem|sou|é) alérgic[oa] a nada|desconhece alergias|nenhuma alergia`,
  ),
  allergen: [
    /al[ée]rgic[oa]s? (?:a|à|ao|aos|às|ao medicamento) ([^.;?!]+)/iu,
    /alergias? (?:a|à|ao|aos|às|de|ao medicamento) ([^.;?!]+)/iu,
    /intoler[âa]ncia (?:a|à|ao|aos|às) ([^.;?!]+)/iu,
    // 'Não tolero o ibuprofeno, dá-me dores de estômago.'
    /n[ãa]o tolero (?:o |a |os |as )?([^.;?!,]+)/iu,
  ],
  allergenInContext: [
    /(?:não posso tomar|não tolero|reagi mal (?:a|à|ao|aos|às)|reação (?:alérgica )?(?:a|à|ao|aos|às)|faz-me mal (?:o|a|os|as)) ([^.;?!]+)/iu,
    /^\s*(?:(?:sim|só)[,\s]+)?(?:à|ao|aos|às|com (?:o|a|os|as)) ([^.;?!]+)/iu,
  ],
  reaction: words(
    String.raw`angioedema|úlceras? (?:no estômago|gástricas?)|hemorragia(?: (?:no estômago|gástrica|digestiva))?|(?:a )?pele (?:toda |muito )?vermelha|(?:o )?corpo (?:todo )?vermelho|vermelhidão|crise de asma|(?:(?:a |os )?(?:cara|face|boca|língua|lábios?|olhos?|garganta) )?inchad[oa]s?|pieira|broncoespasmo|urticária|urticaria|erupç\p{L}*|empol\p{L}*|borbulhas|manchas|inchaço|inch(?:ou|aram)(?:-me|-lhe|-se)? (?:a|o|os|as) (?:cara|face|boca|língua|lábios|olhos|garganta|pálpebras)(?: tod[oa]s?)?|inchou|incha|inchad[oa]s?|edema|anafila\p{L}*|comichão|prurido|falta de ar|dificuldade (?:em|a) respirar|vómitos|diarreia|bolhas|náuseas|enjoos?|(?:muito )?enjoad[oa]s?|mal dispost[oa]s?|tremores|asma`,
  ),
  allergyQuestion: words(String.raw`alergi\p{L}*|alérgic\p{L}*|intoler\p{L}*|reaç\p{L}* (?:a|à|ao|aos)`),
  reactionQuestion:
    /o que (?:é que )?(?:lhe |te )?(?:acontece|aconteceu|dá|deu) quando (?:toma|tomou|toma[sr]?|usa|usou|lhe dão|lhe deram) (?:o |a |os |as )?([^.;?!]+)/iu,
  allergenInQuestion: /(?:além d[aoe]s?|fora (?:a|o|as|os)|exceto (?:a|o)?|para além d[aoe]s?) ([^.,;?!]+)/iu,
  drugWords: words(
    `medicamentos?|medicamentos[oa]s?|medicação|fármacos?|farmacológic[oa]s?|remédios?|antibióticos?|anti-?inflamatórios?|aines`,
  ),
  affirm: /^(?:isso mesmo|exato|exatamente|certo|correto|é verdade)(?![\p{L}])[\s,.!]*/iu,
  filler: /^(?:(?:ah|oh|hum+|hmm+|pois|bem|sim|olhe|olha)[\s,.!]+)+/iu,
  // ('Ao adesivo sou': the verb said after the agent, the 'alérgico' left unsaid, is none of it.)
  trailing: /\s+(?:também|tb|sim|apesar disso|mesmo assim|no entanto|sou|é|és|eu sou|ele é|ela é)$/iu,
  listGoesOn:
    /^(?:(?:sim|pois)[,.!]?\s+)?(?:e também|também|e)\s+(?:(?:a|à|ao|aos|às)\s+)?((?:(?!\b(?:eu|ele|ela|eles|nós|você|tomo|tenho)\b)[^.;?!])+)[.!]?$/iu,
  genericAgent:
    /^(?:(?:algum|alguns|alguma|algumas|vários|várias|uns|umas|outros|outras)\s+)?(?:medicamentos?|remédios?|fármacos?|coisas?|nada|tudo|comprimidos?)$/iu,
  switchFrom: /(?<![\p{L}])(?:troc\p{L}*|substitu\p{L}*|mud\p{L}*)\s+[^,.;]+?\s(?:por|pel[oa]s?)(?=\s)/iu,
  status: {
    clinician: [
      [
        'continued',
        words(
          String.raw`não (?:pare|pares|suspenda|suspendas|deixe de tomar|deixes de tomar|interrompa)|não (?:altere|alteres|mude|mudes|mexa|mexas) (?:n)?a dose|continue a tomar|não (?:é preciso|é necessário|precisa(?: de)?|tem de|tem que|há que|convém) (?:parar|suspender|interromper|deixar de tomar)`,
        ),
      ],
      [
        'avoided',
        words(
          String.raw`(?:não|nao) (?:(?:lhe|lhes|te|o|a|os|as) )?(?:vamos|vou|devemos|deve|pode|podemos|convém|quero que) (?:\p{L}+ )?(?:usar|dar|receitar|prescrever|iniciar|tomar|fazer)|evit\p{L}*|(?:não|nao) (?:tome|use|faça|lhe dê|dê|lhe dar|dar|reinicie|recomece|volte a tomar)|nada de|sem`,
        ),
      ],
      [
        'stopped',
        words(
          String.raw`suspend\p{L}*|suspens\p{L}*|par(?:ar|e|amos|ou)(?: de (?:tomar|usar))?|deix(?:ar|e|a) de(?: (?:tomar|usar|fazer))?|retir\p{L}*|interromp\p{L}*`,
        ),
      ],
      [
        'changed',
        words(
          // ('o naproxeno pode estar a aumentar a acidez': the medicine doing it, no dose changed.)
          String.raw`(?<!(?:está|estão|estar|estava|estavam|anda|andam) a )(?:aument\p{L}*|reduz\p{L}*|diminu\p{L}*)|volt(?:ar|amos|e) (?:a|aos|às|para)|baix\p{L}* a dose|subi\p{L}* a dose|ajust\p{L}*|dupl\p{L}*|passar (?:para|a)|passa (?:para|a)|pass(?:e|ar|amos|a) d[oa]s?|troc(?:ar|amos|e|a)`,
        ),
      ],
      [
        'continued',
        words(
          String.raw`não (?:o |a |os |as )?(?:pare|suspenda|deixe de tomar|interrompa)|mant(?:er|ém|enha|emos|enho)|continu\p{L}*|renov\p{L}*|mesma dose|receita (?:de|para) renovar`,
        ),
      ],
      [
        'started',
        words(
          String.raw`inici\p{L}*|come[cç]\p{L}*|acrescent\p{L}*|adicion\p{L}*|junt\p{L}*|receit\p{L}*|prescrev\p{L}*|vou (?:dar|passar|receitar|prescrever|iniciar|mandar|usar|utilizar)|vamos (?:dar|passar|receitar|iniciar|começar|experimentar|fazer|usar|utilizar|tratar com)|tom(?:e|ar|a)|fa[cç]a|experiment\p{L}*|para a (?:dor|febre)`,
        ),
      ],
      // In a dictation, what the patient is on ('medicado com', 'is on lisinopril', 'nimmt regelmäßig'); last, so
      // any other cue at the same place ('put you on') wins.
      [
        'current',
        words(
          String.raw`medicad[oa]s? com|(?:anti|hipo)coagulad[oa]s? com|faz (?:habitualmente|cronicamente)|toma habitualmente|medicação habitual(?: com)?|sob|em tratamento com|(?:medicação|terapêutica)(?: habitual| atual| crónica)?\s*:`,
        ),
      ],
    ],
    patient: [
      [
        'stopped',
        words(
          `deixei de|parei|acabei|tive (?:de|que) (?:parar|deixar|suspender|largar)|terminei|(?:já )?(?:não|nao) tenho (?:mais )?(?:comprimidos|medicação|medicamento|nenhum|nenhuma)|acabaram-se|acabou-se|fiquei sem|ficou sem|já fiz|já tomei|fiz (?:um |uma )?(?:ciclo|tratamento|curso) (?:de|com)|já (?:não|nao) tomo|já (?:não|nao) (?:o |a |os |as )?(?:uso|ponho|aplico|faço)|tomava|deixei|acabou|acabaram|suspendi|suspenderam|deixámos|deixamos|parámos|paramos|deixou de|deixou|parou|já (?:não|nao) toma|(?:ele|ela) tomava`,
        ),
      ],
      [
        'current',
        words(
          `tomo|estou a tomar|ando a tomar|estou tomando|faço|uso|tomo também|continuo a tomar|costumo tomar|ponho|levo`,
        ),
      ],
    ],
  },
  impression: [
    // 'O mais provável é uma polimialgia reumática': probable.
    [/(?<![\p{L}])o mais provável é (?:que (?:seja|se trate de) )?(?:uma? |o |a )?(.+)/iu, 'probable'],
    // 'Estas quedas são provavelmente de uma hipotensão ortostática': the cause named (a condition).
    [
      /(?<![\p{L}])(?:estas|estes|esta|este|as|os|a|o|isto|isso) (?:[\p{L}-]+ ){0,3}?(?:são|é) (?:provavelmente |certamente )?(?:de|devid[oa]s? (?:a|à|ao)|por causa d[aoe]s?|causad[oa]s? por) (.+)/iu,
      'probable',
    ],
    [
      /(?<![\p{L}])(?:trata-se de|estamos perante|o diagnóstico (?:é|será)|diagnóstico de|diagnóstico:|a minha avaliação é(?: que)?|tem mesmo) (.+)/iu,
      'stated',
    ],
    [
      /(?<![\p{L}])(?:parece-me|parece ser|parece|deve ser|deve tratar-se de|tudo indica|soa a|soa-me a|tem ar de(?: ser)?|estamos a lidar com) (.+)/iu,
      'probable',
    ],
    [/(?<![\p{L}])a (?:minha )?suspeita (?:é|vai para) (?:de )?(.+)/iu, 'probable'],
    [
      /(?<![\p{L}])(?:preocupa-me|tenho receio|receio|estou preocupad[oa]|fico preocupad[oa]) (?:de |com a possibilidade de )?que (?:seja|se trate de|tenha|esteja com) (.+)/iu,
      'possible',
    ],
    [
      /(?<![\p{L}])(?:acho|penso|creio) que (?:(?:isto|isso|estas? \p{L}+|estes? \p{L}+) )?(?:é|são|seja|sejam|tem|se trata de|está com|estamos perante|deve ser|devem ser) (.+)/iu,
      'probable',
    ],
    [/(?<![\p{L}])(?:compatível com|sugestivo de|sugere|a favor de|típico de) (.+)/iu, 'probable'],
    [/(?<![\p{L}])(?:provável|provavelmente) (.+)/iu, 'probable'],
    [
      /(?<![\p{L}])(?:pode ser|poderá ser|pode tratar-se de|suspeit\p{L}* de|suspeit\p{L}* que seja|excluir) (.+)/iu,
      'possible',
    ],
    [/(?<![\p{L}])(?:pode|poderá|poderia) (?:ter|estar com) (.+)/iu, 'possible'],
  ],
  diagnosisQuestion:
    /(?<![\p{L}])qual (?:é |foi |será )?(?:o|a sua) (?:diagnóstico|hipótese diagnóstica)(?![\p{L}])/iu,
  assessmentHeading:
    /^(?:avaliação(?: e plano)?|impressão(?: diagnóstica)?|diagnósticos?|hipótese diagnóstica)[\s.:,-]*$/iu,
  causeLead:
    /^(?:desencadead[oa]s?|causad[oa]s?|provocad[oa]s?|agravad[oa]s?|devid[oa]s?|secundári[oa]s?|relacionad[oa]s?|por causa|pel[oa]s?|após|depois)(?![\p{L}])/iu,
  plainImpression: [
    // 'E isso quer dizer o quê?' 'Que tem diabetes gestacional': what a result means, told.
    /^que (?:você |a senhora |o senhor )?tem (.+)/iu,
    // A dictated heading and the impression after it ('Beurteilung: leicht dekompensierte Herzinsuffizienz').
    /^(?:avaliação|impressão(?: diagnóstica)?|diagnósticos?|hipótese diagnóstica)\s*[:,]\s*(.+)/iu,
    /(?<![\p{L}])o que (?:(?:o senhor |a senhora |você |ele |ela )?tem|(?:tu )?tens)(?: aqui)? é (?:uma?|o|a) (.+)/iu,
    // 'O que tem são hemorroidas internas': the condition said in the plural.
    /(?<![\p{L}])o que (?:(?:o senhor |a senhora |você |ele |ela )?tem|(?:tu )?tens)(?: aqui)? são (?:umas |uns |as |os )?(.+)/iu,
    /(?<![\p{L}])(?:tem|está com|está a ter|o senhor tem|a senhora tem|você tem) (?:uma?|o|a) (.+)/iu,
    /(?<![\p{L}])(?:isto|isso|trata-se de) (?:é |foi )?(?:uma?|um caso de) (.+)/iu,
    /^é (?:uma?) (.+)/iu,
    // 'São náuseas e vómitos da gravidez': a condition said in the plural.
    /^são (.+)/iu,
    /(?<![\p{L}])(?:isto|isso) são (?!(?:só|apenas|de|do|da|para|que|muito)(?![\p{L}]))(.+)/iu,
    /(?<![\p{L}])(?:este|esta|isto|isso)(?: \p{L}+)? é (?:uma?) (.+)/iu,
    // 'Isto é osteoporose': a condition said without an article.
    /(?<![\p{L}])(?:isto|isso) é (?!(?:uma?|o|a|os|as|não|só|apenas|de|do|da|por|pela|pelo|para|que|porque|quando|onde|como|muito|mesmo)(?![\p{L}]))(.+)/iu,
    /(?<![\p{L}])complicad[oa]s? (?:com|por) (?:uma?|o|a) (.+)/iu,
    /(?<![\p{L}])sofre (?:também )?de (.+)/iu,
    // 'Chama-se fascite plantar': the condition's name, told.
    /^(?:(?:isto|isso) )?chama-se (.+)/iu,
    // 'Estas hipoglicemias noturnas são pela dose de insulina': the condition the cause is given for.
    /^(?:estas|estes|esta|este|as|os|a|o) ((?:[\p{L}-]+ ){0,2}[\p{L}-]+) (?:são|é) (?:provavelmente )?(?:pela|pelo|pelas|pelos|por causa d[aoe]s?|devid[oa]s? (?:à|ao|às|aos)) /iu,
    /(?<![\p{L}])(?:as análises|o raio-?x|a radiografia|os exames|o exame|a ecografia|a tac|a biópsia|o eletrocardiograma|o ecg) (?:também )?(?:mostra(?:m|ram)?|revela(?:m|ram)?|confirma(?:m|ram)?) (?:que tem )?(.+)/iu,
    /(?<![\p{L}])(?:foi diagnosticad[oa] com|diagnosticaram-lhe|diagnosticaram-no com|diagnosticaram-na com) (.+)/iu,
  ],
  condition:
    /(?:(?<!(?<![\p{L}])(?:no|le|aze|lim|apet|conv|el|palp|dele|ace|ev|perm|adm|transm|om|em|acred|s|dinam|graf|qu|tr|dorm|irr|vis|cab|hab|ex|compet))ites?|(?<!(?<![\p{L}])(?:d|glic|frut|lact|sacar|celul|p|r|pr|diagn|progn))oses?|(?<!(?<![\p{L}])(?:t|s|ar|idi|dipl|sint|c|g|cromoss|axi|r|br))omas?|(?<!(?<![\p{L}])(?:glic|acad|bo|boé|epid|pand))emias?|(?<!(?<![\p{L}])(?:sim|em|anti|tele))patias?|(?<!(?<![\p{L}])(?:nost))algias?|íases?|plasias?|trofias?)(?![\p{L}])|(?<![\p{L}])(?:(?:relacionad[oa]s?|induzid[oa]s?) (?:com (?:[oa]s? )?|pel[oa]s? )\p{L}+|défice|déficit|deficiência|carência|náuseas e vómitos da gravidez|anafilaxia|reação anafilática|reação (?:alérgica|medicamentosa|cutânea|a[oà]s?) ?\p{L}*|reacção (?:alérgica|medicamentosa|cutânea|a[oà]s?) ?\p{L}*|toxidermia|hemorr[oó]idas|fissura anal|(?:náuseas|vómitos|enjoos) da gravidez|hiper[ée]mese|acidente vascular cerebral|acidente isqu[ée]mico transit[óo]rio|avc|ait|diarreia do viajante|extrassístoles|tensão alta|pressão alta|colesterol alto|herpes zóster|herpes zoster|zóster|herpes|varicela|sarna|escabiose|impetigem|impetigo|urticária|urticaria|rosácea|rosacea|obstipação|(?:peri|pós-?)?menopausa|dispepsia|entorse|cólica|distensão|efeito secundário|efeito adverso|exantema|toxidermia|urticária|epistaxe|epistáxis|fibrilhação|taquicardia|bradicardia|arritmia|enfarte|trombose|embolia|cefaleia|ciática|vertigem|fratura|infeção|infecção|síndrome|doença|insuficiência|cálculos?|pedra|rotura|lesão|pneumonia|diabetes|hipertensão|asma|crupe|escarlatina|dor (?:lombar|muscular|mecânica|musculosquelética|cervical|dorsal)|piolhos|unhas? encravadas?|(?:tampão|rolhão) de (?:cera|cerúmen)|aftas?|acne|acufenos?|surdez súbita|hipoacusia|dpoc|depressão|ansiedade|refluxo|enxaqueca|epilepsia|gota|cancro|câncer|tumor|úlcera|hérnia|quisto|obesidade|insónia|apneia|vírus|viral|virose|bacteriana|gripe|constipação|eczema|psoríase|angina|traumatismo|hemorragia|nódulo|pólipo|hipotensão|síncope|pré-eclâmpsia|eclâmpsia|sobredosagem|desidratação|intoxicação|terçolho|terçol|hordéolo|calázio|queimadura|reação local|diarreia)s?(?![\p{L}])|(?<=\p{L}{4})ismo(?![\p{L}])/iu,
  conditionState:
    /(?<![\p{L}])(?:a sua|o seu|a|o|um|uma) ((?:(?!não(?![\p{L}])|que(?![\p{L}]))[\p{L}-]+ ){0,3}?(?!não(?![\p{L}]))[\p{L}-]+) (?:que )?(?:(?<neg>não) )?(?:(?:ainda|agora|já) )?(?:está|ficou|parece|parece estar) (?:agora |já |totalmente |completamente |neste momento |de momento |atualmente )?((?:ainda |muito )?ativ[oa]|em surto|não (?:está |muito bem |bem |suficientemente |totalmente )?controlad[oa]|mal controlad[oa]|insuficientemente controlad[oa]|descontrolad[oa]|descompensad[oa]|resolvid[oa]|bem controlad[oa]|(?:suficientemente |totalmente )?controlad[oa]|estável|melhor|pior|a melhorar|a piorar|curad[oa])(?![\p{L}])/iu,
  judged:
    /(?<![\p{L}])(?:o|a|os|as|o seu|a sua|seu|sua) (?<what>potássio|sódio|creatinina|cálcio|inr|tsh|t4 livre|t4|hemoglobina(?: glicada)?|hba1c|colesterol(?: ldl)?|ldl|ferritina|vitamina d|vitamina b12|psa|pcr|glicemia(?: em jejum)?|glicose|açúcar(?: em jejum)?|plaquetas) (?:está|estava|é|deu|veio|ficou|estão|estavam|são|vieram) (?:agora |ainda |hoje )?(?:[\p{L}\d.,/% -]{1,40}?,? (?:o que é|que é|portanto|ou seja) )?(?<how>(?:um pouco |muito |ligeiramente |demasiado |bastante |mais )?(?:alt[oa]s?|baix[oa]s?|elevad[oa]s?))(?![\p{L}])/giu,
  notYet: words(`espero|esperemos|oxalá|quando|até|assim que|para que|queremos|quero|precisa|deve|deveria`),
  innerPossessive: [/(?<=(?:^|\s)[nd][oa]s?\s)(?:seu|sua|seus|suas)\s/giu, ''],
  notDiagnosis: words(
    `revisão|consulta|você|senhor|senhora|ele|ela|eles|elas|eu|me|meu|minha|tem|tenho|está|estou|é|são|foi|era|vai|vou|bem|melhor|pior|normal|nada|tudo|isso|isto|aquilo|muito|pouco|aqui|hoje|agora|que|sim|bom|boa|ok|certo|tranquilo|melhorar|fazer|ficar|ter|ser|estar|pai|mãe|irmão|irmã|filho|filha|marido|mulher|avô|avó`,
  ),
  article:
    /^(?:(?:uma?|o|a|os|as|à|às|ao|aos|um quadro de|quadro de|de|da|do|uns|umas|provavelmente|talvez|possivelmente|mesmo|apenas|só)\s+)+/iu,
  phraseEnd:
    /\s+(?:e (?:vamos|vou|por isso|portanto|então|temos|o|a|é)|mas|porque|portanto|então|enquanto|que|por isso|pelo que|neste momento|hoje|agora|aqui)(?![\p{L}]).*$/iu,
  test: words(
    `teste (?:respiratório|do helicobacter)(?: do helicobacter| para o helicobacter)?|análises|analises|análise|hemograma|bioquímica|radiografia|rx|raio-x|raio x|ecografia|tac|tc|ressonância(?: magnética)?|rm|ecg|eletrocardiograma|electrocardiograma|ecocardiograma|holter|mapa|prova de esforço|urina ii|sumária de urina|urocultura|exsudado|zaragatoa|biópsia|colonoscopia|endoscopia|mamografia|densitometria|espirometria|provas de função respiratória|hemoglobina glicada|perfil lipídico|psa|tsh|exames|coprocultura|exame parasitológico|parasitológico de fezes`,
  ),
  imaging: words(
    `radiografia|rx|raio-x|raio x|ecografia|tac|tc|ressonância(?: magnética)?|rm|ecocardiograma|mamografia|densitometria`,
  ),
  orderVerb: words(
    String.raw`ped\p{L}*|peço|requisit\p{L}*|faz(?:er)?|faça|marc\p{L}*|repet\p{L}*|realiz\p{L}*|mand\p{L}* fazer|(?:mando|envio|vou mandar|vou enviar) (?:uma?|o|a|as|os)|vamos fazer|precis\p{L}* de fazer|prescrev\p{L}*|agend\p{L}*`,
  ),
  referral: words(
    String.raw`encaminh\p{L}*|referenci\p{L}*|chamar (?:já |agora )?(?:o inem|uma ambulância|a ambulância|o 112)|chamo (?:já |agora )?(?:o inem|uma ambulância|o 112)|(?:mando|envio|vou mandá-l[oa]|vou enviá-l[oa]|vamos mandá-l[oa])(?:-[oa])? (?:já |agora )?(?:para o|ao|à|para a) (?:hospital|urgência|serviço de urgência)|consulta de (?:cardiologia|neurologia|ortopedia|dermatologia|fisiatria|cirurgia|urologia|gastrenterologia|gastroenterologia|endocrinologia|pneumologia|reumatologia|psiquiatria|oftalmologia|otorrino\p{L}*|ginecologia|\p{L}+logia)|fisioterapia|medicina física`,
  ),
  advice: words(
    String.raw`baixa médica|de baixa|certificado de incapacidade|atestado(?: médico)?|evit\p{L}*`,
  ),
  referredIn:
    /(?:foi|veio|vem|é|está) (?:encaminhad|referenciad)\p{L}*|(?:encaminhad|referenciad)[oa]s? (?:pel|por|d[oa] )|com (?:uma )?referenciação/iu,
  followUp:
    /(?<![\p{L}])(?:próxima consulta|reavalia\p{L}*|ligo-lhe|telefono-lhe|voltar|volte|volta|volto a vê-l[oa]|vejo-[oa]|consulta de seguimento|controlo|marcar (?:nova )?consulta|vemo-nos|nova consulta|voltamos a (?:falar|ver-nos))(?:[^.,;]*?)(?:,\s*)?((?:daqui a|dentro de|em|após|ao fim de) (?:[\p{L}\d]+ ){1,2}(?:horas?|dias?|semanas?|meses|mês|anos?)|na próxima semana|no próximo mês)/iu,
  safetyAction: words(
    `avise-nos|diga-nos|contacte-nos|ligue-nos|telefone-nos|telefone|urgência|urgências|ligue|ligar|liga|telefona|volta cá|volta à consulta|vem cá|112|sns 24|saúde 24|voltar|volte|venha|procure|procurar|recorra|recorrer|hospital|serviço de urgência|com urgência|voltas cá|voltas à consulta|vens cá|não conduza|não conduzas|pare o carro|para o carro|traga-(?:o|a|os|as)|tragam-(?:no|na|nos|nas)`,
  ),
  triedBefore: words(
    String.raw`experimentei|experimentou|tomei|tomou|tomava|já tomei|usei|usou|pus|pôs|antes|no passado|há \d+|não (?:fez|faz) (?:efeito|nada)|não resultou|não ajudou|deu-me|fez-me|dei-lhe|demos-lhe|lhe dei|lhe demos`,
  ),
  pastTime: words(
    `última consulta|da última vez|na última|anteriormente|antes|em casa|costumava|no passado|tem andado|andava|tinha|trouxe|trouxeram|já fez`,
  ),
  asking:
    /(?<![\p{L}])(?:algum|alguma|alguns|algumas|tem tido|sente|sentiu|notou|há quanto|como|quando|onde|qual|quais|o que)(?![\p{L}])/iu,
  yes: /^(?:sim|tomo|tenho|estou|é|exato|exatamente|certo|claro|pois|tive|já)(?![\p{L}])/iu,
  no: /^(?:não|nao|nunca|nada|a nenhum|a nenhuma|nenhum|nenhuma|nem|nenhumas|nenhuns|que (?:eu )?saiba,? não|que saibamos,? não|tanto quanto (?:sei|sabemos),? não)(?![\p{L}])/iu,
  allergyLine: (agent, reaction) => `Alergia: ${agent}${reaction ? ` (${reaction})` : ''}`,
  noKnownAllergies: 'Sem alergias conhecidas',
  noKnownDrugAllergies: 'Sem alergias medicamentosas conhecidas',
  impressionLine: (d, c) =>
    c === 'stated'
      ? cap(d)
      : `${c === 'probable' ? (plural(d) ? 'Prováveis' : 'Provável') : plural(d) ? 'Possíveis' : 'Possível'} ${d}`,
}

const es: FactsPack = {
  allergy: words(
    String.raw`alergi\p{L}*|alérgic\p{L}*|alergic\p{L}*|anafila\p{L}*|intoleran\p{L}*|no tolero`,
  ),
  noAllergy: words(
    `alergias? (?:de verdad|reales?) no|ninguna alergia (?:de verdad|real)|no (?:tengo|tiene|hay|soy|es|tenemos) (?:ninguna )?(?:alergias?|alérgic[oa]s?)(?: (?:a nada|conocidas|a medicamentos|medicamentosas))?|sin alergias(?: conocidas| medicamentosas)?|niega alergias|alergias:? (?:no|ninguna|desconoce)|no (?:soy|es) alérgic[oa] a nada|no se conocen alergias|ninguna alergia|nam?c`,
  ),
  allergen: [
    /al[ée]rgic[oa]s? (?:a|al|a la|a los|a las) ([^.;?!]+)/iu,
    /alergias? (?:a|al|a la|a los|a las|de) ([^.;?!]+)/iu,
    /intolerancia (?:a|al|a la|a los|a las) ([^.;?!]+)/iu,
    // 'No tolero el ibuprofeno, me sienta mal al estómago.'
    /no tolero (?:el |la |los |las )?([^.;?!,]+)/iu,
  ],
  allergenInContext: [
    /(?:no puedo tomar|no tolero|reaccioné mal (?:a|al|a la|a los|a las)|reacción (?:alérgica )?(?:a|al|a la|a los|a las)|me sienta mal (?:el|la|los|las)) ([^.;?!]+)/iu,
    /^\s*(?:(?:sí|solo)[,\s]+)?(?:al|a la|a los|a las|con (?:el|la|los|las)) ([^.;?!]+)/iu,
  ],
  reaction: words(
    String.raw`angioedema|úlceras? (?:de|en el) estómago|úlceras? gástricas?|hemorragia(?: (?:en el estómago|gástrica|digestiva))?|sangrado de estómago|(?:la )?piel (?:toda |muy )?roja|enrojecimiento|rojez|crisis de asma|ataque de asma|(?:(?:la |los )?(?:cara|boca|lengua|labios?|ojos?|garganta) )?hinchad[oa]s?|reacci[oó]n (?:en la piel|cutánea)|sibilancias|pitos|broncoespasmo|urticaria|ronchas|sarpullido|erupci\p{L}*|hinchaz\p{L}*|se (?:me |le )?hinch\p{L}*(?: (?:la|el|los|las) (?:cara|boca|lengua|labios|ojos|garganta|párpados))?|edema|anafila\p{L}*|picor|prurito|falta de aire|dificultad para respirar|vómitos|diarrea|ampollas|náuseas|mareos?|(?:muy )?maread[oa]s?|temblores|asma`,
  ),
  allergyQuestion: words(String.raw`alergi\p{L}*|alérgic\p{L}*|intoleran\p{L}*|reacci\p{L}* (?:a|al)`),
  reactionQuestion:
    /qu[eé] (?:le |te )?(?:pasa|pas[oó]|ocurre|ocurri[oó]) cuando (?:toma|tom[oó]|tomas|usa|us[oó]|le dan|le dieron) (?:el |la |los |las )?([^.;?!]+)/iu,
  allergenInQuestion:
    /(?:además de(?: la| el| los| las)?|aparte de(?: la| el)?|excepto(?: la| el)?) ([^.,;?!]+)/iu,
  drugWords: words(
    `medicamentos?|medicamentos[oa]s?|medicación|fármacos?|farmacológic[oa]s?|medicinas?|antibióticos?|anti-?inflamatorios?|aines`,
  ),
  affirm: /^(?:eso es|exacto|exactamente|correcto|cierto|así es)(?![\p{L}])[\s,.!]*/iu,
  filler: /^(?:(?:ah|oh|eh|mmm+|pues|bueno|sí|si|mire)[\s,.!]+)+/iu,
  // ('Al esparadrapo soy': the verb said after the agent, the 'alérgico' left unsaid, is none of it.)
  trailing: /\s+(?:también|tb|sí|eso sí|sin embargo|soy|es|yo soy|él es|ella es)$/iu,
  listGoesOn:
    /^(?:(?:sí|claro)[,.!]?\s+)?(?:y también|también|y)\s+(?:(?:a|al)\s+)?(?:(?:la|las|los|el)\s+)?((?:(?!\b(?:yo|él|ella|ellos|nosotros|usted|tomo|tengo)\b)[^.;?!])+)[.!]?$/iu,
  genericAgent:
    /^(?:(?:algún|algunos|alguna|algunas|varios|varias|unos|unas|otros|otras)\s+)?(?:medicamentos?|medicinas?|fármacos?|cosas?|nada|todo|pastillas?)$/iu,
  switchFrom: /(?<![\p{L}])(?:cambi\p{L}*|sustitu\p{L}*)\s+[^,.;]+?\s(?:por)(?=\s)/iu,
  status: {
    clinician: [
      [
        'continued',
        words(
          String.raw`no (?:lo |la |los |las )?(?:deje|dejes|suspenda|suspendas|pare|interrumpa)|no (?:cambie|cambies|modifique|modifiques|toque|toques) la dosis|no deje de tomar|siga tomando|no (?:hace falta|es necesario|es preciso|tiene que|hay que|necesita) (?:suspender|parar|dejar|retirar|interrumpir)`,
        ),
      ],
      [
        'avoided',
        words(
          String.raw`no (?:(?:le|les|te|lo|la|los|las|se) )?(?:vamos a|voy a|debemos|debe|puede|podemos|conviene|quiero que) (?:\p{L}+ )?(?:usar|dar|recetar|prescribir|iniciar|tomar|poner)|evit\p{L}*|no (?:tome|use|se tome|le dé|dé|le dé|le den|reinicie|vuelva a tomar)|nada de|sin`,
        ),
      ],
      [
        'stopped',
        words(
          String.raw`suspend\p{L}*|suspens\p{L}*|dej(?:ar|e|amos|a) de(?: (?:tomar|usar))?|dej(?:ar|e|amos) (?:el|la|los|las)(?![\p{L}])|(?:lo|la|los|las) dejamos(?! igual| como)|retir\p{L}*|interrump\p{L}*|quit(?:ar|amos|e)`,
        ),
      ],
      [
        'changed',
        words(
          // ('el naproxeno puede estar aumentando la acidez': the medicine doing it, no dose changed.)
          String.raw`(?<!(?:está|están|estar|estaba|estaban) )(?:aument\p{L}*|reduc\p{L}*|reduzc\p{L}*)|volv(?:er|emos|a) a|(?<!(?:está|están|estar|estaba|estaban) )disminu\p{L}*|baj\p{L}* la dosis|sub\p{L}* la dosis|sub(?:ir|imos|o)|baj(?:ar|amos|o)|ajust\p{L}*|dobl\p{L}*|pasar a|cambi(?:ar|amos|o) (?:a|de)`,
        ),
      ],
      [
        'continued',
        words(
          String.raw`no (?:lo |la |los |las )?(?:deje|suspenda|pare|interrumpa)|manten\p{L}*|mantien\p{L}*|mantener|continu\p{L}*|segu\p{L}* con|sig\p{L}* con|renov\p{L}*|misma dosis`,
        ),
      ],
      [
        'started',
        words(
          String.raw`inici\p{L}*|empez\p{L}*|comenz\p{L}*|añad\p{L}*|agreg\p{L}*|recet\p{L}*|prescrib\p{L}*|(?:le |te )?voy a (?:dar|poner|mandar|recetar|pautar)|(?:le|te) (?:doy|pongo|mando)|vamos a (?:dar|poner|recetar|iniciar|empezar|probar|usar|utilizar|tratar(?:la|lo)? con)|paut\p{L}*|tom(?:e|ar|a)|prob(?!abl)\p{L}*|para (?:el dolor|la fiebre)`,
        ),
      ],
      // In a dictation, what the patient is on ('medicado com', 'is on lisinopril', 'nimmt regelmäßig'); last, so
      // any other cue at the same place ('put you on') wins.
      [
        'current',
        words(
          String.raw`en tratamiento con|tratad[oa] con|anticoagulad[oa] con|toma habitualmente|medicación habitual|sigue tratamiento con|(?:tratamiento|medicación)(?: habitual| actual| crónico)?\s*:`,
        ),
      ],
    ],
    patient: [
      [
        'stopped',
        words(
          `dejé de|deje de|acabé|tuve que (?:dejar|suspender|parar|quitar)|terminé|no me quedan|no me queda (?:nada|ninguna|ninguno|más)|se me (?:terminaron|terminó|acabaron)|me quedé sin|estoy sin|ya hice|ya tomé|hice (?:un )?(?:ciclo|tratamiento) (?:de|con)|ya no tomo|ya no (?:lo |la |los |las )?(?:uso|pongo|aplico|echo)|tomaba|dejé|se me acabó|suspendí|me lo quitaron|dejamos de|dejamos|dejó de|dejó|ya no (?:lo |la )?toma|se lo quitaron|se la quitaron`,
        ),
      ],
      [
        'current',
        words(`tomo|estoy tomando|me tomo|uso|también tomo|sigo tomando|suelo tomar|me pongo|llevo`),
      ],
    ],
  },
  impression: [
    // 'Lo más probable es una polimialgia reumática': probable.
    [/(?<![\p{L}])lo más probable es (?:que (?:sea|se trate de) )?(?:una? |el |la )?(.+)/iu, 'probable'],
    // 'Sospecho una fractura de cadera': the condition suspected.
    [/(?<![\p{L}])sospecho (?:que (?:tiene|es) )?(?:una?|el|la) (.+)/iu, 'probable'],
    // 'Estas caídas son por una hipotensión ortostática': the cause named (a condition).
    [
      /(?<![\p{L}])(?:estas|estos|esta|este|las|los|la|el|esto|eso) (?:[\p{L}-]+ ){0,3}?(?:son|es) (?:probablemente |seguramente )?(?:por|debid[oa]s? a|a causa de|causad[oa]s? por) (.+)/iu,
      'probable',
    ],
    [
      /(?<![\p{L}])(?:se trata de|estamos ante|el diagnóstico (?:es|sería)|diagnóstico de|diagnóstico:|mi valoración es(?: que)?) (.+)/iu,
      'stated',
    ],
    [
      /(?<![\p{L}])(?:me parece|parece ser|parece|debe ser|todo indica|(?:me )?suena a|tiene pinta de(?: ser)?) (.+)/iu,
      'probable',
    ],
    [/(?<![\p{L}])la (?:principal )?sospecha es (?:de )?(.+)/iu, 'probable'],
    [/(?<![\p{L}])(?:me preocupa|temo|me temo) que (?:sea|se trate de|tengas|tenga) (.+)/iu, 'possible'],
    [
      /(?<![\p{L}])(?:creo|pienso) que (?:(?:esto|eso|estas? \p{L}+|estos? \p{L}+) )?(?:es|son|sea|sean|tiene|usted tiene|se trata de|estamos ante) (.+)/iu,
      'probable',
    ],
    [/(?<![\p{L}])(?:compatible con|sugestivo de|sugiere|a favor de|típico de) (.+)/iu, 'probable'],
    [/(?<![\p{L}])(?:probable|probablemente) (.+)/iu, 'probable'],
    [
      /(?<![\p{L}])(?:puede ser|podría ser|puede tratarse de|sospech\p{L}* (?:de|que sea)|descartar) (.+)/iu,
      'possible',
    ],
    [/(?<![\p{L}])(?:puede|podría) (?:tener|estar con) (.+)/iu, 'possible'],
  ],
  diagnosisQuestion: /(?<![\p{L}])cu[aá]l (?:es |fue |ser[ií]a )?(?:el|su) diagn[oó]stico(?![\p{L}])/iu,
  assessmentHeading:
    /^(?:valoración(?: y plan)?|impresión(?: diagnóstica)?|diagnósticos?|juicio clínico)[\s.:,-]*$/iu,
  causeLead:
    /^(?:desencadenad[oa]s?|causad[oa]s?|provocad[oa]s?|agravad[oa]s?|debid[oa]s?|secundari[oa]s?|relacionad[oa]s?|por|a causa|tras|después)(?![\p{L}])/iu,
  plainImpression: [
    // '¿Y eso qué quiere decir?' 'Que tienes diabetes gestacional': what a result means, told.
    /^que (?:usted )?(?:tiene|tienes) (.+)/iu,
    // A dictated heading and the impression after it ('Beurteilung: leicht dekompensierte Herzinsuffizienz').
    /^(?:valoración|juicio clínico|impresión diagnóstica|diagnósticos?)\s*[:,]\s*(.+)/iu,
    /(?<![\p{L}])lo que (?:(?:usted |él |ella )?tiene|(?:tú )?tienes)(?: aquí)? es (?:una?|el|la) (.+)/iu,
    // 'Lo que tiene son hemorroides internas de grado dos': the condition said in the plural.
    /(?<![\p{L}])lo que (?:(?:usted |él |ella )?tiene|(?:tú )?tienes)(?: aquí)? son (?:unas |unos |las |los )?(.+)/iu,
    /(?<![\p{L}])(?:tiene|tienes|usted tiene|está con|estás con|está teniendo|estás teniendo) (?:una?|el|la) (.+)/iu,
    /(?<![\p{L}])(?:esto|eso) (?:es|fue) (?:una?|un caso de) (.+)/iu,
    /^es (?:una?) (.+)/iu,
    // 'Son náuseas y vómitos del embarazo, sin deshidratación': a condition said in the plural.
    /^son (.+)/iu,
    /(?<![\p{L}])(?:esto|eso|estas|estos) son (?!(?:los|las|mis|sus|tus|de|del|para|que|muy|solo|sólo|normales)(?![\p{L}]))(.+)/iu,
    /(?<![\p{L}])(?:este|esta|esto|eso)(?: \p{L}+)? es (?:una?) (.+)/iu,
    // 'Esto es osteoporosis': a condition said without an article.
    /(?<![\p{L}])(?:esto|eso) es (?!(?:una?|el|la|los|las|no|solo|sólo|de|del|por|para|que|porque|cuando|donde|como|muy|lo)(?![\p{L}]))(.+)/iu,
    /(?<![\p{L}])complicad[oa]s? (?:con|por) (?:una?|el|la) (.+)/iu,
    /(?<![\p{L}])(?:sufre|padece) (?:también )?(?:de )?(.+)/iu,
    // 'Se llama fascitis plantar': the condition's name, told.
    /^(?:(?:esto|eso) )?se llama (.+)/iu,
    // 'Estas hipoglucemias nocturnas son por la dosis de insulina': the condition the cause is given for.
    /^(?:estas|estos|esta|este|las|los|la|el) ((?:[\p{L}-]+ ){0,2}[\p{L}-]+) (?:son|es) (?:probablemente )?(?:por|debid[oa]s? a|a causa de) (?:la|el|las|los|su) /iu,
    /(?<![\p{L}])(?:los análisis|la analítica|la radiografía|las pruebas|la prueba|la ecografía|el tac|la biopsia|el electrocardiograma|el ecg) (?:también )?(?:muestra(?:n)?|mostró|revela(?:n)?|reveló|confirma(?:n)?|confirmó) (?:que tiene )?(.+)/iu,
    /(?<![\p{L}])(?:le diagnosticaron|le han diagnosticado|(?:fue|ha sido) diagnosticad[oa] de) (.+)/iu,
  ],
  condition:
    /(?:itis|(?<!(?<![\p{L}])d)osis|(?<!(?<![\p{L}])(?:t|s|ar|idi|dipl|sínt|sint|c|g|br|r|cromos|axi))omas?|(?<!(?<![\p{L}])(?:gluc|acad|epid|pand))emias?|(?<!(?<![\p{L}])(?:sim|em|anti|tele))patías?|(?<!(?<![\p{L}])(?:nost))algias?|iasis|plasias?|trofias?)(?![\p{L}])|(?<=\p{L})ciática|(?<![\p{L}])(?:(?:relacionad[oa]s?|inducid[oa]s?) (?:con|por) (?:el|la|los|las) \p{L}+|déficit|deficiencia|carencia|náuseas y vómitos del embarazo|anafilaxia|reacción anafiláctica|reacción (?:alérgica|medicamentosa|cutánea|al|a la|a los|a las) ?\p{L}*|toxicodermia|hemorroides|fisura anal|(?:náuseas|vómitos) del embarazo|hiper[ée]mesis|accidente isqu[ée]mico transitorio|accidente cerebrovascular|ictus|ait|acv|diarrea del viajero|extrasístoles|tensión alta|presión alta|colesterol alto|herpes zóster|herpes zoster|zóster|culebrilla|herpes|varicela|sarna|escabiosis|impétigo|impetigo|urticaria|rosácea|rosacea|estreñimiento|(?:peri|post)?menopausia|dispepsia|esguince|cólico|distensión|efecto secundario|efecto adverso|exantema|toxicodermia|urticaria|epistaxis|fibrilación|taquicardia|bradicardia|arritmia|infarto|embolia|cefalea|ciática|vértigo|fractura|infección|síndrome|enfermedad|insuficiencia|cálculos?|piedra|rotura|lesión|neumonía|diabetes|hipertensión|asma|crup|escarlatina|dolor (?:muscular|musculoesquelético|osteomuscular|mecánico|lumbar|cervical|dorsal)|piojos|uñas? encarnadas?|tapón de (?:cera|cerumen)|aftas?|acné|acúfenos?|sordera súbita|hipoacusia|epoc|depresión|ansiedad|reflujo|migraña|epilepsia|gota|cáncer|tumor|úlcera|hernia|quiste|obesidad|insomnio|apnea|virus|viral|\p{L}{3,} v[ií]ric[oa]s?|bacteriana|gripe|catarro|resfriado|eccema|psoriasis|angina|traumatismo|hemorragia|nódulo|pólipo|hipotensión|síncope|preeclampsia|eclampsia|sobredosificación|sobredosis|deshidratación|intoxicación|orzuelo|chalazi[oó]n|quemadura|reacción local|diarrea)s?(?![\p{L}])|(?<=\p{L}{4})ismo(?![\p{L}])/iu,
  conditionState:
    /(?<![\p{L}])(?:su|el|la|un|una) ((?:(?!no(?![\p{L}])|que(?![\p{L}]))[\p{L}-]+ ){0,3}?(?!no(?![\p{L}]))[\p{L}-]+) (?:que )?(?:(?<neg>no) )?(?:está|parece|parece estar|se ha) (?:ya |ahora |totalmente |completamente |en este momento |actualmente |de momento )?((?:todavía |aún |muy )?activ[oa]|en brote|no (?:está |bien |suficientemente |del todo )?controlad[oa]|mal controlad[oa]|insuficientemente controlad[oa]|descontrolad[oa]|descompensad[oa]|resuelt[oa]|bien controlad[oa]|(?:suficientemente |del todo |totalmente )?controlad[oa]|estable|mejor|peor|mejorando|empeorando|curad[oa])(?![\p{L}])/iu,
  judged:
    /(?<![\p{L}])(?:el|la|los|las|su) (?<what>potasio|sodio|creatinina|calcio|inr|tsh|t4 libre|t4|hemoglobina(?: glicada| glicosilada)?|hba1c|colesterol(?: ldl)?|ldl|ferritina|vitamina d|vitamina b12|psa|pcr|glucemia(?: en ayunas)?|glucosa|azúcar(?: en ayunas)?|plaquetas) (?:está|estaba|es|ha salido|salió|sale|están|estaban|son|han salido) (?:ahora |todavía |aún |hoy )?(?:[\p{L}\d.,/% -]{1,40}?,? (?:lo que es|que es|o sea) )?(?<how>(?:un poco |muy |ligeramente |demasiado |bastante |algo |más )?(?:alt[oa]s?|baj[oa]s?|elevad[oa]s?))(?![\p{L}])/giu,
  notYet: words(
    `espero|esperemos|ojalá|cuando|hasta|en cuanto|para que|queremos|quiero|necesita|debe|debería`,
  ),
  notDiagnosis: words(
    `revisión|consulta|cita|usted|tú|él|ella|ellos|ellas|yo|me|mi|tiene|tengo|está|estoy|es|son|fue|era|va|voy|bien|mejor|peor|normal|nada|todo|eso|esto|aquello|mucho|poco|aquí|hoy|ahora|que|sí|bueno|buena|vale|tranquilo|mejorar|hacer|quedar|tener|ser|estar|padre|madre|hermano|hermana|hijo|hija|marido|mujer|abuelo|abuela`,
  ),
  article:
    /^(?:(?:una?|el|la|los|las|al|a la|a los|a las|a|un cuadro de|cuadro de|de|del|unos|unas|probablemente|quizás|posiblemente|solo)\s+)+/iu,
  phraseEnd:
    /\s+(?:y (?:vamos|voy|por eso|entonces|tenemos|el|la|es)|pero|porque|por eso|entonces|mientras|que|así que|en este momento|hoy|ahora|aquí)(?![\p{L}]).*$/iu,
  test: words(
    `test del aliento|prueba del aliento|test de(?:l)? helicobacter|analítica|análisis|analisis|hemograma|bioquímica|radiografía|rx|placa|ecografía|tac|tc|escáner|resonancia(?: magnética)?|rm|ecg|electrocardiograma|ecocardiograma|holter|prueba de esfuerzo|sedimento de orina|urocultivo|frotis|biopsia|colonoscopia|endoscopia|gastroscopia|mamografía|densitometría|espirometría|hemoglobina glicada|perfil lipídico|psa|tsh|pruebas|coprocultivo|(?:estudio de )?parásitos en heces`,
  ),
  imaging: words(
    `radiografía|rx|placa|ecografía|tac|tc|escáner|resonancia(?: magnética)?|rm|ecocardiograma|mamografía|densitometría`,
  ),
  orderVerb: words(
    String.raw`ped\p{L}*|pido|solicit\p{L}*|hac\p{L}*|hag\p{L}*|realiz\p{L}*|repet\p{L}*|mand\p{L}*|vamos a hacer|program\p{L}*|prescrib\p{L}*`,
  ),
  referral: words(
    String.raw`deriv\p{L}*(?<!derivaciones)|remit\p{L}*|llam(?:ar|o) (?:ya |ahora )?(?:a )?(?:una ambulancia|la ambulancia|al 112|al 061|a emergencias)|(?:te|le|la|lo) (?:mando|envío|enviamos|mandamos) (?:ahora |ya )?(?:al|a) (?:hospital|urgencias)|interconsulta|consulta (?:de|con) (?:cardiología|neurología|traumatología|dermatología|urología|digestivo|endocrinología|neumología|reumatología|psiquiatría|oftalmología|otorrino\p{L}*|ginecología|\p{L}+logía)|fisioterapia|rehabilitación`,
  ),
  advice: words(
    String.raw`baja laboral|baja médica|parte de baja|de baja|(?:le|te) doy (?:la )?baja|evit\p{L}*`,
  ),
  referredIn:
    /(?:fue|viene|vino|es|está) (?:derivad|remitid)\p{L}*|(?:derivad|remitid)[oa]s? (?:por|desde|de )/iu,
  followUp:
    /(?<![\p{L}])(?:próxima (?:consulta|cita|revisión)|revisión|control|(?:le|la|lo|te) (?:llamo|llamaré|veo|veré|vuelvo a ver)|volver|vuelva|nos vemos|cita de control|seguimiento|volvemos a (?:ver|vernos|hablar))(?:[^.,;]*?)(?:,\s*)?((?:en|dentro de|tras|después de) (?:[\p{L}\d]+ ){1,2}(?:horas?|días?|semanas?|meses|mes|años?)|la próxima semana|el próximo mes)/iu,
  safetyAction: words(
    `avísenos|llámenos|llámeme|telefonéenos|telefonee|urgencias|urgencia|112|llame|llamar|llámanos|llámame|llama|acuda|acudir|vuelva|vuelve|volver|venga|ven|hospital|servicio de urgencias|vuelves|vienes|no conduzca|no conduzcas|pare el coche|para el coche|tráiga(?:lo|la|los|las)|tráigan(?:lo|la|los|las)`,
  ),
  triedBefore: words(
    String.raw`probé|probó|tomé|tomó|tomaba|usé|usó|me puse|se puso|antes|en el pasado|hace \d+|no (?:me )?(?:hizo|hace) (?:efecto|nada)|no funcionó|no me ayudó|me dio|me sentó mal|le di|le dimos|le he dado|le hemos dado`,
  ),
  pastTime: words(
    `la última vez|última consulta|anteriormente|antes|en casa|solía|en el pasado|ha estado|estaba|tenía|trajo|ha traído|ya se hizo`,
  ),
  asking:
    /(?<![\p{L}])(?:algún|alguna|algunos|algunas|ha tenido|ha notado|siente|desde cuándo|cómo|cuándo|dónde|cuál|qué)(?![\p{L}])/iu,
  yes: /^(?:sí|si(?=[,.!])|tomo|tengo|estoy|es|exacto|exactamente|correcto|claro|tuve|ya)(?![\p{L}])/iu,
  no: /^(?:no|nunca|nada|a ninguno|a ninguna|ninguno|ninguna|ningunas|ningunos|ni|que (?:yo )?sepa,? no|que sepamos,? no|no que (?:yo )?sepa|no que sepamos)(?![\p{L}])/iu,
  allergyLine: (agent, reaction) => `Alergia: ${agent}${reaction ? ` (${reaction})` : ''}`,
  noKnownAllergies: 'Sin alergias conocidas',
  noKnownDrugAllergies: 'Sin alergias medicamentosas conocidas',
  impressionLine: (d, c) =>
    c === 'stated'
      ? cap(d)
      : `${c === 'probable' ? (plural(d) ? 'Probables' : 'Probable') : plural(d) ? 'Posibles' : 'Posible'} ${d}`,
}

const de: FactsPack = {
  allergy: words(
    String.raw`\p{L}*allergi\p{L}*|allergisch|anaphyla\p{L}*|\p{L}*unverträglich\p{L}*|intoleranz|vertrag\p{L}* (?:ich|sie|er) (?:\p{L}+ )?(?:nicht|schlecht|kein\p{L}*)`,
  ),
  noAllergy: words(
    `keine (?:echten|richtigen|wirklichen) allergien|keine (?:bekannten )?(?:arzneimittel|medikamenten)?allergien|keine allergie|nicht allergisch(?: gegen (?:irgendwas|etwas|medikamente))?|(?:gegen|auf) nichts allergisch|allergien:? (?:keine|nicht bekannt|verneint)|verneint allergien|allergien (?:sind )?(?:keine )?(?:nicht )?bekannt`,
  ),
  allergen: [
    /allergisch (?:gegen|auf) (?:das |die |den )?([^.;?!]+)/iu,
    // 'Da Sie gegen Penicillin allergisch sind': the agent before the word.
    /(?:gegen|auf) (?:das |die |den )?([\p{L}][\p{L}-]*(?: [\p{L}][\p{L}-]*)?) allergisch/iu,
    /allergie (?:gegen|auf) (?:das |die |den )?([^.;?!]+)/iu,
    /(?<![\p{L}])([\p{L}]+?)-?allergie(?![\p{L}])/iu,
    /unverträglichkeit (?:gegen|von|auf) ([^.;?!]+)/iu,
    // 'Ich trage eine Amoxicillin-Unverträglichkeit ein.'
    /(?<![\p{L}])([\p{L}]+?)-?unverträglichkeit(?![\p{L}])/iu,
    /(?<![\p{L}])([\p{L}][\p{L}-]+) vertrag\p{L}* (?:ich|sie|er) (?:nicht|schlecht)/iu,
  ],
  allergenInContext: [
    /(?:vertrage (?:ich )?(?:kein(?:e|en)?|nicht)|reagiere (?:allergisch )?auf|kann (?:ich )?(?:kein(?:e|en)?|nicht) (?:nehmen|vertragen))\s+([^.;?!]+)/iu,
    /^\s*(?:(?:ja|nur)[,\s]+)?(?:gegen|auf) (?:das |die |den )?([^.;?!]+)/iu,
    // 'Bei Cotrim habe ich mal einen Ausschlag bekommen': what the reaction came with.
    /^\s*(?:(?:ja|nur|also)[,\s]+)?(?:bei|von|nach) (?:dem |der |den |das )?([^.;?!,]+?) (?=(?:habe|hatte|bekam|bekomme|kriege|kriegte) (?:ich )?(?:mal |einmal |damals |immer )?(?:so )?(?:einen |eine |ein )?(?:Ausschlag|Quaddeln|Nesselsucht|Juckreiz|Schwellung|Atemnot|Durchfall|Übelkeit|Erbrechen|Reaktion|allergische))/iu,
  ],
  reaction: words(
    String.raw`angioödem|magengeschwür\p{L}*|(?:magen)?blutung|angioodem|quincke-ödem|giemen|bronchospasmus|ausschlag|hautausschlag|nesselsucht|quaddeln|urtikaria|schwellung|schwillt|(?:(?:das |mein |sein |ihr )?gesicht|(?:die |meine |seine |ihre )?(?:lippen|zunge|augen)|(?:der |mein )?hals) (?:ist|sind|war|waren) (?:ganz |sofort |dick )?(?:an)?geschwollen|angeschwollen|geschwollen|anaphyla\p{L}*|juckreiz|juckt|atemnot|luftnot|erbrechen|durchfall|übelkeit|magenschmerzen|bauchschmerzen|blasen|asthmaanfall|rötung|rote haut|haut (?:wird|wurde) (?:ganz )?rot|zittern`,
  ),
  allergyQuestion: words(String.raw`\p{L}*allergi\p{L}*|allergisch|unverträglich\p{L}*|vertragen`),
  reactionQuestion:
    /was (?:passiert|passierte|geschieht)(?: bei Ihnen)?,?\s*wenn (?:Sie|er|sie) ([^.;?!]+?) (?:nehmen|nimmt|einnehmen|einnimmt|bekommen|bekommt|genommen haben)/iu,
  allergenInQuestion: /(?:außer|neben|abgesehen von)(?: der| dem| den| die| das)? ([^.,;?!]+)/iu,
  drugWords: words(
    `medikamente?n?|arzneimittel\\p{L}*|tabletten|antibiotika|antibiotikum|antirheumatika|entzündungshemm\\p{L}*|nsar|schmerzmittel`,
  ),
  affirm: /^(?:das stimmt|stimmt|richtig|genau|korrekt)(?![\p{L}])[\s,.!]*/iu,
  filler: /^(?:(?:ah|oh|äh+|ähm+|hm+|also|ja|na)[\s,.!]+)+/iu,
  trailing:
    /\s+(?:auch|ebenfalls|sind|ist|bin|bist|seid|seien|waren|war|schon|ja|doch|allerdings|aber|jedoch)$/iu,
  listGoesOn:
    /^(?:(?:ja|genau)[,.!]?\s+)?(?:und auch|auch|und)\s+(?:(?:gegen|auf)\s+)?((?:(?!\b(?:ich|er|sie|wir|es|nehme|habe)\b)[^.;?!])+)[.!]?$/iu,
  genericAgent:
    /^(?:(?:einige|manche|mehrere|andere|irgendwelche)\s+)?(?:medikamente?n?|arzneimittel|sachen|dinge|nichts|alles|tabletten)$/iu,
  switchFrom:
    /(?<![\p{L}])(?:ersetz\p{L}*|tausch\p{L}*|wechsel\p{L}*|stell\p{L}*)\s+[^,.;]+?\s(?:durch|gegen|auf)(?=\s)/iu,
  status: {
    clinician: [
      [
        'continued',
        words(
          String.raw`nicht (?:absetzen|weglassen|aufhören|eigenmächtig absetzen)|(?:setzen|lassen) (?:Sie|wir|ich) (?:\p{L}+ )*?(?:nicht|keinesfalls) (?:ab|weg)|weiter(?:hin)? (?:nehmen|einnehmen)|nicht (?:abgesetzt|pausiert) werden|nicht ab(?:zu)?setzen|nicht pausieren|(?:nehmen|nimmt) (?:Sie|er|sie|wir) (?:[\p{L}-]+ ){0,4}?weiter`,
        ),
      ],
      [
        'avoided',
        words(
          String.raw`(?:nicht|kein\p{L}*) (?:\p{L}+ ){0,2}(?:geben|verschreiben|verordnen|nehmen|einsetzen|anwenden|verwenden|ansetzen)|(?:geben|verschreiben|verordnen|nehmen|setzen|verwenden) (?:wir|ich|sie) (?:\p{L}+ ){0,5}nicht|(?:gebe|verschreibe|verordne) (?:ich )?(?:ihnen |dir )?kein\p{L}*|vermeid\p{L}*|verzicht\p{L}*|nicht mehr|nicht wieder (?:\p{L}+ )?(?:nehmen|anfangen|ansetzen|beginnen)|bitte kein\p{L}*`,
        ),
      ],
      [
        'stopped',
        words(
          String.raw`abgesetzt|absetzen|setzen (?:wir |sie )?(?:[\p{L}-]+ ){0,3}?ab|stopp\p{L}*|beend\p{L}*|pausier\p{L}*|lassen (?:wir )?(?:\p{L}+ ){0,3}weg|weglassen`,
        ),
      ],
      [
        'changed',
        words(
          String.raw`erhöh\p{L}*|reduzier\p{L}*|gehen (?:ab \p{L}+ |jetzt |dann )?(?:wieder )?(?:zurück )?auf|verringer\p{L}*|steiger\p{L}*|halbier\p{L}*|verdoppel\p{L}*|anpass\p{L}*|dosis (?:erhöhen|reduzieren|anpassen)|umstellen|auf \d+ (?:mg|mikrogramm)`,
        ),
      ],
      [
        'continued',
        words(
          String.raw`nicht (?:absetzen|weglassen|aufhören)|weiter\p{L}*|beibehalt\p{L}*|behalten|fortführ\p{L}*|fortsetz\p{L}*|bleib\p{L}* (?:\p{L}+ )?(?:bei|beim)|gleiche dosis|rezept (?:für|über)`,
        ),
      ],
      [
        'started',
        words(
          String.raw`verschreib\p{L}*|verordne\p{L}*|ergänz\p{L}*|dazu(?:nehmen|geben)|beginn\p{L}*|fangen (?:wir|sie) (?:mit|an)|start\p{L}*|ansetz\p{L}*|setzen (?:wir |sie )?(?:[\p{L}-]+ ){0,3}?an|setze (?:ich )?(?:ihnen|ihm|ihr)|geb\p{L}* (?:ihnen|ihm|ihr)|(?:wir geben|ich gebe|geben wir|gebe ich)(?! (?:\p{L}+ ){0,4}(?:nicht|kein\p{L}*))|bekommen sie|nehmen sie|sie nehmen(?! (?:ja|schon|bereits|doch|noch|seit|immer|regelmäßig|zurzeit|derzeit|momentan|gerade|aktuell|dauerhaft)(?![\p{L}]))|(?:können|sollen|sollten) sie|einnehmen|probier\p{L}*|empfehle|dazu|gegen (?:die schmerzen|das fieber|fieber)`,
        ),
      ],
      // In a dictation, what the patient is on ('medicado com', 'is on lisinopril', 'nimmt regelmäßig'); last, so
      // any other cue at the same place ('put you on') wins.
      [
        'current',
        words(
          String.raw`nimmt(?: regelmäßig| dauerhaft)?|eingestellt auf|(?:diabetes(?: mellitus)?(?: typ [12])?|hypertonie|bluthochdruck|vorhofflimmern|herzinsuffizienz|asthma|copd|epilepsie|depression|hypothyreose|gicht) mit|unter(?: einer)?(?: therapie mit)?|dauermedikation(?: mit)?|behandelt mit|antikoaguliert mit|(?:aktuelle |bisherige |bekannte )?(?:medikation|hausmedikation|dauermedikation)\s*:`,
        ),
      ],
    ],
    patient: [
      [
        'stopped',
        words(
          String.raw`abgesetzt|weggelassen|musste (?:\p{L}+ ){0,6}?(?:absetzen|weglassen|aufhören)|nicht mehr genommen|ausgegangen|aufgebraucht|(?:sind|ist|waren|war) (?:mir |uns )?(?:schon |seit \p{L}+ \p{L}+ )?(?:alle|leer)|(?:hatte|habe) (?:schon |bereits )?eine? (?:kur|behandlung|therapie) mit|nehme (?:\p{L}+ )?nicht mehr|(?:benutze|verwende|nutze|creme) (?:\p{L}+ )?nicht mehr|nimmt (?:\p{L}+ )?nicht mehr|(?:habe|haben|hat) (?:\p{L}+ )?aufgehört|früher genommen|nahm`,
        ),
      ],
      [
        'current',
        words(
          `ich nehme|nehme ich|nehme|ich bekomme|bekomme ich|ich spritze|spritze ich|ich inhaliere|nehme auch`,
        ),
      ],
    ],
  },
  impression: [
    // 'Am ehesten ist das eine Polymyalgia rheumatica': probable.
    [
      /(?<![\p{L}])am (?:ehesten|wahrscheinlichsten) (?:ist (?:es|das|dies) |handelt es sich um )(?:eine?n? |um eine?n? )?(.+)/iu,
      'probable',
    ],
    // 'Ich vermute eine Schenkelhalsfraktur': the condition suspected.
    [/(?<![\p{L}])ich vermute (?:eine?n?|eine) (.+)/iu, 'probable'],
    // 'Sie scheint einen Harnwegsinfekt zu haben.'
    [/(?<![\p{L}])(?:sie|er|es) (?:scheint|scheinen) (.+?) zu haben/iu, 'probable'],
    // 'Die Stürze kommen wohl von einer orthostatischen Hypotonie': the cause named (a condition).
    [
      /(?<![\p{L}])(?:die|der|das|diese|dieser|dieses) (?:[\p{L}-]+ ){0,3}?(?:kommen|kommt) (?:wahrscheinlich |wohl |vermutlich )?(?:von|durch) (.+)/iu,
      'probable',
    ],
    // 'Das sind Spannungskopfschmerzen, …', 'Das ist ein Fußpilz': the condition named as what it is, at the
    // sentence's start.
    // ('Das ist eine Tendinopathie der Rotatorenmanschette', '…eine Bursitis am linken Ellenbogen': with its site;
    // '…eine Arthrose im linken Knie und eine Zerrung in der Wade': both conditions, as said.)
    [
      new RegExp(
        String.raw`^(?:also |ja,? )?(?:das|dies|es) (?:ist|sind) (?:eine?n? |ein fall von )?(${DE_CONDITION}(?:\s+und\s+(?:eine?n?\s+)?${DE_CONDITION})?)(?![\p{L}\d])`,
        'iu',
      ),
      'stated',
    ],
    [
      /(?<![\p{L}])(?:es handelt sich (?:hier )?um|die diagnose (?:ist|lautet)|diagnose:|sie haben (?:eine?n? )?(?=\p{L}*(?:itis|ose|om|ie)\b)) (.+)/iu,
      'stated',
    ],
    [
      /(?<![\p{L}])(?:das|dies|es|alles) (?:spricht|sprechen|deutet) (?:eher |am ehesten )?(?:für|auf) (.+)/iu,
      'probable',
    ],
    // ('Das passt am ehesten zu einem Reizdarmsyndrom': what it fits, before 'am ehesten' alone.)
    [
      /(?<![\p{L}])(?:sieht (?:nach|aus wie)|klingt (?:nach|wie)|passt (?:am ehesten |gut |wohl |eher )?(?:zu|zur|zum)|vereinbar mit|typisch für) (.+?)(?: aus)?[.!]?$/iu,
      'probable',
    ],
    [
      /(?<![\p{L}])(?:(?:das|es) (?:ist|sind) )?(?:am ehesten|vermutlich|wahrscheinlich|höchstwahrscheinlich|wohl) (?:handelt es sich um |ist es |sind es |haben sie )?(.+)/iu,
      'probable',
    ],
    [
      /(?<![\p{L}])ich (?:denke|glaube|vermute),? (?:dass )?(?:es sich um|es|das|sie|er) (?:(?:ist|sind|haben|hat|handelt sich um) )?(.+)/iu,
      'probable',
    ],
    [
      /(?<![\p{L}])ich (?:befürchte|fürchte|mache mir sorgen|habe (?:die |große )?sorge),? dass (?:es sich um |es |das )?(?:eine?n? )?(.+?)(?: handelt| ist| sein könnte| sein kann)?[.!]?$/iu,
      'possible',
    ],
    // 'Es sieht so aus, als hätte sie eine Sinusitis', 'Es scheint, dass Sie eine Sinusitis haben': what the
    // patient seems to have.
    [
      /(?<![\p{L}])(?:es|das) sieht (?:so )?aus,? als (?:hätten|hätte|hättest) (?:sie|er|du) (?:eine?n? )?(.+)/iu,
      'probable',
    ],
    [
      /(?<![\p{L}])(?:es|das) scheint,? dass (?:sie|er|du) (?:eine?n? )?(.+?) (?:haben|hat|hast)[.!]?$/iu,
      'probable',
    ],
    // 'Wir haben es hier mit einer Sinusitis zu tun' (as 'we're dealing with').
    [/(?<![\p{L}])wir haben es (?:(?:hier|wohl|also) )*mit (?:eine[mr]n? )?(.+?) zu tun/iu, 'probable'],
    [
      /(?<![\p{L}])(?:der|mein|unser) (?:dringende )?verdacht (?:ist|lautet|geht in richtung) (?:eine?n? )?(.+)/iu,
      'probable',
    ],
    [
      /(?<![\p{L}])(?:verdacht auf|v\. ?a\.|möglicherweise|könnte (?:es )?(?:eine?n? )?|ausschließen) (.+)/iu,
      'possible',
    ],
  ],
  diagnosisQuestion:
    /(?<![\p{L}])(?:was ist|wie lautet) (?:die|ihre|seine|deine) (?:diagnose|verdachtsdiagnose)(?![\p{L}])|welche diagnose(?![\p{L}])/iu,
  assessmentHeading:
    /^(?:beurteilung(?: und procedere)?|einschätzung|diagnosen?|verdachtsdiagnose)[\s.:,-]*$/iu,
  causeLead: /^(?:durch|von|wegen|nach|infolge|ausgelöst|bedingt|verursacht|im rahmen)(?![\p{L}])/iu,
  plainImpression: [
    // 'Das heißt, Sie haben einen Schwangerschaftsdiabetes': what a result means, told.
    /^(?:das|es) (?:heißt|bedeutet),? (?:sie|er) (?:haben|hat) (.+)/iu,
    /^(?:das|es) (?:heißt|bedeutet),? dass (?:sie|er) (.+) (?:haben|hat)[.!]?$/iu,
    // A dictated heading and the impression after it ('Beurteilung: leicht dekompensierte Herzinsuffizienz').
    /^(?:beurteilung|einschätzung|diagnosen?|verdachtsdiagnose)\s*[:,]\s*(.+)/iu,
    /(?<![\p{L}])was (?:sie haben|er hat|sie hat|du hast)(?: hier)?,? (?:ist|sind) (?:eine?n?|die|der|das) (.+)/iu,
    /(?<![\p{L}])(?:sie haben|er hat|sie hat) (?:eine?n?|die|den|das) (.+)/iu,
    /(?<![\p{L}])(?:das|es|dies) (?:ist|war) (?:eine?n?|ein fall von) (.+)/iu,
    // 'Das sind innere Hämorrhoiden': a condition said in the plural.
    /(?<![\p{L}])(?:das|dies|es) sind (?!(?:die|nicht|keine|nur|meine|ihre|seine|sehr|alles|normale)(?![\p{L}]))(.+)/iu,
    /(?<![\p{L}])sind (?:das|dies|es) (?!(?:die|nicht|keine|nur|meine|ihre|seine|sehr|alles|normale)(?![\p{L}]))(.+)/iu,
    // 'Das ist vor allem eine Schwellung durch das Nasenspray, eine Rhinitis medicamentosa': the condition named
    // after the comma.
    /^(?:das|dies|es) (?:ist|sind) [^,]+, (?:also |sprich )?(?:eine?n? |die |der |das )?([^,]+)$/iu,
    /(?<![\p{L}])(?:sie|er) leide[nt]? (?:auch )?(?:an|unter) (?:eine[mr] )?(.+)/iu,
    // 'Das nennt man Plantarfasziitis', 'Das heißt Plantarfasziitis': the condition's name, told.
    /^(?:das|dies|es) (?:nennt man|nennen wir|heißt(?!,)) (.+)/iu,
    // 'Diese nächtlichen Unterzuckerungen kommen von der Insulindosis': the condition the cause is given for.
    /^((?:diese|die|der|das) (?:[\p{L}-]+ ){0,2}[\p{L}-]+) (?:kommen|kommt) (?:wohl |wahrscheinlich )?(?:von|durch) (?:der|die|das|dem|den|ihrer|ihrem|seiner|seinem) /iu,
    /(?<![\p{L}])(?:das röntgen(?:bild)?|die blutwerte|das labor|der befund|der ultraschall|das ekg|das mrt|das ct|die biopsie) (?:zeigt|zeigen|zeigte|bestätigt|bestätigte) (?:auch )?(?:eine?n? )?(.+)/iu,
  ],
  condition:
    /(?:unterzuckerung\p{L}*|pseudokrupp|krupp|scharlach|muskuläre? (?:schmerzen|verspannung)|muskelzerrung|akne|hörsturz|tinnitus|schwerhörigkeit|hypoglykämie\p{L}*|reisediarrh(?:ö|oe)|reisedurchfall|extrasystol\p{L}*|bluthochdruck|gürtelrose|zoster|herpes|windpocken|krätze|skabies|scabies|impetigo|urtikaria|nesselsucht|rosazea|rosacea|verstopfung|obstipation|wechseljahre|(?:peri|post)?menopause|(?:poly)?myalgi\p{L}*|dyspepsie|reizmagen|unterfunktion|überfunktion|insuffizienz|itis|(?<!(?<![\p{L}])(?:d|h|r|gluk|glyk|lakt|fruk|sacchar|pr|diagn|progn|hypn|d))ose|(?<!(?<![\p{L}])(?:v|d|r|br|str|chr|at|sympt|kond|phant|dipl|idi|polyn|bin|axi|k|w|t))om|ämie|(?<!(?<![\p{L}])(?:sym|em|anti|tele))pathie|(?<!(?<![\p{L}])(?:nost))algie|plasie|trophie|nebenwirkung|exanthem|urtikaria|epistaxis|nasenbluten|flimmern|tachykardie|bradykardie|arrhythmie|rhythmusstörung|infarkt|thrombose|embolie|kopfschmerz|kopfschmerzen|entzündung|infekt|infektion|erkrankung|insuffizienz|kolik|krankheit|leiden|schwindel|störung|geschwür|steine?|blutung|verletzung|fraktur|zerrung|prellung|verstauchung|reizung|überlastung|riss|apnoe|zyste|tumor|ekzem|sporn|pfropf|läuse|lausbefall|aphthen)(?![\p{L}])|mangel(?![\p{L}])|(?<=\p{L})-?(?:bedingt|induziert)(?![\p{L}])|(?<![\p{L}])(?:schwangerschaftsübelkeit|anaphylaxie|anaphylaktische reaktion|(?:allergische|medikamentöse) reaktion|reaktion auf (?:das |den |die )?\p{L}+|arzneimittel(?:reaktion|exanthem|allergie)|nebenwirkung\p{L}*|hämorrhoid\p{L}*|analfissur|schwangerschaftserbrechen|hyperemesis|schlaganfall|tia|transitorische ischämische attacke|zerrung|verstauchung|fraktur|bruch|infekt|infektion|syndrom|krankheit|erkrankung|insuffizienz|stein|steine|riss|verletzung|pneumonie|lungenentzündung|diabetes|hypertonie|bluthochdruck|asthma|asthmaanfall|asthmaexazerbation|copd|depression|angststörung|reflux|migräne\p{L}*|epilepsie|gicht\p{L}*|krebs|tumor|geschwür|hernie|zyste|adipositas|schlafstörung|insomnie|apnoe|virus|viral|(?:viral|bakteriell)(?:e|er|es|en) \p{L}{3,}|grippe|erkältung|ekzem|psoriasis|angina|lumbago|eingewachsene?r? (?:zehen|finger)?nagel|cerumen|zerumen|blutung|knoten|polyp\p{L}*|hypotonie|synkope|präeklampsie|eklampsie|gestose|überdosierung|unterdosierung|überdosis|überfunktion|unterfunktion|exsikkose|vergiftung|gerstenkorn|hagelkorn|verbrennung|verbrühung|lokalreaktion|durchfall|diarrh(?:ö|oe))(?![\p{L}])|(?<=\p{L}{4})ismus(?![\p{L}])|(?<=\p{L}{4})diabetes(?![\p{L}])/iu,
  conditionState:
    /(?<![\p{L}])(?:ihre?|seine?|die|der|das) ((?:[\p{L}-]+ ){0,3}?[\p{L}-]+) (?:ist|scheint|wirkt) (?:jetzt |inzwischen |nun |noch |immer noch |völlig |vollständig |zurzeit |derzeit |momentan |aktuell )?((?:noch |sehr )?aktiv|im schub|nicht (?:gut |richtig |ausreichend |optimal |gut genug )?(?:eingestellt|kontrolliert)|unzureichend (?:eingestellt|kontrolliert)|schlecht (?:eingestellt|kontrolliert)|gut kontrolliert|entgleist|dekompensiert|abgeheilt|ausgeheilt|gut eingestellt|eingestellt|unter kontrolle|stabil|besser|schlechter|rückläufig)(?![\p{L}])/iu,
  judged:
    /(?<![\p{L}])(?:der|das|die|ihr|ihre|sein|seine) (?<what>kalium|natrium|kreatinin|kalzium|calcium|inr|tsh|ft4|hämoglobin|hb|hba1c|cholesterin|ldl|ferritin|vitamin d|vitamin b12|psa|crp|(?:nüchtern)?blutzucker|nüchternzucker|zucker|thrombozyten)(?:wert|werte|spiegel)? (?:ist|sind|war|waren|liegt|lag|liegen) (?:heute |jetzt |noch |wieder )?(?:(?:bei|mit) [\p{L}\d.,/% -]{1,40}? |[\p{L}\d.,/% -]{1,40}?,? (?:das ist|also|und damit) )?(?<how>(?:etwas |leicht |deutlich |viel |zu |sehr |ein bisschen |ein wenig )*(?:hoch|niedrig|erhöht|erniedrigt))(?![\p{L}])/giu,
  notYet: words(`hoffe|hoffentlich|wenn|bis|sobald|damit|soll|sollte|muss|müssen|wollen`),
  // 'eine Exazerbation Ihrer COPD' is written 'eine Exazerbation der COPD'.
  innerPossessive: [/(?<=\s)(?:Ihrer|seiner|ihrer)(?=\s)/gu, 'der'],
  notDiagnosis: words(
    `termin|kontrolltermin|besprechung|sie|ihr|ihre|ihnen|er|es|wir|ich|mir|mein|meine|ist|sind|war|hat|haben|hatte|wird|werden|geht|gut|besser|schlechter|normal|nichts|alles|(?<!(?:durch|für|gegen|um|über|auf|in|an) )das|dies|hier|heute|jetzt|ja|nein|okay|ok|schön|machen|sein|bleiben|aus|vater|mutter|bruder|schwester|sohn|tochter|opa|oma|großvater|großmutter`,
  ),
  article:
    /^(?:(?:eine?|einen|einer|einem|der|die|das|den|dem|des|am ehesten|wohl|vermutlich|wahrscheinlich|nur|eher|gegen|zusätzlich|außerdem|auch)\s+)+/iu,
  // 'Das klingt nach einer stabilen Angina pectoris': without its article, 'stabile Angina pectoris'.
  // ('zu einer mittelschweren bis schweren Depression': both degrees, 'mittelschwere bis schwere Depression'.)
  declension: [
    // ('Zerrung der linken Wade': after a noun, 'der' opens the site, whose side is kept as said.)
    /^((?:\p{Ll}+\s+)*?)(?:[Ee]iner|[Dd]er|[Dd]iese|[Dd]ie)\s+(\p{Ll}+)en\s+(?:(bis|oder|und)\s+(\p{Ll}+)en\s+)?(?=\p{Lu})/u,
    (_m, before, first, joined, second) => `${before}${first}e ${joined ? `${joined} ${second}e ` : ''}`,
  ],
  phraseEnd:
    /\s+(?:und (?:wir|ich|deshalb|dann|das|sie)|aber|weil|während|deshalb|daher|also|das heißt|im moment|heute|jetzt|hier)(?![\p{L}]).*$/iu,
  test: words(
    String.raw`helicobacter-atemtest|atemtest|röntgen\p{L}*|mrt|kernspin\p{L}*|ct|computertomographie|ultraschall\p{L}*|sonographie|sono|ekg|elektrokardiogramm|echo\p{L}*|belastungs-?ekg|langzeit-?ekg|blutbild|labor\p{L}*|blutabnahme|blutuntersuchung|blutwerte|urin\p{L}*|hba1c|langzeitzucker|schilddrüsenwerte|tsh|abstrich|stuhlprobe|stuhlkultur|stuhluntersuchung|biopsie|koloskopie|darmspiegelung|gastroskopie|magenspiegelung|mammographie|lungenfunktion\p{L}*|spirometrie`,
  ),
  imaging: words(
    String.raw`röntgen\p{L}*|mrt|kernspin\p{L}*|ct|computertomographie|ultraschall\p{L}*|sonographie|sono|echo\p{L}*|mammographie`,
  ),
  orderVerb: words(
    String.raw`anordn\p{L}*|ordne\p{L}* an|veranlass\p{L}*|mach\p{L}*|durchführ\p{L}*|kontrollier\p{L}*|abnehm\p{L}*|nehmen (?:wir )?(?:\p{L}+ )?ab|überprüf\p{L}*|bestimm\p{L}*|schick\p{L}*|wiederhol\p{L}*|brauch\p{L}*|bekommen`,
  ),
  referral: words(
    String.raw`überweis\p{L}*|überweisung|(?:rufe|rufen|alarmiere|alarmieren) (?:ich |wir )?(?:jetzt |sofort |gleich )?(?:den notarzt|einen rettungswagen|den rettungswagen|den rettungsdienst|die 112)|(?:schicke|sende|überweise) (?:ich )?(?:Sie|ihn|sie) (?:jetzt |sofort |direkt )?(?:ins|in die) (?:krankenhaus|klinik|notaufnahme)|einweis\p{L}*|stationäre aufnahme|vorstell\p{L}* (?:beim|bei|in der)|zum (?:kardiologen|neurologen|orthopäden|dermatologen|hautarzt|facharzt|chirurgen|urologen|gastroenterologen|endokrinologen|lungenfacharzt|pneumologen|rheumatologen|psychiater|augenarzt|hno-arzt)|physiotherapie|krankengymnastik`,
  ),
  advice: words(
    String.raw`krankschreib\p{L}*|krank ?geschrieben|(?:schreibe|schreiben) (?:ich |wir )?(?:Sie|ihn|sie) (?:\p{L}+ ){0,4}krank|arbeitsunfähig\p{L}*|au-bescheinigung|vermeid\p{L}*|meiden`,
  ),
  referredIn:
    /(?:wurde|wurden|ist|sind) (?:\p{L}+ )?überwiesen|überweisung (?:vom|von|des)|überwiesen (?:von|vom)/iu,
  followUp:
    /(?<![\p{L}])(?:wiedervorstellung|wiedervorstellen|rufe (?:ich )?(?:sie|ihn|sie) an|kontrolle|kontrolltermin|kommen sie|wiederkommen|sehen uns|nächsten termin|nachkontrolle|termin|sprechen uns wieder)(?:[^.,;]*?)(?:,\s*)?((?:in|nach) (?:[\p{L}\d]+ ){1,2}(?:stunden|tagen?|wochen?|monaten?|jahren?)|nächste woche|nächsten monat)/iu,
  safetyAction: words(
    `geben sie (?:uns )?bescheid|rufen sie (?:uns|mich|an)|gib (?:uns |mir )?bescheid|ruf (?:uns |mich )?an|meld dich|komm (?:sofort|bitte|direkt)|notaufnahme|notarzt|112|rettungsdienst|sofort|umgehend|melden sie sich|kommen sie (?:sofort|bitte|direkt)|krankenhaus|klinik|notdienst|kommst du|komm (?:wieder|früher|vorbei)|kommen sie (?:wieder|früher|vorbei)|fahren sie nicht|fahr nicht|halten sie an|bringen sie (?:ihn|sie|es|das kind) (?:sofort |bitte |direkt )?(?:wieder|vorbei|zu uns|in die)`,
  ),
  triedBefore: words(
    `probiert|genommen|nahm|benutzt|verwendet|früher|vorher|damals|(?:hat|half|hilft) nicht|nicht geholfen|nichts gebracht|vertragen|gegeben|gab ich|gaben wir`,
  ),
  pastTime: words(
    `letztes mal|letzten mal|beim letzten|zuletzt|vorher|früher|zu hause|daheim|war|waren|lag|hatte|mitgebracht|schon gemacht`,
  ),
  asking:
    /(?<![\p{L}])(?:irgendwelche|haben sie|hatten sie|sind sie|nehmen sie|seit wann|wie|wann|wo|welche|was)(?![\p{L}])/iu,
  yes: /^(?:ja|genau|richtig|stimmt|klar|doch|nehme ich|habe ich)(?![\p{L}])/iu,
  no: /^(?:nein|nee|nie|keine|nicht|nichts|weder|nicht dass (?:ich|wir) wüssten?|soweit (?:ich|wir) wissen?,? (?:nein|keine|nicht)|soweit ich weiß,? (?:nein|keine|nicht))(?![\p{L}])/iu,
  allergyLine: (agent, reaction) => `Allergie: ${agent}${reaction ? ` (${reaction})` : ''}`,
  noKnownAllergies: 'Keine bekannten Allergien',
  noKnownDrugAllergies: 'Keine bekannten Arzneimittelallergien',
  impressionLine: (d, c) => (c === 'stated' ? cap(d) : `Verdacht auf ${d}`),
}

export const FACTS: Record<Language, FactsPack> = { en, pt, de, es }
