import { useState } from 'react';
import { useNavigate } from 'react-router';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Command } from 'cmdk';
import { FlaskConical, Loader2, Search, ShoppingBag, UserRound } from 'lucide-react';
import { ORDER_STATUS_LABELS, SEARCH_MAX_LENGTH, SEARCH_MESSAGES, type Role } from '@labwise/domain';
import { Button } from '../../components/ui/button';
import { useReturnFocus } from '../../components/ui/return-focus';
import { formatDate } from '../../lib/format';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { isSearchable, useSearch } from './api/search';
import { orderDestination, patientDestination, testDestination } from './destinations';

const groupClass =
  'px-1 py-1 [&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-muted-foreground';
const itemClass =
  'flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 text-sm outline-none data-[selected=true]:bg-muted data-[disabled=true]:cursor-default data-[disabled=true]:opacity-70';

/**
 * The command palette (brief §2): 'Search patients, orders, tests...', groups Patients, Orders
 * and Tests from the server's scoped search, 'No results found.' when nothing matches, a list
 * capped at 300px. Arrow keys move, Enter opens, Escape closes.
 */
export function SearchPalette({
  open,
  onOpenChange,
  role,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  role: Role;
}) {
  const returnFocus = useReturnFocus();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <DialogPrimitive.Content
          {...returnFocus}
          aria-describedby={undefined}
          className="fixed left-1/2 top-[12vh] z-50 w-[calc(100%-1.5rem)] max-w-xl -translate-x-1/2 overflow-hidden rounded-xl border border-border bg-card shadow-xl"
        >
          <DialogPrimitive.Title className="sr-only">Search</DialogPrimitive.Title>
          {/* Mounted only while open: each opening starts from an empty box. */}
          <PaletteBody role={role} onDone={() => onOpenChange(false)} />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

function PaletteBody({ role, onDone }: { role: Role; onDone: () => void }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 250);
  const search = useSearch(q);
  const typed = text.trim();
  const tooLong = typed.length > SEARCH_MAX_LENGTH;

  const go = (to: string) => {
    onDone();
    void navigate(to);
  };

  // Only show results that answer what is typed now (or the previous answer while the next loads).
  const data = isSearchable(q) ? search.data : undefined;
  const waiting = typed !== q || search.isFetching;
  const total = data ? data.patients.length + data.orders.length + data.tests.length : 0;

  return (
    <Command shouldFilter={false} loop vimBindings={false} label="Search patients, orders and tests">
      <div className="flex items-center gap-2 border-b border-border px-3">
        <Search className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <Command.Input
          value={text}
          onValueChange={setText}
          placeholder={SEARCH_MESSAGES.placeholder}
          className="h-12 w-full bg-transparent text-sm outline-none placeholder:text-muted-foreground focus-visible:outline-none!"
        />
        {typed && waiting && !tooLong && (
          <Loader2 className="h-4 w-4 shrink-0 animate-spin text-muted-foreground" aria-hidden="true" />
        )}
      </div>
      {/* Messages sit beside the listbox, never in it: a listbox holds only options (axe: aria-required-children). */}
      {!typed ? (
        <p className="px-3 py-6 text-center text-sm text-muted-foreground">
          Type a name, an order number or a test.
        </p>
      ) : tooLong ? (
        <p role="alert" className="px-3 py-6 text-center text-sm text-destructive">
          {SEARCH_MESSAGES.query}
        </p>
      ) : search.isError && !waiting ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-2 px-3 py-6 text-center text-sm text-destructive"
        >
          {search.error.message}
          <Button size="sm" variant="outline" onClick={() => void search.refetch()}>
            Retry
          </Button>
        </div>
      ) : !data ? (
        <p role="status" className="px-3 py-6 text-center text-sm text-muted-foreground">
          Searching…
        </p>
      ) : total === 0 ? (
        waiting ? (
          <p className="px-3 py-6 text-center text-sm text-muted-foreground">Searching…</p>
        ) : (
          <p role="status" className="px-3 py-6 text-center text-sm text-muted-foreground">
            {SEARCH_MESSAGES.empty}
          </p>
        )
      ) : null}
      <Command.List className="max-h-[300px] overflow-y-auto overscroll-contain p-1">
        {typed && data && total > 0 && !tooLong && !(search.isError && !waiting) && (
          <>
            {data.patients.length > 0 && (
              <Command.Group heading="Patients" className={groupClass}>
                {data.patients.map((p) => (
                  <Command.Item
                    key={p.id}
                    value={`patient:${p.id}`}
                    onSelect={() => go(patientDestination(role, p))}
                    className={itemClass}
                  >
                    <UserRound className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                    <span className="min-w-0 flex-1 truncate font-medium">{p.fullName}</span>
                    <span className="hidden truncate text-xs text-muted-foreground sm:inline">
                      {[p.dateOfBirth && `Born ${formatDate(p.dateOfBirth)}`, p.email]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </Command.Item>
                ))}
              </Command.Group>
            )}
            {data.orders.length > 0 && (
              <Command.Group heading="Orders" className={groupClass}>
                {data.orders.map((o) => {
                  const to = orderDestination(role, o);
                  return (
                    <Command.Item
                      key={o.id}
                      value={`order:${o.id}`}
                      disabled={to === null}
                      onSelect={() => to && go(to)}
                      className={itemClass}
                    >
                      <ShoppingBag className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                      <span className="font-medium">{o.orderNumber}</span>
                      <span className="min-w-0 flex-1 truncate text-xs text-muted-foreground">
                        {[o.patientName, o.labName].filter(Boolean).join(' · ')}
                      </span>
                      <span className="shrink-0 rounded-full bg-muted px-2 py-0.5 text-xs">
                        {ORDER_STATUS_LABELS[o.status]}
                      </span>
                    </Command.Item>
                  );
                })}
              </Command.Group>
            )}
            {data.tests.length > 0 && (
              <Command.Group heading="Tests" className={groupClass}>
                {data.tests.map((t) => (
                  <Command.Item
                    key={t.id}
                    value={`test:${t.id}`}
                    onSelect={() => go(testDestination(t))}
                    className={itemClass}
                  >
                    <FlaskConical className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                    <span className="min-w-0 flex-1 truncate font-medium">{t.name}</span>
                    <span className="shrink-0 text-xs text-muted-foreground">{t.code}</span>
                  </Command.Item>
                ))}
              </Command.Group>
            )}
          </>
        )}
      </Command.List>
    </Command>
  );
}
