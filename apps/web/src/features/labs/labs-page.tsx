import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { toast } from '../../lib/toast';
import { paths, PARTNERSHIP_SENT, RATING_MESSAGES, type Lab } from '@labwise/domain';
import { StatCards } from '../../components/stat-cards';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/select-field';
import { Spinner } from '../../components/ui/spinner';
import { SearchInput } from '../../components/ui/search-input';
import { useCan } from '../../lib/can';
import { LabCard } from './lab-card';
import { LabDetailsDialog } from './lab-details-dialog';
import { labNetworkQuery } from '../../api/labs/lab-network';
import { usePartnershipRequest } from '../../api/labs/request-partnership';
import { FailedAlert } from '../../components/failed-alert';

/** Labs without a figure (no ratings, no measured turnaround) sort after those with one, then by name. */
const known = (a: number | null, b: number | null, better: (x: number, y: number) => number) =>
  a === null ? (b === null ? 0 : 1) : b === null ? -1 : better(a, b);
const byName = (a: Lab, b: Lab) => a.name.localeCompare(b.name);

const SORTS = {
  name: { label: 'Name', compare: byName },
  rating: { label: 'Highest rated', compare: (a: Lab, b: Lab) => known(a.rating, b.rating, (x, y) => y - x) || byName(a, b) },
  turnaround: {
    label: 'Fastest turnaround',
    compare: (a: Lab, b: Lab) => known(a.averageTurnaroundHours, b.averageTurnaroundHours, (x, y) => x - y) || byName(a, b),
  },
  capacity: { label: 'Highest capacity', compare: (a: Lab, b: Lab) => b.capacityPerDay - a.capacityPerDay },
} as const;
type SortKey = keyof typeof SORTS;

/** The lab network (brief §2): search, filters, sorts, summary figures from data, details and partnering. */
export function LabsPage() {
  const can = useCan();
  const network = useQuery(labNetworkQuery());
  const partner = usePartnershipRequest();
  const [q, setQ] = useState('');
  const [specialty, setSpecialty] = useState('');
  const [location, setLocation] = useState('');
  const [sort, setSort] = useState<SortKey>('name');
  const [details, setDetails] = useState<Lab | null>(null);

  const labs = network.data?.labs;
  const specialties = useMemo(() => [...new Set(labs?.flatMap((l) => l.specialties))].sort(), [labs]);
  const locations = useMemo(() => [...new Set(labs?.map((l) => l.location))].sort(), [labs]);
  const shown = useMemo(() => {
    const text = q.trim().toLowerCase();
    return (labs ?? [])
      .filter((l) => !text || [l.name, l.address, ...l.specialties].some((v) => v.toLowerCase().includes(text)))
      .filter((l) => !specialty || l.specialties.includes(specialty))
      .filter((l) => !location || l.location === location)
      .sort(SORTS[sort].compare);
  }, [labs, q, specialty, location, sort]);

  const requestPartnership = (lab: Lab) =>
    partner.mutate(lab.id, { onSuccess: () => toast.success(PARTNERSHIP_SENT), onError: (e) => toast.error(e.message) });

  if (network.isPending) return <Spinner label="Loading the lab network…" />;
  if (network.isError) return <FailedAlert retrying={network.isFetching} onRetry={() => void network.refetch()}>The lab network could not be loaded. {network.error.message}</FailedAlert>;
  const { summary } = network.data;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Lab Network</h1>
          <p className="text-muted-foreground">Our partner laboratories, their tests and how they perform.</p>
        </div>
        {can('manage:labs:all') && (
          <Button asChild>
            <Link to={paths.adminLabs}>Add Laboratory</Link>
          </Button>
        )}
      </div>
      <StatCards
        stats={[
          ['Partner Labs', summary.partnerLabs],
          ['Active Orders', summary.activeOrders],
          ['Avg. Turnaround', summary.averageTurnaroundDays === null ? RATING_MESSAGES.noTurnaround : `${summary.averageTurnaroundDays} days`],
          ['Network Rating', summary.networkRating === null ? RATING_MESSAGES.noRatings : summary.networkRating.toFixed(1)],
        ]}
      />
      <div className="grid gap-3 md:grid-cols-[2fr_1fr_1fr_1fr]">
        <SearchInput label="Search labs" placeholder="Search by name, address or specialty..." value={q} onChange={setQ} />
        <SelectField id="lab-specialty" label="Specialty" value={specialty} onChange={setSpecialty} options={[['', 'All specialties'], ...specialties.map((s) => [s, s] as [string, string])]} />
        <SelectField id="lab-location" label="Location" value={location} onChange={setLocation} options={[['', 'All locations'], ...locations.map((l) => [l, l] as [string, string])]} />
        <SelectField id="lab-sort" label="Sort" value={sort} onChange={(v) => setSort(v as SortKey)} options={Object.entries(SORTS).map(([k, s]) => [k, s.label] as [string, string])} />
      </div>
      {shown.length === 0 ? (
        <div className="flex flex-col items-center gap-3 py-16 text-center">
          <p>No laboratories match your search.</p>
          <Button variant="outline" onClick={() => (setQ(''), setSpecialty(''), setLocation(''))}>
            Clear Filters
          </Button>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {shown.map((lab) => (
            <li key={lab.id}>
              <LabCard lab={lab} onDetails={() => setDetails(lab)} onPartner={() => requestPartnership(lab)} partnering={partner.isPending} />
            </li>
          ))}
        </ul>
      )}
      <LabDetailsDialog lab={details} onClose={() => setDetails(null)} />
    </div>
  );
}

