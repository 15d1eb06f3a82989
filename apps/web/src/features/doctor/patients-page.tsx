import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Search, Users } from 'lucide-react';
import { DataTable } from '../../components/data-table/data-table';
import { TablePager } from '../../components/data-table/table-pager';
import { ExportCsv } from '../../components/export-csv';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { patientsPageQuery, PATIENTS_PAGE_SIZE } from '../../api/patients/list-patients';
import { NewPatientButton } from './new-patient-button';
import { exportPatients } from '../../api/exports/export-patients';
import { PATIENT_COLUMNS } from './patient-columns';

/** My Patients: the doctor's list with server search and pages (brief §2); `limitTo` makes the dashboard's short version. */
export function PatientsTable({ limitTo }: { limitTo?: number }) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const q = useDebouncedValue(search.trim(), 300);
  const pageSize = limitTo ?? PATIENTS_PAGE_SIZE;
  const patients = useQuery(patientsPageQuery(q, limitTo ? 0 : page, pageSize));

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
      ) : (
        <>
          <DataTable
            caption={`My Patients${q ? `, matching “${q}”` : ''}`}
            rowsLabel="patients"
            columns={PATIENT_COLUMNS}
            data={patients.data.rows}
            getRowId={(p) => p.id}
            empty={
              q ? (
                <EmptyState icon={Search} title="No patients match your search." description="Try part of a name, an e-mail or a phone number." />
              ) : page > 0 ? (
                <EmptyState icon={Users} title="No more patients." action={<Button variant="outline" onClick={() => setPage(0)}>Back to the first page</Button>} />
              ) : (
                <EmptyState
                  icon={Users}
                  title="No patients yet."
                  description="Add your first patient and send them the health questionnaire."
                  action={<NewPatientButton triggerLabel="Add your first patient" />}
                />
              )
            }
            busy={patients.isFetching}
            tableClassName="min-w-[40rem]"
          />
          {!limitTo && (page > 0 || patients.data.hasNext) && (
            <TablePager
              label="patients"
              pageIndex={page}
              pageCount={null}
              canPrevious={page > 0 && !patients.isFetching}
              canNext={patients.data.hasNext && !patients.isFetching}
              onPrevious={() => setPage((p) => Math.max(0, p - 1))}
              onNext={() => setPage((p) => p + 1)}
            />
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
        <NewPatientButton />
      </div>
      <ExportCsv what="patients" onExport={exportPatients} />
      <PatientsTable />
    </div>
  );
}
