import type { SafetyCase } from './types';

const ADRENAL_CRISIS = "NICE CKS Addison's disease (adrenal crisis); NHS: Addison's disease (nhs.uk)";
const CG153 = 'NICE CG153 Psoriasis: assessment and management';
const CKS_GASTROENTERITIS = 'NICE CKS Gastroenteritis';
const CKS_NAPPY_RASH = 'NICE CKS Nappy rash; AAP (HealthyChildren.org) Diaper rash';
const CKS_PID = 'NICE CKS Pelvic inflammatory disease';
const CKS_SCIATICA =
  'NICE CKS Sciatica (lumbar radiculopathy) and NICE NG59 Low back pain and sciatica in over 16s (suspected cauda equina syndrome)';
const NG9 = 'NICE NG9 Bronchiolitis in children: diagnosis and management';
const NG84 = 'NICE NG84 Sore throat (acute): antimicrobial prescribing (FeverPAIN)';
const NG88 = 'NICE NG88 Heavy menstrual bleeding: assessment and management';
const NG141 = 'NICE NG141 Cellulitis and erysipelas: antimicrobial prescribing; NICE CKS Cellulitis';
const NG222 = 'NICE NG222 Depression in adults: treatment and management; NICE CKS Depression (suicide risk)';
const NG225_PARACETAMOL =
  'NICE NG225 Self-harm: assessment, management and preventing recurrence; NICE CKS Poisoning or overdose (paracetamol)';

/**
 * Seventeenth round (held-out half): 12 cases written in the style of published symptom-checker evaluation
 * vignettes and clinical case notes (Semigran et al. BMJ 2015, Hill et al. MJA 2020, primary-care teaching
 * vignettes) — third person, clinical wording, medical terms, abbreviations now and then and American
 * spellings in some — with stories different from the development half's and the earlier rounds'. Several
 * emergencies open as if they were minor and several minor problems open with alarming words, and about
 * half keep a decisive feature in the facts, so that an interview has to ask for it. Written by the
 * clinical team from guidelines (NICE, NICE CKS, NHS, AAP) and clinical judgement, from the outside,
 * without reading the knowledge base or the parser, before any change it judges: 4 emergency, 3 urgent,
 * 2 routine, 3 self-care.
 *
 * HELD OUT: never read these cases, or their results case by case, while tuning the engine, its knowledge
 * base or its parser. Only their totals may be looked at, after a change is made, to measure it.
 */
