import { describe, expect, it } from 'vitest';
import { engine } from '../index';

/**
 * Presentations that need a clinician within 24 hours by guideline, whatever the disease: each is
 * checked on the phrasings people type, and on a near miss that must stay calmer.
 */
const level = (text: string, age = 40, sex: 'male' | 'female' = 'female') =>
  engine.diagnose({ age, sex, evidence: [], text }).triage.level;

describe('urgent by guideline, from patients’ own words', () => {
  it('an injured ankle or foot that cannot take weight (Ottawa rules)', () => {
    expect(level('went over on my ankle and I cannot put weight on it', 24, 'male')).toBe('urgent');
    expect(level('fell off a ladder, cant put any weight on my foot', 50, 'male')).toBe('urgent');
    expect(level('twisted my ankle, it is a bit sore but I can walk on it', 24, 'male')).not.toBe('urgent');
  });

  it('blood in diarrhoea, or in the stools with a fever (NICE CKS Gastroenteritis)', () => {
    expect(level('bloody diarrhoea since this morning', 30, 'male')).toBe('urgent');
    expect(level('I have diarrhea with blood in it', 30, 'male')).toBe('urgent');
    expect(level('loose stools for two days, no blood', 30, 'male')).not.toBe('urgent');
  });

  it('a sore throat or mouth ulcers on drugs that weaken the immune system (BNF: urgent blood count)', () => {
    expect(level('I take methotrexate and now I have a really sore throat', 60)).toBe('urgent');
    expect(level('on azathioprine and my mouth is full of ulcers', 45)).toBe('urgent');
    expect(level('sore throat for two days', 45)).not.toBe('urgent');
  });

  it('a fever with burning urine, loin pain told or not (NICE NG111)', () => {
    expect(level('it stings when I pee and I have a temperature of 38.4', 34)).toBe('urgent');
    expect(level('burning when passing water, feverish and shivery since last night', 52)).toBe('urgent');
    expect(level('it stings when I pee, no temperature', 34)).not.toBe('urgent');
  });

  it('water infection symptoms in pregnancy (NICE NG109)', () => {
    expect(level('I am pregnant and it burns when I wee', 29)).toBe('urgent');
    expect(level('pregnant, needing to pee all the time and it stings', 33)).toBe('urgent');
  });

  it('a sore on the foot of someone with diabetes (NICE NG19)', () => {
    expect(level('type 2 diabetic, I have an ulcer on my foot', 66, 'male')).toBe('urgent');
    expect(level('I have diabetes and a sore on the sole of my foot that will not heal', 58)).toBe('urgent');
  });

  it('hearing lost suddenly (NICE CKS Hearing loss: same-day ENT)', () => {
    expect(level('I suddenly went deaf in my left ear this morning', 52, 'male')).toBe('urgent');
    expect(level('lost the hearing in one ear overnight', 44)).toBe('urgent');
  });

  it.each([
    [50, "I've lost a stone in weight without trying and have night sweats", 'NICE NG12'],
    [40, "I'm passing blood when I wee", 'NICE NG12 visible haematuria'],
    [55, "I've had blood in my poo for 3 weeks", 'NICE NG12 rectal bleeding at 50+'],
    [30, "I think I've broken my wrist, it's swollen and looks bent", 'NICE NG38'],
    [65, 'new headache on one side of my head and my scalp is tender', 'BSR 2020 giant cell arteritis'],
    [35, "I'm hearing voices telling me things and haven't slept", 'NICE CG178'],
    [45, "I'm coughing up blood streaks", 'NICE NG12 haemoptysis'],
    [55, "I'm suddenly very thirsty, weeing a lot and losing weight", 'NICE NG17/NG18'],
    [40, 'I was bitten by a dog and it broke the skin', 'NICE NG184'],
  ])('age %s: "%s" (%s)', (age, text) => {
    expect(level(text, age)).toBe('urgent');
  });

  it('asthma needing the reliever more and more (BTS/SIGN, NICE NG245: poor control)', () => {
    expect(level('my asthma is getting worse, I need my blue inhaler every few hours', 28)).toBe('urgent');
    expect(level('using my reliever inhaler much more than usual this week', 35, 'male')).toBe('urgent');
  });

  it('a board-hard tummy, and the worst tummy pain ever (peritonism: emergency)', () => {
    expect(level('my stomach is rock hard and it hurts to breathe', 45, 'male')).toBe('emergency');
    expect(level('worst pain in my stomach I have ever had', 45, 'male')).not.toBe('self_care');
    expect(level('my tummy is a bit bloated after dinner', 45, 'male')).not.toBe('emergency');
  });

  it('a baby vomiting and passing blood (intussusception: emergency)', () => {
    expect(
      level('my 8 month old is being sick and there is blood in her nappy poo, redcurrant jelly', 0.7),
    ).toBe('emergency');
    expect(level('my toddler has blood in his poo and keeps vomiting', 1.5, 'male')).toBe('emergency');
    expect(level('my 9 year old has been sick twice today', 9, 'male')).not.toBe('emergency');
  });
});

