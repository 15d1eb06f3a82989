import { lazy } from 'react';
import { Moon, Sun } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { OnDemand, useOpenOnDemand } from '../../components/open-on-demand';
import { useTheme } from '../../lib/theme';

const loadMenu = () => import('./theme-menu');
const ThemeMenu = lazy(() => loadMenu().then((m) => ({ default: m.ThemeMenu })));

/** Light, Dark or System (brief §2 header); the menu (theme-menu.tsx) loads when first opened. */
export function ThemeToggle() {
  const { resolved } = useTheme();
  const { open, setOpen, wanted, triggerProps } = useOpenOnDemand(loadMenu);
  const Current = resolved === 'dark' ? Moon : Sun;
  const button = (
    <Button variant="ghost" size="icon" aria-label="Toggle theme" aria-haspopup="menu" {...triggerProps}>
      <Current className="h-5 w-5" aria-hidden="true" />
    </Button>
  );
  return (
    <OnDemand wanted={wanted} trigger={button}>
      <ThemeMenu trigger={button} open={open} onOpenChange={setOpen} />
    </OnDemand>
  );
}
