import { describe, expect, it } from 'vitest';
import { readOru } from './hl7/oru';
import { checkMessage, identityProblem, mapObservations, statusProblem, type OrderAnalyte } from './matching';

const msg = (segments: string[]) => readOru(segments.join('\r'));
const MSH = 'MSH|^~\\&|LIS|LAB|LABWISE|LABWISE|20250301||ORU^R01|C1|P|2.4';
const PID = 'PID|1||M1^^^LAB^MR||Results^Rita||19800601|F';

describe('message rules', () => {
  it('rejects other message types, versions and test traffic with AR', () => {
    expect(checkMessage(msg(['MSH|^~\\&|A|B|C|D|20250301||ADT^A01|C1|P|2.5', PID]))?.code).toBe('AR');
    expect(checkMessage(msg(['MSH|^~\\&|A|B|C|D|20250301||ORU^R01|C1|P|2.7', PID]))?.errors[0]!.message).toMatch(/version "2.7"/);
    expect(checkMessage(msg(['MSH|^~\\&|A|B|C|D|20250301||ORU^R01|C1|T|2.5', PID]))?.errors[0]!.message).toMatch(/MSH-11 = P/);
  });

  it('reports every content problem with AE', () => {
    const problem = checkMessage(msg([MSH, PID, 'OBR|1|NB-1', 'OBX|1|NM|2345-7^Glucose^LN||abc|mg/dL|||||P', 'OBX|2|ED|X^Doc^L||data||||||F']));
    expect(problem?.code).toBe('AE');
    expect(problem?.errors.map((e) => e.message)).toEqual([
      'OBX 1: result status "P" is not accepted; Labwise records final (F) and corrected (C) results only.',
      'OBX 1: "abc" is not a number.',
      'OBX 2: value type "ED" is not supported (NM, SN, ST, TX, FT, CE, CWE, CNE).',
      'OBX 2: OBX-3 needs a LOINC code (coding system LN).',
    ]);
    expect(checkMessage(msg([MSH, 'OBR|1|NB-1', 'OBX|1|NM|2345-7^G^LN||5||||||F']))?.errors[0]!.message).toMatch(/no PID/);
    expect(checkMessage(msg([MSH, PID, 'OBR|1|NB-1', 'OBX|1|NM|2345-7^G^LN||5||||||F', 'OBR|2|NB-2', 'OBX|1|NM|2345-7^G^LN||5||||||F']))?.errors[0]!.message).toMatch(/one Labwise order per message/);
    expect(checkMessage(msg([MSH, PID, 'OBR|1|NB-1', 'OBX|1|NM|2345-7^G^LN||5||||||F']))).toBeNull();
  });
});

describe('patient identity', () => {
  const sent = msg([MSH, 'PID|1||M1||Résults^Rita^J||19800601|F']).patient;
  it('matches family and given name regardless of case and accents, and the date of birth', () => {
    expect(identityProblem(sent, { fullName: 'Rita J. Results', dateOfBirth: '1980-06-01' }, 'NB-1')).toBeNull();
    expect(identityProblem(sent, { fullName: 'RITA RESULTS', dateOfBirth: null }, 'NB-1')).toBeNull();
  });
  it('names what differs', () => {
    expect(identityProblem(sent, { fullName: 'Rita Results', dateOfBirth: '1980-06-02' }, 'NB-1')).toBe("The patient's date of birth in the message does not match order NB-1's patient.");
    expect(identityProblem(sent, { fullName: 'Rosa Results', dateOfBirth: '1999-01-01' }, 'NB-1')).toBe("The patient's name and date of birth in the message do not match order NB-1's patient.");
  });
});

