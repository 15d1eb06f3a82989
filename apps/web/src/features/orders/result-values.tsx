import { unitLabel, type ResultValue } from '@labwise/domain';
import { ResultFlagBadge } from '../../components/result-flag-badge';
import { Button } from '../../components/ui/button';
import { TableHead } from '../../components/ui/table-head';

type Props = { results: ResultValue[]; trendOf: string | null; onTrend: (analyteId: string | null) => void };

function Value({ value }: { value: ResultValue }) {
  return (
    <>
      {value.value} {unitLabel(value.unit)}
      {value.version > 1 && <span className="ml-1 text-xs font-normal text-muted-foreground">(corrected)</span>}
    </>
  );
}

function TrendButton({ value, trendOf, onTrend }: { value: ResultValue } & Omit<Props, 'results'>) {
  if (typeof value.value !== 'number') return null;
  const open = trendOf === value.analyteId;
  return (
    <Button size="sm" variant="ghost" aria-expanded={open} aria-controls={open ? `trend-${value.analyteId}` : undefined} aria-label={`Trend of ${value.analyteName}`} onClick={() => onTrend(open ? null : value.analyteId)}>
      Trend
    </Button>
  );
}

/**
 * An order's values with reference and flag: a table from small tablets up, one block per value on
 * a phone (a five-column table does not fit 320–390 px without hiding the flag off screen).
 */
export function ResultValues({ results, trendOf, onTrend }: Props) {
  return (
    <>
      <ul className="flex flex-col divide-y divide-border sm:hidden" aria-label="Result values">
        {results.map((x) => (
          <li key={x.id} className="flex flex-col gap-1 py-3">
            <div className="flex items-start justify-between gap-2">
              <p className="min-w-0 break-words font-medium">
                {x.analyteName} <span className="font-mono text-xs text-muted-foreground">{x.testCode}</span>
              </p>
              <ResultFlagBadge flag={x.flag} hl7Flag={x.hl7Flag} />
            </div>
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
              <p className="font-semibold">
                <Value value={x} />
              </p>
              {x.referenceText && <p className="text-muted-foreground">Reference {x.referenceText}</p>}
            </div>
            <div className="-ml-3">
              <TrendButton value={x} trendOf={trendOf} onTrend={onTrend} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto sm:block" role="region" aria-label="Result values" tabIndex={0}>
        <table className="w-full text-sm">
          <TableHead
            caption="Result values"
            className="text-left text-muted-foreground"
            columns={[
              ['Test', 'py-2 pr-3 font-semibold'],
              ['Result', 'px-3 py-2 font-semibold'],
              ['Reference', 'px-3 py-2 font-semibold'],
              ['Flag', 'px-3 py-2 font-semibold'],
              [<span className="sr-only">Trend</span>, 'py-2 pl-3'],
            ]}
          />
          <tbody>
            {results.map((x) => (
              <tr key={x.id} className="border-t border-border">
                <td className="py-2 pr-3">
                  {x.analyteName} <span className="font-mono text-xs text-muted-foreground">{x.testCode}</span>
                </td>
                <td className="px-3 py-2 font-semibold whitespace-nowrap">
                  <Value value={x} />
                </td>
                <td className="px-3 py-2 text-muted-foreground">{x.referenceText}</td>
                <td className="px-3 py-2">
                  <ResultFlagBadge flag={x.flag} hl7Flag={x.hl7Flag} />
                </td>
                <td className="py-2 pl-3">
                  <TrendButton value={x} trendOf={trendOf} onTrend={onTrend} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
