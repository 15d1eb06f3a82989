import { describe, expect, it } from 'vitest';
import { apiPaths } from './api-paths';

describe('apiPaths', () => {
  it('puts every request path under /api/v1', () => {
    for (const [name, value] of Object.entries(apiPaths)) {
      const path = typeof value === 'function' ? (value as (...args: string[]) => string)('a', 'b') : value;
      expect(path, name).toMatch(/^\/api\/v1\/[a-z]/);
    }
  });

  it('encodes path parameters, so an id never changes the path', () => {
    expect(apiPaths.labOrder('00000000-0000-4000-8000-000000000001')).toBe('/api/v1/lab-orders/00000000-0000-4000-8000-000000000001');
    expect(apiPaths.invite('a/b?c')).toBe('/api/v1/invites/a%2Fb%3Fc');
    expect(apiPaths.adminSupportOrder('NB 1')).toBe('/api/v1/admin/support/orders/NB%201');
  });
});
