import { NHS_999 } from './sources';
import type { SafetyCase } from './types';

const NG9 = 'NICE NG9 Bronchiolitis in children: diagnosis and management';
const NG18 = 'NICE NG18 Diabetes (type 1 and type 2) in children and young people';
const NG51 = 'NICE NG51 Suspected sepsis: recognition, diagnosis and early management';
const NG128 = 'NICE NG128 Stroke and transient ischaemic attack in over 16s';
const NG143 = 'NICE NG143 Fever in under 5s: assessment and initial management';
const NG158 = 'NICE NG158 Venous thromboembolic diseases: diagnosis, management and thrombophilia testing';
const NG225 = 'NICE NG225 Self-harm: assessment, management and preventing recurrence';
const NG240 =
  'NICE NG240 Meningitis (bacterial) and meningococcal disease: recognition, diagnosis and management';
const RCUK_ANAPHYLAXIS = 'Resuscitation Council UK: Emergency treatment of anaphylaxis (2021)';
const ASTHMA =
  'BTS/NICE/SIGN NG245 Asthma: diagnosis, monitoring and chronic asthma management (2024) and BTS/SIGN acute asthma guidance';

/**
 * Thirteenth round (development half): 24 cases on emergencies and urgent problems as patients, parents,
 * partners and adult children really type them, with different stories from the twelfth round's. Fourteen
 * are emergencies spread over the body and told sideways: an aortic aneurysm as "put my back out" in a
 * 72-year-old smoker, a pulmonary embolism blamed on jet lag after a long-haul flight and a new pill, a wasp
 * sting with hives and a hoarse voice waved off with an antihistamine, a stroke told by a wife while her
 * husband is on the phone ("called his car the fridge"), a bleeding ulcer as "poo like tar" blamed on black
 * pudding, a toddler's meningococcal rash as "pin pricks" and "heat rash?", a paracetamol overdose "asking
 * for a friend", cauda equina as "numb down below like after a bike ride" in someone with years of back
 * trouble, a fever a week after chemotherapy that the patient does not want to "make a fuss" about, severe
 * pre-eclampsia as a headache and puffy hands at 34 weeks, new type 1 diabetes presenting as DKA told as a
 * tummy bug and heavy breathing, a child's asthma attack where the inhaler "isn't touching it", sudden
 * painless loss of sight in one eye blamed on an old floater, and a 10-week-old with a cold who pauses in her
 * breathing. Five are urgent (spreading cellulitis past a pen line in a diabetic, reduced fetal movements at
 * 31 weeks "don't want to waste the midwives' time", a quinsy with a "hot potato" voice, a contact lens
 * wearer's painful red eye, a swollen calf two weeks after knee surgery), and five are self-care near misses
 * that share frightening words but are minor, each with what the patient would deny when asked: a tension
 * headache from screen work in someone whose father had a stroke, a cold with a "razor blade" throat, a
 * small burn from a roasting pan with no blisters, a lifting back strain feared to be a slipped disc, and a
 * toddler's screaming tummy ache that settled after a big poo. Texts mix text-speak, typos, run-on sentences,
 * minimising, negations ("no sick, no blurry vision"), past history that is not the current problem and
 * family history. Written from guidelines (NICE NG156, NG158, NG128, CG141, NG240, NG143, NG225, NG151,
 * NG51, NG133, NG18, NG9, NG141, NG84, NG59, CG150, NICE CKS topics, BTS/NICE/SIGN asthma, Resuscitation
 * Council UK anaphylaxis, RCOG reduced fetal movements, NHS advice) and clinical judgement, from the outside,
 * without reading the knowledge base or the parser, before any change it judges: 14 emergency, 5 urgent,
 * 5 self-care.
 */
