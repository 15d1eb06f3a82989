import { describe, expect, it } from 'vitest';
import { routeTestsToLabs } from './lab-routing';

const lab = (labId: string, rating: number | null, tests: string[]) => ({ labId, labName: labId, rating, testIds: new Set(tests) });

describe('routeTestsToLabs', () => {
  it('uses one lab when one offers everything', () => {
    const { plan } = routeTestsToLabs(['a', 'b'], [lab('small', 5, ['a']), lab('full', 4, ['a', 'b'])]);
    expect(plan).toEqual([{ labId: 'full', labName: 'full', testIds: ['a', 'b'] }]);
  });

  it('splits across the fewest labs and prefers the better rating on ties', () => {
    const { plan } = routeTestsToLabs(['a', 'b', 'c'], [lab('x', 4.1, ['a', 'b']), lab('y', 4.9, ['c']), lab('z', 4.5, ['c'])]);
    expect(plan.map((p) => [p.labId, p.testIds])).toEqual([
      ['x', ['a', 'b']],
      ['y', ['c']],
    ]);
  });

  it('reports tests no lab offers', () => {
    expect(routeTestsToLabs(['a', 'q'], [lab('x', 4, ['a'])]).unroutable).toEqual(['q']);
  });

  it('ranks a lab without ratings below any rated lab on a tie, and unrated labs by name', () => {
    expect(routeTestsToLabs(['a'], [lab('aaa-new', null, ['a']), lab('zzz-rated', 1, ['a'])]).plan[0]!.labId).toBe('zzz-rated');
    expect(routeTestsToLabs(['a'], [lab('b-new', null, ['a']), lab('a-new', null, ['a'])]).plan[0]!.labId).toBe('a-new');
  });
});
