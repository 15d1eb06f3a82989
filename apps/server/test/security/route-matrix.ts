import type { Actor, Fixtures } from './fixtures';

/**
 * SECURITY.md's access-control matrix as data: every route of the server appears here (the test
 * fails on a route missing from this table, and on an entry no longer served). Who may call a
 * route at all comes from its declared permission (PERMISSIONS); this table says which objects a
 * route's ids, query or list reach, so the test can call it with every object its caller must not
 * see. Visibility below is the rule the services enforce.
 */
export type ObjectKind = 'order' | 'results' | 'patient' | 'identity' | 'session' | 'user' | 'notification' | 'interpretation';
export type Owner = 'A' | 'B';

/** 'yes' may see; 'no' must get a non-2xx without the owner's data; 'skip' is covered elsewhere. */
type Visibility = 'yes' | 'no' | 'skip';

const SEES: Record<ObjectKind, Record<Owner, readonly Actor[]>> = {
  // Orders: the patient, their doctor, the routed lab's technicians, and admins (status, for support).
  order: { A: ['patientA', 'doctorOfA', 'techOfLab', 'admin'], B: ['patientB', 'otherDoctor', 'otherTech', 'admin'] },
  // Results: A's are not released yet, so not even patient A sees them (their own gating is tested in the results suite).
  results: { A: ['doctorOfA', 'techOfLab'], B: ['patientB', 'otherDoctor', 'otherTech'] },
  // Patient records: the patient and their doctor; an administrator sees no clinical data (SECURITY.md).
  patient: { A: ['patientA', 'doctorOfA'], B: ['patientB', 'otherDoctor'] },
  // A patient's name and contact details without clinical data: also every administrator (search, patient export).
  identity: { A: ['patientA', 'doctorOfA', 'admin'], B: ['patientB', 'otherDoctor', 'admin'] },
  session: { A: ['patientA', 'doctorOfA'], B: ['patientB', 'otherDoctor'] },
  user: { A: ['patientA', 'doctorOfA'], B: ['patientB', 'otherDoctor'] },
  notification: { A: ['patientA'], B: ['patientB'] },
  // Assessments updated by results: neither order is released, so only each patient's doctor sees one (labs never).
  interpretation: { A: ['doctorOfA'], B: ['otherDoctor'] },
};

const SKIP: Partial<Record<ObjectKind, Partial<Record<Owner, readonly Actor[]>>>> = {
  results: { A: ['patientA'] },
};

export function visibility(kind: ObjectKind, owner: Owner, actor: Actor): Visibility {
  if (SKIP[kind]?.[owner]?.includes(actor)) return 'skip';
  return SEES[kind][owner].includes(actor) ? 'yes' : 'no';
}

export type RouteSpec =
  | { public: string }
  | {
      /** Path parameters that name an object of another owner; others get fixed values. */
      params?: Record<string, ObjectKind>;
      /** A query naming an object (e.g. FHIR's ?patient=). */
      query?: { kind: ObjectKind; build(f: Fixtures, owner: Owner): string };
      /** A list or search whose contents must hold no data of an owner the caller may not see. */
      list?: { kind: ObjectKind; query?: string };
      /** A body valid in shape, so scope rather than validation decides. */
      body?: (f: Fixtures) => unknown;
      /** Values for non-object path parameters. */
      fixed?: (f: Fixtures) => Record<string, string>;
      /** Routes that hold an open stream (checked for the role guard only). */
      stream?: true;
    };

const any = {} as const;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
// A range that holds every fixture (made today) and is within the 366 days an export may cover.
const exportRange = `from=${day(-30)}&to=${day(1)}`;
const orderId = { params: { id: 'order' } } as const;
const resultsOf = { params: { id: 'results' } } as const;
const sessionId = { params: { id: 'session' } } as const;
// Account changes aim at a technician no other check relies on after them.
const adminTest = (f: Fixtures) => ({ id: f.testId, testId: f.testId, labId: f.labs.A.id });

