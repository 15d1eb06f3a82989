import { describe, expect, it } from 'vitest';
import { routeTestsToLabs } from './lab-routing';

const lab = (labId: string, rating: number, tests: string[]) => ({ labId, labName: labId, rating, testIds: new Set(tests) });

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
});
