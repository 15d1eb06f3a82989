import { lazy, useEffect, useRef, useState } from 'react';
import { Bell } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { OnDemand, useOpenOnDemand } from '../../components/open-on-demand';
import { useNotifications } from '../../api/notifications/list-notifications';
import { useNotificationStream } from './live/use-notification-stream';

// The panel and its popover load when the panel is first opened (components/open-on-demand.tsx).
const loadPopover = () => import('./notifications-popover');
const NotificationsPopover = lazy(() => loadPopover().then((m) => ({ default: m.NotificationsPopover })));

export const bellLabel = (unread: number) =>
  unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`;

/**
 * The header's notifications button: unread count on a badge, and a panel with the newest
 * notifications (title, body, time, link), each markable as read, and Mark all as read. Kept
 * current by the live stream while the shell is open.
 */
export function NotificationsBell({ userId }: { userId: string }) {
  const { open, setOpen, wanted, triggerProps } = useOpenOnDemand(loadPopover);
  const list = useNotifications();
  useNotificationStream(userId);
  const unread = list.data?.unreadCount ?? 0;

  // Tell screen-reader users when something new arrives (not on the first load).
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef<number | null>(null);
  useEffect(() => {
    if (!list.data) return;
    if (previous.current !== null && unread > previous.current)
      setAnnouncement(`${unread} unread notifications`);
    previous.current = unread;
  }, [list.data, unread]);

  const button = (
    <Button
      variant="ghost"
      size="icon"
      aria-label={bellLabel(unread)}
      aria-haspopup="dialog"
      className="relative"
      {...triggerProps}
    >
      <Bell className="h-5 w-5" aria-hidden="true" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="absolute right-1 top-1 grid h-4 min-w-4 place-items-center rounded-full bg-destructive px-1 text-[10px] font-bold leading-none text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Button>
  );

  return (
    <>
      <OnDemand wanted={wanted} trigger={button}>
        <NotificationsPopover trigger={button} open={open} onOpenChange={setOpen} />
      </OnDemand>
      <span className="sr-only" aria-live="polite">
        {announcement}
      </span>
    </>
  );
}
