import { NHS_999 } from './sources';
import type { SafetyCase } from './types';

const CG84 =
  'NICE CG84 Diarrhoea and vomiting caused by gastroenteritis in under 5s: diagnosis and management';
const CG95 = 'NICE CG95 Recent-onset chest pain of suspected cardiac origin: assessment and diagnosis';
const CG191 = 'NICE CG191 Pneumonia in adults: diagnosis and management';
const NG18 = 'NICE NG18 Diabetes (type 1 and type 2) in children and young people';
const NG28 = 'NICE NG28 Type 2 diabetes in adults: management';
const NG51 = 'NICE NG51 Suspected sepsis: recognition, diagnosis and early management';
const NG111 = 'NICE NG111 Pyelonephritis (acute): antimicrobial prescribing';
const NG120 = 'NICE NG120 Cough (acute): antimicrobial prescribing';
const NG126 = 'NICE NG126 Ectopic pregnancy and miscarriage: diagnosis and initial management';
const NG128 = 'NICE NG128 Stroke and transient ischaemic attack in over 16s';
const NG138 = 'NICE NG138 Pneumonia (community-acquired): antimicrobial prescribing';
const NG143 = 'NICE NG143 Fever in under 5s: assessment and initial management';
const NG182 = 'NICE NG182 Insect bites and stings: antimicrobial prescribing';
const NG185 = 'NICE NG185 Acute coronary syndromes';
const NG225 = 'NICE NG225 Self-harm: assessment, management and preventing recurrence';
const NG232 = 'NICE NG232 Head injury: assessment and early management';
const ASTHMA =
  'BTS/NICE/SIGN NG245 Asthma: diagnosis, monitoring and chronic asthma management (2024) and BTS/SIGN acute asthma guidance';
const RCOG_SEPSIS = 'RCOG Green-top Guideline 64b Bacterial sepsis following pregnancy';

/**
 * Sixteenth round (development half): 24 cases told in a short first message — four to a dozen words, often
 * vague ("mums not right today", "chest feels funny", "feel awful", "cant do this anymore") or pointing at the
 * wrong thing ("nan had a little fall earlier, seems ok", "my 13yo has bad tummy ache") — as patients, parents,
 * partners and adult children really type them before the questions start, with different stories from the
 * earlier rounds'. What makes each one an emergency, an urgent problem or a minor one is only in the facts the
 * person confirms when asked, so the questionnaire has to find the danger by asking. Twelve are emergencies: a
 * five-week-old who "feels really hot" at 38.4 and is feeding less, a stroke in a 79-year-old found by her
 * daughter (slurred words, a dropped face, an arm she cannot lift, an irregular heartbeat), a heart attack in a
 * 64-year-old diabetic smoker whose chest "feels funny", an ectopic pregnancy at seven weeks as "pain down below"
 * with shoulder-tip pain and near-fainting on the loo, ketoacidosis in a 14-year-old with type 1 diabetes who
 * has missed insulin ("feel awful, been sick"), a hypo in a 72-year-old on insulin "acting like hes drunk" and
 * too drowsy to drink, a head injury on warfarin in an 86-year-old with vomiting and drowsiness, a testicular
 * torsion in a 13-year-old told by his parent as tummy ache, a life-threatening asthma attack in a 22-year-old
 * who can say only a few words with blue lips, a 19-year-old with a plan for tonight and tablets saved, acute
 * angle-closure glaucoma as "realy bad headache and my eye hurts" (haloes, a red eye, vomiting) and sepsis
 * eight days after a caesarean with a leaking wound ("had my baby last week, feel rubbish"). Six are urgent: a
 * kidney infection told as flu, a toddler's diarrhoea and vomiting with few wet nappies and a dry mouth,
 * shingles on the forehead and the tip of the nose with a red eye, mastitis with fever that feeding has not
 * settled, pneumonia told as "cant shake this flu", and a Bell's palsy with the forehead involved and arms and
 * speech normal. Six are self-care, each with the details that make it minor and the red flags the person
 * denies: a netball ankle sprain that bears weight, a teenager's hay fever, an adult's cold that "feels like
 * death", a seven-year-old's tummy bug who is asking for toast, threadworms, and midge bites that have "gone
 * massive". Texts use lay words, typos and text-speak ("lo has had d&v since yest", "n", "lol"), and facts are
 * short patient-worded sentences, one finding each. Written from guidelines (NICE NG143, NG128, CG95, NG185,
 * NG126, NG18, NG28, NG232, NG245 with BTS/SIGN, NG225, NG51, RCOG Green-top 64b, NG111, CG84, NG138, CG191,
 * NG120, NG182, NICE CKS topics, NHS advice) and clinical judgement, from the outside, without reading the
 * knowledge base or the parser, before any change it judges: 12 emergency, 6 urgent, 6 self-care.
 */
