import { describe, expect, it } from 'vitest';
import { presentFindings } from '../test-reading';

describe('everyday complaints in the words people use', () => {
  it.each([
    ['My flow has got weaker and it takes ages to get going.', 'weak_urine_stream'],
    ["I'm up two or three times a night to pee.", 'nocturia'],
    ["I never feel like I've completely emptied.", 'incomplete_emptying'],
    ['There was bright red blood on the toilet paper when I wiped.', 'blood_in_stool'],
    ['When I do go it comes out like rabbit droppings.', 'constipation'],
    ["I haven't been for five days.", 'constipation'],
    ['My right ear is really itchy inside.', 'itchy_ear'],
    ['My left ear feels full and blocked since the flight.', 'ear_fullness'],
    ['There is yellow fluid leaking from his ear.', 'ear_discharge'],
    ['It hurts when I tug on my ear.', 'ear_tender_touch'],
    ['Throbbing pain over both cheeks when I bend down.', 'facial_pain'],
    ['My back teeth ache when I chew.', 'toothache'],
    ['Thick silvery scales on my elbows and knees.', 'scaly_plaques'],
    ['The scabs on her chin have gone a golden yellow.', 'honey_crusted_sores'],
    ['My shoulders and hips are so stiff in the mornings.', 'shoulder_hip_stiffness'],
    ['He gets through a bottle of whisky a day.', 'alcohol_excess'],
    ['She needs a drink in the morning to stop the shakes.', 'alcohol_withdrawal_symptoms'],
    ["I've tried to cut down on the booze loads of times.", 'cannot_cut_down_drinking'],
    ['A small lump with a yellow head on the edge of my eyelid.', 'eyelid_lump'],
    ['A gnawing pain in my upper tummy, worse at night.', 'epigastric_pain'],
    ['She has pain in the upper part of her stomach after meals.', 'epigastric_pain'],
    ['Pain localised to the upper abdomen, radiating through to the back.', 'epigastric_pain'],
    ['It hurts just below my ribs in the middle.', 'epigastric_pain'],
    ['He gets a burning sensation in his chest after big meals.', 'heartburn'],
    ['Straight lines on the door frame look distorted in my right eye.', 'distorted_vision'],
    ['Her visual acuity has been gradually getting worse for a year.', 'gradual_vision_loss'],
    ['Woke up with a cramp in my calf last night, it is fine now.', 'muscle_cramp'],
    ['My foot keeps cramping up in bed.', 'muscle_cramp'],
    ['Caught the back of my hand on the oven shelf, a red stripe that stings.', 'minor_burn'],
    ['Grabbed the handle of a hot pan and my fingers are red and sore.', 'minor_burn'],
  ])('%s → %s', (text, id) => {
    expect(presentFindings(text)).toContain(id);
  });

  it.each([
    ['Sharp pain in my right upper tummy under the ribs.', 'epigastric_pain'],
    ['Period cramps low in my tummy.', 'muscle_cramp'],
    ['A cramping pain in my calf when I walk that goes when I stop.', 'muscle_cramp'],
    ['Stomach cramps and diarrhoea since the takeaway.', 'muscle_cramp'],
    ['I cleaned the oven yesterday and now I have a headache.', 'minor_burn'],
    ['Burning chest pain spreading to my jaw, and I am sweating.', 'heartburn'],
    ['An ache in the top part of my stomach on the left side.', 'epigastric_pain'],
    ['Itchy flaky skin between my toes.', 'scaly_plaques'],
    ['A dull ache across my forehead after a day at the screen.', 'facial_pain'],
    ['I drink two litres of water a day.', 'alcohol_excess'],
    ["I'm trying to cut down on cigarettes.", 'cannot_cut_down_drinking'],
    ['Blood in my urine when I pee.', 'blood_in_stool'],
    ['The rash is pale in the middle with a red ring.', 'pallor'],
    ['A red tender swelling on my right upper eyelid.', 'right_upper_abdominal_pain'],
    ['My bowels never feel completely empty.', 'incomplete_emptying'],
  ])('%s is not read as %s', (text, id) => {
    expect(presentFindings(text)).not.toContain(id);
  });

  it('reads "over the last year" as how long it has gone on, and "last year" as the past', () => {
    expect(presentFindings("I've had this cough over the last year")).toContain('cough');
    expect(presentFindings('I had a cough last year')).not.toContain('cough');
  });
});

