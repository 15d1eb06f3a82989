/**
 * The danger signs a person with an everyday tension headache says they do not have, in their
 * words (NICE CG150): the same answers end every tension-type headache case that should reach
 * self-care.
 */
export const NO_HEADACHE_DANGER_SIGNS: readonly string[] = [
  'It did not come on suddenly',
  'No fever',
  'No stiff neck',
  'No weakness',
  'My vision is fine',
  'I have not been sick',
];
