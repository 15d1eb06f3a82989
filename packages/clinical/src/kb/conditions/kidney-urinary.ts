import { test } from '../catalog';
import type { ConditionDef } from '../types';

const J = 'Clinical judgement';
const UKHSA = 'UKHSA, Diagnosis of urinary tract infections: quick reference tool for primary care (2020)';
const NG118 = 'NICE NG118 Renal and ureteric stones: assessment and management (2019), section 1.1';
const KDIGO =
  'KDIGO 2024 Clinical Practice Guideline for the evaluation and management of chronic kidney disease, Kidney Int 2024';

export const KIDNEY_URINARY_CONDITIONS: readonly ConditionDef[] = [
  {
    id: 'uti',
    name: 'Bladder infection (cystitis)',
    icd10: 'N30.0',
    category: 'Kidneys and urine',
    description: 'An infection of the bladder causing burning when passing urine and needing to go often.',
    urgency: 'routine',
    prior: {
      base: 0.03,
      byAge: { '0-17': 0.5 },
      bySex: { male: 0.3, female: 1.7 },
      source:
        'About half of women have at least one UTI in their lifetime, much less common in men (NICE NG109, 2018); scaled by clinical judgement',
    },
    findings: [
      {
        finding: 'dysuria',
        p: 0.85,
        source: 'Bent et al., Does this woman have an acute uncomplicated UTI? JAMA 2002',
      },
      { finding: 'urinary_frequency', p: 0.8, source: 'Bent et al., JAMA 2002' },
      { finding: 'suprapubic_pain', p: 0.5, source: J },
      {
        finding: 'cloudy_smelly_urine',
        p: 0.45,
        source: 'UKHSA 2020: cloudy urine is a key diagnostic sign',
      },
      { finding: 'blood_in_urine', p: 0.25, source: 'Bent et al., JAMA 2002: haematuria LR about 2' },
      { finding: 'nocturia', p: 0.4, source: 'UKHSA 2020: new nocturia is a key diagnostic sign' },
      {
        finding: 'fever',
        p: 0.1,
        source: 'Fever suggests upper-tract infection rather than cystitis (Bent et al., JAMA 2002)',
      },
      {
        finding: 'flank_pain',
        p: 0.08,
        source: 'Bent et al., JAMA 2002: back pain points to pyelonephritis',
      },
      { finding: 'duration_under_1_week', p: 0.8, source: J },
    ],
    tests: [
      test(
        'UA',
        'Urine dipstick and culture confirm infection and show which antibiotic will work, important in men and when symptoms are not typical.',
        `${UKHSA}; NICE NG109 (2018)`,
      ),
    ],
    source: `NICE NG109 Urinary tract infection (lower): antimicrobial prescribing (2018); ${UKHSA}`,
  },
  {
    id: 'pyelonephritis',
    name: 'Kidney infection (pyelonephritis)',
    icd10: 'N10',
    category: 'Kidneys and urine',
    description:
      'An infection that has spread to the kidney, with fever and pain in the side or back; it needs a clinician within 24 hours.',
    urgency: 'urgent',
    prior: {
      base: 0.004,
      bySex: { male: 0.3, female: 1.7 },
      source:
        'Far less common than cystitis, mostly in women (NICE NG111, 2018); scaled by clinical judgement',
    },
    findings: [
      { finding: 'fever', p: 0.8, source: 'NICE NG111 (2018)' },
      { finding: 'flank_pain', p: 0.85, source: 'NICE NG111 (2018)' },
      { finding: 'chills_rigors', p: 0.5, source: J },
      { finding: 'dysuria', p: 0.65, source: J },
      { finding: 'urinary_frequency', p: 0.6, source: J },
      { finding: 'nausea', p: 0.5, source: 'NICE NG111 (2018)' },
      { finding: 'vomiting', p: 0.3, source: 'NICE NG111 (2018)' },
      { finding: 'cloudy_smelly_urine', p: 0.4, source: J },
      { finding: 'blood_in_urine', p: 0.2, source: J },
      { finding: 'suprapubic_pain', p: 0.3, source: J },
      { finding: 'feeling_very_unwell', p: 0.5, source: J },
      { finding: 'duration_under_1_week', p: 0.8, source: J },
    ],
    tests: [
      test(
        'UA',
        'Urine dipstick and culture confirm the infection and guide the antibiotic.',
        'NICE NG111 Pyelonephritis (acute): antimicrobial prescribing (2018)',
      ),
    ],
    source: 'NICE NG111 Pyelonephritis (acute): antimicrobial prescribing (2018)',
  },
  {
    id: 'kidney_stone',
    name: 'Kidney stone (renal colic)',
    icd10: 'N20.9',
    category: 'Kidneys and urine',
    description:
      'A stone passing from the kidney causes severe pain in the side that comes in waves and can spread to the groin.',
    urgency: 'urgent',
    prior: {
      base: 0.006,
      byAge: { '0-17': 0.1, '18-39': 1, '40-64': 1.3, '65+': 0.8 },
      bySex: { male: 1.4, female: 0.6 },
      source:
        'Lifetime prevalence about 10% in men and 7% in women (EAU Urolithiasis guideline 2024); scaled by clinical judgement',
    },
    findings: [
      { finding: 'flank_pain', p: 0.9, source: NG118 },
      { finding: 'colicky_pain', p: 0.7, source: NG118 },
      { finding: 'sudden_onset', p: 0.75, source: J },
      {
        finding: 'blood_in_urine',
        p: 0.35,
        source: 'Visible blood in a minority; microscopic haematuria in most (EAU 2024)',
      },
      { finding: 'nausea', p: 0.5, source: J },
      { finding: 'vomiting', p: 0.35, source: J },
      {
        finding: 'previous_similar_episodes',
        p: 0.35,
        source: 'Recurrence in up to half within 10 years (EAU 2024)',
      },
      { finding: 'urinary_frequency', p: 0.25, source: J },
      { finding: 'dysuria', p: 0.15, source: J },
      {
        finding: 'fever',
        p: 0.08,
        source: 'Fever with a stone means infection behind an obstruction: a same-day referral (NICE NG118)',
      },
      { finding: 'duration_under_1_week', p: 0.85, source: J },
    ],
    tests: [
      test('UA', 'Blood in the urine supports a stone; signs of infection change the urgency.', NG118),
      test(
        'CREA',
        'Kidney function (creatinine and eGFR) shows whether the stone is affecting the kidney.',
        NG118,
      ),
    ],
    source: `${NG118}; EAU Guidelines on Urolithiasis (2024)`,
  },
  {
    id: 'ckd',
    name: 'Chronic kidney disease',
    icd10: 'N18.9',
    category: 'Kidneys and urine',
    description:
      'Long-term reduced kidney function, usually from diabetes or high blood pressure and often without symptoms early on.',
    urgency: 'routine',
    prior: {
      base: 0.015,
      byAge: { '0-17': 0.05, '18-39': 0.2, '40-64': 1, '65+': 3 },
      source:
        'CKD stages 3 to 5 in about 10% of adults worldwide, far more in old age (Hill et al., PLoS One 2016); scaled by clinical judgement',
    },
    findings: [
      { finding: 'high_bp_reading', p: 0.7, source: KDIGO },
      { finding: 'known_diabetes', p: 0.4, source: KDIGO },
      { finding: 'fatigue', p: 0.45, source: J },
      { finding: 'nocturia', p: 0.35, source: J },
      { finding: 'ankle_swelling', p: 0.25, source: J },
      { finding: 'itchy_skin', p: 0.2, source: 'Uraemic itch in advanced disease (KDIGO 2024)' },
      { finding: 'foamy_urine', p: 0.15, source: 'Frothy urine can reflect proteinuria' },
      { finding: 'loss_of_appetite', p: 0.15, source: J },
      { finding: 'nausea', p: 0.1, source: J },
      { finding: 'history_heart_disease', p: 0.25, source: J },
      { finding: 'nsaid_use', p: 0.15, source: 'Regular NSAIDs harm kidney function (KDIGO 2024)' },
    ],
    tests: [
      test(
        'CREA',
        'Creatinine with eGFR measures kidney function; a low eGFR on two tests three months apart defines CKD.',
        KDIGO,
      ),
      test(
        'UA',
        'Urine protein (ideally the albumin-to-creatinine ratio) shows kidney damage even when eGFR is normal.',
        KDIGO,
      ),
    ],
    source: `${KDIGO}; NICE NG203 Chronic kidney disease: assessment and management (2021)`,
  },
];
