/**
 * Special-use top-level domains that can never receive mail (RFC 6761): `.invalid` is also where
 * Labwise's own system accounts (lab interfaces) have their addresses. Sign-up refuses them.
 */
const RESERVED_TLDS = ['invalid', 'localhost'];

/** The reserved top-level domain of an address (e.g. "invalid"), or null for an ordinary one. */
export function reservedEmailDomain(email: string): string | null {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase().replace(/\.+$/, '');
  const tld = domain.slice(domain.lastIndexOf('.') + 1);
  return RESERVED_TLDS.includes(tld) ? tld : null;
}
