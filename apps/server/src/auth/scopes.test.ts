import { describe, expect, it } from 'vitest';
import type { Role } from '@labwise/domain';
import type { Principal } from './principal';
import { canReachPatient } from './scopes';

const caller = (role: Role, userId = 'u-1'): Principal => ({ userId, role, status: 'active', requestedRole: null, email: `${role}@example.test`, labId: role === 'lab_technician' ? 'lab-1' : null });

describe('canReachPatient', () => {
  const record = { userId: 'u-patient', primaryDoctorId: 'u-doctor' };

  it('lets the patient reach their own record and no other', () => {
    expect(canReachPatient(caller('patient', 'u-patient'), record)).toBe(true);
    expect(canReachPatient(caller('patient', 'u-other'), record)).toBe(false);
  });

  it('lets the primary doctor reach the record, and no other doctor', () => {
    expect(canReachPatient(caller('doctor', 'u-doctor'), record)).toBe(true);
    expect(canReachPatient(caller('doctor', 'u-other'), record)).toBe(false);
  });

  it('never lets a technician or an administrator reach a record, even with a matching id', () => {
    expect(canReachPatient(caller('lab_technician', 'u-patient'), record)).toBe(false);
    expect(canReachPatient(caller('admin', 'u-doctor'), record)).toBe(false);
  });

  it('reaches nothing that does not exist', () => {
    expect(canReachPatient(caller('patient', 'u-patient'), undefined)).toBe(false);
    expect(canReachPatient(caller('doctor', 'u-doctor'), null)).toBe(false);
  });

  it('does not treat a record with no doctor as every doctor\'s', () => {
    expect(canReachPatient(caller('doctor', 'u-doctor'), { userId: 'u-patient', primaryDoctorId: null })).toBe(false);
  });
});
