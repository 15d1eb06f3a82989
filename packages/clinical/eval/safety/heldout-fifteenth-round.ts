import { NHS_999 } from './sources';
import type { SafetyCase } from './types';

const NG12 = 'NICE NG12 Suspected cancer: recognition and referral';
const NG18 = 'NICE NG18 Diabetes (type 1 and type 2) in children and young people: diagnosis and management';
const NG109 = 'NICE NG109 Urinary tract infection (lower): antimicrobial prescribing';
const NG120 = 'NICE NG120 Cough (acute): antimicrobial prescribing';
const NG143 = 'NICE NG143 Fever in under 5s: assessment and initial management';
const NG232 = 'NICE NG232 Head injury: assessment and early management';
const ASTHMA =
  'BTS/NICE/SIGN NG245 Asthma: diagnosis, monitoring and chronic asthma management (2024) and BTS/SIGN acute asthma guidance';

/**
 * Fifteenth round (held-out half): 12 cases on the everyday minor problems people worry about, told with
 * frightening words, and the emergencies that hide among them, as patients, parents and partners really type
 * them, with different stories from the development half's. Six are self-care problems told by someone
 * anxious who reaches for a frightening word that is not their problem, each with the red flags they would
 * deny when asked and the details that make it minor: a stye googled as eye cancer, itchy bites on a child
 * back from camping in a family where an uncle had Lyme disease (no tick, no bullseye), period pain the same
 * as every month in a 16-year-old whose friend's sister has endometriosis, athlete's foot that a friend says
 * could "turn into gangrene", a six-year-old's tickly night cough ten days after a cold with whooping cough
 * in the news, and yearly hay fever in a 22-year-old whose mother says it can "turn into asthma". Two are
 * urgent (a first urine infection in a 52-year-old man whose father had prostate cancer, and a chest
 * infection flaring a 35-year-old's asthma to 70% of her best peak flow), and four are emergencies told in a
 * minimising way: a three-year-old who fell off a trampoline onto paving and has been sick three times
 * ("kids bounce"), a two-week-old bringing up bright green sick put down to reflux, a placental abruption at
 * 33 weeks taken for Braxton Hicks "being extra" after a slip on the stairs, and DKA in a teenager with known
 * type 1 diabetes told as the sickness bug going round school with his insulin left off because he is not
 * eating. Texts mix text-speak, typos, run-on sentences, minimising, negations, past history that is not the
 * current problem and family history. Written from guidelines (NICE NG232, NG143, NG18, NG109, NG120, NG12,
 * NG95, NG73, BTS/NICE/SIGN asthma, RCOG Green-top 63, BSPED DKA, NICE CKS topics, NHS advice) and clinical
 * judgement, from the outside, without reading the knowledge base or the parser, before any change it
 * judges: 4 emergency, 2 urgent, 6 self-care.
 */
