import { Button } from './ui/button';

/**
 * Accept and Decline for a request waiting on the viewer. `subject` names the request in the
 * buttons' accessible names when a list holds several ('Accept partnership request for …').
 */
export function DecisionButtons({
  disabled,
  onAccept,
  onDecline,
  subject,
}: {
  disabled: boolean;
  onAccept: () => void;
  onDecline: () => void;
  subject?: string;
}) {
  return (
    <div className="flex gap-2">
      <Button size="sm" disabled={disabled} onClick={onAccept} aria-label={subject && `Accept ${subject}`}>
        Accept
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={disabled}
        onClick={onDecline}
        aria-label={subject && `Decline ${subject}`}
      >
        Decline
      </Button>
    </div>
  );
}
