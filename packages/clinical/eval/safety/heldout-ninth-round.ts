import { NHS_999 } from './sources';
import type { SafetyCase } from './types';

const NG136 = 'NICE NG136 Hypertension in adults';
const ASTHMA = 'BTS/SIGN 158 British guideline on the management of asthma; BTS/NICE/SIGN NG245 Asthma';

/**
 * Ninth round (held-out half): 14 cases on readings from home devices and pharmacy checks — pulse
 * oximeters, home, wrist and pharmacy blood pressure monitors, thermometers (°C and °F), glucose meters
 * and sensors (mmol/L, mg/dL), blood ketone meters and peak flow meters — typed as patients, parents and
 * partners type them, with some numbers that are not readings (doses, times, durations, "24/7"). Different
 * situations and wording from the development half, not paraphrases of it. Written from guidelines (NHS
 * pulse oximeter advice, NICE NG136, NG133, NG17, NG28, NG143, BTS/SIGN asthma) and clinical knowledge,
 * from the outside, without reading the knowledge base or the parser, before any change it judges; not to
 * be read while tuning: 6 emergency, 3 urgent, 2 routine, 3 self-care.
 */
export const SAFETY_HELDOUT_NINTH_ROUND: readonly SafetyCase[] = [
  // ── emergency ─────────────────────────────────────────────────────────────────────────────
  {
    id: 'saf-h-960',
    text: 'checked my blood pressure because i felt awful, 197 over 121, tight pain across my chest going up into my neck for about half an hour',
    age: 66,
    sex: 'female',
    facts: [
      'I feel sick and sweaty.',
      'I have high blood pressure but I stopped my tablets because of the side effects.',
    ],
    denies: ["I haven't hurt my chest.", 'I have no headache.'],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'reading-bp-crisis-chest-pain',
    source: `${NG136} (≥180/120 with chest pain → same-day assessment); NICE CG95 Chest pain of recent onset; ${NHS_999}`,
  },
  {
    id: 'saf-h-961',
    text: 'my wife did my grandads blood pressure on her wrist monitor, said 204/118 and hes not with it at all, keeps calling me by my dads name. hes 79',
    age: 79,
    sex: 'male',
    facts: ['This started this afternoon.', 'He says his head hurts.', 'He seems sleepier than usual.'],
    denies: ['His face is not drooping.', 'He can lift both arms.', "He hasn't fallen."],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'reading-bp-crisis-confusion-elderly',
    source: `${NG136} (≥180/120 with new confusion → same-day specialist assessment); ${NHS_999}`,
  },
  {
    id: 'saf-h-962',
    text: 'type 1 for 10 yrs, dexcom says 540 mg/dL, been throwing up since last night and cant keep water down, breathing feels weird and deep',
    age: 24,
    sex: 'male',
    facts: ['I think my pump site came out yesterday.', 'My stomach hurts.', 'I feel really drowsy.'],
    denies: ["I haven't been drinking alcohol.", 'I have no chest pain.'],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'reading-glucose-mgdl-dka-vomiting',
    source: `NICE NG17 Type 1 diabetes in adults (diabetic ketoacidosis); ${NHS_999}`,
  },
  {
    id: 'saf-h-963',
    text: 'mum is 81 and has a chest infection, the finger monitor says 90 and her breathing is fast and shallow, shes off her food',
    age: 81,
    sex: 'female',
    facts: [
      'She is coughing up yellow phlegm.',
      'She is more tired than usual.',
      'Her temperature was 38.4.',
    ],
    denies: ['She does not have COPD or any lung disease.', 'She has no chest pain.'],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'reading-low-sats-elderly-chest-infection',
    source: 'NHS: Pulse oximeters (nhs.uk — 92% or less: A&E or 999); NICE CG191 Pneumonia in adults',
  },
  {
    id: 'saf-h-964',
    text: 'temp 100.6 F under his arm, hes 10 weeks old. a bit sleepier than normal but feeding',
    age: 0.19,
    sex: 'male',
    facts: ['He is a bit sleepier than normal.', 'He has a slightly blocked nose.'],
    denies: ['He has no rash.', "He hasn't been sick.", 'He has not had any vaccinations this week.'],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'reading-fahrenheit-fever-under-3-months',
    source: 'NICE NG143 Fever in under 5s (age under 3 months with temperature ≥ 38 °C = red)',
  },
  {
    id: 'saf-h-965',
    text: 'my son is 12 and has asthma, his peak flow is 140 and normally its about 320, hes struggling to talk and the blue inhaler isnt lasting',
    age: 12,
    sex: 'male',
    facts: [
      'He has been wheezy since yesterday.',
      'He has had 10 puffs of his blue inhaler through the spacer.',
    ],
    denies: ["His lips aren't blue.", "He hasn't fainted."],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'reading-peak-flow-under-half-child',
    source: `${ASTHMA} (PEF 33–50% of best = acute severe asthma); ${NHS_999}`,
  },

  // ── urgent ────────────────────────────────────────────────────────────────────────────────
  {
    id: 'saf-h-966',
    text: '28 weeks with my second, community midwife gave me a bp monitor, tonight its 144/92 and 146/94. ankles and fingers swollen and a headache that comes and goes',
    age: 33,
    sex: 'female',
    pregnant: true,
    facts: ['My rings feel tight.', 'The headache is dull.'],
    denies: [
      'My vision is normal.',
      'I have no pain under my ribs.',
      'The baby is moving as normal.',
      'I have no bleeding.',
    ],
    minLevel: 'urgent',
    level: 'urgent',
    rule: 'reading-bp-pregnancy-raised-swelling',
    source:
      'NICE NG133 Hypertension in pregnancy (140–159/90–109 with suspected pre-eclampsia → same-day assessment); NHS: Pre-eclampsia (nhs.uk)',
  },
  {
    id: 'saf-h-967',
    text: 'type 1, sugars stuck around 19 since lunch even with correction doses, blood ketones 1.2, got a cold. no vomiting',
    age: 38,
    sex: 'female',
    facts: ['I feel a bit thirsty.', 'I am eating and drinking.'],
    denies: ["I haven't been sick.", 'I have no tummy pain.', "I'm not drowsy or breathing fast."],
    minLevel: 'urgent',
    level: 'urgent',
    rule: 'reading-high-glucose-moderate-ketones-type-1',
    source: 'NICE NG17 Type 1 diabetes in adults; Diabetes UK sick day rules (blood ketones 0.6–1.5)',
  },
  {
    id: 'saf-h-968',
    text: 'peak flow down to 290, my best is 460, wheezy and tight since a cold started 3 days ago, blue inhaler helps for about 2 hours',
    age: 45,
    sex: 'male',
    facts: ['I am using my blue inhaler every 3 to 4 hours.', 'I am coughing at night.'],
    denies: ['I can talk in full sentences.', "I'm not breathless sitting still.", 'My lips are not blue.'],
    minLevel: 'urgent',
    level: 'urgent',
    rule: 'reading-peak-flow-moderate-exacerbation',
    source: `${ASTHMA} (PEF 50–75% of best = moderate exacerbation)`,
  },

  // ── routine ───────────────────────────────────────────────────────────────────────────────
  {
    id: 'saf-h-969',
    text: 'free health check at the chemist, they said my blood pressure was 164 over 102 which is high. im 60, no symptoms at all',
    age: 60,
    sex: 'male',
    facts: ['I drink about 20 units a week.', "I've put on weight."],
    denies: ['I have no headache.', 'My eyesight is fine.', 'I have no chest pain or breathlessness.'],
    minLevel: 'routine',
    level: 'routine',
    rule: 'reading-bp-stage-2-pharmacy-no-symptoms',
    source: `${NG136} (clinic BP 140/90 to 179/119 → confirm with ambulatory or home monitoring)`,
  },
  {
    id: 'saf-h-970',
    text: 'type 2, diet controlled. my libre has been showing 11 to 13 after dinner most nights for the last fortnight, before breakfast its about 8. feel ok',
    age: 67,
    sex: 'female',
    facts: ['My last HbA1c was a bit higher than before.', "I've been eating more bread since Christmas."],
    denies: [
      "I'm not extra thirsty.",
      "I haven't been sick.",
      "I'm not losing weight.",
      "I'm not drowsy or confused.",
    ],
    minLevel: 'routine',
    level: 'routine',
    rule: 'reading-glucose-mildly-high-type-2',
    source: 'NICE NG28 Type 2 diabetes in adults',
  },

  // ── self-care ─────────────────────────────────────────────────────────────────────────────
  {
    id: 'saf-h-971',
    text: 'sore throat and coughing 24/7 for 3 days, temp 99.5, took 2 ibuprofen 200mg at 7am. can still eat and drink',
    age: 23,
    sex: 'male',
    facts: ['My nose is blocked.'],
    denies: [
      "I'm not short of breath.",
      'I can swallow and open my mouth fine.',
      'I have no rash.',
      "I don't feel very unwell.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'not-a-reading-24-7-and-dose',
    source: 'NICE NG84 Sore throat (acute); NHS: Sore throat (nhs.uk)',
  },
  {
    id: 'saf-h-972',
    text: 'BP 124/78 at the pharmacy, they said its fine. only went because of a tension headache on and off after long days on the laptop this week, goes with paracetamol',
    age: 37,
    sex: 'female',
    facts: ['It feels like a tight band round my head.', 'I have been sleeping badly.'],
    denies: [
      'The headache did not come on suddenly and it is not severe.',
      'My vision is normal.',
      'I have no weakness or numbness.',
      "I'm not pregnant.",
      'I have no fever or stiff neck.',
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'reading-normal-bp-pharmacy-tension-headache',
    source: 'NICE CG150 Headaches in over 12s; NHS: Tension headaches (nhs.uk)',
  },
  {
    id: 'saf-h-973',
    text: 'blew my nose and it bled for about 5 mins, stopped now with pinching. checked my bp after, 136/80 pulse 72. im 84, on no blood thinners',
    age: 84,
    sex: 'male',
    facts: ['It was only from one side.', 'The heating has been drying my nose out.'],
    denies: [
      'It has stopped bleeding.',
      "I'm not on warfarin or any blood thinners.",
      "I don't feel dizzy or faint.",
      'I have no headache.',
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'reading-normal-bp-elderly-minor-nosebleed',
    source: 'NHS: Nosebleed (nhs.uk); NICE CKS Epistaxis',
  },
];
