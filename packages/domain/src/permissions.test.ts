import { describe, expect, it } from 'vitest';
import { PERMISSIONS, roleHolds, type Permission } from './permissions';
import { ROLES } from './roles';

const holders = (permission: Permission, pending = false) => ROLES.filter((role) => roleHolds(permission, role, pending));

describe('the permission table', () => {
  it('names the parts of ordering the web and the checkout ask about', () => {
    expect(holders('create:order:scoped')).toEqual(['patient', 'doctor']);
    expect(holders('create:order:doctor')).toEqual(['doctor']);
    expect(holders('read:order:own')).toEqual(['patient']);
    expect(holders('update:appointment:own')).toEqual(['patient']);
    expect(holders('release:results:doctor')).toEqual(['doctor']);
    expect(holders('read:interpretation:scoped')).toEqual(['patient', 'doctor']);
  });

  it('lets no patient export lists, and only administrators the audit trail', () => {
    expect(holders('export:patients:scoped')).toEqual(['doctor', 'admin']);
    expect(holders('export:orders:scoped')).toEqual(['doctor', 'lab_technician', 'admin']);
    expect(holders('export:audit:all')).toEqual(['admin']);
  });

  it('lets an account waiting for approval do only what is marked whilePending', () => {
    for (const permission of Object.keys(PERMISSIONS) as Permission[]) {
      const rule: { roles: unknown; whilePending?: boolean } = PERMISSIONS[permission];
      const expected = rule.roles === 'anyone' || rule.whilePending === true ? holders(permission) : [];
      expect(holders(permission, true), permission).toEqual(expected);
    }
  });
});
