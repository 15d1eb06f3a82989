import { lazy } from 'react';
import { UserRound } from 'lucide-react';
import type { Account } from '@labwise/domain';
import { Button } from '../../components/ui/button';
import { OnDemand, useOpenOnDemand } from '../../components/open-on-demand';

// The menu loads when first opened (components/open-on-demand.tsx).
const loadDropdown = () => import('./user-menu-dropdown');
const UserMenuDropdown = lazy(() => loadDropdown().then((m) => ({ default: m.UserMenuDropdown })));

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

/** The header's avatar button and its menu (user-menu-dropdown.tsx). */
export function UserMenu({ account }: { account: Account }) {
  const { open, setOpen, wanted, triggerProps } = useOpenOnDemand(loadDropdown);
  const name = account.fullName ?? account.email;
  // The initials shown are part of the name, so "Account menu, MP" matches what is seen.
  const mark = initials(name);
  const button = (
    <Button
      variant="ghost"
      size="icon"
      aria-label={mark ? `Account menu, ${mark}` : 'Account menu'}
      aria-haspopup="menu"
      className="rounded-full"
      {...triggerProps}
    >
      <span className="grid h-9 w-9 place-items-center rounded-full bg-accent text-sm font-semibold text-primary">
        {mark || <UserRound className="h-4 w-4" />}
      </span>
    </Button>
  );
  return (
    <OnDemand wanted={wanted} trigger={button}>
      <UserMenuDropdown account={account} name={name} trigger={button} open={open} onOpenChange={setOpen} />
    </OnDemand>
  );
}
