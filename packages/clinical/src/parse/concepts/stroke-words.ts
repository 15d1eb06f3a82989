/**
 * The words of a stroke as people say them (NICE NG128, the FAST test): one side, a weak or clumsy
 * limb, a face that droops. Shared by the concepts in head-and-nerves.ts.
 */
export const ONE_SIDE = [
  'one side',
  'left side',
  'right side',
  'down one side',
  'down the left',
  'down the right',
  'half of',
  'left arm',
  'right arm',
  'left leg',
  'right leg',
  'left hand',
  'right hand',
];
export const WEAK = [
  'weak*',
  'numb*',
  "can't lift",
  'cannot lift',
  "can't move",
  'cannot move',
  'floppy',
  'useless',
  // Clumsiness is how a weak hand shows ("he keeps dropping things from his right hand").
  'dropping',
  'drops things',
  'dropped things',
  'clumsy',
  // "her right hand just let go of her cup of tea", not "I let go of the rope"
  'just let go',
  'suddenly let go',
  'lost her grip',
  'lost his grip',
  'lost my grip',
];
export const LIMB = ['arm', 'arms', 'leg', 'legs', 'hand', 'body', 'side'];
export const FACE = ['face', 'mouth', 'smile', 'lip', 'eye', 'eyelid'];
export const DROOP = [
  'hanging',
  'hangs',
  'droop*',
  'drop*',
  'sag*',
  'lopsided',
  'fallen',
  'slipped',
  'slanted',
  'crooked',
  'pulled down',
  'gone down',
  // "when she smiled one side of her mouth didn't go up"
  "didn't go up",
  'did not go up',
  "wouldn't go up",
];
