import { Link } from 'react-router';
import { paths, type PatientSummary } from '@labwise/domain';
import { columnsOf } from '../../components/data-table/data-table';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { formatDate, formatDateTime } from '../../lib/format';
import { PatientStatusBadge } from './patient-status-badge';
import { SendInviteDialog } from './send-invite-dialog';

/** Whether the patient has signed up, and if not whether an invitation is on its way. */
function AccountNote({ patient }: { patient: PatientSummary }) {
  if (patient.hasAccount) return patient.consentGiven ? null : <Badge variant="warning">Consent missing</Badge>;
  return patient.invitePendingSince ? (
    <span className="text-xs text-muted-foreground">Invited {formatDate(patient.invitePendingSince)}</span>
  ) : (
    <Badge variant="outline">Not invited</Badge>
  );
}

const col = columnsOf<PatientSummary>();

/** My Patients' columns; sorting orders the page shown (the server pages the list by name). */
export const PATIENT_COLUMNS = [
  col.accessor('fullName', {
    header: 'Patient',
    sortFn: 'text',
    cell: ({ row: { original: patient } }) => (
      <>
        <Link to={paths.patient(patient.id)} className="font-medium hover:underline">
          {patient.fullName}
        </Link>
        <p className="break-all text-xs text-muted-foreground">{[patient.email, patient.phone].filter(Boolean).join(' · ') || 'No contact details'}</p>
        <div className="mt-1">
          <AccountNote patient={patient} />
        </div>
      </>
    ),
  }),
  col.accessor('age', { header: 'Age', sortUndefined: 'last', cell: ({ getValue }) => getValue() ?? '—' }),
  col.accessor('status', { header: 'Status', cell: ({ getValue }) => <PatientStatusBadge status={getValue()} /> }),
  col.accessor('lastActivityAt', {
    header: 'Last activity',
    sortUndefined: 'last',
    meta: { cellClassName: 'text-muted-foreground' },
    cell: ({ getValue }) => {
      const at = getValue();
      return at ? formatDateTime(at) : '—';
    },
  }),
  col.display({
    id: 'actions',
    header: 'Actions',
    meta: { srOnlyHeader: true },
    cell: ({ row: { original: patient } }) => (
      <div className="flex justify-end gap-2">
        {!patient.hasAccount && <SendInviteDialog patient={patient} />}
        <Button asChild size="sm" variant="outline">
          <Link to={paths.patient(patient.id)} aria-label={`View ${patient.fullName}`}>
            View
          </Link>
        </Button>
      </div>
    ),
  }),
];
