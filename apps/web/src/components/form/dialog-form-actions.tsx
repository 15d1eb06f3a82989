import { Button } from '../ui/button';
import { DialogClose } from '../ui/dialog';

/** A dialog form's footer: Cancel closes the dialog; the submit button says "Saving…" while it saves. */
export function DialogFormActions({ pending, submitLabel }: { pending: boolean; submitLabel: string }) {
  return (
    <div className="sticky bottom-0 flex flex-col-reverse gap-2 bg-card pt-2 sm:flex-row sm:justify-end">
      <DialogClose asChild>
        <Button variant="outline">Cancel</Button>
      </DialogClose>
      <Button type="submit" disabled={pending}>
        {pending ? 'Saving…' : submitLabel}
      </Button>
    </div>
  );
}
