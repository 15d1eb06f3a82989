import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, resolveOptions } from './options';
import { rankConditions, rankFloor } from './rank';

describe('rankConditions', () => {
  it('lists the conditions at or above the floor, most probable first, ties in KB order', () => {
    const post = Float64Array.from([0.1, 0.3, 0.001, 0.3, 0.05, 0.249]);
    expect(rankConditions(post, 5, 0.01)).toEqual([1, 3, 0, 4]);
  });

  it('leaves out "other" (the last hypothesis) whatever its probability', () => {
    const post = Float64Array.from([0.02, 0.03, 0.95]);
    expect(rankConditions(post, 2, 0.01)).toEqual([1, 0]);
  });

  it('keeps the single most probable condition when none reaches the floor', () => {
    const post = Float64Array.from([0.002, 0.004, 0.004, 0.99]);
    expect(rankConditions(post, 3, 0.01)).toEqual([1]);
  });

  it('ranks nothing in an empty KB', () => {
    expect(rankConditions(Float64Array.from([1]), 0, 0.01)).toEqual([]);
  });
});

describe('rankFloor', () => {
  it('is the lowest probability any rule reads', () => {
    expect(rankFloor(DEFAULT_OPTIONS)).toBe(DEFAULT_OPTIONS.reportMin);
    expect(rankFloor(resolveOptions({ triage: { emergencyConditionUrgent: 0.001 } }))).toBe(0.001);
    expect(rankFloor(resolveOptions({ insightMin: 0 }))).toBe(0);
  });
});
