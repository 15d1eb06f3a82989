import { Construction } from 'lucide-react';
import { EmptyState } from './ui/empty-state';

/** A screen whose feature has not landed yet: its real title and an honest, neutral line. */
export function ScreenInProgress({ title, description }: { title: string; description?: string }) {
  return (
    <section className="flex flex-col gap-5" aria-labelledby="screen-title">
      <div>
        <h1 id="screen-title" className="text-2xl font-bold">
          {title}
        </h1>
        {description && <p className="mt-1 text-muted-foreground">{description}</p>}
      </div>
      <EmptyState icon={Construction} title="This screen is being built." />
    </section>
  );
}
