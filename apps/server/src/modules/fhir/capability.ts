import type { CapabilityStatement, CapabilityStatementRestResource } from 'fhir/r4';

/** The FHIR interactions Labwise serves: `read` (GET /Type/:id) and `search-type` (GET /Type?…). */
export type Interaction = 'read' | 'search-type';

export type ServedResource = {
  type: 'Patient' | 'DiagnosticReport' | 'Observation' | 'ClinicalImpression';
  interactions: readonly Interaction[];
  /** Search parameters of `search-type` (all reference the patient today). */
  searchParams: readonly { name: 'patient'; documentation: string }[];
};

const byPatient = { name: 'patient', documentation: 'The Labwise id of the patient (required).' } as const;

/**
 * What the FHIR routes serve, in one table: the capability statement is built from it, and a test
 * compares it with the registered routes, so the two cannot drift apart.
 */
export const SERVED_RESOURCES: readonly ServedResource[] = [
  { type: 'Patient', interactions: ['read'], searchParams: [] },
  { type: 'DiagnosticReport', interactions: ['search-type'], searchParams: [byPatient] },
  { type: 'Observation', interactions: ['search-type'], searchParams: [byPatient] },
  { type: 'ClinicalImpression', interactions: ['read', 'search-type'], searchParams: [byPatient] },
];

export const FHIR_BASE = '/fhir/R4';

/** The route (method and Fastify URL) that serves one interaction on one resource type. */
export function routeOf(type: ServedResource['type'], interaction: Interaction): string {
  return interaction === 'read' ? `GET ${FHIR_BASE}/${type}/:id` : `GET ${FHIR_BASE}/${type}`;
}

function restResource(served: ServedResource): CapabilityStatementRestResource {
  return {
    type: served.type,
    profile: `http://hl7.org/fhir/StructureDefinition/${served.type}`,
    interaction: served.interactions.map((code) => ({ code })),
    ...(served.searchParams.length
      ? { searchParam: served.searchParams.map((p) => ({ name: p.name, type: 'reference' as const, documentation: p.documentation })) }
      : {}),
  };
}

/** The server's CapabilityStatement (GET /fhir/R4/metadata). */
export function capabilityStatement(input: { publicUrl: string; date: Date }): CapabilityStatement {
  return {
    resourceType: 'CapabilityStatement',
    status: 'active',
    date: input.date.toISOString(),
    publisher: 'Labwise',
    kind: 'instance',
    software: { name: 'Labwise' },
    implementation: { description: 'Labwise FHIR R4 read access to patients, lab results and assessments', url: `${input.publicUrl}${FHIR_BASE}` },
    fhirVersion: '4.0.1',
    format: ['json'],
    rest: [
      {
        mode: 'server',
        security: {
          service: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/restful-security-service', code: 'OAuth', display: 'OAuth' }] }],
          description:
            'Every request except this statement needs a bearer access token from the OpenID Connect provider Labwise is configured with (Authorization: Bearer <token>). SMART on FHIR launch is not supported.',
        },
        resource: SERVED_RESOURCES.map(restResource),
      },
    ],
  };
}