describe('signs told plainly', () => {
  it.each([
    ['He says he does not need to sleep any more.', 'reduced_need_for_sleep'],
    ['She has spent all her savings on a spending spree this week.', 'elated_mood'],
    ['I woke up this morning with muffled hearing in my right ear.', 'sudden_hearing_loss'],
    ['There is a ringing in my left ear.', 'tinnitus'],
    ['The room has been spinning constantly since yesterday.', 'constant_vertigo'],
    ['His wee has been really foamy for a week.', 'foamy_urine'],
    ['Her eyelids look puffy every morning.', 'facial_puffiness'],
    ['He fell onto an outstretched hand and the wrist is swollen.', 'suspected_fracture'],
    ['A 10-day history of high fever in a toddler.', 'fever_five_days'],
    ['I was visiting family in Ghana for a month.', 'travel_malaria_area'],
  ])('%s → %s', (text, id) => {
    expect(presentFindings(text)).toContain(id);
  });

  it.each([
    ['Her eyes went puffy after a bee sting.', 'facial_puffiness'],
    ['My hearing has gone slowly over the years.', 'sudden_hearing_loss'],
    ['I was with my dad when he had a heart attack.', 'history_heart_disease'],
  ])('%s is not read as %s', (text, id) => {
    expect(presentFindings(text)).not.toContain(id);
  });
});

describe('eye, skin and genital signs as people describe them', () => {
  it.each([
    ['The white of my right eye has a bright red patch but it does not hurt.', 'blood_spot_eye'],
    ['Her eyelid margins are crusted every morning.', 'eyelid_crusting'],
    ['My nose and face go red when I drink wine.', 'facial_flushing'],
    ['A lacy rash on her arms after the red cheeks faded.', 'slapped_cheek'],
    ['A mole on my back that keeps getting bigger.', 'growing_skin_lump'],
    ['A scabby spot on my cheek that never heals.', 'non_healing_skin_sore'],
    ['Little spots on his hands and the soles of his feet.', 'hand_foot_mouth'],
    ['The tip of my penis is red and itchy under the foreskin.', 'foreskin_sore'],
    ['Aching on the outer side of my elbow when I grip.', 'outer_elbow_pain'],
    ['She keeps scratching her bottom at night.', 'anal_itch'],
    ['I saw tiny white wriggling threads around his bottom.', 'threadworms'],
    ['The end of my penis has gone red and sore.', 'foreskin_sore'],
  ])('%s → %s', (text, id) => {
    expect(presentFindings(text)).toContain(id);
  });

  it.each([
    ['Her eyelid is red and hot and swollen.', 'acute_single_joint_red_hot'],
    ['His cheeks are red from teething.', 'facial_flushing'],
    ['An itchy bum and tiny white worms in his poo.', 'anal_itch'],
    ['My headache has gone.', 'headache'],
  ])('%s is not read as %s', (text, id) => {
    expect(presentFindings(text)).not.toContain(id);
  });
});

describe('a tooth that is "killing me"', () => {
  it.each(['Back tooth has been killing me for a week.', 'My teeth are in agony.'])(
    '"%s" is toothache',
    (text) => {
      expect(presentFindings(text)).toContain('toothache');
    },
  );

  it('"my back is killing me" is not', () => {
    expect(presentFindings('My back is killing me.')).not.toContain('toothache');
  });

  it('toothache with a temperature is urgent dental care', async () => {
    const { engine } = await import('../../index');
    const d = engine.diagnose({
      age: 38,
      sex: 'male',
      text: "Back tooth has been killing me for a week, now my face is swollen and I can't open my mouth wide. Temp 38.",
      evidence: [],
    });
    expect(d.triage.level).toBe('urgent');
    expect(d.triage.reasons.join(' ')).toMatch(/Toothache with a temperature/);
  });
});
