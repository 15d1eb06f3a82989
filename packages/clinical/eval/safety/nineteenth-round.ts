import type { SafetyCase } from './types';

const ACE_ANGIOEDEMA =
  'BNF ACE inhibitors (angioedema can occur at any time, even after years of treatment); NICE CKS Angio-oedema and anaphylaxis (tongue or throat swelling, voice change or difficulty swallowing: 999)';
const AMLODIPINE_OEDEMA =
  'BNF Amlodipine (dose-related ankle oedema is common); NICE NG136 Hypertension in adults: diagnosis and management; NICE CKS Hypertension';
const AMOXICILLIN_RASH =
  'NICE CG183 Drug allergy: diagnosis and management (non-severe delayed rash: stop or review the drug, document, arrange review); clinical judgement (no mucosal, skin-peeling or airway features)';
const CALPOL_DOUBLE_DOSE =
  'TOXBASE Paracetamol (an acute ingestion below 75 mg/kg is not expected to cause toxicity); BNF for Children Paracetamol; NHS: Paracetamol for children';
const CANNULA_CELLULITIS =
  'NICE NG141 Cellulitis and erysipelas: antimicrobial prescribing; NICE CKS Cellulitis and erysipelas; clinical judgement (infusion phlebitis and lymphangitis after cannula, systemically well)';
const CARBIMAZOLE =
  'BNF Carbimazole (MHRA/CHM: neutropenia and agranulocytosis — report sore throat, mouth ulcers or fever immediately, stop and check a full blood count); NICE CKS Hyperthyroidism; NICE NG51 Suspected sepsis';
const COIL_THREADS =
  'FSRH Clinical Guideline: Intrauterine contraception (threads not felt: use condoms or abstain, pregnancy test, clinical review and ultrasound); NHS: Intrauterine device (IUD)';
const COLONOSCOPY_PERFORATION =
  'NHS: Colonoscopy (risks: bleeding and perforation; severe tummy pain or a high temperature after the test: seek urgent help); clinical judgement (post-polypectomy perforation)';
const FILLING_SENSITIVITY =
  'NHS: Dental treatments — fillings (sensitivity to hot and cold for a few days is common); clinical judgement (no spontaneous throbbing, swelling or high bite)';
const FLUOROQUINOLONE_TENDON =
  'MHRA Drug Safety Update: Fluoroquinolone antibiotics — tendon damage, higher risk over 60 and with corticosteroids (stop and seek medical advice at the first sign of tendon pain or swelling)';
const IRON_STOOLS =
  'BNF Ferrous fumarate (dark or black stools are expected); NICE CKS Anaemia - iron deficiency; clinical judgement (melaena features denied)';
const LAMOTRIGINE_SJS =
  'MHRA/BNF Lamotrigine: serious skin reactions (Stevens-Johnson syndrome and toxic epidermal necrolysis), mostly in the first 8 weeks and with fast dose increases; clinical judgement (rash with mucosal involvement and fever: emergency assessment)';
const LITHIUM_TOXICITY =
  'NICE CG185 Bipolar disorder: assessment and management (lithium toxicity); BNF Lithium (diarrhoea and vomiting, dehydration and NSAIDs raise levels; coarse tremor, ataxia, confusion: seek help immediately)';
const METFORMIN_GI =
  'NICE NG28 Type 2 diabetes in adults: management (metformin: start low, increase gradually, take with food); BNF Metformin (gastrointestinal side effects common at the start)';
const METHOTREXATE_DAILY =
  'MHRA Drug Safety Update: Methotrexate once-weekly for autoimmune diseases — fatal overdose from inadvertent daily dosing; BNF Methotrexate (mouth ulcers, sore throat, bruising or bleeding: seek immediate advice)';
const MINI_PILL_SPOTTING =
  'FSRH Clinical Guideline: Progestogen-only pills (unscheduled bleeding is common, especially in the first months); NHS: The progestogen-only pill';
const MMR_RASH =
  'UKHSA Green Book chapter 21 Measles (a mild rash and fever 6 to 11 days after MMR are expected); NHS: MMR vaccine side effects; NICE NG143 Fever in under 5s (no amber or red features)';
