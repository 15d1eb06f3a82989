import { Link } from 'react-router';
import { isRole, navigationFor, paths, ROLE_LABELS, type Role } from '@labwise/domain';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { UpcomingAppointments } from '../../features/orders/collection/upcoming-appointments';
import { AlertsCard } from '../../features/notifications/alerts-card';
import { RecentOrders } from '../../features/orders/recent-orders';
import { TestResultsSection } from '../../features/orders/test-results-section';
import { AdminOverview } from '../../features/admin/overview/admin-overview';
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
  // The patient's dashboard is made of its own sections (brief §2); the header already carries the links.
  const links = account.role === 'patient' ? [] : navigationFor(account.role).filter((item) => item.path !== paths.dashboard);
  const name = account.fullName ?? account.email;
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
      <ul className="grid gap-4 empty:hidden sm:grid-cols-2 lg:grid-cols-3">
        {links.map((item) => (
          <li key={item.path}>
            <Link to={item.path} className="block h-full rounded-xl focus-visible:outline-3">
              <Card className="h-full transition-colors hover:border-primary">
                <CardHeader>
                  <CardTitle>{item.label}</CardTitle>
                  <CardDescription>Open {item.label}</CardDescription>
                </CardHeader>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
      {account.role === 'patient' && (
        <div className="grid gap-5 lg:grid-cols-2">
          <RecentOrders title="My Test Orders" limit={5} allPath={paths.patientOrders} />
          <UpcomingAppointments title="Upcoming Appointments" showPatient={false} />
          <PastAssessments />
          <TestResultsSection />
        </div>
      )}
      {account.role === 'admin' && (
        <>
          <AdminOverview />
          <RecentActivity />
        </>
      )}
      {account.role === 'doctor' && <DoctorStatCards />}
      {account.role === 'doctor' && (
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
      )}
      {account.role === 'doctor' && (
        <div className="grid gap-5 lg:grid-cols-2">
          <AlertsCard />
          <ConsultationRequestsCard />
          <MissingConsentCard />
          <RecentOrders title="Recent Orders" limit={3} allPath={paths.orders} />
        </div>
      )}
    </div>
  );
}
