import { describe, expect, it } from 'vitest';
import { buildAck, HL7_ERRORS } from './ack';
import { escapeText, Hl7ParseError, parseEr7, reencode, unescapeText, DEFAULT_ENCODING } from './er7';
import { hl7Time, readOru } from './oru';

/** A realistic ORU^R01 v2.5.1 from a lab system: CRLF endings, escapes, several OBX, NTEs. */
const ORU = [
  'MSH|^~\\&|NORTHLIS|NORTHSIDE LAB|LABWISE|LABWISE|20250301083000-0500||ORU^R01^ORU_R01|MSG00001|P|2.5.1|||AL|NE||UNICODE UTF-8',
  'PID|1||MRN-445566^^^NORTHSIDE^MR~987-65-4321^^^SSA^SS||O\'Brien-Smith^Mary^Ann||19800601|F|||12 Elm St^^Springfield^IL^62701',
  'NTE|1||Patient fasting 12 hours',
  'PV1|1|O',
  'ORC|RE|NB-100007|F-2025-0042||CM',
  'OBR|1|NB-100007|F-2025-0042|CMP^Comprehensive metabolic panel^L|||20250301071500-0500|||||||||||||||20250301082900-0500|||F',
  'OBX|1|NM|2345-7^Glucose^LN||92|mg/dL|70-99|N|||F|||20250301080000-0500',
  'NTE|1||Specimen slightly hemolyzed\\.br\\repeat if clinically indicated',
  'OBX|2|NM|2823-3^Potassium^LN||6.5|mmol/L|3.5-5.1|HH|||C',
  'OBX|3|SN|1920-8^AST^LN||^22|U/L|10-40|N|||F',
  'OBX|4|ST|5802-4^Nitrite^LN||Negative \\T\\ clear \\F\\ pipe \\S\\ caret \\R\\ tilde \\E\\ backslash||Negative||||F',
  'OBX|5|CE|2888-6^Protein^LN||260385009^Negative^SCT||||||F',
  'OBX|6|SN|1751-7^Albumin^LN||<^0.5|g/dL|3.5-5.0|L|||F',
  '',
].join('\r\n');

describe('ER7 parsing', () => {
  it('reads separators and encoding characters from MSH-1 and MSH-2', () => {
    const message = parseEr7('MSH#!@%$#A#B#C\rPID#1##ID1!x!y\r');
    expect(message.encoding).toEqual({ field: '#', component: '!', repetition: '@', escape: '%', subcomponent: '$' });
    expect(message.segments[0]!.fields.slice(0, 5)).toEqual(['MSH', '#', '!@%$', 'A', 'B']);
    expect(message.segments[1]!.fields[3]).toBe('ID1!x!y');
  });

  it('accepts CR, CRLF and LF segment terminators and MLLP framing', () => {
    for (const end of ['\r', '\r\n', '\n']) {
      const message = parseEr7(`\x0bMSH|^~\\&|A${end}PID|1${end}OBX|1${end}\x1c\r`);
      expect(message.segments.map((s) => s.name)).toEqual(['MSH', 'PID', 'OBX']);
    }
  });

  it('refuses what is not an HL7 v2 message', () => {
    expect(() => parseEr7('{"resourceType":"Bundle"}')).toThrow(Hl7ParseError);
    expect(() => parseEr7('MSH|^~|A')).toThrow(/encoding characters/);
    expect(() => parseEr7('MSH|^^\\&|A')).toThrow(/distinct/);
    expect(() => parseEr7('MSH|^~\\&|A\rthis is not a segment')).toThrow(/Segment 2/);
  });

  it('decodes and encodes escape sequences', () => {
    const enc = DEFAULT_ENCODING;
    expect(unescapeText('a\\F\\b\\S\\c\\T\\d\\R\\e\\E\\f', enc)).toBe('a|b^c&d~e\\f');
    expect(unescapeText('line\\.br\\next \\H\\bold\\N\\ \\X4869\\', enc)).toBe('line\nnext bold Hi');
    expect(unescapeText('unterminated \\F', enc)).toBe('unterminated \\F');
    expect(unescapeText('unknown \\Q\\ kept', enc)).toBe('unknown \\Q\\ kept');
    const text = 'Ratio 1|2 ^ 3&4 ~ C:\\path\nnext';
    expect(unescapeText(escapeText(text), enc)).toBe(text);
    expect(escapeText('a|b')).toBe('a\\F\\b');
  });

  it('converts HL7 timestamps', () => {
    expect(hl7Time('19800601')).toBe('1980-06-01');
    expect(hl7Time('20250301071500-0500')).toBe('2025-03-01T07:15:00-05:00');
    expect(hl7Time('202503010715')).toBe('2025-03-01T07:15:00');
    expect(hl7Time('20250301071500.1234+0100')).toBe('2025-03-01T07:15:00+01:00');
    expect(hl7Time('1980')).toBeNull();
    expect(hl7Time('19800231')).toBeNull();
    expect(hl7Time('yesterday')).toBeNull();
  });
});

