import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SLOT_DAYS, timeZoneLabel, type CollectionSlots } from '@labwise/domain';
import { QueryStates } from '../../../components/query-states';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/utils';
import { slotsQuery } from './appointments-api';

// The server sends the lab's calendar days and wall times; they are shown as they are, never moved to the browser's zone.
const dayFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' });
const shortDayFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' });
const asUtc = (date: string, time = '00:00') => new Date(`${date}T${time}:00Z`);

/** A native radio styled as a button: arrow keys move within its group, Space and click choose. */
const choice =
  'flex cursor-pointer items-center justify-center rounded-lg border border-border px-3 py-2 text-sm has-checked:border-primary has-checked:bg-primary has-checked:text-primary-foreground has-focus-visible:ring-2 has-focus-visible:ring-ring';

/**
 * The bookable collection times of an order's lab: its days, then the times of the chosen day, on
 * the lab's clocks and labelled with its zone. `value` is the chosen slot's instant.
 */
export function SlotPicker({ orderId, timeZone, value, onChange }: { orderId: string; timeZone: string; value: string; onChange: (at: string) => void }) {
  const slots = useQuery(slotsQuery(orderId));
  return (
    <QueryStates
      query={slots}
      loading={<Spinner label="Loading available times…" />}
      failure="The available times could not be loaded."
      empty={<p className="text-muted-foreground">No slots in the next {SLOT_DAYS} days</p>}
      isEmpty={(data) => data.days.length === 0}
    >
      {(data) => <SlotChoices key={orderId} data={data} timeZone={timeZone} orderId={orderId} value={value} onChange={onChange} />}
    </QueryStates>
  );
}

function SlotChoices({ data, timeZone, orderId, value, onChange }: { data: CollectionSlots; timeZone: string; orderId: string; value: string; onChange: (at: string) => void }) {
  const [chosenDay, setChosenDay] = useState(() => data.days.find((d) => d.slots.some((s) => s.at === value))?.date ?? data.days[0]!.date);
  const day = data.days.find((d) => d.date === chosenDay) ?? data.days[0]!;
  const zoneHint = `slots-${orderId}-zone`;
  return (
    <div className="flex flex-col gap-3">
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium">Day</legend>
        <div role="radiogroup" aria-label="Day" className="flex gap-2 overflow-x-auto pb-1">
          {data.days.map((d) => (
            <label key={d.date} className={cn(choice, 'whitespace-nowrap')}>
              <input
                type="radio"
                className="sr-only"
                name={`slot-day-${orderId}`}
                value={d.date}
                checked={d.date === day.date}
                aria-label={dayFormat.format(asUtc(d.date))}
                onChange={() => {
                  setChosenDay(d.date);
                  onChange('');
                }}
              />
              {shortDayFormat.format(asUtc(d.date))}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset aria-describedby={zoneHint}>
        <legend className="mb-1.5 text-sm font-medium">Time on {dayFormat.format(asUtc(day.date))}</legend>
        <div role="radiogroup" aria-label="Time" aria-describedby={zoneHint} className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {day.slots.map((slot) => (
            <label key={slot.at} className={choice}>
              <input type="radio" className="sr-only" name={`slot-time-${orderId}`} value={slot.at} checked={slot.at === value} onChange={() => onChange(slot.at)} />
              {timeFormat.format(asUtc(day.date, slot.time))}
            </label>
          ))}
        </div>
        <p id={zoneHint} className="mt-1.5 text-xs text-muted-foreground">
          Times are in the lab’s time zone ({timeZoneLabel(timeZone)}).
        </p>
      </fieldset>
    </div>
  );
}
