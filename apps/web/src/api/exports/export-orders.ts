import { useMutation } from '@tanstack/react-query';
import { apiPaths, type ExportRange } from '@labwise/domain';
import { downloadFile } from '../../lib/api-client';
import { exportSearch } from './export-search';

/** GET /exports/orders.csv: the orders placed in the range, in the caller's scope, saved as CSV. */
export const exportOrders = (range: ExportRange) => downloadFile(`${apiPaths.exportOrders}?${exportSearch(range)}`, `labwise-orders-${range.from}-to-${range.to}.csv`);

export const useExportOrders = () => useMutation({ mutationFn: exportOrders });
