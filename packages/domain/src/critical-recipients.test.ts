import { describe, expect, it } from 'vitest';
import { criticalNotifiedMessage } from './critical-recipients';

describe('criticalNotifiedMessage', () => {
  it('names each recipient with their part', () => {
    expect(criticalNotifiedMessage([{ kind: 'linked_doctor', name: 'Dr Jane Smith', phone: null }], ['GLU Glucose 560 mg/dL'])).toBe(
      'Critical values sent to Dr Jane Smith (linked doctor): GLU Glucose 560 mg/dL',
    );
    expect(
      criticalNotifiedMessage(
        [
          { kind: 'lab_on_call', name: 'Sam Rivera', phone: '+1 617 555 0100' },
          { kind: 'patient', name: 'Pat Lee', phone: null },
        ],
        ['K 6.5 mmol/L'],
      ),
    ).toBe('Critical values sent to Sam Rivera (lab on-call contact, +1 617 555 0100) and Pat Lee (patient): K 6.5 mmol/L');
  });

  it('says so when nobody could be notified', () => {
    expect(criticalNotifiedMessage([], ['K 6.5 mmol/L'])).toBe('Critical values: K 6.5 mmol/L. Nobody could be notified: call the patient now.');
  });
});
