import { describe, expect, it } from 'vitest';
import { readFindings } from '../test-reading';

/** Harmless complaints in the words of worried people, with the near misses that are something else. */
const read = readFindings;

describe('minor complaints told with worry', () => {
  it.each([
    ["my left eyelid has been twitching for like 6 days straight and it's driving me crazy", 'eyelid_twitch'],
    ['the bottom lid of my right eye keeps flickering', 'eyelid_twitch'],
    ['my 6 yr old keeps waking up crying that her legs hurt, a few nights a week', 'child_night_leg_pain'],
    ['his shins ache every evening after football but he is fine in the morning', 'child_night_leg_pain'],
    ['red bald patches on my tongue with white wavy edges, like a map. they move about', 'map_like_tongue'],
    ['smooth patches on my tongue that change from day to day', 'map_like_tongue'],
    ['got stung by a jellyfish on his leg in the sea', 'sea_creature_sting'],
    ['something stung me while I was swimming at the beach', 'sea_creature_sting'],
    ["I've had this tickly dry cough for about two months now", 'cough_over_3_weeks'],
    ['coughing for a couple of months and it will not shift', 'cough_over_3_weeks'],
    ['I take painkillers nearly every day for them', 'frequent_painkiller_use'],
    ['been taking co-codamol daily for my headaches', 'frequent_painkiller_use'],
    ['a brown-black streak under his thumbnail, getting wider', 'dark_nail_streak'],
    ['a dark line running down my big toenail', 'dark_nail_streak'],
  ])('%j', (text, finding) => {
    expect(read(text)[finding]).toBe(true);
  });

  it.each([
    ['my whole face is twitching on one side', 'eyelid_twitch'],
    ['my legs cramp at night', 'child_night_leg_pain'],
    ['a sore on my tongue that has not healed for a month', 'map_like_tongue'],
    ["a white patch on my tongue, I'm scared it will change into cancer", 'map_like_tongue'],
    ['stung by a wasp in the garden', 'sea_creature_sting'],
    ['my 4 month old has a cough since yesterday', 'cough_over_3_weeks'],
    ['I had a cough two months ago but it went', 'cough_over_3_weeks'],
    ['I took two paracetamol this morning', 'frequent_painkiller_use'],
    ['my nails are brittle and have white spots', 'dark_nail_streak'],
    ['still got a tickly cough nearly 3 wks after a cold', 'cough_over_3_weeks'],
  ])('%j is not %s', (text, finding) => {
    expect(read(text)[finding]).toBeUndefined();
  });
});
