import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { DEFAULT_PREPARATION, ORDER_PRIORITY_LABELS, PRINT_MESSAGES, specimenTypeLabel, type Requisition } from '@labwise/domain';
import { formatInZone } from '../../../lib/format';
import { QueryStates } from '../../../components/query-states';
import { Spinner } from '../../../components/ui/spinner';
import { requisitionQuery } from '../../../api/orders/requisition';
import { Facts, labFacts, PrintSheet } from './print-sheet';
import { TableHead } from '../../../components/ui/table-head';

/** Route /orders/:id/requisition: the form the collection site works from, for an order awaiting its sample. */
export function RequisitionPage() {
  const { id = '' } = useParams();
  const requisition = useQuery(requisitionQuery(id));
  return (
    <QueryStates query={requisition} loading={<Spinner label="Preparing the requisition…" />} failure="The requisition could not be prepared.">
      {(data) => <RequisitionSheet data={data} />}
    </QueryStates>
  );
}

export function RequisitionSheet({ data }: { data: Requisition }) {
  return (
    <PrintSheet title="Laboratory Requisition" subtitle={data.orderNumber}>
      <img src={data.barcodeDataUrl} alt={`Barcode ${data.orderNumber}`} className="h-20 self-start" />
      <Facts
        label="Patient and order"
        items={[
          ['Patient', data.patient.name],
          ['Date of birth', data.patient.dateOfBirth ?? 'Not recorded'],
          ['Order number', data.orderNumber],
          ['Ordering clinician', data.orderingClinician ?? PRINT_MESSAGES.selfOrdered],
          ['Priority', ORDER_PRIORITY_LABELS[data.priority]],
          ['Date ordered', formatInZone(data.orderedAt, data.lab?.timeZone ?? 'UTC')],
        ]}
      />
      <Facts label="Performing laboratory" items={labFacts(data.lab)} />
      <table className="w-full border-collapse text-left">
        <TableHead caption={`Tests to collect for order ${data.orderNumber}`} className="border-b-2 border-black" columns={[['Code', 'py-1 pr-2'], ['Test', 'px-2 py-1'], ['Qty', 'px-2 py-1 text-right'], ['Specimen', 'px-2 py-1'], ['Preparation', 'py-1 pl-2']]} />
        <tbody>
          {data.tests.map((t) => (
            <tr key={t.code} className="break-inside-avoid border-b border-black/30">
              <td className="py-1 pr-2 font-mono">{t.code}</td>
              <td className="px-2 py-1">{t.name}</td>
              <td className="px-2 py-1 text-right">{t.quantity}</td>
              <td className="px-2 py-1">{specimenTypeLabel(t.specimenType)}</td>
              <td className="py-1 pl-2">{t.preparation ?? DEFAULT_PREPARATION}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {data.notes && <Facts label="Notes" items={[['Notes', data.notes]]} />}
      <p className="border-t border-black pt-2 text-xs">Bring this requisition to the collection site. Staff scan the barcode to find the order.</p>
    </PrintSheet>
  );
}
