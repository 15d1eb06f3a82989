import type { ReactNode } from 'react';
import { useInfiniteQuery, useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ArrowLeft, ClipboardList, FlaskConical, TestTubes } from 'lucide-react';
import { hasResults, paths, SESSION_STATUS_LABELS, TRIAGE_LEVEL_LABELS, unitLabel, type OrderListItem, type QuestionnaireSession, type Sex } from '@labwise/domain';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { QueryStates } from '../../components/query-states';
import { DetailUnavailable } from '../../components/detail-unavailable';
import { TitledCard } from '../../components/titled-card';
import { Spinner } from '../../components/ui/spinner';
import { formatDate, formatDateTime } from '../../lib/format';
import { orderResultsQuery } from '../../api/orders/order-results';
import { patientOrdersQuery } from '../../api/orders/patient-orders';
import { patientDetailQuery } from '../../api/patients/patient-detail';
import { questionnaireHistoryQuery } from '../../api/questionnaires/history';
import { PatientStatusBadge } from './patient-status-badge';
import { SendInviteDialog } from './send-invite-dialog';
import { ResultFlagBadge } from '../../components/result-flag-badge';
import { OrderStatusBadge } from '../../components/order-status-badge';
import { TableHead } from '../../components/ui/table-head';
import { LoadMore, rowsQuery } from '../../components/load-more';

const SEX_LABELS: Record<Sex, string> = { male: 'Male', female: 'Female', other: 'Other', unknown: 'Not given yet' };
const SESSION_TYPE_LABELS: Record<QuestionnaireSession['session_type'], string> = {
  health_assessment: 'Health assessment',
  diagnostic: 'Health assessment',
  ai_guided: 'AI questionnaire',
};
/** Orders whose values are back from the lab. */
const RESULT_ORDERS_SHOWN = 5;

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="break-words font-medium">{value}</dd>
    </div>
  );
}