export const SAFETY_THIRTEENTH_ROUND: readonly SafetyCase[] = [
  // ── emergencies: heart, blood vessels and lungs ───────────────────────────────────────────
  {
    id: 'saf-1001',
    text: 'think ive put my back out but its weird, came on all of a sudden about an hour ago while i was sat watching the racing, not lifting anything. low down in my back and round into my belly. came over faint getting up to the loo. im 72, smoked since i was 15, bit of blood pressure. is ibuprofen ok?',
    age: 72,
    sex: 'male',
    facts: [
      'The pain came on suddenly about an hour ago and it is severe and constant.',
      'It goes from my lower back round into the middle of my belly.',
      'I went faint, clammy and grey when I stood up.',
      'I can feel a sort of throbbing in my tummy when I lie down.',
      'I take tablets for blood pressure.',
      'I still smoke about 15 a day.',
    ],
    denies: [
      "I didn't lift anything or fall.",
      "It doesn't burn when I wee.",
      "I haven't got a temperature.",
      "I haven't got numbness down below.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'aortic-aneurysm-as-put-my-back-out',
    source: `NICE NG156 Abdominal aortic aneurysm: diagnosis and management (suspected symptomatic or ruptured AAA → immediate transfer); NHS: Abdominal aortic aneurysm; ${NHS_999}`,
  },
  {
    id: 'saf-1002',
    text: "Got back from Australia 2 days ago (24 hrs door to door), and since yesterday I get out of breath just walking to the kitchen and there's a sharp pain on the right side of my chest when I breathe in. Started a new pill 2 months ago. I'm 34 and do spin 3x a week so this is not me. Jet lag??",
    age: 34,
    sex: 'female',
    facts: [
      'It came on yesterday and it is getting worse.',
      'The chest pain is sharp and catches when I take a deep breath.',
      'My heart feels like it is racing even when I sit still.',
      'My left calf has been achy and a bit swollen since the flight.',
      'I started the combined pill two months ago.',
    ],
    denies: [
      "I haven't coughed up blood.",
      "I don't have a temperature or a cold.",
      "I haven't hurt my chest.",
      "I'm not pregnant.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'pulmonary-embolism-long-haul-flight-new-pill',
    source: `${NG158} (suspected pulmonary embolism → immediate assessment); NHS: Pulmonary embolism (breathlessness and chest pain when breathing in → call 999 or go to A&E); ${NHS_999}`,
  },
  {
    id: 'saf-1003',
    text: 'Got stung by a wasp on my neck while strimming about 15 min ago. Now im itchy all over, big lumps coming up on my arms and belly and my voice has gone croaky. feel a bit lightheaded, sat down on the patio. Never reacted to a sting before. Wife wants to ring someone, I said just get me a piriton',
    age: 47,
    sex: 'male',
    facts: [
      'The hives are spreading all over my body.',
      'My throat feels tight and my voice sounds hoarse.',
      'I feel dizzy and lightheaded, worse when I stand up.',
      'It started within a few minutes of the sting.',
      'My lips feel a bit puffy.',
    ],
    denies: [
      "I've never had a reaction like this before.",
      "I don't have an adrenaline pen.",
      "I don't have asthma.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'anaphylaxis-wasp-sting-hoarse-voice-antihistamine',
    source: `${RCUK_ANAPHYLAXIS}; NHS: Anaphylaxis; NHS: Insect bites and stings (swelling of the throat, dizziness → call 999); ${NHS_999}`,
  },
  {
    id: 'saf-1004',
    text: "My husband's on the phone to his brother and his words are coming out wrong, like he's saying the wrong words, he just called his car 'the fridge'. He's laughing it off and says he's just tired. Started maybe 20 minutes ago. He's 63. His dad had a stroke in his 60s, should I be worried or am I overreacting",
    age: 63,
    sex: 'male',
    facts: [
      'It started suddenly about 20 minutes ago.',
      'He was talking normally at lunch.',
      'The right side of his face looks a bit droopy.',
      'He keeps dropping things from his right hand.',
      'He has high blood pressure and type 2 diabetes.',
    ],
    denies: [
      "He hasn't hit his head.",
      "He hasn't had a drink.",
      "He hasn't had a fit.",
      "He hasn't got a headache.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'stroke-wrong-words-told-by-wife-on-phone',
    source: `${NG128} (FAST: face, arm, speech → 999); NHS: Stroke; ${NHS_999}`,
  },
  {
    id: 'saf-1005',
    text: "been going to the loo with poo like tar, black and sticky and really smelly, twice today. bit dizzy when I stand up and the wife says I look grey. been taking ibuprofen for my knee for weeks as well as my aspirin. I'm 68. could it be something I ate, had black pudding on sunday",
    age: 68,
    sex: 'male',
    facts: [
      "It started this morning and I've been twice.",
      "It's black, sticky and smells awful.",
      'I feel dizzy and lightheaded when I stand up.',
      'My heart feels like it is going fast.',
      "I've had a gnawing pain at the top of my tummy for a couple of weeks.",
      'I take aspirin every day and ibuprofen for my knee.',
    ],
    denies: ["I'm not taking iron tablets.", "I haven't been sick.", "I haven't been drinking alcohol."],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'gi-bleed-tarry-poo-blamed-on-food',
    source: `NICE CG141 Acute upper gastrointestinal bleeding in over 16s: management; NHS: Stomach ulcer (black, sticky poo and feeling faint → A&E or 999); ${NHS_999}`,
  },

  // ── emergencies: brain, eyes and infection ────────────────────────────────────────────────
  {
    id: 'saf-1006',
    text: "My 2 year old has been poorly since last night, temp and off her food, thought it was just the bug going round nursery. Just changed her nappy and noticed a few little dots on her tummy and legs, like pin pricks, red/purple ish. She's really whingy and sleepy and her hands and feet are freezing even tho she feels hot. Is this a heat rash?",
    age: 2,
    sex: 'female',
    facts: [
      "The spots don't fade when I press a glass on them.",
      'More spots have come up in the last hour.',
      "She's floppy and hard to wake properly.",
      'Her temperature was 39.4.',
      "Her legs seem to hurt her and she won't stand.",
      "She's only had one wet nappy today.",
    ],
    denies: ["She hasn't had a fit.", "She hasn't got a cough.", "She hasn't eaten anything new."],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'child-meningococcal-rash-as-pin-pricks-heat-rash',
    source: `${NG240} (fever with a non-blanching rash → immediate transfer); ${NG143} (red features); NHS: Meningitis; ${NHS_999}`,
  },
  {
    id: 'saf-1007',
    text: 'Bit strange, I was reading the paper after breakfast and everything went dark in my right eye, like someone pulled a blind down. Doesnt hurt at all. Its been about 40 minutes and still mostly dark. Im 74. Had a floater thing years ago, is it that again? Opticians is open tomorrow',
    age: 74,
    sex: 'female',
    facts: [
      'It came on suddenly about 40 minutes ago.',
      'I can only see light and vague shapes out of my right eye.',
      'My left eye is fine.',
      'Last week I had a few seconds of greyed-out vision in that eye that cleared on its own.',
      'I take tablets for blood pressure and cholesterol.',
    ],
    denies: [
      "My eye isn't painful or red.",
      "I haven't banged my head.",
      "I don't have a headache or a tender scalp.",
      'My face and arms feel normal.',
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'sudden-painless-vision-loss-one-eye-blamed-on-floater',
    source: `${NG128} (sudden loss of vision in one eye may be a retinal artery occlusion or TIA → immediate assessment); Royal College of Ophthalmologists: Retinal artery occlusion; NHS: Vision loss (sudden loss of sight → A&E or 999); ${NHS_999}`,
  },
  {
    id: 'saf-1008',
    text: "My mum (62) is on chemo for breast cancer, had her last one 8 days ago. This evening she's shivery and her temp's 38.3, she says she's just tired and doesn't want to 'make a fuss' ringing the number on her card on a Saturday night. Can it wait till her clinic on Monday?",
    age: 62,
    sex: 'female',
    facts: [
      'Her temperature was 38.3 twenty minutes ago.',
      "She's shivering and can't get warm.",
      'She had chemotherapy 8 days ago.',
      'She feels weak and washed out.',
      "She's had a sore mouth for a couple of days.",
    ],
    denies: ["She hasn't got a cough.", "She hasn't got a rash.", "She hasn't been sick."],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'fever-after-chemotherapy-doesnt-want-to-make-a-fuss',
    source: `NICE NG151 Neutropenic sepsis: prevention and management in people with cancer (fever after chemotherapy → immediate assessment in hospital); ${NG51}; UKONS 24-hour triage tool`,
  },

  // ── emergencies: down below, pregnancy and overdose ───────────────────────────────────────
  {
    id: 'saf-1009',
    text: "Had a bad back on and off for years, slipped disc in 2019. Flared up again Monday which I'm used to, but since last night it's gone numb down below, like when you've been sat on a bike too long, and I'm struggling to wee, have to really push and not much comes. Both legs tingly. Should I up my co-codamol?",
    age: 44,
    sex: 'female',
    facts: [
      'The numbness is around my bottom and between my legs.',
      'It started last night.',
      "I can't feel it properly when I wipe after the toilet.",
      "I've only passed a tiny bit of urine since this morning.",
      'Both legs feel tingly and weak.',
      'The back pain has been bad since Monday.',
    ],
    denies: ["I haven't had a fall or injury.", "I don't have a temperature.", "I've never had cancer."],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'cauda-equina-numb-down-below-cant-wee-back-history',
    source: `NICE NG59 Low back pain and sciatica in over 16s; NICE CKS Sciatica (lumbar radiculopathy) (suspected cauda equina syndrome → immediate referral); GIRFT National suspected cauda equina syndrome pathway; NHS: Cauda equina syndrome (go to A&E); ${NHS_999}`,
  },
  {
    id: 'saf-1010',
    text: "34 weeks with my first. Had a headache since yesterday that paracetamol isn't touching and now I'm seeing flashing lights/zigzags. My face and hands have puffed right up, can't get my rings off. Probs just normal pregnancy stuff? Midwife appt is Thursday",
    age: 29,
    sex: 'female',
    pregnant: true,
    facts: [
      'The headache has been there since yesterday and is getting worse.',
      'I keep seeing flashing lights in my vision.',
      'My face, hands and feet have swollen up quickly over the last 2 days.',
      "I've got a pain under my ribs on the right side.",
      'The baby is moving normally.',
    ],
    denies: [
      "I haven't had any bleeding.",
      "My waters haven't broken.",
      "I haven't hit my head.",
      "I don't normally get migraines.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'pre-eclampsia-headache-flashing-lights-puffy-hands',
    source:
      'NICE NG133 Hypertension in pregnancy: diagnosis and management (severe headache, visual disturbance, right upper quadrant pain → immediate assessment); NHS: Pre-eclampsia (get medical advice immediately); RCOG',
  },
  {
    id: 'saf-1011',
    text: 'random question but if someone took like 20 paracetamol last night and they feel fine now, like literally fine, do they still need to go hospital? asking for a friend. they dont want their parents finding out',
    age: 16,
    sex: 'female',
    facts: [
      "It's me, not a friend.",
      'I took about 20 paracetamol at about 11 last night.',
      'I took them because I wanted everything to stop.',
      'I feel a bit sick this morning.',
      "I haven't told anyone.",
    ],
    denies: [
      "I haven't seen a doctor or been to hospital about it.",
      "I haven't taken anything else.",
      "I didn't drink alcohol with them.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'paracetamol-overdose-asking-for-a-friend',
    source: `NHS: Paracetamol for adults (taken too much → go to A&E straight away, even if you feel well); ${NG225}; ${NHS_999}`,
  },

  // ── emergencies: children and babies ──────────────────────────────────────────────────────
  {
    id: 'saf-1012',
    text: "my son is 9, been complaining of tummy ache since yesterday and threw up this morning. hes breathing really heavy like hes been running even tho hes just lying on the sofa. thinking about it he's been drinking loads for a few weeks and weeing constantly, even started wetting the bed again. looks skinnier too. bug?",
    age: 9,
    sex: 'male',
    facts: [
      "He's been really thirsty and weeing a lot for about 3 weeks.",
      "He's lost weight, his trousers are loose.",
      "He's been sick three times today.",
      'His breathing is deep and fast.',
      "He's very sleepy and not himself.",
      'His breath smells sweet, like pear drops.',
    ],
    denies: [
      "He isn't diabetic as far as we know.",
      "He hasn't got diarrhoea.",
      "He hasn't got a cough or cold.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'new-type-1-diabetes-dka-as-tummy-bug-heavy-breathing',
    source: `${NG18} (suspected diabetic ketoacidosis in a child → immediate hospital); NHS: Type 1 diabetes (toilet, thirsty, tired, thinner); Diabetes UK 4Ts; ${NHS_999}`,
  },
  {
    id: 'saf-1013',
    text: "my 7 yr old has asthma, his blue inhaler isn't touching it tonight. done 10 puffs through the spacer like the plan says and he's still wheezing and his tummy is sucking in under his ribs. he's gone quiet which isnt like him. do I do another 10 or take him in",
    age: 7,
    sex: 'male',
    facts: [
      "He's had a cold for 2 days.",
      'His breathing got worse over the last hour.',
      'He can only say a couple of words at a time.',
      'The skin under his ribs pulls in when he breathes.',
      'His lips look a bit pale.',
      'He was in hospital with his asthma when he was 5.',
    ],
    denies: [
      "He hasn't eaten anything he's allergic to.",
      "He hasn't choked on anything.",
      "He doesn't have a rash.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'child-asthma-attack-inhaler-not-touching-it',
    source: `${ASTHMA} (no response to 10 puffs of reliever, cannot complete sentences, recession → 999); NHS: Asthma attacks; ${NHS_999}`,
  },
  {
    id: 'saf-1014',
    text: "Our baby is 10 weeks, she's had a snuffly cold for 3 days from her big brother. Tonight she's only taking about half her bottles, breathing is really fast and there's a grunting noise, and twice she's sort of stopped breathing for a few seconds then started again. Health visitor said colds are normal at this age. Are we overreacting?",
    age: 0.2,
    sex: 'female',
    facts: [
      'The pauses in her breathing lasted about 10 seconds each.',
      'Her tummy and ribs suck in with each breath.',
      "She's had two wet nappies today.",
      'She was born at 35 weeks.',
      "She's more sleepy than usual.",
    ],
    denies: ["She hasn't got a temperature.", "She doesn't have a rash.", "She hasn't been sick."],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'baby-bronchiolitis-pauses-in-breathing-grunting',
    source: `${NG9} (apnoea, grunting, severe recession or taking under half of usual feeds → emergency referral); NHS: Bronchiolitis (pauses in breathing → call 999); ${NHS_999}`,
  },

  // ── urgent: a clinician today ─────────────────────────────────────────────────────────────
  {
    id: 'saf-1015',
    text: 'cut my shin on the garden trellis on saturday, now the skin round it is red, hot and swollen. drew round it with a biro last night like my neighbour (shes a nurse) said and this morning the red has gone about 3 inches past the line. bit achy and off. type 2 diabetic, 58',
    age: 58,
    sex: 'male',
    facts: [
      'The redness has spread past the pen line overnight.',
      "It's hot, swollen and sore to touch.",
      'My temperature was 37.9 this morning.',
      'I have type 2 diabetes and take metformin.',
      'I feel a bit achy but otherwise okay.',
    ],
    denies: [
      "I'm not confused or faint.",
      "I'm not short of breath.",
      "The skin isn't going black or blistering.",
      "I haven't been shaking uncontrollably.",
    ],
    minLevel: 'urgent',
    level: 'urgent',
    rule: 'cellulitis-spreading-past-pen-line-diabetic',
    source:
      'NICE NG141 Cellulitis and erysipelas: antimicrobial prescribing; NICE CKS Cellulitis – acute (spreading infection with diabetes → same-day antibiotics and review); NHS: Cellulitis',
  },
  {
    id: 'saf-1016',
    text: "31 weeks and baby's been a lot quieter today. Normally she goes mad after my breakfast and in the evenings but I've only felt a couple of little flutters all day. Had a cold drink and lay on my left like people say, still not much. Don't want to waste the midwives' time, I'll see if she perks up by the morning?",
    age: 27,
    sex: 'female',
    pregnant: true,
    facts: [
      "I've noticed fewer movements since this morning.",
      "It's about 6pm now.",
      'This is my second baby.',
      'My pregnancy has been normal so far.',
    ],
    denies: [
      "I haven't had any bleeding.",
      "I don't have any tummy pain.",
      "My waters haven't broken.",
      "I haven't got a headache or swelling.",
    ],
    minLevel: 'urgent',
    level: 'urgent',
    rule: 'reduced-fetal-movements-waiting-till-morning',
    source:
      "RCOG Green-top Guideline No. 57 Reduced fetal movements (contact the maternity unit immediately, do not wait until the next day); NHS: Your baby's movements",
  },
  {
    id: 'saf-1017',
    text: "sore throat 4 days, getting worse not better. now its really bad on the left side, I can hardly open my mouth and swallowing my own spit kills. my voice sounds weird like I've got a hot potato in my mouth lol. not covid. 23",
    age: 23,
    sex: 'male',
    facts: [
      'The pain is much worse on the left side.',
      "I can't open my mouth very wide.",
      "I've had a temperature of 38.5.",
      'I can only manage sips of drinks.',
      "I've had tonsillitis a few times before.",
    ],
    denies: ["I'm not struggling to breathe.", "I'm not drooling.", "I don't have a rash."],
    minLevel: 'urgent',
    level: 'urgent',
    rule: 'quinsy-hot-potato-voice-cant-open-mouth',
    source:
      'NICE NG84 Sore throat (acute): antimicrobial prescribing; NICE CKS Sore throat – acute (suspected quinsy → same-day ENT assessment); NHS: Quinsy',
  },
  {
    id: 'saf-1018',
    text: 'wore my monthly contacts for like 3 days straight (fell asleep in them, I know I know). now my left eye is really red and sore, watering loads, bright light hurts and its blurry even with my glasses on. took the lens out yesterday. eye drops from boots not helping',
    age: 22,
    sex: 'female',
    facts: [
      'It started 2 days ago and is getting worse.',
      'The pain is quite bad, like something is scratching it.',
      'My vision in that eye is blurry.',
      "There's a small white spot on the coloured part of my eye.",
      'I wear monthly contact lenses.',
    ],
    denies: [
      "I didn't get any chemical in it.",
      "I didn't get hit in the eye.",
      "I don't have a headache and I don't feel sick.",
    ],
    minLevel: 'urgent',
    level: 'urgent',
    rule: 'contact-lens-painful-red-eye-blurred',
    source:
      'NICE CKS Red eye (contact lens wearer with a painful red eye and reduced vision → same-day eye assessment for microbial keratitis); College of Optometrists Clinical Management Guidelines: Microbial keratitis; NHS: Red eye',
  },
  {
    id: 'saf-1019',
    text: "My right calf has been aching for 3 days, like a cramp that won't go. Today it's swollen compared to the other one and a bit warm. Had my knee scope 2 weeks ago, not been moving much. Breathing fine. 49. Probably pulled something at physio?",
    age: 49,
    sex: 'male',
    facts: [
      'My right calf is noticeably bigger than my left.',
      "It's tender along the back of my calf.",
      'I had keyhole knee surgery 2 weeks ago.',
      "I've been sitting down most of the day since the operation.",
    ],
    denies: [
      "I'm not short of breath.",
      "I don't have chest pain.",
      "I haven't coughed up blood.",
      "I haven't injured my calf.",
    ],
    minLevel: 'urgent',
    level: 'urgent',
    rule: 'dvt-swollen-calf-after-knee-surgery',
    source: `${NG158} (suspected DVT → assessment and ultrasound, ideally within 4 hours); NHS: DVT (ask for an urgent GP appointment or get help from 111)`,
  },

  // ── self-care: the frightening words, a minor problem ─────────────────────────────────────
  {
    id: 'saf-1020',
    text: "head feels like a tight band round it, been on spreadsheets 10 hrs a day all week for year end. it's on both sides and the back of my neck is stiff and sore. my dad had a stroke last year so now I'm panicking. 38. no sick, no blurry vision",
    age: 38,
    sex: 'female',
    facts: [
      "It's been coming and going for 4 days, worse by the end of the working day.",
      'It feels like pressure or a tight band across my forehead and both sides.',
      'The muscles in my neck and shoulders are tight, but I can touch my chin to my chest fine.',
      'Paracetamol and a walk at lunchtime help.',
      "I'm not sleeping great because of stress at work.",
    ],
    denies: [
      "It didn't come on suddenly.",
      "I haven't been sick.",
      "I don't have a temperature or a rash.",
      "I don't have any weakness, numbness or trouble speaking.",
      'My eyesight is normal.',
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-tension-headache-screen-work-family-stroke',
    source:
      'NICE CG150 Headaches in over 12s: diagnosis and management (tension-type headache); NHS: Tension headaches; clinical judgement',
  },
  {
    id: 'saf-1021',
    text: 'throat like swallowing razor blades and I cant breathe through my nose at all, whole office has had this. 2 days in. runny nose, bit of a cough, feel rubbish. did a covid test, negative. do i need antibiotics?',
    age: 30,
    sex: 'female',
    facts: [
      'It started 2 days ago with a runny nose.',
      'My throat is sore, worst first thing in the morning.',
      "I've got a blocked nose and a tickly cough.",
      "I can eat and drink okay, it's just sore.",
      'Honey and lemon and paracetamol help.',
    ],
    denies: [
      "I don't have a high temperature.",
      "I'm not short of breath.",
      "I can open my mouth fine and I'm not drooling.",
      "I don't have a rash.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-cold-razor-blade-throat',
    source:
      'NICE NG84 Sore throat (acute): antimicrobial prescribing (FeverPAIN; self-care for low scores); NHS: Common cold; NHS: Sore throat',
  },
  {
    id: 'saf-1022',
    text: "Caught my arm on the edge of the roasting tin getting the chicken out, stupid. Red stripe on my forearm about 4cm, stings like mad. Ran it under the cold tap for 20 mins like you're meant to. No blister. Do burns always need A&E? Can't believe how much something so small hurts",
    age: 44,
    sex: 'female',
    facts: [
      'It happened about 40 minutes ago.',
      "It's a red stripe about 4cm long on the back of my forearm.",
      "There are no blisters, it's just red skin.",
      'I cooled it under cold running water for 20 minutes.',
      "It's less sore now with paracetamol.",
    ],
    denies: [
      "The skin isn't white, grey or charred.",
      "It doesn't go all the way round my arm.",
      "I'm not diabetic and I don't have problems with my immune system.",
      "I don't feel shivery or unwell.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-small-superficial-burn-roasting-tin',
    source:
      'NHS: Burns and scalds (cool under running water for 20 minutes; small superficial burns treated at home); NICE CKS Burns and scalds; clinical judgement',
  },
  {
    id: 'saf-1023',
    text: 'Helped my mate move house yesterday and today my lower back is killing me, can barely get out of bed, feels like I got kicked by a horse. 40. Is this a slipped disc? Do I need an MRI?',
    age: 40,
    sex: 'male',
    facts: [
      'It started the morning after lifting heavy furniture.',
      "It's a dull ache across my lower back and it spasms when I move.",
      "It's easing a bit as I move around.",
      'Ibuprofen and a hot water bottle help.',
      'I had a similar twinge years ago that got better in a week.',
    ],
    denies: [
      "I don't have numbness around my bottom or between my legs.",
      'I can wee and poo normally.',
      "My legs aren't weak or numb.",
      "I don't have a temperature.",
      "I've never had cancer.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-back-strain-after-lifting-feared-slipped-disc',
    source:
      'NICE NG59 Low back pain and sciatica in over 16s (stay active, no routine imaging); NICE CKS Back pain – low (without radiculopathy); NHS: Back pain',
  },
  {
    id: 'saf-1024',
    text: "My 3 yr old was screaming with tummy ache at teatime, doubled up, I nearly rang 999. Then she did a massive poo and now she's running round like nothing happened eating toast. Worried it's her appendix, my brother had his out at her age",
    age: 3,
    sex: 'female',
    facts: [
      'The tummy ache lasted about 20 minutes.',
      "She hadn't done a poo for 3 days before this.",
      "She's been back to normal for 2 hours since the poo.",
      "She's eating, drinking and playing normally.",
      'Her tummy is soft and she lets me press on it.',
    ],
    denies: [
      "She hasn't been sick.",
      "There's no blood or jelly in her poo.",
      "She doesn't have a temperature.",
      "The pain hasn't come back.",
      "It doesn't hurt when she wees.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-toddler-tummy-ache-settled-after-poo',
    source:
      'NICE CG99 Constipation in children and young people; NICE CKS Constipation in children; NHS: Stomach ache and tummy pain; clinical judgement',
  },
];
