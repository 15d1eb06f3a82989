import { useMutation } from '@tanstack/react-query';
import { apiPaths, type ExportRange } from '@labwise/domain';
import { downloadFile } from '../../lib/api-client';
import { exportSearch } from './export-search';

/** GET /exports/audit-events.csv: the audit trail of the range (administrators), saved as CSV. */
export const exportAuditTrail = (range: ExportRange) => downloadFile(`${apiPaths.exportAudit}?${exportSearch(range)}`, `labwise-audit-${range.from}-to-${range.to}.csv`);

export const useExportAuditTrail = () => useMutation({ mutationFn: exportAuditTrail });
