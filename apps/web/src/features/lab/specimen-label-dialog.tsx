import { useQuery } from '@tanstack/react-query';
import { specimenLabelQuery } from '../../api/orders/specimen-label';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { browserTimeZone, formatDateTime } from '../../lib/format';


/** The specimen label with its Code 128 barcode; Print sends only the label to the printer. */
export function SpecimenLabelDialog({ orderId, onClose }: { orderId: string | null; onClose: () => void }) {
  const label = useQuery({ ...specimenLabelQuery(orderId ?? ''), enabled: orderId !== null });
  return (
    <Dialog open={orderId !== null} onOpenChange={(open) => !open && onClose()}>
      {orderId && (
        <DialogContent title="Specimen label" description="Stick it on the tube before it leaves the collection room.">
          {label.isPending ? (
            <Spinner label="Preparing the label…" />
          ) : label.isError ? (
            <Alert tone="error">{label.error.message}</Alert>
          ) : (
            <div className="flex flex-col gap-4">
              <div className="print-label rounded-lg border border-border bg-white p-3 text-sm text-black">
                <p className="font-bold">{label.data.patientName}</p>
                <p>
                  {label.data.dateOfBirth ? `DOB ${label.data.dateOfBirth} · ` : ''}
                  {label.data.orderNumber} · {label.data.specimenType}
                </p>
                <p>Collected {formatDateTime(label.data.collectedAt, browserTimeZone())}</p>
                <img src={label.data.barcodeDataUrl} alt={`Barcode ${label.data.accessionNumber}`} className="mt-2 h-16 w-full object-contain" />
              </div>
              <Button onClick={() => window.print()}>Print label</Button>
            </div>
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