describe('emergencies in patients’ own words', () => {
  it.each([
    [40, 'really heavy tight feeling in my chest and I feel sick and clammy'],
    [40, 'I want to end my life tonight, I have the pills ready'],
    [40, 'my tongue swelled up after eating nuts and I can hardly breathe'],
    [40, 'I suddenly lost the vision in one eye'],
    [40, 'it is like a curtain came down over my vision'],
    [40, 'my leg is cold and white and very painful'],
    [40, 'tearing pain in my chest going through to my back'],
    [40, "severe pain in my belly and I haven't pooed or passed wind for 2 days"],
    [70, "I'm shaking, shivering, feel like I'm going to die and my skin is blotchy"],
    [6, 'my kid swallowed some of my tablets'],
    [55, 'I have pain in my jaw and left arm and feel sweaty and sick'],
    [60, "pain across my chest like a tight band and I'm gasping"],
    [35, "I can't stop the bleeding from a deep cut on my arm, it's spurting"],
    [28, "I'm 30 weeks pregnant and the baby has stopped moving"],
    [30, 'I was stung and my face and throat are swelling up'],
    [65, "I've got sudden severe back pain going into my tummy and I feel faint"],
    [40, "numbness around my bottom and I can't control my bladder since my back pain started"],
    [25, "I'm pregnant and I've got a bad headache and my feet and hands are swollen"],
    [60, "I'm on warfarin and I've got a nosebleed that's lasted an hour"],
  ])('age %s: %s', (age, text) => {
    expect(level(text, age)).toBe('emergency');
  });

  it('chest pain put down to heartburn is checked by a doctor, not left to self-care', () => {
    expect(
      engine.diagnose({
        age: 45,
        sex: 'male',
        evidence: [
          { id: 'chest_pain', present: true },
          { id: 'heartburn', present: true },
        ],
      }).triage.level,
    ).not.toBe('self_care');
  });

  it('a tight band is a headache only around the head', () => {
    expect(engine.parse('pain across my chest like a tight band').map((f) => f.id)).not.toContain(
      'headache_band_like',
    );
    expect(engine.parse('it feels like a tight band around my head').map((f) => f.id)).toContain(
      'headache_band_like',
    );
  });

  it('passing wind is not a blocked bowel', () => {
    expect(level('I passed wind a lot today and feel bloated', 30)).not.toBe('emergency');
    expect(engine.parse('I passed wind a lot today').map((f) => f.id)).not.toContain(
      'bowel_obstruction_signs',
    );
  });
});

describe('emergency by guideline, from a carer’s or patient’s own words', () => {
  it('a head injury followed by vomiting, drowsiness or a fit (NICE NG232: CT within an hour)', () => {
    expect(
      level('my son fell off the sofa and banged his head, he has been sick twice since', 6, 'male'),
    ).toBe('emergency');
    expect(level('hit my head on a cupboard door and now I keep throwing up', 35, 'male')).toBe('emergency');
    expect(level('bumped my head on a cupboard door, small bump, I feel fine', 35, 'male')).not.toBe(
      'emergency',
    );
  });

  it('one-sided pain low down in early pregnancy with dizziness, fainting or shoulder tip pain (NICE NG126)', () => {
    expect(level('6 weeks pregnant, sharp pain low down on the right side and I feel dizzy', 28)).toBe(
      'emergency',
    );
    expect(
      level('I might be pregnant, period is late, pain in my lower left side and I nearly fainted', 31),
    ).toBe('emergency');
    expect(level('pregnant and a dull ache low down, otherwise fine', 28)).not.toBe('emergency');
  });

  it('bleeding in pregnancy with dizziness or fainting (NICE NG126: signs of shock)', () => {
    expect(level('I am 9 weeks pregnant, bleeding and I feel really dizzy', 30)).toBe('emergency');
  });
});

describe('urgent: pain under the right ribs with vomiting (NICE CG188 gallstone disease, acute cholecystitis and pancreatitis)', () => {
  it('is urgent with vomiting, and not with the pain alone', () => {
    expect(level('constant pain under my right ribs since last night and I keep being sick', 46)).toBe(
      'urgent',
    );
    expect(level('pain in the upper right of my tummy after a fatty meal, vomited twice', 38)).toBe('urgent');
    expect(level('a twinge under my right ribs now and then', 38)).not.toBe('urgent');
  });
});

describe('urgent: a fever after travel to where malaria is (NICE CKS Malaria: same-day blood films)', () => {
  it('is urgent with a fever after a trip to Africa, Asia or Central America, and not without the fever', () => {
    expect(
      level('back from a safari in Kenya two weeks ago and now I have a fever and a headache', 34, 'male'),
    ).toBe('urgent');
    expect(level('high temperature and shivers since I got back from a trip to Nigeria', 41)).toBe('urgent');
    expect(level('fever and aching after travelling in Central America for a month', 28, 'male')).toBe(
      'urgent',
    );
    expect(level('back from a holiday in Thailand, a bit jet lagged but fine', 30)).not.toBe('urgent');
  });
});

describe('rigors, not the shivers of flu', () => {
  const findings = (text: string) =>
    engine
      .parse(text)
      .filter((f) => f.present)
      .map((f) => f.id);

  it('reads shaking that cannot be stopped as rigors, and feeling shivery as chills', () => {
    expect(findings('I was shaking uncontrollably with my teeth chattering')).toContain('rigors');
    expect(findings('had rigors last night')).toContain('rigors');
    expect(findings('achy, shivery, bit of a temperature')).toContain('chills_rigors');
    expect(findings('achy, shivery, bit of a temperature')).not.toContain('rigors');
  });

  it('a fever with rigors needs a clinician, within 24 hours after 65; a shivery flu does not', () => {
    expect(level('fever of 39 and shaking attacks I could not stop', 72, 'male')).toBe('urgent');
    expect(level('fever of 39 and shaking attacks I could not stop', 30, 'male')).not.toBe('self_care');
    expect(level('achy, shivery, bit of a temperature and a cough, think its flu', 30, 'male')).toBe(
      'self_care',
    );
  });

  it('any shivering with a weakened immune system is still an emergency (neutropenic sepsis)', () => {
    expect(level('on chemotherapy and I feel shivery', 55)).toBe('emergency');
  });
});
