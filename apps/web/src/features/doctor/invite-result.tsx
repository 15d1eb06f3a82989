import { toast } from '../../lib/toast';
import type { Invite } from '@labwise/domain';
import { Button } from '../../components/ui/button';
import { Input, Label } from '../../components/ui/input';
import { formatDate } from '../../lib/format';
import { copyInviteLink } from './announce-invite';

const fileName = (name: string) =>
  `labwise-invite-${
    name
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'patient'
  }.png`;

/** Where the questionnaire link went: the address or number, or the QR code to show or download; and the link itself, except for e-mail. */
export function InviteResult({ invite, patientName }: { invite: Invite; patientName: string }) {
  const { link } = invite;
  const copy = () => {
    if (!link) return;
    void copyInviteLink(link).then((copied) =>
      copied ? toast.success('Link copied') : toast.error('Could not copy the link; select it and copy by hand.'),
    );
  };
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border p-4" aria-live="polite">
      {invite.channel === 'email' && (
        <p className="text-sm">The questionnaire link was e-mailed to {invite.sentTo}.</p>
      )}
      {invite.channel === 'sms' && invite.delivery === 'queued' && (
        <p className="text-sm">The questionnaire link was sent by SMS to {invite.sentTo}.</p>
      )}
      {invite.channel === 'sms' && invite.delivery === 'not_configured' && (
        <p className="text-sm">
          SMS is not configured on this Labwise server, so no text was sent to {invite.sentTo}; it is kept in the outbox. Share the
          link below with {patientName} yourself.
        </p>
      )}
      {invite.qrPngDataUrl && (
        <div className="flex flex-col items-center gap-2">
          <p className="text-sm">Let {patientName} scan this code with their phone’s camera.</p>
          <img
            src={invite.qrPngDataUrl}
            alt={`QR code with the questionnaire link for ${patientName}`}
            width={220}
            height={220}
            className="rounded-md bg-white p-1"
          />
          <Button asChild variant="outline" size="sm">
            <a href={invite.qrPngDataUrl} download={fileName(patientName)}>
              Download PNG
            </a>
          </Button>
        </div>
      )}
      {/* An e-mailed link is in the patient's mailbox only: it proves their address, so it is not shown here. */}
      {link ? (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`invite-link-${invite.id}`}>Invitation link</Label>
          <div className="flex gap-2">
            <Input
              id={`invite-link-${invite.id}`}
              readOnly
              value={link}
              onFocus={(event) => event.currentTarget.select()}
              className="min-w-0 font-mono text-xs"
            />
            <Button type="button" variant="outline" onClick={copy}>
              Copy
            </Button>
          </div>
          <p className="text-xs text-muted-foreground">
            Works once, until {formatDate(invite.expiresAt)}. Sending a new link replaces this one.
          </p>
        </div>
      ) : (
        <p className="text-xs text-muted-foreground">
          The link works once, until {formatDate(invite.expiresAt)}. Sending a new link replaces this one.
        </p>
      )}
    </div>
  );
}
