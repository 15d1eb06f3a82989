import { describe, expect, it } from 'vitest';
import { readFindings } from '../test-reading';

const present = (text: string) =>
  Object.entries(readFindings(text))
    .filter(([, isPresent]) => isPresent)
    .map(([id]) => id);

describe('case-note wording: a sign with its body site, in the writer’s order', () => {
  it.each([
    ['On examination the right upper eyelid is red and swollen.', 'eyelid_swelling'],
    ['A tender, pulsatile mass is felt above the umbilicus.', 'pulsatile_abdominal_mass'],
    ['He describes a dragging fullness in the right hemiscrotum.', 'scrotal_swelling'],
    ['She noticed a tender swelling on the left labia three days ago.', 'vulval_lump'],
    ['Several small painless bumps have appeared on the shaft of his penis.', 'genital_lumps'],
    ['Multiple shallow genital ulcers with surrounding redness.', 'genital_sores'],
    ['The nail of the left great toe is thickened and yellow.', 'thick_discoloured_nail'],
    ['Her periods have become heavier, with flooding on the second day.', 'heavy_periods'],
    ['Menstrual cramps are so bad she misses school.', 'period_pain'],
    ['Vertigo comes on whenever she rolls over in bed.', 'positional_vertigo'],
    [
      'Tingling and burning pain on the left side of the back, then a blistering rash there.',
      'one_sided_band_rash',
    ],
    ['Her anaemia has been unresponsive to six months of oral iron.', 'iron_tablets_no_help'],
    ['The cough did not improve despite a course of antibiotics.', 'recent_antibiotics'],
    [
      'A cramping ache in the right calf after walking two hundred metres, relieved by rest.',
      'calf_pain_walking',
    ],
    ['An ulcer on the shin that is slow to heal.', 'non_healing_skin_sore'],
    ['Progressive deterioration of vision in both eyes over a year.', 'gradual_vision_loss'],
    ['Breathless when lying flat; sleeps on three pillows.', 'orthopnoea'],
    ['Urinary leakage when she coughs or jumps.', 'stress_urine_leak'],
    ['Drenching sweats at night for a month.', 'night_sweats'],
    ['Episodes of feeling hot and flushed several times a day.', 'hot_flushes'],
    ['Raised, red, itchy welts come and go on his trunk.', 'hives'],
    ['The baby has had fewer wet nappies since yesterday.', 'dehydration_signs'],
    ['She has been refusing feeds all day.', 'poor_feeding'],
    ['Her cough has a seal-like bark and is worse at night.', 'barking_cough'],
    ['Left-sided chest pain that catches on deep inspiration.', 'pleuritic_chest_pain'],
    ['Pain on the left side of the chest, worse on deep inspiration.', 'pleuritic_chest_pain'],
    ['Exertional dyspnoea for two months.', 'breathless_on_exertion'],
    ['He has gained 12 kg over the past year.', 'weight_gain'],
    ['Bruising easily without any injury.', 'easy_bruising'],
    ['Ear pain and discharge after a week of swimming lessons.', 'swimming_ear'],
    ['Scaly, erythematous patches on the elbows.', 'rash'],
    ['A hot, tender, swollen left ankle since this morning.', 'acute_single_joint_red_hot'],
    ['Since yesterday my bottom feels numb, like it belongs to someone else.', 'saddle_numbness'],
    ["When I wipe after the toilet it feels odd, I can't feel the paper properly.", 'saddle_numbness'],
    ["He hasn't had the urge to pee all day.", 'cannot_pass_urine'],
    ['I have to strain to get my wee going.', 'weak_urine_stream'],
    ['Sharp pain low down on the right side of her tummy.', 'right_lower_abdominal_pain'],
    ['Constant ache in the lower left part of my abdomen.', 'left_lower_abdominal_pain'],
    ['He is only managing half his usual bottle.', 'poor_feeding'],
    ['She has fast, shallow, noisy breathing.', 'fast_breathing'],
    ['Breast mass. Noticed in the shower two days ago.', 'breast_lump'],
    ['A firm mobile mass in the upper outer part of her left breast.', 'breast_lump'],
    ['Red, sore shoulders after falling asleep sunbathing at the beach.', 'sunburn'],
  ])('%s → %s', (text, id) => {
    expect(present(text)).toContain(id);
  });

  it.each([
    // Near misses that share the words.
    ['My last period was seven weeks ago and now I have pain low down.', 'period_pain'],
    ['Both breasts feel heavy and sore the week before my period.', 'heavy_periods'],
    ['A painless sore on the penis for two weeks.', 'genital_sores'],
    ['Morning stiffness that wears off in less than five minutes.', 'morning_stiffness_long'],
    ['My shoulder aches after swimming front crawl.', 'swimming_ear'],
    ['A pulsing lump in the side of the neck.', 'pulsatile_abdominal_mass'],
    ['Sudden loss of vision in the right eye this morning.', 'gradual_vision_loss'],
    ['Calf pain and swelling since the long flight; it hurts to walk.', 'calf_pain_walking'],
    ['Hot and cold spells with a temperature of 39.', 'hot_flushes'],
    ['Four home pregnancy tests were all negative.', 'pregnancy_possible'],
    ['She is African American.', 'travel_malaria_area'],
    ['Minor pain on palpation of the eyelid.', 'palpitations'],
    ['She is single and works as a teacher.', 'one_sided_band_rash'],
    ['Bumps on her labia and perineum that she noticed in the shower.', 'perineal_pain'],
    ['Painful genital lesions that have joined into ulcers.', 'mouth_ulcers'],
    ['A history of congestive heart failure.', 'runny_nose'],
    ['Small red spots all over her body.', 'acne'],
    ['Both knees are warm and swollen every morning.', 'acute_single_joint_red_hot'],
    ['My knee is swollen since I twisted it, but it is not hot.', 'acute_single_joint_red_hot'],
    ['Pain in the buttock and numbness down the leg to the foot.', 'saddle_numbness'],
    ['My bum went numb on a long bike ride.', 'saddle_numbness'],
    ['Her breast lump has reduced in size.', 'poor_feeding'],
    ['Pain in the lower left side of my back.', 'left_lower_abdominal_pain'],
    ['She uses fewer nappies than she should, to save money.', 'dehydration_signs'],
    ['Both breasts feel lumpy the week before my period.', 'breast_lump'],
    ['I sat in the sun reading for hours.', 'sunburn'],
  ])('%s is not read as %s', (text, id) => {
    expect(present(text)).not.toContain(id);
  });
});