export const SAFETY_HELDOUT_FIFTEENTH_ROUND: readonly SafetyCase[] = [
  // ── emergencies: children, pregnancy and diabetes, told as something ordinary ─────────────
  {
    id: 'saf-h-1201',
    text: 'my 3yo fell off the trampaline about 2 hrs ago (the net was undone) and landed on his head on the patio. cried straight away, big egg on the side of his head. since then hes been sick 3 times and keeps wanting to sleep. husband says kids bounce and we all fell off stuff and were fine. can I let him have a nap?',
    age: 3,
    sex: 'male',
    facts: [
      'He fell from the edge of the trampoline onto paving slabs.',
      "He's been sick three times since the fall.",
      "He's much sleepier than usual and grumpy when I wake him.",
      "There's a big swelling on the side of his head above his ear.",
      "He cried straight away and didn't knock himself out.",
    ],
    denies: [
      "There's no blood or clear fluid coming from his nose or ears.",
      "He hasn't had a fit.",
      "He isn't on any medicines.",
      "He hasn't got a temperature.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'head-injury-toddler-trampoline-vomited-three-times-kids-bounce',
    source: `${NG232} (a child with more than one episode of vomiting or abnormal drowsiness after a head injury → CT within 1 hour); NHS: Head injury and concussion; ${NHS_999}`,
  },
  {
    id: 'saf-h-1202',
    text: "my 2 week old has been sick a few times today and the last 2 were bright green, like luminous. shes more sleepy than normal and not intrested in her feeds. the midwife said reflux is really common in newborns so maybe thats it? first baby so i don't know what's normal",
    age: 0.04,
    sex: 'female',
    facts: [
      'The sick is bright green, not milky like it usually is.',
      "She's been sick five times today.",
      'Her tummy looks a bit swollen.',
      "She's only had two wet nappies today.",
      "She isn't feeding well.",
    ],
    denies: [
      "She hasn't got a temperature.",
      "There's no blood in her nappy.",
      "She hasn't got a rash.",
      'She was born on time with no problems.',
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'bilious-vomiting-newborn-told-as-reflux',
    source: `NHS: Vomiting in children and babies (green or yellow-green vomit → go to A&E or call 999); NICE CG84 Diarrhoea and vomiting caused by gastroenteritis in under 5s (bile-stained vomit → consider another cause); ${NG143}; clinical judgement; ${NHS_999}`,
  },
  {
    id: 'saf-h-1203',
    text: "33 wks pregnant, tummy's been really tight and sore for about an hour and it isn't going soft in between like braxton hicks are meant to?? bit of dark blood in my knickers. baby's been quieter. 2nd pregnancy, first was fine. slipped down the stairs yesterday but landed on my bum. probably just braxton hicks being extra?",
    age: 32,
    sex: 'female',
    pregnant: true,
    facts: [
      'My bump feels hard like a board and it is tender.',
      'The pain is constant, not coming and going.',
      "There's some dark red bleeding.",
      'The baby has moved less since this afternoon.',
      'I feel a bit faint.',
      'I slipped down two stairs yesterday.',
    ],
    denies: [
      "My waters haven't broken.",
      "I haven't got a headache or blurry vision.",
      "I haven't got a temperature.",
      "It doesn't burn when I wee.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'placental-abruption-told-as-braxton-hicks-after-slip',
    source: `RCOG Green-top Guideline 63 Antepartum haemorrhage; NHS: Vaginal bleeding in pregnancy and Stomach pain in pregnancy (constant pain with bleeding → call 999 or maternity unit now); ${NHS_999}`,
  },
  {
    id: 'saf-h-1204',
    text: "son is 14 with type 1, he's had a sickness bug since last night, been sick loads with tummy ache. hasnt eaten so hes not done his insulin cos hes not eating. breathing sort of deep and fast and hes really dopey. ketones on the meter said 3.9. theres a bug going round his school. do we just keep pushing fluids?",
    age: 14,
    sex: 'male',
    facts: [
      'He has had type 1 diabetes since he was 9.',
      'His blood sugar is 24.',
      'His blood ketones are 3.9.',
      "He's been sick six times and can't keep water down.",
      "He's breathing deep and fast.",
      'His breath smells sweet, like pear drops.',
      "He's drowsy and hard to get a sentence out of.",
    ],
    denies: [
      "He hasn't had diarrhoea.",
      "He hasn't got a rash.",
      "His neck isn't stiff.",
      "He hasn't hit his head.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'dka-known-type-1-teen-told-as-school-sickness-bug-insulin-stopped',
    source: `${NG18} (suspected DKA → immediate hospital); BSPED Integrated care pathway for DKA in children and young people (2021); ${NHS_999}`,
  },
  // ── urgent: a clinician today ─────────────────────────────────────────────────────────────
  {
    id: 'saf-h-1205',
    text: 'stinging when i wee for 3 days and going every half hour, dull ache low down. 52 m. wife says its a water infection and to drink cranberry juice but ive never had one. my dad had prostrate cancer so bit worried its that. can the chemist sort it?',
    age: 52,
    sex: 'male',
    facts: [
      'It burns when I wee.',
      "I'm going much more often than normal, including at night.",
      'My wee is cloudy and smells.',
      "There's a dull ache low down in my tummy.",
      'I feel OK in myself otherwise.',
    ],
    denies: [
      "I haven't got a temperature or the shivers.",
      "I haven't got pain in my back or sides.",
      "I can wee fine, it isn't blocked.",
      "There's no blood in my wee.",
      "There's no discharge from my penis.",
      "My testicles aren't sore or swollen.",
    ],
    minLevel: 'routine',
    level: 'urgent',
    rule: 'uti-in-a-man-first-episode-father-prostate-cancer',
    source: `${NG109} (men: immediate antibiotic and a urine culture); NICE CKS Urinary tract infection (lower) – men; ${NG12}`,
  },
  {
    id: 'saf-h-1206',
    text: "chest infection i think, cough with yellowy green flem for 6 days, temp 38.3 on and off, and my asthma's flared up, using my blue inhaler 5 or 6 times a day when i normally need it once a week. peak flow 320, normally 450. can still talk fine and walk round the house. 35. do i need steroids or antibiotics or just ride it out?",
    age: 35,
    sex: 'female',
    facts: [
      'My peak flow is about 320 and my best is 450.',
      'I need my blue inhaler every few hours and it helps for a while.',
      "I'm wheezy and tight-chested, worse at night.",
      'My temperature goes up and down.',
      'I use a brown preventer inhaler twice a day.',
    ],
    denies: [
      'I can talk in full sentences.',
      "My lips aren't blue.",
      "I'm not drowsy or confused.",
      "I haven't coughed up blood.",
      "I've never been in intensive care with my asthma.",
    ],
    minLevel: 'urgent',
    level: 'urgent',
    rule: 'chest-infection-asthmatic-moderate-attack-peak-flow-70-percent',
    source: `${ASTHMA} (moderate attack, peak flow 50–75% of best → same-day review); NICE NG138 Pneumonia (community-acquired); ${NG120}`,
  },
  // ── self-care: the frightening words, a minor problem ─────────────────────────────────────
  {
    id: 'saf-h-1207',
    text: 'lump on the edge of my bottom eyelid, red and a bit sore, came up 2 days ago. looks like a spot with a yellow head. googled eyelid lumps and got eye cancer so thanks google. 29, wear glasses not contacts. will it go on its own?',
    age: 29,
    sex: 'female',
    facts: [
      "It's a small red lump right on the edge of the eyelid.",
      "It's got a little yellow head like a spot.",
      'Warm compresses seem to help.',
      'I had one a couple of years ago that went on its own.',
    ],
    denies: [
      'My eyesight is fine.',
      "The eye itself isn't red or painful.",
      "The whole eyelid isn't swollen and the redness isn't spreading onto my face.",
      "Light doesn't hurt my eyes.",
      "I haven't got a temperature.",
      "I don't wear contact lenses.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-stye-googled-eye-cancer',
    source: 'NHS: Stye (usually gets better on its own); clinical judgement',
  },
  {
    id: 'saf-h-1208',
    text: 'just back from camping and my daughter (8) is covered in itchy red bites on her legs, like 15 of them, scratching like mad. one is a bit puffy. my brother got lyme disease from a tick so ive gone over her with a nit comb lol, no ticks. anything she needs?',
    age: 8,
    sex: 'female',
    facts: [
      'The bites are small red itchy bumps on her legs and ankles.',
      'They came up the morning after we sat out by the river in the evening.',
      'Antihistamine and cream are helping the itch.',
      "She's running about and eating fine.",
    ],
    denies: [
      "I haven't found any ticks on her.",
      "There's no bullseye-shaped rash.",
      "She hasn't got a temperature.",
      'None of them are hot, spreading or oozing pus.',
      "Her lips and face aren't swollen and she's breathing fine.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-itchy-bites-child-camping-uncle-lyme',
    source:
      'NICE CKS Insect bites and stings; NHS: Insect bites and stings; NICE NG95 Lyme disease (no tick bite, no erythema migrans)',
  },
  {
    id: 'saf-h-1209',
    text: "period pains again, first day, really crampy low down and in my back, same as every month. ibuprofen helps if i take it early. my mates sister has endometreosis and had a cyst that burst and now i'm worried thats me. 16. is it normal for it to hurt this much?",
    age: 16,
    sex: 'female',
    facts: [
      "It's the first day of my period and it came on time.",
      "It's the same cramping I get every month.",
      'Ibuprofen and a hot water bottle help.',
      'I usually still go to school with it.',
      'My periods come every 28 to 30 days.',
    ],
    denies: [
      "The pain isn't on one side only.",
      "I'm not being sick and I haven't got a temperature.",
      "I haven't had sex, so I can't be pregnant.",
      "It's no worse than usual.",
      "I don't bleed between periods or have unusual discharge.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-period-pain-usual-friends-sister-endometriosis',
    source: 'NICE CKS Dysmenorrhoea; NHS: Period pain; NICE NG73 Endometriosis (no suggestive features)',
  },
  {
    id: 'saf-h-1210',
    text: "skin between my little toes is white and soggy and peeling, itchy as hell and a bit cracked. in trainers all day at work. my mate reckons it'll turn into gangreen like his grandads (he was diabetic) lmao. 19. what cream?",
    age: 19,
    sex: 'male',
    facts: [
      "It's between the two smallest toes on both feet.",
      'The skin is white, soggy and peeling.',
      'It itches, especially when I take my trainers off.',
      "I'm in trainers all day at work.",
    ],
    denies: [
      "I'm not diabetic.",
      "There's no redness spreading up my foot.",
      "It isn't hot, swollen or oozing pus.",
      "I haven't got a temperature.",
      "My toes aren't discoloured or numb.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-athletes-foot-friend-mentions-gangrene',
    source: "NICE CKS Fungal skin infection – foot; NHS: Athlete's foot",
  },
  {
    id: 'saf-h-1211',
    text: "my 6 yr old has had a cough for 10 days since a cold, tickly and worse at night when he lies down, keeps him awake. otherwise he's fine, bouncing around and eating me out of house and home. someone on facebook said whooping cough is going round?? should i be worried",
    age: 6,
    sex: 'male',
    facts: [
      'The cough started with a cold about ten days ago.',
      "It's a dry tickly cough, worse at night and first thing.",
      "It's slowly getting better.",
      "He's eating, drinking and playing normally.",
      "He's had all his jabs, including the preschool booster.",
    ],
    denies: [
      "He doesn't whoop or go red or blue in the face when he coughs.",
      "He isn't sick after coughing.",
      "He isn't breathing fast or wheezy.",
      "He hasn't got a temperature now.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-child-night-cough-after-cold-facebook-whooping-cough',
    source: `${NG120}; NICE CKS Cough; UKHSA Guidelines for the public health management of pertussis (no features)`,
  },
  {
    id: 'saf-h-1212',
    text: "every year same time my eyes are itchy and streaming and i cant stop sneezing, nose like a tap. this year feels worse, pollen count is mad. my mum has asthma and says hayfever can turn into asthma, now my throat feels scratchy and i'm paranoid. 22. can I take two different antihistamines?",
    age: 22,
    sex: 'male',
    facts: [
      'It comes back every year in May and June.',
      'My eyes itch and water and my nose runs clear.',
      "It's worse on high-pollen days and better indoors.",
      'Cetirizine helps quite a lot.',
      'My throat is a bit scratchy from stuff running down the back of my nose.',
    ],
    denies: [
      "I'm not wheezy or short of breath.",
      "My chest isn't tight.",
      "I haven't got a temperature.",
      "My eyes aren't painful and my vision is fine.",
      "My face and lips aren't swollen.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-hay-fever-mum-has-asthma',
    source: 'NICE CKS Allergic rhinitis; NHS: Hay fever',
  },
];
