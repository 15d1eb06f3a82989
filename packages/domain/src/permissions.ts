import type { Role } from './roles';

/**
 * Every API route declares one of these permissions (DESIGN §5). The server refuses to start
 * when a route declares none; the guard lets a caller through only when their stored role holds
 * the permission, and services then scope each query (own / their patients / routed lab).
 * A few permissions name a part of what a route allows (a doctor ordering for a patient, a
 * patient's own order list); services and the web read those with roleHolds and the web's can().
 * The web asks this table (can(permission)) instead of comparing roles.
 * Format: action:resource:scope; `public` for routes anyone may call.
 */
type PermissionRule = { description: string; roles: readonly Role[] | 'anyone'; whilePending?: boolean };

const ALL: readonly Role[] = ['patient', 'doctor', 'lab_technician', 'admin'];

export const PERMISSIONS = {
  public: { description: 'Anyone, signed in or not', roles: 'anyone' },
  'read:self:own': {
    description: 'A signed-in user reading their own profile',
    roles: ALL,
    whilePending: true,
  },
  'update:self:own': {
    description: 'A signed-in user changing their own profile or requesting a role',
    roles: ALL,
    whilePending: true,
  },
  'use:ai:own': {
    description: 'Patients, doctors and administrators using the AI questionnaire for their own sessions',
    roles: ['patient', 'doctor', 'admin'],
  },
  'use:questionnaire:scoped': {
    description:
      'Patients answer their own questionnaires; doctors their patients’; a doctor’s or administrator’s own AI-page sessions are theirs alone',
    roles: ['patient', 'doctor', 'admin'],
  },
  'read:catalog:all': { description: 'Everyone signed in reads the test catalog and the lab network', roles: ALL },
  'read:cart:own': { description: 'Patients and doctors read their own cart', roles: ['patient', 'doctor'] },
  'update:cart:own': { description: 'Patients and doctors change their own cart', roles: ['patient', 'doctor'] },
  'create:order:scoped': {
    description: 'Patients order for themselves, doctors for their patients',
    roles: ['patient', 'doctor'],
  },
  'create:order:doctor': {
    description: 'Doctors order for one of the patients under their care and set the order’s priority (a patient’s own order is Standard)',
    roles: ['doctor'],
  },
  'read:order:own': {
    description: 'A patient’s order list holds their own orders only (My Test Orders, without a patient column)',
    roles: ['patient'],
  },
  'read:order:scoped': {
    description: 'Own orders, a doctor’s patients’ orders, a lab’s routed orders, status for admins',
    roles: ALL,
  },
  'update:order:scoped': {
    description: 'Order transitions allowed by the transition table for the caller’s role and scope',
    roles: ALL,
  },
  'read:patient:scoped': {
    description: 'Doctors read the patients under their care (patients read their own record)',
    roles: ['patient', 'doctor'],
  },
  'consent:patient-record:own': { description: 'A patient records their date of birth, sex at birth and consent to data processing', roles: ['patient'] },
  'read:patient-record:own': { description: 'A patient reads their own patient record (the dashboard’s GET /patients/me)', roles: ['patient'] },
  'update:patient-record:scoped': {
    description: 'The patient corrects their own name, phone, date of birth and sex; their primary doctor may too',
    roles: ['patient', 'doctor'],
  },
  'read:dashboard:doctor': { description: 'Doctors read their dashboard figures, counted over their own patients', roles: ['doctor'] },
  'read:dashboard:lab': {
    description: 'Technicians read their lab’s dashboard figures and incoming queue, counted over the orders routed to their lab',
    roles: ['lab_technician'],
  },
  'create:patient:doctor': { description: 'Doctors add patients to their list and invite them to Labwise', roles: ['doctor'] },
  'accept:invite:own': { description: 'A signed-in patient accepts a doctor’s invitation for themselves', roles: ['patient'] },
  'create:consultation:own': { description: 'Patients ask their own doctor for a consultation', roles: ['patient'] },
  'read:consultation:scoped': { description: 'Doctors read consultation requests addressed to them; patients their own', roles: ['patient', 'doctor'] },
  'decide:consultation:doctor': { description: 'Doctors accept or decline consultation requests addressed to them', roles: ['doctor'] },
  'create:partnership:any': {
    description: 'Anyone signed in may ask to partner with a lab; administrators follow up',
    roles: ALL,
  },
  'read:appointment:scoped': {
    description: 'Patients read their collection bookings, technicians their lab’s',
    roles: ['patient', 'lab_technician'],
  },
  'update:appointment:own': { description: 'Patients book, reschedule and cancel their collections', roles: ['patient'] },
  'update:order:lab': {
    description: 'Technicians move orders routed to their lab: collect, process, upload results',
    roles: ['lab_technician'],
  },
  'record:payment:lab': {
    description: 'Technicians record the payment taken at collection on an order routed to their lab that awaits payment',
    roles: ['lab_technician'],
  },
  'release:results:doctor': { description: 'Doctors review and release their patients’ results', roles: ['doctor'] },
  'read:results:scoped': {
    description: 'Results: own after release, a doctor’s patients’, a lab’s routed orders',
    roles: ['patient', 'doctor', 'lab_technician'],
  },
  'read:requisition:scoped': {
    description: 'The patient an order is for and the technicians of the lab it is routed to print its requisition for the collection site, while it waits for its sample',
    roles: ['patient', 'lab_technician'],
  },
  'rate:lab:scoped': {
    description:
      'The patient an order is for and the doctor who ordered it each rate the lab that performed it, once, after the results are released; they read their own rating',
    roles: ['patient', 'doctor'],
  },
  'read:interpretation:scoped': {
    description:
      'An assessment updated by released results: a patient reads their own once the results are released; a doctor their patients’ (and the orders they placed). Lab technicians and administrators never',
    roles: ['patient', 'doctor'],
  },
  'read:results:own': {
    description: 'A patient lists their own released results, every order at once (My Results); nothing before release',
    roles: ['patient'],
  },
  'read:search:scoped': {
    description:
      'Everyone signed in searches what they may see: their patients (doctors) or patient identities (administrators), orders in their scope, the active catalog',
    roles: ALL,
  },
  'read:notifications:own': { description: 'Everyone reads and marks their own notifications', roles: ALL, whilePending: true },
  'read:users:all': { description: 'Administrators listing user accounts and role requests', roles: ['admin'] },
  'update:users:all': {
    description: 'Administrators approving roles, assigning labs, deactivating accounts',
    roles: ['admin'],
  },
  'manage:catalog:all': { description: 'Administrators creating, editing and retiring catalog tests and their ranges', roles: ['admin'] },
  'manage:labs:all': {
    description: 'Administrators adding and editing labs, their test offerings and partnership requests',
    roles: ['admin'],
  },
  'manage:settings:all': { description: 'Administrators reading and changing platform settings', roles: ['admin'] },
  'read:audit:all': { description: 'Administrators reading the audit trail and system figures', roles: ['admin'] },
  'read:unmatched-results:lab': {
    description: 'Technicians read the HL7 results their lab’s system delivered that matched no order, and their lab’s orders that could take them',
    roles: ['lab_technician'],
  },
  'update:unmatched-results:lab': {
    description: 'Technicians attach their lab’s unmatched HL7 results to one of the lab’s orders, or discard them with a reason',
    roles: ['lab_technician'],
  },
  'manage:deliveries:all': {
    description: 'Administrators reading the delivery log of e-mails and text messages (recipients masked, never bodies) and retrying failed ones',
    roles: ['admin'],
  },
  'read:order-support:all': {
    description: 'Administrators looking an order up by number for support: status, lab and dates only, never results or clinical data',
    roles: ['admin'],
  },
  'export:patients:scoped': {
    description: 'Doctors download their own patients as CSV; administrators every patient’s identity and contact details (no clinical data)',
    roles: ['doctor', 'admin'],
  },
  'export:orders:scoped': {
    description: 'Doctors download their patients’ orders as CSV, technicians their lab’s; administrators every order’s status only',
    roles: ['doctor', 'lab_technician', 'admin'],
  },
  'export:audit:all': { description: 'Administrators downloading the audit trail as CSV', roles: ['admin'] },
  'manage:lab-interface:all': {
    description: 'Administrators issuing, listing and revoking partner labs’ HL7 interface credentials',
    roles: ['admin'],
  },
} as const satisfies Record<string, PermissionRule>;

export type Permission = keyof typeof PERMISSIONS;

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && Object.hasOwn(PERMISSIONS, value);
}

/** Whether a caller with this stored role and account state holds the permission. */
export function roleHolds(permission: Permission, role: Role, pendingApproval: boolean): boolean {
  const rule: PermissionRule = PERMISSIONS[permission];
  if (rule.roles === 'anyone') return true;
  if (pendingApproval && !rule.whilePending) return false;
  return rule.roles.includes(role);
}
