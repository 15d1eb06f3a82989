import { describe, expect, it } from 'vitest';
import { trendDomain, visibleBand } from './trend-domain';

describe('the trend chart’s value range and reference band', () => {
  it('takes in a reference range that lies near the values, so the band is seen beside them', () => {
    const domain = trendDomain([4.1, 6.3], 3.5, 5.1);
    expect(domain[0]).toBeLessThanOrEqual(3.5);
    expect(domain[1]).toBeGreaterThanOrEqual(6.3);
    expect(visibleBand(domain, 3.5, 5.1)).toEqual([3.5, 5.1]);
  });

  it('does not flatten the line for a range far from every value, and clips the band to what is visible', () => {
    const domain = trendDomain([480, 520], 0, 40);
    expect(domain[0]).toBeGreaterThan(40);
    expect(visibleBand(domain, 0, 40)).toBeNull();
    const high = trendDomain([100, 110], 90, 1000);
    const band = visibleBand(high, 90, 1000);
    expect(band?.[0]).toBe(90);
    expect(band?.[1]).toBe(high[1]);
  });

  it('runs a one-sided range to the chart’s edge', () => {
    const domain = trendDomain([1.2, 1.8], null, 1.5);
    expect(visibleBand(domain, null, 1.5)).toEqual([domain[0], 1.5]);
    expect(visibleBand(domain, null, null)).toBeNull();
  });
});
