import { useLocation, useNavigate } from 'react-router';
import { isNavItemActive, type NavItem } from '@labwise/domain';
import type { OnDemandProps } from '../../components/open-on-demand';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';

/** The navigation menu around the header's menu button; the current page is checked. */
export function MobileNavMenu({ items, trigger, open, onOpenChange }: { items: NavItem[] } & OnDemandProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = items.find((item) => isNavItemActive(item, pathname))?.path ?? pathname;
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
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
