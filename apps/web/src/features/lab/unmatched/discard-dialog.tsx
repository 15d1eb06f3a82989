import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../lib/toast';
import { discardUnmatchedRequest, type UnmatchedResult } from '@labwise/domain';
import { TextareaField } from '../../../components/form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { useDiscardUnmatched } from './api/discard-unmatched';

/** Discard: the message stays on record with the technician's reason, and leaves the queue. */
export function DiscardDialog({ message, onClose }: { message: UnmatchedResult | null; onClose: () => void }) {
  return (
    <Dialog open={message !== null} onOpenChange={(open) => !open && onClose()}>
      {message && (
        <DialogContent title={`Discard results · ${message.controlId}`} description="The message stays on record with your reason; no result is recorded from it.">
          <DiscardForm key={message.id} message={message} onDone={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function DiscardForm({ message, onDone }: { message: UnmatchedResult; onDone: () => void }) {
  const discard = useDiscardUnmatched();
  const form = useForm({ resolver: zodResolver(discardUnmatchedRequest), defaultValues: { reason: '' } });
  const reason = useWatch({ control: form.control, name: 'reason' });
  const submit = form.handleSubmit(({ reason: given }) =>
    discard.mutate(
      { id: message.id, reason: given },
      {
        onSuccess: () => {
          toast.success('Results discarded');
          onDone();
        },
      },
    ),
  );
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3">
        <TextareaField<{ reason: string }> name="reason" id="discard-reason" label="Reason" required maxLength={500} placeholder="e.g. Sent twice by the analyser" />
        {discard.isError && <Alert tone="error">{discard.error.message}</Alert>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive" disabled={discard.isPending || reason.trim() === ''}>
            {discard.isPending ? 'Discarding…' : 'Discard results'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
