import { Er7Reader, parseEr7, reencode, type Segment } from './er7';

/** Versions this interface accepts (ORU^R01 is stable across them for the fields read here). */
export const SUPPORTED_VERSIONS = ['2.3', '2.3.1', '2.4', '2.5', '2.5.1'] as const;

/** What an acknowledgement needs from the message header, kept raw so it can be echoed as sent. */
export type OruHeader = {
  sendingApplication: string;
  sendingFacility: string;
  receivingApplication: string;
  receivingFacility: string;
  /**
   * MSH-3..6 for the acknowledgement's addressing: the sender's structure (e.g. HD components),
   * rewritten in the acknowledgement's encoding (|^~\&) so no sender text can act as a separator.
   */
  address: { msh3: string; msh4: string; msh5: string; msh6: string };
  /** Messages stored before `address` existed carry MSH-3..6 as sent, in the sender's encoding. */
  rawAddress?: { msh3: string; msh4: string; msh5: string; msh6: string };
  sentAt: string | null;
  messageCode: string;
  triggerEvent: string;
  controlId: string;
  processingId: string;
  version: string;
};

export type CodedValue = { identifier: string; text: string; system: string; altIdentifier: string; altText: string; altSystem: string };

export type OruObservation = {
  setId: string;
  valueType: string;
  code: CodedValue;
  /** The LOINC code of OBX-3 (primary or alternate coding), when there is one. */
  loinc: string | null;
  /** OBX-5 as a person reads it (coded values by their text, SN joined). */
  value: string;
  /** The exact number for NM and for SN without a comparator or range; null otherwise. */
  numeric: number | null;
  units: string;
  referenceRange: string;
  abnormalFlags: string[];
  status: string;
  observedAt: string | null;
  notes: string[];
};

export type OruOrder = {
  placerOrderNumber: string;
  fillerOrderNumber: string;
  service: CodedValue;
  collectedAt: string | null;
  resultStatus: string;
  observations: OruObservation[];
  notes: string[];
};

export type OruPatient = {
  identifiers: { id: string; assigningAuthority: string; type: string }[];
  familyName: string;
  givenName: string;
  middleName: string;
  dateOfBirth: string | null;
  sex: string;
};

export type OruMessage = { header: OruHeader; patient: OruPatient | null; patientCount: number; notes: string[]; orders: OruOrder[] };

/**
 * HL7 TS/DTM (YYYY[MM[DD[HH[MM[SS[.S…]]]]]][+/-ZZZZ]) as ISO 8601. Without an offset the time is
 * the sender's local time and is returned without a zone; a bare date stays a date.
 */
export function hl7Time(value: string): string | null {
  const m = /^(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?(?:\.\d{1,4})?([+-]\d{4})?$/.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s, zone] = m;
  if (!mo || !d) return null;
  const date = `${y}-${mo}-${d}`;
  const check = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(check.getTime()) || check.toISOString().slice(0, 10) !== date) return null;
  if (!h) return date;
  const time = `${date}T${h}:${mi ?? '00'}:${s ?? '00'}`;
  return zone ? `${time}${zone.slice(0, 3)}:${zone.slice(3)}` : time;
}

const LOINC = /^\d{1,7}-\d$/;
const EMPTY_CODE: CodedValue = { identifier: '', text: '', system: '', altIdentifier: '', altText: '', altSystem: '' };

function coded(r: Er7Reader, segment: Segment, n: number): CodedValue {
  return {
    identifier: r.value(segment, n, 1),
    text: r.value(segment, n, 2),
    system: r.value(segment, n, 3),
    altIdentifier: r.value(segment, n, 4),
    altText: r.value(segment, n, 5),
    altSystem: r.value(segment, n, 6),
  };
}

function loincOf(code: CodedValue): string | null {
  if (code.system.toUpperCase() === 'LN' && LOINC.test(code.identifier)) return code.identifier;
  if (code.altSystem.toUpperCase() === 'LN' && LOINC.test(code.altIdentifier)) return code.altIdentifier;
  if (!code.system && LOINC.test(code.identifier)) return code.identifier;
  return null;
}

/** OBX-5 by its value type (OBX-2). */
function observationValue(r: Er7Reader, obx: Segment, valueType: string): { value: string; numeric: number | null } {
  const reps = r.repetitions(obx, 5).map((_, i) => i);
  switch (valueType) {
    case 'NM': {
      const text = r.value(obx, 5);
      const numeric = /^[+-]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : null;
      return { value: text, numeric };
    }
    case 'SN': {
      const [comparator = '', first = '', separator = '', second = ''] = r.components(obx, 5).map((c) => c.trim());
      const exact = (comparator === '' || comparator === '=') && separator === '' && second === '' && /^[+-]?(\d+\.?\d*|\.\d+)$/.test(first);
      const value = [comparator === '=' ? '' : comparator, first, separator, second].join('').trim();
      return { value, numeric: exact ? Number(first) : null };
    }
    case 'CE':
    case 'CWE':
    case 'CNE': {
      const values = reps.map((i) => {
        const [identifier = '', text = ''] = r.components(obx, 5, i).map((c) => c.trim());
        return text || identifier;
      });
      return { value: values.join(', '), numeric: null };
    }
    default: {
      // ST, TX, FT: repetitions are lines of one text.
      const values = reps.map((i) => r.components(obx, 5, i).join(r.encoding.component).trim());
      return { value: values.join('\n'), numeric: null };
    }
  }
}

