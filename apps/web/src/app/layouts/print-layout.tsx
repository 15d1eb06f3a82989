import { Link, Outlet, useParams } from 'react-router';
import { paths } from '@labwise/domain';
import { Button } from '../../components/ui/button';
import { RequireAuth } from '../require-auth';

/**
 * The frame of a printable document (results, requisition): no header or navigation, only a
 * screen toolbar to go back or print; on paper only the sheet remains.
 */
export function PrintLayout() {
  const { id = '' } = useParams();
  return (
    <RequireAuth>
      {(_account, blocked) => (
        <div className="min-h-screen bg-muted py-6 print:bg-white print:py-0">
          <div className="no-print mx-auto mb-4 flex max-w-[210mm] flex-wrap items-center justify-between gap-2 px-4">
            <Button asChild variant="outline">
              <Link to={paths.order(id)}>Back to order</Link>
            </Button>
            {!blocked && <Button onClick={() => window.print()}>Print</Button>}
          </div>
          <main id="main-content" tabIndex={-1} className="px-4 outline-none print:px-0">
            {blocked ?? <Outlet />}
          </main>
        </div>
      )}
    </RequireAuth>
  );
}
