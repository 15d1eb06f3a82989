import { paths } from '@labwise/domain';
import { UpcomingAppointments } from '../../../features/orders/collection/upcoming-appointments';
import { RecentOrders } from '../../../features/orders/recent-orders';
import { TestResultsSection } from '../../../features/orders/test-results-section';
import { PastAssessments, StartAssessmentCard } from '../../../features/questionnaire/assessment-cards';
import { PatientOverview } from '../../../features/patient/dashboard/patient-overview';

/** The patient's start: their own overview with the assessment to begin, then orders, bookings, assessments and results. */
export function PatientHome({ name }: { name: string }) {
  return (
    <>
      <PatientOverview fallbackName={name} start={<StartAssessmentCard />} />
      <div className="grid gap-5 lg:grid-cols-2">
        <RecentOrders title="My Test Orders" limit={5} allPath={paths.patientOrders} />
        <UpcomingAppointments title="Upcoming Appointments" showPatient={false} />
        <PastAssessments />
        <TestResultsSection />
      </div>
    </>
  );
}
