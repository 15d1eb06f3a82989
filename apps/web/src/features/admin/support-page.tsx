import { useState } from 'react';
import { PageHeader } from './components/page-header';
import { DeliveryLog } from './support/delivery-log';
import { OrderLookup } from './support/order-lookup';
import { ExportsSection } from './support/exports-section';

/** Route admin/support: an order's status for support, CSV exports of orders and the audit trail, and the log of e-mails and text messages sent. */
export function AdminSupportPage() {
  return (
    <div className="flex flex-col gap-5">
      <PageHeader title="Support" description="Look up an order's status by its number, and follow e-mail and text message delivery." />
      <OrderLookup />
      <ExportsSection />
      <DeliveryLogSection />
    </div>
  );
}

function DeliveryLogSection() {
  const [status, setStatus] = useState<Parameters<typeof DeliveryLog>[0]['status']>('');
  return <DeliveryLog status={status} onStatusChange={setStatus} />;
}
