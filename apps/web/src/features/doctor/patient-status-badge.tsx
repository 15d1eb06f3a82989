import { PATIENT_STATUS_LABELS, type PatientStatus } from '@labwise/domain';
import { Badge } from '../../components/ui/badge';

const VARIANT: Record<PatientStatus, 'secondary' | 'outline' | 'warning' | 'default' | 'success'> = {
  new: 'secondary',
  in_questionnaire: 'outline',
  awaiting_payment: 'warning',
  in_progress: 'default',
  results_ready: 'success',
};

export function PatientStatusBadge({ status }: { status: PatientStatus }) {
  return <Badge variant={VARIANT[status]}>{PATIENT_STATUS_LABELS[status]}</Badge>;
}
