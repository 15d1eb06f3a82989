import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '@labwise/domain';
import { Alert } from '../../../components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { formatSlot, upcomingQuery } from './appointments-api';

/** Upcoming collection appointments: the patient's own, or a lab's bookings for its technicians. */
export function UpcomingAppointments({ title, showPatient }: { title: string; showPatient: boolean }) {
  const list = useQuery(upcomingQuery());
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {list.isPending ? (
          <Spinner label="Loading appointments…" />
        ) : list.isError ? (
          <Alert tone="error">{list.error.message}</Alert>
        ) : list.data.length === 0 ? (
          <p className="py-4 text-sm text-muted-foreground">
            {showPatient ? 'No collections booked at your lab.' : 'No collection booked. Book one from an order’s page.'}
          </p>
        ) : (
          <ul className="divide-y divide-border">
            {list.data.map((a) => (
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
      </CardContent>
    </Card>
  );
}
