/** FHIR R4 shapes Labwise publishes (Patient, DiagnosticReport, Observation, ClinicalImpression, Bundle). */
import type * as fhir4 from 'fhir/r4';
import { isUcumUnit, toUcum, unitLabel, type Sex } from '@labwise/domain';

export type ObservationInput = {
  id: string;
  status: string;
  loinc: string | null;
  name: string;
  value: number | string;
  unit: string;
  referenceLow: number | null;
  referenceHigh: number | null;
  referenceText: string | null;
  hl7Flag: string;
  recordedAt: Date;
};

const INTERPRETATION_SYSTEM = 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation';
const LAB_CATEGORY = { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'laboratory', display: 'Laboratory' }] };

/** A value with its unit: the UCUM code as `code` (only when it is one), the unit as read as `unit`. */
function quantity(value: number, unit: string): fhir4.Quantity {
  const code = toUcum(unit);
  const shown = unitLabel(code);
  return { value, ...(shown ? { unit: shown } : {}), ...(isUcumUnit(code) ? { system: 'http://unitsofmeasure.org', code } : {}) };
}

export function observation(patientId: string, input: ObservationInput): fhir4.Observation {
  const range = {
    ...(input.referenceLow !== null ? { low: quantity(input.referenceLow, input.unit) } : {}),
    ...(input.referenceHigh !== null ? { high: quantity(input.referenceHigh, input.unit) } : {}),
    ...(input.referenceText ? { text: input.referenceText } : {}),
  };
  return {
    resourceType: 'Observation',
    id: input.id,
    status: input.status === 'corrected' ? 'corrected' : 'final',
    category: [LAB_CATEGORY],
    code: {
      ...(input.loinc ? { coding: [{ system: 'http://loinc.org', code: input.loinc, display: input.name }] } : {}),
      text: input.name,
    },
    subject: { reference: `Patient/${patientId}` },
    effectiveDateTime: input.recordedAt.toISOString(),
    ...(typeof input.value === 'number' ? { valueQuantity: quantity(input.value, input.unit) } : { valueString: input.value }),
    ...(Object.keys(range).length ? { referenceRange: [range] } : {}),
    interpretation: [{ coding: [{ system: INTERPRETATION_SYSTEM, code: input.hl7Flag }] }],
  };
}

export function diagnosticReport(input: {
  id: string;
  orderNumber: string;
  patientId: string;
  status: 'final' | 'corrected' | 'preliminary';
  issued: Date;
  testNames: string[];
  observationIds: string[];
  conclusion: string | null;
}): fhir4.DiagnosticReport {
  return {
    resourceType: 'DiagnosticReport',
    id: input.id,
    identifier: [{ system: 'urn:labwise:order-number', value: input.orderNumber }],
    status: input.status,
    category: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0074', code: 'LAB', display: 'Laboratory' }] }],
    code: { coding: [{ system: 'http://loinc.org', code: '11502-2', display: 'Laboratory report' }], text: input.testNames.join(', ') },
    subject: { reference: `Patient/${input.patientId}` },
    issued: input.issued.toISOString(),
    result: input.observationIds.map((id) => ({ reference: `Observation/${id}` })),
    ...(input.conclusion ? { conclusion: input.conclusion } : {}),
  };
}

export function searchBundle<T extends fhir4.FhirResource>(resources: T[]): fhir4.Bundle<T> {
  return { resourceType: 'Bundle', type: 'searchset', total: resources.length, entry: resources.map((resource) => ({ resource })) };
}

/** One condition of an updated assessment, as a ClinicalImpression finding. */
export type ImpressionFinding = { name: string; icd10: string; probability: number; supporting: string[]; conflicting: string[] };

/** What a ClinicalImpression is built from: one interpretation with its references resolved. */
export type ImpressionData = {
  id: string;
  patientId: string;
  orderId: string;
  orderNumber: string;
  version: number;
  date: Date;
  observationIds: string[];
  previousId: string | null;
  summary: string;
  findings: ImpressionFinding[];
};

/**
 * An assessment updated by released results (Labwise's analysis version ≥ 2), as a FHIR
 * ClinicalImpression: the conditions with their probabilities as findings, the order's
 * DiagnosticReport and Observations as what was investigated, and the earlier version as `previous`.
 */
export function clinicalImpression(input: ImpressionData): fhir4.ClinicalImpression {
  return {
    resourceType: 'ClinicalImpression',
    id: input.id,
    identifier: [{ system: 'urn:labwise:analysis-version', value: `${input.orderNumber}/${input.version}` }],
    status: 'completed',
    description: `Assessment version ${input.version}, updated with the results of ${input.orderNumber}`,
    subject: { reference: `Patient/${input.patientId}` },
    effectiveDateTime: input.date.toISOString(),
    date: input.date.toISOString(),
    ...(input.previousId ? { previous: { reference: `ClinicalImpression/${input.previousId}` } } : {}),
    investigation: [
      {
        code: { text: 'Laboratory results' },
        item: [{ reference: `DiagnosticReport/${input.orderId}` }, ...input.observationIds.map((id) => ({ reference: `Observation/${id}` }))],
      },
    ],
    summary: input.summary,
    finding: input.findings.map((f) => ({
      itemCodeableConcept: {
        ...(f.icd10 ? { coding: [{ system: 'http://hl7.org/fhir/sid/icd-10', code: f.icd10, display: f.name }] } : {}),
        text: f.name,
      },
      basis: [
        `Probability ${Math.round(f.probability * 100)}%`,
        f.supporting.length ? `supported by ${f.supporting.join(', ')}` : '',
        f.conflicting.length ? `against: ${f.conflicting.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('; '),
    })),
  };
}

/** What a Patient resource is built from: the patient record's own fields. */
export type PatientData = {
  id: string;
  fullName: string;
  sexAtBirth: Sex;
  dateOfBirth: string | null;
  email: string | null;
  phone: string | null;
};

export const PATIENT_ID_SYSTEM = 'urn:labwise:patient-id';

/** A patient record as a FHIR Patient: the name as written (Labwise keeps one full name), gender from sex at birth. */
export function patientResource(input: PatientData): fhir4.Patient {
  const telecom: fhir4.ContactPoint[] = [
    ...(input.email ? [{ system: 'email' as const, value: input.email }] : []),
    ...(input.phone ? [{ system: 'phone' as const, value: input.phone }] : []),
  ];
  return {
    resourceType: 'Patient',
    id: input.id,
    identifier: [{ system: PATIENT_ID_SYSTEM, value: input.id }],
    name: [{ text: input.fullName }],
    gender: input.sexAtBirth,
    ...(input.dateOfBirth ? { birthDate: input.dateOfBirth } : {}),
    ...(telecom.length ? { telecom } : {}),
  };
}
