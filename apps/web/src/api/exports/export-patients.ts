import { useMutation } from '@tanstack/react-query';
import { apiPaths, type ExportRange } from '@labwise/domain';
import { downloadFile } from '../../lib/api-client';
import { exportSearch } from './export-search';

/** GET /exports/patients.csv: the patients added in the range (a doctor's own; every record for administrators), saved as CSV. */
export const exportPatients = (range: ExportRange) => downloadFile(`${apiPaths.exportPatients}?${exportSearch(range)}`, `labwise-patients-${range.from}-to-${range.to}.csv`);

export const useExportPatients = () => useMutation({ mutationFn: exportPatients });
