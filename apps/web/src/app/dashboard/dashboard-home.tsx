import { Link } from 'react-router';
import { navigationFor, paths, ROLE_LABELS, type Role } from '@labwise/domain';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { UpcomingAppointments } from '../../features/orders/collection/upcoming-appointments';
import { AlertsCard } from '../../features/notifications/alerts-card';
import { RecentOrders } from '../../features/orders/recent-orders';
import { TestResultsSection } from '../../features/orders/test-results-section';
import { useCurrentAccount } from '../../lib/current-account';

const INTRO: Record<Role, string> = {
  patient: 'Start a health assessment, order tests and follow your results.',
  doctor: 'Your patients, their orders and results waiting for review.',
  lab_technician: 'Incoming orders, collections and result uploads for your lab.',
  admin: 'The test catalog, the lab network, users and settings.',
};

/** The dashboard index: a role-specific start page ('Unknown role' for anything else). */
export function DashboardHome() {
  const account = useCurrentAccount();
  if (!(account.role in ROLE_LABELS)) return <p>Unknown role</p>;
  const links = navigationFor(account.role).filter((item) => item.path !== paths.dashboard);
  const name = account.fullName ?? account.email;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold">Welcome back, {name}</h1>
        <p className="text-muted-foreground">
          {ROLE_LABELS[account.role]} dashboard · {INTRO[account.role]}
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {links.map((item) => (
          <li key={item.path}>
            <Link to={item.path} className="block h-full rounded-xl focus-visible:outline-3">
              <Card className="h-full transition-colors hover:border-primary">
                <CardHeader>
                  <CardTitle>{item.label}</CardTitle>
                  <CardDescription>Open {item.label.toLowerCase()}</CardDescription>
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
          <TestResultsSection />
        </div>
      )}
      {account.role === 'doctor' && (
        <div className="grid gap-5 lg:grid-cols-2">
          <AlertsCard />
          <RecentOrders title="Recent Orders" limit={3} allPath={paths.orders} />
        </div>
      )}
    </div>
  );
}
