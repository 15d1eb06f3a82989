import { describe, expect, it } from 'vitest';
import { criticalValueNotices, doctorName, recipientsOf, SEEK_CARE_NOW } from './critical-responsibility';

const jane = { userId: 'd1', name: 'Dr Jane Smith' };
const omar = { userId: 'd2', name: 'Dr Omar Haddad' };
const pat = { userId: 'p1', name: 'Pat Lee' };
const onCall = { name: 'Sam Rivera', phone: '+1 617 555 0100', email: 'oncall@lab.example' };

describe('who is responsible for a critical value', () => {
  it('is the ordering doctor for a doctor’s order, and only them', () => {
    const notices = criticalValueNotices({ orderingDoctor: jane, linkedDoctor: omar, patient: pat, labOnCall: onCall });
    expect(recipientsOf(notices)).toEqual([{ kind: 'ordering_doctor', name: 'Dr Jane Smith', phone: null }]);
  });

  it('is the linked doctor for a self-order, and the patient hears their doctor was alerted', () => {
    const notices = criticalValueNotices({ orderingDoctor: null, linkedDoctor: omar, patient: pat, labOnCall: onCall });
    expect(recipientsOf(notices).map((r) => r.kind)).toEqual(['linked_doctor', 'patient']);
    const patient = notices[1];
    expect(patient?.kind === 'patient' && patient.advice).toMatch(/Dr Omar Haddad has been alerted/);
  });

  it('is the lab’s on-call contact without a linked doctor, and the patient is told to seek care now', () => {
    const notices = criticalValueNotices({ orderingDoctor: null, linkedDoctor: null, patient: pat, labOnCall: onCall });
    expect(recipientsOf(notices)).toEqual([
      { kind: 'lab_on_call', name: 'Sam Rivera', phone: '+1 617 555 0100' },
      { kind: 'patient', name: 'Pat Lee', phone: null },
    ]);
    const patient = notices[1];
    expect(patient?.kind === 'patient' && patient.advice).toBe(SEEK_CARE_NOW);
    expect(SEEK_CARE_NOW).toMatch(/Call your local emergency number or go to the nearest emergency department now\./);
  });

  it('leaves only the patient when the lab has no on-call contact', () => {
    const notices = criticalValueNotices({ orderingDoctor: null, linkedDoctor: null, patient: pat, labOnCall: null });
    expect(recipientsOf(notices).map((r) => r.kind)).toEqual(['patient']);
  });
});

describe('doctorName', () => {
  it('adds Dr once', () => {
    expect(doctorName('Jane Smith', 'j@x')).toBe('Dr Jane Smith');
    expect(doctorName('Dr. Samuel Okafor', 's@x')).toBe('Dr. Samuel Okafor');
    expect(doctorName(null, 'j@x.example')).toBe('Dr j@x.example');
  });
});