describe('ORU^R01', () => {
  const oru = readOru(ORU);

  it('reads the header', () => {
    expect(oru.header).toMatchObject({
      sendingApplication: 'NORTHLIS',
      sendingFacility: 'NORTHSIDE LAB',
      messageCode: 'ORU',
      triggerEvent: 'R01',
      controlId: 'MSG00001',
      processingId: 'P',
      version: '2.5.1',
      sentAt: '2025-03-01T08:30:00-05:00',
    });
  });

  it('reads the patient: identifiers, name, date of birth, sex', () => {
    expect(oru.patientCount).toBe(1);
    expect(oru.patient).toEqual({
      identifiers: [
        { id: 'MRN-445566', assigningAuthority: 'NORTHSIDE', type: 'MR' },
        { id: '987-65-4321', assigningAuthority: 'SSA', type: 'SS' },
      ],
      familyName: "O'Brien-Smith",
      givenName: 'Mary',
      middleName: 'Ann',
      dateOfBirth: '1980-06-01',
      sex: 'F',
    });
    expect(oru.notes).toEqual(['Patient fasting 12 hours']);
  });

  it('reads the order: placer and filler numbers, service, collection time', () => {
    expect(oru.orders).toHaveLength(1);
    expect(oru.orders[0]).toMatchObject({
      placerOrderNumber: 'NB-100007',
      fillerOrderNumber: 'F-2025-0042',
      service: { identifier: 'CMP', text: 'Comprehensive metabolic panel', system: 'L' },
      collectedAt: '2025-03-01T07:15:00-05:00',
      resultStatus: 'F',
    });
  });

  it('reads observations by value type, with units, range, flags, status and notes', () => {
    const [glucose, potassium, ast, nitrite, protein, albumin] = oru.orders[0]!.observations;
    expect(glucose).toMatchObject({ valueType: 'NM', loinc: '2345-7', value: '92', numeric: 92, units: 'mg/dL', referenceRange: '70-99', abnormalFlags: ['N'], status: 'F', observedAt: '2025-03-01T08:00:00-05:00' });
    expect(glucose!.notes).toEqual(['Specimen slightly hemolyzed\nrepeat if clinically indicated']);
    expect(potassium).toMatchObject({ numeric: 6.5, abnormalFlags: ['HH'], status: 'C' });
    expect(ast).toMatchObject({ valueType: 'SN', value: '22', numeric: 22 });
    expect(nitrite).toMatchObject({ valueType: 'ST', value: 'Negative & clear | pipe ^ caret ~ tilde \\ backslash', numeric: null });
    expect(protein).toMatchObject({ valueType: 'CE', value: 'Negative', loinc: '2888-6' });
    expect(albumin).toMatchObject({ valueType: 'SN', value: '<0.5', numeric: null });
  });

  it('takes the placer number from ORC when OBR leaves it empty, and LOINC from the alternate coding', () => {
    const message = readOru(
      'MSH|^~\\&|L|F|LABWISE|LABWISE|20250301||ORU^R01|X1|P|2.3\rPID|1||7^^^L||Doe^Jane||19700101|F\rORC|RE|NB-100009\rOBR|1||F9|TSH^Thyroid\rOBX|1|NM|T100^TSH^L^3016-3^TSH^LN||2.1|mIU/L||||F\r',
    );
    expect(message.orders[0]!.placerOrderNumber).toBe('NB-100009');
    expect(message.orders[0]!.observations[0]!.loinc).toBe('3016-3');
  });
});

