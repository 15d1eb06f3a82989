import { describe, expect, it } from 'vitest';
import { plainText, visibleText } from '../../../test/mail-text';
import { resultsReadyMail } from './results-ready-mail';

const order = { id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', orderNumber: 'NB-100042' };

describe('the results-ready e-mail', () => {
  it.each(['doctor', 'self_order'] as const)('says the same in its text and HTML versions (%s)', (by) => {
    const mail = resultsReadyMail('ana@example.com', order, 'Ana & Co', by, 'https://labwise.example');
    expect(mail).toMatchObject({ to: 'ana@example.com', kind: 'results_ready', subject: 'Results for NB-100042 are ready' });
    expect(visibleText(mail.html)).toBe(plainText(mail.text));
    expect(mail.text).toContain(`https://labwise.example/orders/${order.id}`);
    expect(mail.html).toContain('Ana &#38; Co');
  });

  it('names the order, not the results', () => {
    const mail = resultsReadyMail('ana@example.com', order, 'Ana', 'doctor', 'https://labwise.example');
    expect(mail.text).toMatch(/does not contain them/);
    expect(mail.text).not.toMatch(/\d+(\.\d+)?\s*(mg|mmol|g\/dL|%)/);
  });
});
