import { describe, expect, it } from 'vitest';
import { useTestApp } from '../app';
import { startAuthorization } from '../oidc-flow';

/**
 * Finding 10 of the outside test (second wave): the hosted sign-in, sign-up and resend forms
 * answered 500 for an over-long e-mail, a repeated field or a JSON body. Each must be a 400 page
 * that says what to fix.
 */
const ctx = useTestApp();

const FORM = 'application/x-www-form-urlencoded';
const longEmail = `${'a'.repeat(250)}@example.com`;

async function post(action: 'login' | 'signup' | 'resend', contentType: string, payload: string) {
  const flow = await startAuthorization(ctx.app);
  return ctx.app.inject({
    method: 'POST',
    url: `${flow.interactionPath}/${action}`,
    headers: { cookie: flow.jar.header(), 'content-type': contentType },
    payload,
  });
}

const cases = {
  login: {
    long: `email=${longEmail}&password=whatever-it-is`,
    repeated: 'email=a@example.com&email=b@example.com&password=whatever-it-is',
    json: { email: 'a@example.com', password: 'whatever-it-is' },
  },
  signup: {
    long: `fullName=Long+Mail&email=${longEmail}&password=a+calm+blue+river&confirm=a+calm+blue+river`,
    repeated: 'fullName=A&fullName=B&email=a@example.com&password=a+calm+blue+river&confirm=a+calm+blue+river',
    json: { fullName: 'Jason Body', email: 'json@example.com', password: 'a calm blue river', confirm: 'a calm blue river' },
  },
  resend: {
    long: `email=${longEmail}`,
    repeated: 'email=a@example.com&email=b@example.com',
    json: { email: 'a@example.com' },
  },
} as const;

describe.each(Object.keys(cases) as (keyof typeof cases)[])('the hosted %s form', (action) => {
  it('answers an e-mail over 254 characters with a 400 page', async () => {
    const res = await post(action, FORM, cases[action].long);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('The e-mail address is too long');
  });

  it('answers a repeated field with a 400 page', async () => {
    const res = await post(action, FORM, cases[action].repeated);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toMatch(/appears more than once/);
  });

  it('answers a JSON body with a 400 page and creates nothing', async () => {
    const res = await post(action, 'application/json', JSON.stringify(cases[action].json));
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('Send this form from the sign-in page');
    await ctx.deliver();
    expect(ctx.mailbox.messages).toHaveLength(0);
  });
});
