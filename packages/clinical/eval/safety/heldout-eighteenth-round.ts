import type { SafetyCase } from './types';

const CG111 = 'NICE CG111 Bedwetting in under 19s';
const CG143 =
  'NICE CG143 Sickle cell disease: managing acute painful episodes in hospital (acute chest syndrome: fever, chest pain, breathlessness)';
const CRADLE_CAP = 'NHS: Cradle cap; NICE CKS Seborrhoeic dermatitis (infantile)';
const GUILLAIN_BARRE =
  'NHS: Guillain-Barré syndrome (call 999 with difficulty breathing or swallowing); clinical judgement';
const LUDWIGS_ANGINA =
  "NHS: Dental abscess (A&E if swelling spreads to the neck or floor of the mouth, or breathing or swallowing is difficult); clinical judgement (Ludwig's angina)";
const NOISE_TINNITUS =
  'NHS: Tinnitus; clinical judgement (temporary ringing and muffled hearing after loud music, improving)';
const PITYRIASIS_VERSICOLOR =
  'NHS: Pityriasis versicolor (antifungal shampoo from a pharmacy); NICE CKS Pityriasis versicolor';
const PRIAPISM = 'NHS: Priapism (an erection lasting more than 4 hours: A&E)';
const RABIES =
  'NHS: Rabies (get medical help straight away after a bite or scratch from an animal abroad); clinical judgement (post-exposure treatment)';
const SILICA_GEL = 'clinical judgement (silica gel sachets are non-toxic); NHS: Poisoning';
const SLAPPED_CHEEK =
  'NHS: Slapped cheek syndrome (treat at home; see a GP if pregnant, a blood disorder or a weak immune system); NICE CKS Parvovirus B19 infection';
const SLEEP_PARALYSIS = 'NHS: Sleep paralysis (sleep routine; see a GP if it keeps happening)';

/**
 * Eighteenth round (held-out half): 12 cases typed in the first person by patients and parents on a phone,
 * as people really write into a health app or a forum — run-on sentences, lowercase, text-speak in one
 * ("n", "lol", "til thurs"), British and American lay words, hedging and minimising, worried parents and
 * partners, the decisive detail buried or left for the facts — with stories different from the development
 * half's and the earlier rounds'. Four emergencies sound minor: Guillain-Barré syndrome two weeks after a
 * stomach bug told as "legs like jelly… probably just run down", acute chest syndrome in a fifteen-year-old
 * with sickle cell disease who wants to ride out "one of my crises" at home, a spreading floor-of-mouth
 * infection from a wisdom tooth with spitting into a cup, and priapism for five hours after a pill at a
 * party. One is urgent (a monkey scratch in Bali without rabies vaccination, "honestly it's tiny??"), one
 * routine (an eight-year-old who has never been dry at night and now turns down sleepovers), and six are
 * self-care problems told in worried words, each with the red flags the patient denies: slapped cheek
 * feared as scarlet fever, cradle cap feared as infection by a first-time mother, sleep paralysis in exam
 * season feared as a stroke, pityriasis versicolor after a holiday feared as vitiligo or a tropical disease,
 * a toddler who chewed open a "DO NOT EAT" silica gel sachet from a shoe box, and ringing, muffled ears
 * after a festival. Written by the clinical team from guidelines (NICE, NICE CKS, NHS) and clinical
 * judgement, from the outside, without reading the knowledge base or the parser, before any change it
 * judges: 4 emergency, 1 urgent, 1 routine, 6 self-care.
 *
 * HELD OUT: never read these cases, or their results case by case, while tuning the engine, its knowledge
 * base or its parser. Only their totals may be looked at, after a change is made, to measure it.
 */
