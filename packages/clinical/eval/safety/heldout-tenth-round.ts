import { NHS_999 } from './sources';
import type { SafetyCase } from './types';

const NG143 = 'NICE NG143 Fever in under 5s (traffic light system)';
const NG51 = 'NICE NG51 Suspected sepsis (high-risk criteria)';

/**
 * Tenth round (held-out half): 14 cases on the line between genuine self-care and needing a clinician, in
 * both directions, not to be read while tuning. Half are plain self-care — a toddler with a fever and only
 * green features on NICE NG143's traffic-light system, an adult with a sore throat and a low fever, and one
 * minor complaint said plainly (a graze, a stye, night cramps, mild sunburn, a verruca) — each with what the
 * patient would deny. The other half are near misses that look minor but are not: NG143 red and amber
 * features (grunting and mottled skin, a child with a fever who will not stand on a swollen knee), sepsis
 * behind a tummy bug (NG51), meningitis behind "slept funny", a deep vein thrombosis behind "cramp", a
 * chemical burn and a mole that changed. Typed as patients, parents, partners and flatmates type, with a
 * short clinician-style vignette. Written from guidelines (NICE NG143, NG51, NG240, NG158, NG12, NG84,
 * NICE CKS topics, NHS advice) and clinical judgement, from the outside, without reading the knowledge
 * base or the parser, before any change it judges: 4 emergency (the chemical burn with a minimum of urgent), 2 urgent, 1 routine,
 * 7 self-care.
 */