describe('acknowledgements', () => {
  const address = { msh3: 'NORTHLIS', msh4: 'NORTHSIDE LAB', msh5: 'LABWISE', msh6: 'LABWISE', controlId: 'MSG00001', version: '2.5.1', triggerEvent: 'R01' };
  const at = '2025-03-01T13:30:05.000Z';

  it('accepts with MSA AA, addressed back to the sender', () => {
    const ack = buildAck(address, { code: 'AA', text: 'Results recorded for NB-100007.', errors: [], controlId: 'LWACK1', at });
    expect(ack.split('\r')).toEqual([
      'MSH|^~\\&|LABWISE|LABWISE|NORTHLIS|NORTHSIDE LAB|20250301133005+0000||ACK^R01^ACK|LWACK1|P|2.5.1',
      'MSA|AA|MSG00001|Results recorded for NB-100007.',
      '',
    ]);
    const parsed = parseEr7(ack);
    expect(parsed.segments.map((s) => s.name)).toEqual(['MSH', 'MSA']);
  });

  it('reports errors with ERR segments (v2.5 layout) and escapes the reason', () => {
    const ack = buildAck(address, {
      code: 'AE',
      text: 'OBX 2: "6,5" is not a number.',
      errors: [{ code: HL7_ERRORS.dataType, location: { segment: 'OBX', sequence: 2, field: 5 }, message: 'OBX 2: value 6|5 is not a number.' }],
      controlId: 'LWACK2',
      at,
    });
    const segments = ack.split('\r');
    expect(segments[1]).toBe('MSA|AE|MSG00001|OBX 2: "6,5" is not a number.');
    expect(segments[2]).toBe('ERR||OBX^2^5|102^Data type error^HL70357|E||||OBX 2: value 6\\F\\5 is not a number.');
  });

  it('never lets an address field end a field or a segment of the reply', () => {
    // An address stored in a sender's own encoding (before addresses were re-encoded) may hold '|' or a line break.
    const ack = buildAck({ ...address, msh3: 'A|MSA|AA', msh4: 'B\rMSA|AA', triggerEvent: 'R01|X' }, { code: 'AA', text: 'ok', errors: [], controlId: 'LWACK4', at });
    const msh = ack.split('\r')[0]!.split('|');
    expect(ack.split('\r')).toHaveLength(3);
    expect(msh).toHaveLength(12);
    expect(msh.slice(4, 6)).toEqual(['A\\F\\MSA\\F\\AA', 'B\\.br\\MSA\\F\\AA']);
    expect(msh[8]).toBe('ACK^R01\\F\\X^ACK');
  });

  it('re-encodes a field from a custom encoding, keeping its structure', () => {
    const custom = { field: '#', component: '!', repetition: '$', escape: '/', subcomponent: '%' };
    expect(reencode('A|B^C!D%E~F/F/G$H\\', custom)).toBe('A\\F\\B\\S\\C^D&E\\R\\F#G~H\\E\\');
  });

  it('uses ERR-1 for versions before 2.5', () => {
    const ack = buildAck({ ...address, version: '2.3' }, {
      code: 'AR',
      text: 'Unsupported',
      errors: [{ code: HL7_ERRORS.unsupportedMessageType, location: { segment: 'MSH', field: 9 }, message: 'Unsupported' }],
      controlId: 'LWACK3',
      at,
    });
    expect(ack.split('\r')[0]).toMatch(/\|2\.3$/);
    expect(ack.split('\r')[2]).toBe('ERR|MSH^^9^200&Unsupported message type&HL70357');
  });
});
