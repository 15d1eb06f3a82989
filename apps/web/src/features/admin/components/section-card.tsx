import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

/**
 * One section of an admin page: an h2 title saying what it holds, an optional filter at the right
 * of the title, then its body.
 */
export function SectionCard({
  title,
  description,
  filter,
  contentClassName,
  children,
}: {
  title: string;
  description: string;
  filter?: ReactNode;
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className={filter ? 'flex-row flex-wrap items-end justify-between gap-3' : undefined}>
        <div className="flex flex-col gap-1.5">
          <CardTitle as="h2">{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        {filter}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
