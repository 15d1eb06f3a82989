import { describe, expect, it } from 'vitest';
import { newPasswordForm, PASSWORDS_DO_NOT_MATCH, passwordsMatch } from './auth-schemas';

describe('newPasswordForm', () => {
  it('accepts a pair that matches', () => {
    expect(newPasswordForm.parse({ password: 'a calm blue river', confirm: 'a calm blue river' })).toEqual({ password: 'a calm blue river', confirm: 'a calm blue river' });
  });

  it('refuses a pair that differs, or an empty one, at the confirmation with the brief’s words', () => {
    for (const pair of [
      { password: 'a calm blue river', confirm: 'a calm blue lake' },
      { password: '', confirm: '' },
    ]) {
      const issues = newPasswordForm.safeParse(pair).error?.issues ?? [];
      expect(issues.map((i) => [i.path.join('.'), i.message])).toEqual([['confirm', PASSWORDS_DO_NOT_MATCH]]);
      expect(passwordsMatch(pair)).toBe(false);
    }
    expect(PASSWORDS_DO_NOT_MATCH).toBe('Passwords do not match');
  });
});
