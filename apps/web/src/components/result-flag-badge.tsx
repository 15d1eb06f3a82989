import { resultFlagLabel, type Hl7FlagCode, type ResultFlag } from '@labwise/domain';
import { Badge } from './ui/badge';

const VARIANT: Record<ResultFlag, 'success' | 'warning' | 'destructive'> = {
  normal: 'success',
  high: 'warning',
  low: 'warning',
  abnormal: 'warning',
  critical: 'destructive',
};

/** A result's flag, labelled the same on every page ('High', 'Critical low', …). */
export function ResultFlagBadge({ flag, hl7Flag }: { flag: ResultFlag; hl7Flag?: Hl7FlagCode | null }) {
  return (
    <Badge variant={VARIANT[flag]} className="whitespace-nowrap">
      {resultFlagLabel(flag, hl7Flag)}
    </Badge>
  );
}
