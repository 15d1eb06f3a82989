import { useState } from 'react';
import { Mail, MessageSquare, QrCode, Send } from 'lucide-react';
import { DOCTOR_MESSAGES, INVITE_CHANNEL_LABELS, INVITE_CHANNEL_VALUES, type Invite, type InviteChannel, type PatientSummary } from '@labwise/domain';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../components/ui/dialog';
import { useSendInvite } from '../../api/patients/send-invite';
import { announceInvite } from './announce-invite';
import { InviteResult } from './invite-result';

export const CHANNEL_ICONS = { email: Mail, sms: MessageSquare, qr: QrCode } as const;

/** Why a channel cannot be used for this patient, or null when it can. */
export function channelProblem(channel: InviteChannel, patient: Pick<PatientSummary, 'email' | 'phone'>): string | null {
  if (channel === 'email' && !patient.email) return DOCTOR_MESSAGES.noEmail;
  if (channel === 'sms' && !patient.phone) return DOCTOR_MESSAGES.noPhone;
  return null;
}

type Props = { patient: Pick<PatientSummary, 'id' | 'fullName' | 'email' | 'phone' | 'invitePendingSince'>; size?: 'sm' | 'default' };

/** Send (or resend) the questionnaire link to a patient who has not signed up yet. */
export function SendInviteDialog({ patient, size = 'sm' }: Props) {
  const [open, setOpen] = useState(false);
  const [invite, setInvite] = useState<Invite | null>(null);
  const send = useSendInvite(patient.id);
  const label = patient.invitePendingSince ? 'Resend invite' : 'Send invite';

  const close = () => {
    setOpen(false);
    setInvite(null);
    send.reset();
  };

  const sendBy = (channel: InviteChannel) =>
    send.mutate(channel, {
      onSuccess: (sent) => {
        setInvite(sent);
        void announceInvite(sent);
      },
    });

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
      <DialogTrigger asChild>
        <Button size={size} variant="outline" aria-label={`${label} to ${patient.fullName}`}>
          <Send className="h-4 w-4" aria-hidden="true" />
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent title="Send Questionnaire" description={`Send ${patient.fullName} a new link to sign up and answer the health questionnaire.`} className="max-h-[90vh] overflow-y-auto">
        <div className="flex flex-col gap-4">
          <div className="grid gap-2 sm:grid-cols-3" role="group" aria-label="Send Questionnaire by">
            {INVITE_CHANNEL_VALUES.map((channel) => {
              const Icon = CHANNEL_ICONS[channel];
              const problem = channelProblem(channel, patient);
              return (
                <Button
                  key={channel}
                  type="button"
                  variant={invite?.channel === channel ? 'default' : 'outline'}
                  disabled={send.isPending || problem !== null}
                  title={problem ?? undefined}
                  onClick={() => sendBy(channel)}
                >
                  <Icon className="h-4 w-4" aria-hidden="true" />
                  {INVITE_CHANNEL_LABELS[channel]}
                </Button>
              );
            })}
          </div>
          {(!patient.email || !patient.phone) && (
            <p className="text-sm text-muted-foreground">{!patient.email && !patient.phone ? 'No e-mail or phone is on file: show the QR code.' : !patient.email ? 'No e-mail is on file.' : 'No phone number is on file.'}</p>
          )}
          {patient.invitePendingSince && !invite && <p className="text-sm text-muted-foreground">A new link replaces the one sent earlier.</p>}
          {send.isError && <Alert tone="error">{send.error.message}</Alert>}
          {invite && <InviteResult invite={invite} patientName={patient.fullName} />}
          <Button type="button" variant={invite ? 'default' : 'outline'} className="self-end" onClick={close}>
            {invite ? 'Done' : 'Cancel'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
