import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { adminUserUpdate, ROLE_LABELS, roleBelongsToLab, ROLES, USER_MESSAGES, type AdminLab, type AdminUser, type Role } from '@labwise/domain';
import { applyServerErrors, bodyResolver, ChoiceField } from '../../../components/form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { useUpdateUser, type UserChange } from '../api/users';

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

type Values = { role: Role; labId: string };

/** What the dialog sends: the role if it changed, the lab if the (new) role works at one and it changed. */
const changeOf = (user: AdminUser, v: Values) => ({
  ...(v.role !== user.role ? { role: v.role } : {}),
  ...(roleBelongsToLab(v.role) && v.labId !== (user.labId ?? '') ? { labId: v.labId } : {}),
});

function ManageUserForm({ user, labs, isSelf, onClose }: { user: AdminUser; labs: readonly AdminLab[]; isSelf: boolean; onClose: () => void }) {
  const form = useForm<Values, unknown, UserChange>({
    resolver: bodyResolver(adminUserUpdate, (v: Values) => changeOf(user, v), undefined, (v: Values) => (roleBelongsToLab(v.role) && !v.labId ? { labId: USER_MESSAGES.chooseLab } : {})),
    defaultValues: { role: user.role, labId: user.labId ?? '' },
  });
  const [role, labId] = useWatch({ control: form.control, name: ['role', 'labId'] });
  const update = useUpdateUser();
  const name = user.fullName ?? user.email;
  const changed = Object.keys(changeOf(user, { role, labId })).length > 0;

  const save = form.handleSubmit((change) =>
    update.mutate(
      { id: user.id, change },
      {
        onSuccess: () => {
          toast.success(`${name} updated`);
          onClose();
        },
        onError: (error) => applyServerErrors(error, form.setError, ['role', 'labId']),
      },
    ),
  );

  return (
    <DialogContent title={`Manage ${name}`} description={user.email}>
      <FormProvider {...form}>
        <form className="flex flex-col gap-4" noValidate onSubmit={(e) => void save(e)}>
          <ChoiceField<Values>
            name="role"
            id="manage-role"
            label="Role"
            options={ROLES.map((r) => [r, ROLE_LABELS[r]] as const)}
            disabled={isSelf}
            hint={isSelf ? 'This is your account: another administrator must change your role.' : role !== user.role ? NEW_ROLE_HINTS[role] : undefined}
          />
          {roleBelongsToLab(role) && (
            <ChoiceField<Values>
              name="labId"
              id="manage-lab"
              label="Lab"
              options={[['', 'Choose a lab…'], ...labs.map((l) => [l.id, l.name] as const)]}
              hint="A lab technician sees and works on the orders routed to this lab."
            />
          )}
          {update.isError && Object.keys(form.formState.errors).length === 0 && <Alert tone="error">{update.error.message}</Alert>}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={!changed || update.isPending}>
              {update.isPending ? 'Saving…' : 'Save changes'}
            </Button>
          </div>
        </form>
      </FormProvider>
    </DialogContent>
  );
}
