import { useId, useState } from 'react';
import { Download } from 'lucide-react';
import { toast } from '../lib/toast';
import { defaultExportRange, exportRangeQuery, type ExportRange } from '@labwise/domain';
import { Alert } from './ui/alert';
import { Button } from './ui/button';
import { Input, Label } from './ui/input';

type Props = {
  /** What is exported, for the group's name ("Export orders as CSV"). */
  what: string;
  /** The download (an operation of the api/ layer, handed in by the page). */
  onExport: (range: ExportRange) => Promise<unknown>;
};

/**
 * "Export CSV" with its range of days (the last 30 by default). The range is checked with the
 * server's own schema before asking; a failed download says why here and in a toast.
 */
export function ExportCsv({ what, onExport }: Props) {
  const id = useId();
  const [range, setRange] = useState<ExportRange>(() => defaultExportRange());
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const checked = exportRangeQuery.safeParse(range);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Check the dates.');
      return;
    }
    setError(null);
    setPending(true);
    try {
      await onExport(checked.data);
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : 'The export failed.';
      setError(message);
      toast.error(`Export failed: ${message}`);
    } finally {
      setPending(false);
    }
  };

  const field = (key: keyof ExportRange, label: string) => (
    <div className="flex flex-col gap-1">
      <Label htmlFor={`${id}-${key}`} className="text-xs text-muted-foreground">
        {label}
      </Label>
      <Input
        id={`${id}-${key}`}
        type="date"
        className="h-9 w-auto"
        value={range[key]}
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setRange((r) => ({ ...r, [key]: e.target.value }))}
      />
    </div>
  );

  return (
    <form
      role="group"
      aria-label={`Export ${what} as CSV`}
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="flex flex-wrap items-end gap-2">
        {field('from', 'From')}
        {field('to', 'To')}
        <Button type="submit" size="sm" variant="outline" className="h-9" disabled={pending} aria-busy={pending}>
          <Download className="h-4 w-4" aria-hidden="true" />
          {pending ? 'Exporting…' : 'Export CSV'}
        </Button>
      </div>
      {error && (
        <Alert tone="error" id={`${id}-error`} className="py-2 text-sm">
          {error}
        </Alert>
      )}
    </form>
  );
}
