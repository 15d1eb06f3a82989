import { NHS_999 } from './sources';
import type { SafetyCase } from './types';

const NG12 = 'NICE NG12 Suspected cancer: recognition and referral';

/**
 * Eleventh round (held-out half): 12 cases on everyday minor complaints from body systems the set had not
 * yet covered, and on their dangerous look-alikes. Seven are plain self-care, each with what the patient
 * would deny when asked: an aching elbow after DIY, travellers' diarrhoea that is settling, a child's cough
 * lingering after a cold, stinging eyes after swimming, a mild reaction to a new face cream, a blocked
 * nose and sinus pressure after a cold, and a stubbed toe. Five are near misses that look like a minor
 * complaint but need a clinician: a cold, white, painful foot taken for chilblains, a painful red eye in a
 * contact-lens wearer after swimming, a fever after travel to a malaria area, bleeding from the bottom
 * with weight loss over 50 (NG12), and snoring with pauses in breathing and daytime sleepiness. Typed as
 * patients, parents and partners type, with one short clinician-style vignette. Written from guidelines
 * (NICE NG12, NG79, NG202, NICE CKS topics, NHS advice, UK malaria guidance) and clinical judgement, from
 * the outside, without reading the knowledge base or the parser, before any change it judges: 1 emergency,
 * 2 urgent, 2 routine, 7 self-care. Held out: not to be read while tuning the questionnaire.
 */
