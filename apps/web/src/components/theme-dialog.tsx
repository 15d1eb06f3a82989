import { Check, Moon, Palette, Sun } from 'lucide-react';
import { useTheme } from '../lib/theme';
import { cn } from '../lib/utils';
import { Button } from './ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from './ui/dialog';

const CHOICES = [
  { value: 'light', label: 'Light', Icon: Sun },
  { value: 'dark', label: 'Dark', Icon: Moon },
] as const;

/** The public pages' theme dialog (brief §2: a dialog with Light and Dark). */
export function ThemeDialog() {
  const { theme, setTheme } = useTheme();
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label="Theme">
          <Palette className="h-4 w-4" aria-hidden="true" />
          <span className="hidden sm:inline">Theme</span>
        </Button>
      </DialogTrigger>
      <DialogContent title="Theme" description="Choose how Labwise looks on this device." className="max-w-sm">
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