export const ROUTE_MATRIX: Record<string, RouteSpec> = {
  'OPTIONS *': { public: 'CORS preflight' },
  'GET /healthz': { public: 'liveness' },
  'GET /readyz': { public: 'readiness' },
  'GET /metrics': { public: 'Prometheus metrics, behind METRICS_TOKEN (404 without it)' },
  'GET /api/config': { public: 'the SPA’s identity settings' },
  'GET /api/v1/settings/public': { public: 'brand colour' },
  'GET /*': { public: 'the SPA' },
  'GET /api/docs': { public: 'OpenAPI' },
  'GET /api/docs/static/index.html': { public: 'OpenAPI' },
  'GET /api/docs/static/swagger-initializer.js': { public: 'OpenAPI' },
  'GET /api/docs/json': { public: 'OpenAPI' },
  'GET /api/docs/yaml': { public: 'OpenAPI' },
  'GET /fhir/R4/metadata': { public: 'FHIR capability statement (what is served, no one’s data)' },
  'GET /api/docs/static/*': { public: 'OpenAPI' },
  'GET /interaction-assets/:file': { public: 'sign-in page assets' },
  'GET /interaction/:uid': { public: 'hosted sign-in' },
  'GET /interaction/:uid/signup': { public: 'hosted sign-up' },
  'POST /interaction/:uid/login': { public: 'hosted sign-in' },
  'POST /interaction/:uid/signup': { public: 'hosted sign-up' },
  'POST /interaction/:uid/resend': { public: 'hosted sign-up' },
  'POST /api/v1/auth/verify-email': { public: 'token in the body' },
  'POST /api/v1/auth/password-reset/request': { public: 'always answers the same' },
  'POST /api/v1/auth/password-reset': { public: 'token in the body' },
  'POST /api/v1/auth/verification/resend': { public: 'always answers the same' },

  'GET /api/v1/auth/me': any,
  'POST /api/v1/auth/assign-role': { body: () => ({ role: 'patient' }) },
  'POST /api/v1/auth/role-request': { body: () => ({ role: 'patient' }) },

  'GET /api/v1/admin/users': any,
  'POST /api/v1/admin/users/:id/approve': { fixed: (f) => ({ id: f.users.otherTech.id }) },
  'POST /api/v1/admin/users/:id/reject': { fixed: (f) => ({ id: f.users.otherTech.id }) },
  'PATCH /api/v1/admin/users/:id': { fixed: (f) => ({ id: f.users.otherTech.id }), body: () => ({}) },
  'GET /api/v1/admin/catalog/tests': any,
  'POST /api/v1/admin/catalog/tests': { body: () => ({}) },
  'GET /api/v1/admin/catalog/tests/:id': { fixed: adminTest },
  'PUT /api/v1/admin/catalog/tests/:id': { fixed: adminTest, body: () => ({}) },
  'PATCH /api/v1/admin/catalog/tests/:id': { fixed: adminTest, body: () => ({}) },
  'DELETE /api/v1/admin/catalog/tests/:id': { fixed: adminTest },
  'GET /api/v1/admin/labs': any,
  'POST /api/v1/admin/labs': { body: () => ({}) },
  'GET /api/v1/admin/labs/:labId': { fixed: adminTest },
  'PUT /api/v1/admin/labs/:labId': { fixed: adminTest, body: () => ({}) },
  'GET /api/v1/admin/labs/:labId/tests': { fixed: adminTest },
  'PUT /api/v1/admin/labs/:labId/tests/:testId': { fixed: adminTest, body: () => ({}) },
  'DELETE /api/v1/admin/labs/:labId/tests/:testId': { fixed: adminTest },
  'GET /api/v1/admin/partnership-requests': any,
  'POST /api/v1/admin/partnership-requests/:id/decision': { fixed: adminTest, body: () => ({}) },
  'GET /api/v1/admin/settings': any,
  'PATCH /api/v1/admin/settings': { body: () => ({}) },
  'GET /api/v1/admin/overview': any,
  'GET /api/v1/admin/audit-events': any,
  'GET /api/v1/admin/deliveries': any,
  'POST /api/v1/admin/deliveries/:id/retry': any,
  // Status only, for support: every order is the administrator's to look up (SEES.order).
  'GET /api/v1/admin/support/orders/:orderNumber': { fixed: () => ({ orderNumber: 'NB-100001' }) },

  'GET /api/v1/ai/questionnaire': any,
  'POST /api/v1/ai/parse': { body: () => ({ text: 'tired' }) },
  'POST /api/v1/ai/diagnosis': { body: () => ({ age: 40, sex: 'female', evidence: [] }) },
  'POST /api/v1/questionnaires': { body: () => ({ session_type: 'ai_guided' }) },
  'GET /api/v1/questionnaires/opening': any,
  'GET /api/v1/questionnaires/:id': sessionId,
  'GET /api/v1/questionnaires/:id/questions/next': sessionId,
  'POST /api/v1/questionnaires/:id/responses': { ...sessionId, body: () => ({ question_id: 'concern_text', response: 'tired' }) },
  'DELETE /api/v1/questionnaires/:id/findings/:findingId': { ...sessionId, fixed: () => ({ findingId: 'fatigue' }) },
  'GET /api/v1/questionnaires/:id/analysis': sessionId,
  'GET /api/v1/questionnaires/:id/recommendations': sessionId,
  'GET /api/v1/questionnaires/user/:userId/history': { params: { userId: 'user' } },

  'GET /api/v1/catalog/tests': any,
  'GET /api/v1/catalog/tests/:id': { fixed: (f) => ({ id: f.testId }) },
  'GET /api/v1/labs': any,
  'GET /api/v1/labs/:id': { fixed: (f) => ({ id: f.labs.A.id }) },
  'POST /api/v1/labs/:id/partnership-requests': { fixed: (f) => ({ id: f.labs.A.id }), body: () => ({}) },
  'GET /api/v1/cart': any,
  'POST /api/v1/cart/lines': { body: (f) => ({ testId: f.testId }) },
  'PUT /api/v1/cart/lines/:testId': { fixed: (f) => ({ testId: f.testId }), body: () => ({ quantity: 1 }) },
  'DELETE /api/v1/cart/lines/:testId': { fixed: (f) => ({ testId: f.testId }) },
  'DELETE /api/v1/cart': any,

  'GET /api/v1/patients': { list: { kind: 'patient' } },
  'GET /api/v1/patients/stats': any,
  'POST /api/v1/patients/me/consent': { body: () => ({ date_of_birth: '1990-01-01', sex: 'female', consent: true }) },
  'GET /api/v1/patients/:id/orders': { params: { id: 'patient' } },
  'GET /api/v1/patients/me': any,
  'PUT /api/v1/patients/:id': { params: { id: 'patient' }, body: () => ({ full_name: 'Matrix Renamed' }) },
  'GET /api/v1/patients/:id/analytics': { params: { id: 'patient' } },
  'GET /api/v1/patients/:id/activity': { params: { id: 'patient' } },
  'POST /api/v1/patients': { body: () => ({ fullName: 'Matrix New Patient' }) },
  'GET /api/v1/patients/:id': { params: { id: 'patient' } },
  'POST /api/v1/patients/:id/invites': { params: { id: 'patient' }, body: () => ({ channel: 'qr' }) },
  'GET /api/v1/invites/:token': { public: 'shows only the inviting doctor’s name and whether the link still works' },
  // Tokens are random secrets; accepting one is tested in the invites suite.
  'POST /api/v1/invites/:token/accept': { fixed: () => ({ token: 'x'.repeat(43) }) },
  'POST /api/v1/invites/:token/decline': { fixed: () => ({ token: 'x'.repeat(43) }) },
  'POST /api/v1/consultations': { body: () => ({}) },
  'GET /api/v1/consultations': { list: { kind: 'patient' } },
  // Requests are addressed to one doctor; another doctor's 404 is tested in the consultations suite.
  'POST /api/v1/consultations/:id/accept': { body: () => ({}) },
  'POST /api/v1/consultations/:id/decline': { body: () => ({}) },
  'GET /api/v1/appointments': { list: { kind: 'order' } },
  'POST /api/v1/appointments': { body: (f) => ({ orderId: f.objects.order.B, scheduledAt: new Date(Date.now() + 3 * 86_400_000).toISOString() }) },
  'PUT /api/v1/appointments/:id': { fixed: (f) => ({ id: f.objects.order.A }), body: () => ({ scheduledAt: new Date(Date.now() + 3 * 86_400_000).toISOString() }) },
  'POST /api/v1/appointments/:id/cancel': { fixed: (f) => ({ id: f.objects.order.A }) },

  'POST /api/v1/lab-orders': { body: (f) => ({ patientId: f.objects.patient.B, labId: f.labs.A.id }) },
  'POST /api/v1/lab-orders/preview': { body: (f) => ({ patientId: f.objects.patient.B }) },
  'GET /api/v1/lab-orders': { list: { kind: 'order' } },
  // Counted over the caller's own lab; the queue must name no patient of another lab.
  'GET /api/v1/lab-orders/summary': { list: { kind: 'order' } },
  'GET /api/v1/lab-orders/:id': orderId,
  'POST /api/v1/lab-orders/:id/cancel': { ...orderId, body: () => ({}) },
  'GET /api/v1/lab-orders/:id/appointment': orderId,
  'GET /api/v1/lab-orders/:id/slots': orderId,
  'GET /api/v1/lab-orders/:id/payment': orderId,
  'POST /api/v1/lab-orders/:id/payment': { ...orderId, body: () => ({ method: 'cash' }) },
  'POST /api/v1/lab-orders/:id/collect': { ...orderId, body: () => ({}) },
  'GET /api/v1/lab-orders/:id/specimen-label': orderId,
  'POST /api/v1/lab-orders/:id/start-processing': orderId,
  'GET /api/v1/lab-orders/:id/result-form': orderId,
  'POST /api/v1/lab-orders/:id/results': { ...orderId, body: () => ({ values: [] }) },
  'POST /api/v1/lab-orders/:id/release': { ...resultsOf, body: () => ({}) },
  'GET /api/v1/lab-orders/:id/report.pdf': resultsOf,
  // Printable results: exactly the results rule (the patient after release). The requisition: the
  // order's patient and the routed lab's technicians, before collection (status rules in the printouts suite).
  'GET /api/v1/lab-orders/:id/printout': resultsOf,
  'GET /api/v1/lab-orders/:id/requisition': orderId,
  'GET /api/v1/lab-orders/:id/results/history': resultsOf,
  'GET /api/v1/lab-orders/:id/results': resultsOf,
  // Rating the lab after release: the order's patient and ordering doctor only (release and repeat rules in the ratings suite).
  'GET /api/v1/lab-orders/:id/rating': orderId,
  'POST /api/v1/lab-orders/:id/rating': { ...orderId, body: () => ({ stars: 4 }) },
  // My Results: the caller's own released results only (unreleased and other patients' are tested in the module's suite).
  'GET /api/v1/patients/me/results': { list: { kind: 'results' } },
  // The FHIR Patient: the patient themself and their doctor, as the patient record.
  'GET /fhir/R4/Patient/:id': { params: { id: 'patient' } },
  'GET /fhir/R4/DiagnosticReport': { query: { kind: 'results', build: (f, owner) => `patient=${f.objects.patient[owner]}` } },
  'GET /fhir/R4/Observation': { query: { kind: 'results', build: (f, owner) => `patient=${f.objects.patient[owner]}` } },
  // Closing the loop: an order's assessment update follows its results; lists follow the questionnaire and the patient record.
  'GET /api/v1/orders/:id/interpretation': resultsOf,
  'GET /api/v1/questionnaires/:id/interpretations': sessionId,
  'GET /api/v1/patients/:id/interpretations': { params: { id: 'patient' } },
  'GET /fhir/R4/ClinicalImpression': { query: { kind: 'interpretation', build: (f, owner) => `patient=${f.objects.patient[owner]}` } },
  'GET /fhir/R4/ClinicalImpression/:id': { params: { id: 'interpretation' } },

  'GET /api/v1/notifications': { list: { kind: 'notification' } },
  'GET /api/v1/notifications/stream': { stream: true },
  'POST /api/v1/notifications/read-all': any,
  'POST /api/v1/notifications/:id/read': { params: { id: 'notification' } },
  'GET /api/v1/search': { list: { kind: 'order', query: 'q=Canary' } },

  'POST /hl7/v2/oru': { public: 'partner labs authenticate with their own interface credential (HTTP Basic), tested in the lab-interface suite' },
  // Unmatched messages belong to the receiving lab; cross-lab access is tested in the lab-interface suite.
  'GET /api/v1/lab-interface/unmatched': any,
  'GET /api/v1/lab-interface/unmatched/:id/candidates': any,
  'POST /api/v1/lab-interface/unmatched/:id/resolve': { body: (f) => ({ orderId: f.objects.order.B }) },
  'POST /api/v1/lab-interface/unmatched/:id/discard': { body: () => ({ reason: 'duplicate' }) },
  'GET /api/v1/labs/:labId/closures': { fixed: adminTest },
  'POST /api/v1/admin/labs/:labId/closures': { fixed: adminTest, body: () => ({}) },
  'DELETE /api/v1/admin/labs/:labId/closures/:closureId': { fixed: adminTest },
  'GET /api/v1/admin/labs/:labId/interface-credentials': { fixed: adminTest },
  'POST /api/v1/admin/labs/:labId/interface-credentials': { fixed: adminTest, body: () => ({}) },
  'DELETE /api/v1/admin/labs/:labId/interface-credentials/:credentialId': { fixed: adminTest },

  // CSV exports for a range that holds every fixture: a doctor's own patients and orders, a lab's
  // routed orders; an administrator every patient identity and every order's status (exports suite).
  'GET /api/v1/exports/patients.csv': { list: { kind: 'identity', query: exportRange } },
  'GET /api/v1/exports/orders.csv': { list: { kind: 'order', query: exportRange } },
  // The audit trail names records by id only: no patient's data may appear in it ('results' are no administrator's).
  'GET /api/v1/exports/audit-events.csv': { list: { kind: 'results', query: exportRange } },
};
