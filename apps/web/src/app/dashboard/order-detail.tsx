import { OrderDetailPage } from '../../features/orders/order-detail-page';
import { OrderInterpretation } from '../../features/interpretation/order-interpretation';
import { useCan } from '../../lib/can';

/**
 * Route /orders/:id: the order page, with what its results mean for the patient's assessment
 * under the results, for those who see assessments (the patient and their doctor; not the lab).
 */
export function OrderDetailRoute() {
  const can = useCan();
  const seesAssessments = can('use:questionnaire:scoped');
  // The doctor reads the same card about their patient.
  const title = can('release:results:doctor') ? 'What the results mean' : undefined;
  return <OrderDetailPage interpretation={seesAssessments ? (orderId) => <OrderInterpretation orderId={orderId} title={title} /> : undefined} />;
}