export const SAFETY_SIXTEENTH_ROUND: readonly SafetyCase[] = [
  // ── emergencies: babies, the brain and the heart, in a few words ──────────────────────────
  {
    id: 'saf-1301',
    text: 'baby feels realy hot and not feeding right',
    age: 0.1,
    sex: 'female',
    facts: [
      "She's 5 weeks old.",
      'Her temperature is 38.4 under her arm.',
      "She's only taking about half her usual feeds.",
      "She's much sleepier than normal.",
      "She's had fewer wet nappies today.",
      'She was born on time with no problems.',
      'Her big brother has a cold.',
    ],
    denies: [
      "There's no rash.",
      "She hasn't been sick.",
      "She hasn't got diarrhoea.",
      "She isn't wrapped up too much, she's just in a vest and a blanket.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'infant-under-three-months-fever-feeding-less-feels-hot',
    source: `${NG143} (under 3 months with a temperature of 38°C or more → red, urgent paediatric assessment); NHS: High temperature (fever) in children; ${NHS_999}`,
  },
  {
    id: 'saf-1302',
    text: 'mums not right today, somethings off with her',
    age: 79,
    sex: 'female',
    facts: [
      'Her words are coming out slurred.',
      'The left side of her face has dropped.',
      "She can't lift her left arm properly.",
      'She was fine at lunch, it started about an hour ago.',
      'She has an irregular heartbeat.',
      'She takes tablets for blood pressure.',
      "She lives on her own and I've just popped round.",
    ],
    denies: [
      "She hasn't fallen.",
      "She hasn't got a headache.",
      "She isn't diabetic.",
      "She hasn't got a temperature.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'stroke-vague-mum-not-right-face-arm-speech-found-by-daughter',
    source: `${NG128} (FAST: face, arm, speech → call 999); NHS: Stroke; ${NHS_999}`,
  },
  {
    id: 'saf-1303',
    text: 'chest feels funny and i feel a bit sick',
    age: 64,
    sex: 'female',
    facts: [
      "It's a heavy tightness in the middle of my chest.",
      "It's been there about 40 minutes and isn't easing.",
      'It goes up into my jaw and down my left arm.',
      "I'm sweating and clammy.",
      'I feel short of breath.',
      'I have type 2 diabetes.',
      'I smoke about ten a day.',
    ],
    denies: [
      "I haven't hurt my chest.",
      "I haven't got a cough or a temperature.",
      "It doesn't change when I breathe in.",
      "I've never had heart problems before.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'heart-attack-woman-diabetic-chest-feels-funny',
    source: `${CG95}; ${NG185}; NHS: Heart attack; ${NHS_999}`,
  },
  {
    id: 'saf-1304',
    text: 'pain down below and feel faint',
    age: 27,
    sex: 'female',
    pregnant: true,
    facts: [
      "I'm about 7 weeks pregnant.",
      'The pain is sharp and low down on my left side.',
      "I've had some brown spotting since yesterday.",
      "I've got a weird pain in the tip of my shoulder.",
      'I nearly passed out on the loo.',
      "I haven't had a scan yet.",
      'I had chlamydia a few years ago.',
    ],
    denies: [
      "I haven't got a temperature.",
      "It doesn't burn when I wee.",
      "I haven't had diarrhoea.",
      "I haven't had a fall or been hit.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'ectopic-pregnancy-pain-down-below-shoulder-tip-faint',
    source: `${NG126}; NHS: Ectopic pregnancy (shoulder tip pain, feeling very faint → call 999 or go to A&E); ${NHS_999}`,
  },
  // ── emergencies: sugar, a fall and a boy's "tummy ache" ───────────────────────────────────
  {
    id: 'saf-1305',
    text: 'feel awful, been sick all morning n cant stop',
    age: 14,
    sex: 'female',
    facts: [
      "I've got type 1 diabetes.",
      "I've been sick five times.",
      'My sugar meter just says HI.',
      'My ketones are 3.4.',
      "I've got bad tummy ache.",
      "I'm breathing really deep and fast.",
      'I missed some of my insulin this week.',
      "I'm really thirsty and weeing loads.",
    ],
    denies: [
      "I haven't got diarrhoea.",
      "I haven't eaten anything dodgy.",
      "I haven't got a rash.",
      "I haven't taken anything I shouldn't.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'dka-teen-type-1-vomiting-high-ketones-feel-awful',
    source: `${NG18} (diabetic ketoacidosis: vomiting, ketones ≥ 3, deep breathing → hospital now); NHS: Diabetic ketoacidosis; ${NHS_999}`,
  },
  {
    id: 'saf-1306',
    text: 'dad acting like hes drunk but he dont drink',
    age: 72,
    sex: 'male',
    facts: [
      "He's on insulin for his diabetes.",
      'He skipped his lunch today.',
      "He's sweating buckets and shaky.",
      'His sugar reading is 2.1.',
      "He's too drowsy and muddled to drink the Lucozade I gave him.",
      "He's getting harder to wake up.",
      "He's had low sugars before but never this bad.",
    ],
    denies: [
      "He hasn't had any alcohol.",
      "He hasn't fallen or hit his head.",
      "His face isn't drooping.",
      "He hasn't got a temperature.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'hypoglycaemia-on-insulin-too-drowsy-to-swallow-acting-drunk',
    source: `${NG28}; NHS: Low blood sugar (hypoglycaemia) (too drowsy to eat or drink → call 999); ${NHS_999}`,
  },
  {
    id: 'saf-1307',
    text: 'nan had a little fall earlier, seems ok mostly',
    age: 86,
    sex: 'female',
    facts: [
      'She hit her head on the corner of the radiator.',
      "She's on warfarin.",
      'It happened about three hours ago.',
      "She's been sick twice since.",
      "She's getting drowsy and keeps dozing off.",
      "She's got a bad headache now.",
      "There's a big lump on the side of her head.",
    ],
    denies: [
      "She didn't black out when she fell.",
      "She hasn't had a fit.",
      "She isn't bleeding from her ears or nose.",
      'She can move her arms and legs fine.',
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'head-injury-on-warfarin-vomiting-drowsy-little-fall',
    source: `${NG232} (anticoagulant, vomiting, drowsiness → CT head urgently); NHS: Head injury and concussion; ${NHS_999}`,
  },
  {
    id: 'saf-1308',
    text: 'my 13yo has bad tummy ache and been sick',
    age: 13,
    sex: 'male',
    facts: [
      "He's just told me the pain is really in his left testicle.",
      'It came on suddenly about an hour ago while he was watching telly.',
      'His left testicle looks swollen and sits higher than the other.',
      "He's been sick twice.",
      "He can't walk properly for the pain.",
      "He's too embarrassed to let me look properly.",
    ],
    denies: [
      "He hasn't been kicked or hit there.",
      "He hasn't got a temperature.",
      "It doesn't burn when he wees.",
      "He hasn't got diarrhoea.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'testicular-torsion-boy-told-as-tummy-ache',
    source:
      'NICE CKS Scrotal pain and swelling (suspected testicular torsion → immediate referral); NHS: Testicle pain (sudden, very bad pain → go to A&E); clinical judgement',
  },
  // ── emergencies: breath, mind, an eye and a new mother ────────────────────────────────────
  {
    id: 'saf-1309',
    text: 'cant catch my breath, inhaler not doin much',
    age: 22,
    sex: 'female',
    facts: [
      "I've had asthma since I was little.",
      "I've had ten puffs of my blue inhaler in the last hour.",
      'I can only say a few words at a time.',
      'My chest is really tight and wheezy.',
      'My lips look a bit blue.',
      "I've had a cold for a few days.",
      'I was in hospital with my asthma two years ago.',
    ],
    denies: [
      "I haven't eaten anything I'm allergic to.",
      "My lips and tongue aren't swollen.",
      "I haven't got chest pain.",
      "I don't smoke.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'asthma-attack-adult-few-words-blue-lips-inhaler-not-working',
    source: `${ASTHMA} (life-threatening features: cannot complete sentences, cyanosis); NHS: Asthma attacks; ${NHS_999}`,
  },
  {
    id: 'saf-1310',
    text: 'cant do this anymore',
    age: 19,
    sex: 'male',
    facts: [
      "I've been thinking about killing myself.",
      "I've been saving up tablets for it.",
      "I've planned to do it tonight.",
      "I've written a note to my mum.",
      "I've been really low since my girlfriend left in the summer.",
      "I'm on my own in the flat.",
      "I've been drinking tonight.",
    ],
    denies: [
      "I haven't taken any of the tablets yet.",
      "I haven't cut myself.",
      "I don't hear voices.",
      "I haven't told anyone.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'suicidal-plan-tonight-means-saved-cant-do-this-anymore',
    source: `${NG225}; NHS: Get help for suicidal thoughts (in danger now → call 999 or go to A&E); ${NHS_999}`,
  },
  {
    id: 'saf-1311',
    text: 'realy bad headache and my eye hurts',
    age: 68,
    sex: 'female',
    facts: [
      "It's my right eye and it's really red.",
      'My vision in that eye has gone blurry.',
      'I can see rainbow rings round the lights.',
      "I've been sick once.",
      'It came on this evening in the cinema.',
      "I'm long-sighted and wear thick glasses.",
      'The pain is deep in and around my eye.',
    ],
    denies: [
      "I haven't banged my eye or my head.",
      "I don't wear contact lenses.",
      "My face isn't drooping and my arms are fine.",
      "I haven't got a temperature.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'acute-angle-closure-glaucoma-headache-red-eye-haloes',
    source:
      'NICE CKS Glaucoma (suspected acute angle-closure glaucoma → immediate same-day ophthalmology); NICE CKS Red eye; NHS: Glaucoma (sudden eye pain, red eye, headache, halos → go to eye casualty or A&E immediately)',
  },
  {
    id: 'saf-1312',
    text: 'had my baby last week, feel rubbish',
    age: 31,
    sex: 'female',
    facts: [
      'I had a c-section 8 days ago.',
      'My temperature is 38.9.',
      "I'm shaking and I can't get warm.",
      'My heart is racing.',
      'The scar is red, hot and leaking smelly stuff.',
      'I feel dizzy when I stand up.',
      "I've hardly weed today.",
      "I'm breastfeeding.",
    ],
    denies: [
      "My bleeding hasn't got heavier.",
      "My breasts aren't red or sore.",
      "I haven't got a cough.",
      "My legs aren't swollen.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'postnatal-sepsis-after-c-section-wound-feel-rubbish',
    source: `${NG51}; ${RCOG_SEPSIS}; NHS: Sepsis; ${NHS_999}`,
  },
  // ── urgent: a clinician today ──────────────────────────────────────────────────────────────
  {
    id: 'saf-1313',
    text: 'back ache and shivery, flu maybe?',
    age: 32,
    sex: 'female',
    facts: [
      'The pain is on the right side of my back, under my ribs.',
      'My temperature is 38.6.',
      "It's been burning when I wee for three days.",
      "I'm weeing all the time.",
      "I've been sick once but I'm keeping water down.",
      'My wee is cloudy and smells.',
    ],
    denies: [
      "I'm not pregnant.",
      "I'm not confused.",
      "I'm not short of breath.",
      "I haven't got a rash.",
      "I'm not diabetic.",
    ],
    minLevel: 'urgent',
    level: 'urgent',
    rule: 'kidney-infection-told-as-flu-back-ache-shivery',
    source: `${NG111}; NICE CKS Pyelonephritis – acute; NHS: Kidney infection (ask for an urgent GP appointment or call 111)`,
  },
  {
    id: 'saf-1314',
    text: 'lo has had d&v since yest, not herself',
    age: 1.5,
    sex: 'female',
    facts: [
      "She's been sick six times since yesterday.",
      "She's had runny poos about eight times.",
      "She's only had two wet nappies today.",
      'Her lips and mouth look dry.',
      "She's more grizzly and tired than normal but wakes up easily.",
      "She's keeping down small sips of milk.",
      'A couple of kids at nursery have had a bug.',
    ],
    denies: [
      "There's no blood in her poo.",
      "The sick isn't green.",
      "She hasn't got a rash.",
      "She's not floppy.",
      'Her hands and feet are warm.',
      "She hasn't got a high temperature.",
    ],
    minLevel: 'urgent',
    level: 'urgent',
    rule: 'toddler-gastroenteritis-dehydration-few-wet-nappies-dry-mouth',
    source: `${CG84} (clinical dehydration: reduced urine output, dry mucous membranes, altered responsiveness → same-day assessment and oral rehydration); NHS: Diarrhoea and vomiting`,
  },
  {
    id: 'saf-1315',
    text: 'sore spots come up on my forehead',
    age: 66,
    sex: 'male',
    facts: [
      'The spots are blisters on the left side of my forehead.',
      'They go up into my hair and stop in the middle.',
      "There's a couple on the tip of my nose.",
      'My left eye is red and watery.',
      'It was a burning pain there for two days before the spots came.',
      'The spots came up yesterday.',
      'I had chickenpox as a boy.',
    ],
    denies: [
      'I can see fine out of that eye.',
      "I'm not on anything that lowers my immunity.",
      "I haven't got a temperature.",
      "My face isn't drooping.",
    ],
    minLevel: 'urgent',
    level: 'urgent',
    rule: 'shingles-forehead-nose-tip-red-eye-sore-spots',
    source:
      'NICE CKS Shingles (ophthalmic shingles, rash on the tip of the nose or a red eye → same-day ophthalmology; antiviral within 72 hours); NHS: Shingles',
  },
  {
    id: 'saf-1316',
    text: 'boob really sore and i feel fluey',
    age: 29,
    sex: 'female',
    facts: [
      "I'm breastfeeding my 5 week old.",
      "There's a red, hot, hard patch on my right breast.",
      'My temperature is 38.5.',
      "It's been like this for two days.",
      "I've kept feeding and expressing from that side but it's not getting better.",
      'I ache all over.',
    ],
    denies: [
      "There's no soft squishy lump.",
      "I'm not dizzy or confused.",
      "My heart isn't racing.",
      "The redness isn't spreading fast.",
    ],
    minLevel: 'urgent',
    level: 'urgent',
    rule: 'mastitis-breastfeeding-fever-not-settling-boob-sore',
    source:
      'NICE CKS Mastitis and breast abscess (no better after 12–24 hours of effective milk removal → antibiotic); NHS: Mastitis (see a GP or call 111 if not better within 24 hours)',
  },
  {
    id: 'saf-1317',
    text: 'cant shake this flu, 5 days now',
    age: 41,
    sex: 'female',
    facts: [
      "I'm coughing up thick yellow-green phlegm.",
      'My temperature has been over 38 for four days.',
      'I get a sharp pain on the left side when I breathe in or cough.',
      'I get out of breath going up the stairs.',
      "I've been having sweats at night.",
      "I'm not normally ill.",
    ],
    denies: [
      "I'm not breathless sitting still.",
      "My lips aren't blue.",
      "I'm not confused.",
      "I haven't coughed up blood.",
      "I haven't got any calf pain or swelling.",
    ],
    minLevel: 'urgent',
    level: 'urgent',
    rule: 'pneumonia-adult-told-as-flu-pleuritic-pain-green-phlegm',
    source: `${CG191}; ${NG138}; ${NG120}; NHS: Pneumonia (ask for an urgent GP appointment or call 111)`,
  },
  {
    id: 'saf-1318',
    text: 'my face feels weird on one side',
    age: 37,
    sex: 'male',
    facts: [
      'The right side of my face has dropped since I woke up.',
      "I can't close my right eye properly.",
      "I can't wrinkle my forehead on that side.",
      'Drinks dribble out of the right side of my mouth.',
      "There's an ache behind my right ear.",
      'Food tastes a bit odd.',
    ],
    denies: [
      'My arms and legs are fine, no weakness or numbness.',
      'My words come out fine.',
      "I haven't got a headache.",
      "I haven't got a rash or blisters in my ear.",
      'My eyesight is fine.',
    ],
    minLevel: 'urgent',
    level: 'urgent',
    rule: 'bells-palsy-face-weird-forehead-involved-arms-fine',
    source: `NICE CKS Bell's palsy (prednisolone within 72 hours; eye protection); NHS: Bell's palsy (urgent GP or 111; 999 if arm weakness or speech problems); ${NG128} (FAST negative)`,
  },
  // ── self-care: a few words, a minor problem ────────────────────────────────────────────────
  {
    id: 'saf-1319',
    text: 'went over on my ankle at netball last night',
    age: 24,
    sex: 'female',
    facts: [
      'I rolled it inwards landing from a jump.',
      "It's swollen and bruised on the outside.",
      'I walked off the court and I can put my weight on it.',
      "The bony bits of my ankle aren't tender when I press them.",
      'Ice and ibuprofen gel are helping.',
    ],
    denies: [
      "I didn't hear a crack.",
      "My foot isn't numb or tingly.",
      "My foot isn't cold or a funny colour.",
      "It doesn't look out of shape.",
      "I'm not on blood thinners.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-sprained-ankle-netball-can-weight-bear',
    source:
      'NICE CKS Sprains and strains (Ottawa ankle rules not met → no X-ray); NHS: Sprains and strains (rest, ice, compression, elevation)',
  },
  {
    id: 'saf-1320',
    text: 'eyes itchy n sneezing constantly lol',
    age: 16,
    sex: 'male',
    facts: [
      'It starts every year around May or June.',
      'My nose is runny with clear snot.',
      'Both my eyes are itchy and watery.',
      "It's worse on days when the pollen count is high.",
      'My dad gets hay fever too.',
      "I haven't tried any antihistamines yet.",
    ],
    denies: [
      "I'm not wheezy or short of breath.",
      "My eyes aren't painful and I can see fine.",
      "I haven't got a temperature.",
      "My lips and tongue aren't swollen.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-hay-fever-teen-itchy-eyes-sneezing',
    source: 'NICE CKS Allergic rhinitis; NHS: Hay fever (a pharmacist can help)',
  },
  {
    id: 'saf-1321',
    text: 'full of cold, feel like death',
    age: 33,
    sex: 'male',
    facts: [
      'It started three days ago with a scratchy throat.',
      'My nose is blocked and running.',
      "I've got a bit of a dry cough.",
      'I had a temperature of 37.8 yesterday.',
      "I'm eating and drinking fine.",
      'Half my office has got the same thing.',
    ],
    denies: [
      "I'm not short of breath.",
      "I haven't got chest pain.",
      "I haven't got a rash.",
      "My neck isn't stiff.",
      "I'm not coughing up blood.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-common-cold-adult-feel-like-death',
    source: `NICE CKS Common cold; ${NG120}; NHS: Common cold`,
  },
  {
    id: 'saf-1322',
    text: 'my 7yo threw up twice last night',
    age: 7,
    sex: 'female',
    facts: [
      'She was sick twice last night and not since.',
      "She's had two runny poos this morning.",
      "She's drinking squash and keeping it down.",
      "She's weeing normally.",
      "She's watching telly and asking for toast.",
      'A few kids in her class have had a sickness bug.',
    ],
    denies: [
      "There's no blood in her sick or her poo.",
      "The sick wasn't green.",
      "She hasn't got a temperature.",
      "Her tummy doesn't hurt when she walks or jumps.",
      "She hasn't got a rash.",
      "She's not sleepy or floppy.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-child-tummy-bug-drinking-asking-for-toast',
    source: 'NICE CKS Gastroenteritis; NHS: Diarrhoea and vomiting (fluids at home; no red flags)',
  },
  {
    id: 'saf-1323',
    text: 'my sons bum is itchy at night??',
    age: 6,
    sex: 'male',
    facts: [
      "He's scratching his bottom mostly at bedtime and in the night.",
      'I saw tiny white threads moving in his poo.',
      'A few kids at school have had worms.',
      "He's otherwise his normal self.",
      "He's eating fine.",
    ],
    denies: [
      "There's no blood from his bottom.",
      "He hasn't got tummy pain.",
      "He hasn't lost weight.",
      "He hasn't got a temperature.",
      "The skin round his bottom isn't broken or weeping.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-threadworms-child-itchy-bottom-at-night',
    source:
      'NICE CKS Threadworm (treat the whole household from a pharmacy, with hygiene measures); NHS: Threadworms',
  },
  {
    id: 'saf-1324',
    text: 'bites on my legs have gone massive',
    age: 50,
    sex: 'female',
    facts: [
      'I got bitten by midges in the garden two evenings ago.',
      "There's about six bites on my ankles and shins.",
      'Each one is a raised itchy lump about the size of a 2p.',
      'The itching is driving me mad at night.',
      'An antihistamine and a cold flannel help.',
      'They look a bit better today than yesterday.',
    ],
    denies: [
      "The redness isn't spreading.",
      "They're not hot or oozing.",
      "I haven't got a temperature and I feel well in myself.",
      "My lips and face aren't swollen and I can breathe fine.",
      "I'm not diabetic.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-insect-bites-legs-gone-massive',
    source: `${NG182}; NICE CKS Insect bites and stings; NHS: Insect bites and stings`,
  },
];
