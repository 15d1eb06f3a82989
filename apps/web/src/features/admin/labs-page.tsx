import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Building2, Plus } from 'lucide-react';
import type { AdminLab } from '@labwise/domain';
import { QueryStates } from '../../components/query-states';
import { DataTable } from '../../components/data-table/data-table';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { SkeletonList } from '../../components/ui/skeleton-list';
import { SearchInput } from '../../components/ui/search-input';
import { useConfig } from '../../lib/config-context';
import { adminLabsQuery } from './api/labs';
import { PageHeader } from './components/page-header';
import { PartnershipRequests } from './labs/partnership-requests';
import { labColumns } from './labs/lab-columns';
import { loadWhenShown } from '../../components/load-when-shown';

const LabFormDialog = loadWhenShown(() => import('./labs/lab-form-dialog').then((m) => m.LabFormDialog));
const LabOfferingsDialog = loadWhenShown(() => import('./labs/lab-offerings-dialog').then((m) => m.LabOfferingsDialog));
const InterfaceCredentialsDialog = loadWhenShown(() => import('./labs/interface-credentials-dialog').then((m) => m.InterfaceCredentialsDialog));
const LabClosuresDialog = loadWhenShown(() => import('./labs/lab-closures-dialog').then((m) => m.LabClosuresDialog));

/** Route admin/labs: partner labs (Add Lab, edit), what each offers, interface keys, partnership requests. */
export function AdminLabsPage() {
  const { runtimeFeatures } = useConfig();
  const labs = useQuery(adminLabsQuery());
  const [q, setQ] = useState('');
  const [editing, setEditing] = useState<{ lab: AdminLab | null } | null>(null);
  const [offerings, setOfferings] = useState<AdminLab | null>(null);
  const [keys, setKeys] = useState<AdminLab | null>(null);
  const [closures, setClosures] = useState<AdminLab | null>(null);
  const shown = useMemo(() => {
    const text = q.trim().toLowerCase();
    return (labs.data ?? []).filter((l) => !text || [l.name, l.address, ...l.specialties].some((v) => v.toLowerCase().includes(text)));
  }, [labs.data, q]);
  const columns = labColumns({ interfaceKeys: runtimeFeatures.labIntegration, onEdit: (lab) => setEditing({ lab }), onOfferings: setOfferings, onClosures: setClosures, onKeys: setKeys });

  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title="Labs"
        description="Partner laboratories, their tests and opening hours."
        actions={
          <Button onClick={() => setEditing({ lab: null })}>
            <Plus className="h-4 w-4" aria-hidden="true" /> Add Lab
          </Button>
        }
      />
      <SearchInput label="Search labs" placeholder="Search by name, address or specialty..." value={q} onChange={setQ} className="md:w-1/2" />

      <QueryStates query={labs} loading={<SkeletonList label="Loading labs" rows={3} rowClassName="h-20" />}>
        {() => (
          <DataTable
            caption="Partner labs"
            rowsLabel="labs"
            columns={columns}
            data={shown}
            getRowId={(lab) => lab.id}
            pageSize={25}
            busy={labs.isFetching}
            tableClassName="min-w-[44rem]"
            empty={
              <EmptyState
                icon={Building2}
                title={q ? 'No laboratories match your search.' : 'No partner labs yet.'}
                action={q ? <Button variant="outline" onClick={() => setQ('')}>Clear Filters</Button> : <Button onClick={() => setEditing({ lab: null })}>Add Lab</Button>}
              />
            }
          />
        )}
      </QueryStates>

      <PartnershipRequests />
      {editing && <LabFormDialog open lab={editing.lab} onClose={() => setEditing(null)} />}
      {offerings && <LabOfferingsDialog lab={offerings} onClose={() => setOfferings(null)} />}
      {keys && <InterfaceCredentialsDialog lab={keys} onClose={() => setKeys(null)} />}
      {closures && <LabClosuresDialog lab={closures} onClose={() => setClosures(null)} />}
    </div>
  );
}
