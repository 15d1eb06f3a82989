import { lazy, Suspense, useRef, useState } from 'react';
import { Palette } from 'lucide-react';
import { Button } from './ui/button';

const loadContent = () => import('./theme-dialog-content');
const ThemeDialogContent = lazy(() => loadContent().then((m) => ({ default: m.ThemeDialogContent })));

/**
 * The public pages' theme dialog (brief §2: a dialog with Light and Dark). The button is here; the
 * dialog's code loads when the button is pointed at, focused or pressed, so the signed-out pages'
 * first load does not carry it.
 */
export function ThemeDialog() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement | null>(null);
  const preload = () => void loadContent();
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label="Theme"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(event) => {
          trigger.current = event.currentTarget;
          setWanted(true);
          setOpen(true);
        }}
      >
        <Palette className="h-4 w-4" aria-hidden="true" />
        <span className="hidden sm:inline">Theme</span>
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <ThemeDialogContent open={open} onOpenChange={setOpen} returnFocusTo={() => trigger.current} />
        </Suspense>
      )}
    </>
  );
}
