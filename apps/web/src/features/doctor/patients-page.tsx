import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ChevronLeft, ChevronRight, Search, Users } from 'lucide-react';
import { paths, type PatientSummary } from '@labwise/domain';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { formatDate, formatDateTime } from '../../lib/format';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { patientsPageQuery, PATIENTS_PAGE_SIZE } from '../../api/patients/list-patients';
import { NewPatientDialog } from './new-patient-dialog';
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

/** My Patients: the doctor's list with server search and pages (brief §2); `limitTo` makes the dashboard's short version. */
export function PatientsTable({ limitTo }: { limitTo?: number }) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const q = useDebouncedValue(search.trim(), 300);
  const pageSize = limitTo ?? PATIENTS_PAGE_SIZE;
  const patients = useQuery(patientsPageQuery(q, limitTo ? 0 : page, pageSize));
  const rows = patients.data?.rows;

  return (
    <div className="flex flex-col gap-3">
      <div className="relative max-w-md">
        <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          type="search"
          aria-label="Search patients"
          placeholder="Search patients by name, e-mail or phone..."
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(0);
          }}
          className="pl-9"
        />
      </div>
      {patients.isPending ? (
        <Spinner label="Loading patients…" />
      ) : patients.isError ? (
        <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
          <span>Your patients could not be loaded. {patients.error.message}</span>
          <Button size="sm" variant="outline" onClick={() => void patients.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : !rows?.length ? (
        q ? (
          <EmptyState icon={Search} title="No patients match your search." description="Try part of a name, an e-mail or a phone number." />
        ) : page > 0 ? (
          <EmptyState icon={Users} title="No more patients." action={<Button variant="outline" onClick={() => setPage(0)}>Back to the first page</Button>} />
        ) : (
          <EmptyState
            icon={Users}
            title="No patients yet."
            description="Add your first patient and send them the health questionnaire."
            action={<NewPatientDialog triggerLabel="Add your first patient" />}
          />
        )
      ) : (
        <>
          <Card className="relative overflow-x-auto p-0">
            <table className="w-full min-w-[40rem] text-sm">
              <caption className="sr-only">My Patients{q ? `, matching “${q}”` : ''}</caption>
              <thead className="border-b border-border text-left text-muted-foreground">
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium">Patient</th>
                  <th scope="col" className="px-4 py-3 font-medium">Age</th>
                  <th scope="col" className="px-4 py-3 font-medium">Status</th>
                  <th scope="col" className="px-4 py-3 font-medium">Last activity</th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody aria-busy={patients.isFetching}>
                {rows.map((patient) => (
                  <tr key={patient.id} className="border-b border-border last:border-0">
                    <td className="px-4 py-3">
                      <Link to={paths.patient(patient.id)} className="font-medium hover:underline">
                        {patient.fullName}
                      </Link>
                      <p className="break-all text-xs text-muted-foreground">{[patient.email, patient.phone].filter(Boolean).join(' · ') || 'No contact details'}</p>
                      <div className="mt-1">
                        <AccountNote patient={patient} />
                      </div>
                    </td>
                    <td className="px-4 py-3">{patient.age ?? '—'}</td>
                    <td className="px-4 py-3">
                      <PatientStatusBadge status={patient.status} />
                    </td>
                    <td className="px-4 py-3 text-muted-foreground">{patient.lastActivityAt ? formatDateTime(patient.lastActivityAt) : '—'}</td>
                    <td className="px-4 py-3">
                      <div className="flex justify-end gap-2">
                        {!patient.hasAccount && <SendInviteDialog patient={patient} />}
                        <Button asChild size="sm" variant="outline">
                          <Link to={paths.patient(patient.id)} aria-label={`View ${patient.fullName}`}>
                            View
                          </Link>
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
          {!limitTo && (page > 0 || patients.data.hasNext) && (
            <nav aria-label="Pages of patients" className="flex items-center justify-end gap-2">
              <span className="mr-auto text-sm text-muted-foreground" aria-live="polite">
                Page {page + 1}
              </span>
              <Button size="sm" variant="outline" disabled={page === 0 || patients.isFetching} onClick={() => setPage((p) => Math.max(0, p - 1))}>
                <ChevronLeft className="h-4 w-4" aria-hidden="true" />
                Previous
              </Button>
              <Button size="sm" variant="outline" disabled={!patients.data.hasNext || patients.isFetching} onClick={() => setPage((p) => p + 1)}>
                Next
                <ChevronRight className="h-4 w-4" aria-hidden="true" />
              </Button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}

/** Route patients: the doctor's patient list (brief §2). */
export function PatientsPage() {
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">My Patients</h1>
          <p className="text-muted-foreground">Everyone under your care, with where they are in their tests.</p>
        </div>
        <NewPatientDialog />
      </div>
      <PatientsTable />
    </div>
  );
}
