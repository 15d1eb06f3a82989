import { describe, expect, it } from 'vitest';
import { reservedEmailDomain } from './reserved-domains';

describe('reserved e-mail domains', () => {
  it.each([
    ['hl7-interface+5f0c@labwise.invalid', 'invalid'],
    ['someone@LABWISE.INVALID', 'invalid'],
    ['someone@host.invalid.', 'invalid'],
    ['root@localhost', 'localhost'],
    ['me@box.localhost', 'localhost'],
  ])('%s is on the reserved domain .%s', (email, tld) => {
    expect(reservedEmailDomain(email)).toBe(tld);
  });

  it.each(['nora@example.com', 'a@invalid.example.org', 'b@localhost.example', 'patient@demo.labwise.test'])('%s is an ordinary address', (email) => {
    expect(reservedEmailDomain(email)).toBeNull();
  });
});
