import { Building2, Clock, Mail, Phone, Star } from 'lucide-react';
import { RATING_MESSAGES, type Lab } from '@labwise/domain';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { countOf } from '../../lib/plural';

/** Measured hours as the card shows them: '26h', '26.5h', and 'Under 1h' rather than '0h'. */
export const hours = (value: number): string => (value < 1 ? 'Under 1h' : `${Number.isInteger(value) ? value : value.toFixed(1)}h`);

export function LabCard({ lab, onDetails, onPartner, partnering }: { lab: Lab; onDetails: () => void; onPartner: () => void; partnering: boolean }) {
  const extra = lab.specialties.length - 3;
  return (
    <Card className="flex h-full flex-col gap-3 p-5">
      <div className="flex items-start gap-3">
        {lab.logoUrl ? (
          <img src={lab.logoUrl} alt="" className="h-10 w-10 rounded-lg object-cover" />
        ) : (
          <span className="grid h-10 w-10 shrink-0 place-items-center rounded-lg bg-accent text-primary" aria-hidden="true">
            <Building2 className="h-5 w-5" />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold leading-tight">{lab.name}</h3>
          <p className="text-sm text-muted-foreground">{lab.address}</p>
        </div>
        <Badge variant={lab.status === 'active' ? 'success' : 'warning'} className="capitalize">
          {lab.status}
        </Badge>
      </div>
      <div className="flex flex-wrap gap-1.5">
        {lab.specialties.slice(0, 3).map((s) => (
          <Badge key={s} variant="outline">
            {s}
          </Badge>
        ))}
        {extra > 0 && <Badge variant="secondary">+{extra} more</Badge>}
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div className="flex items-center gap-1.5">
          <Star className="h-4 w-4 fill-warning text-warning" aria-hidden="true" />
          <dt className="sr-only">Rating</dt>
          <dd>{lab.rating === null ? RATING_MESSAGES.noRatings : <span aria-label={`${lab.rating.toFixed(1)} out of 5 from ${countOf(lab.ratingCount, 'rating')}`}>{lab.rating.toFixed(1)}</span>}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <Clock className="h-4 w-4" aria-hidden="true" />
          <dt className="sr-only">Average turnaround</dt>
          <dd>{lab.averageTurnaroundHours === null ? RATING_MESSAGES.noTurnaround : `${hours(lab.averageTurnaroundHours)} turnaround`}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Active orders</dt>
          <dd className="font-semibold">{lab.activeOrders}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Available tests</dt>
          <dd className="font-semibold">{lab.availableTests}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-muted-foreground">Capacity used ({lab.capacityPerDay} tests/day)</dt>
          <dd className="mt-1 flex items-center gap-2">
            <span className="h-2 flex-1 overflow-hidden rounded-full bg-muted">
              <span className="block h-full bg-primary" style={{ width: `${lab.capacityUsedPercent}%` }} />
            </span>
            {lab.capacityUsedPercent}%
          </dd>
        </div>
      </dl>
      <div className="flex flex-col gap-1 text-sm text-muted-foreground">
        <span className="flex items-center gap-1.5">
          <Phone className="h-4 w-4" aria-hidden="true" /> {lab.phone}
        </span>
        <span className="flex items-center gap-1.5 break-all">
          <Mail className="h-4 w-4 shrink-0" aria-hidden="true" /> {lab.email}
        </span>
      </div>
      <div className="mt-auto flex gap-2">
        <Button variant="outline" size="sm" className="flex-1" onClick={onDetails}>
          Details
        </Button>
        <Button size="sm" className="flex-1" onClick={onPartner} disabled={partnering}>
          Partner
        </Button>
      </div>
    </Card>
  );
}
