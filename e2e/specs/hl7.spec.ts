import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInAs, type DEMO } from '../support/sign-in';

async function asRole(browser: Browser, role: keyof typeof DEMO): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, role);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  return page;
}

/** Calls the API from inside the signed-in page, with that page's own bearer token. */
function callApi<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
      const token = (JSON.parse(sessionStorage.getItem(key ?? '') ?? '{}') as { access_token?: string }).access_token;
      const response = await fetch(url, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { data: T }).data;
    },
    { method, url, body },
  );
}

/** An ORU^R01 for Maya Patel whose placer order number has a typo, as a lab system might send it. */
function message(controlId: string) {
  return [
    'MSH|^~\\&|BAYLIS|BAYVIEW|LABWISE|LABWISE|20250301083000||ORU^R01^ORU_R01|' + controlId + '|P|2.5.1',
    'PID|1||BV-77812^^^BAYVIEW^MR||Patel^Maya||19880412|F',
    'ORC|RE|NB-1OOOO1|BV-F-1',
    'OBR|1|NB-1OOOO1|BV-F-1|TSH^Thyroid stimulating hormone^L|||20250301071500',
    'OBX|1|NM|3016-3^TSH^LN||2.35|mIU/L|0.4-4.0|N|||F',
    'NTE|1||Analysed on the morning run',
    '',
  ].join('\r\n');
}

test('a partner lab delivers HL7 results with its own credential; the technician resolves the unmatched one', async ({ browser, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const lab = await asRole(browser, 'lab_technician');
  const { labId } = await callApi<{ labId: string }>(lab, 'GET', '/api/v1/auth/me');

  // An administrator issues the lab's interface credential (the secret is shown once).
  const admin = await asRole(browser, 'admin');
  const credential = await callApi<{ keyId: string; secret: string }>(admin, 'POST', `/api/v1/admin/labs/${labId}/interface-credentials`, {});
  expect(credential.keyId).toMatch(/^lwk_/);

  // The doctor orders a TSH for Maya Patel at the technician's lab, which collects and processes it.
  const doctor = await asRole(browser, 'doctor');
  const catalog = await callApi<{ tests: { id: string; code: string }[] }>(doctor, 'GET', '/api/v1/catalog/tests?q=TSH');
  const tsh = catalog.tests.find((t) => t.code === 'TSH')!;
  const patients = await callApi<{ id: string; fullName: string }[]>(doctor, 'GET', '/api/v1/patients?q=Maya');
  await callApi(doctor, 'POST', '/api/v1/cart/lines', { testId: tsh.id });
  const [order] = await callApi<{ id: string; orderNumber: string }[]>(doctor, 'POST', '/api/v1/lab-orders', { patientId: patients.find((p) => p.fullName === 'Maya Patel')!.id, labId });
  await callApi(lab, 'POST', `/api/v1/lab-orders/${order!.id}/collect`, {});
  await callApi(lab, 'POST', `/api/v1/lab-orders/${order!.id}/start-processing`);

  // The lab's system posts a result whose order number it mistyped: acknowledged, held as unmatched.
  const partner = await playwright.request.newContext({ baseURL: baseURL! });
  const controlId = `E2E-${Date.now()}`;
  const unauthorised = await partner.post('/hl7/v2/oru', { headers: { 'content-type': 'application/hl7-v2' }, data: message(controlId) });
  expect(unauthorised.status()).toBe(401);
  const delivered = await partner.post('/hl7/v2/oru', {
    headers: {
      'content-type': 'application/hl7-v2',
      authorization: `Basic ${Buffer.from(`${credential.keyId}:${credential.secret}`).toString('base64')}`,
    },
    data: message(controlId),
  });
  expect(delivered.status()).toBe(200);
  expect(delivered.headers()['content-type']).toMatch(/^application\/hl7-v2/);
  expect(await delivered.text()).toMatch(new RegExp(`\\rMSA\\|AA\\|${controlId}\\|Received and held for the laboratory: No order NB-1OOOO1`));
  await partner.dispose();

  // The technician finds it under Unmatched results and attaches it to the right order.
  await lab.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Results', exact: true }).click();
  await expect(lab.getByRole('heading', { name: 'Unmatched results' })).toBeVisible();
  const card = lab.getByRole('article', { name: `Unmatched results ${controlId}` });
  await expect(card.getByText('No order NB-1OOOO1 is routed to this laboratory.')).toBeVisible();
  await expect(card.getByText(/Maya Patel · born Apr 12, 1988 · Female/)).toBeVisible();
  await expect(card.getByRole('row').filter({ hasText: 'TSH' }).getByText('2.35 mIU/L')).toBeVisible();
  await card.getByRole('button', { name: `Resolve results ${controlId}` }).click();
  const dialog = lab.getByRole('dialog', { name: `Resolve results · ${controlId}` });
  const choice = dialog.getByRole('radio').and(dialog.locator(`input[value="${order!.id}"]`));
  await choice.check();
  await expect(dialog.getByText('Patient matches').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Attach results' }).click();
  await expect(lab.getByText(`Results attached to ${order!.orderNumber}`)).toBeVisible();
  await expect(card).toHaveCount(0);

  // The order went through the results pipeline: Results Ready, with the value flagged by Labwise.
  const results = await callApi<{ status: string; results: { analyteCode: string; value: number; flag: string }[] }>(lab, 'GET', `/api/v1/lab-orders/${order!.id}/results`);
  expect(results.status).toBe('results_ready');
  expect(results.results).toEqual([expect.objectContaining({ analyteCode: 'TSH', value: 2.35, flag: 'normal' })]);
  await lab.getByRole('tab', { name: 'Completed' }).click();
  await expect(lab.getByRole('row').filter({ hasText: order!.orderNumber })).toBeVisible();
});
