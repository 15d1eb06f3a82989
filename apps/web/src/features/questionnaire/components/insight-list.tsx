import type { Insight } from '@labwise/domain';
import { Badge } from '../../../components/ui/badge';

/** Brief §2 insights (title, confidence, description, category) with the reasons behind each. */
export function InsightList({ insights }: { insights: Insight[] }) {
  if (insights.length === 0) return <p className="text-sm text-muted-foreground">No condition stands out from your answers.</p>;
  return (
    <ul className="flex flex-col gap-3">
      {insights.map((insight) => (
        <li key={insight.condition} className="rounded-lg border border-border p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-semibold">{insight.title}</h3>
            <div className="flex flex-wrap gap-2">
              <Badge variant="outline" className="whitespace-nowrap">
                {insight.category}
              </Badge>
              <Badge variant={insight.confidence > 70 ? 'default' : 'secondary'} className="whitespace-nowrap">
                {insight.confidence}% confidence
              </Badge>
            </div>
          </div>
          <p className="mt-1 text-sm text-muted-foreground">{insight.description}</p>
          {(insight.supporting.length > 0 || insight.conflicting.length > 0) && (
            <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
              {insight.supporting.length > 0 && (
                <div>
                  <dt className="font-medium">Why: points towards it</dt>
                  <dd className="text-muted-foreground">{insight.supporting.join(', ')}</dd>
                </div>
              )}
              {insight.conflicting.length > 0 && (
                <div>
                  <dt className="font-medium">Points against it</dt>
                  <dd className="text-muted-foreground">{insight.conflicting.join(', ')}</dd>
                </div>
              )}
            </dl>
          )}
        </li>
      ))}
    </ul>
  );
}
