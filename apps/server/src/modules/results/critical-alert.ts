import { formatPhone } from '@labwise/domain';
import type { Executor } from '../../db/database';
import type { Mailer } from '../../platform/mail';
import type { CriticalNotice, OnCallContact } from './critical-responsibility';
import { personOf } from './repository';

type MailDeps = { mailer: Mailer; publicUrl: string };

/**
 * E-mails the person to alert about a critical value. The mail names the order only: health data
 * stays behind sign-in. Pass the transaction that stores the results: with the queued mailer the
 * mail is written to the outbox in it (ADR 0032), so it exists exactly when the results do and is
 * sent after commit, with retries, even if this process dies first. `advice` is what a patient
 * must do now (ADR 0028).
 */
export async function sendCriticalAlert(db: Executor, mail: MailDeps, userId: string, orderNumber: string, orderId: string, advice?: string): Promise<void> {
  const person = await personOf(db, userId);
  if (!person) return;
  const user = { email: person.email, name: person.fullName };
  const link = `${mail.publicUrl}/orders/${orderId}`;
  const what = advice ?? `A critical value was reported on order ${orderNumber}. Please review it now:`;
  await mail.mailer.send(
    {
      to: user.email,
      kind: 'critical_result',
      subject: `Critical result on ${orderNumber}`,
      text: `Hello ${user.name ?? user.email},\n\n${advice ? `${advice}\n\nOrder ${orderNumber}: ${link}` : `${what} ${link}`}\n\n— Labwise`,
      html: advice
        ? `<p>Hello,</p><p><strong>${escapeHtml(advice)}</strong></p><p>Order <strong>${orderNumber}</strong>: <a href="${link}">open the order</a></p><p>— Labwise</p>`
        : `<p>Hello,</p><p>A critical value was reported on order <strong>${orderNumber}</strong>. Please review it now.</p><p><a href="${link}">Open the order</a></p><p>— Labwise</p>`,
    },
    db,
  );
}

/**
 * E-mails the lab's on-call contact (no Labwise account, so no link to the record): the order
 * number and the lab to call for the value and the patient's details; no health data in the mail.
 */
export async function sendOnCallAlert(db: Executor, mail: MailDeps, contact: OnCallContact, orderNumber: string, lab: { name: string; phone: string }): Promise<void> {
  const text = `A critical value was reported on order ${orderNumber}, a patient's self-order with no linked doctor. You are ${lab.name}'s on-call contact: call the lab at ${formatPhone(lab.phone)} for the value and the patient's contact details.`;
  await mail.mailer.send(
    {
      to: contact.email,
      kind: 'critical_result',
      subject: `Critical result on ${orderNumber} — on-call`,
      text: `Hello ${contact.name},\n\n${text}\n\n— Labwise`,
      html: `<p>Hello ${escapeHtml(contact.name)},</p><p>${escapeHtml(text)}</p><p>— Labwise</p>`,
    },
    db,
  );
}

/** Enqueues each notice's mail in the transaction that stores the results (sent after commit). */
export async function mailCriticalNotices(db: Executor, mail: MailDeps, notices: readonly CriticalNotice[], order: { id: string; orderNumber: string }, lab: { name: string; phone: string } | null): Promise<void> {
  for (const notice of notices) {
    if (notice.kind === 'lab_on_call') {
      if (lab) await sendOnCallAlert(db, mail, notice.contact, order.orderNumber, lab);
    } else {
      await sendCriticalAlert(db, mail, notice.person.userId, order.orderNumber, order.id, notice.kind === 'patient' ? notice.advice : undefined);
    }
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
