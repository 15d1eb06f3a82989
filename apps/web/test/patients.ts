import type { PatientRecord } from '@labwise/domain';

/** The demo patient's own record as `GET /api/v1/patients/me` returns it: Maya Patel, 38, consented. */
export function patientRecord(overrides: Partial<PatientRecord> & Pick<PatientRecord, 'id'>): PatientRecord {
  return {
    full_name: 'Maya Patel',
    email: 'patient@demo.labwise.test',
    phone: '+1 555 0100',
    date_of_birth: '1988-04-12',
    age: 38,
    sex: 'female',
    status: 'in_progress',
    primary_doctor_name: null,
    consent_given: true,
    ...overrides,
  };
}
