import { NHS_999 } from './sources';
import type { SafetyCase } from './types';

const NG51 = 'NICE NG51 Suspected sepsis: recognition, diagnosis and early management';
const NG111 = 'NICE NG111 Pyelonephritis (acute): antimicrobial prescribing';
const NG118 = 'NICE NG118 Renal and ureteric stones: assessment and management';
const NG126 = 'NICE NG126 Ectopic pregnancy and miscarriage: diagnosis and initial management';
const NG143 = 'NICE NG143 Fever in under 5s: assessment and initial management';
const NG228 = 'NICE NG228 Subarachnoid haemorrhage caused by a ruptured aneurysm: diagnosis and management';

/**
 * Fourteenth round (held-out half): 12 cases written the same way as the development half, from the outside,
 * as patients, parents, partners and adult children type them, with stories of their own. Not to be read
 * while tuning: they measure whether changes made on the development half carry over to wording the
 * questionnaire has not seen. Seven are emergencies (a sudden headache in a migraine sufferer that is
 * "different", an ectopic pregnancy in someone with a coil told as a tummy bug with shoulder-tip pain, a
 * ruptured spleen after rugby too soon after glandular fever, an adrenal crisis in someone with Addison's who
 * cannot keep her tablets down, carbon monoxide in a caravan with the whole family and the dog affected,
 * sepsis in an 84-year-old after a catheter change told by a daughter an hour away, and a cold white painful
 * foot in a man who stopped his blood thinner), two are urgent (a kidney infection after cystitis, a first
 * kidney stone), and three are self-care near misses with what the patient would deny when asked (hay fever
 * before exams, period cramps "killing me" as every month, a teething baby with 37.8 who is playing). Written
 * from guidelines (NICE NG228, NG126, NG51, NG111, NG118, NG143, CG147, NICE CKS topics, Society for
 * Endocrinology adrenal crisis guidance, NHS advice) and clinical judgement, without reading the knowledge
 * base or the parser, before any change it judges: 7 emergency, 2 urgent, 3 self-care.
 */
