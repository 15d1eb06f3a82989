import { Menu } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { isNavItemActive, type NavItem } from '@labwise/domain';
import { Button } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';

/** The role navigation as a menu on narrow screens, where the link row does not fit. */
export function MobileNav({ items, className }: { items: NavItem[]; className?: string }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (items.length === 0) return null;
  const current = items.find((item) => isNavItemActive(item, pathname))?.path ?? pathname;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Open navigation" className={className}>
          <Menu className="h-5 w-5" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="min-w-56">
        <DropdownMenuRadioGroup value={current} onValueChange={(path) => void navigate(path)}>
          {items.map((item) => (
            <DropdownMenuRadioItem key={item.path} value={item.path}>
              {item.label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
