import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../lib/toast';
import { z } from 'zod';
import { CLOSURE_MESSAGES, timeZoneLabel, type AdminLab, type LabClosure } from '@labwise/domain';
import { labClosuresQuery } from '../../../api/labs/lab-closures';
import { QueryStates } from '../../../components/query-states';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Input, Label } from '../../../components/ui/input';
import { SkeletonList } from '../../../components/ui/skeleton-list';
import { useAddClosure, useRemoveClosure } from '../api/labs';

const closureForm = z
  .object({
    startsOn: z.iso.date({ error: CLOSURE_MESSAGES.startsOn }),
    endsOn: z.union([z.literal(''), z.iso.date({ error: CLOSURE_MESSAGES.endsOn })]),
    reason: z.string().trim().min(1, CLOSURE_MESSAGES.reason).max(120, 'Keep the reason under 120 characters.'),
  })
  .refine((v) => !v.endsOn || v.endsOn >= v.startsOn, { path: ['endsOn'], message: CLOSURE_MESSAGES.order });
type ClosureForm = z.infer<typeof closureForm>;

const dayFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
const day = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));
const span = (c: LabClosure) => (c.startsOn === c.endsOn ? day(c.startsOn) : `${day(c.startsOn)} – ${day(c.endsOn)}`);

/** A lab's closures (holidays): no collection can be booked on those days of the lab's calendar. */
export function LabClosuresDialog({ lab, onClose }: { lab: AdminLab | null; onClose: () => void }) {
  return (
    <Dialog open={lab !== null} onOpenChange={(open) => !open && onClose()}>
      {lab && (
        <DialogContent title={`Closures of ${lab.name}`} description={`Days the lab is closed besides its hours (${lab.hours}), on its own calendar (${timeZoneLabel(lab.timeZone)}).`}>
          <Closures key={lab.id} lab={lab} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function Closures({ lab }: { lab: AdminLab }) {
  const closures = useQuery(labClosuresQuery(lab.id));
  const add = useAddClosure();
  const remove = useRemoveClosure();
  const { register, handleSubmit, reset, formState } = useForm<ClosureForm>({ resolver: zodResolver(closureForm), defaultValues: { startsOn: '', endsOn: '', reason: '' } });
  const { errors } = formState;
  const submit = handleSubmit((values) => {
    add.mutate(
      { labId: lab.id, body: { startsOn: values.startsOn, ...(values.endsOn ? { endsOn: values.endsOn } : {}), reason: values.reason } },
      {
        onSuccess: () => {
          toast.success('Closure added');
          reset();
        },
      },
    );
  });
  const invalid = (name: keyof ClosureForm) => (errors[name] ? { 'aria-invalid': true, 'aria-describedby': `closure-${name}-error` } : {});
  const problem = (name: keyof ClosureForm) =>
    errors[name] && (
      <p id={`closure-${name}-error`} className="text-sm text-destructive">
        {errors[name].message}
      </p>
    );

  return (
    <div className="flex flex-col gap-5">
      <QueryStates query={closures} loading={<SkeletonList label="Loading closures…" rows={2} rowClassName="h-8" />} failure="The closures could not be loaded." empty={<p className="text-sm text-muted-foreground">No closures planned.</p>}>
        {(list) => (
          <ul className="flex flex-col divide-y divide-border text-sm" aria-label="Planned closures">
            {list.map((c) => (
              <li key={c.id} className="flex items-center justify-between gap-3 py-2">
                <span>
                  <span className="font-medium">{span(c)}</span> · {c.reason}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={remove.isPending}
                  aria-label={`Remove closure ${span(c)} (${c.reason})`}
                  onClick={() => remove.mutate({ labId: lab.id, id: c.id }, { onSuccess: () => toast.success('Closure removed'), onError: (e) => toast.error(e.message) })}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-3 border-t border-border pt-4" aria-label="Add a closure">
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="closure-starts">First closed day</Label>
            <Input id="closure-starts" type="date" {...invalid('startsOn')} {...register('startsOn')} />
            {problem('startsOn')}
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="closure-ends">Last closed day (optional)</Label>
            <Input id="closure-ends" type="date" {...invalid('endsOn')} {...register('endsOn')} />
            {problem('endsOn')}
          </div>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="closure-reason">Reason</Label>
          <Input id="closure-reason" placeholder="Thanksgiving" maxLength={120} {...invalid('reason')} {...register('reason')} />
          {problem('reason')}
        </div>
        {add.isError && <Alert tone="error">{add.error.message}</Alert>}
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? 'Adding…' : 'Add closure'}
        </Button>
      </form>
    </div>
  );
}
