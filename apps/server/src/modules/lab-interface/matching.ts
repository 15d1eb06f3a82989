import { hasResults, toUcum, WITH_RESULTS_STATUSES, type OrderStatus, type UploadResultsRequest } from '@labwise/domain';
import { HL7_ERRORS, type AckCode, type AckError } from './hl7/ack';
import { SUPPORTED_VERSIONS, type OruMessage, type OruObservation, type OruPatient } from './hl7/oru';

/** Value types read from OBX-5 (NM, SN numbers; ST, TX, FT text; CE, CWE, CNE coded). */
const VALUE_TYPES = new Set(['NM', 'SN', 'ST', 'TX', 'FT', 'CE', 'CWE', 'CNE']);
const RESULT_STATUSES = new Set(['F', 'C']);
/** Order states whose results come through the pipeline: first results, or a correction. */
export const TAKES_FIRST_RESULTS = 'processing' satisfies OrderStatus;
export const TAKES_RESULTS: OrderStatus[] = [TAKES_FIRST_RESULTS, ...WITH_RESULTS_STATUSES];

export type MessageProblem = { code: Exclude<AckCode, 'AA'>; errors: AckError[] };

/**
 * Rules a message must meet before any order is looked at. AR: Labwise cannot take this kind of
 * message at all; AE: an ORU^R01 whose content cannot be used as sent (the lab must correct it).
 */
export function checkMessage(message: OruMessage): MessageProblem | null {
  const h = message.header;
  const reject = (code: AckError['code'], field: number, text: string): MessageProblem => ({
    code: 'AR',
    errors: [{ code, location: { segment: 'MSH', field }, message: text }],
  });
  if (h.messageCode !== 'ORU') return reject(HL7_ERRORS.unsupportedMessageType, 9, `This endpoint takes ORU^R01 result messages; MSH-9 is "${h.messageCode}".`);
  if (h.triggerEvent !== 'R01') return reject(HL7_ERRORS.unsupportedEvent, 9, `This endpoint takes ORU^R01 result messages; the trigger event is "${h.triggerEvent}".`);
  if (!(SUPPORTED_VERSIONS as readonly string[]).includes(h.version)) {
    return reject(HL7_ERRORS.unsupportedVersion, 12, `HL7 version "${h.version}" is not supported; send 2.3, 2.3.1, 2.4, 2.5 or 2.5.1.`);
  }
  if (h.processingId !== '' && h.processingId !== 'P') {
    return reject(HL7_ERRORS.unsupportedProcessingId, 11, `Processing id "${h.processingId}" is not accepted: this endpoint records real patient results (MSH-11 = P).`);
  }

  const errors: AckError[] = [];
  if (message.patientCount === 0) errors.push({ code: HL7_ERRORS.requiredFieldMissing, location: { segment: 'PID' }, message: 'The message has no PID segment: results need their patient.' });
  if (message.patientCount > 1) errors.push({ code: HL7_ERRORS.segmentSequence, location: { segment: 'PID', sequence: 2 }, message: 'Send one patient per message.' });
  const observations = message.orders.flatMap((o) => o.observations);
  if (observations.length === 0) errors.push({ code: HL7_ERRORS.requiredFieldMissing, location: { segment: 'OBX' }, message: 'The message has no OBX segment: there are no results in it.' });
  if (message.orders.some((o) => o.observations.length > 0 && !o.service.identifier && !o.placerOrderNumber && !o.fillerOrderNumber)) {
    errors.push({ code: HL7_ERRORS.segmentSequence, location: { segment: 'OBX' }, message: 'Every OBX must follow the OBR of the order it belongs to.' });
  }
  const placers = new Set(message.orders.map((o) => o.placerOrderNumber).filter(Boolean));
  if (placers.size > 1) {
    errors.push({ code: HL7_ERRORS.segmentSequence, location: { segment: 'OBR', field: 2 }, message: `Send one Labwise order per message; this one names ${[...placers].join(', ')}.` });
  }
  let sequence = 0;
  for (const obx of observations) {
    sequence += 1;
    const where = (field: number) => ({ segment: 'OBX', sequence, field });
    const label = `OBX ${obx.setId || sequence}`;
    if (!VALUE_TYPES.has(obx.valueType)) {
      errors.push({ code: HL7_ERRORS.dataType, location: where(2), message: `${label}: value type "${obx.valueType}" is not supported (NM, SN, ST, TX, FT, CE, CWE, CNE).` });
    }
    if (!RESULT_STATUSES.has(obx.status)) {
      errors.push({
        code: HL7_ERRORS.tableValue,
        location: where(11),
        message: `${label}: result status "${obx.status}" is not accepted; Labwise records final (F) and corrected (C) results only.`,
      });
    }
    if (!obx.loinc) {
      errors.push({ code: HL7_ERRORS.requiredFieldMissing, location: where(3), message: `${label}: OBX-3 needs a LOINC code (coding system LN).` });
    }
    if (obx.value === '') {
      errors.push({ code: HL7_ERRORS.requiredFieldMissing, location: where(5), message: `${label}: OBX-5 has no value.` });
    } else if (obx.valueType === 'NM' && obx.numeric === null) {
      errors.push({ code: HL7_ERRORS.dataType, location: where(5), message: `${label}: "${obx.value}" is not a number.` });
    }
  }
  return errors.length ? { code: 'AE', errors } : null;
}

