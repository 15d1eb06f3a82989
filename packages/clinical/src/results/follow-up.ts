import type { FollowUpStep } from '@labwise/domain';
import { TEST_NAMES } from '../kb/catalog';
import type { Reading } from './read';

export type NextStep = Omit<FollowUpStep, 'test_id' | 'price'>;

/** The catalog tests that report each analyte: having the analyte means the test was done. */
const TESTS_OF_ANALYTE: Readonly<Record<string, readonly string[]>> = {
  '3016-3': ['TSH'],
  '3024-7': ['FT4'],
  '4548-4': ['HBA1C'],
  '2345-7': ['GLU'],
  '2276-4': ['FERR'],
  '1988-5': ['CRP'],
  '4537-7': ['ESR'],
  '2160-0': ['CREA'],
  '3084-1': ['URIC'],
  '2132-9': ['B12'],
  '2284-8': ['FOL'],
  '62292-8': ['VITD'],
  '31017-7': ['TTG'],
  '718-7': ['CBC'],
  '787-2': ['CBC'],
  '6690-2': ['CBC'],
  '777-3': ['CBC'],
  '17861-6': ['CMP'],
  '2951-2': ['CMP'],
  '2823-3': ['CMP'],
  '1742-6': ['CMP'],
  '1920-8': ['CMP'],
  '1975-2': ['CMP'],
  '13457-7': ['LIPID'],
  '2093-3': ['LIPID'],
  '2085-9': ['LIPID'],
  '2571-8': ['LIPID'],
  '5802-4': ['UA'],
  '2350-7': ['UA'],
  '2888-6': ['UA'],
};

export interface FollowUpContext {
  readings: readonly Reading[];
  /** Catalog codes ordered or resulted. */
  testsDone: readonly string[];
  /** Findings present in the assessment. */
  present: ReadonlySet<string>;
  /** Condition probabilities before the results. */
  before: ReadonlyMap<string, number>;
}

type Rule = (k: {
  band: (id: string) => boolean;
  anyBand: (...ids: string[]) => boolean;
  done: (code: string) => boolean;
  ctx: FollowUpContext;
}) => NextStep[];

const step = (code: string | null, reason: string, timing: string | null, name?: string): NextStep => ({
  code,
  name: name ?? (code ? (TEST_NAMES[code] ?? code) : ''),
  reason,
  timing,
});

const NOW = 'now';

/**
 * Guideline follow-ups after results. A test "now" is suggested only when it was not just done;
 * a repeat (a later timing) may be a test that was.
 */
