import { Link } from 'react-router';
import { paths } from '@labwise/domain';
import { AlertsCard } from '../../../features/notifications/alerts-card';
import { RecentOrders } from '../../../features/orders/recent-orders';
import { ReviewQueueCard } from '../../../features/orders/review-queue';
import { PatientsTable } from '../../../features/doctor/patients-page';
import { NewPatientButton } from '../../../features/doctor/new-patient-button';
import { ConsultationRequestsCard } from '../../../features/doctor/consultation-requests-card';
import { DoctorStatCards } from '../../../features/doctor/doctor-stats';
import { MissingConsentCard } from '../../../features/doctor/missing-consent-card';

/**
 * The doctor's start is their work: the alerts (critical results, then patients without consent)
 * and the results waiting for their review, then consultation requests — on a phone the Alerts
 * card is the first thing under the greeting — then the figures, the patient list and recent orders.
 */
export function DoctorHome() {
  return (
    <>
      <div className="grid gap-5 lg:grid-cols-2">
        <AlertsCard />
        <ReviewQueueCard />
        <MissingConsentCard />
        <ConsultationRequestsCard />
      </div>
      <DoctorStatCards />
      <section aria-labelledby="my-patients-heading" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="my-patients-heading" className="text-xl font-semibold">
            My Patients
          </h2>
          <NewPatientButton />
        </div>
        <PatientsTable limitTo={5} />
        <Link to={paths.patients} className="self-start text-sm font-medium text-primary hover:underline">
          View all patients
        </Link>
      </section>
      <RecentOrders title="Recent Orders" limit={3} allPath={paths.orders} />
    </>
  );
}
