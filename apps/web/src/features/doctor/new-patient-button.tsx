import { lazy, Suspense, useState } from 'react';
import { UserPlus } from 'lucide-react';
import { Button } from '../../components/ui/button';

// The dialog's form (react-hook-form, the phone-number rules) loads on first use; pointing at or
// focusing the button starts the download.
const loadDialog = () => import('./new-patient-dialog');
const NewPatientDialog = lazy(() => loadDialog().then((m) => ({ default: m.NewPatientDialog })));

/** The doctor's "New Patient" button; the dialog it opens loads when it is first wanted. */
export function NewPatientButton({ triggerLabel = 'New Patient' }: { triggerLabel?: string }) {
  const [wanted, setWanted] = useState(false);
  const placeholder = (loading: boolean) => (
    <Button
      disabled={loading}
      aria-busy={loading || undefined}
      onClick={() => setWanted(true)}
      onPointerEnter={() => void loadDialog()}
      onFocus={() => void loadDialog()}
    >
      <UserPlus className="h-4 w-4" aria-hidden="true" />
      {triggerLabel}
    </Button>
  );
  if (!wanted) return placeholder(false);
  // Once loaded, the dialog brings its own trigger, the same button, and opens at once.
  return (
    <Suspense fallback={placeholder(true)}>
      <NewPatientDialog triggerLabel={triggerLabel} defaultOpen />
    </Suspense>
  );
}