export function placerOrderNumber(message: OruMessage): string {
  return message.orders.find((o) => o.placerOrderNumber)?.placerOrderNumber ?? '';
}

const normalise = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * Whether the message's patient is the order's patient: the family name and first given name
 * must both appear in the stored full name, and the dates of birth must agree. Returns the
 * problem in words, or null.
 */
export function identityProblem(sent: OruPatient | null, record: { fullName: string; dateOfBirth: string | null }, orderNumber: string): string | null {
  if (!sent) return 'The message names no patient.';
  const tokens = new Set(normalise(record.fullName).split(' '));
  const family = normalise(sent.familyName).split(' ').filter(Boolean);
  const given = normalise(sent.givenName).split(' ').filter(Boolean)[0];
  const problems: string[] = [];
  if (family.length === 0 || !family.every((t) => tokens.has(t)) || (given !== undefined && !tokens.has(given))) problems.push('name');
  if (record.dateOfBirth && sent.dateOfBirth !== record.dateOfBirth) problems.push('date of birth');
  if (problems.length === 0) return null;
  return `The patient's ${problems.join(' and ')} in the message ${problems.length > 1 ? 'do' : 'does'} not match order ${orderNumber}'s patient.`;
}

export type OrderAnalyte = {
  orderItemId: string;
  analyteId: string;
  testCode: string;
  name: string;
  loinc: string | null;
  unit: string;
  valueType: string;
};

export type CurrentValue = { orderItemId: string; analyteId: string; value: number | string };

export type Matched = { kind: 'matched'; input: UploadResultsRequest; correction: boolean };
export type Unmatched = { kind: 'unmatched'; reason: string; identity?: true };
export type Rejected = { kind: 'rejected'; errors: AckError[] };

/** Units compared by their UCUM code (`mIU/L` is `m[IU]/L`, `10^9/L` is `10*9/L`), loosely as to case and spaces. */
const unitKey = (unit: string) => toUcum(unit).toLowerCase().replace(/\s+/g, '');

function observationText(message: OruMessage): string | undefined {
  const notes = [
    ...message.notes,
    ...message.orders.flatMap((o) => [
      ...o.notes,
      ...o.observations.flatMap((obx) => obx.notes.map((n) => `${obx.code.text || obx.loinc || obx.code.identifier}: ${n}`)),
    ]),
  ];
  const text = notes.join('\n').trim();
  return text ? text.slice(0, 2000) : undefined;
}

/**
 * Maps the message's observations onto the order's analytes by LOINC and builds the same upload
 * a technician would make. A first upload needs every analyte; a correction (some OBX-11 = C)
 * keeps the current value of analytes the message does not mention.
 */
