import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input, Label } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { bookCollection, cancelCollection, orderAppointmentQuery, rescheduleCollection, slotFormat, useAppointmentMutation } from './appointments-api';

/** Book, reschedule or cancel the sample collection of one order (patients, open orders). */
export function CollectionCard({ orderId, labName, canBook, collectedAt }: { orderId: string; labName: string | null; canBook: boolean; collectedAt: string | null }) {
  const appointment = useQuery(orderAppointmentQuery(orderId));
  const [when, setWhen] = useState('');
  const [editing, setEditing] = useState(false);
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
    const at = new Date(when).toISOString();
    const done = () => {
      setEditing(false);
      setWhen('');
      toast.success('Collection booked');
    };
    if (current) reschedule.mutate({ id: current.id, at }, { onSuccess: done });
    else book.mutate(at, { onSuccess: done });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Sample collection</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        {current ? (
          <p>
            Booked for <strong>{slotFormat.format(new Date(current.scheduledAt))}</strong> at {current.labName}, {current.labAddress}.
          </p>
        ) : collectedAt ? (
          // Past collection: say what happened, not that nothing is booked.
          <p>
            Sample collected on <strong>{slotFormat.format(new Date(collectedAt))}</strong> at {held?.labName ?? labName}
            {held ? ` (booked for ${slotFormat.format(new Date(held.scheduledAt))})` : ''}.
          </p>
        ) : (
          <p className="text-muted-foreground">No collection booked yet{labName ? ` at ${labName}` : ''}.</p>
        )}
        {canBook && (!current || editing) && (
          <form onSubmit={submit} className="flex flex-col gap-2">
            <Label htmlFor={`slot-${orderId}`}>{current ? 'New date and time' : 'Date and time'}</Label>
            <Input id={`slot-${orderId}`} type="datetime-local" required value={when} onChange={(e) => setWhen(e.target.value)} />
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
        {error && <Alert tone="error">{error.message}</Alert>}
      </CardContent>
    </Card>
  );
}
