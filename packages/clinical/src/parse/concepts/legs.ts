import type { Concept } from '../concept-match';
import { INJURY_OR_STING, SWOLLEN } from './shared-words';

/** The lower limb as people name it; plurals fold to these ("legs" is "leg"). */
const LEG = ['leg', 'ankle', 'foot', 'feet', 'shin', 'lower leg'];
/** One leg named: that is the calf-clot sign's (leg_swelling_one_sided) unless it grew slowly. */
const ONE_SIDE = ['one leg', 'one ankle', 'left', 'right', 'same leg', 'that leg', 'calf'];
/** Exercise: the ache after it is the muscles', not a clot's or the veins'. */
const EXERCISE = [
  'gym',
  'exercise',
  'workout',
  'training',
  'run',
  'running',
  'ran',
  'marathon',
  'sport*',
  'match',
];
/**
 * Swollen legs, heavy legs and darkened skin low on the legs as people and case notes say them
 * ("leg swelling", "my legs are swollen", "heaviness in my legs", "darkness of the leg"). Before,
 * only a few fixed phrases ("swollen legs") were read, so "leg swelling for two months" read
 * nothing. Written from NICE CKS (Venous insufficiency; Heart failure, chronic) descriptions.
 */
export const LEGS: readonly Concept[] = [
  {
    // Both legs, or a leg without a side: fluid (heart, kidneys, veins, medicines).
    finding: 'ankle_swelling',
    allOf: [LEG, SWOLLEN],
    within: 6,
    // A swelling at one place on the joint ("on the outside of the ankle") is local, not fluid.
    notWith: [...ONE_SIDE, ...INJURY_OR_STING, 'outside', 'inside', 'outer', 'inner', 'bone', 'lump', 'bump'],
  },
  {
    // "both legs" even when one is worse ("both legs swollen, the right more than the left").
    finding: 'ankle_swelling',
    allOf: [['both'], LEG, SWOLLEN],
    within: 8,
    notWith: INJURY_OR_STING,
  },
  {
    // One leg swelling slowly over weeks or months is not a new clot's sign; it is still a
    // swollen leg (venous insufficiency, lymphoedema).
    finding: 'ankle_swelling',
    allOf: [
      ONE_SIDE,
      LEG,
      SWOLLEN,
      ['gradual*', 'progressive', 'slowly', 'month', 'year', 'end of the day', 'day progress*'],
    ],
    within: 14,
    notWith: INJURY_OR_STING,
  },
  {
    // One calf aching, tender or hurting ("my right calf has been aching for 3 days", "pain in my
    // calf"): the clot's sign in a leg (NICE NG158), not a runner's calves after a race or the
    // cramp that wakes at night.
    finding: 'leg_swelling_one_sided',
    allOf: [['pain', 'painful', 'ache', 'aching', 'achy', 'hurt*', 'sore', 'tender*', 'throb*'], ['calf']],
    within: 6,
    notWith: [
      ...INJURY_OR_STING,
      'both',
      'pulled',
      'strain*',
      'tore',
      'torn',
      'football',
      'race',
      ...EXERCISE,
      'night',
      'nights',
    ],
  },
  {
    finding: 'heavy_aching_legs',
    // The legs themselves, not an ankle or a shin (a sprain's or a runner's ache), and not the
    // ache after exercise.
    allOf: [['heaviness', 'heavy', 'heavier', 'ache', 'aching', 'achy'], ['leg']],
    within: 6,
    notWith: [...INJURY_OR_STING, 'lift*', 'carry*', 'weakness', 'weak', 'session', ...EXERCISE],
  },
  {
    finding: 'lower_leg_skin_changes',
    allOf: [
      [
        'dark',
        'darker',
        'darkness',
        'darkened',
        'brown',
        'brownish',
        'discolour*',
        'discolor*',
        'stained',
        'staining',
      ],
      ['leg', 'ankle', 'shin', 'lower leg'],
    ],
    within: 6,
    notWith: ['bruise*', 'bruising', 'hair', 'mole', ...INJURY_OR_STING],
  },
  {
    // "first leg day in 2 years, thighs are so sore I can barely get down the stairs": muscles
    // that ache a day or two after unaccustomed exercise (NHS: Muscle pain). Not with a calf, the
    // chest, breathlessness or dark urine, which are other stories.
    finding: 'exercise_soreness',
    allOf: [
      [
        ...EXERCISE,
        'leg day',
        'squat*',
        'lunge*',
        'deadlift*',
        'bootcamp',
        'spin class',
        'crossfit',
        'weights',
        'press ups',
      ],
      ['sore', 'ache', 'aches', 'aching', 'achy', 'stiff', 'tight', 'killing', 'doms'],
      [
        'thigh*',
        'leg',
        'legs',
        'quads',
        'hamstring*',
        'glutes',
        'bum',
        'arm',
        'arms',
        'shoulders',
        'muscle*',
        'abs',
      ],
    ],
    within: 26,
    notWith: [
      'chest',
      'breath*',
      'heart',
      'dizzy',
      'faint*',
      'calf',
      'calve*',
      'swollen',
      'urine',
      'wee',
      'pee',
      'dark',
      'brown',
      'fall',
      'fell',
      'twist*',
    ],
  },
];
