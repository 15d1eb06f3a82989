import { NHS_999 } from './sources';
import type { SafetyCase } from './types';

const NG51 = 'NICE NG51 Suspected sepsis: recognition, diagnosis and early management';
const NG143 = 'NICE NG143 Fever in under 5s: assessment and initial management';
const NG185 = 'NICE NG185 Acute coronary syndromes';
const NG225 = 'NICE NG225 Self-harm: assessment, management and preventing recurrence';
const RCUK_ANAPHYLAXIS = 'Resuscitation Council UK: Emergency treatment of anaphylaxis (2021)';

/**
 * Thirteenth round (held-out half): 12 cases, kept apart from development, on emergencies and urgent
 * problems as people really type them. Seven are emergencies told sideways: carbon monoxide as the whole
 * family's headaches that ease away from home since the gas fire went on, a hot swollen knee with shivers
 * blamed on gout after a steroid injection, quiet suicidal intent from a recently widowed 79-year-old with
 * saved-up tablets, a testicular torsion told shyly by a 14-year-old ("plz dont make me tell my dad"), a
 * child's anaphylaxis after a second dose of a new antibiotic, sepsis in an 81-year-old told by her daughter
 * as "just not herself", and a heart attack in a diabetic man told by his wife as indigestion that antacids
 * have not shifted. Two are urgent (a kidney infection after cystitis "flushed out" with cranberry juice, in
 * text-speak; a toddler's fever on and off for six days with no other red features), and three are
 * self-care near misses that share frightening words but are minor, each with what the patient would deny:
 * a bee sting with only local swelling in someone whose sister is allergic, a child's nosebleed that "looked
 * like a murder scene" and stopped with pressure, and a football ankle sprain with a "pop" where the person
 * can walk. Written from guidelines (NICE NG51, NG143, NG185, NG225, NG111, NICE CKS topics, BSR/BOA hot
 * swollen joint, Resuscitation Council UK anaphylaxis, NHS and UKHSA advice) and clinical judgement, from the
 * outside, without reading the knowledge base or the parser, before any change it judges: 7 emergency (two
 * with a minimum of urgent), 2 urgent, 3 self-care.
 */
