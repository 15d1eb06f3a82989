import { NHS_999 } from './sources';
import type { SafetyCase } from './types';

const CG95 = 'NICE CG95 Recent-onset chest pain of suspected cardiac origin: assessment and diagnosis';
const CG141 = 'NICE CG141 Acute upper gastrointestinal bleeding in over 16s: management';
const NG51 = 'NICE NG51 Suspected sepsis: recognition, diagnosis and early management';
const NG115 = 'NICE NG115 Chronic obstructive pulmonary disease in over 16s: diagnosis and management';
const NG141 = 'NICE NG141 Cellulitis and erysipelas: antimicrobial prescribing';
const NG184 = 'NICE NG184 Human and animal bites: antimicrobial prescribing';
const NG194 = 'NICE NG194 Postnatal care';
const NG217 = 'NICE NG217 Epilepsies in children, young people and adults';
const NG225 = 'NICE NG225 Self-harm: assessment, management and preventing recurrence';
const RCOG_VTE =
  'RCOG Green-top Guideline 37b Thromboembolic disease in pregnancy and the puerperium: acute management';
const RCUK_ANAPHYLAXIS = 'Resuscitation Council UK: Emergency treatment of anaphylaxis (2021)';

/**
 * Fourteenth round (development half): 24 cases on emergencies and urgent problems as patients, parents,
 * partners and adult children really type them, with different stories from the earlier rounds'. Fourteen are
 * emergencies spread over the body and told sideways: an aortic dissection as "pulled something" loading the
 * dishwasher in a 61-year-old woman who skips her blood pressure tablets, a heart attack in a type 2 diabetic
 * told as a dental abscess (jaw ache on the hill, then at rest and sweating), a pulmonary embolism at 29
 * weeks blamed on "baby pushes on your lungs", a COPD attack with blue lips and drowsiness told by a daughter
 * who wants to start the rescue pack, anaphylaxis to the first dose of amoxicillin in an asthmatic,
 * necrotising fasciitis after a cut on a rusty trailer ("pain way worse than it looks"), a strangulated groin
 * hernia in a 78-year-old told by his son ("GP on monday?"), a variceal bleed in a drinker with known
 * cirrhosis, a secondary postpartum haemorrhage six days after birth ("partner thinks im being dramatic"), a
 * teenager with epilepsy whose second fit follows the first without waking, a toddler who chewed her nana's
 * amlodipine and "seems totally fine", orbital cellulitis in a five-year-old taken for conjunctivitis, an
 * ovarian torsion in a 15-year-old who wants a hot water bottle, and suicidal intent said only as a question
 * about life insurance. Five are urgent (a dog bite by the knuckle that has become infected, a wrist broken
 * on the ice in a 67-year-old with thin bones, a chest infection with fever and pain on breathing in a
 * 69-year-old smoker, a testicle that swelled gradually with a burning wee, a dental abscess with facial
 * swelling and fever in someone who can still swallow), and five are self-care near misses that share
 * frightening words but are minor, each with what the patient would deny when asked: a stitch while running
 * in someone whose uncle had a heart attack at 50, indigestion after a vindaloo and four pints in a
 * 25-year-old whose father had "a heart thing", a blob of blood in the white of the eye after a sneezing fit
 * ("a bleed on the brain or something???"), a cold sore feared to be an STI, and a cough still there nearly
 * three weeks after a cold in a non-smoker whose nan had lung cancer. Texts mix text-speak, typos, run-on
 * sentences, minimising, negations ("no temp, not breathless"), past history that is not the current problem
 * and family history. Written from guidelines (NICE CG95, CG141, NG51, NG115, NG141, NG184, NG194, NG217,
 * NG225, NG38, NG138, NICE CKS topics, RCOG Green-top 37b, Resuscitation Council UK anaphylaxis, BASHH, NHS
 * advice) and clinical judgement, from the outside, without reading the knowledge base or the parser, before
 * any change it judges: 14 emergency, 5 urgent, 5 self-care.
 */
