import type { Evidence } from '@labwise/domain';
import { describe, expect, it } from 'vitest';
import { engine } from '../index';
import { createEngine } from './engine';
import { CANNOT_TELL, TEXT_NOT_UNDERSTOOD } from './triage';

/**
 * The severity layer, the finding hierarchy, the "not modelled" calibration and the stop rule, on
 * the full knowledge base, with the cases of the safety report ("triage that never sends an
 * emergency home").
 */

const yes = (...ids: string[]): Evidence[] => ids.map((id) => ({ id, present: true }));
const no = (...ids: string[]): Evidence[] => ids.map((id) => ({ id, present: false }));
const adult = { age: 35, sex: 'female' as const };

describe('severity layer: triage without naming the disease', () => {
  it('never sends breathlessness alone to self-care', () => {
    const d = engine.diagnose({ ...adult, evidence: yes('shortness_of_breath') });
    expect(['urgent', 'emergency']).toContain(d.triage.level);
    expect(engine.diagnose({ ...adult, evidence: [], text: 'I am breathless' }).triage.level).not.toBe(
      'self_care',
    );
  });

  it('sends a wheezing child with blue lips to emergency care', () => {
    const d = engine.diagnose({
      age: 4,
      sex: 'male',
      evidence: [],
      text: 'he is wheezing and has blue lips',
    });
    expect(d.triage.level).toBe('emergency');
    expect(d.recommendations).toEqual([]);
  });

  it('sends breathlessness at rest to emergency care', () => {
    const d = engine.diagnose({
      ...adult,
      evidence: [],
      text: "I can't finish a sentence, I'm so breathless",
    });
    expect(d.triage.level).toBe('emergency');
  });

  it('raises a fever by age and risk group (NICE NG143, CG151)', () => {
    const fever = (age: number, ...more: string[]) =>
      engine.diagnose({ age, sex: 'male', evidence: yes('fever', ...more) }).triage.level;
    expect(fever(0.1)).toBe('emergency');
    expect(fever(0.4)).toBe('urgent');
    expect(fever(35, 'immunosuppressed')).toBe('emergency');
    expect(
      engine.diagnose({ age: 30, sex: 'female', evidence: yes('fever', 'pregnancy_possible') }).triage.level,
    ).toBe('urgent');
    expect(fever(35)).not.toBe('emergency');
    expect(fever(78)).not.toBe('self_care');
  });

  it("judges a young child's fever by its amber features, not by the fever (NICE NG143)", () => {
    const child = (text: string) => engine.diagnose({ age: 3, sex: 'female', evidence: [], text }).triage;
    const green = child(
      'temperature of 38.2 and a runny nose since yesterday, still playing and drinking well',
    );
    expect(green.level).toBe('self_care');
    expect((green.safety_net ?? []).join(' ')).toMatch(/emergency/);
    for (const amber of [
      'she has had a temperature for 5 days now',
      'fever and she has hardly had a wet nappy today',
      'fever and she is off her food',
    ])
      expect(child(amber).level, amber).toBe('urgent');
  });

  it('allows self-care for one plain minor complaint, not for its dangerous look-alikes', () => {
    const level = (text: string, age = 34) =>
      engine.diagnose({ age, sex: 'female', evidence: [], text }).triage.level;
    for (const minor of ['blister on my heel from new shoes', 'I grazed my knee, it bled a bit and stopped'])
      expect(level(minor), minor).toBe('self_care');
    for (const [text, age] of [
      ['a mole on my back has changed, it got bigger and darker', 34],
      ['hoarse voice for five weeks, I smoke 20 a day', 64],
    ] as const)
      expect(level(text, age), text).toBe('routine');
  });

  it('never reassures on a report with no symptom in it, such as a time alone', () => {
    const d = engine.diagnose({ age: 82, sex: 'female', evidence: yes('duration_under_1_week') });
    expect(d.triage.level).not.toBe('self_care');
    expect(d.triage.reasons).toContain(CANNOT_TELL);
  });

  it('does not send a local lip swelling after a bee sting to emergency care, but does with breathing trouble', () => {
    const local = engine.diagnose({ ...adult, evidence: [], text: 'my lip swelled up after a bee sting' });
    expect(local.triage.level).not.toBe('emergency');
    expect(local.triage.level).not.toBe('self_care');
    const airway = engine.diagnose({
      ...adult,
      evidence: [],
      text: 'my lip swelled up after a bee sting and I am short of breath',
    });
    expect(airway.triage.level).toBe('emergency');
    expect(engine.diagnose({ ...adult, evidence: yes('throat_swelling') }).triage.level).toBe('emergency');
  });

  it('does not read a foot drop as a stroke, but still sends it to a clinician', () => {
    const d = engine.diagnose({ ...adult, evidence: [], text: 'I have foot drop, my left leg is weak' });
    expect(d.triage.level).toBe('urgent');
    expect(engine.diagnose({ ...adult, evidence: yes('one_sided_weakness') }).triage.level).toBe('emergency');
  });

  it('knows the signs of the report: overdose, seizure, testicular pain, vision loss, black stools', () => {
    for (const text of [
      'I took too many tablets',
      'my son had a seizure',
      'sudden testicle pain',
      'I lost my vision in one eye',
      'black tarry stools',
    ]) {
      expect(engine.diagnose({ age: 30, sex: 'male', evidence: [], text }).triage.level, text).toBe(
        'emergency',
      );
    }
  });
});

