/**
 * A recipient as the delivery log shows it: enough to recognise a known person, not enough to
 * learn an address. `jane@example.com` → `j***@example.com`; `+15551234567` → `+1*******67`.
 */
export function maskRecipient(channel: string, recipient: string): string {
  if (channel === 'mail') {
    const at = recipient.lastIndexOf('@');
    if (at <= 0) return '***';
    return `${recipient[0]}***${recipient.slice(at)}`;
  }
  const digits = recipient.replace(/\s+/g, '');
  if (digits.length <= 4) return '***';
  return `${digits.slice(0, 2)}${'*'.repeat(digits.length - 4)}${digits.slice(-2)}`;
}
