import { LAB_STATUS_LABELS, type AdminLab } from '@labwise/domain';
import { columnsOf } from '../../../components/data-table/data-table';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';

const STATUS_BADGE = { active: 'success', inactive: 'secondary', onboarding: 'warning' } as const;
const col = columnsOf<AdminLab>();

type Deps = {
  interfaceKeys: boolean;
  onEdit: (lab: AdminLab) => void;
  onOfferings: (lab: AdminLab) => void;
  onClosures: (lab: AdminLab) => void;
  onKeys: (lab: AdminLab) => void;
};

/** The Labs table: the lab and how to reach it, what it offers, and the administrator's actions. */
export const labColumns = ({ interfaceKeys, onEdit, onOfferings, onClosures, onKeys }: Deps) => [
  col.accessor('name', {
    header: 'Lab',
    sortFn: 'text',
    meta: { cellClassName: 'min-w-[16rem]' },
    cell: ({ row: { original: lab } }) => (
      <>
        <p className="font-semibold">
          {lab.name} <Badge variant={STATUS_BADGE[lab.status]}>{LAB_STATUS_LABELS[lab.status]}</Badge>
        </p>
        <p className="text-sm text-muted-foreground">{lab.address}</p>
        <p className="text-xs text-muted-foreground">
          {lab.hours} ({lab.timeZone}) · {lab.phone} · {lab.email}
        </p>
      </>
    ),
  }),
  col.accessor('testsOffered', {
    header: 'Offers',
    sortFn: 'basic',
    meta: { cellClassName: 'text-sm text-muted-foreground' },
    cell: ({ row: { original: lab } }) => (
      <>
        {lab.testsOffered} {lab.testsOffered === 1 ? 'test' : 'tests'} offered · capacity {lab.capacityPerDay}/day · {lab.technicians} {lab.technicians === 1 ? 'technician' : 'technicians'}
        {lab.openPartnershipRequests > 0 && (
          <>
            {' · '}
            <span className="font-medium text-warning">
              {lab.openPartnershipRequests} open partnership {lab.openPartnershipRequests === 1 ? 'request' : 'requests'}
            </span>
          </>
        )}
      </>
    ),
  }),
  col.display({
    id: 'actions',
    header: 'Actions',
    meta: { srOnlyHeader: true },
    cell: ({ row: { original: lab } }) => (
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" size="sm" onClick={() => onEdit(lab)} aria-label={`Edit ${lab.name}`}>
          Edit
        </Button>
        <Button variant="outline" size="sm" onClick={() => onOfferings(lab)} aria-label={`Tests offered by ${lab.name}`}>
          Tests
        </Button>
        <Button variant="outline" size="sm" onClick={() => onClosures(lab)} aria-label={`Closures of ${lab.name}`}>
          Closures
        </Button>
        {interfaceKeys && (
          <Button variant="outline" size="sm" onClick={() => onKeys(lab)} aria-label={`Interface keys for ${lab.name}`}>
            Interface keys
          </Button>
        )}
      </div>
    ),
  }),
];
