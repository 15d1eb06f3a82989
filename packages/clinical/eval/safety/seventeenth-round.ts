import type { SafetyCase } from './types';

const ANAPHYLAXIS =
  'NICE CG134 Anaphylaxis: assessment and referral after emergency treatment; Resuscitation Council UK Emergency treatment of anaphylaxis (2021)';
const AORTIC_DISSECTION = 'NHS: Aortic dissection (nhs.uk) and clinical judgement';
const CG97 = 'NICE CG97 Lower urinary tract symptoms in men: management';
const CG141 = 'NICE CG141 Acute upper gastrointestinal bleeding in over 16s: management';
const CKS_BPPV = 'NICE CKS Benign paroxysmal positional vertigo';
const CKS_CARPAL_TUNNEL = 'NICE CKS Carpal tunnel syndrome';
const CKS_HAEMORRHOIDS = 'NICE CKS Haemorrhoids; NICE NG12 Suspected cancer: recognition and referral';
const CKS_INSOMNIA = 'NICE CKS Insomnia (short-term insomnia: sleep hygiene and self-help)';
const CKS_NVP = 'NICE CKS Nausea/vomiting in pregnancy';
const CKS_OTITIS_EXTERNA = 'NICE CKS Otitis externa';
const CKS_RED_EYE = 'NICE CKS Red eye (contact lens-associated microbial keratitis: same-day ophthalmology)';
const CKS_SUBCONJUNCTIVAL = 'NICE CKS Subconjunctival haemorrhage';
const INTUSSUSCEPTION = 'NHS: Intussusception (nhs.uk) and clinical judgement';
const NG1 = 'NICE NG1 Gastro-oesophageal reflux disease in children and young people';
const NG18 = 'NICE NG18 Diabetes (type 1 and type 2) in children and young people';
const NG38 = 'NICE NG38 Fractures (non-complex): assessment and management (suspected scaphoid fracture)';
const NG98 =
  'NICE NG98 Hearing loss in adults: assessment and management (sudden onset: seen within 24 hours)';
const NG109 = 'NICE NG109 Urinary tract infection (lower): antimicrobial prescribing (pregnant women)';
const NG120 = 'NICE NG120 Cough (acute): antimicrobial prescribing';
const NG133 = 'NICE NG133 Hypertension in pregnancy: diagnosis and management';
const NG145 = 'NICE NG145 Thyroid disease: assessment and management';
const NG158 = 'NICE NG158 Venous thromboembolic diseases: diagnosis, management and thrombophilia testing';
const NG228 = 'NICE NG228 Subarachnoid haemorrhage caused by a ruptured aneurysm: diagnosis and management';
const NG240 =
  'NICE NG240 Meningitis (bacterial) and meningococcal disease: recognition, diagnosis and management';

/**
 * Seventeenth round (development half): 24 cases written in the style of published symptom-checker evaluation
 * vignettes and clinical case notes (Semigran et al. BMJ 2015, Hill et al. MJA 2020, primary-care teaching
 * vignettes) — third person, clinical wording ("A 67-year-old man presents with …", "PMH of …", "He denies
 * …"), medical terms as case notes use them (dyspnoea, haematemesis, melaena, paraesthesia, otorrhoea,
 * photophobia, pleuritic, erythematous), abbreviations now and then (PMH, SOB, N&V, LOC, hx, y/o) and
 * American spellings in some (hemoptysis). The stories differ from the earlier rounds'. Some emergencies
 * open as if they were minor — an aortic dissection as a pulled muscle while lifting a suitcase, a
 * thunderclap headache that has "eased somewhat" with paracetamol, an intussusception the mother takes for
 * colic, meningococcal disease as flu, anaphylaxis as itchy lips after a satay — and some minor problems
 * open with alarming words: a subconjunctival haemorrhage, fresh rectal bleeding from piles, otorrhoea after
 * swimming, green sputum after a cold, an infant's regurgitation, nocturnal paraesthesia. About half of the
 * cases keep a decisive feature in the facts, so that an interview has to ask for it. Eight are
 * emergencies (aortic dissection, pulmonary embolism after a long-haul flight with a smartwatch tachycardia,
 * subarachnoid haemorrhage, upper GI bleeding on ibuprofen, intussusception, pre-eclampsia with visual
 * disturbance and epigastric pain, meningococcal septicaemia, anaphylaxis); five are urgent (a lower UTI in
 * pregnancy, contact lens keratitis, sudden sensorineural hearing loss taken for wax, a suspected scaphoid
 * fracture, new type 1 diabetes in a seven-year-old); four are routine (carpal tunnel syndrome, symptoms of
 * hypothyroidism, benign paroxysmal positional vertigo, lower urinary tract symptoms in an older man); seven
 * are self-care (subconjunctival haemorrhage, haemorrhoids, infant regurgitation, acute cough, mild nausea
 * and vomiting of pregnancy, otitis externa, short-term insomnia before exams), each with the red flags the
 * patient denies. Written by the clinical team from guidelines (NICE, NICE CKS, NHS, Resuscitation Council
 * UK) and clinical judgement, from the outside, without reading the knowledge base or the parser:
 * 8 emergency, 5 urgent, 4 routine, 7 self-care.
 */
