import { describe, expect, it } from 'vitest';
import { adminLabInput } from './admin-lab-input';
import { createPatientRequest } from './create-patient-request';
import { DOCTOR_MESSAGES } from './doctor-schemas';
import { PATIENT_PROFILE_MESSAGES } from './patient-overview-schemas';
import { patientProfileUpdate } from './patient-profile-update';
import { formatPhone, isPhoneNumber, toE164 } from './phone';

describe('toE164', () => {
  it.each([
    ['+1 (617) 555-0142', '+16175550142'], // US, brackets and a dash
    ['+1 212.555.0199', '+12125550199'], // US, dots
    ['+44 20 7946 0958', '+442079460958'], // UK, London
    ['+44 (0)20 7946 0958', '+442079460958'], // UK, with the trunk 0 people write in brackets
    ['+44 7700 900123', '+447700900123'], // UK mobile, the form's own example
    ['+49 30 901820', '+4930901820'], // Germany, Berlin
    ['+49 (030) 1234567', '+49301234567'], // Germany, trunk 0 in brackets
    ['+49 151 23456789', '+4915123456789'], // Germany, mobile
    ['+91 98765 43210', '+919876543210'], // India, mobile
    ['+91-22-2345-6789', '+912223456789'], // India, Mumbai landline with dashes
  ])('reads %s as %s', (typed, e164) => {
    expect(toE164(typed)).toBe(e164);
  });

  it('reads a number without a + as its country code first, or in the default country when one is given', () => {
    expect(toE164('447700900123')).toBe('+447700900123');
    expect(toE164('(617) 555-0142', { defaultCountry: 'US' })).toBe('+16175550142');
    expect(toE164('030 901820', { defaultCountry: 'DE' })).toBe('+4930901820');
  });

  it.each([
    'call me',
    '',
    '+1 123 456 7890', // no US area code starts with 1
    '+1 555 0123', // too short for the US
    '+44 12', // too short for the UK
    '+49 30 9018201234567890', // too long
    '+91 98765 4321', // one digit short for India
    '+999 1234 5678', // no such country code
    '617-555-0142 ext. 9; DROP TABLE', // text around a number
  ])('refuses %j', (typed) => {
    expect(toE164(typed)).toBeNull();
    expect(isPhoneNumber(typed)).toBe(false);
  });
});

describe('formatPhone', () => {
  it('shows a stored E.164 number the international way, and anything else as stored', () => {
    expect(formatPhone('+16175550142')).toBe('+1 617 555 0142');
    expect(formatPhone('+447700900123')).toBe('+44 7700 900123');
    expect(formatPhone('+4930901820')).toBe('+49 30 901820');
    expect(formatPhone('(617) 555-0142')).toBe('(617) 555-0142');
  });
});

describe('the forms that take a phone number', () => {
  it('store E.164 and keep their own messages', () => {
    expect(createPatientRequest.parse({ fullName: 'Dana Diaz', phone: '+44 7700 900123' }).phone).toBe('+447700900123');
    expect(createPatientRequest.safeParse({ fullName: 'Dana Diaz', phone: '555' }).error?.issues[0]?.message).toBe(DOCTOR_MESSAGES.phone);

    expect(patientProfileUpdate.parse({ phone: '(617) 555-0142' }).phone).toBe('+16175550142');
    expect(patientProfileUpdate.parse({ phone: null }).phone).toBeNull();
    expect(patientProfileUpdate.safeParse({ phone: '+1 555 0123' }).error?.issues[0]?.message).toBe(PATIENT_PROFILE_MESSAGES.phone);
  });

  it('checks a lab’s phone and on-call phone the same way', () => {
    const lab = {
      name: 'Harbor Lab', address: '120 Harbor Street', city: 'Boston', region: 'MA', country: 'US', phone: '+1 (617) 555-0142',
      email: 'lab@example.com', website: '', specialties: [], hours: 'Mon-Fri 8AM-6PM', timeZone: 'America/New_York', certification: 'CLIA',
      established: 2010, capacityPerDay: 100, averageTurnaroundHours: 24, status: 'active',
      onCallName: 'Sam Rivera', onCallPhone: '617 555 0100', onCallEmail: 'sam@example.com',
    };
    expect(adminLabInput.parse(lab)).toMatchObject({ phone: '+16175550142', onCallPhone: '+16175550100' });
    const bad = adminLabInput.safeParse({ ...lab, phone: '12345', onCallPhone: 'nobody' });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['phone', 'Enter a phone number such as +1 617 555 0142.'],
      ['onCallPhone', 'Enter a phone number such as +1 617 555 0142.'],
    ]);
  });
});
