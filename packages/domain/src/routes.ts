import type { Role } from './roles';
import type { RuntimeFeature } from './api';

/** Every path of the web app, in one place (brief §2). Never scatter string URLs. */
export const paths = {
  home: '/',
  roleSelection: '/role-selection',
  login: '/login',
  signup: '/signup',
  signupRole: (role: Role) => `/signup/${role}`,
  callback: '/callback',
  invite: (token: string) => `/invite/${token}`,
  /** Once, before the dashboard: a patient's date of birth, sex at birth and consent. */
  onboarding: '/onboarding',
  register: '/auth/register',
  verificationNotice: '/auth/verification-notice',
  verifyEmail: '/auth/verify-email',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  dashboard: '/dashboard',
  account: '/dashboard/account',
  patientResults: '/dashboard/patient/results',
  patientOrders: '/dashboard/patient/orders',
  patientQuestionnaire: '/dashboard/patient/questionnaire',
  patients: '/dashboard/patients',
  orders: '/dashboard/orders',
  results: '/dashboard/results',
  labOrders: '/dashboard/lab/orders',
  labCollections: '/dashboard/lab/collections',
  labResults: '/dashboard/lab/results',
  adminUsers: '/dashboard/admin/users',
  adminLabs: '/dashboard/admin/labs',
  adminTests: '/dashboard/admin/tests',
  adminSettings: '/dashboard/admin/settings',
  adminSupport: '/dashboard/admin/support',
  catalog: '/dashboard/marketplace/catalog',
  labs: '/dashboard/marketplace/labs',
  aiQuestionnaire: '/dashboard/ai/questionnaire',
  patient: (id: string) => `/patients/${id}`,
  order: (id: string) => `/orders/${id}`,
  /** The order's released results laid out for paper (no navigation). */
  orderPrint: (id: string) => `/orders/${id}/print`,
  /** The requisition the patient or the lab prints for the collection site. */
  orderRequisition: (id: string) => `/orders/${id}/requisition`,
} as const;

/** Which roles may open each protected route; the guard and the navigation read this table. */
export type ProtectedRoute = {
  path: string;
  roles: readonly Role[];
  /** Navigation label, when the route appears in the role navigation. */
  navLabel?: string;
  /** Runtime feature that must be on for the route to exist. */
  feature?: RuntimeFeature;
};

const ALL: readonly Role[] = ['patient', 'doctor', 'lab_technician', 'admin'];

export const protectedRoutes: readonly ProtectedRoute[] = [
  { path: paths.dashboard, roles: ALL, navLabel: 'Dashboard' },
  { path: paths.account, roles: ALL },
  { path: paths.patientOrders, roles: ['patient'], navLabel: 'My Orders' },
  { path: paths.patientResults, roles: ['patient'], navLabel: 'My Results' },
  { path: paths.patientQuestionnaire, roles: ['patient'], navLabel: 'Health Assessment' },
  { path: paths.patients, roles: ['doctor'], navLabel: 'Patients' },
  { path: paths.orders, roles: ['doctor'], navLabel: 'Orders' },
  { path: paths.results, roles: ['doctor'], navLabel: 'Results' },
  { path: paths.labOrders, roles: ['lab_technician'], navLabel: 'Orders' },
  { path: paths.labCollections, roles: ['lab_technician'], navLabel: 'Collections' },
  { path: paths.labResults, roles: ['lab_technician'], navLabel: 'Results' },
  { path: paths.adminUsers, roles: ['admin'], navLabel: 'Users' },
  { path: paths.adminLabs, roles: ['admin'], navLabel: 'Labs' },
  { path: paths.adminTests, roles: ['admin'], navLabel: 'Tests' },
  { path: paths.adminSettings, roles: ['admin'], navLabel: 'Settings' },
  { path: paths.adminSupport, roles: ['admin'], navLabel: 'Support' },
  { path: paths.catalog, roles: ALL, navLabel: 'Test Catalog' },
  { path: paths.labs, roles: ALL, navLabel: 'Lab Network' },
  {
    path: paths.aiQuestionnaire,
    roles: ['patient', 'doctor', 'admin'],
    navLabel: 'AI Questionnaire',
    feature: 'ai',
  },
  { path: '/orders/:id', roles: ['patient', 'doctor', 'lab_technician'] },
  { path: '/orders/:id/print', roles: ['patient', 'doctor', 'lab_technician'] },
  { path: '/orders/:id/requisition', roles: ['patient', 'lab_technician'] },
  { path: '/patients/:id', roles: ['doctor'] },
];

/** Matches a concrete pathname against a route path with `:param` segments. */
function matches(routePath: string, pathname: string): boolean {
  const pattern = routePath.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${pattern.join('/')}/?$`).test(pathname);
}

function routeFor(pathname: string): ProtectedRoute | undefined {
  return protectedRoutes.find((r) => matches(r.path, pathname));
}

/** Navigation order per role (brief §2 "Navigation by role"). */
const NAV_ORDER: Readonly<Record<Role, readonly string[]>> = {
  patient: [
    paths.dashboard,
    paths.patientOrders,
    paths.patientResults,
    paths.patientQuestionnaire,
    paths.catalog,
  ],
  doctor: [
    paths.dashboard,
    paths.patients,
    paths.orders,
    paths.results,
    paths.catalog,
    paths.labs,
    paths.aiQuestionnaire,
  ],
  lab_technician: [
    paths.dashboard,
    paths.labOrders,
    paths.labCollections,
    paths.labResults,
    paths.catalog,
    paths.labs,
  ],
  admin: [
    paths.dashboard,
    paths.adminUsers,
    paths.adminLabs,
    paths.adminTests,
    paths.adminSettings,
    paths.adminSupport,
    paths.catalog,
    paths.labs,
    paths.aiQuestionnaire,
  ],
};

/**
 * A navigation entry; `alsoActiveOn` lists other pages it stands for. A patient's questionnaire
 * has one entry, Health Assessment, and the AI page is its live view: the entry is current there too.
 */
export type NavItem = { path: string; label: string; alsoActiveOn?: readonly string[] };

const ALSO_ACTIVE_ON: Readonly<Partial<Record<Role, Readonly<Record<string, readonly string[]>>>>> = {
  patient: { [paths.patientQuestionnaire]: [paths.aiQuestionnaire] },
};

/** Whether `item` is the current entry at `pathname`: its own page or one it stands for. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return item.path === path || (item.alsoActiveOn?.includes(path) ?? false);
}

export function navigationFor(
  role: Role,
  features: Readonly<Partial<Record<RuntimeFeature, boolean>>> = {},
): NavItem[] {
  return NAV_ORDER[role].flatMap((path) => {
    const route = protectedRoutes.find((r) => r.path === path);
    if (!route?.navLabel) return [];
    if (route.feature && features[route.feature] === false) return [];
    const also = (ALSO_ACTIVE_ON[role]?.[path] ?? []).filter((other) => isRouteEnabled(other, features));
    return [also.length ? { path, label: route.navLabel, alsoActiveOn: also } : { path, label: route.navLabel }];
  });
}

/** Whether the route exists with these runtime features (a switched-off feature hides its screens). */
export function isRouteEnabled(pathname: string, features: Readonly<Partial<Record<RuntimeFeature, boolean>>>): boolean {
  const route = routeFor(pathname);
  return !route?.feature || features[route.feature] !== false;
}

/** Whether `role` may open `pathname` (exact match against the table; unknown paths: no). */
export function canOpen(role: Role, pathname: string): boolean {
  const route = routeFor(pathname);
  return route ? route.roles.includes(role) : false;
}
