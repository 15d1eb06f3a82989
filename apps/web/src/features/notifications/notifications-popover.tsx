import { Link } from 'react-router';
import { BellOff, Check, CheckCheck } from 'lucide-react';
import type { Notification } from '@labwise/domain';
import type { OnDemandProps } from '../../components/open-on-demand';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '../../components/ui/popover';
import { Spinner } from '../../components/ui/spinner';
import { formatDateTime } from '../../lib/format';
import { cn } from '../../lib/utils';
import { useNotifications } from '../../api/notifications/list-notifications';
import { useMarkAllNotificationsRead } from '../../api/notifications/mark-all-read';
import { useMarkNotificationRead } from '../../api/notifications/mark-read';
import { timeAgo } from './time-ago';

/**
 * The bell's panel with its popover: loaded when the panel is first opened (notifications-bell.tsx),
 * so the header does not download the popover's positioning and focus code up front. `trigger` is
 * the bell's own button, which becomes the popover's trigger.
 */
export function NotificationsPopover({ trigger, open, onOpenChange }: OnDemandProps) {
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent label="Notifications">
        <NotificationsPanel onNavigate={() => onOpenChange(false)} />
      </PopoverContent>
    </Popover>
  );
}

/** The open panel: built only while open, from the list the bell already holds. */
function NotificationsPanel({ onNavigate }: { onNavigate: () => void }) {
  const list = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const unread = list.data?.unreadCount ?? 0;
  return (
    <>
      <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
        <h2 className="font-semibold">Notifications</h2>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => markAll.mutate()}
          disabled={unread === 0 || markAll.isPending}
        >
          <CheckCheck className="h-4 w-4" aria-hidden="true" /> Mark all as read
        </Button>
      </div>
      {markAll.isError && (
        <Alert tone="error" className="m-3">
          {markAll.error.message}
        </Alert>
      )}
      <div className="max-h-[min(24rem,70vh)] overflow-y-auto">
        {list.isPending ? (
          <Spinner label="Loading notifications…" />
        ) : list.isError ? (
          <div className="flex flex-col gap-2 p-4">
            <Alert tone="error">{list.error.message}</Alert>
            <Button size="sm" variant="outline" className="self-start" onClick={() => void list.refetch()}>
              Retry
            </Button>
          </div>
        ) : list.data.items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-6 py-10 text-center text-muted-foreground">
            <BellOff className="h-6 w-6" aria-hidden="true" />
            <p className="font-medium text-foreground">No notifications yet</p>
            <p className="text-xs">Order updates and results will appear here.</p>
          </div>
        ) : (
          <ul className="divide-y divide-border">
            {list.data.items.map((n) => (
              <NotificationRow
                key={n.id}
                notification={n}
                busy={markRead.isPending && markRead.variables === n.id}
                onRead={() => markRead.mutate(n.id)}
                onOpen={() => {
                  if (!n.read) markRead.mutate(n.id);
                  onNavigate();
                }}
              />
            ))}
          </ul>
        )}
      </div>
      {markRead.isError && (
        <Alert tone="error" className="m-3">
          {markRead.error.message}
        </Alert>
      )}
    </>
  );
}

function NotificationRow({
  notification: n,
  busy,
  onRead,
  onOpen,
}: {
  notification: Notification;
  busy: boolean;
  onRead: () => void;
  onOpen: () => void;
}) {
  return (
    <li className={cn('flex gap-3 px-4 py-3', !n.read && 'bg-accent/40')}>
      <span
        className={cn('mt-1.5 h-2 w-2 shrink-0 rounded-full', n.read ? 'bg-transparent' : 'bg-primary')}
        aria-hidden="true"
      />
      <div className="min-w-0 flex-1">
        <p className={cn('break-words', !n.read && 'font-semibold')}>
          {n.link ? (
            <Link to={n.link} onClick={onOpen} className="hover:underline focus-visible:underline">
              {n.title}
            </Link>
          ) : (
            n.title
          )}
          {!n.read && <span className="sr-only"> (unread)</span>}
        </p>
        {n.body && <p className="mt-0.5 break-words text-muted-foreground">{n.body}</p>}
        <time
          dateTime={n.createdAt}
          title={formatDateTime(n.createdAt)}
          className="mt-1 block text-xs text-muted-foreground"
        >
          {timeAgo(n.createdAt)}
        </time>
      </div>
      {!n.read && (
        <Button
          variant="ghost"
          size="icon"
          className="h-8 w-8 shrink-0"
          onClick={onRead}
          disabled={busy}
          aria-label={`Mark “${n.title}” as read`}
          title="Mark as read"
        >
          <Check className="h-4 w-4" aria-hidden="true" />
        </Button>
      )}
    </li>
  );
}
