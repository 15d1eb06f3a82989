import { paths } from '@labwise/domain';
import { UpcomingAppointments } from '../../../features/orders/collection/upcoming-appointments';
import { LabDashboard } from '../../../features/lab/lab-dashboard';

/** The technician's start: today's queue and counts, with today's collections. */
export function LabHome() {
  return <LabDashboard collections={<UpcomingAppointments title="Today’s Collections" showPatient todayOnly allPath={paths.labCollections} />} />;
}
