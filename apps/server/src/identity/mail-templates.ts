import type { MailMessage } from '../platform/mail';
import { html } from './html';

/** The mails the identity flows send. Plain text first: every client can read it. */

function message(to: string, subject: string, lines: string[], action: { url: string; label: string }): MailMessage {
  const text = [...lines, '', `${action.label}: ${action.url}`, '', '— Labwise'].join('\n');
  const body = html`<div style="font-family:system-ui,sans-serif;max-width:32rem">
    ${lines.map((line) => html`<p>${line}</p>`)}
    <p><a href="${action.url}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">${action.label}</a></p>
    <p style="color:#475569;font-size:13px">If the button does not work, open this address: ${action.url}</p>
    <p>— Labwise</p>
  </div>`;
  return { to, subject, text, html: body.value };
}

/** The label the delivery log shows for the mail (never its content). */
const withKind = (kind: string, mail: MailMessage): MailMessage => ({ ...mail, kind });

export function verifyEmailMail(to: string, name: string, url: string): MailMessage {
  return withKind('verify_email', message(
    to,
    'Verify your e-mail address for Labwise',
    [`Hello ${name},`, 'Please confirm this is your e-mail address. The link works for 24 hours and only once.'],
    { url, label: 'Verify e-mail address' },
  ));
}

export function resetPasswordMail(to: string, url: string): MailMessage {
  return withKind('reset_password', message(
    to,
    'Reset your Labwise password',
    [
      'Someone asked to reset the password of the Labwise account for this address.',
      'The link works for 1 hour and only once. If it was not you, ignore this e-mail; your password stays as it is.',
    ],
    { url, label: 'Choose a new password' },
  ));
}

export function accountExistsMail(to: string, loginUrl: string, resetUrl: string): MailMessage {
  return withKind('account_exists', message(
    to,
    'You already have a Labwise account',
    [
      'Someone tried to create a Labwise account with this address, which already has one.',
      `If it was you, sign in instead, or reset your password at ${resetUrl}.`,
    ],
    { url: loginUrl, label: 'Sign in' },
  ));
}
