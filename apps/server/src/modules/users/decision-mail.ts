import { ROLE_LABELS, type Role } from '@labwise/domain';
import { html } from '../../identity/html';
import type { MailMessage } from '../../platform/mail';

type Person = { email: string; fullName: string | null };

const greeting = (person: Person) => (person.fullName ? `Hello ${person.fullName},` : 'Hello,');

function letter(to: string, kind: string, subject: string, lines: string[], action: { label: string; url: string }): MailMessage {
  const text = [...lines, '', `${action.label}: ${action.url}`, '', '— Labwise'].join('\n');
  const body = html`<div style="font-family:system-ui,sans-serif;max-width:32rem">
    ${lines.map((line) => html`<p>${line}</p>`)}
    <p><a href="${action.url}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">${action.label}</a></p>
    <p>— Labwise</p>
  </div>`;
  return { to, kind, subject, text, html: body.value };
}

/** Sent when an administrator approves a requested role: the person can start working. */
export function approvedMail(person: Person, role: Role, publicUrl: string): MailMessage {
  const roleName = ROLE_LABELS[role];
  return letter(
    person.email,
    'account_approved',
    `Your Labwise account is approved (${roleName})`,
    [greeting(person), `An administrator approved your request: you can now sign in to Labwise with the ${roleName} role.`],
    { label: 'Sign in to Labwise', url: `${publicUrl}/login` },
  );
}

/** Sent when a request is declined: the account keeps the access it already had. */
export function declinedMail(person: Person, requested: Role, current: Role, publicUrl: string): MailMessage {
  return letter(
    person.email,
    'account_declined',
    `Your request for ${ROLE_LABELS[requested]} access on Labwise`,
    [
      greeting(person),
      `An administrator declined your request for ${ROLE_LABELS[requested]} access. Your account stays active with the ${ROLE_LABELS[current]} role.`,
      "If you think this is a mistake, reply to your organisation's Labwise administrator.",
    ],
    { label: 'Open Labwise', url: `${publicUrl}/login` },
  );
}
