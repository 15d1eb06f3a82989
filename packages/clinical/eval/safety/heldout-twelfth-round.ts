import { NHS_999 } from './sources';
import type { SafetyCase } from './types';

const NG185 = 'NICE NG185 Acute coronary syndromes';

/**
 * Twelfth round (held-out half): 13 cases on emergencies and urgent problems as people really write them,
 * in the same spirit as the development half but on other presentations, so that they test whether a change
 * generalises rather than whether it learned the development wording. Do not read this file while tuning the
 * knowledge base, the parser or the questionnaire; it is for measuring only. Eight are emergencies told
 * sideways — heavy typos with no punctuation, second-language English, voice-to-text errors, a partner on
 * the phone, a teacher about a pupil, a parent who thinks it will wear off, a past illness blamed for a new
 * one, and a "no pain in chest" that misleads — with modern context (cannabis edibles, vaping, super-strong
 * magnet toys). Three are urgent, and two are self-care near misses that share the frightening words but are
 * genuinely minor, each with what the patient would deny when asked. Written from guidelines (NICE NG185,
 * NG158, NG156, CG192, CG84, NG222, NG225, NICE CKS topics, RCEM, BTS, NHS advice) and clinical judgement,
 * from the outside, without reading the knowledge base or the parser, before any change it judges: 8
 * emergency, 3 urgent, 2 self-care.
 */
