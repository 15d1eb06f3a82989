import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { APPOINTMENT_MESSAGES, formatInTimeZone, instantToZonedLocal, timeZoneLabel, zonedLocalToInstant, type Appointment } from '@labwise/domain';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input, Label } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { bookCollection, cancelCollection, formatSlot, orderAppointmentQuery, rescheduleCollection, useAppointmentMutation } from './appointments-api';

/**
 * Book, reschedule or cancel the sample collection of one order (patients, open orders). The
 * date and time are chosen, and every time shown, in the lab's own zone (`timeZone`), named on
 * screen: the patient goes to the lab when its clocks say so, wherever the browser is.
 */
export function CollectionCard({
  orderId,
  labName,
  timeZone,
  canBook,
  collectedAt,
}: {
  orderId: string;
  labName: string | null;
  timeZone: string;
  canBook: boolean;
  collectedAt: string | null;
}) {
  const appointment = useQuery(orderAppointmentQuery(orderId));
  const [when, setWhen] = useState('');
  const [editing, setEditing] = useState(false);
  const [unreadable, setUnreadable] = useState(false);
  // The picker offers no time before the lab's present (as of opening the card; the server decides).
  const [openedAt] = useState(() => Date.now());
  const book = useAppointmentMutation((at: string) => bookCollection(orderId, at));
  const reschedule = useAppointmentMutation(({ id, at }: { id: string; at: string }) => rescheduleCollection(id, at));
  const cancel = useAppointmentMutation((id: string) => cancelCollection(id));
  const error = book.error ?? reschedule.error ?? cancel.error;

  if (appointment.isPending) return <Spinner label="Loading collection…" />;
  const booked = appointment.data?.status === 'scheduled' ? appointment.data : null;
  const held = appointment.data?.status === 'completed' ? appointment.data : null;
  const current = booked;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The input's value is a wall-clock 'YYYY-MM-DDTHH:MM': the lab's, not the browser's.
    const [date = '', time = ''] = when.split('T');
    let at: string;
    try {
      at = zonedLocalToInstant(date, time, timeZone).toISOString();
    } catch {
      // Only where the browser has no date-time picker and takes free text.
      setUnreadable(true);
      return;
    }
    setUnreadable(false);
    const done = (verb: string) => (saved: Appointment) => {
      setEditing(false);
      setWhen('');
      toast.success(`${verb} for ${formatSlot(saved)}`);
    };
    if (current) reschedule.mutate({ id: current.id, at }, { onSuccess: done('Collection rescheduled') });
    else book.mutate(at, { onSuccess: done('Collection booked') });
  };
  const earliest = instantToZonedLocal(openedAt, timeZone);
  const hintId = `slot-${orderId}-zone`;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Sample collection</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        {current ? (
          <p>
            Booked for <strong>{formatSlot(current)}</strong> at {current.labName}, {current.labAddress}.
          </p>
        ) : collectedAt ? (
          // Past collection: say what happened, not that nothing is booked.
          <p>
            Sample collected on <strong>{formatInTimeZone(collectedAt, timeZone)}</strong> at {held?.labName ?? labName}
            {held ? ` (booked for ${formatSlot(held)})` : ''}.
          </p>
        ) : (
          <p className="text-muted-foreground">No collection booked yet{labName ? ` at ${labName}` : ''}.</p>
        )}
        {canBook && (!current || editing) && (
          <form onSubmit={submit} className="flex flex-col gap-2">
            <Label htmlFor={`slot-${orderId}`}>{current ? 'New date and time' : 'Date and time'}</Label>
            <Input
              id={`slot-${orderId}`}
              type="datetime-local"
              required
              min={`${earliest.date}T${earliest.time}`}
              aria-describedby={hintId}
              value={when}
              onChange={(e) => setWhen(e.target.value)}
            />
            <p id={hintId} className="text-xs text-muted-foreground">
              Times are in the lab’s time zone ({timeZoneLabel(timeZone)}).
            </p>
            <Button type="submit" disabled={!when || book.isPending || reschedule.isPending}>
              {current ? 'Reschedule' : 'Book collection'}
            </Button>
          </form>
        )}
        {canBook && current && !editing && (
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              Reschedule
            </Button>
            <Button variant="ghost" size="sm" onClick={() => cancel.mutate(current.id, { onSuccess: () => toast.success('Collection cancelled') })}>
              Cancel booking
            </Button>
          </div>
        )}
        {unreadable && <Alert tone="error">{APPOINTMENT_MESSAGES.noTime}</Alert>}
        {error && <Alert tone="error">{error.message}</Alert>}
      </CardContent>
    </Card>
  );
}
