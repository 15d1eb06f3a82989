import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../lib/toast';
import { releaseResultsRequest } from '@labwise/domain';
import { FormAlert, TextareaField } from '../../components/form';
import { Button } from '../../components/ui/button';
import { useReleaseResults } from '../../api/orders/release-results';

/** The doctor releases an order's results to the patient, with an optional note. */
export function ReleaseForm({ orderId }: { orderId: string }) {
  const release = useReleaseResults(orderId);
  const form = useForm({ resolver: zodResolver(releaseResultsRequest), defaultValues: { comment: '' } });
  const submit = form.handleSubmit((body) => release.mutate(body.comment ?? '', { onSuccess: () => toast.success('Results released to the patient') }));

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-2 border-t border-border pt-4">
        <TextareaField<{ comment: string }> name="comment" id="release-comment" label="Note to the patient (optional)" maxLength={2000} />
        <Button type="submit" disabled={release.isPending} className="self-start">
          Release to patient
        </Button>
        <FormAlert message={release.isError ? release.error.message : null} />
      </form>
    </FormProvider>
  );
}
