import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { instantToZonedLocal, paths, type Appointment } from '@labwise/domain';
import { QueryStates } from '../../../components/query-states';
import { SeeAll, TitledCard } from '../../../components/titled-card';
import { Spinner } from '../../../components/ui/spinner';
import { formatSlot, upcomingQuery } from './appointments-api';

/** Whether a booking falls on today as the lab's clocks read it (the day people come to the lab). */
const isLabToday = (a: Pick<Appointment, 'scheduledAt' | 'labTimeZone'>, now = Date.now()) =>
  instantToZonedLocal(a.scheduledAt, a.labTimeZone).date === instantToZonedLocal(now, a.labTimeZone).date;

/**
 * Upcoming collection appointments: the patient's own, or a lab's bookings for its technicians.
 * `todayOnly` keeps the bookings for the lab's today (the lab dashboard); `allPath` adds a link
 * to the full list.
 */
export function UpcomingAppointments({ title, showPatient, todayOnly = false, allPath }: { title: string; showPatient: boolean; todayOnly?: boolean; allPath?: string }) {
  const list = useQuery({ ...upcomingQuery(), select: todayOnly ? (rows: Appointment[]) => rows.filter((a) => isLabToday(a)) : undefined });
  const empty = todayOnly
    ? 'No collections booked at your lab for the rest of today.'
    : showPatient
      ? 'No collections booked at your lab.'
      : 'No collection booked. Book one from an order’s page.';
  return (
    <TitledCard title={title} action={allPath ? <SeeAll to={allPath} /> : undefined}>
      <QueryStates query={list} loading={<Spinner label="Loading appointments…" />} empty={<p className="py-4 text-sm text-muted-foreground">{empty}</p>}>
        {(data) => (
          <ul className="divide-y divide-border">
            {data.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3 text-sm">
                <span className="font-medium">{formatSlot(a)}</span>
                {showPatient && <span>{a.patientName}</span>}
                <span className="text-muted-foreground">{a.labName}</span>
                {a.orderId && a.orderNumber && (
                  <Link to={paths.order(a.orderId)} className="ml-auto font-mono text-primary hover:underline">
                    {a.orderNumber}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </TitledCard>
  );
}
