import type { Executor } from '../../db/database';
import type { Mailer, MailMessage } from '../../platform/mail';
import { composeMail, type MailContent } from '../../platform/mail-content';
import { patientOf, personOf } from './repository';

type MailDeps = { mailer: Mailer; publicUrl: string };
export type ReleasedBy = 'doctor' | 'self_order';

/**
 * The results-ready e-mail says what the in-app notification says: the order number and that the
 * results can be read. The values stay behind sign-in; no health data is in the mail.
 */
export function resultsReadyContent(order: { id: string; orderNumber: string }, name: string, by: ReleasedBy, publicUrl: string): MailContent {
  return {
    subject: `Results for ${order.orderNumber} are ready`,
    greeting: `Hello ${name},`,
    paragraphs: [
      by === 'doctor' ? 'Your doctor has reviewed and released your results.' : 'The lab has reported the results of your test.',
      'For your privacy, this e-mail does not contain them: sign in to read them.',
    ],
    action: { label: 'View your results', url: `${publicUrl}/orders/${order.id}` },
  };
}

export function resultsReadyMail(to: string, order: { id: string; orderNumber: string }, name: string, by: ReleasedBy, publicUrl: string): MailMessage {
  return composeMail(to, 'results_ready', resultsReadyContent(order, name, by, publicUrl));
}

/**
 * Enqueues the mail to the patient's account in the transaction that makes the results visible
 * (sent after commit, never for a rolled-back release). A patient without an account gets none:
 * there is nothing they could open yet.
 */
export async function mailResultsReady(tx: Executor, mail: MailDeps, order: { id: string; orderNumber: string; patientId: string }, by: ReleasedBy): Promise<void> {
  const patient = await patientOf(tx, order.patientId);
  const person = await personOf(tx, patient?.userId ?? null);
  if (!person || person.status !== 'active') return;
  await mail.mailer.send(resultsReadyMail(person.email, order, person.fullName ?? person.email, by, mail.publicUrl), tx);
}
