import { AdminOverview } from '../../../features/admin/overview/admin-overview';
import { PendingApprovals } from '../../../features/admin/overview/pending-approvals';
import { RecentActivity } from '../../../features/admin/overview/recent-activity';

/** The administrator's start: the requests waiting for them, then the system's figures and recent activity. */
export function AdminHome() {
  return (
    <>
      <PendingApprovals />
      <AdminOverview />
      <RecentActivity />
    </>
  );
}
