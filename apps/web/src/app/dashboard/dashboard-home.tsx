import { Link } from 'react-router';
import { isRole, paths, ROLE_LABELS, type Role } from '@labwise/domain';
import { UpcomingAppointments } from '../../features/orders/collection/upcoming-appointments';
import { AlertsCard } from '../../features/notifications/alerts-card';
import { RecentOrders } from '../../features/orders/recent-orders';
import { TestResultsSection } from '../../features/orders/test-results-section';
import { AdminOverview } from '../../features/admin/overview/admin-overview';
import { LabDashboard } from '../../features/lab/lab-dashboard';
import { RecentActivity } from '../../features/admin/overview/recent-activity';
import { useCurrentAccount } from '../../lib/current-account';
import { PatientsTable } from '../../features/doctor/patients-page';
import { NewPatientDialog } from '../../features/doctor/new-patient-dialog';
import { ConsultationRequestsCard } from '../../features/doctor/consultation-requests-card';
import { DoctorStatCards } from '../../features/doctor/doctor-stats';
import { MissingConsentCard } from '../../features/doctor/missing-consent-card';
import { PastAssessments, StartAssessmentCard } from '../../features/questionnaire/assessment-cards';
import { PatientOverview } from '../../features/patient/dashboard/patient-overview';

const INTRO: Record<Role, string> = {
  patient: 'Start a health assessment, order tests and follow your results.',
  doctor: 'Your patients, their orders and results waiting for review.',
  lab_technician: 'Incoming orders, collections and result uploads for your lab.',
  admin: 'The test catalog, the lab network, users and settings.',
};

/**
 * The doctor's start: what needs them now (critical results, consultation requests) comes first —
 * on a phone the Alerts card is the first thing under the greeting — then the figures, the
 * patient list, and the rest of the alerts and recent orders.
 */
function DoctorHome() {
  return (
    <>
      <div className="grid gap-5 lg:grid-cols-2">
        <AlertsCard />
        <ConsultationRequestsCard />
      </div>
      <DoctorStatCards />
      <section aria-labelledby="my-patients-heading" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="my-patients-heading" className="text-xl font-semibold">
            My Patients
          </h2>
          <NewPatientDialog />
        </div>
        <PatientsTable limitTo={5} />
        <Link to={paths.patients} className="self-start text-sm font-medium text-primary hover:underline">
          View all patients
        </Link>
      </section>
      <div className="grid gap-5 lg:grid-cols-2">
        <MissingConsentCard />
        <RecentOrders title="Recent Orders" limit={3} allPath={paths.orders} />
      </div>
    </>
  );
}

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
  // Each role starts with its work, not a grid of links: the header's navigation carries those.
  return (
    <div className="flex flex-col gap-6">
      {account.role === 'patient' ? (
        <PatientOverview fallbackName={name} start={<StartAssessmentCard />} />
      ) : (
        <div>
          <h1 className="text-2xl font-bold">Welcome back, {name}</h1>
          <p className="text-muted-foreground">
            {ROLE_LABELS[account.role]} dashboard · {INTRO[account.role]}
          </p>
        </div>
      )}
      {account.role === 'patient' && (
        <div className="grid gap-5 lg:grid-cols-2">
          <RecentOrders title="My Test Orders" limit={5} allPath={paths.patientOrders} />
          <UpcomingAppointments title="Upcoming Appointments" showPatient={false} />
          <PastAssessments />
          <TestResultsSection />
        </div>
      )}
      {account.role === 'doctor' && <DoctorHome />}
      {account.role === 'lab_technician' && (
        <LabDashboard collections={<UpcomingAppointments title="Today’s Collections" showPatient todayOnly allPath={paths.labCollections} />} />
      )}
      {account.role === 'admin' && (
        <>
          <AdminOverview />
          <RecentActivity />
        </>
      )}
    </div>
  );
}
