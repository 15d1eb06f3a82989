import { NHS_999 } from './sources';
import type { SafetyCase } from './types';

const CG150 = 'NICE CG150 Headaches in over 12s: diagnosis and management';
const NG51 = 'NICE NG51 Suspected sepsis: recognition, diagnosis and early management';
const NG84 = 'NICE NG84 Sore throat (acute): antimicrobial prescribing';
const NG141 = 'NICE NG141 Cellulitis and erysipelas: antimicrobial prescribing';
const NG143 = 'NICE NG143 Fever in under 5s: assessment and initial management';
const NG158 = 'NICE NG158 Venous thromboembolic diseases: diagnosis, management and thrombophilia testing';
const NG225 = 'NICE NG225 Self-harm: assessment, management and preventing recurrence';
const NG228 = 'NICE NG228 Subarachnoid haemorrhage caused by a ruptured aneurysm: diagnosis and management';
const NG240 =
  'NICE NG240 Meningitis (bacterial) and meningococcal disease: recognition, diagnosis and management';
const RCOG_RFM = 'RCOG Green-top Guideline 57 Reduced fetal movements';

/**
 * Sixteenth round (held-out half): 12 cases told in a short first message — a handful of words, often vague
 * or pointing at the wrong thing — as patients, parents and partners really type them before the questions
 * start, with different stories from the development half's and the earlier rounds'. What makes each one an
 * emergency, an urgent problem or a minor one is only in the facts the person confirms when asked, so the
 * questionnaire has to find the danger by asking. Six are emergencies: a toddler breathing fast with grunting,
 * recession and blue lips after a cold ("breathing funny and wont drink"), a husband who cannot be woken
 * properly after his tramadol, sleeping tablets and wine, a quiet baby at 36 weeks, an eight-year-old with a
 * fever and spots that do not fade under a glass, a bowel obstruction in an 81-year-old after bowel surgery
 * told as bloating, and a sudden headache at the gym in a 48-year-old smoker with a stiff neck. Three are
 * urgent: a swollen calf after a long-haul flight on the pill, a red leg spreading from a rose-bush scratch,
 * and a five-year-old's sore throat with a sandpaper rash and a strawberry tongue. Three are self-care, each
 * with the details that make it minor and the red flags the person denies: an adult's viral sore throat with
 * a cold, a tension headache at the end of a long week, and a tummy bug caught from the children. Written
 * from guidelines (NICE NG143, NG225, RCOG Green-top 57, NG240, NG51, NG228, CG150, NG158, NG141, NG84, NICE
 * CKS topics, NHS advice) and clinical judgement, from the outside, without reading the knowledge base or the
 * parser, before any change it judges: 6 emergency, 3 urgent, 3 self-care. Held out: not to be read while
 * tuning.
 */