export const SAFETY_HELDOUT_SEVENTEENTH_ROUND: readonly SafetyCase[] = [
  // ── emergencies ─────────────────────────────────────────────────────────────────────────
  {
    id: 'saf-h-1401',
    text: 'A 45-year-old man with a hx of recurrent low back pain presents with a 2-day flare of back pain radiating down both legs, which began after a weekend of gardening.',
    age: 45,
    sex: 'male',
    facts: [
      'He has numbness around his back passage and inner thighs when he wipes.',
      'He has had difficulty starting to pass urine since yesterday.',
      'He feels his bladder does not empty.',
      'He has new weakness lifting his left foot.',
    ],
    denies: ['No fever.', 'No history of cancer.', 'No fall or injury.'],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'vignette-style-cauda-equina-as-back-pain-flare',
    source: CKS_SCIATICA,
  },
  {
    id: 'saf-h-1402',
    text: "A 35-year-old woman with Addison's disease presents with a 1-day history of N&V and diarrhoea, which she thinks is a stomach bug going round her office.",
    age: 35,
    sex: 'female',
    facts: [
      'She has vomited her morning hydrocortisone twice.',
      'She feels very dizzy when she stands and nearly fainted.',
      'She has severe generalised abdominal pain and muscle cramps.',
      'She has an emergency hydrocortisone injection kit at home but has not used it.',
    ],
    denies: ['No blood in the vomit.', 'Not pregnant.'],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'vignette-style-adrenal-crisis-as-stomach-bug',
    source: ADRENAL_CRISIS,
  },
  {
    id: 'saf-h-1403',
    text: "A 10-week-old boy is brought in by his parents with a 3-day history of coryza and cough. They describe him as 'a bit chesty' and less interested in feeds.",
    age: 0.19,
    sex: 'male',
    facts: [
      'He is taking less than half of his usual feeds.',
      'His parents have seen him stop breathing for about 15 seconds twice today.',
      'He is grunting and the skin between his ribs sucks in with each breath.',
      'He has had only one wet nappy in the last 12 hours.',
    ],
    denies: ['No rash.', 'Not vomiting.'],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'vignette-style-bronchiolitis-apnoea-infant',
    source: NG9,
  },
  {
    id: 'saf-h-1404',
    text: "A 23-year-old woman reports that she took 'a few extra' paracetamol tablets yesterday evening after an argument with her partner. She says she feels fine and does not want a fuss.",
    age: 23,
    sex: 'female',
    facts: [
      'She took 24 tablets of 500 mg over about 2 hours.',
      'She weighs about 55 kg.',
      'She has had some nausea this morning.',
      'She has self-harmed by cutting in the past.',
    ],
    denies: ['No other medicines or alcohol taken with the tablets.', 'No abdominal pain so far.'],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'vignette-style-paracetamol-overdose-feels-fine',
    source: NG225_PARACETAMOL,
  },

  // ── urgent ──────────────────────────────────────────────────────────────────────────────
  {
    id: 'saf-h-1405',
    text: 'A 22-year-old woman presents with a 4-day history of bilateral lower abdominal pain and a change in her vaginal discharge.',
    age: 22,
    sex: 'female',
    facts: [
      'She has deep pain during intercourse.',
      'She has had some bleeding after sex.',
      'Her temperature was 37.9 °C this morning.',
      'She has had a new sexual partner in the last 3 months.',
      'Her pregnancy test today was negative.',
    ],
    denies: ['No shoulder-tip pain.', 'No fainting.', 'No vomiting.', 'No heavy vaginal bleeding.'],
    minLevel: 'urgent',
    level: 'urgent',
    rule: 'vignette-urgent-pelvic-inflammatory-disease',
    source: CKS_PID,
  },
  {
    id: 'saf-h-1406',
    text: 'A 38-year-old man presents with a 6-week history of low mood, anhedonia, early-morning waking and poor appetite following redundancy.',
    age: 38,
    sex: 'male',
    facts: [
      'He has had thoughts that his family would be better off without him.',
      'He has been drinking more alcohol in the evenings.',
      'He lives with his wife and two children.',
    ],
    denies: [
      'No plan to end his life.',
      'No preparations or attempts.',
      'Has not self-harmed.',
      'No hallucinations.',
    ],
    minLevel: 'urgent',
    level: 'urgent',
    rule: 'vignette-urgent-depression-passive-suicidal-ideation',
    source: NG222,
  },
  {
    id: 'saf-h-1407',
    text: 'A 61-year-old man presents with a 2-day history of an erythematous, warm, swollen area on his left shin spreading from a scratch.',
    age: 61,
    sex: 'male',
    facts: [
      'The redness has spread by several centimetres since yesterday.',
      'He felt feverish and shivery last night, with a temperature of 38.1 °C.',
      'PMH of type 2 diabetes on metformin.',
    ],
    denies: [
      'No confusion.',
      'No breathlessness.',
      'No blistering or dusky discolouration of the skin.',
      'The pain is not out of proportion to how the leg looks.',
      'No vomiting.',
    ],
    minLevel: 'urgent',
    level: 'urgent',
    rule: 'vignette-urgent-lower-leg-cellulitis-with-fever',
    source: NG141,
  },

  // ── routine ─────────────────────────────────────────────────────────────────────────────
  {
    id: 'saf-h-1408',
    text: 'A 38-year-old woman presents with a 6-month history of heavy menstrual bleeding with clots, changing pads every 2 hours on the heaviest days. She was told she had mild anemia at a blood donation session.',
    age: 38,
    sex: 'female',
    facts: [
      'She feels tired and a little breathless climbing stairs.',
      'Her periods are regular.',
      'She has noticed she craves ice.',
    ],
    denies: [
      'No bleeding between periods or after sex.',
      'No pelvic pain.',
      'No chest pain.',
      'No fainting.',
      'Not pregnant.',
    ],
    minLevel: 'routine',
    level: 'routine',
    rule: 'vignette-routine-heavy-menstrual-bleeding-anemia',
    source: NG88,
  },
  {
    id: 'saf-h-1409',
    text: 'A 33-year-old man presents with a 2-month history of well-demarcated, erythematous, scaly plaques on both elbows, both knees and the scalp.',
    age: 33,
    sex: 'male',
    facts: [
      'The plaques are mildly itchy.',
      'His father has psoriasis.',
      'Over-the-counter moisturisers have not helped.',
    ],
    denies: [
      'No joint pain or swelling.',
      'No fever.',
      'Not feeling unwell.',
      'The redness is not spreading over most of the body.',
      'No pustules.',
    ],
    minLevel: 'routine',
    level: 'routine',
    rule: 'vignette-routine-plaque-psoriasis',
    source: CG153,
  },

  // ── self-care ───────────────────────────────────────────────────────────────────────────
  {
    id: 'saf-h-1410',
    text: 'A 26-year-old man presents with a 2-day history of watery diarrhea and abdominal cramps, starting the day after he returned from a holiday in Spain.',
    age: 26,
    sex: 'male',
    facts: [
      'He is opening his bowels about five times a day.',
      'He is drinking plenty and passing urine normally.',
      'His friend who travelled with him has the same symptoms.',
    ],
    denies: [
      'No blood in the stool.',
      'No fever.',
      'No severe abdominal pain.',
      'Not dizzy on standing.',
      'No vomiting.',
      'No recent antibiotics.',
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'vignette-self-care-travelers-diarrhea',
    source: CKS_GASTROENTERITIS,
  },
  {
    id: 'saf-h-1411',
    text: 'A 10-month-old girl is brought to a pediatric clinic with a 3-day history of an erythematous diaper rash.',
    age: 0.83,
    sex: 'female',
    facts: [
      'The redness is on the exposed skin and spares the skin creases.',
      'She has had slightly loose stools for a few days while teething.',
      'She is feeding and playing normally.',
    ],
    denies: [
      'No fever.',
      'No blisters, pus or weeping.',
      'No rash elsewhere on her body.',
      'No spots that do not fade under a glass.',
      'Not drowsy or unusually irritable.',
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'vignette-self-care-irritant-diaper-rash',
    source: CKS_NAPPY_RASH,
  },
  {
    id: 'saf-h-1412',
    text: 'A 19-year-old woman presents with a 2-day history of sore throat, odynophagia and pyrexia of 37.9 °C.',
    age: 19,
    sex: 'female',
    facts: ['She has a runny nose and a cough.', 'She is managing to drink fluids.'],
    denies: [
      'No difficulty breathing.',
      'No drooling or difficulty swallowing saliva.',
      'No muffled voice.',
      'Can open her mouth fully.',
      'No rash.',
      'No pus on the tonsils.',
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'vignette-self-care-viral-pharyngitis-pyrexia',
    source: NG84,
  },
];
