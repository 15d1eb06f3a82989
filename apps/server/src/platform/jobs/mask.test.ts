import { describe, expect, it } from 'vitest';
import { maskRecipient } from './mask';

describe('maskRecipient', () => {
  it('keeps the first letter and the domain of an e-mail address', () => {
    expect(maskRecipient('mail', 'jane.doe@example.com')).toBe('j***@example.com');
    expect(maskRecipient('mail', 'x@labwise.test')).toBe('x***@labwise.test');
  });

  it('hides all but the country prefix and the last two digits of a phone number', () => {
    expect(maskRecipient('sms', '+15551234567')).toBe('+1********67');
    expect(maskRecipient('sms', '+44 20 7946 0958')).toBe('+4*********58');
  });

  it('shows nothing of a value it cannot read', () => {
    expect(maskRecipient('mail', 'not-an-address')).toBe('***');
    expect(maskRecipient('sms', '123')).toBe('***');
  });
});
