import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { UnmatchedResult } from '@labwise/domain';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/input';
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
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    discard.mutate(
      { id: message.id, reason: reason.trim() },
      {
        onSuccess: () => {
          toast.success('Results discarded');
          onDone();
        },
      },
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <Label htmlFor="discard-reason">Reason</Label>
        <textarea
          id="discard-reason"
          required
          maxLength={500}
          placeholder="e.g. Sent twice by the analyser"
          className="min-h-20 rounded-lg border border-border bg-card p-2 text-sm"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
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
  );
}
