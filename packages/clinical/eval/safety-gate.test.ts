import { describe, expect, it } from 'vitest';
import { engine } from '../src/index';
import { fromText } from './cases';
import { PATHS, type EvalPath } from './paths';
import { figures } from './report';
import { SAFETY_ALL } from './safety';

/**
 * The triage safety gate, on the whole safety set (development and held-out) and on every path.
 *
 * The targets are 0 emergencies below emergency and safe triage for at least 97% of the cases.
 * They are not reached yet (docs/clinical-evaluation.md says why: mostly findings the free-text
 * parser does not read), so the gate is a ratchet: it fails when any path sends more emergencies
 * below emergency, or triages more cases below their lowest safe level, than the recorded floor.
 * Lower a floor when the engine improves; never raise it.
 */
export const TARGETS = { missedEmergencies: 0, safe: 0.97 } as const;

// The fifth to eighth rounds (2026-11-27, 280 cases: 186 development, 94 held out, many in
// case-note wording) were written before any change they judge. Reading severity signs as concepts
// (the words of a sign in any order within a sentence, parse/concepts/) lowered both counts on
// every path. The ninth round (44 cases of home-device readings: 30 development, 14 held out) was
// written before readings typed as numbers were read (parse/readings.ts). The tenth round (44
// cases on the line between self-care and a clinician: 30 development, 14 held out) was written
// before the fever rules followed NICE NG143's amber features and self-care could rest on a
// condition's share of the explanations; on the whole set of 761 cases the engine before that
// change sent 19 / 25 / 25 emergencies below emergency and triaged 28 / 34 / 36 cases below their
// lowest safe level (static / interactive / AI page). These floors are its figures after it, and
// after an empty report stopped reaching self-care by share (saf-174, a carer's account of
// delirium, had come out self-care in the interview). The eleventh round (40 everyday minor
// complaints and their look-alikes: 28 development, 12 held out) was written before screening
// followed the complaint and unread words opened with the common emergencies; on the whole set of
// 801 cases the engine before that change gave 16 / 23 / 23 and 27 / 33 / 36. The twelfth round
// (43 emergencies and urgent problems as people really write them, with a few minor near misses:
// 30 development, 13 held out) was written before suicide's final acts, sepsis without a fever,
// appendicitis as parents tell it and the other wording it needed were read; on the whole set of
// 844 cases the engine before that change gave 20 / 29 / 28 and 32 / 44 / 45, and 14 / 21 / 22
// and 23 / 30 / 34 after it. Reading case-note wording and common complaints in people's own order
// (written against the diagnosis set and the external set, 2026-11-28) lowered them again without
// a new safety round; these floors are its figures (the AI page's after sudden constant vertigo
// became a same-day check). Reading weeks "into her first pregnancy" and pre-eclampsia's swelling
// of the face and hands (2026-11-29) brought the AI page's to 17 / 28. The thirteenth round (36
// emergencies, urgent problems and near misses told sideways: 24 development, 12 held out;
// 2026-11-29) was written before a child's laboured breathing, new diabetes in parents' words, a
// spouse's report of a stroke and the other readings it needed; on the whole set of 880 cases the
// engine before that change gave 13 / 24 / 20 and 22 / 36 / 32, and these floors after it (the
// interview's unsafe floor is one above the old one because the new held-out cases brought
// failures the old set did not have; on the old 844 cases it is no higher than before). The
// fourteenth round (36 more, 24 development and 12 held out; 2026-11-29) was written before pain
// out of proportion to a wound, a hernia that will not go back, pads soaked in an hour, a toddler
// found with opened tablets, a swollen eyelid with double vision and the other readings it needed;
// on the whole set of 916 cases the engine before that change gave 16 / 25 / 20 and 25 / 38 / 31,
// and 11 / 18 / 15 and 20 / 30 / 26 after it. The fifteenth round (36 more, mostly minor problems
// told with frightening words and the emergencies hidden among them: 24 development, 12 held out)
// brought failures of its own (12 / 21 / 16 and 21 / 33 / 27 on the 952 cases); these floors are
// the figures after the readings it needed (a hand that "just let go", a smile that "didn't go
// up", durations in months and years, a glass test that fades, a stubbed toe, nappy rash): 12 /
// 20 / 16 and 21 / 32 / 27. The sixteenth round (36 more, short first messages whose dangers the
// interview has to find by asking: 24 development, 12 held out) gave 14 / 26 / 20 and 23 / 42 / 33
// on the 988 cases before the questions it needed (a boy's tummy ache brings his testicles, low
// mood the suicide question, fainting the pregnancy one, half a face that feels wrong the droop
// one, a fever after a birth its sepsis signs, asked once both are known), 13 / 22 / 17 and
// 22 / 37 / 30 after them. The dashboard questionnaire then began asking the safety screen right
// after the concern, as the AI page does (the interview path's 16 / 29 after it). The seventeenth
// round (36 cases in the style of published symptom-checker vignettes and case notes: 24
// development, 12 held out) brings the whole set to 1,024 cases: 13 / 17 / 18 and 23 / 32 / 33
// with it, before any change it judges. These floors are the figures after the readings it
// needed (green vomit, bouts of crying with the knees drawn up, thirst with more urine, a baby's
// milk coming back, "N&V") and after a phrase that says its own "not" stopped being negated again
// ("no pain and can't keep fluids down"), and a tooth that is "killing me" read as toothache
// (11 / 14 / 15 and 21 / 27 / 29). The eighteenth round (36 cases typed by patients and parents on
// a phone, worried self-care problems and emergencies told in passing: 24 development, 12 held
// out) brings the whole set to 1,060 cases: 15 / 18 / 19 and 29 / 34 / 36 with it, before any
// change it judges. These floors are the figures after the readings it needed (spit that will not
// go down, a chip off a hammer in the eye, a plaster cast that hurts more, a laundry pod bitten,
// waters leaking told as wetting oneself, itching palms and soles in pregnancy, a toddler who will
// not use an arm), and a cough of months read as one past three weeks (22 / 28 / 30), then after
// three older development misses: painkillers taken daily for headaches, heartburn for three
// months, a dark streak under a nail, and "can't shake this flu" no longer a tremor. The
// nineteenth round (36 cases on medicines, treatments and procedures: side effects, interactions,
// doses taken wrongly, after an operation or a scope: 24 development, 12 held out) brings the
// whole set to 1,096 cases: 18 / 23 / 25 and 27 / 37 / 40 with it, before any change it judges.
// These floors are the figures after the readings and rules it needed (a marrow-stopping medicine
// read as a weakened immune system, and the interview now asking about one after a fever; a swollen
// tongue told in any order; blood from the mouth after a tonsillectomy; a toddler who "might have
// had" someone's tablets; a rash with a sore mouth or cracked lips and red eyes; tendon pain on a
// quinolone; a tummy "hard as a drum") and the engine's faster gain (choices unchanged); then a
// fever with burning urine read as urgent (NICE NG111) brought 21 / 28 / 32 to 20 / 26 / 30, and a
// drug rash that lists the antibiotics it usually follows, 26 to 25 on the interview.
const FLOOR: Readonly<Record<EvalPath, { missedEmergencies: number; unsafe: number }>> = {
  static: { missedEmergencies: 13, unsafe: 20 },
  interactive: { missedEmergencies: 15, unsafe: 25 },
  ai_guided: { missedEmergencies: 17, unsafe: 30 },
};

describe('triage safety gate (safety set, all paths)', () => {
  const cases = SAFETY_ALL.map((c) => fromText(engine, 'safety', { ...c, diagnoses: [] }));
  const byPath = PATHS.map((path) => ({ path, f: figures(engine, 'safety', cases, path) }));

  it('covers the whole set with its emergencies', () => {
    expect(cases.length).toBe(SAFETY_ALL.length);
    expect(byPath[0]!.f.emergencies).toBeGreaterThan(0);
  });

  for (const { path, f } of byPath) {
    it(`${path}: sends no more emergencies below emergency than the floor`, () => {
      const missed = f.outcomes.filter(
        (o, i) => cases[i]!.minLevel === 'emergency' && o.level !== 'emergency',
      );
      expect(missed.length).toBeLessThanOrEqual(FLOOR[path].missedEmergencies);
    });

    it(`${path}: triages no more cases below their lowest safe level than the floor`, () => {
      expect(f.unsafe.length).toBeLessThanOrEqual(FLOOR[path].unsafe);
    });
  }
});
