import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { APPOINTMENT_MESSAGES, type Appointment } from '@labwise/domain';
import { formatInZone } from '../../../lib/format';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { SlotPicker } from './slot-picker';
import { bookCollection, cancelCollection, formatSlot, orderAppointmentQuery, rescheduleCollection, useAppointmentMutation } from './appointments-api';

/**
 * Book, reschedule or cancel the sample collection of one order (patients, open orders). The
 * slot is picked from the lab's bookable times, and every time shown, in the lab's own zone
 * (`timeZone`), named on screen: the patient goes to the lab when its clocks say so, wherever the
 * browser is.
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
  const book = useAppointmentMutation((at: string) => bookCollection(orderId, at));
  const reschedule = useAppointmentMutation(({ id, at }: { id: string; at: string }) => rescheduleCollection(id, at));
  const cancel = useAppointmentMutation((id: string) => cancelCollection(id));
  const error = book.error ?? reschedule.error ?? cancel.error;

  if (appointment.isPending) return <Spinner label="Loading collection…" />;
  if (appointment.isError) return <Alert tone="error">The collection could not be loaded. {appointment.error.message}</Alert>;
  const booked = appointment.data?.status === 'scheduled' ? appointment.data : null;
  const held = appointment.data?.status === 'completed' ? appointment.data : null;
  const current = booked;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const at = when;
    if (!at) return;
    const done = (verb: string) => (saved: Appointment) => {
      setEditing(false);
      setWhen('');
      toast.success(`${verb} for ${formatSlot(saved)}`);
    };
    if (current) reschedule.mutate({ id: current.id, at }, { onSuccess: done('Collection rescheduled') });
    else book.mutate(at, { onSuccess: done('Collection booked') });
  };

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
            Sample collected on <strong>{formatInZone(collectedAt, timeZone)}</strong> at {held?.labName ?? labName}
            {held ? ` (booked for ${formatSlot(held)})` : ''}.
          </p>
        ) : (
          <p className="text-muted-foreground">No collection booked yet{labName ? ` at ${labName}` : ''}.</p>
        )}
        {canBook && (!current || editing) && (
          <form onSubmit={submit} className="flex flex-col gap-3" aria-label={current ? 'New date and time' : 'Date and time'}>
            <SlotPicker orderId={orderId} timeZone={timeZone} value={when} onChange={setWhen} />
            {!when && <p className="text-xs text-muted-foreground">{APPOINTMENT_MESSAGES.noTime}</p>}
            <div className="flex gap-2">
              <Button type="submit" disabled={!when || book.isPending || reschedule.isPending}>
                {current ? 'Reschedule' : 'Book collection'}
              </Button>
              {current && (
                <Button type="button" variant="ghost" onClick={() => setEditing(false)}>
                  Keep current time
                </Button>
              )}
            </div>
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
        {error && <Alert tone="error">{error.message}</Alert>}
      </CardContent>
    </Card>
  );
}
