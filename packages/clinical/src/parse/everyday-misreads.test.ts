import { describe, expect, it } from 'vitest';
import { readFindings } from './test-reading';

/**
 * Everyday words that had been read as something else (a pint of water as drinking, eye drops as
 * a drooping face, a coffee table as caffeine), each with the reading that must survive the guard.
 */
const read = readFindings;

describe('not what the word names elsewhere', () => {
  it.each([
    ['I drank 2 pints of water after the run', 'alcohol_excess'],
    ['I drink two glasses of water a day', 'alcohol_excess'],
    ['she has a temp but is drinking loads and still has wet nappies', 'excessive_thirst'],
    ['my new shoes rubbed a blister on the back of my heel', 'achilles_pain'],
    ['a mouth ulcer, white with a red ring round it', 'ring_shaped_rash'],
    ['sneezing and an itchy roof of my mouth', 'itchy_skin'],
    ['peeling skin between my toes, worse after the gym showers', 'exercise_soreness'],
    ['I bit my lip in that spot last week', 'acne'],
    ['a sore toe, I feel fine otherwise', 'wants_checkup'],
    ['he ran into the coffee table', 'caffeine_excess'],
    ['been out in the cold and windy weather all week', 'flatulence'],
    ['the nail on my big toe is digging in at the edge', 'acute_single_joint_red_hot'],
    ['are eye drops worth trying?', 'face_droop'],
    ['banging head after a night out', 'binge_eating'],
    ['dry lips and she has been sick all day', 'dry_cracked_lips'],
    ['our new puppy has a bald patch on his back', 'patchy_hair_loss'],
    ['we got a kitten 3 weeks ago and she has a bald patch on her ear', 'patchy_hair_loss'],
    ['way too many drinks at a wedding yesterday, pounding head, dry mouth', 'dehydration_signs'],
    ['got drunk last night and my mouth is dry', 'dehydration_signs'],
    ['my neck muscles are tight, but I can touch my chin to my chest fine', 'chest_pressure'],
    ['I cant breathe through my nose at all, it is so blocked', 'shortness_of_breath'],
    ['My throat is sore, worst first thing in the morning.', 'severe_pain'],
    ['runny nose and a cough, do i need antibiotics?', 'recent_antibiotics'],
    ['outside my eyes are itchy and streaming', 'itchy_skin'],
    ['his eyes get so itchy in the summer', 'itchy_skin'],
    ['my feet get sweaty in my trainers', 'sweating'],
    ['sweaty feet and peeling skin between my toes', 'sweating'],
    ["today it's swollen, red and throbbing and I can't make a fist", 'unilateral_throbbing_headache'],
    ['couple of puncture marks by my knuckle', 'symmetric_small_joint_pain'],
    ['punched a wall and my knuckles are swollen', 'symmetric_small_joint_pain'],
    ['the redness has spread up the back of my hand', 'pain_radiating_to_back'],
    ['her eyes are puffy from crying', 'eyelid_swelling'],
    ['I need to double check the dose I can see on the box', 'blurred_vision'],
    ["I'll see two of them at the clinic tomorrow", 'blurred_vision'],
    ['swollen glands and sore eyes with my cold', 'eyelid_swelling'],
    ['did the glass test and it DOES fade', 'non_blanching_rash'],
    ['the shower stung like mad on my sunburn', 'allergen_exposure'],
    ["I've been drinking loads of energy drinks", 'excessive_thirst'],
    ['a tight band on both sides of my head', 'unilateral_throbbing_headache'],
    ['my neck and shoulders are stiff from hunching over my desk', 'stiff_neck'],
    ['so now im panicing', 'fast_breathing'],
    ['I let go of the rope with my right hand', 'one_sided_weakness'],
    ['banged my head on the cupboard door', 'bruise'],
    ['I have a cold sore on my lip', 'has_a_cold'],
    ['my chest gets tight and sore when I run', 'exercise_soreness'],
    ['my calf is sore and swollen since the gym', 'exercise_soreness'],
  ])('%j is not %s', (text, finding) => {
    expect(read(text)[finding]).toBeUndefined();
  });
});

