import { useState } from 'react';
import { ROLE_LABELS, ROLES, type Account, type Role } from '@labwise/domain';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { SelectField } from '../../components/ui/select-field';
import { useRequestRole } from '../../api/account/request-role';

/**
 * 'Request another role': an explicit, administrator-approved request. The role the account has
 * stays until the request is approved (then it switches), so work goes on meanwhile.
 */
export function RequestRoleCard({ account }: { account: Account }) {
  const choices = ROLES.filter((role) => role !== account.role);
  const [role, setRole] = useState<Role>(choices[0]!);
  const request = useRequestRole();

  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <CardTitle className="text-lg">Request another role</CardTitle>
        <CardDescription>
          An administrator reviews each request. You keep working as {ROLE_LABELS[account.role]} until it is
          approved.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {account.requestedRole ? (
          <Alert tone="info">
            Your request for the {ROLE_LABELS[account.requestedRole]} role is waiting for an administrator.
            You keep working as {ROLE_LABELS[account.role]} meanwhile.
          </Alert>
        ) : (
          <form
            className="flex flex-col gap-3 sm:flex-row sm:items-end"
            onSubmit={(event) => {
              event.preventDefault();
              request.mutate(role);
            }}
          >
            <SelectField
              id="requested-role"
              label="Role"
              hideLabel={false}
              value={role}
              onChange={(v) => setRole(v as Role)}
              options={choices.map((r) => [r, ROLE_LABELS[r]] as const)}
            />
            <Button type="submit" disabled={request.isPending}>
              {request.isPending ? 'Sending…' : 'Request role'}
            </Button>
          </form>
        )}
        {request.isError && <Alert tone="error">{request.error.message}</Alert>}
      </CardContent>
    </Card>
  );
}
