import type { Concept } from '../concept-match';

/**
 * Harmless complaints that frighten people, as they tell them: a flickering eyelid, a child's legs
 * aching at night, a tongue with patches that move like a map, a jellyfish sting. Read so that a
 * self-limiting condition can explain them (NHS self-care pages), never to lower a danger sign.
 * Beside them, everyday habits and marks that need a GP: a cough of months, painkillers taken
 * daily, a dark streak under a nail.
 */
export const MINOR_COMPLAINTS: readonly Concept[] = [
  // "my left eyelid has been twitching for like 6 days".
  {
    finding: 'eyelid_twitch',
    allOf: [
      ['eyelid', 'eyelids', 'eye', 'lid'],
      ['twitch*', 'flicker*', 'jumping', 'fluttering', 'spasm*'],
    ],
    within: 6,
  },
  // "keeps waking up crying that her legs hurt … a few nights a week": a child's night-time leg
  // aches; an adult's cramps or restless legs are told with other words.
  {
    finding: 'child_night_leg_pain',
    allOf: [
      ['legs', 'shins', 'calves', 'behind the knees'],
      ['hurt*', 'ache*', 'aching', 'achy', 'pain*', 'sore'],
      ['night', 'nights', 'evening', 'evenings', 'bedtime', 'waking', 'wakes', 'woke'],
      ['she', 'he', 'her', 'his', 'son', 'daughter', 'child', 'kid', 'kids', 'boy', 'girl'],
    ],
    within: 20,
  },
  // "red bald patches on my tongue with white wavy edges, like a map. they move about".
  {
    finding: 'map_like_tongue',
    allOf: [
      ['tongue'],
      ['patch*', 'bald', 'smooth'],
      // Patches that wander, not a patch that might "change into" something.
      [
        'map',
        'maps',
        'move',
        'moves',
        'moving',
        'day to day',
        'change shape',
        'changes shape',
        'wander*',
        'come and go',
      ],
    ],
    within: 16,
  },
  // "this tickly dry cough for about two months now": a cough long past a cold's three or four weeks
  // (NICE CKS Cough: a cough after a cold can last that long), not a baby's age ("my 4 month old
  // has a cough") nor a cough that has gone.
  {
    finding: 'cough_over_3_weeks',
    allOf: [
      ['cough', 'coughing'],
      [
        'six weeks',
        '6 weeks',
        'two months',
        '2 months',
        'couple of months',
        'few months',
        'three months',
        '3 months',
        'several months',
        'months',
      ],
    ],
    within: 10,
    notWith: ['old', 'ago'],
  },
  // "I take painkillers nearly every day for them": the overuse behind a medication-overuse headache.
  {
    finding: 'frequent_painkiller_use',
    allOf: [
      [
        'painkiller*',
        'paracetamol',
        'ibuprofen',
        'co-codamol',
        'codeine',
        'naproxen',
        'aspirin',
        'nurofen',
        'triptan*',
        'migraine tablets',
      ],
      [
        'every day',
        'everyday',
        'daily',
        'most days',
        'nearly every day',
        'almost every day',
        'every single day',
      ],
    ],
    within: 8,
  },
  // "a brown-black streak under his thumbnail … getting wider": a pigmented nail band (NICE NG12).
  {
    finding: 'dark_nail_streak',
    allOf: [
      ['nail', 'nails', 'thumbnail', 'toenail', 'fingernail'],
      ['streak', 'stripe', 'line', 'band'],
      ['dark', 'brown', 'black', 'brownish', 'blackish'],
    ],
    within: 10,
  },
  {
    finding: 'sea_creature_sting',
    allOf: [
      ['stung', 'sting', 'stings'],
      ['sea', 'beach', 'swimming', 'tentacle*'],
    ],
    within: 10,
  },
];
