import { Check, Moon, Sun } from 'lucide-react';
import { useTheme } from '../lib/theme';
import { cn } from '../lib/utils';
import { Button } from './ui/button';
import { Dialog, DialogClose, DialogContent } from './ui/dialog';

const CHOICES = [
  { value: 'light', label: 'Light', Icon: Sun },
  { value: 'dark', label: 'Dark', Icon: Moon },
] as const;

/**
 * The theme dialog itself (brief §2: a dialog with Light and Dark), loaded when it is first
 * wanted: the dialog code (Radix) has no place on the landing page's first load.
 */
export function ThemeDialogContent({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the dialog gets the focus back when it closes. */
  returnFocusTo: () => HTMLElement | null;
}) {
  const { theme, setTheme } = useTheme();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Theme"
        description="Choose how Labwise looks on this device."
        className="max-w-sm"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo()?.focus();
        }}
      >
        <div className="grid grid-cols-2 gap-3">
          {CHOICES.map(({ value, label, Icon }) => (
            <DialogClose asChild key={value}>
              <Button
                variant="outline"
                aria-pressed={theme === value}
                onClick={() => setTheme(value)}
                className={cn('h-20 flex-col', theme === value && 'border-primary bg-accent text-primary')}
              >
                <Icon className="h-5 w-5" aria-hidden="true" />
                <span className="flex items-center gap-1">
                  {label}
                  {theme === value && <Check className="h-3.5 w-3.5" aria-hidden="true" />}
                </span>
              </Button>
            </DialogClose>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
