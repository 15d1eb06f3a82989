import { LogOut, UserRound } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth-context';
import { paths, ROLE_LABELS, type Account } from '@labwise/domain';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

/** Avatar menu (brief §2): name, e-mail, optional title, role badge, Log out. */
export function UserMenu({ account }: { account: Account }) {
  const auth = useAuth();
  const navigate = useNavigate();
  const name = account.fullName ?? account.email;
  // The initials shown are part of the name, so "Account menu, MP" matches what is seen.
  const mark = initials(name);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={mark ? `Account menu, ${mark}` : 'Account menu'} className="rounded-full">
          <span className="grid h-9 w-9 place-items-center rounded-full bg-accent text-sm font-semibold text-primary">
            {mark || <UserRound className="h-4 w-4" />}
          </span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-64">
        <DropdownMenuLabel>
          <p className="font-semibold">{name}</p>
          <p className="truncate text-xs text-muted-foreground">{account.email}</p>
          {account.title && <p className="text-xs text-muted-foreground">{account.title}</p>}
          <Badge variant="secondary" className="mt-2">
            {ROLE_LABELS[account.role]}
          </Badge>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void navigate(paths.account)}>
          <UserRound className="h-4 w-4" aria-hidden="true" /> My account
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void auth.signoutRedirect()}>
          <LogOut className="h-4 w-4" aria-hidden="true" /> Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