export const SAFETY_HELDOUT_THIRTEENTH_ROUND: readonly SafetyCase[] = [
  // ── emergencies ───────────────────────────────────────────────────────────────────────────
  {
    id: 'saf-h-1001',
    text: "whole family has had headaches for about a week, me, my husband and both kids, and I keep feeling dizzy and sick. funny thing is it's better when we're out at work/school and worse in the evenings at home. we put the gas fire on for the first time last week since it got cold. is it the flu going round?",
    age: 38,
    sex: 'female',
    facts: [
      'We all get headaches, mostly in the evenings at home.',
      'I feel dizzy and sick and I nearly fainted last night.',
      'My 6 year old was sick twice this evening and is very sleepy.',
      "It's better when we're out of the house.",
      "The gas fire hasn't been serviced for years.",
      "We don't have a carbon monoxide alarm.",
    ],
    denies: ['None of us have a temperature.', "We haven't got coughs or runny noses.", 'Nobody has a rash.'],
    minLevel: 'urgent',
    level: 'emergency',
    rule: 'carbon-monoxide-whole-family-headaches-gas-fire',
    source: `NHS: Carbon monoxide poisoning (get into fresh air, stop using the appliance, go to A&E; call 999 if severe); UKHSA Carbon monoxide: general information; ${NHS_999}`,
  },
  {
    id: 'saf-h-1002',
    text: 'my knee has blown up like a balloon since yesterday, its red and hot and I cant put any weight on it at all. I get gout in my big toe so maybe its moved to the knee? but gout never made me shiver like this. had a steroid jab in that knee 2 weeks ago for my arthritis. 67',
    age: 67,
    sex: 'male',
    facts: [
      "It's swollen, red and hot all round the kneecap.",
      "I can't bend it or stand on it because of the pain.",
      "I've been shivery and my temperature was 38.4.",
      'I had a steroid injection in this knee 2 weeks ago.',
      'I have type 2 diabetes.',
    ],
    denies: ["I haven't fallen or injured it.", "I'm not confused.", "My calf isn't swollen."],
    minLevel: 'urgent',
    level: 'emergency',
    rule: 'septic-arthritis-hot-knee-fever-blamed-on-gout',
    source: `BSR/BHPR/BOA Guideline for management of the hot swollen joint in adults (suspected septic arthritis → same-day hospital assessment); NICE CKS Gout (exclude septic arthritis); ${NG51}`,
  },
  {
    id: 'saf-h-1003',
    text: "Not sure why I'm typing this really. My wife passed in March. I've been putting my tablets aside for a few weeks now and I've got enough. I think tonight. Don't want to be a burden to my daughter. Sorry.",
    age: 79,
    sex: 'male',
    facts: [
      "I've saved up about two months of my sleeping tablets and heart tablets.",
      'I plan to take them tonight when I am on my own.',
      'I live alone.',
      "I've felt very low since my wife died.",
      "I've written a note for my daughter.",
    ],
    denies: [
      "I haven't taken any yet.",
      "I haven't talked to my GP about how I feel.",
      "I haven't been drinking today.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'suicidal-intent-quiet-widower-saved-tablets',
    source: `${NG225}; NHS: Help for suicidal thoughts (a plan and the means → call 999 or go to A&E); ${NHS_999}`,
  },
  {
    id: 'saf-h-1004',
    text: 'this is really embarrassing but my left ball really hurts, came on really sudden about 2 hours ago when I was in bed. its swollen and I think its sitting higher than the other one?? felt sick. im 14 plz dont make me tell my dad',
    age: 14,
    sex: 'male',
    facts: [
      "The pain started suddenly about 2 hours ago and it's really bad.",
      'The left one is swollen and higher up than the right.',
      'It hurts in my lower tummy too.',
      'I was sick once.',
    ],
    denies: [
      "I didn't get hit or kicked there.",
      "It doesn't hurt when I wee.",
      "I haven't had a temperature.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'testicular-torsion-told-shyly-by-teenager',
    source: `NICE CKS Scrotal pain and swelling (suspected testicular torsion → immediate referral); NHS: Testicle pain (sudden pain → A&E); ${NHS_999}`,
  },
  {
    id: 'saf-h-1005',
    text: "my 4 year old started amoxicillin this afternoon for an ear infection, had her 2nd dose about half hour ago. now she's covered in big raised blotches, her lips and eyes are puffing up and she's coughing and sounds wheezy. she's never had antibiotics before. do I give piriton?",
    age: 4,
    sex: 'female',
    facts: [
      'The rash and swelling started about 20 minutes after the dose.',
      'Her lips and eyelids are swollen.',
      "She's wheezing, coughing and breathing fast.",
      'Her voice sounds croaky.',
      "She's gone pale and a bit floppy.",
    ],
    denies: [
      "She hasn't eaten anything new today.",
      "She doesn't have asthma.",
      "She hasn't been stung by anything.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'child-anaphylaxis-new-antibiotic',
    source: `${RCUK_ANAPHYLAXIS}; NICE CG134 Anaphylaxis: assessment and referral after emergency treatment; NHS: Anaphylaxis; ${NHS_999}`,
  },
  {
    id: 'saf-h-1006',
    text: "Mum's 81 and just not herself today. Normally she's on the phone to me first thing but she's stayed in bed, very sleepy, keeps saying she's cold but her skin feels hot. Hardly touched her tea. Had a water infection last month that the GP treated. Probably just needs a rest? I'm 40 mins away",
    age: 81,
    sex: 'female',
    facts: [
      "She's much sleepier than normal and a bit muddled when I talk to her.",
      "She's breathing faster than usual.",
      "She hasn't passed urine since this morning.",
      'Her temperature was 38.6 when the neighbour checked.',
      'Her knees look blotchy and purple.',
      "She's had a few days of burning when she wees.",
    ],
    denies: ["She hasn't fallen.", "She doesn't have a cough.", "She hasn't got chest pain."],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'sepsis-older-woman-not-herself-told-by-daughter',
    source: `${NG51} (new confusion, raised breathing rate, no urine output, mottled skin → high risk); NHS: Sepsis; ${NHS_999}`,
  },
  {
    id: 'saf-h-1007',
    text: "My husband says it's just indigestion from the curry but he's had 2 lots of gaviscon and it's not shifted. He's gone a funny grey colour and he's sweating, sat very still on the edge of the bed. He's 59, diabetic. He hates doctors. Should he take a rennie?",
    age: 59,
    sex: 'male',
    facts: [
      'The pain started about 45 minutes ago.',
      "It's a heavy pressure in the middle of his chest and up into his jaw.",
      "He's sweaty and grey.",
      'He feels sick.',
      'He has type 2 diabetes and high cholesterol.',
      'He smoked until 5 years ago.',
    ],
    denies: [
      "He's never had heart problems before.",
      "He hasn't got a cough or a temperature.",
      "He didn't hurt his chest.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'heart-attack-as-indigestion-told-by-wife',
    source: `${NG185}; NHS: Heart attack (chest pain that can feel like indigestion, sweating, grey → call 999); ${NHS_999}`,
  },

  // ── urgent: a clinician today ─────────────────────────────────────────────────────────────
  {
    id: 'saf-h-1008',
    text: 'had cystitis since mon, thought id flush it out w cranberry juice. now got a really bad ache in my right side/back under the ribs, temp 38.6 and shivery, been sick once. not pregnant. 26. do i just need antibiotics from the chemist?',
    age: 26,
    sex: 'female',
    facts: [
      'It started with burning and needing to wee a lot 4 days ago.',
      "Now there's pain in the right side of my back, under my ribs.",
      "My temperature is 38.6 and I've been shivery.",
      'I was sick once this morning.',
      'I can keep drinks down.',
    ],
    denies: ["I'm not pregnant.", "I'm not confused or faint.", "I don't have kidney problems or diabetes."],
    minLevel: 'urgent',
    level: 'urgent',
    rule: 'kidney-infection-after-cystitis-text-speak',
    source:
      'NICE NG111 Pyelonephritis (acute): antimicrobial prescribing; NICE CKS Pyelonephritis – acute; NHS: Kidney infection (see a GP urgently)',
  },
  {
    id: 'saf-h-1009',
    text: "my 2 year old has had a temp on and off for 6 days now, 38.5-39, calpol and nurofen bring it down then it comes back. she has a cough and runny nose, GP said viral on day 1. she's still drinking ok but not really eating. should it last this long?",
    age: 2,
    sex: 'female',
    facts: [
      "She's had a temperature on and off for 6 days.",
      'She has a cough and a runny nose.',
      "She's drinking okay and has had 4 wet nappies today.",
      "She's more grumpy and tired than usual but perks up with Calpol.",
    ],
    denies: [
      "She doesn't have a rash.",
      "Her eyes aren't red.",
      "She isn't breathing fast or struggling to breathe.",
      "She hasn't been floppy or hard to wake.",
    ],
    minLevel: 'urgent',
    level: 'urgent',
    rule: 'child-fever-six-days-otherwise-well',
    source: `${NG143} (fever for 5 days or more → amber, face-to-face assessment); NHS: Fever in children`,
  },

  // ── self-care: the frightening words, a minor problem ─────────────────────────────────────
  {
    id: 'saf-h-1010',
    text: "Stung by a bee on my hand in the garden 20 mins ago, got the sting out. it's red and swollen round the spot and throbbing, I'm worried about anaphylaxis as my sister is allergic to wasps. I feel fine otherwise",
    age: 35,
    sex: 'female',
    facts: [
      'I was stung on the back of my hand about 20 minutes ago.',
      'I scraped the sting out.',
      "There's a red, swollen, itchy patch about 3cm round the sting.",
      'An ice pack is helping.',
    ],
    denies: [
      "I don't have a rash or hives anywhere else.",
      "My lips, tongue and throat aren't swollen.",
      "I'm not wheezy or short of breath.",
      "I don't feel dizzy or faint.",
      "I've never reacted badly to a sting before.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-bee-sting-local-swelling-family-allergy',
    source: `NHS: Insect bites and stings (local swelling treated at home); NICE CKS Insect bites and stings; ${RCUK_ANAPHYLAXIS}`,
  },
  {
    id: 'saf-h-1011',
    text: "my 8 yr old's nose just poured with blood all over his school shirt, looked like a murder scene!! pinched the soft bit for 10 min leaning forward like the school nurse said and its stopped now. he picks it constantly tbf. does he need looking at?",
    age: 8,
    sex: 'male',
    facts: [
      'It started about half an hour ago while he was watching telly.',
      'It came from one nostril.',
      'It stopped after I pinched it for 10 minutes.',
      'He picks his nose a lot.',
      "He's had a couple of these before that stopped on their own.",
    ],
    denies: [
      "He didn't bang his head or nose.",
      "He doesn't bruise easily or bleed a lot from cuts.",
      "He isn't dizzy or pale.",
      "He doesn't take any medicines.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-child-nosebleed-stopped-with-pressure',
    source: 'NICE CKS Epistaxis (nosebleeds); NHS: Nosebleed; clinical judgement',
  },
  {
    id: 'saf-h-1012',
    text: "went over on my ankle at 5 a side, heard a pop and thought i'd broken it, its swelled up on the outside and gone a bit purple. I can walk on it, limping a bit. 28. do i need an xray?",
    age: 28,
    sex: 'male',
    facts: [
      'It happened about 2 hours ago playing football.',
      "It's swollen and bruised on the outside of my ankle.",
      'I can walk on it, just with a limp.',
      "It's sore in the soft bit just in front of the ankle bone.",
      'Ice and keeping it up are helping.',
    ],
    denies: [
      "It isn't tender when I press on the ankle bones themselves.",
      "My foot isn't numb or cold.",
      "My ankle doesn't look out of shape.",
      "I didn't need carrying off the pitch.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-ankle-sprain-heard-a-pop',
    source:
      'NHS: Sprains and strains (rest, ice, compression, elevation); NICE CKS Sprains and strains; Ottawa ankle rules; clinical judgement',
  },
];