describe('finding hierarchy', () => {
  it('fills in the general finding from the specific one and never asks it', () => {
    const a = engine.analyse({ ...adult, evidence: yes('productive_cough') });
    expect(a.known.state[engine.compiled.findingIndex.get('cough')!]).toBe(1);
    const joint = engine.analyse({ ...adult, evidence: yes('acute_single_joint_red_hot') });
    expect(joint.known.state[engine.compiled.findingIndex.get('joint_pain')!]).toBe(1);
    for (let left = 10; left > 0; left -= 1) {
      const q = engine.diagnose({
        ...adult,
        evidence: yes('productive_cough'),
        questionsLeft: left,
      }).question;
      expect(q?.question_id).not.toBe('q_cough');
    }
  });

  it('denies the specific finding with the general one, and keeps what the patient said', () => {
    const a = engine.analyse({ ...adult, evidence: no('headache') });
    expect(a.known.state[engine.compiled.findingIndex.get('sudden_severe_headache')!]).toBe(0);
    const said = engine.analyse({ ...adult, evidence: [...no('cough'), ...yes('productive_cough')] });
    expect(said.known.state[engine.compiled.findingIndex.get('cough')!]).toBe(0);
  });
});

describe('honest uncertainty: the "not modelled" hypothesis', () => {
  const flu = yes('fever', 'cough', 'muscle_aches', 'sore_throat', 'fatigue');

  it('moves mass to "other" for a finding the leading condition does not explain', () => {
    const classic = createEngine(engine.kb, {
      plan: { dashboardOpening: [], aiOpening: [], followUpTrigger: '', followUps: [] },
      options: { otherPresentFactor: 1 },
    });
    const evidence = [...flu, ...yes('numbness_tingling')];
    const other = (e: typeof engine) => {
      const a = e.analyse({ ...adult, evidence });
      return a.post[e.compiled.other]!;
    };
    expect(other(engine)).toBeGreaterThan(other(classic));
  });

  it('says it cannot tell, never self-care, when the leader does not explain every finding', () => {
    const d = engine.diagnose({ ...adult, evidence: [...flu, ...yes('numbness_tingling')] });
    expect(d.triage.level).not.toBe('self_care');
    expect(d.triage.reasons).toContain(CANNOT_TELL);
  });

  it('allows self-care when a self-limiting condition explains everything and no sign is met', () => {
    const d = engine.diagnose({
      ...adult,
      evidence: [
        ...yes('runny_nose', 'sore_throat', 'cough', 'duration_under_1_week'),
        ...no('fever', 'shortness_of_breath', 'chest_pain', 'feeling_very_unwell'),
      ],
    });
    expect(d.triage.level).toBe('self_care');
  });

  it('never reassures when nothing in the text could be read', () => {
    const d = engine.diagnose({ ...adult, evidence: [], text: 'blorp zzzt qwerty' });
    expect(d.triage.level).toBe('routine');
    expect(d.triage.reasons).toContain(TEXT_NOT_UNDERSTOOD);
    const state = engine.interview({
      sessionType: 'diagnostic',
      ...adult,
      answers: [{ question_id: 'concern_text', response: 'blorp zzzt qwerty' }],
      budget: 10,
    });
    expect(state.diagnosis.triage.level).not.toBe('self_care');
  });

  it('gives safety-netting text with every result', () => {
    for (const evidence of [yes('one_sided_weakness'), yes('shortness_of_breath'), yes('runny_nose'), []]) {
      const net = engine.diagnose({ ...adult, evidence }).triage.safety_net ?? [];
      expect(net.length).toBeGreaterThan(0);
      expect(net.join(' ')).toMatch(/emergency|today/);
    }
  });
});

describe('stop rule: severity before a confident stop', () => {
  it('asks a severity question before stopping on a confident gastroenteritis', () => {
    const evidence = yes('fever', 'vomiting', 'diarrhoea', 'nausea');
    const a = engine.analyse({ ...adult, evidence, questionsLeft: 8 });
    const top = a.post[a.ranked[0]!]!;
    expect(top).toBeGreaterThanOrEqual(engine.options.confidentStop);
    expect(a.stop).toBeNull();
    const severityFindings = new Set([
      'unable_to_keep_fluids',
      'dehydration_signs',
      'feeling_very_unwell',
      'mottled_skin',
      'confusion',
      'stiff_neck',
      'vomiting_blood',
      'fast_breathing',
      'severe_pain',
      'immunosuppressed',
    ]);
    const asked = engine.compiled.questionById.get(a.diagnosis.question!.question_id)!;
    expect([...asked.touches].some((f) => severityFindings.has(engine.compiled.findings[f]!.id))).toBe(true);
  });

  it('stops once the severity questions that could raise the level are answered', () => {
    const evidence = [
      ...yes('fever', 'vomiting', 'diarrhoea', 'nausea', 'duration_under_1_week'),
      ...no('unable_to_keep_fluids', 'dehydration_signs', 'feeling_very_unwell', 'mottled_skin', 'confusion'),
      ...no(
        'stiff_neck',
        'vomiting_blood',
        'fast_breathing',
        'severe_pain',
        'abdominal_pain',
        'chills_rigors',
      ),
      ...no('pregnancy_possible', 'known_diabetes', 'flank_pain', 'black_stools'),
      // A fever makes the travel screen (malaria) and a weakened immune system (neutropenic sepsis)
      // severity questions once the knowledge base can ask them.
      ...no('travel_malaria_area', 'immunosuppressed'),
    ];
    const a = engine.analyse({ ...adult, evidence, questionsLeft: 5 });
    expect(a.stop).not.toBeNull();
    expect(a.triage.level).not.toBe('emergency');
  });
});
