import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { centsToDollarText, labOfferingInput, parseDollars, type AdminLab, type LabOffering, type LabOfferingInput } from '@labwise/domain';
import { applyServerErrors, bodyResolver, TextField } from '../../../components/form';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { SearchInput } from '../../../components/ui/search-input';
import { formatCents } from '../../../lib/format';
import { labOfferingsQuery, useRemoveOffering, useSaveOffering } from '../api/labs';
import { FailedAlert } from '../../../components/failed-alert';

/** Which catalog tests a lab offers, at what price and turnaround (blank = the catalog's). */
export function LabOfferingsDialog({ lab, onClose }: { lab: AdminLab | null; onClose: () => void }) {
  return (
    <Dialog open={lab !== null} onOpenChange={(open) => !open && onClose()}>
      {lab && (
        <DialogContent title={`Tests offered by ${lab.name}`} description="Offer a catalog test at this lab; leave price or turnaround blank to use the catalog's." className="max-w-3xl">
          <Offerings lab={lab} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function Offerings({ lab }: { lab: AdminLab }) {
  const offerings = useQuery(labOfferingsQuery(lab.id));
  const [q, setQ] = useState('');
  const shown = useMemo(() => {
    const text = q.trim().toLowerCase();
    return (offerings.data ?? []).filter((o) => !text || o.name.toLowerCase().includes(text) || o.code.toLowerCase().includes(text));
  }, [offerings.data, q]);

  if (offerings.isPending) return <Spinner label="Loading the catalog…" />;
  if (offerings.isError) return <FailedAlert retrying={offerings.isFetching} onRetry={() => void offerings.refetch()}>{offerings.error.message}</FailedAlert>;
  const offered = offerings.data.filter((o) => o.offered && o.active).length;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {offered} of {offerings.data.length} catalog tests offered
        </p>
        <SearchInput label="Search catalog tests" placeholder="Search tests..." value={q} onChange={setQ} className="w-full sm:w-64" />
      </div>
      {shown.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">No tests found matching your criteria.</p>
      ) : (
        <ul className="flex max-h-[55vh] flex-col divide-y divide-border overflow-y-auto rounded-lg border border-border">
          {shown.map((offering) => (
            <OfferingRow key={offering.testId} labId={lab.id} offering={offering} />
          ))}
        </ul>
      )}
    </div>
  );
}

type OfferValues = { priceCents: string; turnaroundHours: string };

/** Blank is the catalog's value (null); money in dollars becomes cents; unreadable text stays NaN for the schema to name. */
const offerBody = (v: OfferValues) => ({
  priceCents: v.priceCents.trim() === '' ? null : (parseDollars(v.priceCents) ?? Number.NaN),
  turnaroundHours: v.turnaroundHours.trim() === '' ? null : Number(v.turnaroundHours.trim()),
  active: true,
});
const offerResolver = bodyResolver(labOfferingInput, offerBody);

function OfferingRow({ labId, offering }: { labId: string; offering: LabOffering }) {
  const form = useForm<OfferValues, unknown, LabOfferingInput>({
    resolver: offerResolver,
    defaultValues: {
      priceCents: offering.priceCents === null ? '' : centsToDollarText(offering.priceCents),
      turnaroundHours: offering.turnaroundHours === null ? '' : String(offering.turnaroundHours),
    },
  });
  const [rowError, setRowError] = useState<string | null>(null);
  const save = useSaveOffering();
  const remove = useRemoveOffering();
  const isOffered = offering.offered && offering.active;
  const id = `offer-${offering.testId}`;

  const submit = form.handleSubmit((body) => {
    setRowError(null);
    save.mutate(
      { labId, testId: offering.testId, body },
      {
        onSuccess: () => toast.success(isOffered ? `${offering.name} updated` : `${offering.name} offered`),
        onError: (e) => {
          applyServerErrors(e, form.setError, ['priceCents', 'turnaroundHours']);
          setRowError(e.message);
        },
      },
    );
  });
  const stop = () =>
    remove.mutate(
      { labId, testId: offering.testId },
      { onSuccess: () => toast.success(`${offering.name} no longer offered`), onError: (e) => setRowError(e.message) },
    );

  return (
    <li>
      <FormProvider {...form}>
        <form noValidate className="grid gap-3 p-3 md:grid-cols-[minmax(0,2fr)_7rem_7rem_auto] md:items-start" onSubmit={(e) => void submit(e)} aria-label={offering.name}>
          <div className="min-w-0">
            <p className="font-medium">
              {offering.name} <span className="font-mono text-xs text-muted-foreground">{offering.code}</span>
            </p>
            <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
              Catalog {formatCents(offering.catalogPriceCents)} · {offering.catalogTurnaroundHours}h
              {isOffered ? <Badge variant="success">Offered</Badge> : <Badge variant="secondary">Not offered</Badge>}
              {!offering.testActive && <Badge variant="warning">Test inactive</Badge>}
            </p>
            {rowError && (
              <p role="alert" className="text-xs font-medium text-destructive">
                {rowError}
              </p>
            )}
          </div>
          <TextField<OfferValues> name="priceCents" id={`${id}-price`} label="Price (USD)" inputMode="decimal" placeholder={centsToDollarText(offering.catalogPriceCents)} />
          <TextField<OfferValues> name="turnaroundHours" id={`${id}-hours`} label="Turnaround (h)" inputMode="numeric" placeholder={String(offering.catalogTurnaroundHours)} />
          <div className="flex gap-2 md:pt-6">
            <Button type="submit" size="sm" disabled={save.isPending} aria-label={isOffered ? `Save ${offering.name}` : `Offer ${offering.name}`}>
              {isOffered ? 'Save' : 'Offer'}
            </Button>
            {offering.offered && (
              <Button size="sm" variant="ghost" className="text-destructive" onClick={stop} disabled={remove.isPending} aria-label={`Stop offering ${offering.name}`}>
                Remove
              </Button>
            )}
          </div>
        </form>
      </FormProvider>
    </li>
  );
}
