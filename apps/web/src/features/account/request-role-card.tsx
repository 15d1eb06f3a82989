import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ROLE_LABELS, ROLES, roleRequest, type Account } from '@labwise/domain';
import { ChoiceField } from '../../components/form';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { useRequestRole } from '../../api/account/request-role';

/**
 * 'Request another role': an explicit, administrator-approved request. The role the account has
 * stays until the request is approved (then it switches), so work goes on meanwhile.
 */
export function RequestRoleCard({ account }: { account: Account }) {
  const choices = ROLES.filter((role) => role !== account.role);
  const form = useForm({ resolver: zodResolver(roleRequest), defaultValues: { role: choices[0]! } });
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
          <FormProvider {...form}>
            <form noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={(e) => void form.handleSubmit(({ role }) => request.mutate(role))(e)}>
              <ChoiceField name="role" id="requested-role" label="Role" options={choices.map((r) => [r, ROLE_LABELS[r]] as const)} />
              <Button type="submit" disabled={request.isPending}>
                {request.isPending ? 'Sending…' : 'Request role'}
              </Button>
            </form>
          </FormProvider>
        )}
        {request.isError && <Alert tone="error">{request.error.message}</Alert>}
      </CardContent>
    </Card>
  );
}
