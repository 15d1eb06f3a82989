import { useState } from 'react';
import { toast } from 'sonner';
import { ROLE_LABELS, roleBelongsToLab, ROLES, type AdminLab, type AdminUser, type Role } from '@labwise/domain';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { useUpdateUser } from '../api/users';
import { ChoiceField } from '../components/field';

/** What choosing a role for someone who does not have it yet gives them, where that needs saying. */
const NEW_ROLE_HINTS: Partial<Record<Role, string>> = { admin: 'Administrators manage users, labs, the catalog and settings.' };

/** Change a user's role and, for a lab technician, their lab. Administrators cannot change their own role. */
export function ManageUserDialog({ user, labs, isSelf, onClose }: { user: AdminUser | null; labs: readonly AdminLab[]; isSelf: boolean; onClose: () => void }) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      {user && <ManageUserForm key={user.id} user={user} labs={labs} isSelf={isSelf} onClose={onClose} />}
    </Dialog>
  );
}

function ManageUserForm({ user, labs, isSelf, onClose }: { user: AdminUser; labs: readonly AdminLab[]; isSelf: boolean; onClose: () => void }) {
  const [role, setRole] = useState<Role>(user.role);
  const [labId, setLabId] = useState(user.labId ?? '');
  const [labError, setLabError] = useState<string | undefined>();
  const update = useUpdateUser();
  const name = user.fullName ?? user.email;
  const changed = role !== user.role || (roleBelongsToLab(role) && labId !== (user.labId ?? ''));

  const save = () => {
    setLabError(undefined);
    if (roleBelongsToLab(role) && !labId) {
      setLabError('Choose the lab this technician works at.');
      return;
    }
    const change = {
      ...(role !== user.role ? { role } : {}),
      ...(roleBelongsToLab(role) && labId !== user.labId ? { labId } : {}),
    };
    update.mutate(
      { id: user.id, change },
      {
        onSuccess: () => {
          toast.success(`${name} updated`);
          onClose();
        },
      },
    );
  };

  return (
    <DialogContent title={`Manage ${name}`} description={user.email}>
      <form
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <ChoiceField
          id="manage-role"
          label="Role"
          value={role}
          onChange={(v) => setRole(v as Role)}
          options={ROLES.map((r) => [r, ROLE_LABELS[r]] as const)}
          disabled={isSelf}
          hint={isSelf ? 'This is your account: another administrator must change your role.' : role !== user.role ? NEW_ROLE_HINTS[role] : undefined}
        />
        {roleBelongsToLab(role) && (
          <ChoiceField
            id="manage-lab"
            label="Lab"
            value={labId}
            onChange={setLabId}
            error={labError}
            options={[['', 'Choose a lab…'], ...labs.map((l) => [l.id, l.name] as const)]}
            hint="A lab technician sees and works on the orders routed to this lab."
          />
        )}
        {update.isError && <Alert tone="error">{update.error.message}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" disabled={!changed || update.isPending}>
            {update.isPending ? 'Saving…' : 'Save changes'}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