describe('observations onto the order', () => {
  const analytes: OrderAnalyte[] = [
    { orderItemId: 'cmp', analyteId: 'glu', testCode: 'CMP', name: 'Glucose', loinc: '2345-7', unit: 'mg/dL', valueType: 'numeric' },
    { orderItemId: 'cmp', analyteId: 'k', testCode: 'CMP', name: 'Potassium', loinc: '2823-3', unit: 'mmol/L', valueType: 'numeric' },
    { orderItemId: 'glu', analyteId: 'glu', testCode: 'GLU', name: 'Glucose', loinc: '2345-7', unit: 'mg/dL', valueType: 'numeric' },
    { orderItemId: 'ua', analyteId: 'nit', testCode: 'UA', name: 'Nitrite', loinc: '5802-4', unit: '', valueType: 'qualitative' },
  ];
  const order = { orderNumber: 'NB-1', status: 'processing' };
  const full = [MSH, PID, 'OBR|1|NB-1||CMP', 'OBX|1|NM|2345-7^Glucose^LN||92|mg/dL|||||F', 'OBX|2|NM|2823-3^K^LN||4.1|mmol/L|||||F', 'NTE|1||Hemolysed', 'OBR|2|NB-1||GLU', 'OBX|1|NM|2345-7^Glucose^LN||95|MG/DL|||||F', 'OBR|3|NB-1||UA', 'OBX|1|CE|5802-4^Nitrite^LN||N^Negative^L||||||F'];

  it('builds the upload a technician would make, one value per analyte of each test', () => {
    const result = mapObservations(msg(full), order, analytes, []);
    expect(result).toEqual({
      kind: 'matched',
      correction: false,
      input: {
        values: [
          { orderItemId: 'cmp', analyteId: 'glu', value: 92 },
          { orderItemId: 'cmp', analyteId: 'k', value: 4.1 },
          { orderItemId: 'glu', analyteId: 'glu', value: 95 },
          { orderItemId: 'ua', analyteId: 'nit', value: 'Negative' },
        ],
        labComments: 'K: Hemolysed',
      },
    });
  });

  it('holds results for analytes the order does not have', () => {
    const result = mapObservations(msg([...full, 'OBX|9|NM|3016-3^TSH^LN||2|mIU/L|||||F']), order, analytes, []);
    expect(result).toEqual({ kind: 'unmatched', reason: 'Order NB-1 has no test measuring LOINC 3016-3 (OBX 9).' });
  });

  it('refuses missing analytes, other units and inexact numbers', () => {
    const result = mapObservations(msg([MSH, PID, 'OBR|1|NB-1||CMP', 'OBX|1|NM|2345-7^G^LN||5.1|mmol/L|||||F', 'OBX|2|SN|2823-3^K^LN||>^9|mmol/L|||||F']), order, analytes, []);
    expect(result.kind).toBe('rejected');
    expect(result.kind === 'rejected' && result.errors.map((e) => e.message)).toEqual([
      'OBX 1: Glucose is recorded in mg/dL; the message gives mmol/L. Convert it before sending.',
      'OBX 2: Potassium needs an exact number; ">9" is not one.',
      'OBX 1: Glucose is recorded in mg/dL; the message gives mmol/L. Convert it before sending.',
      "No result for UA Nitrite (LOINC 5802-4): send all of order NB-1's results in one message.",
    ]);
  });

  it('corrects with C, keeping the current values of analytes not sent, and refuses a second final', () => {
    const current = [
      { orderItemId: 'cmp', analyteId: 'glu', value: 92 },
      { orderItemId: 'cmp', analyteId: 'k', value: 4.1 },
      { orderItemId: 'glu', analyteId: 'glu', value: 95 },
      { orderItemId: 'ua', analyteId: 'nit', value: 'Negative' },
    ];
    const corrected = mapObservations(msg([MSH, PID, 'OBR|1|NB-1||CMP', 'OBX|1|NM|2823-3^K^LN||3.9|mmol/L|||||C']), { orderNumber: 'NB-1', status: 'results_ready' }, analytes, current);
    expect(corrected).toMatchObject({ kind: 'matched', correction: true, input: { values: [current[0], { orderItemId: 'cmp', analyteId: 'k', value: 3.9 }, current[2], current[3]] } });
    const again = mapObservations(msg(full), { orderNumber: 'NB-1', status: 'completed' }, analytes, current);
    expect(again.kind === 'rejected' && again.errors[0]!.message).toMatch(/already has final results; mark the changed observations with OBX-11 = C/);
  });

  it('says when the order cannot take results yet', () => {
    expect(statusProblem({ orderNumber: 'NB-1', status: 'sample_collected' }, 'Sample Collected')).toMatch(/is Sample Collected: results are recorded once it is Processing/);
    expect(statusProblem({ orderNumber: 'NB-1', status: 'processing' }, 'Processing')).toBeNull();
  });
});