export const SAFETY_HELDOUT_TWELFTH_ROUND: readonly SafetyCase[] = [
  // ── emergencies ───────────────────────────────────────────────────────────────────────────
  {
    id: 'saf-h-044',
    text: 'had my baby 10 days ago c section and now cant get my breth propper sharp pain rigt side when i breath in coughed up a bit of blood this morn heart going fast mw said its just anemia',
    age: 31,
    sex: 'female',
    facts: [
      'I had a caesarean 10 days ago.',
      'The breathlessness came on suddenly this morning.',
      'The pain is sharp and worse when I breathe in.',
      'I coughed up some phlegm streaked with blood.',
      'My heart is racing.',
      'My left calf has been sore and a bit swollen for a couple of days.',
    ],
    denies: ["I don't have a temperature.", "I haven't hurt my chest."],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'postnatal-pulmonary-embolism-typos',
    source: `NICE NG158 Venous thromboembolic diseases (suspected pulmonary embolism → immediate assessment); NHS: Pulmonary embolism; ${NHS_999}`,
  },
  {
    id: 'saf-h-045',
    text: "my 3 year old got into my partner's bag and ate some of his gummy sweets which turns out are the weed ones. she's gone really dozy and wobbly and keeps falling asleep on me. how long will it last?",
    age: 3,
    sex: 'female',
    facts: [
      'She ate about 3 or 4 of the gummies.',
      'It was about an hour ago.',
      "She's very sleepy and hard to keep awake.",
      "She can't walk straight.",
      "She's floppy when I pick her up.",
    ],
    denies: ["She hasn't had a fit.", "She hasn't been sick."],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'toddler-cannabis-edibles-drowsy',
    source: `NHS: Poisoning (call 999 if drowsy or hard to wake); National Poisons Information Service (cannabis edibles in young children); ${NHS_999}`,
  },
  {
    id: 'saf-h-046',
    text: "I'm on the phone to my wife, she had our baby 2 weeks ago. She hasn't slept for 3 nights and now she's saying the baby isn't ours, that someone swapped him. She's talking really fast and laughing then crying. Her mum thinks it's baby blues.",
    age: 29,
    sex: 'female',
    facts: [
      'It started a few days ago and has got much worse today.',
      "She hasn't slept for 3 nights.",
      'She says she hears voices telling her the baby is in danger.',
      "She's scared of the baby and won't hold him.",
      "I'm at work and she's at home alone with the baby.",
      "She's never been like this before.",
    ],
    denies: [
      "She hasn't hurt herself or the baby, as far as I know.",
      "She hasn't taken any drugs or alcohol.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'postpartum-psychosis-told-by-partner-on-phone',
    source: `NICE CG192 Antenatal and postnatal mental health; NHS: Postpartum psychosis (a medical emergency); ${NHS_999}`,
  },
  {
    id: 'saf-h-047',
    text: 'My husband he is 71, diabetes long time. Today he feel not good, he say no pain in chest, but the breath is short, he is sweating cold and very weak, he must sit on the stairs. Is it the sugar?',
    age: 71,
    sex: 'male',
    facts: [
      'It started about one hour ago.',
      'I checked his sugar and it is 9.',
      'He feels sick.',
      'His face is grey.',
      'He has high blood pressure and high cholesterol.',
      'He smoked for 40 years.',
    ],
    denies: [
      'He has no fever.',
      'He has no cough.',
      'He did not fall.',
      'His face and arms are not weak on one side.',
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'diabetic-silent-heart-attack-second-language',
    source: `${NG185}; NHS: Heart attack (people with diabetes may have no chest pain); ${NHS_999}`,
  },
  {
    id: 'saf-h-048',
    text: "think my kidney stone is back, same side as before. pain in my back and tummy came on all of a sudden about half hour ago, worse than last time. went all dizzy and nearly fainted getting up. I'm 72",
    age: 72,
    sex: 'male',
    facts: [
      'I had a kidney stone about 10 years ago on the left.',
      "This pain came on suddenly and is constant, it doesn't come in waves.",
      "It's in my tummy and goes through to my back.",
      'I nearly passed out when I stood up.',
      "I'm cold and clammy.",
      'I have high blood pressure and I smoke.',
      'A scan years ago found a small swelling on my main artery but I never went back.',
    ],
    denies: [
      "There's no blood in my wee that I can see.",
      "It doesn't sting when I wee.",
      "I don't have a temperature.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'aortic-aneurysm-blamed-on-kidney-stone',
    source: `NICE NG156 Abdominal aortic aneurysm (suspected rupture → immediate transfer); NHS: Abdominal aortic aneurysm; ${NHS_999}`,
  },
  {
    id: 'saf-h-049',
    text: "sudden sharp pane in my right chest when I was just sat gaming and now I'm shorter breath, hurts more to breath in. I vape a lot. 19, tall and skinny if that matters",
    age: 19,
    sex: 'male',
    facts: [
      'It came on suddenly about an hour ago while I was sitting still.',
      "It's sharp on the right side and worse when I breathe in.",
      'I get out of breath walking to the kitchen.',
      'I vape most of the day.',
    ],
    denies: [
      "I didn't hurt my chest.",
      "I'm not coughing up blood.",
      "I don't have a temperature.",
      "My legs aren't swollen.",
      "I don't have asthma.",
    ],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'voice-to-text-pneumothorax-vaping',
    source: 'BTS Guideline for pleural disease (2023); NHS: Collapsed lung (pneumothorax) (go to A&E)',
  },
  {
    id: 'saf-h-050',
    text: "I teach Year 2. One of my pupils (6) told me at lunch he swallowed 3 of the tiny shiny magnet balls from a fidget toy someone brought in, 'to see what happens'. He seems fine and wants to go back out to play. Is this one for the school nurse tomorrow?",
    age: 6,
    sex: 'male',
    facts: [
      'He says he swallowed 3 of them at morning break.',
      "They're the tiny round super-strong magnets.",
      'Another child saw him swallow them.',
      'He says his tummy feels a bit funny.',
    ],
    denies: ["He isn't choking.", "He hasn't been sick.", "He's breathing normally."],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'multiple-magnets-swallowed-told-by-teacher',
    source:
      'RCEM Best Practice Guideline: Ingestion of super strong magnets in children (2021); NHS England and RCEM National Patient Safety Alert on magnet ingestion (2021)',
  },
  {
    id: 'saf-h-051',
    text: 'Oven cleaner go in my eye when I spray, it burn very much, I wash with water little. Eye is very red and I cannot open it. What I do?',
    age: 44,
    sex: 'male',
    facts: [
      'It happened 15 minutes ago.',
      'It was a strong oven cleaner spray.',
      'I washed it with water for maybe one minute only.',
      'My eye is very painful and I cannot open it.',
      'Everything is blurry in that eye.',
    ],
    denies: ['I did not swallow any.', 'I have no problem to breathe.'],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'chemical-eye-injury-second-language',
    source:
      'NHS: Eye injuries (chemical in the eye → rinse with water and go to A&E); NICE CKS Red eye; clinical judgement (alkali burn)',
  },

  // ── urgent: a clinician today ─────────────────────────────────────────────────────────────
  {
    id: 'saf-h-052',
    text: "my 18 month old has had the runs and been sick since yesterday, keeps it down for a bit then it all comes back up. only 2 wet nappies today. he's grizzly but still watching his programmes",
    age: 1.5,
    sex: 'male',
    facts: [
      'Diarrhoea and vomiting since yesterday morning.',
      "He's had diarrhoea about 8 times today.",
      "He's been sick 4 times today.",
      "He's only had 2 wet nappies today.",
      'His mouth seems a bit dry.',
      "He's drinking small amounts.",
    ],
    denies: [
      "There's no blood in his poo.",
      "He isn't floppy or hard to wake.",
      "He isn't breathing fast.",
      "He hasn't got a rash.",
      "His hands and feet aren't cold or blotchy.",
      "His tummy isn't swollen.",
    ],
    minLevel: 'urgent',
    level: 'urgent',
    rule: 'toddler-gastroenteritis-fewer-wet-nappies',
    source:
      'NICE CG84 Diarrhoea and vomiting caused by gastroenteritis in under 5s (clinical dehydration → face-to-face assessment); NHS: Diarrhoea and vomiting',
  },
  {
    id: 'saf-h-053',
    text: "Worried about my dad (67). Mum died in March and he's gone downhill, barely eating, not leaving the house, stopped shaving. Last night on the phone he said 'what's the point of any of it'. Probably just grief?",
    age: 67,
    sex: 'male',
    facts: [
      "He's been like this for about 2 months and it's getting worse.",
      "He's lost weight; his clothes are hanging off him.",
      "He's drinking more whisky in the evenings.",
      'He said he sometimes wishes he could just not wake up.',
      'He lives on his own.',
    ],
    denies: [
      "He says he hasn't made any plans to end his life.",
      "He hasn't hurt himself.",
      "He hasn't stockpiled tablets, as far as I know.",
      "He isn't confused.",
    ],
    minLevel: 'urgent',
    level: 'urgent',
    rule: 'bereaved-older-man-passive-suicidal-thoughts-told-by-daughter',
    source:
      'NICE NG222 Depression in adults (risk of suicide → urgent assessment); NICE NG225 Self-harm; NHS: Help for suicidal thoughts',
  },
  {
    id: 'saf-h-054',
    text: "prob just getting old but since yesterday I keep seeing flashes of light at the edge of my left eye, like a camera flash, and there's loads of new little black dots and cobwebs floating about. I'm very short-sighted. eye doesn't hurt",
    age: 61,
    sex: 'female',
    facts: [
      'It started yesterday evening.',
      'The flashes are at the outer edge of my left eye.',
      "There's a shower of new floaters in that eye.",
      "I'm very short-sighted and wear strong glasses.",
    ],
    denies: [
      "There's no dark shadow or curtain coming across my vision.",
      "My eye isn't painful.",
      "My eye isn't red.",
      "I haven't banged my eye or head.",
      "I haven't had a headache.",
      'I have no weakness or numbness anywhere.',
    ],
    minLevel: 'urgent',
    level: 'urgent',
    rule: 'flashes-and-floaters-short-sighted-minimised',
    source:
      'NICE CKS Retinal detachment (new flashes or floaters → ophthalmology within 24 hours); NHS: Floaters and flashes in the eyes',
  },

  // ── self-care: the frightening words, a minor problem ─────────────────────────────────────
  {
    id: 'saf-h-055',
    text: "BLOOD IN MY WEE?? it's gone pinky red this morning, panicking. now that I think about it I had a massive beetroot salad last night... could it be that? feel totally fine",
    age: 33,
    sex: 'female',
    facts: [
      'I had a big beetroot salad and a beetroot juice last night.',
      'My wee was pinky red first thing this morning.',
      "It's already going back to a normal colour.",
      'I feel completely well.',
    ],
    denies: [
      "It doesn't sting or burn when I wee.",
      "I'm not weeing more often.",
      "I don't have tummy or back pain.",
      "I don't have a temperature.",
      "I'm not on my period.",
      "I'm not pregnant.",
      'There are no clots in it.',
      "I haven't started any new medicines.",
      "I haven't been doing hard exercise.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-beetroot-pink-urine',
    source: 'NHS: Blood in urine (beetroot can turn pee red or pink); clinical judgement',
  },
  {
    id: 'saf-h-056',
    text: "am I having a stroke?? one side of my mouth is droopy and I'm dribbling my tea, my lip and half my tongue are numb. oh wait, I had a filling at the dentist about an hour ago, does that count lol",
    age: 45,
    sex: 'male',
    facts: [
      'I had a filling in a bottom tooth on the left, with an injection, about an hour ago.',
      'My lower lip, chin and the left side of my tongue are numb.',
      'The numbness is already starting to wear off.',
      'I feel fine otherwise.',
    ],
    denies: [
      'My forehead and eye on that side move normally.',
      "My arms and legs aren't weak or numb.",
      'My speech is clear apart from the numb lip.',
      'My vision is normal.',
      "I haven't got a headache.",
      "I'm not dizzy.",
      "My face isn't swollen.",
    ],
    minLevel: 'self_care',
    level: 'self_care',
    rule: 'self-care-numb-face-after-dental-injection',
    source:
      'clinical judgement (numbness after a dental nerve block wears off within a few hours); NHS: Stroke (FAST)',
  },
];
