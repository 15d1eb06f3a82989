import { Search } from 'lucide-react';
import { cn } from '../../lib/utils';
import { Input } from './input';

/** A list's search box: a magnifier inside the field, and an accessible name since it has no visible label. */
export function SearchInput({
  label,
  placeholder,
  value,
  onChange,
  className,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <div className={cn('relative', className)}>
      <Search
        className="pointer-events-none absolute left-3 top-3 h-4 w-4 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        aria-label={label}
        className="pl-9"
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
