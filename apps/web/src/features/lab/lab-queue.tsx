import { Link } from 'react-router';
import { ORDER_PRIORITY_LABELS, ORDER_STATUS_LABELS, paths, type LabQueueItem } from '@labwise/domain';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { formatDateTime } from '../../lib/format';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

type Props = {
  title: string;
  items: readonly LabQueueItem[];
  /** How many orders the queue holds in all (the server's count), to say how many more there are. */
  total: number;
  /** What an empty queue says. */
  empty: string;
  /** Whether each row says its status (the samples to process are collected or processing). */
  showStatus?: boolean;
  /** The page with all of them: its link ('All orders'), the "N more …" wording and the page's name in that line. */
  all: { path: string; label: string; more: [string, string]; page: string };
};

/** One of the lab's work queues on its dashboard: the next orders to pick up, each linking to its order. */
export function LabQueue({ title, items, total, empty, showStatus = false, all }: Props) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>{title}</CardTitle>
        <Link to={all.path} className="text-sm text-primary hover:underline">
          {all.label}
        </Link>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="py-4 text-sm text-muted-foreground">{empty}</p>
        ) : (
          <>
            <ul className="divide-y divide-border">
              {items.map((order) => (
                <li key={order.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3 text-sm">
                  <Link to={paths.order(order.id)} className="font-mono font-medium text-primary hover:underline">
                    {order.orderNumber}
                  </Link>
                  <span>{order.patientName}</span>
                  <span className="text-muted-foreground">{order.testCodes.join(', ')}</span>
                  {order.priority !== 'standard' && <Badge variant="destructive">{ORDER_PRIORITY_LABELS[order.priority]}</Badge>}
                  {showStatus && <Badge variant="outline">{ORDER_STATUS_LABELS[order.status]}</Badge>}
                  <span className="ml-auto text-muted-foreground">{formatDateTime(order.createdAt)}</span>
                </li>
              ))}
            </ul>
            {total > items.length && (
              <p className="pt-2 text-sm text-muted-foreground">
                {plural(total - items.length, all.more[0], all.more[1])} on the{' '}
                <Link to={all.path} className="font-medium text-primary hover:underline">
                  {all.page}
                </Link>
                .
              </p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
