import { describe, expect, it } from 'vitest';
import { ageFromDateOfBirth, derivePatientStatus, patientAge } from './status';

describe('a patient’s status', () => {
  it('is New with no sessions and no orders', () => {
    expect(derivePatientStatus({ sessionStatuses: [], orderStatuses: [] })).toBe('new');
  });
  it('is In Questionnaire while a session is in progress', () => {
    expect(derivePatientStatus({ sessionStatuses: ['completed', 'in_progress'], orderStatuses: [] })).toBe('in_questionnaire');
  });
  it('is In Progress while an order is neither results-ready, completed nor cancelled', () => {
    for (const status of ['ordered', 'sent_to_lab', 'sample_collected', 'processing', 'error']) {
      expect(derivePatientStatus({ sessionStatuses: ['in_progress'], orderStatuses: ['cancelled', status] })).toBe('in_progress');
      expect(derivePatientStatus({ sessionStatuses: [], orderStatuses: ['awaiting_payment', status] })).toBe('in_progress');
    }
  });
  it('is Awaiting Payment when the only open orders wait for payment, even mid-questionnaire', () => {
    expect(derivePatientStatus({ sessionStatuses: [], orderStatuses: ['awaiting_payment'] })).toBe('awaiting_payment');
    expect(derivePatientStatus({ sessionStatuses: ['in_progress'], orderStatuses: ['completed', 'awaiting_payment'] })).toBe('awaiting_payment');
  });
  it('is Results Ready when an order has results waiting, before anything else', () => {
    expect(derivePatientStatus({ sessionStatuses: ['in_progress'], orderStatuses: ['processing', 'results_ready'] })).toBe('results_ready');
    expect(derivePatientStatus({ sessionStatuses: [], orderStatuses: ['awaiting_payment', 'results_ready'] })).toBe('results_ready');
  });
  it('shows finished work as Results Ready, and only cancelled orders as New', () => {
    expect(derivePatientStatus({ sessionStatuses: ['completed'], orderStatuses: ['completed'] })).toBe('results_ready');
    expect(derivePatientStatus({ sessionStatuses: ['completed'], orderStatuses: ['cancelled'] })).toBe('new');
    expect(derivePatientStatus({ sessionStatuses: ['in_progress'], orderStatuses: ['completed'] })).toBe('in_questionnaire');
  });
});

describe('a patient’s age', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  it('counts whole years from the date of birth', () => {
    expect(ageFromDateOfBirth('1988-06-15', now)).toBe(38);
    expect(ageFromDateOfBirth('1988-06-16', now)).toBe(37);
  });
  it('prefers the date of birth, else adds the years since the doctor gave an age', () => {
    expect(patientAge({ dateOfBirth: '2000-01-01', statedAge: 10, createdAt: now }, now)).toBe(26);
    expect(patientAge({ dateOfBirth: null, statedAge: 40, createdAt: new Date('2024-06-01T00:00:00Z') }, now)).toBe(42);
    expect(patientAge({ dateOfBirth: null, statedAge: null, createdAt: now }, now)).toBeNull();
  });
});
