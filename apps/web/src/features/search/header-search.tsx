import { lazy, Suspense, useEffect, useState } from 'react';
import { Search } from 'lucide-react';
import type { Role } from '@labwise/domain';
import { Button } from '../../components/ui/button';

// The palette (cmdk and its list) loads when it is first wanted: hovering or focusing the button
// starts the download, so it is usually there by the click or the shortcut.
const loadPalette = () => import('./search-palette');
const SearchPalette = lazy(() => loadPalette().then((m) => ({ default: m.SearchPalette })));

const isApple = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

/** The header's search button; Ctrl+K (⌘K on a Mac) opens or closes the palette from anywhere. */
export function HeaderSearch({ role }: { role: Role }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  const shortcut = isApple() ? '⌘K' : 'Ctrl K';
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (
        (event.ctrlKey || event.metaKey) &&
        !event.altKey &&
        !event.shiftKey &&
        event.key.toLowerCase() === 'k'
      ) {
        event.preventDefault();
        setOpen((was) => !was);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <Button
        variant="outline"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadPalette()}
        onFocus={() => void loadPalette()}
        aria-label={`Search ${shortcut}`}
        aria-keyshortcuts="Control+K Meta+K"
        className="h-10 w-10 px-0 text-muted-foreground md:w-56 md:justify-start md:px-3"
      >
        <Search className="h-4 w-4" aria-hidden="true" />
        {/* The name says what is visible ("Search Ctrl K"), so speech users can say what they see. */}
        <span className="hidden flex-1 text-left font-normal md:inline">Search</span>{' '}
        <kbd className="hidden rounded border border-border bg-muted px-1.5 py-0.5 font-sans text-[11px] font-medium md:inline">
          {shortcut}
        </kbd>
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <SearchPalette open={open} onOpenChange={setOpen} role={role} />
        </Suspense>
      )}
    </>
  );
}
