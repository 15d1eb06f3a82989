import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Building2, Plus } from 'lucide-react';
import { LAB_STATUS_LABELS, type AdminLab } from '@labwise/domain';
import { QueryStates } from '../../components/query-states';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { SkeletonList } from '../../components/ui/skeleton-list';
import { SearchInput } from '../../components/ui/search-input';
import { useConfig } from '../../lib/config-context';
import { adminLabsQuery } from './api/labs';
import { PageHeader } from './components/page-header';
import { InterfaceCredentialsDialog } from './labs/interface-credentials-dialog';
import { LabClosuresDialog } from './labs/lab-closures-dialog';
import { LabFormDialog } from './labs/lab-form-dialog';
import { LabOfferingsDialog } from './labs/lab-offerings-dialog';
import { PartnershipRequests } from './labs/partnership-requests';

const STATUS_BADGE = { active: 'success', inactive: 'secondary', onboarding: 'warning' } as const;

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

      <QueryStates
        query={labs}
        loading={<SkeletonList label="Loading labs" rows={3} rowClassName="h-20" />}
        isEmpty={() => shown.length === 0}
        empty={
          <EmptyState
            icon={Building2}
            title={q ? 'No laboratories match your search.' : 'No partner labs yet.'}
            action={q ? <Button variant="outline" onClick={() => setQ('')}>Clear Filters</Button> : <Button onClick={() => setEditing({ lab: null })}>Add Lab</Button>}
          />
        }
      >
        {() => (
          <ul className="flex flex-col divide-y divide-border rounded-xl border border-border bg-card">
            {shown.map((lab) => (
              <li key={lab.id} className="grid gap-3 p-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_auto] lg:items-center">
                <div className="min-w-0">
                  <p className="font-semibold">
                    {lab.name} <Badge variant={STATUS_BADGE[lab.status]}>{LAB_STATUS_LABELS[lab.status]}</Badge>
                  </p>
                  <p className="text-sm text-muted-foreground">{lab.address}</p>
                  <p className="text-xs text-muted-foreground">
                    {lab.hours} ({lab.timeZone}) · {lab.phone} · {lab.email}
                  </p>
                </div>
                <p className="text-sm text-muted-foreground">
                  {lab.testsOffered} {lab.testsOffered === 1 ? 'test' : 'tests'} offered · capacity {lab.capacityPerDay}/day · {lab.technicians} {lab.technicians === 1 ? 'technician' : 'technicians'}
                  {lab.openPartnershipRequests > 0 && (
                    <>
                      {' · '}
                      <span className="font-medium text-warning">
                        {lab.openPartnershipRequests} open partnership {lab.openPartnershipRequests === 1 ? 'request' : 'requests'}
                      </span>
                    </>
                  )}
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button variant="outline" size="sm" onClick={() => setEditing({ lab })} aria-label={`Edit ${lab.name}`}>
                    Edit
                  </Button>
                  <Button variant="outline" size="sm" onClick={() => setOfferings(lab)} aria-label={`Tests offered by ${lab.name}`}>
                    Tests
                  </Button>
                  <Button variant="outline" size="sm" onClick={() => setClosures(lab)} aria-label={`Closures of ${lab.name}`}>
                    Closures
                  </Button>
                  {runtimeFeatures.labIntegration && (
                    <Button variant="outline" size="sm" onClick={() => setKeys(lab)} aria-label={`Interface keys for ${lab.name}`}>
                      Interface keys
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>

      <PartnershipRequests />
      <LabFormDialog open={editing !== null} lab={editing?.lab ?? null} onClose={() => setEditing(null)} />
      <LabOfferingsDialog lab={offerings} onClose={() => setOfferings(null)} />
      <InterfaceCredentialsDialog lab={keys} onClose={() => setKeys(null)} />
      <LabClosuresDialog lab={closures} onClose={() => setClosures(null)} />
    </div>
  );
}
