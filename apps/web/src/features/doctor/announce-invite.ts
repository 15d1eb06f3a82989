import { toast } from '../../lib/toast';
import type { Invite } from '@labwise/domain';

/** Puts the link on the clipboard; false when the browser will not (no permission, insecure page). */
export async function copyInviteLink(link: string): Promise<boolean> {
  if (!navigator.clipboard) return false;
  try {
    await navigator.clipboard.writeText(link);
    return true;
  } catch {
    return false;
  }
}

/**
 * Tells the doctor where the questionnaire link went. A text with no SMS gateway configured
 * reaches nobody, so it never says "sent": the link is copied for the doctor to share instead.
 */
export async function announceInvite(invite: Invite): Promise<void> {
  if (invite.channel === 'email') toast.success(`Questionnaire link e-mailed to ${invite.sentTo}`);
  if (invite.channel !== 'sms') return;
  if (invite.delivery === 'queued') {
    toast.success(`Questionnaire link sent by SMS to ${invite.sentTo}`);
    return;
  }
  const copied = invite.link ? await copyInviteLink(invite.link) : false;
  if (copied) toast.warning('SMS not configured — link copied');
  else toast.warning('SMS not configured — copy the link below and share it');
}
