/** FHIR R4 shapes Labwise publishes (DiagnosticReport, Observation, Bundle), built from results. */
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

function quantity(value: number, unit: string) {
  return { value, unit, system: 'http://unitsofmeasure.org', code: unit };
}

export function observation(patientId: string, input: ObservationInput) {
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
}) {
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

export function searchBundle(resources: object[]) {
  return { resourceType: 'Bundle', type: 'searchset', total: resources.length, entry: resources.map((resource) => ({ resource })) };
}
