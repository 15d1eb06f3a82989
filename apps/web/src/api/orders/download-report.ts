import { apiPaths, type Order } from '@labwise/domain';
import { downloadFile } from '../../lib/api-client';

/** GET /lab-orders/{id}/report.pdf, saved as labwise-results-{number}.pdf. */
export const downloadOrderReport = (order: Pick<Order, 'id' | 'orderNumber'>) =>
  downloadFile(apiPaths.labOrderReport(order.id), `labwise-results-${order.orderNumber}.pdf`);
