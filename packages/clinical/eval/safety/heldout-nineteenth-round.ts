import type { SafetyCase } from './types';

const BISMUTH_BLACK_TONGUE =
  'BNF Bismuth subsalicylate (harmless black discolouration of the tongue and stools); clinical judgement (melaena and upper GI bleeding features denied)';
const CARTILAGE_PIERCING =
  'NHS: Piercing infections (see a GP if an ear cartilage piercing is infected); clinical judgement (auricular perichondritis after upper-ear piercing: same-day antibiotics covering Pseudomonas)';
const DOXYCYCLINE_PHOTOSENSITIVITY =
  'BNF Doxycycline (photosensitivity: avoid exposure to strong sunlight); NHS: Sunburn (treat at home); UKHSA Guidelines for malaria prevention in travellers from the UK (continue prophylaxis)';
const GENERAL_ANAESTHETIC_THROAT =
  'NHS: General anaesthesia — side effects (sore throat and hoarseness from the breathing tube, usually better within a day or two); Royal College of Anaesthetists patient information';
const GLICLAZIDE_RECURRENT_HYPO =
  'JBDS-IP The hospital management of hypoglycaemia in adults with diabetes mellitus (sulfonylurea hypoglycaemia may recur for 24 to 36 hours: consider admission); BNF Interactions: clarithromycin with sulfonylureas';
const HRT_BLEEDING =
  'British Menopause Society: Management of unscheduled bleeding on HRT (persisting beyond the first 6 months of continuous combined HRT: assess and consider referral); NICE NG23 Menopause: identification and management';
const NMS =
  'BNF Antipsychotics (neuroleptic malignant syndrome: hyperthermia, muscle rigidity, fluctuating consciousness, autonomic instability — emergency care); NICE CG178 Psychosis and schizophrenia in adults';
const POST_CHOLECYSTECTOMY =
  'NHS: Gallbladder removal — recovery (get help if pain gets worse, a high temperature or yellowing of the skin or eyes); clinical judgement (bile leak, retained stone or cholangitis after laparoscopic cholecystectomy)';
const STAGGERED_PARACETAMOL =
  'MHRA/CHM Paracetamol overdose: staggered overdose or therapeutic excess (treat with acetylcysteine without waiting for a level); NHS: Paracetamol for adults (do not take with other products containing paracetamol)';
const TATTOO_HEALING =
  'NHS: Tattoos — aftercare (peeling, flaking and itching are normal while healing; see a GP if red, hot, swollen or pus); clinical judgement';
const TONGUE_PIERCING =
  'NHS: Piercing infections (get urgent help if swelling makes it hard to breathe or swallow); clinical judgement (tongue swelling after oral piercing: airway risk)';
const WARFARIN_MICONAZOLE =
  'MHRA Drug Safety Update: Topical miconazole, including oral gel (Daktarin) — reminder of potential for serious interactions with warfarin (check INR); BNF Warfarin';

/**
 * Nineteenth round (held-out half): 12 cases on the same theme as the development half — problems that
 * follow a medicine, a treatment or a procedure — typed by patients, a partner and grown-up children into
 * a health app or a pharmacy chat, with stories different from the development half's and the earlier
 * rounds'. Brand names (Lemsip Max, Daktarin, Pepto-Bismol, Lucozade), a misspelt drug name
 * ("doxycyclin"), doses and timelines, hedging and minimising; about half keep the decisive detail in the
 * facts. Five emergencies sound ordinary: neuroleptic malignant syndrome after a depot change told as a
 * relapse, recurrent hypoglycaemia on gliclazide with a new clarithromycin course in an older man with
 * kidney disease ("we'll just keep feeding him?"), airway-threatening swelling the day after a tongue
 * piercing, worsening pain, fever and yellow eyes after a keyhole gallbladder operation put down to the
 * gas, and an accidental staggered paracetamol overdose from toothache with Lemsip and co-codamol. Two
 * are urgent (an infected upper-ear cartilage piercing, and bruising and bleeding gums on warfarin after
 * miconazole oral gel from the chemist) and one routine (unscheduled bleeding nine months into continuous
 * combined HRT). Four are self-care problems told with worry, each with the red flags the patient denies:
 * a peeling, itchy new tattoo, a black tongue after Pepto-Bismol, sunburn on doxycycline for malaria
 * prevention, and a sore, croaky throat the day after a general anaesthetic. Written by the clinical team
 * from guidelines (NICE, NHS, BNF, MHRA, JBDS, British Menopause Society, UKHSA) and clinical judgement,
 * from the outside, without reading the knowledge base or the parser, before any change it judges:
 * 5 emergency, 2 urgent, 1 routine, 4 self-care.
 *
 * HELD OUT: never read these cases, or their results case by case, while tuning the engine, its knowledge
 * base or its parser. Only their totals may be looked at, after a change is made, to measure it.
 */
