import { describe, expect, it } from 'vitest';
import { canOpen, isNavItemActive, isRouteEnabled, navigationFor, paths, protectedRoutes } from './routes';

describe('navigationFor', () => {
  it('gives lab technicians no AI questionnaire link', () => {
    const nav = navigationFor('lab_technician').map((n) => n.path);
    expect(nav).not.toContain(paths.aiQuestionnaire);
    expect(nav).toEqual([
      paths.dashboard,
      paths.labOrders,
      paths.labCollections,
      paths.labResults,
      paths.catalog,
      paths.labs,
    ]);
  });

  it('shows admin pages only to admins', () => {
    for (const role of ['patient', 'doctor', 'lab_technician'] as const) {
      expect(navigationFor(role).map((n) => n.path)).not.toContain(paths.adminUsers);
    }
    expect(navigationFor('admin').map((n) => n.path)).toContain(paths.adminSettings);
  });

  it('lists every labelled page of a single role in that role\'s navigation', () => {
    for (const route of protectedRoutes.filter((r) => r.navLabel && r.roles.length === 1)) {
      expect(navigationFor(route.roles[0]!).map((n) => n.path)).toContain(route.path);
    }
  });

  it('hides the AI questionnaire when the AI feature is off', () => {
    expect(navigationFor('doctor', { ai: false }).map((n) => n.path)).not.toContain(paths.aiQuestionnaire);
  });

  it('gives patients orders, results, one questionnaire entry and catalog', () => {
    expect(navigationFor('patient').map((n) => n.label)).toEqual(['Dashboard', 'My Orders', 'My Results', 'Health Assessment', 'Test Catalog']);
  });

  it('makes the patient’s Health Assessment entry current on the AI page, its live view, while the route stays open', () => {
    const assessment = navigationFor('patient').find((n) => n.path === paths.patientQuestionnaire)!;
    expect(isNavItemActive(assessment, paths.aiQuestionnaire)).toBe(true);
    expect(isNavItemActive(assessment, `${paths.patientQuestionnaire}/`)).toBe(true);
    expect(isNavItemActive(assessment, paths.patientResults)).toBe(false);
    expect(canOpen('patient', paths.aiQuestionnaire)).toBe(true);
    // With the AI feature off the entry stands for its own page alone.
    expect(navigationFor('patient', { ai: false }).find((n) => n.path === paths.patientQuestionnaire)?.alsoActiveOn).toBeUndefined();
    // Doctors and administrators keep their own AI Questionnaire entry.
    expect(navigationFor('doctor').map((n) => n.path)).toContain(paths.aiQuestionnaire);
  });
});

describe('canOpen', () => {
  it('follows the route table', () => {
    expect(canOpen('patient', paths.patientOrders)).toBe(true);
    expect(canOpen('patient', paths.adminUsers)).toBe(false);
    expect(canOpen('lab_technician', paths.aiQuestionnaire)).toBe(false);
    expect(canOpen('doctor', '/dashboard/unknown')).toBe(false);
  });
});

describe('isRouteEnabled', () => {
  it('hides a route whose runtime feature is off', () => {
    expect(isRouteEnabled(paths.aiQuestionnaire, { ai: false })).toBe(false);
    expect(isRouteEnabled(paths.aiQuestionnaire, {})).toBe(true);
    expect(isRouteEnabled(paths.catalog, { ai: false })).toBe(true);
  });
});

describe('routes with parameters', () => {
  it('matches /orders/:id for the roles that read orders', () => {
    expect(canOpen('patient', '/orders/0b9d2d1e-1111-4c4c-9c9c-000000000001')).toBe(true);
    expect(canOpen('admin', '/orders/abc')).toBe(false);
    expect(canOpen('patient', '/orders/abc/extra')).toBe(false);
  });
});