export const SAFETY_FOURTEENTH_ROUND: readonly SafetyCase[] = [
  // ── emergencies: heart, blood vessels and lungs ───────────────────────────────────────────
  {
    id: 'saf-1101',
    text: "was bending down to load the dishwasher and got this pain like something tore right through my chest into my back between my shoulder blades. 20 mins ago and its not easing at all. left arm feels heavy and sort of tingly. I'm 61, on tablets for high blood pressure but ive been rubbish at taking them. pulled something?? dont want to bother an ambulance",
    age: 61,
    sex: 'female',
    facts: [
      'The pain came on all at once and was at its worst straight away.',
      'It feels like tearing or ripping, right through to my back.',
      'Since it started it has moved lower down my back.',
      'My left arm feels weak and colder than my right.',
      'I feel sweaty and sick.',
      'My blood pressure is usually about 170 over 100 when I check it.',
      "I haven't been taking my blood pressure tablets most days.",
    ],
    denies: [
      "I didn't lift anything heavy.",
      "I haven't had a cough or a cold.",
      "I've never had heart trouble before.",
      "I haven't fallen or hurt myself.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'aortic-dissection-tearing-pain-to-back-bending-down',
    source: `NHS: Aortic dissection (sudden severe tearing chest or back pain → call 999); ESC 2014 Guidelines on aortic diseases; clinical judgement; ${NHS_999}`,
  },
  {
    id: 'saf-1102',
    text: "Think I've got an absess or something, jaw's been aching both sides on and off this week when I walk the dog up the hill, goes off when I stop. tonight its come on sat in my chair and hasnt gone, 40 min now, and I'm sweating buckets and feel sick. teeth look fine. type 2 diabetic, 59. can I take co-codamol for it or do I need an emergency dentist",
    age: 59,
    sex: 'male',
    facts: [
      'The ache is in both sides of my jaw and goes down into my neck.',
      'There is a tight feeling across the top of my chest as well.',
      'It has been there for 40 minutes without stopping, even sitting still.',
      "I'm cold and clammy even though the room is warm.",
      'I feel a bit short of breath.',
      'I take metformin and a statin.',
      'I stopped smoking five years ago.',
    ],
    denies: [
      "My teeth and gums aren't sore when I press on them.",
      "There's no swelling in my face.",
      "I haven't got a temperature.",
      "I haven't had any heart problems before.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'heart-attack-diabetic-jaw-ache-thought-dental',
    source: `${CG95}; NICE CG167 Myocardial infarction with ST-segment elevation; NHS: Heart attack (pain spreading to the jaw, sweating, feeling sick → call 999); ${NHS_999}`,
  },
  {
    id: 'saf-1103',
    text: '29 wks pregnant with my 2nd. since this morning i cant catch my breath even sat down, and theres a sharp stabbing pain in the right side of my chest when i breath in. heart going like the clappers. midwife said breathlessness is normal cos baby pushes on your lungs so prob that? coughed up a little bit of pinky stuff earlier',
    age: 38,
    sex: 'female',
    pregnant: true,
    facts: [
      'It came on quite suddenly this morning.',
      "I'm out of breath just saying a sentence.",
      'My heart rate on my watch is over 120 sitting down.',
      'My left calf has been swollen and sore at the back for a few days.',
      'I feel faint when I stand up.',
      "I'm overweight and I'm 38.",
    ],
    denies: [
      "I haven't got a temperature or a cold.",
      "I'm not bleeding from down below.",
      "I haven't got a headache or blurry vision.",
      "I haven't hurt my chest.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'pulmonary-embolism-pregnancy-blamed-on-baby-pressing',
    source: `${RCOG_VTE}; NICE NG158 Venous thromboembolic diseases (suspected PE → immediate assessment); ${NHS_999}`,
  },
  {
    id: 'saf-1104',
    text: "Mum's chest is really bad tonight, she's got COPD and she's used her blue inhaler loads and her nebuliser but its not touching it. she can only get 2 or 3 words out then has to stop, her lips have a bluey tinge and shes gone sort of dozy which isn't like her, keeps nodding off mid sentence. shes 76. she's got the rescue pack antibiotics and steroids in the drawer, should we just start those?",
    age: 76,
    sex: 'female',
    facts: [
      "It's been getting worse over two days and much worse tonight.",
      "She's breathing really fast and heaving her shoulders.",
      "She's more muddled than normal.",
      "She's coughing up thick green phlegm.",
      'The finger oxygen thing says 84%.',
      'She still smokes a few a day.',
    ],
    denies: ["She hasn't got chest pain.", "She hasn't fallen.", "Her legs aren't more swollen than usual."],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'copd-attack-blue-lips-drowsy-told-by-daughter',
    source: `${NG115} (exacerbation with severe breathlessness, cyanosis, impaired consciousness → hospital); NHS: COPD; ${NHS_999}`,
  },
  {
    id: 'saf-1105',
    text: "GP gave me amoxicillin for a chest infection, took the first one about half hour ago and now my lips have gone massive, face is blotchy and red and I'm wheezing, feel a bit sick. Never had penicillin before as far as i know. I've got asthma but its normally fine. is it ok to just stop the tablets and take a antihistamine",
    age: 27,
    sex: 'female',
    facts: [
      'My lips and tongue are swelling up.',
      'My throat feels tight and it is hard to swallow.',
      "I'm wheezy and short of breath and my blue inhaler isn't helping much.",
      'There is an itchy blotchy rash all over me.',
      'I feel dizzy when I stand up.',
      'It all started within half an hour of the first tablet.',
    ],
    denies: [
      "I don't have an adrenaline pen.",
      "I've never reacted to a medicine before.",
      "I haven't eaten anything new.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'anaphylaxis-first-dose-amoxicillin-asthmatic',
    source: `${RCUK_ANAPHYLAXIS}; NICE CG183 Drug allergy: diagnosis and management; NHS: Anaphylaxis; ${NHS_999}`,
  },
  // ── emergencies: infection, tummy and bleeding ────────────────────────────────────────────
  {
    id: 'saf-1106',
    text: 'caught my shin on a rusty bit of the trailer tues, just a small cut, didnt think anything of it. since last night the pain is unreal, way worse than it looks, the skin round it has gone a dusky purple colour and theres a couple of blisters with dark stuff in them. feel rough as anything, shaky, been sick once. type 2 diabetic. paracetamol not touching it. ?cellulitus, can the gp give me antibiotics',
    age: 56,
    sex: 'male',
    facts: [
      'The pain is spreading up my leg quickly.',
      'The pain is much worse than the cut looks.',
      'Some of the skin feels hard and numb.',
      "I'm shivering and my temperature is 38.9.",
      'My heart is racing.',
      'I feel light-headed when I stand up.',
    ],
    denies: ["I wasn't bitten by anything.", "I haven't hurt it again since.", "I haven't got chest pain."],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'necrotising-fasciitis-pain-worse-than-it-looks-diabetic',
    source: `${NG141} (suspected necrotising fasciitis → urgent hospital admission); ${NG51}; NHS: Necrotising fasciitis; ${NHS_999}`,
  },
  {
    id: 'saf-1107',
    text: "My dad (78) has had a rupture in his groin for years that he just pushes back in, but since this morning it won't go back, its gone hard and red and really tender. He's been sick 3 times, last one was browny and smelled horrible, and his belly's blown up. hasn't had a poo or passed wind all day. Hes stubborn & says it'll go down if he lies flat. GP on monday?",
    age: 78,
    sex: 'male',
    facts: [
      'The lump is in his right groin and about the size of an egg.',
      'The pain is getting worse through the day.',
      'His tummy is swollen and tight.',
      "He hasn't passed any wind since this morning.",
      'He looks pale and sweaty.',
      'He has heart trouble and takes a water tablet.',
    ],
    denies: ["He hasn't had a fall.", "There's no blood in his sick.", "He hasn't had a temperature."],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'strangulated-hernia-wont-go-back-vomiting-told-by-son',
    source: `NHS: Inguinal hernia (a hernia that becomes firm or tender or will not go back, with being sick or not passing wind → A&E); NICE CKS Hernia; clinical judgement; ${NHS_999}`,
  },
  {
    id: 'saf-1108',
    text: "Been chucking up blood, proper red, about a mug full, and there's clots in it. I know I drink too much, the liver clinic told me I've got cirrhosis and 'swollen veins in my food pipe'. 49. feel shaky and a bit dizzy. Missus is at work. Will it stop on its own if I lie down",
    age: 49,
    sex: 'male',
    facts: [
      "I've been sick with blood twice in the last hour.",
      'My poo has been black today.',
      'I feel dizzy when I stand up.',
      'My heart is racing.',
      'My skin and eyes have been a bit yellow for a while.',
      'I drink about eight cans a day.',
      "I'm meant to take a tablet for the veins but I've not been.",
    ],
    denies: [
      "I haven't taken ibuprofen or aspirin.",
      "I haven't been hit or hurt my chest.",
      "I haven't got chest pain.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'variceal-bleed-vomiting-blood-known-cirrhosis',
    source: `${CG141}; NICE NG50 Cirrhosis in over 16s; NHS: Vomiting blood (call 999); ${NHS_999}`,
  },
  {
    id: 'saf-1109',
    text: "had my baby 6 days ago (normal delivery) and the bleeding had calmed down but today its suddenly got loads heavier, I'm soaking through a maternity pad in under an hour and passing clots bigger than a 50p, one was like a plum. feel shivery and a bit spaced out, kinda wierd. Partner thinks im being dramatic, is this just normal after birth?",
    age: 31,
    sex: 'female',
    facts: [
      'The bleeding had gone brown and now it is bright red again.',
      "I've soaked three pads in two hours.",
      'I nearly fainted in the shower.',
      'My heart is racing.',
      'The blood smells different, quite nasty.',
      'My tummy is tender low down.',
      'My temperature is 38.2.',
    ],
    denies: [
      "I haven't got pain in my calf.",
      "I haven't got a headache or blurry vision.",
      "I haven't got chest pain.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'postpartum-haemorrhage-day-six-soaking-pad-clots',
    source: `${NG194} (sudden or very heavy vaginal bleeding after birth → emergency action); RCOG Green-top Guideline 52 Postpartum haemorrhage; NHS: Your body after the birth; ${NHS_999}`,
  },
  // ── emergencies: brain, eyes and children ─────────────────────────────────────────────────
  {
    id: 'saf-1110',
    text: 'my son (16) has epilepsey, hes had a fit, stopped then started again before he woke up and now its been going about 6 or 7 mins this time. Ive put him on his side. Ive never seen him have 2 together like this. Is it ok to wait and see if it stops, the neuro nurse said something about 5 mins but I cant remember what',
    age: 16,
    sex: 'male',
    facts: [
      "This is his second fit and he didn't wake up in between.",
      "He's jerking all over.",
      'His lips are going a bit blue round the edges.',
      "We've got his rescue medicine for his cheek but I haven't given it.",
      "He's missed his tablets the last couple of days.",
      "He's had a cold this week.",
    ],
    denies: [
      "He hasn't banged his head.",
      "He hasn't taken anything or been drinking.",
      "He isn't diabetic.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'seizure-not-stopping-second-fit-without-waking-teen',
    source: `${NG217} (prolonged or repeated seizures, convulsive status epilepticus); NHS: What to do if someone has a seizure (fit lasting over 5 minutes, or one after another without waking → call 999); ${NHS_999}`,
  },
  {
    id: 'saf-1111',
    text: "my 2 yr old got into her nanas handbag, I found her with the blister pack of her heart/blood pressure tablets, 3 empty spaces and a half chewed one on the carpet. nana's not sure if they were all full. she seems totally fine, running about, laughing. its amlodipine i think. do I just watch her?",
    age: 2,
    sex: 'female',
    facts: [
      'I found her about 20 minutes ago.',
      'The packet says amlodipine 10 mg.',
      'Up to three tablets could be missing.',
      'She weighs about 12 kilos.',
      "She's normally fit and well.",
    ],
    denies: ["She hasn't been sick.", "She isn't sleepy or floppy.", 'Nothing else in the bag looks opened.'],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'toddler-swallowed-grandparents-blood-pressure-tablets-seems-fine',
    source: `NHS: Poisoning (a child who may have swallowed someone else's medicine → A&E or 999, even if they seem well); NPIS TOXBASE calcium channel blockers; clinical judgement; ${NHS_999}`,
  },
  {
    id: 'saf-1112',
    text: "5yo has had a snotty cold all week, now his eye is so swollen he can't open it, its red and puffy right round and he screams when he looks sideways. temp 39.1. he said he could see two of me earlier. Conjuctivitis? Pharmacy shut. Can i give calpol and see gp tomorrow",
    age: 5,
    sex: 'male',
    facts: [
      'The swelling started yesterday and is much worse today.',
      'His eye looks like it is sticking out a bit.',
      'It hurts him to move his eye.',
      'He is seeing double.',
      "He's lying on the sofa and won't eat.",
    ],
    denies: [
      'He has not had an injury or a bite near the eye.',
      "His eye isn't gunky or sticky.",
      "He hasn't got a rash anywhere else.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'orbital-cellulitis-child-eye-swollen-shut-double-vision',
    source:
      'NICE CKS Cellulitis – acute (periorbital or orbital cellulitis → same-day hospital admission); NICE NG79 Sinusitis (acute): antimicrobial prescribing (orbital complications → hospital); NICE NG143 Fever in under 5s; clinical judgement',
  },
  {
    id: 'saf-1113',
    text: 'my daughter (15) has got sudden really bad pain low down on her right side, came on at school about 2 hours ago in PE. shes been sick twice and cant stand up straight. she gets bad periods but says this is completely different. her period isnt due for another 2 weeks. shes embarassed & wants to just go to bed with a hot water bottle',
    age: 15,
    sex: 'female',
    facts: [
      'The pain is 9 out of 10 and comes in waves.',
      "It's only on the right side.",
      "She's pale and sweaty.",
      'She has to bend over to walk.',
      'A scan last year showed a cyst on her ovary.',
    ],
    denies: [
      "She's never had sex, so she can't be pregnant.",
      "She hasn't got a temperature.",
      "It doesn't burn when she wees.",
      "She hasn't got diarrhoea.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'ovarian-torsion-teen-sudden-one-sided-pain-vomiting',
    source:
      'NICE CKS Ovarian cysts (suspected torsion → emergency admission); NHS: Ovarian cyst (sudden severe pelvic pain → A&E); clinical judgement',
  },
  // ── emergencies: mental health ────────────────────────────────────────────────────────────
  {
    id: 'saf-1114',
    text: 'how long does it take for life insurance to pay out, and does it still count if it looks like an accident. asking because ive been sorting things out. written some letters for the kids and given the dog to my brother. wife left in march & the business has gone under. not looking for a lecture. 52',
    age: 52,
    sex: 'male',
    facts: [
      'I think everyone would be better off without me.',
      "I've worked out how and when I'd do it.",
      "I've been saving up my sleeping tablets.",
      "I'm planning on this weekend.",
      "I've been drinking most nights.",
      "I haven't told anyone how I feel.",
    ],
    denies: [
      "I haven't taken anything yet.",
      "I'm not seeing anyone for my mental health.",
      "I haven't hurt myself today.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'suicidal-intent-said-indirectly-life-insurance-letters',
    source: `${NG225}; NHS: Help for suicidal thoughts (a plan and the means → urgent help now); ${NHS_999}`,
  },
  // ── urgent: a clinician today ─────────────────────────────────────────────────────────────
  {
    id: 'saf-1115',
    text: "neighbours jack russell bit me on the back of the hand yesterday when I went to stroke it, couple of punture marks by my knuckle. today its swollen, red and throbbing and I can't make a proper fist. Tetanus was done as a kid i think. its only a little dog so prob fine? 44",
    age: 44,
    sex: 'female',
    facts: [
      'The redness has spread a few centimetres up the back of my hand.',
      'The knuckle is swollen and hot.',
      'It hurts to bend my middle finger.',
      "I can't remember when I last had a tetanus jab.",
      'I feel all right in myself otherwise.',
    ],
    denies: [
      "There's no red line going up my arm.",
      "I'm not diabetic.",
      "My fingers aren't numb.",
      "I haven't got a temperature.",
    ],
    minLevel: 'urgent',
    level: 'urgent',
    rule: 'dog-bite-hand-infected-near-knuckle',
    source: `${NG184}; NICE CKS Bites – human and animal (bite to the hand with signs of infection → same-day assessment); NHS: Animal and human bites`,
  },
  {
    id: 'saf-1116',
    text: 'slipped on the ice putting the bins out this morning and landed on my hand. wrist is swollen like a balloon and it looks a bit bent, sort of a fork shape. can wiggle my fingers but it really hurts to move. 67, had my bones checked years ago, they said thin bones. do I need an xray or just frozen peas?',
    age: 67,
    sex: 'female',
    facts: [
      'I fell onto my outstretched hand.',
      'The wrist looks out of shape compared to the other one.',
      "I can't grip or lift a cup with that hand.",
      "It's badly swollen and starting to bruise.",
      'I take a weekly tablet for my bones and calcium.',
    ],
    denies: [
      "I didn't hit my head.",
      "I didn't black out before I fell.",
      "My fingers aren't numb or cold.",
      "There's no cut over the wrist.",
    ],
    minLevel: 'urgent',
    level: 'urgent',
    rule: 'fractured-wrist-fall-on-ice-older-woman',
    source:
      'NICE NG38 Fractures (non-complex): assessment and management; NHS: Broken arm or wrist (go to an urgent treatment centre or A&E)',
  },
  {
    id: 'saf-1117',
    text: "cough for 5 days now bringing up green/rusty phlegm and temp 38.4. sharp pain right side when i cough or breath in and puffed out going up the stairs. I'm 69 and still smoke, no COPD that I know of. not that bad, i can talk fine, just want antibiotics. can I get them from the chemist",
    age: 69,
    sex: 'male',
    facts: [
      "I've felt worse over the last two days.",
      "I've been shivery with sweats at night.",
      "I'm breathing a bit faster than normal but I can talk in full sentences.",
      "I'm eating less than usual.",
      'I can still get about the house and look after myself.',
    ],
    denies: [
      "I'm not confused.",
      "I haven't coughed up blood.",
      "My lips aren't blue.",
      "My legs aren't swollen.",
    ],
    minLevel: 'urgent',
    level: 'urgent',
    rule: 'chest-infection-older-smoker-fever-pain-on-breathing',
    source:
      'NICE NG138 Pneumonia (community-acquired): antimicrobial prescribing (CRB65); NICE NG237 Suspected acute respiratory infection in over 16s: assessment at first presentation; NICE CKS Chest infections – adult',
  },
  {
    id: 'saf-1118',
    text: "Right testicle has got sore and swollen over the last 3 days, gradual not sudden. bit of burning when I wee as well. feel a bit feverish. 34, with a new partner the last couple of months. dont really want to go to a GUM clinic tbh, is it something that'll settle on its own",
    age: 34,
    sex: 'male',
    facts: [
      'The pain came on slowly over a few days.',
      'My temperature is 37.9.',
      'The testicle and the tube behind it are tender and warm.',
      'It hurts more when I walk.',
      "There's a bit of clear discharge from my penis.",
    ],
    denies: [
      "It didn't come on suddenly.",
      "I haven't been sick.",
      "I haven't injured it.",
      "I haven't got tummy pain.",
    ],
    minLevel: 'urgent',
    level: 'urgent',
    rule: 'epididymo-orchitis-gradual-swelling-burning-wee',
    source:
      'BASHH 2020 UK national guideline for the management of epididymo-orchitis; NICE CKS Scrotal pain and swelling; NHS: Testicle pain',
  },
  {
    id: 'saf-1119',
    text: "back tooth has been killing me for a week, now my face is swollen on the left from the cheek down to under my jaw and I can't open my mouth as wide as normal. temp 38. dentist cant see me til thursday. still getting soup down ok. had a filling fall out in the summer. can i just take the amoxicillin left over from last year",
    age: 38,
    sex: 'male',
    facts: [
      'The swelling has got bigger since yesterday.',
      'It hurts to bite down on that side.',
      'I can open my mouth about two fingers wide.',
      "There's a nasty taste in my mouth.",
      'I feel a bit rough and hot.',
    ],
    denies: [
      'I can swallow and breathe fine.',
      "My eye isn't swollen.",
      "The swelling isn't going down my neck.",
      "My tongue isn't pushed up.",
    ],
    minLevel: 'urgent',
    level: 'urgent',
    rule: 'dental-abscess-facial-swelling-fever-can-swallow',
    source:
      'NHS: Dental abscess (facial swelling with a high temperature → urgent dental care or 111; trouble breathing or swallowing → A&E); SDCEP Drug prescribing for dentistry; NICE CKS Dental abscess',
  },
  // ── self-care: the frightening words, a minor problem ─────────────────────────────────────
  {
    id: 'saf-1120',
    text: "Sharp stabbing pain under my right ribs when I'm running, about 2k in, goes away within a few mins of stopping and walking. happened 3 runs in a row since i started couch to 5k. Uncle had a heart attack at 50 so bit parinoid. 23, fit otherwise. Is it my heart?",
    age: 23,
    sex: 'female',
    facts: [
      "It's only when I'm running, worse if I've eaten beforehand.",
      "It's under my ribs at the side, not in the middle of my chest.",
      "I'm completely fine between runs.",
      'It eases when I slow down and breathe deeply.',
    ],
    denies: [
      "I don't get pain when I'm resting.",
      "I'm not more out of breath than I'd expect.",
      "I haven't fainted or felt my heart racing.",
      "It doesn't go into my arm, neck or jaw.",
      "I haven't got a cough or a temperature.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-stitch-while-running-uncle-heart-attack',
    source: 'NHS: Couch to 5K running tips (stitches); clinical judgement',
  },
  {
    id: 'saf-1121',
    text: "burning pain behind my breast bone since the vindaloo and 4 pints last night, keep burping and there's a sour taste at the back of my throat. worse lying down. gaviscon helped a bit. 25 and my dad had a heart thing last year so my gf's making me ask lol",
    age: 25,
    sex: 'male',
    facts: [
      "It's a burning feeling that rises up towards my throat.",
      "It's worse when I lie flat or bend over.",
      "I've had the same after spicy food before.",
      'Gaviscon took the edge off.',
    ],
    denies: [
      "It doesn't go into my arm, jaw or back.",
      "I'm not short of breath or sweaty.",
      "I haven't been sick or brought up blood.",
      'My poo is a normal colour.',
      "It doesn't come on when I exercise.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-indigestion-after-curry-and-beer-father-heart',
    source:
      'NICE CG184 Gastro-oesophageal reflux disease and dyspepsia in adults; NICE CKS Dyspepsia – unidentified cause; NHS: Indigestion',
  },
  {
    id: 'saf-1122',
    text: 'woke up and the white of my left eye is bright red, like a blob of blood, husband says it looks horrific. Doesnt hurt at all and I can see fine. Had a sneezing fit last night with my hayfever. 45. is this a bleed on the brain or something???',
    age: 45,
    sex: 'female',
    facts: [
      "It doesn't hurt at all.",
      'My eyesight is normal.',
      "The red patch is flat with a clear edge and it's on the white of the eye only.",
      'It was there when I woke up after a sneezing fit.',
      'My blood pressure was normal at my last check.',
    ],
    denies: [
      "I'm not on blood thinners.",
      "I haven't got a headache.",
      "I haven't banged my eye or my head.",
      "No sticky discharge and light doesn't bother my eyes.",
      "I don't wear contact lenses.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-subconjunctival-haemorrhage-after-sneezing',
    source: 'NICE CKS Subconjunctival haemorrhage; NHS: Red eye; clinical judgement',
  },
  {
    id: 'saf-1123',
    text: "started with a tingly spot on my top lip yesterday and now theres a few little blisters in a cluster. googled it and it says HERPES?? I've just started seeing someone new and am panicking. 20. is this an STD, do i need to get tested",
    age: 20,
    sex: 'female',
    facts: [
      "It's on the edge of my top lip.",
      'It tingles and is a bit sore.',
      'I had a cold last week.',
      'My mum gets cold sores.',
    ],
    denies: [
      "I haven't got sores anywhere else, including down below.",
      "It's nowhere near my eye.",
      "I haven't got a temperature and I feel fine.",
      "I don't have eczema.",
      "I'm not on anything that lowers my immune system.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-cold-sore-feared-as-sti',
    source: 'NICE CKS Herpes simplex – oral; NHS: Cold sores',
  },
  {
    id: 'saf-1124',
    text: 'still got a tickly cough nearly 3 wks after a cold, worse at night and first thing. otherwise ok, no temp, not breathless. never smoked. my nan had lung cancer so thats in the back of my head. 41, m. do I need a chest xray?',
    age: 41,
    sex: 'male',
    facts: [
      'The cold started about three weeks ago.',
      'The cough is mostly dry and slowly getting better.',
      'Sometimes I bring up a bit of clear phlegm.',
      'It wakes me up now and then.',
    ],
    denies: [
      "I'm not short of breath.",
      "I haven't coughed up any blood.",
      "I haven't lost weight or had night sweats.",
      "I haven't got a temperature now.",
      "I haven't got chest pain.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-cough-lingering-after-cold-non-smoker-family-cancer',
    source:
      'NICE NG120 Cough (acute): antimicrobial prescribing (cough lasts up to 3–4 weeks); NICE NG12 Suspected cancer (no referral criteria met); NHS: Cough',
  },
];
