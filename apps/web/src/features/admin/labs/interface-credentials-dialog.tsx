import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Check, Copy, KeyRound, TriangleAlert } from 'lucide-react';
import { toast } from '../../../lib/toast';
import type { AdminLab, InterfaceCredential, IssuedInterfaceCredential } from '@labwise/domain';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format';
import { interfaceCredentialsQuery, useIssueCredential, useRevokeCredential } from '../api/interface-credentials';
import { ConfirmDialog } from '../components/confirm-dialog';

/** The lab's keys for sending results over the HL7 interface: issue (secret shown once) and revoke. */
export function InterfaceCredentialsDialog({ lab, onClose }: { lab: AdminLab | null; onClose: () => void }) {
  return (
    <Dialog open={lab !== null} onOpenChange={(open) => !open && onClose()}>
      {lab && (
        <DialogContent title={`Interface keys for ${lab.name}`} description="The lab's system signs in with a key id and secret to deliver HL7 results." className="max-w-2xl">
          <Credentials lab={lab} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function Credentials({ lab }: { lab: AdminLab }) {
  const list = useQuery(interfaceCredentialsQuery(lab.id));
  const issue = useIssueCredential(lab.id);
  const revoke = useRevokeCredential(lab.id);
  const [issued, setIssued] = useState<IssuedInterfaceCredential | null>(null);
  const [revoking, setRevoking] = useState<InterfaceCredential | null>(null);

  return (
    <div className="flex flex-col gap-4">
      {issued && <IssuedSecret credential={issued} onDone={() => setIssued(null)} />}
      {list.isPending ? (
        <Spinner label="Loading keys…" />
      ) : list.isError ? (
        <Alert tone="error">{list.error.message}</Alert>
      ) : list.data.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <KeyRound className="h-4 w-4" aria-hidden="true" /> This lab has no interface keys yet.
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">
          {list.data.map((credential) => (
            <li key={credential.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="break-all font-mono text-sm">{credential.keyId}</p>
                <p className="text-xs text-muted-foreground">
                  Issued {formatDateTime(credential.createdAt)}
                  {credential.createdByName ? ` by ${credential.createdByName}` : ''} · {credential.lastUsedAt ? `last used ${formatDateTime(credential.lastUsedAt)}` : 'never used'}
                </p>
              </div>
              {credential.revokedAt ? (
                <Badge variant="secondary">Revoked</Badge>
              ) : (
                <Button size="sm" variant="ghost" className="text-destructive" onClick={() => setRevoking(credential)} aria-label={`Revoke key ${credential.keyId}`}>
                  Revoke
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {issue.isError && <Alert tone="error">{issue.error.message}</Alert>}
      <div>
        <Button onClick={() => issue.mutate(undefined, { onSuccess: setIssued })} disabled={issue.isPending}>
          <KeyRound className="h-4 w-4" aria-hidden="true" /> {issue.isPending ? 'Issuing…' : 'Issue a new key'}
        </Button>
      </div>
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke this key?"
        description={`The lab's system can no longer deliver results with ${revoking?.keyId ?? 'this key'}. Issue a new key first if it should keep sending.`}
        confirmLabel="Revoke key"
        destructive
        pending={revoke.isPending}
        error={revoke.error?.message}
        onClose={() => (setRevoking(null), revoke.reset())}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              toast.success('Key revoked');
              setRevoking(null);
            },
          })
        }
      />
    </div>
  );
}

/** The one moment the secret exists outside the lab's system: shown with a copy button and a warning. */
function IssuedSecret({ credential, onDone }: { credential: IssuedInterfaceCredential; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(credential.secret);
      setCopied(true);
      toast.success('Secret copied');
    } catch {
      toast.error('Copying failed: select the secret and copy it by hand.');
    }
  };
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-lg border border-warning/50 bg-warning/10 p-4">
      <p className="flex items-center gap-2 font-semibold text-warning">
        <TriangleAlert className="h-4 w-4" aria-hidden="true" /> Copy the secret now: it is shown only once.
      </p>
      <p className="text-sm">Labwise keeps only a hash of it. If it is lost, revoke this key and issue a new one. Send it to the lab over a secure channel.</p>
      <dl className="grid gap-2 text-sm">
        <div>
          <dt className="text-muted-foreground">Key id</dt>
          <dd className="break-all font-mono">{credential.keyId}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Secret</dt>
          <dd className="break-all rounded bg-card p-2 font-mono" data-testid="issued-secret">
            {credential.secret}
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => void copy()}>
          {copied ? <Check className="h-4 w-4" aria-hidden="true" /> : <Copy className="h-4 w-4" aria-hidden="true" />} {copied ? 'Copied' : 'Copy secret'}
        </Button>
        <Button size="sm" variant="outline" onClick={onDone}>
          I have stored it
        </Button>
      </div>
    </div>
  );
}