/**
 * Reads an ORU^R01 into the parts Labwise uses. Structure problems (no MSH, bad separators) throw
 * Hl7ParseError; content rules (which fields are required, which values are accepted) are the
 * caller's, so a message can be stored and answered even when it cannot be used.
 */
export function readOru(text: string): OruMessage {
  const message = parseEr7(text);
  const r = new Er7Reader(message);
  const msh = message.segments[0]!;
  const header: OruHeader = {
    sendingApplication: r.value(msh, 3),
    sendingFacility: r.value(msh, 4),
    receivingApplication: r.value(msh, 5),
    receivingFacility: r.value(msh, 6),
    address: {
      msh3: reencode(r.raw(msh, 3), message.encoding),
      msh4: reencode(r.raw(msh, 4), message.encoding),
      msh5: reencode(r.raw(msh, 5), message.encoding),
      msh6: reencode(r.raw(msh, 6), message.encoding),
    },
    sentAt: hl7Time(r.value(msh, 7)),
    messageCode: r.value(msh, 9, 1).toUpperCase(),
    triggerEvent: r.value(msh, 9, 2).toUpperCase(),
    controlId: r.value(msh, 10),
    processingId: r.value(msh, 11, 1).toUpperCase(),
    version: r.value(msh, 12, 1),
  };

  let patient: OruPatient | null = null;
  let patientCount = 0;
  const notes: string[] = [];
  const orders: OruOrder[] = [];
  let pendingOrc: Segment | null = null;
  let order: OruOrder | null = null;
  let observation: OruObservation | null = null;

  for (const segment of message.segments.slice(1)) {
    switch (segment.name) {
      case 'PID': {
        patientCount += 1;
        if (patient) break;
        patient = {
          identifiers: r
            .repetitions(segment, 3)
            .map((_, i) => ({ id: r.value(segment, 3, 1, 1, i), assigningAuthority: r.value(segment, 3, 4, 1, i), type: r.value(segment, 3, 5, 1, i) }))
            .filter((id) => id.id !== ''),
          familyName: r.value(segment, 5, 1),
          givenName: r.value(segment, 5, 2),
          middleName: r.value(segment, 5, 3),
          dateOfBirth: hl7Time(r.value(segment, 7))?.slice(0, 10) ?? null,
          sex: r.value(segment, 8).toUpperCase(),
        };
        // PID-2 (external id, v2.3) still carries the lab's patient id in older feeds.
        const external = r.value(segment, 2);
        if (external && !patient.identifiers.some((id) => id.id === external)) patient.identifiers.push({ id: external, assigningAuthority: '', type: '' });
        break;
      }
      case 'ORC':
        pendingOrc = segment;
        break;
      case 'OBR': {
        const orc = pendingOrc;
        pendingOrc = null;
        order = {
          placerOrderNumber: r.value(segment, 2) || (orc ? r.value(orc, 2) : ''),
          fillerOrderNumber: r.value(segment, 3) || (orc ? r.value(orc, 3) : ''),
          service: coded(r, segment, 4),
          collectedAt: hl7Time(r.value(segment, 7)),
          resultStatus: r.value(segment, 25).toUpperCase(),
          observations: [],
          notes: [],
        };
        observation = null;
        orders.push(order);
        break;
      }
      case 'OBX': {
        const valueType = r.value(segment, 2).toUpperCase();
        const code = coded(r, segment, 3);
        observation = {
          setId: r.value(segment, 1),
          valueType,
          code,
          loinc: loincOf(code),
          ...observationValue(r, segment, valueType),
          units: r.value(segment, 6, 1),
          referenceRange: r.value(segment, 7),
          abnormalFlags: r.repetitions(segment, 8).map((_, i) => r.value(segment, 8, 1, 1, i)).filter(Boolean),
          status: r.value(segment, 11).toUpperCase(),
          observedAt: hl7Time(r.value(segment, 14)),
          notes: [],
        };
        if (!order) {
          // An OBX before any OBR has no order to belong to; keep it under an empty one so it is seen.
          order = { placerOrderNumber: '', fillerOrderNumber: '', service: EMPTY_CODE, collectedAt: null, resultStatus: '', observations: [], notes: [] };
          orders.push(order);
        }
        order.observations.push(observation);
        break;
      }
      case 'NTE': {
        const comment = r
          .repetitions(segment, 3)
          .map((_, i) => r.components(segment, 3, i).join(' ').trim())
          .join('\n')
          .trim();
        if (!comment) break;
        if (observation) observation.notes.push(comment);
        else if (order) order.notes.push(comment);
        else notes.push(comment);
        break;
      }
      default:
        break;
    }
  }
  return { header, patient, patientCount, notes, orders };
}

/** The patient's name as a person writes it: given, middle, family. */
export function displayName(patient: OruPatient | null): string {
  if (!patient) return '';
  return [patient.givenName, patient.middleName, patient.familyName].filter(Boolean).join(' ');
}