export function mapObservations(
  message: OruMessage,
  order: { orderNumber: string; status: string },
  analytes: OrderAnalyte[],
  current: CurrentValue[],
): Matched | Unmatched | Rejected {
  const observations: { obx: OruObservation; sequence: number; service: string }[] = [];
  let sequence = 0;
  for (const o of message.orders) {
    for (const obx of o.observations) observations.push({ obx, sequence: ++sequence, service: o.service.identifier.toUpperCase() });
  }
  const known = new Set(analytes.map((a) => a.loinc).filter(Boolean));
  const stray = observations.find(({ obx }) => !known.has(obx.loinc));
  if (stray) {
    return { kind: 'unmatched', reason: `Order ${order.orderNumber} has no test measuring LOINC ${stray.obx.loinc} (OBX ${stray.obx.setId || stray.sequence}).` };
  }

  const correction = hasResults(order.status);
  const corrects = observations.some(({ obx }) => obx.status === 'C');
  if (correction && !corrects) {
    return {
      kind: 'rejected',
      errors: [
        {
          code: HL7_ERRORS.duplicateKey,
          location: { segment: 'OBX', field: 11 },
          message: `Order ${order.orderNumber} already has final results; mark the changed observations with OBX-11 = C to correct them.`,
        },
      ],
    };
  }

  const errors: AckError[] = [];
  const values: UploadResultsRequest['values'] = [];
  for (const analyte of analytes) {
    const candidates = observations.filter(({ obx }) => obx.loinc === analyte.loinc);
    // The same analyte in two ordered tests (e.g. glucose in CMP and GLU): prefer the OBR of that test.
    const chosen = candidates.find((c) => c.service === analyte.testCode.toUpperCase()) ?? candidates[0];
    if (!chosen) {
      const kept = current.find((c) => c.orderItemId === analyte.orderItemId && c.analyteId === analyte.analyteId);
      if (correction && kept) {
        values.push({ orderItemId: analyte.orderItemId, analyteId: analyte.analyteId, value: kept.value });
        continue;
      }
      errors.push({
        code: HL7_ERRORS.requiredFieldMissing,
        location: { segment: 'OBX' },
        message: `No result for ${analyte.testCode} ${analyte.name} (LOINC ${analyte.loinc ?? 'none'}): send all of order ${order.orderNumber}'s results in one message.`,
      });
      continue;
    }
    const { obx, sequence: at } = chosen;
    const label = `OBX ${obx.setId || at}`;
    if (analyte.valueType === 'numeric') {
      if (obx.numeric === null) {
        errors.push({ code: HL7_ERRORS.dataType, location: { segment: 'OBX', sequence: at, field: 5 }, message: `${label}: ${analyte.name} needs an exact number; "${obx.value}" is not one.` });
        continue;
      }
      if (obx.units && unitKey(obx.units) !== unitKey(analyte.unit)) {
        errors.push({
          code: HL7_ERRORS.dataType,
          location: { segment: 'OBX', sequence: at, field: 6 },
          message: `${label}: ${analyte.name} is recorded in ${analyte.unit || 'no unit'}; the message gives ${obx.units}. Convert it before sending.`,
        });
        continue;
      }
      values.push({ orderItemId: analyte.orderItemId, analyteId: analyte.analyteId, value: obx.numeric });
    } else {
      values.push({ orderItemId: analyte.orderItemId, analyteId: analyte.analyteId, value: obx.value.slice(0, 100) });
    }
  }
  if (errors.length) return { kind: 'rejected', errors };
  const labComments = observationText(message);
  return { kind: 'matched', correction, input: { values, ...(labComments ? { labComments } : {}) } };
}

/** Why an order cannot take results now, or null when it can. */
export function statusProblem(order: { orderNumber: string; status: string }, statusLabel: string): string | null {
  if (order.status === TAKES_FIRST_RESULTS || hasResults(order.status)) return null;
  if (order.status === 'cancelled') return `Order ${order.orderNumber} is Cancelled: it takes no results.`;
  return `Order ${order.orderNumber} is ${statusLabel}: results are recorded once it is Processing. Start processing it, then resolve these results.`;
}
