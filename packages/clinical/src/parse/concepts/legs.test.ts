import { describe, expect, it } from 'vitest';
import { presentFindings } from '../test-reading';

describe('swollen and heavy legs in the words people use', () => {
  it.each([
    ['My legs have been swelling up for weeks.', 'ankle_swelling'],
    ['Leg swelling, worse by the evening.', 'ankle_swelling'],
    ['Both legs are puffy, the left a bit more than the right.', 'ankle_swelling'],
    ['Swelling in my feet and ankles since starting the new tablets.', 'ankle_swelling'],
    ['Gradual swelling of the right leg over three months.', 'ankle_swelling'],
    ['There is a feeling of heaviness in both legs.', 'heavy_aching_legs'],
    ['The skin above my ankles has gone dark brown.', 'lower_leg_skin_changes'],
    ['Discoloured skin on the lower legs.', 'lower_leg_skin_changes'],
  ])('%s → %s', (text, id) => {
    expect(presentFindings(text)).toContain(id);
  });

  it.each([
    // One leg swollen over days stays the clot sign, and is not also read as fluid.
    ['My left calf has been swollen and tender since Monday.', 'ankle_swelling'],
    // An injured or stung limb swells for its own reason.
    ['I went over on my ankle and now it is swollen.', 'ankle_swelling'],
    ['A wasp stung my foot and it has swollen up.', 'ankle_swelling'],
    ['It is swollen on the outside of the ankle.', 'ankle_swelling'],
    ['A big bruise on my shin after I knocked it.', 'lower_leg_skin_changes'],
    ['My legs feel weak and heavy after the flu.', 'heavy_aching_legs'],
    ['It aches on the outside of the ankle where I twisted it.', 'heavy_aching_legs'],
    ['My legs are achy and heavy after my first gym session.', 'heavy_aching_legs'],
    ['Both my shins ache since I took up running.', 'heavy_aching_legs'],
  ])('%s is not → %s', (text, id) => {
    expect(presentFindings(text)).not.toContain(id);
  });

  it('keeps one leg swollen over days as the clot sign', () => {
    expect(presentFindings('My left calf has been swollen and tender since Monday.')).toContain(
      'leg_swelling_one_sided',
    );
  });
});
