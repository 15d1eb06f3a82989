import { describe, expect, it } from 'vitest';
import { derivePatientStatus } from './status';

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
