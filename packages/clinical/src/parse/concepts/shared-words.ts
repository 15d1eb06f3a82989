/** Word groups more than one body system's concepts use. */

export const BREATH = ['breath', 'breathe', 'breathing', 'breathless*', 'air', 'puffed', 'winded', 'wheez*'];
export const SUDDEN = [
  'sudden*',
  'out of nowhere',
  'out of the blue',
  'all at once',
  'instantly',
  'like a switch',
];
export const PAIN = [
  'pain',
  'pains',
  'painful',
  'ache',
  'aching',
  'hurt*',
  'agony',
  'sore',
  'killing me',
  'discomfort',
  'cramp*',
];
export const CHEST = ['chest', 'breastbone', 'sternum'];
/** A part swollen or puffy, or holding fluid. */
export const SWOLLEN = ['swollen', 'swelling', 'swell*', 'puffy', 'puffed', 'oedema*', 'edema*', 'fluid'];
/** Words that put a complaint in the ear (swimmer's ear, not a strain from swimming). */
export const EAR_TALK = ['ear', 'ears', 'hearing', 'otalgia', 'otorrh*'];
export const HEAD = ['headache', 'head', 'head pain', 'migraine'];
/** Where else a stent or a bypass goes (a ureter, a bile duct, the gullet, the stomach): not the heart's. */
export const NOT_THE_HEART = [
  'gastric',
  'stomach',
  'bowel',
  'colon*',
  'kidney',
  'ureter*',
  'bile',
  'biliary',
  'duct',
  'oesophag*',
  'esophag*',
  'gullet',
  'road',
  'weight loss',
];

/** Words that make dry lips a sign of illness (dehydration) rather than of the weather. */
export const DRY_MOUTH_ILLNESS = [
  'nappy',
  'nappies',
  'wee*',
  'pee*',
  'urine',
  'drink*',
  'drunk',
  'fluids',
  'sick',
  'vomit*',
  'diarrh*',
  'fever*',
  'temp*',
  'floppy',
  'sleepy',
  'drowsy',
  'sunken',
  'unwell',
  'poorly',
  'dehydrat*',
];

/** An injured or stung part swells for its own reason (the joint's and the bite's readings). */
export const INJURY_OR_STING = [
  'went over',
  'twisted',
  'rolled',
  'sprain*',
  'fell',
  'fall',
  'knock*',
  'kicked',
  'injur*',
  'stung',
  'sting',
  'bite',
  'bitten',
];

/** "the redness has spread up the back of my hand": the back of a part, not the back. */
export const BACK_OF_A_PART = ['back of my', 'back of the', 'back of his', 'back of her'];

/** A neck or back stiff from how one sat or slept: not the stiff neck of meningitis. */
export const POSTURE = [
  'hunch*',
  'desk',
  'posture',
  'slept funny',
  'slept awkward*',
  'pillow',
  'laptop',
  'computer',
  'whiplash',
];

/**
 * Symptoms beside "anorexia" that make it a loss of appetite in a case note's list ("fever, night
 * sweats and anorexia", "he became anorexic"), not the eating disorder: read by the concept for
 * loss of appetite and by the guard on restricting food alike.
 */
export const ANOREXIA_AS_A_SYMPTOM = [
  'fever*',
  'sweat*',
  'cough*',
  'nausea',
  'vomit*',
  'diarrh*',
  'fatigue*',
  'tired*',
  'malaise',
  'letharg*',
  'weakness',
  'jaundice',
  'became',
  'become',
];

/** Words that make a child's weight gain the growth expected ("gaining weight along her centile"), not a symptom. */
export const GROWING_AS_EXPECTED = [
  'centile*',
  'percentile*',
  'normally',
  'steadily',
  'growing',
  'thriving',
  'feeding',
  'feeds',
  'appropriately',
  'expected',
];

/**
 * Weight lost on purpose: a diet, the gym, a weight-loss medicine or operation (single words: a
 * veto list matches word by word, so "gastric band" would veto "gastric pain"). Not the unexplained
 * weight loss of a cancer referral (NICE NG12), so these veto it in the sentence.
 */
export const WEIGHT_LOST_ON_PURPOSE = [
  'diet',
  'diets',
  'dieting',
  'slimming',
  'gym',
  'purpose',
  'deliberately',
  'intentionally',
  'calorie*',
  'keto',
  'fasting',
  'bariatric',
  'jab*',
  'injection*',
  'mounjaro',
  'wegovy',
  'ozempic',
  'saxenda',
  'semaglutide',
  'tirzepatide',
  'liraglutide',
];
