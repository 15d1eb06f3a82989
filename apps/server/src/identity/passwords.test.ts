import { describe, expect, it } from 'vitest';
import { hashPassword, passwordProblem, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('verifies the right password and rejects others', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same password here')).not.toBe(await hashPassword('same password here'));
  });

  it('rejects when no hash is stored', async () => {
    expect(await verifyPassword('anything at all', null)).toBe(false);
  });
});

describe('password policy', () => {
  it.each([
    ['short', 'Use at least 10 characters for your password.'],
    ['aaaaaaaaaaaa', 'Choose a password that is not one repeated character.'],
    ['password123', 'This password is too common; choose another.'],
    ['x'.repeat(129), 'Use at most 128 characters for your password.'],
  ])('refuses %s', (password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });

  it('refuses the e-mail as password and accepts a long passphrase', () => {
    expect(passwordProblem('ana@example.com', 'Ana@Example.com')).toMatch(/different from your e-mail/);
    expect(passwordProblem('blue kettle morning')).toBeNull();
  });
});
