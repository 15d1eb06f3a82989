import { lazy } from 'react';
import { Menu } from 'lucide-react';
import type { NavItem } from '@labwise/domain';
import { Button } from '../../components/ui/button';
import { OnDemand, useOpenOnDemand } from '../../components/open-on-demand';

const loadMenu = () => import('./mobile-nav-menu');
const MobileNavMenu = lazy(() => loadMenu().then((m) => ({ default: m.MobileNavMenu })));

/** The role navigation as a menu on narrow screens, where the link row does not fit; the menu loads when first opened. */
export function MobileNav({ items, className }: { items: NavItem[]; className?: string }) {
  const { open, setOpen, wanted, triggerProps } = useOpenOnDemand(loadMenu);
  if (items.length === 0) return null;
  const button = (
    <Button variant="ghost" size="icon" aria-label="Open navigation" aria-haspopup="menu" className={className} {...triggerProps}>
      <Menu className="h-5 w-5" aria-hidden="true" />
    </Button>
  );
  return (
    <OnDemand wanted={wanted} trigger={button}>
      <MobileNavMenu items={items} trigger={button} open={open} onOpenChange={setOpen} />
    </OnDemand>
  );
}
