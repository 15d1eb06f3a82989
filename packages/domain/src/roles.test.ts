import { describe, expect, it } from 'vitest';
import { normaliseRoleClaim, parseSignupRole, ROLE_LABELS, roleBelongsToLab, roleNeedsApproval, ROLES } from './roles';

describe('normaliseRoleClaim', () => {
  it.each([
    ['patient', 'patient'],
    ['DOCTOR', 'doctor'],
    ['Lab_Technician', 'lab_technician'],
    ['administrator', 'admin'],
    ['Administrator', 'admin'],
    ['admin', 'admin'],
    ['superuser', 'patient'],
    [undefined, 'patient'],
    [42, 'patient'],
  ])('maps %s to %s', (claim, expected) => {
    expect(normaliseRoleClaim(claim)).toBe(expected);
  });
});

describe('parseSignupRole', () => {
  it('accepts the four roles and defaults to patient', () => {
    expect(parseSignupRole('doctor')).toBe('doctor');
    expect(parseSignupRole('lab_technician')).toBe('lab_technician');
    expect(parseSignupRole('nurse')).toBe('patient');
    expect(parseSignupRole(null)).toBe('patient');
  });
});

it('labels roles as the brief does', () => {
  expect(ROLE_LABELS).toEqual({
    patient: 'Patient',
    doctor: 'Healthcare Provider',
    lab_technician: 'Laboratory',
    admin: 'Administrator',
  });
});

describe('roleNeedsApproval', () => {
  it('lets patients in at once and makes every other role wait for an administrator', () => {
    expect(ROLES.filter((role) => roleNeedsApproval(role))).toEqual(['doctor', 'lab_technician', 'admin']);
  });
});

describe('roleBelongsToLab', () => {
  it('assigns a lab to lab technicians only', () => {
    expect(ROLES.filter((role) => roleBelongsToLab(role))).toEqual(['lab_technician']);
  });
});
