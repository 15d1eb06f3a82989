import { DEFAULT_ENCODING, escapeText } from './er7';
import { SUPPORTED_VERSIONS } from './oru';

/** MSA-1: AA accepted, AE error in the content, AR rejected (cannot be processed at all). */
export type AckCode = 'AA' | 'AE' | 'AR';

/** HL7 table 0357 error codes used in ERR. */
export const HL7_ERRORS = {
  segmentSequence: { code: '100', text: 'Segment sequence error' },
  requiredFieldMissing: { code: '101', text: 'Required field missing' },
  dataType: { code: '102', text: 'Data type error' },
  tableValue: { code: '103', text: 'Table value not found' },
  unsupportedMessageType: { code: '200', text: 'Unsupported message type' },
  unsupportedEvent: { code: '201', text: 'Unsupported event code' },
  unsupportedProcessingId: { code: '202', text: 'Unsupported processing id' },
  unsupportedVersion: { code: '203', text: 'Unsupported version id' },
  unknownKey: { code: '204', text: 'Unknown key identifier' },
  duplicateKey: { code: '205', text: 'Duplicate key identifier' },
  internal: { code: '207', text: 'Application internal error' },
} as const;

export type AckError = {
  code: (typeof HL7_ERRORS)[keyof typeof HL7_ERRORS];
  /** Where: segment id, its sequence among same-named segments, field number (when known). */
  location?: { segment: string; sequence?: number; field?: number };
  message: string;
};

/** Everything needed to write an acknowledgement again, byte for byte, when a message is re-sent. */
export type AckRecord = {
  code: AckCode;
  /** MSA-3: a short text for people (truncated to 80 characters as the field allows). */
  text: string;
  errors: AckError[];
  /** The acknowledgement's own control id and time. */
  controlId: string;
  at: string;
};

export type AckAddress = {
  /** The inbound MSH-3..6 in the acknowledgement's encoding (see `reencode`); sender and receiver are swapped. */
  msh3: string;
  msh4: string;
  msh5: string;
  msh6: string;
  /** MSH-10 of the message being acknowledged. */
  controlId: string;
  version: string;
  triggerEvent: string;
};

/** HL7 DTM with offset, e.g. 20250301083000+0000. */
export function hl7Timestamp(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}+0000`;
}

const e = (text: string) => escapeText(text, DEFAULT_ENCODING);

/**
 * A header field that is already in the acknowledgement's encoding (components kept) but must not
 * end the field or the segment: a field separator or a line break left in it (an address stored in
 * a sender's own encoding) is escaped, so it cannot add fields or segments to the reply.
 */
const headerField = (value: string) =>
  value.replace(/[|\r\n]/g, (char) => (char === '|' ? '\\F\\' : '\\.br\\'));

function errSegment(error: AckError, version: string): string {
  const where = error.location;
  const code = `${error.code.code}^${e(error.code.text)}^HL70357`;
  // ERR-2/3/4 came with v2.5; earlier versions carry one ERR-1 (segment^sequence^field^code&text&table).
  if (version === '2.5' || version === '2.5.1') {
    const location = where ? [where.segment, where.sequence ?? 1, where.field ?? ''].join('^') : '';
    return ['ERR', '', location, code, 'E', '', '', '', e(error.message)].join('|');
  }
  const eld = [where?.segment ?? '', where?.sequence ?? '', where?.field ?? '', `${error.code.code}&${e(error.code.text)}&HL70357`].join('^');
  return `ERR|${eld}`;
}

/**
 * An acknowledgement (original mode) for a received message: MSH, MSA and, for AE and AR, one ERR
 * per problem with a plain-language reason. Segments end with a carriage return as HL7 requires.
 */
export function buildAck(address: AckAddress, ack: AckRecord): string {
  const version = (SUPPORTED_VERSIONS as readonly string[]).includes(address.version) ? address.version : '2.5.1';
  const msh = [
    'MSH',
    '^~\\&',
    headerField(address.msh5) || 'LABWISE',
    headerField(address.msh6) || 'LABWISE',
    headerField(address.msh3),
    headerField(address.msh4),
    hl7Timestamp(ack.at),
    '',
    `ACK^${address.triggerEvent ? e(address.triggerEvent) : 'R01'}^ACK`,
    ack.controlId,
    'P',
    version,
  ].join('|');
  const msa = ['MSA', ack.code, e(address.controlId), e(ack.text.slice(0, 80))].join('|');
  const segments = [msh, msa, ...(ack.code === 'AA' ? [] : ack.errors.map((error) => errSegment(error, version)))];
  return `${segments.join('\r')}\r`;
}
