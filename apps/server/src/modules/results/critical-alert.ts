import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import type { Mailer } from '../../platform/mail';
import type { CriticalNotice, OnCallContact } from './critical-responsibility';

type MailDeps = { mailer: Mailer; publicUrl: string };

/**
 * E-mails the person to alert about a critical value. The mail names the order only: health data
 * stays behind sign-in. A mail failure never undoes the stored results (the in-app alert stands).
 * `advice` is what a patient must do now (ADR 0028).
 */
export async function sendCriticalAlert(db: Database, mail: MailDeps, userId: string, orderNumber: string, orderId: string, advice?: string): Promise<void> {
  const [user] = await db.select({ email: users.email, name: users.fullName }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return;
  const link = `${mail.publicUrl}/orders/${orderId}`;
  const what = advice ?? `A critical value was reported on order ${orderNumber}. Please review it now:`;
  try {
    await mail.mailer.send({
      to: user.email,
      subject: `Critical result on ${orderNumber}`,
      text: `Hello ${user.name ?? user.email},\n\n${advice ? `${advice}\n\nOrder ${orderNumber}: ${link}` : `${what} ${link}`}\n\n— Labwise`,
      html: advice
        ? `<p>Hello,</p><p><strong>${escapeHtml(advice)}</strong></p><p>Order <strong>${orderNumber}</strong>: <a href="${link}">open the order</a></p><p>— Labwise</p>`
        : `<p>Hello,</p><p>A critical value was reported on order <strong>${orderNumber}</strong>. Please review it now.</p><p><a href="${link}">Open the order</a></p><p>— Labwise</p>`,
    });
  } catch {
    // The in-app alert is already stored; delivery problems are visible in the mail log.
  }
}

/**
 * E-mails the lab's on-call contact (no Labwise account, so no link to the record): the order
 * number and the lab to call for the value and the patient's details; no health data in the mail.
 */
export async function sendOnCallAlert(mail: MailDeps, contact: OnCallContact, orderNumber: string, lab: { name: string; phone: string }): Promise<void> {
  const text = `A critical value was reported on order ${orderNumber}, a patient's self-order with no linked doctor. You are ${lab.name}'s on-call contact: call the lab at ${lab.phone} for the value and the patient's contact details.`;
  try {
    await mail.mailer.send({
      to: contact.email,
      subject: `Critical result on ${orderNumber} — on-call`,
      text: `Hello ${contact.name},\n\n${text}\n\n— Labwise`,
      html: `<p>Hello ${escapeHtml(contact.name)},</p><p>${escapeHtml(text)}</p><p>— Labwise</p>`,
    });
  } catch {
    // As for the other alerts: delivery problems are visible in the mail log.
  }
}

/** Sends each notice's mail, after the results are committed. */
export async function mailCriticalNotices(db: Database, mail: MailDeps, notices: readonly CriticalNotice[], order: { id: string; orderNumber: string }, lab: { name: string; phone: string } | null): Promise<void> {
  for (const notice of notices) {
    if (notice.kind === 'lab_on_call') {
      if (lab) await sendOnCallAlert(mail, notice.contact, order.orderNumber, lab);
    } else {
      await sendCriticalAlert(db, mail, notice.person.userId, order.orderNumber, order.id, notice.kind === 'patient' ? notice.advice : undefined);
    }
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
