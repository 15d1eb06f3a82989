import { useMemo, useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { toast } from '../../lib/toast';
import { canTransition, LAB_INCOMING_STATUSES, paths, WITH_RESULTS_STATUSES, type LabSummary, type OrderListItem, type OrderStatus } from '@labwise/domain';
import { StatCards } from '../../components/stat-cards';
import { Alert } from '../../components/ui/alert';
import { DataTable } from '../../components/data-table/data-table';
import { ExportCsv } from '../../components/export-csv';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { SearchInput } from '../../components/ui/search-input';
import { cn } from '../../lib/utils';
import { useCollect } from '../../api/orders/collect-specimen';
import { labSummaryQuery } from '../../api/orders/lab-summary';
import { ordersPagesQuery } from '../../api/orders/list-orders';
import { LoadMore, rowsOf } from '../../components/load-more';
import { useStartProcessing } from '../../api/orders/start-processing';
import { SpecimenLabelDialog } from './specimen-label-dialog';
import { UnmatchedResultsSection } from './unmatched/unmatched-results-section';
import { exportOrders } from '../../api/exports/export-orders';
import { labOrderColumns } from './lab-order-columns';
import { useCurrentAccount } from '../../lib/current-account';
import { useCan } from '../../lib/can';
import { useLabName } from '../../api/labs/lab-detail';
import { loadWhenShown } from '../../components/load-when-shown';

const RecordPaymentDialog = loadWhenShown(() => import('./record-payment-dialog').then((m) => m.RecordPaymentDialog));
const UploadResultsDialog = loadWhenShown(() => import('./upload-results-dialog').then((m) => m.UploadResultsDialog));

/**
 * The work list reads 200 orders a page, more than the server's default: the table pages and
 * filters them by stage and search here; Load more fetches the next 200 older ones.
 */
const LAB_ORDERS_LIMIT = 200;

const TABS: { id: string; label: string; statuses: readonly OrderStatus[] }[] = [
  { id: 'incoming', label: 'Incoming Orders', statuses: LAB_INCOMING_STATUSES },
  { id: 'collections', label: 'Collections', statuses: ['sample_collected'] },
  { id: 'processing', label: 'Processing', statuses: ['processing'] },
  { id: 'completed', label: 'Completed', statuses: WITH_RESULTS_STATUSES },
];

/** The lab dashboard (brief §2): orders routed to the technician's lab, moved through the workflow. */
export function LabOrdersPage({ initialTab = 'incoming' }: { initialTab?: string }) {
  const orders = useInfiniteQuery(ordersPagesQuery(LAB_ORDERS_LIMIT));
  const summary = useQuery(labSummaryQuery());
  const account = useCurrentAccount();
  const role = account.role;
  const can = useCan();
  const labName = useLabName(account.labId);
  const collect = useCollect();
  const startProcessing = useStartProcessing();
  const [tab, setTab] = useState(initialTab);
  const [q, setQ] = useState('');
  const [uploading, setUploading] = useState<OrderListItem | null>(null);
  const [labelFor, setLabelFor] = useState<string | null>(null);
  const [paying, setPaying] = useState<OrderListItem | null>(null);

  const all = useMemo(() => rowsOf(orders.data).filter((o) => o.status !== 'cancelled'), [orders.data]);
  const text = q.trim().toLowerCase();
  // One array per change of list, tab or search: the table goes back to its first page when its rows change.
  const shown = useMemo(
    () =>
      all
        .filter((o) => TABS.find((t) => t.id === tab)?.statuses.includes(o.status))
        .filter((o) => !text || [o.orderNumber, o.patientName, ...o.items.map((i) => i.code)].some((v) => v.toLowerCase().includes(text))),
    [all, tab, text],
  );
  // Counted by the server over every order of the lab (the list holds only the pages loaded).
  // Brief §4 counting rules: active = all but Results Ready; processing = Processing + Sample Collected.
  const figure = (pick: (s: LabSummary) => number) => (summary.data ? pick(summary.data) : '–');
  const stats = [
    ['Active Orders', figure((s) => s.active)],
    ['Incoming', figure((s) => s.incoming)],
    ['Processing', figure((s) => s.processing + s.sampleCollected)],
    ['Results Ready', figure((s) => s.resultsReady + s.completed)],
  ] as const;

  const failed = (error: Error) => toast.error(error.message);
  const actionFor = (order: OrderListItem) => {
    if (TABS[0]!.statuses.includes(order.status)) {
      const collectButton = (
        <Button size="sm" disabled={collect.isPending}
          onClick={() =>
            collect.mutate(
              { id: order.id, specimenType: 'blood' },
              {
                onSuccess: (s) => {
                  toast.success(`Sample collected · accession ${s.accessionNumber}`);
                  setLabelFor(order.id);
                },
                onError: failed,
              },
            )
          }>
          Collect Sample
        </Button>
      );
      // No payment provider: the lab takes the payment at collection and records it here.
      if (!can('record:payment:lab') || !canTransition(role, order.status, 'ordered')) return collectButton;
      return (
        <span className="flex gap-2">
          <Button size="sm" variant="outline" onClick={() => setPaying(order)}>
            Record payment
          </Button>
          {collectButton}
        </span>
      );
    }
    if (order.status === 'sample_collected') {
      return (
        <span className="flex gap-2">
          <Button size="sm" disabled={startProcessing.isPending} onClick={() => startProcessing.mutate(order.id, { onSuccess: () => toast.success('Processing started'), onError: failed })}>
            Start Processing
          </Button>
          <Button size="sm" variant="outline" onClick={() => setLabelFor(order.id)}>
            Label
          </Button>
        </span>
      );
    }
    if (order.status === 'processing') return <Button size="sm" onClick={() => setUploading(order)}>Upload Results</Button>;
    return (
      <Button asChild size="sm" variant="outline">
        <Link to={paths.order(order.id)}>View</Link>
      </Button>
    );
  };

  const columns = labOrderColumns(actionFor);

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Lab Orders</h1>
          {labName && <p className="text-muted-foreground">{labName}</p>}
        </div>
        <ExportCsv what="orders" onExport={exportOrders} />
      </div>
      <StatCards stats={stats} />
      {summary.isError && <Alert tone="error">The figures could not be loaded. {summary.error.message}</Alert>}
      <SearchInput label="Search orders" placeholder="Search orders by ID, patient or test..." value={q} onChange={setQ} className="max-w-md" />
      {/* The underline is an inset shadow, not a border the tabs overlap: overlapping it by 1 px made the row scroll vertically. */}
      <div role="tablist" aria-label="Order stages" className="flex gap-1 overflow-x-auto overflow-y-hidden shadow-[inset_0_-1px_0_var(--border)]">
        {TABS.map((t) => (
          <button key={t.id} role="tab" type="button" aria-selected={tab === t.id} onClick={() => setTab(t.id)}
            className={cn('whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium', tab === t.id ? 'border-primary text-primary' : 'border-transparent text-muted-foreground')}>
            {t.label}
          </button>
        ))}
      </div>
      {orders.isPending ? (
        <Spinner label="Loading orders…" />
      ) : orders.isError && !orders.data ? (
        <Alert tone="error">{orders.error.message}</Alert>
      ) : (
        <>
          <DataTable
            caption={`${TABS.find((t) => t.id === tab)?.label ?? 'Orders'}${text ? `, matching “${q.trim()}”` : ''}`}
            rowsLabel="orders"
            columns={columns}
            data={shown}
            getRowId={(o) => o.id}
            empty={<p className="py-10 text-center text-muted-foreground">No orders here.</p>}
            pageSize={25}
            busy={orders.isFetching}
          />
          <LoadMore query={orders} what="orders" />
        </>
      )}
      {uploading && <UploadResultsDialog order={uploading} onClose={() => setUploading(null)} />}
      <SpecimenLabelDialog orderId={labelFor} onClose={() => setLabelFor(null)} />
      {paying && <RecordPaymentDialog order={paying} onClose={() => setPaying(null)} />}
    </div>
  );
}

/** Results: orders being processed, then the results the lab's system sent that matched no order. */
export function LabResultsPage() {
  return (
    <div className="flex flex-col gap-10">
      <LabOrdersPage initialTab="processing" />
      <UnmatchedResultsSection />
    </div>
  );
}
