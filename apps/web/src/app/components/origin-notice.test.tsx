import { describe, expect, it } from 'vitest';
import { canonicalAddress } from './origin-notice';

const at = (href: string) => {
  const url = new URL(href);
  return { origin: url.origin, pathname: url.pathname, search: url.search, hash: url.hash };
};

describe('canonicalAddress', () => {
  it('is null on the configured address', () => {
    expect(canonicalAddress('http://localhost:3000', at('http://localhost:3000/login'))).toBeNull();
    expect(canonicalAddress('https://labwise.example/', at('https://labwise.example/dashboard'))).toBeNull();
  });

  it('keeps the path, query and hash when the page was opened at another address', () => {
    expect(canonicalAddress('http://localhost:3000', at('http://127.0.0.1:3000/auth/verify-email?token=a#x'))).toBe(
      'http://localhost:3000/auth/verify-email?token=a#x',
    );
  });

  it('is null when the configured address is not a URL', () => {
    expect(canonicalAddress('', at('http://127.0.0.1:3000/'))).toBeNull();
  });
});