export const SAFETY_HELDOUT_NINETEENTH_ROUND: readonly SafetyCase[] = [
  // ── emergencies ─────────────────────────────────────────────────────────────────────────
  {
    id: 'saf-h-1601',
    text: "my partner's schizophrenia team changed his injection last week and since yesterday he's gone all stiff and slow, hot and sweaty, and he's barely talking. he sometimes goes quiet like this when he's getting unwell in his mind so maybe that's all it is? his care coordinator is off till monday",
    age: 34,
    sex: 'male',
    facts: [
      'The new injection is haloperidol.',
      'His temperature is 39.4.',
      'His arms and legs are rigid, like a board.',
      "He's confused and doesn't know what day it is.",
      'His heart is racing.',
      'His wee has gone dark brown.',
    ],
    denies: [
      "He hasn't taken any street drugs.",
      'No rash.',
      "He hasn't hit his head.",
      "He hasn't taken an overdose.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'neuroleptic-malignant-syndrome-new-depot-told-as-relapse',
    source: NMS,
  },
  {
    id: 'saf-h-1602',
    text: "Dad's 78, type 2, on gliclazide. He went low this afternoon, 2.8, we gave him Lucozade and a sandwich and he came up to 6. Now this evening it's dropped to 3.1 again and he's all sweaty. He's on antibiotics from the GP for his chest. We'll just keep feeding him?",
    age: 78,
    sex: 'male',
    facts: [
      'The antibiotic is clarithromycin, he started it three days ago.',
      "He's had three lows today.",
      "He's eating less than usual because of his chest.",
      'He has kidney problems as well.',
      "He's a bit muddled even between the lows.",
    ],
    denies: [
      "He's awake and can swallow.",
      "He hasn't had a fit.",
      "He hasn't fallen or hit his head.",
      "He isn't on insulin.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'recurrent-hypoglycaemia-gliclazide-clarithromycin-older-kidney-disease',
    source: GLICLAZIDE_RECURRENT_HYPO,
  },
  {
    id: 'saf-h-1603',
    text: "got my tongue pierced yesterday afternoon, they said it would swell but it's massive now, I can barely talk and I keep dribbling cos swallowing hurts. bought ice lollies like they said. should I take the bar out?",
    age: 18,
    sex: 'female',
    facts: [
      "My tongue's so swollen it's pushing against my teeth and the roof of my mouth.",
      "I can't swallow my spit properly.",
      'My voice sounds muffled.',
      'It feels harder to breathe when I lie down.',
      "It's worse than it was this morning.",
    ],
    denies: [
      'No rash or hives.',
      "I haven't been stung or eaten anything I'm allergic to.",
      "I haven't got a temperature.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'tongue-piercing-swelling-drooling-airway-risk',
    source: TONGUE_PIERCING,
  },
  {
    id: 'saf-h-1604',
    text: "I had my gallbladder out by keyhole on Friday and they sent me home Saturday. The pain in my tummy is getting worse not better and the co-codamol isn't touching it, and I'm shivery tonight. Is this just the gas they pump in? The leaflet said the gas can cause pain",
    age: 47,
    sex: 'female',
    facts: [
      'The pain is across the top of my tummy and under my right ribs.',
      'My temperature is 38.6.',
      'My husband says the whites of my eyes look yellow.',
      'My tummy is swollen and tight.',
      "I've been sick twice.",
    ],
    denies: ["The wounds aren't oozing pus.", 'No calf pain.', 'No chest pain.', "I'm not pregnant."],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'worsening-pain-fever-yellow-eyes-after-keyhole-gallbladder-op',
    source: POST_CHOLECYSTECTOMY,
  },
  {
    id: 'saf-h-1605',
    text: "had awful toothache for 4 days waiting for an emergency dentist slot. been taking 2 paracetamol every 3 or 4 hours, lemsip max at night to help me sleep and co codamol when its really bad. today I feel sick and there's a pain under my right ribs. is the abscess making me ill?",
    age: 24,
    sex: 'male',
    facts: [
      "I've been taking about 12 paracetamol a day on top of the Lemsip and co-codamol.",
      "I didn't realise the Lemsip and the co-codamol had paracetamol in them as well.",
      'I weigh about 65kg.',
      "I've been sick once today.",
    ],
    denies: [
      "I didn't take them to hurt myself.",
      "My face isn't swollen.",
      'I can swallow and breathe fine.',
      "I haven't got a temperature.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'accidental-staggered-paracetamol-toothache-lemsip-co-codamol',
    source: STAGGERED_PARACETAMOL,
  },

  // ── urgent: to be seen within 24 hours ──────────────────────────────────────────────────
  {
    id: 'saf-h-1606',
    text: "got the top of my ear pierced (helix) 5 days ago and now the whole top part is red, hot, swollen and really sore, proper throbbing. bit of yellow gunk. the salt water soaks aren't helping. can i leave it a few more days and see?",
    age: 17,
    sex: 'female',
    facts: [
      'The redness has spread across the top part of my ear.',
      "It's really painful to touch and I can't sleep on that side.",
      'My temperature was 37.8.',
    ],
    denies: [
      'I feel well in myself.',
      'No swelling spreading to my face or neck.',
      'I can hear fine.',
      'No rash anywhere else.',
      "The earring isn't stuck in the skin.",
    ],
    minLevel: 'urgent',
    level: 'urgent',
    rule: 'cartilage-piercing-perichondritis-upper-ear',
    source: CARTILAGE_PIERCING,
  },
  {
    id: 'saf-h-1607',
    text: "My mum's 81 and on warfarin. This week she's got big purple bruises on her arms she can't explain and her gums bleed when she brushes her teeth. Her blood test for the warfarin isn't due for 3 weeks. Is she just bruising easily because of her age?",
    age: 81,
    sex: 'female',
    facts: [
      'The chemist sold her Daktarin gel for a thrushy mouth a week ago and she uses it four times a day.',
      'She takes warfarin for an irregular heartbeat.',
      'Her last INR was fine.',
    ],
    denies: [
      "She hasn't fallen or hit her head.",
      'No blood in her wee or poo.',
      "No nosebleeds that won't stop.",
      "She isn't dizzy, confused or short of breath.",
      'No headache.',
      "She hasn't been sick or brought up blood.",
    ],
    minLevel: 'urgent',
    level: 'urgent',
    rule: 'warfarin-miconazole-oral-gel-interaction-bruising-gum-bleeding',
    source: WARFARIN_MICONAZOLE,
  },

  // ── routine: book a GP appointment ──────────────────────────────────────────────────────
  {
    id: 'saf-h-1608',
    text: "Been on HRT patches for 9 months and for the last 3 months I keep getting bleeding out of nowhere, nothing like a period, just spotting a few days here and there. I'm 53. Is my body still adjusting?",
    age: 53,
    sex: 'female',
    facts: [
      "They're the continuous combined patches, no break.",
      'My periods had stopped for over a year before I started them.',
      "I haven't missed any patches.",
    ],
    denies: [
      'No heavy bleeding or flooding.',
      'No tummy or pelvic pain.',
      'No bleeding after sex.',
      "I haven't lost weight.",
      'No smelly discharge.',
      "I'm not dizzy or breathless.",
    ],
    minLevel: 'routine',
    level: 'routine',
    rule: 'unscheduled-bleeding-beyond-six-months-continuous-combined-hrt',
    source: HRT_BLEEDING,
  },

  // ── self-care, told with worry ──────────────────────────────────────────────────────────
  {
    id: 'saf-h-1609',
    text: "got a half sleeve done 5 days ago, it's peeling and flaky like sunburn and itching like mad, trying so hard not to scratch. some of the ink looks like it's coming off in the flakes, is it infected or ruined?",
    age: 27,
    sex: 'male',
    facts: [
      "It's shiny and a bit dry.",
      "I'm washing it and putting a thin layer of the aftercare cream on.",
    ],
    denies: [
      "It's not getting more red or swollen.",
      "It isn't hot to touch.",
      'No pus or bad smell.',
      'No red lines spreading up my arm.',
      'No temperature or shivers.',
      'No raised lumpy bits in the red ink.',
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-new-tattoo-peeling-itching-day-5',
    source: TATTOO_HEALING,
  },
  {
    id: 'saf-h-1610',
    text: 'took pepto-bismol yesterday for a dodgy stomach after a night out and this morning my TONGUE IS BLACK. like actually black. and my poo is really dark too. what has happened to me',
    age: 22,
    sex: 'female',
    facts: ['I took the Pepto-Bismol a few times yesterday.', 'My stomach has settled now.'],
    denies: [
      "I haven't been sick or brought up blood.",
      'No tummy pain now.',
      "I'm not dizzy or faint.",
      "I don't take ibuprofen or aspirin.",
      "I'm not on blood thinners.",
      "My poo isn't sticky like tar.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-black-tongue-and-stools-after-pepto-bismol',
    source: BISMUTH_BLACK_TONGUE,
  },
  {
    id: 'saf-h-1611',
    text: "on holiday in Kenya, taking doxycyclin for malaria. after a couple of hours on the beach today my face, arms and the tops of my feet are pink and stinging, way more than I'd normally burn. is it an allergy to the tablets? should I stop them?",
    age: 30,
    sex: 'female',
    facts: [
      "I had factor 30 on but I didn't reapply it.",
      "It's pink and sore like normal sunburn, just worse than I'd expect.",
    ],
    denies: [
      'No blisters.',
      'No swelling of my lips, face or tongue.',
      "I'm not short of breath or wheezy.",
      'No temperature or shivers.',
      "No headache and I don't feel faint.",
      'No sores in my mouth or eyes.',
      "I'm not pregnant.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-doxycycline-sunburn-malaria-prevention-misspelt',
    source: DOXYCYCLINE_PHOTOSENSITIVITY,
  },
  {
    id: 'saf-h-1612',
    text: 'Had a day case knee op yesterday under general anaesthetic. Today my throat is sore and my voice is a bit croaky. Is this from the tube or have I caught something in hospital?',
    age: 45,
    sex: 'male',
    facts: [
      'They put a breathing tube in during the anaesthetic.',
      "It hurts a bit to swallow but I'm eating and drinking fine.",
    ],
    denies: [
      "I haven't got a temperature.",
      "I'm not short of breath.",
      'No drooling and I can swallow my spit.',
      'No swelling in my neck.',
      'No calf pain or swelling.',
      'No chest pain.',
      'The knee wound is dry and not red.',
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-sore-croaky-throat-after-general-anaesthetic',
    source: GENERAL_ANAESTHETIC_THROAT,
  },
];