export const SAFETY_HELDOUT_FOURTEENTH_ROUND: readonly SafetyCase[] = [
  // ── emergencies: brain, tummy and pregnancy ───────────────────────────────────────────────
  {
    id: 'saf-h-1101',
    text: "get migraines a lot but this one's different. was straining on the loo and got a sudden bang at the back of my head like being hit with a cricket bat, went from nothing to 10/10 instantly. been sick twice, neck feels stiff and the light's hurting my eyes. took my sumatriptan, nothing. 44. it's probably just a bad one isnt it",
    age: 44,
    sex: 'female',
    facts: [
      'The pain was at its worst within seconds.',
      "It's the worst headache I've ever had.",
      'It started about an hour ago.',
      'My neck is stiff and sore to bend forward.',
      'I felt muddled for a few minutes after it started.',
      'My migraines always build up slowly, never like this.',
    ],
    denies: [
      "I didn't bang my head.",
      "I haven't got a temperature.",
      "My arms and legs aren't weak.",
      "I'm not on blood thinners.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'subarachnoid-haemorrhage-migraine-but-different-straining',
    source: `${NG228} (sudden severe headache peaking within minutes → immediate referral); NHS: Subarachnoid haemorrhage; ${NHS_999}`,
  },
  {
    id: 'saf-h-1102',
    text: 'think ive got a tummy bug, lower belly pain on the left since last night and had the runs once. weirdly the tip of my shoulder really hurts too. cant be pregnant, Ive got the coil. bit of spotting, thought it was my period starting. went dizzy in the shower. 29',
    age: 29,
    sex: 'female',
    facts: [
      'The pain is low down on the left and getting worse.',
      'My period is about a week late but it is often irregular.',
      'The shoulder pain is worse when I lie down.',
      'I nearly passed out in the shower.',
      'My partner says I look very pale.',
      'It hurts when I go for a poo.',
    ],
    denies: ["I haven't been sick.", "I haven't got a temperature.", "It doesn't burn when I wee."],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'ectopic-pregnancy-with-coil-tummy-bug-shoulder-tip',
    source: `${NG126} (pain with shoulder-tip pain, dizziness or collapse in someone who could be pregnant → emergency); NHS: Ectopic pregnancy; ${NHS_999}`,
  },
  {
    id: 'saf-h-1103',
    text: 'Student, 20. had glandular fever about 3 weeks ago, went back to rugby yesterday (i know) and took a knee to the ribs on the left. today my upper left tummy is agony and my left shoulder hurts as well for some reason. just nearly passed out going up the stairs. Flatmates say i look like a ghost. bruised ribs?',
    age: 20,
    sex: 'male',
    facts: [
      'The tummy pain is getting worse and hurts more when I breathe in.',
      'I feel dizzy and faint when I stand up.',
      'My heart is racing.',
      "I'm cold and clammy.",
      'My tummy feels swollen and very tender on the left.',
    ],
    denies: ["There's no blood in my wee.", "I didn't hit my head.", "I'm not coughing up blood."],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'splenic-rupture-glandular-fever-rugby-shoulder-pain',
    source: `NHS: Glandular fever (avoid contact sports; sudden sharp pain in the upper left tummy → A&E or 999); clinical judgement; ${NHS_999}`,
  },
  {
    id: 'saf-h-1104',
    text: "I have Addisons and ive been throwing up since about 2am, cant keep my hydrocortisone down, tried twice. now really weak and dizzy, bad pains in my legs and tummy. I've got the injection kit but never used it and my hands are shaking. husband says wait for the GP at 8. 37",
    age: 37,
    sex: 'female',
    facts: [
      "I've been sick more than five times.",
      "I've got diarrhoea as well.",
      'I feel faint when I sit up.',
      'My head feels foggy and slow.',
      'I carry a steroid emergency card.',
    ],
    denies: [
      "There's no blood in my sick.",
      "I haven't missed any doses before today.",
      "I haven't got chest pain.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'adrenal-crisis-addisons-vomiting-cant-keep-steroids-down',
    source: `Society for Endocrinology: Adrenal crisis emergency guidance (vomiting and unable to take oral steroids → emergency injection and 999); NHS: Addison's disease; NHS England National Patient Safety Alert: Steroid Emergency Card (2020); ${NHS_999}`,
  },
  // ── emergencies: poisoning, infection and circulation ─────────────────────────────────────
  {
    id: 'saf-h-1105',
    text: "on a caravan holiday and all 4 of us have woken up with thumping headaches and feeling sick again, 3rd morning running. my youngest is really dozy, and the dog won't get out of his bed. it goes off when we're out at the beach all day. we've had the gas fire on at night cos its freezing. food poisoning? we've all eaten diffrent things",
    age: 38,
    sex: 'female',
    facts: [
      'All four of us have headaches and feel sick.',
      'We all feel better once we are outside.',
      'My youngest, who is 6, was hard to wake properly this morning.',
      'I feel dizzy and muddled myself.',
      'The gas fire flame looks orange rather than blue.',
      "There's no carbon monoxide alarm in the caravan.",
    ],
    denies: ['None of us has a temperature.', 'None of us has a rash.', 'None of us has diarrhoea.'],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'carbon-monoxide-caravan-family-headaches-better-outside',
    source: `NHS: Carbon monoxide poisoning (get into fresh air; drowsiness or confusion → A&E or 999); UKHSA Carbon monoxide: general information; ${NHS_999}`,
  },
  {
    id: 'saf-h-1106',
    text: "ringing about my mum, 84. carer says shes not herself today, off her food, muddled, keeps asking where dad is (he died 6 yrs ago). she had her catheter changed on tuesday. carer says she was shivering this morning and now shes hot to touch and her breathing is quick. she's usually sharp as a tack. I'm an hour away, should I drive over or ring her GP",
    age: 84,
    sex: 'female',
    facts: [
      'The confusion came on today.',
      "There's very little wee in her catheter bag and it's dark and cloudy.",
      'The carer measured her temperature at 38.9.',
      'Her pulse is fast, about 118.',
      'Her knees look pale and blotchy.',
      "She's very sleepy between answers.",
    ],
    denies: ["She hasn't fallen.", "She hasn't got a cough.", "She hasn't started any new medicines."],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'sepsis-elderly-not-herself-after-catheter-change-told-by-daughter',
    source: `${NG51} (new confusion, fast breathing, mottled skin, reduced urine → high risk); NHS: Sepsis; ${NHS_999}`,
  },
  {
    id: 'saf-h-1107',
    text: "wife here typing for my husband (71). his right foot has gone white and cold over the last couple of hours, he says it's like its gone dead, pins and needles and now he can't really wiggle his toes. and its really painful. he's got an irregular heartbeat but stopped his blood thinner last month cos of a nosebleed. thought it was cramp at first",
    age: 71,
    sex: 'male',
    facts: [
      'It came on over the last two or three hours.',
      'His foot and lower leg are much paler than the other side.',
      'It is very cold to touch.',
      'The pain is bad even when he is resting.',
      "I can't feel a pulse on the top of that foot like I can on the other.",
      'His toes feel numb to him.',
    ],
    denies: ["He hasn't injured his leg.", "His calf isn't swollen.", "He hasn't got chest pain."],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'acute-limb-ischaemia-stopped-anticoagulant-told-by-wife',
    source: `NICE CG147 Peripheral arterial disease: diagnosis and management (acute limb ischaemia → emergency vascular referral); NHS: Peripheral arterial disease; clinical judgement; ${NHS_999}`,
  },
  // ── urgent: a clinician today ─────────────────────────────────────────────────────────────
  {
    id: 'saf-h-1108',
    text: "cystitis since the weekend, did the cranberry juice thing but now I've got an ache in my right side round the back under the ribs and temp 38.3, shivery. still weeing loads & it stings. 30, not pregnant (period last week). can I just get trimethoprim from the pharmacy?",
    age: 30,
    sex: 'female',
    facts: [
      'The ache is in my right side at the back, under the ribs.',
      'I feel shivery and rough.',
      "I'm drinking plenty and keeping it down.",
      'I had a water infection last year.',
    ],
    denies: [
      "I'm not pregnant.",
      "I'm not confused or drowsy.",
      "I'm not being sick.",
      "My heart isn't racing.",
    ],
    minLevel: 'urgent',
    level: 'urgent',
    rule: 'pyelonephritis-after-cystitis-loin-pain-fever',
    source: `${NG111}; NICE CKS Pyelonephritis – acute (same-day assessment and antibiotics); NHS: Kidney infection`,
  },
  {
    id: 'saf-h-1109',
    text: "woke at 4am with horrendous pain in my left side going down to my groin, it comes in waves & I can't keep still, been pacing round the kitchen. sick once. wee looks a bit pink. 41, never had this before. been doing loads of hot yoga & probably not drinking enough. ibuprofen took the edge off a bit",
    age: 41,
    sex: 'male',
    facts: [
      'The pain came on suddenly and comes in waves.',
      'It goes from my side down into my groin.',
      'My wee is a pinkish colour.',
      "I've been sick once.",
      'Ibuprofen helped a bit.',
    ],
    denies: [
      "I haven't got a temperature or shivers.",
      'I can still wee.',
      "I don't have any kidney problems.",
      "I'm keeping water down.",
    ],
    minLevel: 'urgent',
    level: 'urgent',
    rule: 'renal-colic-first-episode-waves-to-groin',
    source: `${NG118}; NICE CKS Renal or ureteric colic – acute; NHS: Kidney stones`,
  },
  // ── self-care: the frightening words, a minor problem ─────────────────────────────────────
  {
    id: 'saf-h-1110',
    text: 'eyes are so itchy and watery I want to scratch them out, sneezing like 20 times in a row, nose running like a tap. every year around now when the grass gets cut. 17, got my exams. antihistamines from the shop help a bit. anything stronger?',
    age: 17,
    sex: 'male',
    facts: [
      'Both eyes are itchy and watery.',
      'It happens every summer.',
      'My nose runs with clear stuff.',
      'Shop antihistamines help a bit.',
    ],
    denies: [
      "My eyes aren't painful and my sight is fine.",
      "I'm not wheezy and my chest isn't tight.",
      "I haven't got a temperature.",
      "There's no sticky yellow stuff from my eyes.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-hay-fever-itchy-eyes-exams',
    source: 'NICE CKS Allergic rhinitis; NHS: Hay fever',
  },
  {
    id: 'saf-h-1111',
    text: 'period cramps are absolutely killing me, stabbing low down in my belly and into my back. same as every month tbh, day 1 is always the worst. 19. hot water bottle on. can i take ibuprofen and paracetamol together?',
    age: 19,
    sex: 'female',
    facts: [
      'The cramps started when my period came today.',
      "It's the same as my usual period pain.",
      'The bleeding is a normal amount for me.',
      'My periods are regular.',
    ],
    denies: [
      "It's not worse than my usual period pain.",
      "I haven't got a temperature.",
      "I can't be pregnant, my period came on time.",
      "I haven't got any unusual discharge.",
      "I'm not dizzy or fainting.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-usual-period-cramps-killing-me',
    source: 'NICE CKS Dysmenorrhoea; NHS: Period pain',
  },
  {
    id: 'saf-h-1112',
    text: "my 9 month old is dribbling loads, chewing everything and her cheeks are bright red. temp 37.8 under the arm. she's a bit grumpy at night but playing happily now and eating her purees. 2 teeth came through last month. is this teething or should I be worried about a temprature",
    age: 0.75,
    sex: 'female',
    facts: [
      "She's feeding normally.",
      'Her nappies are as wet as usual.',
      "She's alert and smiling.",
      'Her gums look a bit swollen.',
    ],
    denies: [
      "She hasn't got a rash.",
      "She's not floppy or hard to wake.",
      "She's breathing normally.",
      "She hasn't been sick or had diarrhoea.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-teething-low-temperature-playing',
    source: `NICE CKS Teething; ${NG143} (green features); NHS: Baby teething symptoms`,
  },
];
