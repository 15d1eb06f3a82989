import { LogOut, UserRound } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth-context';
import { paths, ROLE_LABELS, type Account } from '@labwise/domain';
import type { OnDemandProps } from '../../components/open-on-demand';
import { Badge } from '../../components/ui/badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';

/**
 * The avatar menu itself (brief §2): name, e-mail, optional title, role badge, My account, Log out.
 * Loaded when first opened (user-menu.tsx); `trigger` is the avatar button, which becomes the
 * menu's trigger.
 */
export function UserMenuDropdown({
  account,
  name,
  trigger,
  open,
  onOpenChange,
}: { account: Account; name: string } & OnDemandProps) {
  const auth = useAuth();
  const navigate = useNavigate();
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
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
