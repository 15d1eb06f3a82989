import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../app';
import { parseEr7 } from '../../src/modules/lab-interface/hl7/er7';
import { basic, hl7Setup, postOru, type Credential } from './hl7-setup';

// Finding 14 of the outside test: the acknowledgement copied MSH-3..6 raw, so a sender declaring its
// own separators could put the reply's separators in a field and add fields or segments to the reply.
const ctx = useTestApp();
let credential: Credential;
beforeAll(async () => {
  credential = await (await hl7Setup(ctx)).issue();
});

describe('HL7 acknowledgement header fields', () => {
  it('escapes a sender field that holds the reply’s separators when the message declares its own', async () => {
    // Field separator '#', components '!', repetitions '$', escape '/', subcomponents '%':
    // '|', '^', '~', '\' and '&' are plain text for this sender.
    const hostile = 'EVIL|MSA|AA|forged^X~Y&Z\\W';
    const raw = [
      `MSH#!$/%#${hostile}#FAC!ONE#LABWISE#LABWISE#20250301083000##ORU!R01!ORU_R01#SEP-1#P#2.5.1`,
      'PID#1##MRN-1!!!NORTHSIDE!MR##Nobody!Nora##19800601#F',
      'OBR#1#NB-999999#F-1#CBC!Panel!L###20250301071500',
      'OBX#1#NM#718-7!Hemoglobin!LN##13.0#g/dL#####F',
      '',
    ].join('\r');
    const res = await postOru(ctx, raw, basic(credential));
    expect(res.statusCode, res.body).toBe(200);

    const segments = res.body.split('\r').filter(Boolean);
    expect(segments.map((s) => s.slice(0, 3))).toEqual(['MSH', 'MSA']);
    const msh = segments[0]!.split('|');
    // MSH|^~\&|LABWISE|LABWISE|<MSH-5 = sender's MSH-3>|<MSH-6 = sender's MSH-4>|time||ACK^R01^ACK|id|P|2.5.1
    expect(msh).toHaveLength(12);
    expect(msh[4]).toBe('EVIL\\F\\MSA\\F\\AA\\F\\forged\\S\\X\\R\\Y\\T\\Z\\E\\W');
    // The sender's component structure is kept, in the reply's own component separator.
    expect(msh[5]).toBe('FAC^ONE');
    expect(msh.slice(8)).toEqual(['ACK^R01^ACK', expect.stringMatching(/^LW/), 'P', '2.5.1']);
    expect(segments[1]!.split('|').slice(0, 3)).toEqual(['MSA', 'AA', 'SEP-1']);

    // Read back with the standard encoding, the field is the sender's text again.
    const parsed = parseEr7(res.body);
    expect(parsed.segments[0]!.fields).toHaveLength(13);
  });

  it('answers a re-send of that message with the same escaped acknowledgement', async () => {
    const raw = [
      'MSH#!$/%#A|B#FAC#LABWISE#LABWISE#20250301083000##ORU!R01!ORU_R01#SEP-2#P#2.5.1',
      'PID#1##MRN-1!!!NORTHSIDE!MR##Nobody!Nora##19800601#F',
      'OBR#1#NB-999998#F-1#CBC!Panel!L###20250301071500',
      'OBX#1#NM#718-7!Hemoglobin!LN##13.0#g/dL#####F',
      '',
    ].join('\r');
    const first = await postOru(ctx, raw, basic(credential));
    const again = await postOru(ctx, raw, basic(credential));
    expect(first.body.split('|')[4]).toBe('A\\F\\B');
    expect(again.body).toBe(first.body);
  });
});
