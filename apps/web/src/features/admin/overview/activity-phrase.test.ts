import { describe, expect, it } from 'vitest';
import { activityPhrase } from './activity-phrase';

describe('activityPhrase', () => {
  it('puts the right article before a record kind', () => {
    expect(activityPhrase('read', 'order')).toBe('viewed an order');
    expect(activityPhrase('create', 'lab_test')).toBe('created a lab offering');
    expect(activityPhrase('update', 'user')).toBe('changed a user');
  });

  it('never puts "a" before a plural', () => {
    expect(activityPhrase('transition', 'results')).toBe('moved the results of an order');
    expect(activityPhrase('read', 'questionnaire_recommendations')).toBe('viewed questionnaire recommendations');
    expect(activityPhrase('read', 'patient_orders')).toBe("viewed a patient's orders");
  });

  it('names a refused route with a space after the word route', () => {
    expect(activityPhrase('denied', 'route:GET /api/v1/patients/me')).toBe('was refused access to the route GET /api/v1/patients/me');
  });
});
