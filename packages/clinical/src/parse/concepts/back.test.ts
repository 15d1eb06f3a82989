import { describe, expect, it } from 'vitest';
import { presentFindings } from '../test-reading';

describe('back pain as people say it', () => {
  it.each([
    'My back is killing me since I lifted the sofa.',
    'I have a pain in my back that will not go away.',
    'Aching in my back for a couple of weeks.',
    'His back has been really sore since the weekend.',
    'It hurts in the small of my back when I stand up.',
    'For three months I have had a deep ache in my back and ribs.',
    'I get a stabbing pain in my back when I twist.',
    'My back hurts when I bend over to tie my shoes.',
  ])('%s → low_back_pain', (text) => {
    expect(presentFindings(text)).toContain('low_back_pain');
  });

  it.each([
    'The pain came back after two days.',
    'Pain in the back of my knee when I straighten it.',
    'A pressing headache at the back of my head.',
    'A sore throat right at the back of my mouth.',
    'I went back to work and now my chest hurts.',
    'Crushing chest pain that goes through to my back.',
    'Pain in my tummy that goes straight through to my back.',
    'Pain in my back on the right side, just under the ribs.',
    'A sharp pain between my shoulder blades in my upper back.',
  ])('%s → not low_back_pain', (text) => {
    expect(presentFindings(text)).not.toContain('low_back_pain');
  });

  it('reads height lost and a stoop as a sign of a spinal fracture, and inches as a length, not an itch', () => {
    expect(presentFindings("My daughter says I'm getting shorter and more hunched.")).toEqual([
      'height_loss',
    ]);
    expect(presentFindings("I've lost 2 inches in height.")).toEqual(['height_loss']);
  });

  it('reads steroid tablets taken for years as steroid use', () => {
    expect(presentFindings("I've been on steroid tablets for my chest on and off for years.")).toContain(
      'steroid_use',
    );
  });
});