describe('what the guards must still let through', () => {
  it.each([
    ['he has drunk hardly anything today and his lips are dry', 'dehydration_signs'],
    ["I can't breathe, my chest is so tight", 'shortness_of_breath'],
    ['I finished a course of antibiotics last week', 'recent_antibiotics'],
    ['the worst pain of my life, it hurts so much', 'severe_pain'],
    ['caught my arm on the roasting tin, red stripe that stings', 'minor_burn'],
    ['she has drunk very little and her mouth is dry, she keeps vomiting', 'dehydration_signs'],
    ['I have a bald patch on the back of my head. We have a cat.', 'patchy_hair_loss'],
    ['I drink a bottle of wine a night', 'alcohol_excess'],
    ['my big toe is red, hot and swollen', 'acute_single_joint_red_hot'],
    ['her face has dropped on one side', 'face_droop'],
    ['the baby is very windy after feeds', 'flatulence'],
    ['I have 6 coffees a day', 'caffeine_excess'],
    ['I feel fine and would like a check up', 'wants_checkup'],
    ['always thirsty and drinking a lot', 'excessive_thirst'],
    ['an itchy rash all over my back', 'itchy_skin'],
    ['a throbbing headache behind my eye', 'unilateral_throbbing_headache'],
    ['my knuckles are stiff and swollen every morning', 'symmetric_small_joint_pain'],
    ['the pain goes through to my back', 'pain_radiating_to_back'],
    ["my neighbour's dog bit me on the hand", 'animal_bite'],
    ['neighbours jack russell bit me when I went to stroke it', 'animal_bite'],
    ['got bitten by next doors cat last night', 'animal_bite'],
    ["his eye is so swollen he can't open it", 'eyelid_swelling'],
    ['he said he could see two of me', 'blurred_vision'],
    ['she keeps seeing double', 'blurred_vision'],
    ['did the glass test and the spots are still there', 'non_blanching_rash'],
    ['a wasp stung me on the hand', 'allergen_exposure'],
    ['drinking loads and weeing all the time', 'excessive_thirst'],
    ['a stiff neck and a high temperature', 'stiff_neck'],
    ['fell asleep in the garden and my shoulders are bright pink', 'sunburn'],
    ['her right hand just let go of her cup of tea', 'one_sided_weakness'],
    ["when she smiled one side of her mouth didn't go up", 'face_droop'],
    ['stubbed my little toe on the bed leg last night', 'bruise'],
    ['kicked the door frame and my foot is sore', 'bruise'],
    ['8 month old has a red rash in her nappy area', 'nappy_rash'],
    ['first leg day in about 2 yrs, thighs are so sore and tight', 'exercise_soreness'],
    ['baby feels realy hot and not feeding right', 'fever'],
    ['full of cold, feel like death', 'has_a_cold'],
    ['I have a cold and a sore throat', 'has_a_cold'],
    ['I feel hot and sweaty, with a temperature', 'sweating'],
    ['chest pain and I am sweaty and clammy', 'sweating'],
    ['crushing chest pain and sweating, I had to kick my shoes off', 'sweating'],
  ])('%j is %s', (text, finding) => {
    expect(read(text)[finding]).toBe(true);
  });
});

describe('everyday complaints in their own words', () => {
  it.each([
    ['absolutely hanging after the stag do', 'hangover'],
    ['my head is banging', 'headache'],
    ['did my back in lifting the sofa', 'low_back_pain'],
    ['hiccups for 2 hours after a fizzy drink', 'hiccups'],
    ['my lips are dry and cracked from the wind', 'dry_cracked_lips'],
    ['both shins ache since I started running', 'shin_pain'],
    ['an ingrowing toenail on my big toe', 'ingrown_toenail'],
    ['dry lips and she has been sick all day', 'dehydration_signs'],
    ['my heart was pounding and racing after the coffee', 'palpitations'],
    ['twisted my knee at football and it is really swollen', 'joint_swelling'],
    ['rolled my wrist falling off my bike, it hurts to move', 'joint_pain'],
    ['my shin is bruised from the table', 'bruise'],
    ['outside my eyes are itchy and streaming', 'itchy_eyes'],
    ['his eyes get so itchy in the summer', 'itchy_eyes'],
  ])('%j is %s', (text, finding) => {
    expect(read(text)[finding]).toBe(true);
  });
});
