import { lazy, Suspense, type ComponentType } from 'react';
import { isRole, ROLE_LABELS, type Role } from '@labwise/domain';
import { Spinner } from '../../components/ui/spinner';
import { useCurrentAccount } from '../../lib/current-account';

const INTRO: Record<Exclude<Role, 'patient'>, string> = {
  doctor: 'Your patients, their orders and results waiting for review.',
  lab_technician: 'Incoming orders, collections and result uploads for your lab.',
  admin: 'The test catalog, the lab network, users and settings.',
};

/**
 * Each role's start page is its own chunk: a patient never downloads the doctor's patient table
 * or the administrator's overview, which kept the dashboard over its JavaScript budget.
 */
const HOMES: Record<Role, ComponentType<{ name: string }>> = {
  patient: lazy(() => import('./homes/patient-home').then((m) => ({ default: m.PatientHome }))),
  doctor: lazy(() => import('./homes/doctor-home').then((m) => ({ default: m.DoctorHome }))),
  lab_technician: lazy(() => import('./homes/lab-home').then((m) => ({ default: m.LabHome }))),
  admin: lazy(() => import('./homes/admin-home').then((m) => ({ default: m.AdminHome }))),
};

/** The dashboard index: a role-specific start page ('Unknown role' for anything else). */
export function DashboardHome() {
  const account = useCurrentAccount();
  if (!isRole(account.role)) {
    return (
      <section className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">Unknown role</h1>
        <p className="text-muted-foreground">Your account has a role this version of Labwise does not know. Contact your administrator.</p>
      </section>
    );
  }
  const name = account.fullName ?? account.email;
  const Home = HOMES[account.role];
  // Each role starts with its work, not a grid of links: the header's navigation carries those.
  return (
    <div className="flex flex-col gap-6">
      {account.role !== 'patient' && (
        <div>
          <h1 className="text-2xl font-bold">Welcome back, {name}</h1>
          {/* On a phone the role line gives way, so the work (a critical alert first) sits right under the greeting. */}
          <p className="hidden text-muted-foreground sm:block">
            {ROLE_LABELS[account.role]} dashboard · {INTRO[account.role]}
          </p>
        </div>
      )}
      <Suspense fallback={<Spinner label="Loading your dashboard…" />}>
        <Home name={name} />
      </Suspense>
    </div>
  );
}