export const SAFETY_SEVENTEENTH_ROUND: readonly SafetyCase[] = [
  // ── emergencies, several told as if they were minor ─────────────────────────────────────
  {
    id: 'saf-1401',
    text: 'A 67-year-old man presents with pain between the shoulder blades that began 40 minutes ago while he was lifting a suitcase into the car. He thinks he has pulled a muscle. PMH: hypertension.',
    age: 67,
    sex: 'male',
    facts: [
      'The pain came on suddenly and was at its worst from the very start.',
      'He describes the pain as tearing.',
      'The pain has moved down towards his lower back.',
      'He had a brief episode of central chest pain at the onset.',
      'He is sweaty and feels lightheaded.',
      'His hypertension is poorly controlled.',
      'He is a current smoker.',
    ],
    denies: ['No fall or direct injury to the back.', 'No fever.', 'No cough.'],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'vignette-style-aortic-dissection-as-pulled-muscle',
    source: AORTIC_DISSECTION,
  },
  {
    id: 'saf-1402',
    text: 'A 31-year-old woman presents with a 1-day history of right-sided pleuritic chest pain and mild dyspnoea. She returned from a long-haul flight from Australia 4 days ago.',
    age: 31,
    sex: 'female',
    facts: [
      'She takes the combined oral contraceptive pill.',
      'Her left calf has been swollen and tender for 3 days.',
      'Her smartwatch shows a resting heart rate of 115.',
      'She had one episode of hemoptysis this morning, blood-streaked sputum.',
      'She is short of breath climbing one flight of stairs.',
    ],
    denies: ['No fever.', 'No productive cough.', 'Not pregnant.', 'No previous blood clots.'],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'vignette-style-pulmonary-embolism-post-flight-smartwatch-tachycardia',
    source: NG158,
  },
  {
    id: 'saf-1403',
    text: 'A 48-year-old woman presents with a headache that began yesterday evening while she was exercising at the gym. She took paracetamol and says it has eased somewhat, but she would like advice.',
    age: 48,
    sex: 'female',
    facts: [
      'The headache reached its maximum intensity within seconds of onset.',
      'She describes it as the worst headache of her life.',
      'She vomited twice shortly after it started.',
      'Her neck has felt stiff since the headache began.',
      'She does not usually get headaches.',
    ],
    denies: ['No head injury.', 'No LOC.', 'No fever.', 'No weakness of the arms or legs.'],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'vignette-style-thunderclap-headache-partially-settled',
    source: NG228,
  },
  {
    id: 'saf-1404',
    text: 'A 58-year-old man reports two episodes of haematemesis since this morning, the vomit resembling coffee grounds. He has been taking over-the-counter ibuprofen for 3 weeks for back pain.',
    age: 58,
    sex: 'male',
    facts: [
      'He has passed black, tarry, offensive-smelling stools today.',
      'He felt faint on standing and had to sit down.',
      'His home blood pressure monitor read 96/60 with a pulse of 112.',
      'He drinks around 30 units of alcohol a week.',
    ],
    denies: ['Not taking iron tablets.', 'No abdominal injury.', 'No chest pain.'],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'vignette-style-haematemesis-melaena-nsaid',
    source: CG141,
  },
  {
    id: 'saf-1405',
    text: 'A 9-month-old boy is brought in by his mother with a 12-hour history of intermittent episodes of inconsolable crying, during which he draws his knees up to his chest. His mother wonders if it is colic.',
    age: 0.75,
    sex: 'male',
    facts: [
      'Between episodes he is pale and lethargic.',
      'The episodes come every 15 to 20 minutes.',
      'He has vomited three times and the last vomit was green.',
      'His last nappy contained stool mixed with blood and mucus, like redcurrant jelly.',
      'He is refusing feeds.',
    ],
    denies: ['No fever.', 'No rash.', 'No recent head injury.'],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'vignette-style-intussusception-as-colic',
    source: INTUSSUSCEPTION,
  },
  {
    id: 'saf-1406',
    text: "A 29-year-old woman at 34 weeks' gestation in her first pregnancy presents with a frontal headache since this morning that has not responded to paracetamol.",
    age: 29,
    sex: 'female',
    pregnant: true,
    facts: [
      'She has noticed flashing lights and blurring of her vision.',
      'She has pain just below her ribs on the right side.',
      'Her face and hands have become noticeably swollen over the past 2 days.',
      'Her blood pressure at home reads 158/104.',
    ],
    denies: ['No vaginal bleeding.', 'Fetal movements are normal.', 'No fever.', 'No leaking of fluid.'],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'vignette-style-pre-eclampsia-headache-visual-disturbance',
    source: NG133,
  },
  {
    id: 'saf-1407',
    text: 'A 19-year-old university student presents with a 12-hour history of fever, malaise and generalised myalgia. His flatmate says he assumed it was flu.',
    age: 19,
    sex: 'male',
    facts: [
      'His hands and feet are cold to the touch despite the fever.',
      'His legs ache so much that he cannot stand.',
      'He has vomited twice.',
      'He has developed a purple rash on his legs that does not fade when a glass is pressed against it.',
      'He is becoming increasingly drowsy.',
    ],
    denies: ['No recent travel abroad.', 'No cough.', 'No sore throat.'],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'vignette-style-meningococcal-septicaemia-as-flu',
    source: NG240,
  },
  {
    id: 'saf-1408',
    text: 'A 42-year-old woman reports itchy lips and a tingling mouth that started 15 minutes after eating chicken satay at a restaurant. She has taken an antihistamine.',
    age: 42,
    sex: 'female',
    facts: [
      'Her lips and tongue are visibly swelling.',
      'Her throat feels tight and her voice has become hoarse.',
      'She is wheezy and SOB.',
      'An erythematous urticarial rash is spreading over her chest.',
      'She has a known peanut allergy but does not carry an adrenaline auto-injector.',
    ],
    denies: ['No history of asthma.', 'No previous anaphylaxis.'],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'vignette-style-anaphylaxis-as-oral-itch',
    source: ANAPHYLAXIS,
  },

  // ── urgent: to be seen within 24 hours ──────────────────────────────────────────────────
  {
    id: 'saf-1409',
    text: 'A 27-year-old woman who is 20 weeks pregnant presents with a 2-day history of dysuria, urinary frequency and suprapubic discomfort.',
    age: 27,
    sex: 'female',
    pregnant: true,
    facts: [
      'Her urine is cloudy and smells offensive.',
      'This is her first pregnancy.',
      'She had a urinary tract infection before the pregnancy.',
    ],
    denies: [
      'No fever or rigors.',
      'No loin pain.',
      'No vomiting.',
      'No vaginal bleeding.',
      'No abdominal cramping or contractions.',
    ],
    minLevel: 'urgent',
    level: 'urgent',
    rule: 'vignette-urgent-lower-uti-in-pregnancy',
    source: NG109,
  },
  {
    id: 'saf-1410',
    text: 'A 24-year-old man who wears soft contact lenses presents with a 1-day history of a painful red right eye with photophobia and watering.',
    age: 24,
    sex: 'male',
    facts: [
      'He sometimes sleeps in his contact lenses.',
      'Vision in the right eye is blurred compared with the left.',
      'He can see a small white spot on the coloured part of the eye.',
    ],
    denies: ['No injury to the eye.', 'No chemical splash.', 'No headache or vomiting.'],
    minLevel: 'urgent',
    level: 'urgent',
    rule: 'vignette-urgent-contact-lens-keratitis',
    source: CKS_RED_EYE,
  },
  {
    id: 'saf-1411',
    text: 'A 55-year-old woman presents saying her left ear has felt blocked since she woke up yesterday. She thinks it may be wax and asks about ear drops.',
    age: 55,
    sex: 'female',
    facts: [
      'The hearing loss came on overnight.',
      'She cannot hear anything through the left ear on the telephone.',
      'She has a new high-pitched ringing in the left ear.',
    ],
    denies: [
      'No ear pain.',
      'No discharge from the ear.',
      'No recent cold or blocked nose.',
      'No vertigo.',
      'No facial weakness.',
      'No headache.',
    ],
    minLevel: 'urgent',
    level: 'urgent',
    rule: 'vignette-urgent-sudden-sensorineural-hearing-loss-as-wax',
    source: NG98,
  },
  {
    id: 'saf-1412',
    text: 'A 34-year-old man presents with pain in the right wrist after falling onto his outstretched hand while skiing yesterday. He can move the wrist and thinks it is a sprain.',
    age: 34,
    sex: 'male',
    facts: [
      'He is tender in the hollow at the base of his thumb.',
      'Gripping and pinching are painful.',
      'The wrist is mildly swollen on the thumb side.',
    ],
    denies: ['No deformity of the wrist.', 'No numbness or tingling in the fingers.', 'No open wound.'],
    minLevel: 'urgent',
    level: 'urgent',
    rule: 'vignette-urgent-suspected-scaphoid-fracture',
    source: NG38,
  },
  {
    id: 'saf-1413',
    text: 'A 7-year-old girl is brought in by her father with a 3-week hx of increased thirst and passing urine more often. She has started wetting the bed again.',
    age: 7,
    sex: 'female',
    facts: [
      'She has lost weight and her clothes are looser.',
      'She is drinking several large bottles of water a day.',
      'She seems more tired than usual.',
    ],
    denies: ['No vomiting.', 'No abdominal pain.', 'No rapid or deep breathing.', 'Not drowsy.'],
    minLevel: 'urgent',
    level: 'urgent',
    rule: 'vignette-urgent-new-type-1-diabetes-child',
    source: NG18,
  },

  // ── routine: book a GP appointment ──────────────────────────────────────────────────────
  {
    id: 'saf-1414',
    text: 'A 51-year-old woman presents with a 3-month history of nocturnal paraesthesia in the thumb, index and middle fingers of her right hand.',
    age: 51,
    sex: 'female',
    facts: [
      'The tingling wakes her at night and shaking the hand relieves it.',
      'She works as a supermarket cashier.',
      'She occasionally drops small objects.',
    ],
    denies: [
      'No neck pain.',
      'No weakness of the legs.',
      'No facial weakness or slurred speech.',
      'The symptoms did not come on suddenly.',
    ],
    minLevel: 'routine',
    level: 'routine',
    rule: 'vignette-routine-carpal-tunnel-nocturnal-paraesthesia',
    source: CKS_CARPAL_TUNNEL,
  },
  {
    id: 'saf-1415',
    text: 'A 44-year-old woman presents with a 4-month history of fatigue, 5 kg weight gain, cold intolerance and constipation.',
    age: 44,
    sex: 'female',
    facts: [
      'Her skin and hair have become dry.',
      'Her periods have become heavier.',
      'Her mother has an underactive thyroid.',
    ],
    denies: [
      'No rectal bleeding.',
      'No breathlessness.',
      'No low mood or thoughts of self-harm.',
      'Not pregnant.',
    ],
    minLevel: 'routine',
    level: 'routine',
    rule: 'vignette-routine-hypothyroid-symptoms',
    source: NG145,
  },
  {
    id: 'saf-1416',
    text: 'A 63-year-old woman reports episodes of vertigo for the past week, each lasting less than a minute and triggered by rolling over in bed or looking up.',
    age: 63,
    sex: 'female',
    facts: [
      'Between episodes she feels completely normal.',
      'She had a similar spell several years ago that settled on its own.',
    ],
    denies: [
      'No hearing loss or tinnitus.',
      'No headache.',
      'No double vision, slurred speech or weakness.',
      'No difficulty walking between episodes.',
      'No vomiting.',
    ],
    minLevel: 'routine',
    level: 'routine',
    rule: 'vignette-routine-bppv-positional-vertigo',
    source: CKS_BPPV,
  },
  {
    id: 'saf-1417',
    text: 'A 72-year-old man presents with a 6-month hx of nocturia three times a night, hesitancy and a poor urinary stream.',
    age: 72,
    sex: 'male',
    facts: ['He has terminal dribbling.', 'He feels his bladder does not empty completely.'],
    denies: [
      'No haematuria.',
      'No dysuria or fever.',
      'He is still able to pass urine.',
      'No back pain or leg weakness.',
      'No weight loss.',
    ],
    minLevel: 'routine',
    level: 'routine',
    rule: 'vignette-routine-male-luts-nocturia',
    source: CG97,
  },

  // ── self-care, several told with alarming medical words ────────────────────────────────
  {
    id: 'saf-1418',
    text: 'A 70-year-old man presents after his wife noticed a bright red haemorrhage covering the white of his left eye this morning. He has had a cold with a bad cough for several days.',
    age: 70,
    sex: 'male',
    facts: ['The red patch is flat with clear edges.', 'It was there when he woke up.'],
    denies: [
      'No eye pain.',
      'No change in vision.',
      'No discharge.',
      'No photophobia.',
      'No injury to the eye.',
      'Not taking warfarin or any other anticoagulant.',
      'No headache.',
      'No previous episodes.',
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'vignette-self-care-subconjunctival-haemorrhage',
    source: CKS_SUBCONJUNCTIVAL,
  },
  {
    id: 'saf-1419',
    text: 'A 30-year-old man reports fresh rectal bleeding for 4 days, seen as bright red blood on the toilet paper after opening his bowels.',
    age: 30,
    sex: 'male',
    facts: [
      'He has been constipated and straining for a week.',
      'He can feel a small soft lump at the anus that goes back in on its own.',
      'The area is itchy.',
    ],
    denies: [
      'No blood mixed in with the stool.',
      'No black stools.',
      'No weight loss.',
      'No abdominal pain.',
      'No family history of bowel cancer.',
      'Not dizzy or faint.',
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'vignette-self-care-haemorrhoids-rectal-bleeding',
    source: CKS_HAEMORRHOIDS,
  },
  {
    id: 'saf-1420',
    text: 'A 3-month-old girl is brought in by her mother, who reports regurgitation of milk after most feeds since birth.',
    age: 0.25,
    sex: 'female',
    facts: [
      'The milk comes up effortlessly, usually a mouthful at a time.',
      'She is feeding well and gaining weight along her centile.',
      'She has plenty of wet nappies.',
      'She is otherwise happy and settled.',
    ],
    denies: [
      'No projectile vomiting.',
      'No green or bloody vomit.',
      'No fever.',
      'No blood in the stools.',
      'Not unusually drowsy.',
      'No distress or back-arching during feeds.',
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'vignette-self-care-infant-regurgitation',
    source: NG1,
  },
  {
    id: 'saf-1421',
    text: 'A 45 y/o woman presents with a 10-day history of productive cough with green sputum following a cold.',
    age: 45,
    sex: 'female',
    facts: [
      'She has a mild sore throat and a blocked nose.',
      'She is eating and sleeping normally.',
      'She is a non-smoker.',
    ],
    denies: [
      'No shortness of breath.',
      'No chest pain.',
      'No haemoptysis.',
      'No fever now.',
      'No asthma or COPD.',
      'Not confused.',
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'vignette-self-care-acute-cough-purulent-sputum',
    source: NG120,
  },
  {
    id: 'saf-1422',
    text: 'A 26-year-old woman who is 8 weeks pregnant presents with a 2-week history of N&V, worse in the mornings.',
    age: 26,
    sex: 'female',
    pregnant: true,
    facts: [
      'She vomits about once a day.',
      'She is keeping fluids and small meals down.',
      'She is passing urine normally.',
    ],
    denies: [
      'No abdominal pain.',
      'No vaginal bleeding.',
      'No dizziness or fainting.',
      'No blood in the vomit.',
      'No weight loss.',
      'No fever.',
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'vignette-self-care-mild-nausea-vomiting-pregnancy',
    source: CKS_NVP,
  },
  {
    id: 'saf-1423',
    text: 'A 28-year-old man presents with a 3-day history of right otalgia and itch with a small amount of otorrhoea, after a week of daily swimming.',
    age: 28,
    sex: 'male',
    facts: ['The ear hurts when he pulls on the earlobe.', 'His hearing is slightly muffled on that side.'],
    denies: [
      'No fever.',
      'No swelling or redness behind the ear.',
      'No diabetes.',
      'Not immunosuppressed.',
      'No facial weakness.',
      'No dizziness.',
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'vignette-self-care-otitis-externa-otorrhoea',
    source: CKS_OTITIS_EXTERNA,
  },
  {
    id: 'saf-1424',
    text: 'A 22-year-old woman presents with a 2-week history of difficulty falling asleep, which she attributes to stress about her university exams next month.',
    age: 22,
    sex: 'female',
    facts: [
      'She lies awake for about an hour most nights.',
      'She has been drinking several energy drinks a day during revision.',
      'She is still enjoying seeing her friends.',
    ],
    denies: [
      'No low mood.',
      'No thoughts of self-harm or suicide.',
      'No alcohol or drug use.',
      'No palpitations.',
      'No snoring or pauses in breathing at night.',
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'vignette-self-care-short-term-insomnia-exams',
    source: CKS_INSOMNIA,
  },
];
