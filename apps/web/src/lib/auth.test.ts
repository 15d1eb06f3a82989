import { describe, expect, it } from 'vitest';
import type { User } from 'oidc-client-ts';
import { toSessionUser } from './auth';

const claim = 'https://labwise.app/claims/role';
const user = (profile: Record<string, unknown>) => ({ profile }) as unknown as User;

describe('toSessionUser', () => {
  it('maps the profile, falling back to the e-mail for full_name', () => {
    expect(toSessionUser(user({ sub: 'u1', email: 'a@b.c', [claim]: 'Administrator' }), claim)).toMatchObject({
      id: 'u1',
      email: 'a@b.c',
      role: 'admin',
      full_name: 'a@b.c',
    });
  });

  it('treats a user lacking id, e-mail or role as invalid', () => {
    expect(toSessionUser(user({ email: 'a@b.c', [claim]: 'patient' }), claim)).toBeNull();
    expect(toSessionUser(user({ sub: 'u1', [claim]: 'patient' }), claim)).toBeNull();
    expect(toSessionUser(user({ sub: 'u1', email: 'a@b.c' }), claim)).toBeNull();
  });

  it('defaults an unknown role claim to patient', () => {
    expect(toSessionUser(user({ sub: 'u1', email: 'a@b.c', [claim]: 'wizard' }), claim)?.role).toBe('patient');
  });
});
