import { describe, expect, it } from 'vitest';
import { accountCan } from './can';

describe('accountCan', () => {
  it('reads the domain permission table for the account’s role', () => {
    expect(accountCan({ role: 'patient', status: 'active' }, 'create:order:scoped')).toBe(true);
    expect(accountCan({ role: 'doctor', status: 'active' }, 'create:order:scoped')).toBe(true);
    expect(accountCan({ role: 'lab_technician', status: 'active' }, 'create:order:scoped')).toBe(false);
    expect(accountCan({ role: 'doctor', status: 'active' }, 'release:results:doctor')).toBe(true);
    expect(accountCan({ role: 'patient', status: 'active' }, 'release:results:doctor')).toBe(false);
    expect(accountCan({ role: 'admin', status: 'active' }, 'manage:labs:all')).toBe(true);
  });

  it('holds only the while-pending permissions for an account waiting for approval', () => {
    expect(accountCan({ role: 'patient', status: 'pending_approval' }, 'read:self:own')).toBe(true);
    expect(accountCan({ role: 'patient', status: 'pending_approval' }, 'create:order:scoped')).toBe(false);
  });

  it('takes a session user, which has a role and no stored state', () => {
    expect(accountCan({ role: 'patient' }, 'consent:patient-record:own')).toBe(true);
    expect(accountCan({ role: 'doctor' }, 'accept:invite:own')).toBe(false);
  });
});
