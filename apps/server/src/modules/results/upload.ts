import {
  ageInYears,
  flagNumeric,
  flagQualitative,
  rangeFor,
  RESULT_MESSAGES,
  type ReferenceRange,
  type UploadResultsRequest,
  unitLabel,
} from '@labwise/domain';
import type { Principal } from '../../auth/principal';
import type { Executor } from '../../db/database';
import type { results } from '../../db/schema';
import { AppError, badRequest } from '../../http/errors';
import { insertNotifications } from '../notifications/repository';
import { analytesForItems, insertResultVersion, labOnCallOf, latestResultVersion, patientOf, personOf, rangesFor, supersedeResults } from './repository';
import { criticalValueNotices, doctorName, type CriticalNotice } from './critical-responsibility';

/** '1 critical value needs your attention', '2 critical values need your attention'. */
const criticalCount = (n: number) => (n === 1 ? '1 critical value needs your attention' : `${n} critical values need your attention`);

export type UploadOutcome = { version: number; critical: string[]; notices: CriticalNotice[] };

function describeRange(range: ReferenceRange | null, unit: string): string {
  if (!range) return '';
  if (range.normalText) return range.normalText;
  if (range.low !== null && range.high !== null) return `${range.low}–${range.high} ${unit}`.trim();
  if (range.high !== null) return `≤ ${range.high} ${unit}`.trim();
  if (range.low !== null) return `≥ ${range.low} ${unit}`.trim();
  return '';
}

/**
 * Records one upload of an order's results as a new version: every analyte of every test needs a
 * value; flags come from the patient's range by sex and age; impossible values are refused with
 * a message per value; earlier versions stay (a correction never edits a final result).
 */
export async function recordResults(
  tx: Executor,
  principal: Principal,
  order: { id: string; patientId: string; labId: string | null; orderingDoctorId: string | null; orderNumber: string },
  input: UploadResultsRequest,
): Promise<UploadOutcome> {
  const analytes = await analytesForItems(tx, order.id);
  const patient = await patientOf(tx, order.patientId);
  const ranges = await rangesFor(tx, analytes.map((a) => a.analyteId));
  const age = ageInYears(patient?.dateOfBirth ?? null);
  const sex = patient?.sexAtBirth ?? 'unknown';

  const known = new Set(analytes.map((a) => `${a.orderItemId}/${a.analyteId}`));
  if (input.values.some((v) => !known.has(`${v.orderItemId}/${v.analyteId}`))) throw badRequest(RESULT_MESSAGES.unknownAnalyte);
  const valueOf = new Map(input.values.map((v) => [`${v.orderItemId}/${v.analyteId}`, v.value]));

  const version = (await latestResultVersion(tx, order.id)) + 1;
  const problems: { path: string; message: string }[] = [];
  const rows: (typeof results.$inferInsert)[] = [];
  const critical: string[] = [];

  for (const analyte of analytes) {
    const key = `${analyte.orderItemId}/${analyte.analyteId}`;
    const raw = valueOf.get(key);
    const label = `${analyte.testCode} ${analyte.name}`;
    if (raw === undefined || raw === '') {
      problems.push({ path: key, message: RESULT_MESSAGES.missingValue(label) });
      continue;
    }
    const range = rangeFor(
      ranges.filter((r) => r.analyteId === analyte.analyteId).map((r) => ({ ...r, sex: r.sex as ReferenceRange['sex'] })),
      sex,
      age,
    );
    const numeric = analyte.valueType === 'numeric';
    const number = typeof raw === 'number' ? raw : Number(raw.replace(',', '.'));
    const flagged = numeric ? flagNumeric(number, range, label, unitLabel(analyte.unit)) : flagQualitative(String(raw), range);
    if (!flagged.ok) {
      problems.push({ path: key, message: flagged.problem });
      continue;
    }
    if (flagged.flag === 'critical') critical.push(`${label} ${number} ${unitLabel(analyte.unit)}`.trim());
    rows.push({
      orderId: order.id,
      orderItemId: analyte.orderItemId,
      analyteId: analyte.analyteId,
      version,
      status: version === 1 ? 'final' : 'corrected',
      valueNumeric: numeric ? number : null,
      valueText: numeric ? null : String(raw),
      unit: analyte.unit,
      referenceLow: range?.low ?? null,
      referenceHigh: range?.high ?? null,
      referenceText: describeRange(range, unitLabel(analyte.unit)),
      flag: flagged.flag,
      hl7Flag: flagged.hl7,
      performedBy: principal.userId,
      labId: order.labId,
    });
  }
  if (problems.length) {
    const error = new AppError(400, 'Bad Request', problems[0]!.message);
    error.issues = problems;
    throw error;
  }
  if (version > 1) {
    await supersedeResults(tx, order.id, version - 1);
  }
  await insertResultVersion(tx, rows, { orderId: order.id, version, labComments: input.labComments ?? null, uploadedBy: principal.userId });

  // Critical values reach whoever is responsible at once, in-app (ADR 0028); mails follow after commit.
  const notices = critical.length ? await responsibleFor(tx, order, patient) : [];
  for (const notice of notices) {
    if (notice.kind === 'lab_on_call') continue;
    const doctor = notice.kind !== 'patient';
    await insertNotifications(tx, {
      userId: notice.person.userId,
      kind: 'critical_result',
      title: `Critical result on ${order.orderNumber}`,
      body: doctor
        ? `${criticalCount(critical.length)}${notice.kind === 'linked_doctor' ? ' on a self-order by your patient' : ''}.`
        : notice.advice,
      link: `/orders/${order.id}`,
    });
  }
  // A self-order without a doctor goes straight to the patient: tell them their results are in.
  if (!order.orderingDoctorId && patient?.userId && version === 1 && !critical.length) {
    await insertNotifications(tx, {
      userId: patient.userId,
      kind: 'results_released',
      title: `Results for ${order.orderNumber} are ready`,
      body: 'Your results are available to view and download.',
      link: `/orders/${order.id}`,
    });
  }
  return { version, critical, notices };
}

/** The parties of ADR 0028's decision, read from the order, the patient record and the lab. */
async function responsibleFor(tx: Executor, order: { orderingDoctorId: string | null; labId: string | null }, patient: { userId: string | null; primaryDoctorId: string | null; fullName: string } | undefined) {
  const [ordering, linked, own, labOnCall] = [
    await personOf(tx, order.orderingDoctorId),
    order.orderingDoctorId ? undefined : await personOf(tx, patient?.primaryDoctorId ?? null),
    await personOf(tx, patient?.userId ?? null),
    order.orderingDoctorId ? null : await labOnCallOf(tx, order.labId),
  ];
  const doctor = (row: typeof ordering) => (row && row.status !== 'disabled' ? { userId: row.id, name: doctorName(row.fullName, row.email) } : null);
  return criticalValueNotices({
    orderingDoctor: doctor(ordering),
    linkedDoctor: doctor(linked),
    patient: own ? { userId: own.id, name: own.fullName ?? patient?.fullName ?? own.email } : null,
    labOnCall,
  });
}