const POISONING_TCA =
  'NHS: Poisoning (call 999 if someone has swallowed something and is drowsy or hard to wake); TOXBASE Tricyclic antidepressants (any unexplained ingestion in a child: hospital assessment); clinical judgement';
const POST_OP_PE =
  'NICE NG89 Venous thromboembolism in over 16s: reducing the risk of hospital-acquired DVT or PE (prophylaxis after hip replacement); NICE NG158 Venous thromboembolic diseases: diagnosis, management and thrombophilia testing (suspected PE)';
const POST_TONSILLECTOMY_BLEED =
  'NHS: Tonsillitis — tonsillectomy recovery (bleeding from the mouth after tonsil removal: go to A&E or call 999); ENT UK post-tonsillectomy advice; clinical judgement (secondary haemorrhage 5 to 10 days after)';
const RIFAMPICIN_URINE =
  'BNF Rifampicin (orange-red colouring of urine, sweat and tears; soft contact lenses may be stained); UKHSA Guidance for public health management of meningococcal disease (chemoprophylaxis of contacts)';
const SEROTONIN_SYNDROME =
  'BNF Interactions: sertraline with tramadol (increased risk of serotonin syndrome); NICE CKS Depression (serotonin syndrome: refer to hospital); clinical judgement (Hunter criteria)';
const STATIN_MYALGIA =
  'NICE NG238 Cardiovascular disease: risk assessment and reduction, including lipid modification (muscle symptoms on a statin: check creatine kinase, review); MHRA/BNF statins (myopathy and rhabdomyolysis)';
const STEROID_HYPERGLYCAEMIA =
  'JBDS-IP Management of hyperglycaemia and steroid (glucocorticoid) therapy (capillary glucose above 12 mmol/L on steroids: review treatment the same day); NICE NG28 Type 2 diabetes in adults';

/**
 * Nineteenth round (development half): 24 cases on the theme of problems that follow a medicine, a
 * treatment or a procedure — side effects, interactions, a new prescription, a dose taken wrongly or
 * doubled, an over-the-counter remedy, after an operation, a scope or a vaccination — typed by patients,
 * partners, parents and a daughter into a health app or a pharmacy chat: lowercase run-ons, misspelt drug
 * names ("setraline", "amlodapine"), brand names (Calpol, Strepsils, Piriton, Buscopan, Bonjela, Sudocrem,
 * Cerazette), doses ("upped", "40mg", "7.5ml") and timelines ("since the op", "day 6 of 7"). About half
 * keep the decisive detail (the drug, the dose, the interaction) in the facts so that an interview has to
 * ask for it. Ten emergencies sound ordinary: a sore throat and shivers six weeks into carbimazole asking
 * for lozenges, tongue and lip swelling after years on lisinopril blamed on a takeaway, lithium toxicity
 * after a diarrhoea bug and a new NSAID told by a daughter as "the bug taking it out of her", serotonin
 * syndrome after tramadol was added to sertraline, a secondary bleed eight days after a child's
 * tonsillectomy that the parent would ring about in the morning, a pulmonary embolism after a hip
 * replacement with the heparin injections stopped early ("not as fit as I was"), a perforation after a
 * colonoscopy with polypectomy told as trapped air, a drowsy two-year-old who got into grandma's
 * amitriptyline ("just tired out"), methotrexate taken daily instead of weekly asking about Bonjela, and
 * Stevens-Johnson syndrome five weeks into lamotrigine told as a virus. Three are urgent (a spreading red,
 * hot cannula site after discharge, steroid-induced hyperglycaemia on prednisolone for a COPD flare, and
 * Achilles tendon pain on ciprofloxacin and prednisolone at 74) and four routine (ankle swelling on
 * amlodipine, a non-severe rash on amoxicillin in a four-year-old, statin muscle aches, and coil threads
 * that cannot be felt). Seven are self-care problems told with worry, each with the red flags the patient
 * denies: a rash and fever nine days after the MMR feared as measles or meningitis, nausea in the first
 * week of metformin, orange urine and contact lenses on rifampicin prophylaxis feared as liver failure,
 * spotting on a new progestogen-only pill, cold sensitivity the day after a filling, both parents giving
 * a dose of Calpol an hour apart, and dark stools on iron tablets feared as bleeding. Written by the
 * clinical team from guidelines (NICE, NICE CKS, NHS, BNF, MHRA, FSRH, UKHSA, JBDS) and clinical
 * judgement, from the outside, without reading the knowledge base or the parser, before any change it
 * judges: 10 emergency, 3 urgent, 4 routine, 7 self-care.
 */
