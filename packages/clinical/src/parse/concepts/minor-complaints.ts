import type { Concept } from '../concept-match';

/**
 * Harmless complaints that frighten people, as they tell them: a flickering eyelid, a child's legs
 * aching at night, a tongue with patches that move like a map, a jellyfish sting. Read so that a
 * self-limiting condition can explain them (NHS self-care pages), never to lower a danger sign.
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
      ['map', 'maps', 'move', 'moves', 'moving', 'change', 'changes', 'changing', 'wander*', 'come and go'],
    ],
    within: 24,
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
