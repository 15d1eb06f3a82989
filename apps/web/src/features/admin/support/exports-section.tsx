import { ExportCsv } from '../../../components/export-csv';
import { exportAuditTrail } from '../../../api/exports/export-audit';
import { exportOrders } from '../../../api/exports/export-orders';
import { SectionCard } from '../components/section-card';

/**
 * CSV downloads for support and compliance: every order's status (no patient, no tests) and the
 * audit trail, each for a range of days. Each download is itself recorded in the audit trail.
 */
export function ExportsSection() {
  return (
    <SectionCard title="Exports" description="Download orders (status only) or the audit trail as CSV, for a range of days. Each export is recorded in the audit trail." contentClassName="grid gap-5 md:grid-cols-2">
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold">Orders</h3>
        <ExportCsv what="orders" onExport={exportOrders} />
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold">Audit trail</h3>
        <ExportCsv what="the audit trail" onExport={exportAuditTrail} />
      </div>
    </SectionCard>
  );
}