export const SAFETY_HELDOUT_SIXTEENTH_ROUND: readonly SafetyCase[] = [
  // ── emergencies: a few words, a child, a partner, a pregnancy ─────────────────────────────
  {
    id: 'saf-h-1301',
    text: 'toddler breathing funny and wont drink',
    age: 1.5,
    sex: 'male',
    facts: [
      "He's breathing really fast.",
      'The skin is sucking in between his ribs and at the bottom of his neck.',
      "There's a grunting noise every time he breathes out.",
      'His lips look a bit blue.',
      'His temperature is 39.',
      "He's had a cold for three days.",
      "He won't drink anything.",
    ],
    denies: [
      "He hasn't choked on anything.",
      "There's no rash.",
      "He hasn't been sick.",
      "He hasn't got asthma.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'toddler-breathing-difficulty-grunting-recession-blue-lips',
    source: `${NG143} (grunting, chest indrawing, cyanosis → red); NHS: Breathing problems in children; ${NHS_999}`,
  },
  {
    id: 'saf-h-1302',
    text: 'cant wake my husband up properly',
    age: 46,
    sex: 'male',
    facts: [
      'I found empty packets of his tramadol and his sleeping tablets.',
      "He's had most of a bottle of wine.",
      "He's breathing slowly and snoring.",
      'He only mumbles when I shout at him.',
      "He's been really low since he lost his job.",
      "He said last night we'd be better off without him.",
    ],
    denies: [
      "He hasn't hit his head that I know of.",
      "He isn't diabetic.",
      "He hasn't had a fit.",
      "He doesn't take drugs as far as I know.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'overdose-opioid-sleeping-tablets-alcohol-hard-to-wake',
    source: `${NG225}; NHS: Overdose (call 999 if someone is drowsy or unconscious after taking too much); ${NHS_999}`,
  },
  {
    id: 'saf-h-1303',
    text: 'baby quiet today, is that normal',
    age: 30,
    sex: 'female',
    pregnant: true,
    facts: [
      "I'm 36 weeks pregnant.",
      "I've hardly felt him move since this morning.",
      'He normally kicks loads in the evening.',
      "I've tried lying on my left side and having a cold drink.",
      'This is my second baby.',
      'My first was born fine.',
    ],
    denies: [
      "I haven't had any bleeding.",
      "My waters haven't gone.",
      "I haven't got any pain or tightenings.",
      "I haven't got a headache or swelling.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'reduced-fetal-movements-36-weeks-baby-quiet-today',
    source: `${RCOG_RFM}; NHS: Your baby's movements (call your midwife or maternity unit straight away, do not wait until tomorrow)`,
  },
  {
    id: 'saf-h-1304',
    text: 'son poorly with a temp, achin all over',
    age: 8,
    sex: 'male',
    facts: [
      'His temperature is 39.5.',
      "There are purple spots on his legs that don't fade when I press a glass on them.",
      'His legs hurt.',
      'His hands and feet are cold.',
      "He's really sleepy.",
      "He's been sick twice.",
      'He was fine when he went to bed last night.',
    ],
    denies: [
      "He hasn't banged himself.",
      "He hasn't been abroad.",
      "He hasn't got a cough.",
      "He hasn't got diarrhoea.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'meningococcal-non-blanching-rash-child-fever-aching',
    source: `${NG240}; ${NG51}; NHS: Meningitis (glass test); ${NHS_999}`,
  },
  {
    id: 'saf-h-1305',
    text: 'tummy really bloated and sore',
    age: 81,
    sex: 'female',
    facts: [
      'I had an operation for bowel cancer two years ago.',
      "I haven't had a poo or passed wind for two days.",
      "I've been sick four times.",
      'The last sick was dark green and smelly.',
      'My tummy is swollen up like a drum.',
      'The pain comes in crampy waves.',
      "I can't keep water down.",
    ],
    denies: [
      "There's no blood in my sick.",
      "I haven't got chest pain.",
      "I've never had this before.",
      "I haven't got a temperature.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'bowel-obstruction-after-bowel-surgery-told-as-bloating',
    source: 'NHS: Bowel obstruction (go to A&E); clinical judgement',
  },
  {
    id: 'saf-h-1306',
    text: 'head suddenly killing me at the gym',
    age: 48,
    sex: 'female',
    facts: [
      'It came on all at once like being hit on the back of the head.',
      'It was at its worst within a minute.',
      "It's the worst headache I've ever had.",
      "I've been sick.",
      'My neck is stiff.',
      'Light hurts my eyes.',
      'I take tablets for blood pressure.',
      'I smoke.',
    ],
    denies: [
      "I've never had migraines.",
      "I didn't hit my head.",
      "I haven't got a temperature.",
      "I haven't got a rash.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'thunderclap-headache-at-gym-stiff-neck',
    source: `${NG228}; ${CG150} (thunderclap headache → immediate referral); ${NHS_999}`,
  },
  // ── urgent: a clinician today ──────────────────────────────────────────────────────────────
  {
    id: 'saf-h-1307',
    text: 'calf sore since my hols',
    age: 41,
    sex: 'female',
    facts: [
      'I flew back from Florida four days ago, a nine-hour flight.',
      'My left calf is swollen, tight and tender.',
      "It's warm to touch.",
      "It's about 2 cm bigger round than the other one.",
      "I'm on the combined pill.",
    ],
    denies: [
      "I'm not short of breath.",
      "I haven't got chest pain.",
      "I haven't coughed up blood.",
      "I haven't hurt my leg.",
      "My heart isn't racing.",
    ],
    minLevel: 'urgent',
    level: 'urgent',
    rule: 'dvt-calf-after-long-haul-flight-on-the-pill',
    source: `${NG158} (suspected DVT → Wells score and same-day scan); NHS: DVT (deep vein thrombosis) (urgent GP or 111)`,
  },
  {
    id: 'saf-h-1308',
    text: 'leg gone red round a scratch',
    age: 60,
    sex: 'male',
    facts: [
      'I scratched my shin on a rose bush three days ago.',
      "There's a red, hot, swollen patch about the size of my palm.",
      "It's spread since yesterday.",
      "It's tender to touch.",
      'My temperature is 37.9.',
      'I feel a bit off.',
    ],
    denies: [
      "I'm not diabetic.",
      "I'm not confused.",
      "The skin isn't blistered or black.",
      "The pain isn't worse than it looks.",
      "There's no red line going up my leg.",
    ],
    minLevel: 'urgent',
    level: 'urgent',
    rule: 'cellulitis-leg-spreading-from-scratch',
    source: `${NG141}; NICE CKS Cellulitis – acute; NHS: Cellulitis (urgent GP or 111)`,
  },
  {
    id: 'saf-h-1309',
    text: '5yo sore throat and a rash',
    age: 5,
    sex: 'female',
    facts: [
      'Her temperature has been 38.6 since yesterday.',
      "There's a rough pink rash like sandpaper on her chest and tummy.",
      'Her tongue is red and bumpy like a strawberry.',
      'The glands in her neck are swollen.',
      "She's drinking ok.",
      'A boy in her class has scarlet fever.',
    ],
    denies: [
      'The rash fades when I press a glass on it.',
      "She's not floppy.",
      "She's breathing fine.",
      "She's still weeing.",
    ],
    minLevel: 'routine',
    level: 'urgent',
    rule: 'scarlet-fever-child-sandpaper-rash-strawberry-tongue',
    source: `NICE CKS Scarlet fever; ${NG84}; NHS: Scarlet fever (contact a GP or 111)`,
  },
  // ── self-care: a few words, a minor problem ────────────────────────────────────────────────
  {
    id: 'saf-h-1310',
    text: 'throat is killin me',
    age: 28,
    sex: 'male',
    facts: [
      "It's been sore for three days.",
      "I've got a runny nose and a cough with it.",
      'My temperature was 37.6.',
      'Swallowing hurts but I can eat.',
      'Paracetamol helps.',
      'My girlfriend had the same last week.',
    ],
    denies: [
      "There's no white stuff on my tonsils.",
      "It isn't worse on one side and I can open my mouth fine.",
      "I'm not drooling and I can breathe fine.",
      "I haven't got a rash.",
      "I'm not on any medicine that lowers my immunity.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-viral-sore-throat-adult-with-cold',
    source: `${NG84} (low FeverPAIN → no antibiotic, self-care); NICE CKS Sore throat – acute; NHS: Sore throat`,
  },
  {
    id: 'saf-h-1311',
    text: 'bad headache all day',
    age: 44,
    sex: 'female',
    facts: [
      'It feels like a tight band on both sides of my head.',
      "It's been a long week and I haven't slept well.",
      "It's worse at the end of the day.",
      'Paracetamol takes the edge off.',
      "I've had headaches like this before.",
      'My neck and shoulders are tight.',
    ],
    denies: [
      "It didn't come on suddenly.",
      "I'm not being sick.",
      'My eyesight is fine.',
      "I haven't got any weakness or numbness.",
      "I haven't got a temperature or a stiff neck.",
      "I'm not pregnant.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-tension-headache-long-week',
    source: `${CG150}; NICE CKS Headache – tension-type; NHS: Headaches`,
  },
  {
    id: 'saf-h-1312',
    text: 'dodgy tummy since yesterday',
    age: 35,
    sex: 'male',
    facts: [
      'I had the runs four times yesterday and twice today.',
      'I was sick once yesterday.',
      'The kids had the same bug last week.',
      "I'm drinking fine.",
      'I feel a bit washed out.',
      "I'm weeing normally.",
    ],
    denies: [
      "There's no blood in my poo.",
      "I haven't got a high temperature.",
      "The pain isn't bad or constant.",
      "I haven't been abroad.",
      "I'm not dizzy.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-tummy-bug-adult-caught-from-kids',
    source: 'NICE CKS Gastroenteritis; NHS: Diarrhoea and vomiting',
  },
];