const RULES: readonly Rule[] = [
  // NICE NG145: TSH outside range → free T4; a raised TSH without a low free T4 is repeated
  // (TSH rises transiently after illness) before any treatment.
  ({ anyBand, band, done }) => {
    const out: NextStep[] = [];
    const tshHigh = anyBand('tsh_high', 'tsh_very_high');
    const tshLow = anyBand('tsh_low', 'tsh_suppressed');
    if ((tshHigh || tshLow) && !done('FT4'))
      out.push(
        step(
          'FT4',
          'Your TSH is outside the normal range: free T4 shows how much thyroid hormone you make.',
          NOW,
        ),
      );
    if (tshHigh && !band('ft4_low'))
      out.push(
        step(
          'TSH',
          'A raised TSH is checked again (with free T4) before treatment, as it can rise for a while after an illness.',
          'in 6–8 weeks',
        ),
      );
    if (band('tsh_low') && band('ft4_normal'))
      out.push(
        step(
          'TSH',
          'A slightly low TSH with a normal free T4 is checked again before anything is decided.',
          'in 6–8 weeks',
        ),
      );
    return out;
  },
  // ADA 2024 §2: a diabetic-range result is confirmed by a second test unless two tests agree or
  // there are classic symptoms of high blood sugar; prediabetes is re-tested yearly (NICE PH38).
  ({ anyBand, band, done, ctx }) => {
    const a1cDiabetes = band('a1c_diabetes');
    const gluDiabetes = anyBand('glu_diabetes', 'glu_very_high');
    const symptoms = ctx.present.has('excessive_thirst') || ctx.present.has('polyuria');
    const known = ctx.present.has('known_diabetes');
    const out: NextStep[] = [];
    if ((a1cDiabetes || gluDiabetes) && !(a1cDiabetes && gluDiabetes) && !symptoms && !known) {
      if (a1cDiabetes)
        out.push(
          step(
            'HBA1C',
            'Diabetes is diagnosed on two results: a repeat HbA1c (or a fasting glucose) confirms this one.',
            'within 2 weeks',
          ),
        );
      else if (!done('HBA1C'))
        out.push(step('HBA1C', 'Diabetes is diagnosed on two results: an HbA1c confirms this glucose.', NOW));
    }
    if (gluDiabetes && !a1cDiabetes && (symptoms || known) && !done('HBA1C'))
      out.push(step('HBA1C', 'An HbA1c shows your average blood sugar over the last 2–3 months.', NOW));
    if (band('a1c_prediabetes'))
      out.push(
        step(
          'HBA1C',
          'In the prediabetes range, HbA1c is checked once a year to catch diabetes early.',
          'in 12 months',
        ),
      );
    if (band('glu_ifg') && !done('HBA1C'))
      out.push(step('HBA1C', 'A fasting glucose in the prediabetes range is followed by an HbA1c.', NOW));
    return out;
  },
  // NICE CKS anaemia / BSH 2014: low ferritin → blood count; anaemia → its cause by red-cell size;
  // B12 and folate are checked together (folate is never treated before B12 is known).
  ({ anyBand, done }) => {
    const out: NextStep[] = [];
    const ironLow = anyBand('ferritin_very_low', 'ferritin_low');
    const b12Low = anyBand('b12_low');
    const folLow = anyBand('folate_low');
    const hbLow = anyBand('hb_very_low', 'hb_low_f', 'hb_low_m');
    if ((ironLow || b12Low || folLow) && !done('CBC'))
      out.push(step('CBC', 'A blood count shows whether the low level has caused anaemia.', NOW));
    if (hbLow && anyBand('mcv_low') && !done('FERR'))
      out.push(
        step(
          'FERR',
          'Anaemia with small red cells is most often iron deficiency: ferritin checks your iron stores.',
          NOW,
        ),
      );
    if (hbLow && !anyBand('mcv_low', 'mcv_high') && !done('FERR'))
      out.push(step('FERR', 'Ferritin checks your iron stores, the commonest cause of anaemia.', NOW));
    if ((hbLow && anyBand('mcv_high')) || folLow)
      if (!done('B12'))
        out.push(step('B12', 'Large red cells or a low folate: vitamin B12 is checked too.', NOW));
    if ((hbLow && anyBand('mcv_high')) || b12Low)
      if (!done('FOL')) out.push(step('FOL', 'Low B12 or large red cells: folate is checked too.', NOW));
    return out;
  },
  // NICE NG203: eGFR < 60 is repeated within 3 months to confirm CKD, with a urine albumin test.
  ({ anyBand, done }) => {
    const out: NextStep[] = [];
    if (anyBand('egfr_moderate', 'egfr_severe', 'egfr_failure')) {
      out.push(
        step(
          'CREA',
          'A reduced kidney function is confirmed by a repeat test: CKD means it lasts 3 months or more.',
          'in 3 months',
        ),
      );
      if (!done('UA')) out.push(step('UA', 'A urine test looks for protein, a sign of kidney damage.', NOW));
    }
    return out;
  },
  // NICE NG219: urate with renal function; a normal urate in a flare is repeated once it settles.
  ({ anyBand, done, ctx }) => {
    const out: NextStep[] = [];
    if (anyBand('urate_high') && !done('CREA'))
      out.push(step('CREA', 'Kidney function guides gout treatment and its doses.', NOW));
    if (anyBand('urate_normal') && (ctx.before.get('gout') ?? 0) >= 0.2)
      out.push(
        step(
          'URIC',
          'Uric acid can fall during an attack: a repeat once it has settled is more reliable.',
          '2–4 weeks after the attack settles',
        ),
      );
    return out;
  },
  // NICE CKS vitamin D deficiency: check calcium (and renal function) before treatment.
  ({ anyBand, done }) =>
    anyBand('vitd_deficient', 'vitd_low') && !done('CMP')
      ? [step('CMP', 'Calcium and kidney function are checked before vitamin D treatment.', NOW)]
      : [],
  // NICE NG238: secondary causes of high cholesterol are excluded before a statin.
  ({ anyBand, done }) => {
    const out: NextStep[] = [];
    if (anyBand('ldl_high', 'ldl_very_high', 'chol_high')) {
      if (!done('TSH'))
        out.push(
          step('TSH', 'An underactive thyroid can raise cholesterol: TSH is checked before treatment.', NOW),
        );
      if (!done('HBA1C'))
        out.push(step('HBA1C', 'Blood sugar is part of the heart-risk check before treatment.', NOW));
    }
    return out;
  },
  // Inflammation markers go together when one is raised (BSR PMR 2015).
  ({ anyBand, done }) => {
    const out: NextStep[] = [];
    if (anyBand('esr_high', 'esr_very_high') && !done('CRP'))
      out.push(step('CRP', 'CRP, a second inflammation marker, helps interpret a raised ESR.', NOW));
    if (anyBand('crp_high') && !done('ESR'))
      out.push(step('ESR', 'ESR, a second inflammation marker, helps interpret a raised CRP.', NOW));
    return out;
  },
  // Advice that is not a test.
  ({ anyBand }) => {
    const out: NextStep[] = [];
    if (anyBand('ttg_positive', 'ttg_strong'))
      out.push(
        step(
          null,
          'A positive coeliac test is confirmed by a gut biopsy: keep eating gluten until you have seen your doctor.',
          null,
          'See your doctor about a referral',
        ),
      );
    if (anyBand('nitrite_positive'))
      out.push(
        step(
          null,
          'Your urine test suggests an infection: a doctor or pharmacist can advise on treatment.',
          'within a day or two',
          'Speak to a doctor or pharmacist',
        ),
      );
    return out;
  },
];

/** The follow-ups these results call for, by catalog code, without repeats (advice first when urgent). */
export function nextSteps(ctx: FollowUpContext, urgentAdvice: string | null): NextStep[] {
  const bands = new Set(ctx.readings.map((x) => x.band?.id).filter((id): id is string => !!id));
  const measured = new Set(ctx.readings.flatMap((x) => TESTS_OF_ANALYTE[x.result.loinc] ?? []));
  const doneSet = new Set([...ctx.testsDone, ...measured]);
  const k = {
    band: (id: string) => bands.has(id),
    anyBand: (...ids: string[]) => ids.some((id) => bands.has(id)),
    done: (code: string) => doneSet.has(code),
    ctx,
  };
  const out: NextStep[] = [];
  if (urgentAdvice) out.push(step(null, urgentAdvice, 'today', 'Contact your doctor today'));
  const seen = new Set<string>();
  for (const rule of RULES)
    for (const s of rule(k)) {
      const key = s.code ?? s.name;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(s);
    }
  return out;
}
