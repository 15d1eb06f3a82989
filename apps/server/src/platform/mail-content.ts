import type { MailAttachment, MailMessage } from './mail';

/**
 * What a notification e-mail says, once: the text and the HTML versions are both rendered from
 * it, so they cannot drift apart (a reader whose client shows the text part reads the same thing).
 */
export type MailContent = {
  subject: string;
  greeting: string;
  paragraphs: readonly string[];
  /** Label and value lines (when, where), shown as a list. */
  details?: readonly (readonly [string, string])[];
  action?: { label: string; url: string };
};

const SIGNATURE = '— Labwise';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function renderText(content: MailContent): string {
  return [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.details?.length ? [...content.details.map(([label, value]) => `${label}: ${value}`), ''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    SIGNATURE,
  ].join('\n');
}

export function renderHtml(content: MailContent): string {
  const details = content.details?.length
    ? `<ul>${content.details.map(([label, value]) => `<li>${escapeHtml(label)}: <strong>${escapeHtml(value)}</strong></li>`).join('')}</ul>`
    : '';
  const action = content.action
    ? `<p>${escapeHtml(content.action.label)}: <a href="${escapeHtml(content.action.url)}">${escapeHtml(content.action.url)}</a></p>`
    : '';
  return [
    '<div style="font-family:system-ui,sans-serif;max-width:32rem">',
    `<p>${escapeHtml(content.greeting)}</p>`,
    ...content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    details,
    action,
    `<p>${escapeHtml(SIGNATURE)}</p>`,
    '</div>',
  ].join('');
}

/** The message for `to`, both versions from one content; `kind` labels it in the delivery log. */
export function composeMail(to: string, kind: string, content: MailContent, attachments?: MailAttachment[]): MailMessage {
  return { to, kind, subject: content.subject, text: renderText(content), html: renderHtml(content), ...(attachments?.length ? { attachments } : {}) };
}