export const SAFETY_HELDOUT_EIGHTEENTH_ROUND: readonly SafetyCase[] = [
  // ── emergencies ─────────────────────────────────────────────────────────────────────────
  {
    id: 'saf-h-1501',
    text: 'Had a bad stomach bug about 2 weeks ago and got over it. Now for the last 3 days my feet and fingers have been tingly and my legs feel like jelly, I struggled to get up the stairs last night. Probably just run down after the bug? Work want me back on Monday.',
    age: 44,
    sex: 'male',
    facts: [
      'The weakness is in both legs and it is getting worse every day.',
      'Today my arms feel weak too.',
      "I'm finding it hard to swallow and I choked on my tea this morning.",
      'I get out of breath when I lie flat.',
    ],
    denies: [
      "I didn't hurt my back.",
      'No problems with my bladder or bowels.',
      "I haven't got a temperature now.",
      'No headache.',
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'patient-typed-guillain-barre-after-stomach-bug-legs-like-jelly',
    source: GUILLAIN_BARRE,
  },
  {
    id: 'saf-h-1502',
    text: "having one of my sickle crises, back and legs hurting, took my codeine and it's not working as well as usual. also my chest hurts when I breathe in and I'm a bit out of breath. my mum wants to take me in but I hate hospital, can I just ride it out at home",
    age: 15,
    sex: 'male',
    facts: [
      'I have sickle cell disease.',
      'My temperature is 38.4.',
      "I've got a cough.",
      'The chest pain is sharp and worse when I breathe in.',
      'I get out of breath walking to the kitchen.',
    ],
    denies: ['No headache.', 'No weakness in my arms or legs.', 'No painful erection.'],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'patient-typed-sickle-cell-acute-chest-told-as-usual-crisis',
    source: CG143,
  },
  {
    id: 'saf-h-1503',
    text: 'wisdom tooth been killing me all week, now under my jaw n chin is well swollen both sides and my tongue feels like its being pushed up. cant really swallow so been spitting into a cup lol. dentist cant see me til thurs, will ibuprofen do til then',
    age: 33,
    sex: 'male',
    facts: [
      'The swelling under my chin is hard and spreading down my neck.',
      'My voice sounds muffled.',
      "I'm hot and shivery.",
      "It's getting harder to breathe when I lie down.",
    ],
    denies: ["I'm not diabetic.", 'No rash.'],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'patient-typed-ludwigs-angina-wisdom-tooth-cant-swallow-textspeak',
    source: LUDWIGS_ANGINA,
  },
  {
    id: 'saf-h-1504',
    text: "really embarrassing to type this. someone at a party gave me a pill last night (think it was a viagra type thing) and I've had an erection that won't go down for about 5 hours now. it's starting to really hurt. cold shower didn't work. will it just go away if I wait?",
    age: 26,
    sex: 'male',
    facts: [
      "It's been hard for more than five hours.",
      "It's painful and getting worse.",
      'I had a fair bit to drink as well.',
    ],
    denies: ["I don't have sickle cell.", "I'm not on any other medicines.", 'No injury down there.'],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'patient-typed-priapism-five-hours-after-party-pill',
    source: PRIAPISM,
  },

  // ── urgent ──────────────────────────────────────────────────────────────────────────────
  {
    id: 'saf-h-1505',
    text: "Back from Bali 2 days ago. On the last day a monkey at the temple grabbed my bag and scratched my arm, drew a tiny bit of blood. I washed it and it looks fine now, healing nicely. My travel buddy says I should get it checked but honestly it's tiny?? I didn't have any jabs before I went.",
    age: 34,
    sex: 'female',
    facts: [
      'The scratch broke the skin and bled a little.',
      'It happened four days ago.',
      "I didn't have the rabies vaccine before the trip.",
      "I didn't see a doctor out there.",
    ],
    denies: [
      "I haven't got a temperature.",
      "The scratch isn't red, hot or swollen.",
      'No pus.',
      'No tingling or numbness around it.',
      'I feel well.',
    ],
    minLevel: 'urgent',
    level: 'urgent',
    rule: 'patient-typed-monkey-scratch-abroad-no-rabies-vaccine',
    source: RABIES,
  },

  // ── routine ─────────────────────────────────────────────────────────────────────────────
  {
    id: 'saf-h-1506',
    text: "My son is 8 and still wets the bed most nights. He's never been dry at night. He's started turning down sleepovers because he's embarrassed and it's breaking my heart. His mum says he'll grow out of it. We've tried no drinks after 6.",
    age: 8,
    sex: 'male',
    facts: [
      "He's been wet at night since he was a baby and has never had a dry spell.",
      "He's dry in the day.",
      "He's a very deep sleeper.",
    ],
    denies: [
      "He's not more thirsty than usual and he isn't weeing more in the day.",
      "He hasn't lost weight.",
      "He's not tired or unwell.",
      'No pain or burning when he wees.',
      'No constipation or soiling.',
      "He hasn't started wetting again after being dry.",
    ],
    minLevel: 'routine',
    level: 'routine',
    rule: 'patient-typed-routine-primary-bedwetting-boy-8-sleepovers',
    source: CG111,
  },

  // ── self-care ───────────────────────────────────────────────────────────────────────────
  {
    id: 'saf-h-1507',
    text: "my 5 yo has bright red cheeks like she's been slapped!! and now a lacy pink rash on her arms and legs. she had a runny nose and a temp last week but now she's fine, eating and running round. school sent a letter about scarlet fever so I'm panicking",
    age: 5,
    sex: 'female',
    facts: [
      'Her cheeks went red first, then the lacy rash came a couple of days later.',
      'She had a snotty nose and a slight temperature last week.',
      'The rash is a bit itchy.',
    ],
    denies: [
      "She hasn't got a temperature now.",
      'The rash fades when I press a glass on it.',
      'No sore throat or strawberry tongue.',
      "Her skin doesn't feel rough like sandpaper.",
      "She's not drowsy or floppy.",
      "I'm not pregnant and nobody at home is pregnant.",
      "She doesn't have a blood condition or a weak immune system.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'patient-typed-self-care-slapped-cheek-feared-scarlet-fever',
    source: SLAPPED_CHEEK,
  },
  {
    id: 'saf-h-1508',
    text: "First time mum here, my boy is 7 weeks old. He's got thick yellow greasy crusty scales all over the top of his head and a bit on his eyebrows. I'm scared it's an infection or something I'm doing wrong with his baths. He doesn't seem bothered by it at all.",
    age: 0.13,
    sex: 'male',
    facts: [
      "It's been there about two weeks.",
      "He's feeding well and putting on weight.",
      "He's got plenty of wet and dirty nappies.",
    ],
    denies: [
      "It's not itchy, he doesn't scratch at it.",
      "It isn't red, swollen, weeping or bleeding.",
      "He hasn't got a temperature.",
      "It hasn't spread to his body.",
      "He's not floppy or sleepy.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'patient-typed-self-care-cradle-cap-first-time-mum',
    source: CRADLE_CAP,
  },
  {
    id: 'saf-h-1509',
    text: "something really scary happened last night. I woke up and couldn't move at all, couldn't talk or scream, and it felt like someone was standing in the corner of my room. lasted maybe a minute then I could move again. I've been pulling all nighters for my exams. am I going crazy or did I have a stroke??",
    age: 17,
    sex: 'female',
    facts: [
      'It happened just as I was waking up.',
      "It's happened once before, a year ago, also in exam time.",
      "I've been sleeping about four hours a night.",
    ],
    denies: [
      'No weakness, numbness or tingling now.',
      'My speech and face are normal now.',
      "I didn't have a fit, wet myself or bite my tongue.",
      'No headache.',
      "I don't see or hear things that aren't there in the daytime.",
      'No low mood or thoughts of harming myself.',
      "I haven't taken any drugs or alcohol.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'patient-typed-self-care-sleep-paralysis-feared-stroke',
    source: SLEEP_PARALYSIS,
  },
  {
    id: 'saf-h-1510',
    text: "So I got back from two weeks in Thailand and noticed pale patches on my chest and back that didn't tan. A bit flaky if I scratch them. My girlfriend thinks it's vitiligo or some tropical disease. They don't hurt. Should I be worried?",
    age: 27,
    sex: 'male',
    facts: [
      'The patches are slightly flaky and a bit itchy.',
      'I was sweating a lot out there.',
      'I had the same thing a couple of years ago after a beach vacation.',
    ],
    denies: [
      'The patches are not numb.',
      "I haven't got a temperature.",
      'I feel well.',
      'No sores or ulcers.',
      'No patches on my face.',
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'patient-typed-self-care-pityriasis-versicolor-after-holiday',
    source: PITYRIASIS_VERSICOLOR,
  },
  {
    id: 'saf-h-1511',
    text: 'my 18 month old got into a new shoe box and chewed open one of those little packets that say DO NOT EAT, some of the little beads are gone so he probably swallowed a few. he seems totally fine and is playing. do I need to take him to a&e??',
    age: 1.5,
    sex: 'male',
    facts: [
      'It was a small sachet of clear see-through beads.',
      'It came in a box of new trainers.',
      "He's eating and drinking normally.",
    ],
    denies: [
      'No coughing or choking.',
      "He's breathing normally.",
      "He hasn't been sick.",
      "He isn't drooling or struggling to swallow.",
      "He's not drowsy.",
      'There was nothing else in the box he could have swallowed, like a battery or a magnet.',
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'patient-typed-self-care-toddler-silica-gel-do-not-eat',
    source: SILICA_GEL,
  },
  {
    id: 'saf-h-1512',
    text: "went to a festival last night, right by the speakers all night, and now both my ears are ringing and everything sounds muffled like I'm underwater. it's a bit better than this morning. will it go away or have I wrecked my hearing forever??",
    age: 19,
    sex: 'male',
    facts: ["It's slowly getting better through the day.", "I didn't wear earplugs."],
    denies: [
      'No ear pain.',
      'No discharge from my ears.',
      'No dizziness or room spinning.',
      "It's both ears, not just one.",
      'No headache.',
      'No weakness in my face.',
      "I didn't take any drugs.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'patient-typed-self-care-ringing-ears-after-festival',
    source: NOISE_TINNITUS,
  },
];