export const SAFETY_HELDOUT_TENTH_ROUND: readonly SafetyCase[] = [
  // ── self-care ─────────────────────────────────────────────────────────────────────────────
  {
    id: 'saf-h-330',
    text: 'lo is 18 months and has had a temp of 38 point something since this afternoon, i think its her back teeth coming, cheeks all red. shes still toddling about and drinking her milk, changed 2 wet nappys since tea',
    age: 1.5,
    sex: 'female',
    facts: [
      "She's drinking her milk and water.",
      'She has had wet nappies.',
      "She's playing and babbling.",
      'Her colour is normal apart from rosy cheeks.',
    ],
    denies: [
      'She has no rash.',
      "She isn't breathing fast.",
      "She isn't floppy or drowsy.",
      "She hasn't been sick.",
      "She isn't pulling at her ears.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-child-fever-green-teething',
    source: `${NG143} (green features only → care at home with safety-netting); NHS: Teething (nhs.uk)`,
  },
  {
    id: 'saf-h-331',
    text: 'sore throat for 2 days, hurts to swallow, low fever 100.4 last night, stuffy nose and a bit of a cough. 29F otherwise healthy. do i need antibiotics or is this just a virus',
    age: 29,
    sex: 'female',
    facts: ['I have a stuffy, runny nose.', 'I have a bit of a cough.', 'I am drinking fine.'],
    denies: [
      "I can swallow my spit and I'm not drooling.",
      "My voice isn't muffled.",
      'I can open my mouth fine.',
      "I'm not short of breath.",
      'I have no rash.',
      "I'm not pregnant.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-adult-sore-throat-fever',
    source:
      'NICE NG84 Sore throat (acute) (FeverPAIN 0–1 → no antibiotic, self-care); NHS: Sore throat (nhs.uk)',
  },
  {
    id: 'saf-h-332',
    text: 'my 7yo came off his scooter and took the skin off his knee, bit of gravel in it, weve washed it out under the tap. hes more upset about his trousers haha. plaster and done?',
    age: 7,
    sex: 'male',
    facts: [
      "It's a graze on his knee.",
      'We got all the grit out.',
      "It's stopped bleeding.",
      "He's had all his jabs including tetanus.",
    ],
    denies: [
      "He didn't hit his head.",
      'He can walk and bend his knee fine.',
      "It isn't a deep cut.",
      "There's no gravel left in it.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-graze-child',
    source: 'NHS: Cuts and grazes (nhs.uk)',
  },
  {
    id: 'saf-h-333',
    text: "I've got a stye on my bottom eyelid, red sore lump near the lashes, came up yesterday. eye itself is fine. warm compress?",
    age: 34,
    sex: 'male',
    facts: ["It's a small lump on the edge of my eyelid.", "It's a bit tender.", "I've had one before."],
    denies: [
      'My vision is normal.',
      "The white of my eye isn't red.",
      "My whole eyelid isn't swollen.",
      "It doesn't hurt to move my eye.",
      "I don't have a temperature.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-stye',
    source: 'NHS: Styes (nhs.uk); NICE CKS Styes (hordeola)',
  },
  {
    id: 'saf-h-334',
    text: 'A 67-year-old woman describes being woken two or three nights a week by sudden, painful cramps in her calf that harden the muscle for a minute and ease when she pulls her foot up. Between episodes her legs feel normal.',
    age: 67,
    sex: 'female',
    facts: [
      'It happens in either calf.',
      'Pulling my foot up makes it go.',
      'My legs are fine in the daytime.',
    ],
    denies: [
      "My calf isn't swollen, red or hot.",
      "I haven't had numbness or weakness in my legs.",
      "I haven't started any new medicines.",
      "I haven't been on a long journey or had an operation recently.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-night-cramp',
    source: 'NHS: Leg cramps (nhs.uk); NICE CKS Leg cramps',
  },
  {
    id: 'saf-h-335',
    text: 'fell asleep in the garden lol, shoulders and back of my legs are pink and sore, kinda tight when i move. no blisters. aloe vera and paracetamol?',
    age: 20,
    sex: 'female',
    facts: ['The skin is pink and sore.', 'It happened this afternoon.', "I'm drinking plenty of water."],
    denies: [
      'There are no blisters.',
      "I don't feel sick or dizzy.",
      "I don't have a temperature or chills.",
      "I'm not confused.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-mild-sunburn',
    source: 'NHS: Sunburn (nhs.uk)',
  },
  {
    id: 'saf-h-336',
    text: "my son has a verruca on the bottom of his foot, he got it from swimming. it's like a hard bit of skin with a black dot in it. doesn't bother him much but he wont stop picking it. what can we buy",
    age: 11,
    sex: 'male',
    facts: [
      "It's on the sole of his foot.",
      'It only hurts a little when he walks on it.',
      "It's been there a few weeks.",
    ],
    denies: [
      "It isn't bleeding or oozing.",
      "It isn't red or swollen around it.",
      "He isn't diabetic.",
      "He doesn't have any problems with his immune system.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-verruca',
    source: 'NHS: Warts and verrucas (nhs.uk); NICE CKS Warts and verrucae',
  },

  // ── near misses ───────────────────────────────────────────────────────────────────────────
  {
    id: 'saf-h-337',
    text: 'my 11 month old has had a temp all day and now hes making a little grunting noise with every breath and his legs look blotchy and purplish. hes not bothered about his bottle. tried calpol. out of hours or just keep an eye',
    age: 0.92,
    sex: 'male',
    facts: [
      'He is grunting when he breathes.',
      'His legs look mottled.',
      "He won't take his bottle.",
      'His temperature was 39.4.',
      "He's much sleepier than usual.",
    ],
    denies: ["He hasn't had a fit.", "He hasn't got spots that stay when you press a glass on them."],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'near-miss-child-fever-grunting-mottled',
    source: `${NG143} (grunting, mottled skin = red); ${NHS_999}`,
  },
  {
    id: 'saf-h-338',
    text: "my 2 and a half year old has had a temperature since yesterday and today she won't stand on her left leg, just cries and sits down. her knee looks a bit puffy. no fall that i saw",
    age: 2.5,
    sex: 'female',
    facts: [
      "She won't put weight on her left leg.",
      'Her left knee is swollen.',
      'It hurts her when I move her knee.',
      'Her temperature was 38.6.',
    ],
    denies: [
      "She didn't fall or hurt it that I know of.",
      'She has no rash.',
      "She isn't floppy.",
      "She's breathing normally.",
    ],
    minLevel: 'urgent',
    level: 'urgent',
    rule: 'near-miss-child-fever-not-weight-bearing',
    source: `${NG143} (swelling of a limb or joint, not weight bearing = amber; consider septic arthritis)`,
  },
  {
    id: 'saf-h-339',
    text: 'my wife has had a tummy bug since tuesday, today shes really drowsy and muddled, breathing fast and hasnt had a wee all day. her hands are cold and her knees look blotchy. she is 54',
    age: 54,
    sex: 'female',
    facts: [
      'She has been sick and had diarrhoea since Tuesday.',
      "She hasn't passed urine all day.",
      'She is drowsy and muddled.',
      "She's breathing fast.",
      'The skin on her knees is blotchy.',
      'Her temperature was 38.7 this morning.',
    ],
    denies: ["She hasn't hit her head.", 'There is no blood in her sick or poo.', "She isn't pregnant."],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'near-miss-sepsis-tummy-bug-no-urine',
    source: `${NG51} (new confusion, raised breathing rate, no urine in 18 hours, mottled skin); ${NHS_999}`,
  },
  {
    id: 'saf-h-340',
    text: 'flatmate (19) reckons he slept funny but hes had a temp and a splitting headache since this morning, cant bend his neck to look down and the light is hurting his eyes so hes lying in the dark. should i just get him some ibuprofen',
    age: 19,
    sex: 'male',
    facts: [
      'He has a high temperature.',
      'He has a very bad headache.',
      "He can't touch his chin to his chest.",
      'Bright light hurts his eyes.',
      'He has been sick once.',
    ],
    denies: ["He hasn't hit his head.", "He hasn't taken any drugs."],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'near-miss-stiff-neck-fever-photophobia',
    source: `NICE NG240 Meningitis (bacterial) and meningococcal disease; NHS: Meningitis (nhs.uk); ${NHS_999}`,
  },
  {
    id: 'saf-h-341',
    text: 'thought it was just cramp but my right calf has been tight and aching for 3 days since i flew back from florida, its a bit swollen compared to the other one and warm. stretching doesnt help like normal cramp does',
    age: 48,
    sex: 'female',
    facts: [
      'My right calf is swollen compared with the left.',
      "It's warm and tender.",
      'I flew back from Florida 4 days ago, it was a 9 hour flight.',
      'I take HRT.',
    ],
    denies: ["I'm not short of breath.", 'I have no chest pain.', "I'm not coughing up blood."],
    minLevel: 'urgent',
    level: 'urgent',
    rule: 'near-miss-calf-cramp-dvt',
    source:
      'NICE NG158 Venous thromboembolic diseases (suspected DVT → same-day assessment); NHS: DVT (deep vein thrombosis) (nhs.uk)',
  },
  {
    id: 'saf-h-342',
    text: 'splashed drain unblocker on my forearm clearing the sink, rinsed it under the tap straight away but the skin is going white and it really burns. about 2 inches across. my own fault for not wearing gloves',
    age: 37,
    sex: 'male',
    facts: [
      'It was drain unblocker.',
      "I've been rinsing it for 10 minutes.",
      'The skin has gone white in the middle.',
    ],
    denies: ['None went in my eyes.', 'None went in my mouth.', "I'm breathing fine."],
    minLevel: 'urgent',
    level: 'emergency',
    rule: 'near-miss-chemical-burn',
    source:
      'NHS: Burns and scalds (A&E for all chemical burns and burns that cause white or charred skin); NICE CKS Burns and scalds',
  },
  {
    id: 'saf-h-343',
    text: 'mole on my back has changed over the last couple of months, my partner says its got bigger and gone a funny shape, darker at one edge. it itches sometimes. gp or am i overreacting',
    age: 44,
    sex: 'female',
    facts: [
      "My partner says it's bigger than it was.",
      'The edge is uneven now.',
      "It's darker on one side.",
      'It itches sometimes.',
      'I used sunbeds a lot in my twenties.',
    ],
    denies: ["It isn't bleeding.", "I haven't got any lumps in my armpits or neck."],
    minLevel: 'routine',
    level: 'routine',
    rule: 'near-miss-mole-changed',
    source:
      'NICE NG12 Suspected cancer: recognition and referral (melanoma, weighted 7-point checklist → suspected cancer pathway referral); NHS: Moles (nhs.uk)',
  },
];