function Assessments({ patientId }: { patientId: string }) {
  const assessments = useQuery(questionnaireHistoryQuery(patientId));
  return (
    <TitledCard title="Assessments">
      <QueryStates
        query={assessments}
        loading={<Spinner label="Loading assessments…" />}
        failure="The assessments could not be loaded."
        empty={<EmptyState icon={ClipboardList} title="No health assessments yet." description="They appear here as soon as the patient starts the questionnaire." />}
      >
        {(data) => (
          <ul className="flex flex-col gap-2">
            {data.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-3">
                <div>
                  <p className="font-medium">
                    {SESSION_TYPE_LABELS[s.session_type]} · {formatDateTime(s.created_at)}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {s.responses.length} {s.responses.length === 1 ? 'answer' : 'answers'}
                    {s.analysis ? ` · confidence ${s.analysis.confidence_level}%` : ''}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  {s.triage && <Badge variant={s.triage.level === 'emergency' || s.triage.level === 'urgent' ? 'destructive' : 'outline'}>{TRIAGE_LEVEL_LABELS[s.triage.level]}</Badge>}
                  <Badge variant={s.status === 'completed' ? 'success' : 'outline'}>{SESSION_STATUS_LABELS[s.status]}</Badge>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </TitledCard>
  );
}

function Orders({ orders, more }: { orders: UseQueryResult<OrderListItem[]>; more: ReactNode }) {
  return (
    <TitledCard title="Orders">
      <QueryStates
        query={orders}
        loading={<Spinner label="Loading orders…" />}
        failure="The orders could not be loaded."
        empty={<EmptyState icon={FlaskConical} title="No orders yet." description="Order tests for this patient from the Test Catalog." />}
      >
        {(data) => (
          <ul className="flex flex-col gap-2">
            {data.map((o) => (
              <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-3">
                <div>
                  <p className="font-mono font-semibold">{o.orderNumber}</p>
                  <p className="text-xs text-muted-foreground">
                    {formatDate(o.createdAt)} · {o.items.map((i) => i.code).join(', ')}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <OrderStatusBadge status={o.status} />
                  <Button asChild size="sm" variant="outline">
                    <Link to={paths.order(o.id)} aria-label={`View order ${o.orderNumber}`}>
                      View
                    </Link>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
      {more}
    </TitledCard>
  );
}

function Results({ orders }: { orders: UseQueryResult<OrderListItem[]> }) {
  const withResults = (orders.data ?? []).filter((o) => hasResults(o.status)).slice(0, RESULT_ORDERS_SHOWN);
  const results = useQueries({ queries: withResults.map((o) => orderResultsQuery(o.id)) });
  return (
    <TitledCard title="Results">
      <QueryStates
        query={orders}
        loading={<Spinner label="Loading results…" />}
        failure="Results are found through the orders, which could not be loaded."
        isEmpty={() => withResults.length === 0}
        empty={<EmptyState icon={TestTubes} title="No results yet." description="Values appear here when the lab sends them back." />}
      >
        {() => (
          <ul className="flex flex-col gap-4">
            {withResults.map((order, i) => {
              const r = results[i];
              return (
                <li key={order.id} className="flex flex-col gap-2">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <Link to={paths.order(order.id)} className="font-mono font-semibold hover:underline">
                      {order.orderNumber}
                    </Link>
                    {r?.data && <Badge variant={r.data.released ? 'success' : 'warning'}>{r.data.released ? 'Released to the patient' : 'Waiting for your review'}</Badge>}
                  </div>
                  {!r || r.isPending ? (
                    <Spinner label={`Loading results of ${order.orderNumber}…`} />
                  ) : r.isError ? (
                    <Alert tone="error">The results of {order.orderNumber} could not be loaded. {r.error.message}</Alert>
                  ) : r.data.results.length === 0 ? (
                    <p className="text-sm text-muted-foreground">No values recorded.</p>
                  ) : (
                    <div className="relative overflow-x-auto">
                      <table className="w-full min-w-[28rem] text-sm">
                        <TableHead caption={`Results of ${order.orderNumber}`} className="text-left text-muted-foreground" columns={[['Test', 'py-1 pr-3 font-medium'], ['Value', 'py-1 pr-3 font-medium'], ['Reference', 'py-1 pr-3 font-medium'], ['Flag', 'py-1 font-medium']]} />
                        <tbody>
                          {r.data.results.map((v) => (
                            <tr key={v.id} className="border-t border-border">
                              <td className="py-1.5 pr-3">{v.analyteName}</td>
                              <td className="py-1.5 pr-3 tabular-nums">
                                {v.value} {unitLabel(v.unit)}
                              </td>
                              <td className="py-1.5 pr-3 text-muted-foreground">{v.referenceText}</td>
                              <td className="py-1.5">
                                <ResultFlagBadge flag={v.flag} hl7Flag={v.hl7Flag} />
                              </td>
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </QueryStates>
    </TitledCard>
  );
}

/**
 * Route /patients/:id: one patient's demographics, assessments, orders and results (doctor of that
 * patient). `beforeAfter` is what the app layer adds below the results: how results changed the
 * patient's assessments.
 */
export function PatientDetailPage({ beforeAfter }: { beforeAfter?: (patientId: string) => ReactNode } = {}) {
  const { id = '' } = useParams();
  const patient = useQuery(patientDetailQuery(id));
  const orderPages = useInfiniteQuery({ ...patientOrdersQuery(id), enabled: patient.isSuccess });
  const orders = rowsQuery(orderPages);

  if (patient.isPending) return <Spinner label="Loading patient…" />;
  if (patient.isError) {
    return <DetailUnavailable error={patient.error} thing="patient" back={{ path: paths.patients, label: 'Go to My Patients' }} onRetry={() => void patient.refetch()} />;
  }
  const p = patient.data;
  return (
    <div className="flex flex-col gap-5">
      <Link to={paths.patients} className="inline-flex items-center gap-1 self-start text-sm text-muted-foreground hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> My Patients
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="break-words text-2xl font-bold">{p.fullName}</h1>
        <PatientStatusBadge status={p.status} />
        {!p.hasAccount && <Badge variant="outline">Not signed up yet</Badge>}
        {p.hasAccount && !p.consentGiven && <Badge variant="warning">Consent missing</Badge>}
        {!p.hasAccount && (
          <span className="ml-auto">
            <SendInviteDialog patient={p} size="default" />
          </span>
        )}
      </div>
      {!p.hasAccount && (
        <p className="text-sm text-muted-foreground">
          {p.invitePendingSince ? `Invited ${formatDate(p.invitePendingSince)}: the link works once, for 14 days.` : 'No open invitation: send the questionnaire link so they can sign up.'}
        </p>
      )}
      <TitledCard title="Demographics">
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Field label="Age" value={p.age === null ? 'Not given' : String(p.age)} />
          <Field label="Date of birth" value={p.dateOfBirth ? formatDate(p.dateOfBirth) : 'Not given yet'} />
          <Field label="Sex at birth" value={SEX_LABELS[p.sexAtBirth]} />
          <Field label="Email" value={p.email ?? 'Not given'} />
          <Field label="Phone" value={p.phone ?? 'Not given'} />
          <Field label="Consent to data processing" value={p.consentGiven ? 'Given' : 'Not given yet'} />
          <Field label="Patient since" value={formatDate(p.createdAt)} />
          <Field label="Last activity" value={p.lastActivityAt ? formatDateTime(p.lastActivityAt) : '—'} />
        </dl>
      </TitledCard>
      <div className="grid gap-5 lg:grid-cols-2">
        <Assessments patientId={p.id} />
        <Orders orders={orders} more={<LoadMore query={orderPages} what="orders" />} />
      </div>
      <Results orders={orders} />
      {beforeAfter?.(p.id)}
    </div>
  );
}
