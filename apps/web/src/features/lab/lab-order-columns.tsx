import type { ReactNode } from 'react';
import { ORDER_PRIORITIES, ORDER_PRIORITY_LABELS, type OrderListItem } from '@labwise/domain';
import { columnsOf } from '../../components/data-table/data-table';
import { OrderStatusBadge } from '../../components/order-status-badge';
import { Badge } from '../../components/ui/badge';
import { formatDateTime } from '../../lib/format';

const col = columnsOf<OrderListItem>();

/** The lab's work list: number, patient, tests, priority (STAT first when sorted down), received, status, and the next step. */
export const labOrderColumns = (actionFor: (order: OrderListItem) => ReactNode) => [
  col.accessor('orderNumber', { header: 'Order ID', sortFn: 'alphanumeric', meta: { cellClassName: 'font-mono whitespace-nowrap' } }),
  col.accessor('patientName', { header: 'Patient', sortFn: 'text' }),
  col.accessor((o) => o.items.map((i) => i.code).join(', '), { id: 'tests', header: 'Tests', sortFn: 'text' }),
  col.accessor((o) => ORDER_PRIORITIES.indexOf(o.priority), {
    id: 'priority',
    header: 'Priority',
    sortFn: 'basic',
    cell: ({ row: { original: o } }) => <Badge variant={o.priority === 'standard' ? 'secondary' : 'destructive'}>{ORDER_PRIORITY_LABELS[o.priority]}</Badge>,
  }),
  col.accessor('createdAt', { header: 'Received', sortFn: 'text', meta: { cellClassName: 'whitespace-nowrap' }, cell: ({ getValue }) => formatDateTime(getValue()) }),
  col.accessor('status', { header: 'Status', cell: ({ getValue }) => <OrderStatusBadge status={getValue()} /> }),
  col.display({ id: 'actions', header: 'Actions', cell: ({ row: { original: o } }) => actionFor(o) }),
];
