import { Link } from 'react-router';
import { paths } from '@labwise/domain';

export function Brand() {
  return (
    <Link to={paths.home} className="flex items-center gap-2 text-lg font-bold">
      <span aria-hidden="true" className="grid h-8 w-8 place-items-center rounded-lg bg-primary text-primary-foreground">
        L
      </span>
      Labwise
    </Link>
  );
}
