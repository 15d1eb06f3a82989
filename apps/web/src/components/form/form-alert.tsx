import { useFormContext } from 'react-hook-form';
import { Alert } from '../ui/alert';

/** The form-wide problem: a check on the whole form (`errors.root`) or a failed save's message. */
export function FormAlert({ message }: { message?: string | null | undefined }) {
  const { formState } = useFormContext();
  const text = message ?? formState.errors.root?.message;
  return text ? <Alert tone="error">{text}</Alert> : null;
}
