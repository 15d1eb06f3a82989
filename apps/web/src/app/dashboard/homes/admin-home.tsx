import { AdminOverview } from '../../../features/admin/overview/admin-overview';
import { RecentActivity } from '../../../features/admin/overview/recent-activity';

/** The administrator's start: pending approvals and the system's figures, then recent activity. */
export function AdminHome() {
  return (
    <>
      <AdminOverview />
      <RecentActivity />
    </>
  );
}