export const SAFETY_HELDOUT_ELEVENTH_ROUND: readonly SafetyCase[] = [
  // ── self-care: one minor complaint ────────────────────────────────────────────────────────
  {
    id: 'saf-h-032',
    text: 'spent the whole bank holiday weekend painting the fence and now the outside of my right elbow is killing me, esp gripping a mug or turning a door handle. tennis elbow without the tennis?',
    age: 46,
    sex: 'male',
    facts: [
      'It started 3 days ago after painting all weekend.',
      "It's on the outer side of my right elbow.",
      'It hurts when I grip things or twist my wrist.',
      'Resting it helps.',
    ],
    denies: [
      "My elbow isn't swollen, red or hot.",
      "I didn't fall on it.",
      'I can straighten and bend it fully.',
      "I don't have numbness or tingling in my hand.",
      "I don't have a temperature.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-tennis-elbow-after-diy',
    source: 'NHS: Tennis elbow (nhs.uk); NICE CKS Tennis elbow',
  },
  {
    id: 'saf-h-033',
    text: "Got back from a week in Morocco on Sunday, had the runs for 2 days, about 4 times a day, but it's slowing down now, only been once today. Drinking loads. Do I need a stool test or anything?",
    age: 23,
    sex: 'female',
    facts: [
      'It started on the last day of the holiday.',
      "I've only been once today and it's getting firmer.",
      "I'm drinking plenty and weeing normally.",
      'My friend I went with had the same thing.',
    ],
    denies: [
      "There's no blood in my poo.",
      "I don't have a temperature.",
      "I'm not being sick.",
      "I don't have bad tummy pain.",
      "I'm not dizzy when I stand up.",
      "I'm not pregnant.",
      "I haven't been to a country with malaria.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-travellers-diarrhoea-settling',
    source:
      "NHS: Diarrhoea and vomiting (nhs.uk); NHS: Travellers' diarrhoea; NICE CKS Diarrhoea — prevention and advice for travellers",
  },
  {
    id: 'saf-h-034',
    text: 'my 4yo had a cold last week which has mostly gone but the cough is hanging around, worse at bedtime. no temp, eating and running around fine. how long should a cough last after a cold?',
    age: 4,
    sex: 'female',
    facts: [
      'The cough has been going for about 10 days.',
      "It's a loose cough, worse when she lies down.",
      'Her runny nose is nearly gone.',
      'She is eating and drinking normally.',
    ],
    denies: [
      "She doesn't have a temperature.",
      "She isn't breathing fast or struggling to breathe.",
      "She doesn't whoop or go red or blue when she coughs.",
      "She isn't being sick after coughing.",
      "She didn't choke on anything before it started.",
      "She doesn't have asthma.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-child-cough-after-cold',
    source:
      'NHS: Cough (nhs.uk); NICE NG120 Cough (acute): antimicrobial prescribing; NICE CKS Cough — acute',
  },
  {
    id: 'saf-h-035',
    text: 'my son (11) comes out of his swimming lessons with red stingy eyes every week, he doesnt like wearing goggles. usually gone by teatime. is the chlorine bad for his eyes?',
    age: 11,
    sex: 'male',
    facts: [
      'It happens after every swimming lesson.',
      'It clears up within a couple of hours.',
      "He doesn't wear goggles.",
      'Both eyes are the same.',
    ],
    denies: [
      "He doesn't wear contact lenses.",
      'His eyesight is fine.',
      "His eyes aren't painful.",
      "Light doesn't hurt his eyes.",
      "There's no sticky discharge.",
      "He didn't get hit in the eye.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-chlorine-red-eyes',
    source: 'NHS: Red eye (nhs.uk); clinical judgement',
  },
  {
    id: 'saf-h-036',
    text: 'tried a new moisturiser on my face two days ago and my cheeks went pink, itchy and a bit rough where I put it on. stopped using it straight away. lips and eyes totally fine, breathing fine',
    age: 33,
    sex: 'female',
    facts: [
      'It started the day after I first used the new face cream.',
      "It's only where I put the cream.",
      "It's a bit better today since I stopped it.",
      "I've had sensitive skin before.",
    ],
    denies: [
      'My lips, tongue and eyes are not swollen.',
      "I'm not wheezy or short of breath.",
      "There's no blistering or weeping.",
      "I don't have a temperature.",
      "It isn't spreading to other parts of my body.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-mild-reaction-new-face-cream',
    source: 'NHS: Contact dermatitis (nhs.uk); NICE CKS Dermatitis — contact',
  },
  {
    id: 'saf-h-037',
    text: "Cold's nearly gone but my nose is totally blocked and there's this pressure across my cheeks and forehead when I bend over. 6 days now. No fever. Do I need antibiotics for sinusitis?",
    age: 38,
    sex: 'male',
    facts: [
      'It started with a cold 6 days ago.',
      'My nose is blocked on both sides.',
      'My face feels heavy when I lean forward.',
      'Steam and paracetamol help a bit.',
    ],
    denies: [
      "I don't have a temperature.",
      "There's no swelling or redness around my eyes.",
      'My vision is normal.',
      "I don't have a severe headache.",
      "My neck isn't stiff.",
      "I'm not confused.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-sinus-congestion-after-cold',
    source:
      'NHS: Sinusitis (sinus infection) (nhs.uk); NICE NG79 Sinusitis (acute): antimicrobial prescribing',
  },
  {
    id: 'saf-h-038',
    text: 'stubbed my little toe on the leg of the bed last night. ouch. its bruised and a bit swollen but i can walk on it, just sore in shoes. do they even do anything for toes?',
    age: 29,
    sex: 'female',
    facts: [
      'It happened last night.',
      "It's my little toe on my left foot.",
      'I can walk on it, it just hurts in tight shoes.',
      'Ice helped the swelling.',
    ],
    denies: [
      "The toe isn't pointing at a funny angle.",
      "The skin isn't broken.",
      "It's not my big toe.",
      "I'm not diabetic.",
      "My toe isn't numb, cold or blue.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-stubbed-toe',
    source: 'NHS: Broken toe (nhs.uk); clinical judgement',
  },

  // ── near misses: look-alikes that need a clinician ────────────────────────────────────────
  {
    id: 'saf-h-039',
    text: "dad's 74 and his right foot has gone white and cold since this morning, really painful and he says its going numb. he thinks its chilblains because its been freezing. he smoked for 50 years and had a stent in his leg",
    age: 74,
    sex: 'male',
    facts: [
      'It came on suddenly this morning.',
      'His right foot is pale and cold compared with the left.',
      'It is very painful, even at rest.',
      'His foot is going numb and he finds it hard to move his toes.',
      'He has had a stent put in his leg before.',
    ],
    denies: ["He didn't injure his foot.", "He doesn't have a temperature."],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'near-miss-chilblains-acute-limb-ischaemia',
    source: `NICE CKS Peripheral arterial disease (acute limb ischaemia → emergency vascular admission); NHS: Peripheral arterial disease; ${NHS_999}`,
  },
  {
    id: 'saf-h-040',
    text: "Went swimming in my contact lenses yesterday (I know...) and now my left eye is really painful and red, streaming, bright light hurts and it's blurry. Thought it was the chlorine but it's getting worse not better",
    age: 26,
    sex: 'female',
    facts: [
      'I wear soft contact lenses.',
      'I swam in them yesterday.',
      'My left eye is painful, red and watering.',
      'Bright light hurts it.',
      'My vision in that eye is blurry.',
      "It's worse today than last night.",
    ],
    denies: [
      "I didn't get hit in the eye.",
      'The other eye is fine.',
      "I don't have a headache or feel sick.",
    ],
    minLevel: 'urgent',
    level: 'urgent',
    rule: 'near-miss-contact-lens-painful-red-eye',
    source:
      'NICE CKS Red eye (contact lens wearer with a painful red eye → same-day eye assessment for microbial keratitis); NHS: Red eye',
  },
  {
    id: 'saf-h-041',
    text: 'back from visiting family in nigeria 10 days ago, had a dodgy tummy out there which cleared up, but since yesterday fevers and shaking chills and a banging headache. didnt take the malaria tablets. probably just flu?',
    age: 34,
    sex: 'male',
    facts: [
      'I came back from Nigeria 10 days ago.',
      "I didn't take malaria tablets.",
      'I have had fevers and shaking chills since yesterday.',
      'I have a bad headache and ache all over.',
    ],
    denies: [
      "I'm not confused.",
      "I'm not short of breath.",
      "I don't have a rash.",
      "I'm not yellow.",
      "My neck isn't stiff.",
    ],
    minLevel: 'urgent',
    level: 'urgent',
    rule: 'near-miss-fever-after-travel-malaria',
    source:
      'NICE CKS Malaria (fever after travel to a malaria area → same-day assessment and testing); UK malaria treatment guidelines; NHS: Malaria',
  },
  {
    id: 'saf-h-042',
    text: 'A 54-year-old woman thinks she has piles: bright red blood with her stools on and off for 6 weeks, and she has lost about half a stone without trying.',
    age: 54,
    sex: 'female',
    facts: [
      'I have had blood with my poo on and off for 6 weeks.',
      "I've lost about half a stone without trying.",
      'My bowels feel like they are not emptying properly.',
    ],
    denies: [
      "I'm not dizzy or faint.",
      "My poo isn't black.",
      "I'm not bleeding heavily.",
      "I don't have bad tummy pain.",
    ],
    minLevel: 'routine',
    level: 'routine',
    rule: 'near-miss-piles-rectal-bleeding-weight-loss-over-50',
    source: `${NG12} (unexplained rectal bleeding at 50 and over, or with weight loss → faecal immunochemical test and suspected cancer pathway referral); NHS: Bowel cancer`,
  },
  {
    id: 'saf-h-043',
    text: "My partner snores like a train and I'm used to that, but lately he stops breathing for a few seconds then gasps and snorts himself awake. He's shattered all day and nodded off in front of the telly at 7pm. Is that just snoring?",
    age: 51,
    sex: 'male',
    facts: [
      'He has snored loudly for years.',
      'For the last few months he stops breathing in his sleep and then gasps.',
      'He is very sleepy during the day.',
      'He has put on weight in the last couple of years.',
      'He has high blood pressure.',
    ],
    denies: [
      "He doesn't drive for a living.",
      "He hasn't fallen asleep while driving.",
      'He has no chest pain.',
      "He isn't short of breath during the day.",
    ],
    minLevel: 'routine',
    level: 'routine',
    rule: 'near-miss-snoring-sleep-apnoea',
    source:
      'NICE NG202 Obstructive sleep apnoea/hypopnoea syndrome and obesity hypoventilation syndrome in over 16s; NHS: Sleep apnoea',
  },
];