export const SAFETY_NINETEENTH_ROUND: readonly SafetyCase[] = [
  // ── emergencies that sound ordinary ─────────────────────────────────────────────────────
  {
    id: 'saf-1601',
    text: "can the pharmacist recommend something stronger for a really bad sore throat? came on yesterday, swallowing is agony and I feel shivery and rubbish. strepsils aren't touching it. I'm 34, been on carbimazole for an overactive thyroid for about 6 weeks if that matters",
    age: 34,
    sex: 'female',
    facts: [
      'My temperature was 38.7 this morning.',
      "I've got a couple of ulcers inside my mouth.",
      "I've had shaking shivers under the duvet.",
      "The hospital gave me a leaflet about sore throats with the tablets but I didn't really read it.",
    ],
    denies: ['No rash.', "I'm not pregnant.", 'I can swallow my spit and breathe fine.', 'No cough.'],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'carbimazole-sore-throat-fever-agranulocytosis-asks-for-lozenges',
    source: CARBIMAZOLE,
  },
  {
    id: 'saf-1602',
    text: "woke up with my bottom lip massive and one side of my tongue swollen. probably something I ate last night, we had a chinese. took a piriton about an hour ago but it's not going down. should I give it a bit longer?",
    age: 58,
    sex: 'male',
    facts: [
      "I've been on lisinopril for my blood pressure for about four years.",
      "My tongue feels thick and it's hard to swallow.",
      'My voice sounds muffled.',
      "It's getting bigger, not smaller.",
    ],
    denies: [
      'No itchy rash or hives.',
      "I'm not wheezy.",
      "I've never had a food allergy.",
      "I wasn't stung by anything.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'ace-inhibitor-angioedema-years-on-lisinopril-blamed-on-takeaway',
    source: ACE_ANGIOEDEMA,
  },
  {
    id: 'saf-1603',
    text: "Mum (67) had a sickness and diarrhoea bug at the weekend and she's still not right. Today she's really shaky, her hands are all over the place and she's wobbly on her feet, and she's not making much sense, keeps repeating herself. She's bipolar but has been stable for years. Probably just the bug taking it out of her? Should we just keep pushing fluids",
    age: 67,
    sex: 'female',
    facts: [
      'She takes lithium every night.',
      'She kept taking her lithium all the way through the bug.',
      'The GP started her on ibuprofen for her knee last week.',
      "She's had watery diarrhoea again today and was sick this morning.",
      'Her arms and legs keep jerking.',
    ],
    denies: [
      "She hasn't fallen or hit her head.",
      "She hasn't got a temperature.",
      'No weakness on one side of her face or body.',
      "She hasn't taken extra tablets on purpose.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'lithium-toxicity-after-diarrhoea-bug-and-nsaid-told-by-daughter',
    source: LITHIUM_TOXICITY,
  },
  {
    id: 'saf-1604',
    text: "been on setraline 100mg for a year, doc gave me tramadol on monday for my back. since last night I'm sweating buckets, can't sit still, heart going like the clappers and my legs keep twitching and jumping on their own. also got the runs. is the tramadol just not agreeing with me? can I take an imodium",
    age: 41,
    sex: 'male',
    facts: [
      'My temperature is 38.9.',
      'My legs feel stiff and my feet keep jerking.',
      'My pupils look huge in the mirror.',
      'I feel confused and jittery.',
    ],
    denies: [
      "I haven't taken any street drugs.",
      "I haven't taken more than the prescribed dose.",
      'No headache.',
      'My neck is not stiff.',
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'serotonin-syndrome-sertraline-misspelt-plus-tramadol',
    source: SEROTONIN_SYNDROME,
  },
  {
    id: 'saf-1605',
    text: "my son had his tonsils out last wednesday (he's 6). he's been doing really well, eating toast and everything. tonight he's spitting bits of blood into the sink, more than a bit of pink. the leaflet said the scabs come off around now so I guess that's what it is? should I ring the ward in the morning",
    age: 6,
    sex: 'male',
    facts: [
      "He's spat out blood four or five times in the last hour.",
      'He keeps swallowing a lot.',
      "He's just been sick and it was dark and had blood in it.",
      'He looks pale.',
    ],
    denies: [
      "He isn't struggling to breathe.",
      "He hasn't got a temperature.",
      "He hasn't choked on anything.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'post-tonsillectomy-bleed-day-8-parent-waiting-for-morning',
    source: POST_TONSILLECTOMY_BLEED,
  },
  {
    id: 'saf-1606',
    text: "Had my hip replacement 12 days ago, home now and doing my exercises. My left calf has been aching and I'm a bit puffed out today, I expect I'm just not as fit as I was. Do I need to mention it at my physio appointment next week?",
    age: 72,
    sex: 'female',
    facts: [
      'I stopped the blood-thinning injections a few days early because I hated doing them.',
      "I'm out of breath just sitting in the chair.",
      'I get a sharp pain in my chest when I breathe in.',
      'My heart feels like it is racing.',
      'The calf is swollen and tender.',
    ],
    denies: [
      "I'm not coughing up blood.",
      "I haven't got a temperature.",
      'The hip wound looks clean and dry.',
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'pe-after-hip-replacement-stopped-injections-told-as-unfit',
    source: POST_OP_PE,
  },
  {
    id: 'saf-1607',
    text: "had a colonoscopy yesterday and they took off a couple of polyps. my tummy has been getting more and more sore since, and now it's swollen and hard as a drum. they did say you get wind pains from the air they pump in. is it ok to take buscopan?",
    age: 63,
    sex: 'male',
    facts: [
      'The pain is severe and constant now.',
      'It hurts to move or cough.',
      'My temperature is 38.3.',
      "I've been sick twice.",
      "I haven't passed any wind since this morning.",
    ],
    denies: ['No blood from my bottom.', "I'm not on blood thinners.", 'No chest pain.'],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'post-colonoscopy-perforation-told-as-trapped-air',
    source: COLONOSCOPY_PERFORATION,
  },
  {
    id: 'saf-1608',
    text: "my 2 year old got into my mum's handbag while we were visiting, we think he might have had a couple of the tiny tablets she takes at night for her nerve pain. he was fine at first but now he's really dozy and wobbly, probably just tired out from running round all morning? it's way past his nap time",
    age: 2,
    sex: 'male',
    facts: [
      'The tablets are amitriptyline 25mg.',
      "There are three gaps in the strip that mum can't account for.",
      'It was about an hour ago.',
      "He's hard to keep awake.",
      'His heart is beating really fast.',
    ],
    denies: ["He hasn't had a fit.", "He hasn't been sick.", 'Nothing else was missing from the bag.'],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'toddler-amitriptyline-ingestion-grandma-bag-drowsy-told-as-tired',
    source: POISONING_TCA,
  },
  {
    id: 'saf-1609',
    text: "mouth full of painful ulcers and my gums bleed when I brush, plus bruises on my arms I don't remember getting. feel absolutely wiped out. started a new tablet for my rheumatoid arthritis a few weeks ago. is bonjela ok to use with it?",
    age: 68,
    sex: 'female',
    facts: [
      'The new tablet is methotrexate.',
      "I've been taking it every morning, I thought it was a daily tablet like my others.",
      'I have a sore throat and my temperature is 38.1.',
      "I've had some diarrhoea.",
    ],
    denies: ['No rash.', "I'm not short of breath.", "I haven't fallen."],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'methotrexate-taken-daily-instead-of-weekly-ulcers-bruising',
    source: METHOTREXATE_DAILY,
  },
  {
    id: 'saf-1610',
    text: 'came out in a rash on my chest and back 2 days ago, now its spreading. lips are sore and cracked and my eyes are red and gritty, feel fluey. probably a virus? can i put sudocrem on it',
    age: 26,
    sex: 'female',
    facts: [
      'I started lamotrigine for my epilepsy five weeks ago and the dose went up last week.',
      'Some of the spots look like targets with a dark middle.',
      'There are a few blisters on my chest.',
      "I've got ulcers inside my mouth and it hurts to eat.",
      'My temperature is 38.4.',
      'The skin on my chest is painful, not just itchy.',
    ],
    denies: ["I'm not pregnant.", 'No wheeze or swelling of my tongue.', "I haven't had a seizure."],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'lamotrigine-stevens-johnson-rash-sore-lips-eyes-told-as-virus',
    source: LAMOTRIGINE_SJS,
  },

  // ── urgent: to be seen within 24 hours ──────────────────────────────────────────────────
  {
    id: 'saf-1611',
    text: 'got discharged from hospital on saturday after IV antibiotics for a chest infection. the spot on my left forearm where the drip was has gone red, hot and swollen and theres a red line going up my arm towards the elbow. is it just bruising from the needle?',
    age: 55,
    sex: 'male',
    facts: [
      'The redness is about the size of my palm and getting bigger.',
      "It's tender to touch.",
      'My temperature is 37.9.',
      'I feel ok in myself otherwise.',
    ],
    denies: [
      'No shivers or shaking.',
      "I'm not confused or dizzy.",
      "No chest pain and my breathing's better than it was.",
      'No pus coming out.',
      "The arm isn't numb or cold.",
      "I'm not diabetic.",
    ],
    minLevel: 'urgent',
    level: 'urgent',
    rule: 'cannula-site-cellulitis-spreading-red-line-after-discharge',
    source: CANNULA_CELLULITIS,
  },
  {
    id: 'saf-1612',
    text: "type 2, on metformin. got given 5 days of prednisolone 40mg for my COPD flare, on day 3 now. my sugars are usually 7-8 but they've been 17 to 19 this afternoon and evening, peeing a lot and dry mouth. is that normal with steroids? should I stop them?",
    age: 69,
    sex: 'male',
    facts: [
      "I've been drinking loads of water.",
      'My sugar was 8 before breakfast.',
      'My breathing is getting better on the steroids.',
    ],
    denies: [
      "I'm not being sick.",
      'No tummy pain.',
      "I'm not drowsy or confused.",
      "My breathing isn't worse.",
      "I haven't got a temperature.",
    ],
    minLevel: 'urgent',
    level: 'urgent',
    rule: 'steroid-induced-hyperglycaemia-prednisolone-copd-type-2',
    source: STEROID_HYPERGLYCAEMIA,
  },
  {
    id: 'saf-1613',
    text: "The back of my heel has been really painful for two days, just above the heel bone, puffy and sore to walk on. I'm on cipro for a water infection and I also take prednisolone for my polymyalgia. I'm 74. Should I rest it and carry on with the antibiotics?",
    age: 74,
    sex: 'female',
    facts: [
      "I've got two days of the ciprofloxacin left.",
      'The back of my ankle is swollen and tender.',
      'It hurts to go up on my tiptoes.',
    ],
    denies: [
      "I didn't twist it or fall.",
      "I didn't hear a snap or a pop.",
      'I can still walk on it.',
      "My calf isn't swollen.",
      "I haven't got a temperature.",
    ],
    minLevel: 'urgent',
    level: 'urgent',
    rule: 'ciprofloxacin-achilles-tendon-pain-older-on-prednisolone',
    source: FLUOROQUINOLONE_TENDON,
  },

  // ── routine: book a GP appointment ──────────────────────────────────────────────────────
  {
    id: 'saf-1614',
    text: 'started amlodapine 5mg about 6 weeks ago for blood pressure, now both my ankles puff up by teatime, my socks leave deep marks. goes down overnight. is it the tablets or is it my heart?',
    age: 63,
    sex: 'female',
    facts: [
      'Both ankles swell about the same.',
      'It goes down when I have my feet up overnight.',
      'My blood pressure readings are better now.',
    ],
    denies: [
      "I'm not short of breath.",
      'I can lie flat at night.',
      'No chest pain.',
      "My calves aren't painful or red.",
      "I haven't put on lots of weight suddenly.",
    ],
    minLevel: 'routine',
    level: 'routine',
    rule: 'amlodipine-ankle-swelling-misspelt-feared-heart',
    source: AMLODIPINE_OEDEMA,
  },
  {
    id: 'saf-1615',
    text: "my daughter's 4 and on amoxicillin for an ear infection, day 6 of 7. this morning she's come out in a blotchy pink rash on her tummy and back, a bit itchy. she's fine in herself and her ear's better. do I finish the course?",
    age: 4,
    sex: 'female',
    facts: [
      'The spots are flat and pink and some have joined together.',
      "It's mostly on her body with a bit on her arms.",
      "She's eating and playing normally.",
    ],
    denies: [
      'No swelling of her lips, face or tongue.',
      "She's breathing normally, no wheeze.",
      'No blisters or peeling skin.',
      'No sores in her mouth and her eyes are not red.',
      "She hasn't got a temperature.",
      'The spots fade when I press a glass on them.',
    ],
    minLevel: 'routine',
    level: 'routine',
    rule: 'amoxicillin-rash-child-day-6-no-mucosal-or-breathing-signs',
    source: AMOXICILLIN_RASH,
  },
  {
    id: 'saf-1616',
    text: "been on atorvastatin 40 for about two months and my thighs and shoulders ache all the time, like I've been to the gym when I haven't. is it the statin? can I just stop taking it?",
    age: 59,
    sex: 'male',
    facts: [
      'The aches are in both thighs and both shoulders.',
      'It started a few weeks after I began the statin.',
      "I can still do everything, it's just uncomfortable.",
    ],
    denies: [
      "My wee isn't dark or brown.",
      'No real weakness, I can get up out of a chair fine.',
      "I haven't got a temperature.",
      "I haven't started any other new medicines.",
      "I haven't been exercising more than usual.",
      "I'm not stiff for hours in the morning.",
    ],
    minLevel: 'routine',
    level: 'routine',
    rule: 'statin-muscle-aches-no-dark-urine-or-weakness',
    source: STATIN_MYALGIA,
  },
  {
    id: 'saf-1617',
    text: "had the copper coil put in 8 weeks ago. tried to check the threads like the nurse showed me and I can't feel them at all. we've had sex since. am I still protected??",
    age: 29,
    sex: 'female',
    facts: [
      "I've checked a few times over the last week.",
      'My last period came on time two weeks ago.',
      'I did a pregnancy test yesterday and it was negative.',
    ],
    denies: [
      'No tummy pain.',
      'No unusual bleeding.',
      'No smelly discharge.',
      "I haven't got a temperature.",
    ],
    minLevel: 'routine',
    level: 'routine',
    rule: 'copper-coil-threads-not-felt-needs-review-and-condoms',
    source: COIL_THREADS,
  },

  // ── self-care, told with worry ──────────────────────────────────────────────────────────
  {
    id: 'saf-1618',
    text: "my little boy had his 1 year jabs 9 days ago and now he's got a blotchy red rash and a temp of 38. I'm panicking it's actual measles or meningitis. the leaflet said something about a rash but I can't find it",
    age: 1.05,
    sex: 'male',
    facts: [
      'The jabs included the MMR.',
      'The rash is flat pink blotches on his body.',
      "He's feeding and drinking well and having plenty of wet nappies.",
      'Calpol brings his temperature down and he perks up.',
    ],
    denies: [
      'The rash fades when I press a glass on it.',
      "He isn't floppy or hard to wake.",
      "He isn't breathing fast or struggling.",
      "He hasn't got a high-pitched cry.",
      "He hasn't had a fit.",
      'No cough, runny nose or red eyes.',
      "He hasn't been near anyone with measles.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-mmr-rash-fever-day-9-feared-measles-meningitis',
    source: MMR_RASH,
  },
  {
    id: 'saf-1619',
    text: 'started metformin last week for my diabetes, feeling sick on and off and had loose poos a few times. is this normal or is it going to be like this forever? thinking about stopping it',
    age: 52,
    sex: 'female',
    facts: [
      'I take 500mg once a day.',
      'I usually take it first thing before I have breakfast.',
      "The sickness is mild and I'm still eating and drinking fine.",
    ],
    denies: [
      "I'm not being sick.",
      'No tummy pain.',
      "I'm not breathless or drowsy.",
      'No blood in my poo.',
      "I'm weeing normally.",
      "I'm not pregnant.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-metformin-nausea-loose-stools-first-week',
    source: METFORMIN_GI,
  },
  {
    id: 'saf-1620',
    text: 'my flatmate got meningitis so the uni doctor gave all of us in the flat some antibiotic tablets. now my wee is bright orange and my contact lenses have gone orange too?? is my liver failing',
    age: 19,
    sex: 'male',
    facts: [
      'The tablets were rifampicin, twice a day for two days.',
      'I took the last one this morning.',
      'My tears look a bit orange too.',
    ],
    denies: [
      "My skin and the whites of my eyes aren't yellow.",
      'No tummy pain.',
      "I haven't got a temperature.",
      'No headache or stiff neck.',
      'No rash.',
      'I feel well.',
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-rifampicin-orange-urine-lenses-meningitis-prophylaxis',
    source: RIFAMPICIN_URINE,
  },
  {
    id: 'saf-1621',
    text: "switched from the combined pill to the mini pill (cerazette) 6 weeks ago because of my migraines with aura, and I keep getting brown spotting on and off. does that mean it's not working? haven't missed any",
    age: 32,
    sex: 'female',
    facts: [
      'I take it at the same time every day.',
      "The spotting is light, a panty liner's enough.",
      'I did a pregnancy test last week and it was negative.',
    ],
    denies: [
      'No pain in my tummy or pelvis.',
      'No bleeding after sex.',
      'No unusual or smelly discharge.',
      "I haven't had any sickness or diarrhoea.",
      "I'm not taking any other new medicines.",
      'No heavy bleeding.',
      'My smear tests are up to date and normal.',
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-progestogen-only-pill-spotting-first-weeks',
    source: MINI_PILL_SPOTTING,
  },
  {
    id: 'saf-1622',
    text: 'had a big filling on my back tooth yesterday and now it zings when I drink cold water. rest of the time its fine. did they do something wrong?',
    age: 40,
    sex: 'female',
    facts: ["It's a short sharp twinge that goes within a few seconds.", 'Warm drinks are fine.'],
    denies: [
      "It doesn't throb on its own or keep me awake.",
      'No swelling of my face or gum.',
      "I haven't got a temperature.",
      'My bite feels normal, the filling is not high.',
      'No bad taste in my mouth.',
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-cold-sensitivity-day-after-filling',
    source: FILLING_SENSITIVITY,
  },
  {
    id: 'saf-1623',
    text: 'omg my husband and I BOTH gave our 3yo calpol tonight without telling each other, about an hour apart, 7.5ml each time. she had a temp with her cold. shes asleep now and seems fine, do we need to go to a&e??',
    age: 3,
    sex: 'female',
    facts: [
      'She weighs about 15kg.',
      "It's the Calpol infant one, 120mg in 5ml.",
      "She hasn't had anything else with paracetamol in today.",
      'She was running about and eating before bed.',
    ],
    denies: [
      "She hasn't been sick.",
      "She isn't hard to wake, she stirred and had a drink.",
      'No rash.',
      "She's breathing normally.",
      "She hasn't got any liver problems.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-double-dose-calpol-both-parents-gave',
    source: CALPOL_DOUBLE_DOSE,
  },
  {
    id: 'saf-1624',
    text: 'GP put me on ferrous fumarate 2 weeks ago for low iron and my poo has gone really dark, almost black. google says black poo means bleeding and now Im scared',
    age: 36,
    sex: 'female',
    facts: [
      "My poo is a dark greeny-black but it's formed, not sticky or tarry.",
      "I've been a bit constipated since starting the tablets.",
      'The low iron is from heavy periods.',
    ],
    denies: [
      'No tummy pain.',
      "I haven't been sick or brought up blood.",
      "I don't feel dizzy or faint.",
      "I'm no more tired or breathless than before.",
      "I don't take ibuprofen or aspirin.",
      "It doesn't smell worse than normal.",
      'No red blood in my poo.',
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-dark-stools-on-iron-tablets-feared-bleeding',
    source: IRON_STOOLS,
  },
];
