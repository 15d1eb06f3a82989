import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from './ui/card';

/**
 * A dashboard card under a plain title. `action` sits at the title's right (a 'See all' link, say).
 */
export function TitledCard({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className={action ? 'flex-row items-center justify-between' : undefined}>
        <CardTitle>{title}</CardTitle>
        {action}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** The 'See all' link a card puts beside its title when it shows only part of a list. */
export function SeeAll({ to }: { to: string }) {
  return (
    <Link to={to} className="text-sm text-primary hover:underline">
      See all
    </Link>
  );
}
