import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { users } from '../../db/schema';
import type { Mailer } from '../../platform/mail';

/**
 * E-mails the person to alert about a critical value. The mail names the order only: health data
 * stays behind sign-in. Pass the transaction that stores the results: with the queued mailer the
 * mail is written to the outbox in it (ADR 0032), so it exists exactly when the results do and is
 * sent after commit, with retries, even if this process dies first.
 */
export async function sendCriticalAlert(db: Executor, mail: { mailer: Mailer; publicUrl: string }, userId: string, orderNumber: string, orderId: string): Promise<void> {
  const [user] = await db.select({ email: users.email, name: users.fullName }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return;
  const link = `${mail.publicUrl}/orders/${orderId}`;
  await mail.mailer.send(
    {
      to: user.email,
      kind: 'critical_result',
      subject: `Critical result on ${orderNumber}`,
      text: `Hello ${user.name ?? user.email},\n\nA critical value was reported on order ${orderNumber}. Please review it now: ${link}\n\n— Labwise`,
      html: `<p>Hello,</p><p>A critical value was reported on order <strong>${orderNumber}</strong>. Please review it now.</p><p><a href="${link}">Open the order</a></p><p>— Labwise</p>`,
    },
    db,
  );
}
