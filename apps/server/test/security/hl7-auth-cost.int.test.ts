import { randomBytes, scryptSync } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../app';
import { labInterfaceCredentials } from '../../src/db/schema';
import { basic, hl7Setup, postOru, unknownOrderOru, type Credential } from './hl7-setup';

// Finding 5 of the outside test: every HL7 request ran scrypt and nothing limited the rate, so
// unauthenticated requests could exhaust the CPU (a normal sign-in went from 0.6 s to 9.1 s).
const LIMIT = 4;
const ctx = useTestApp({ HL7_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
let setup: Awaited<ReturnType<typeof hl7Setup>>;
let credential: Credential;
beforeAll(async () => {
  setup = await hl7Setup(ctx);
  credential = await setup.issue();
});

const storedHash = async (id: string) =>
  (await ctx.database.db.select({ hash: labInterfaceCredentials.secretHash }).from(labInterfaceCredentials).where(eq(labInterfaceCredentials.id, id)))[0]!.hash;
const from = (remoteAddress: string) => ({ remoteAddress });
const wrong = (keyId: string) => basic({ keyId, secret: randomBytes(32).toString('base64url') });
const post = (raw: string, authorization: string | undefined, remoteAddress: string) =>
  ctx.app.inject({ method: 'POST', url: '/hl7/v2/oru', headers: { 'content-type': 'application/hl7-v2', ...(authorization ? { authorization } : {}) }, payload: raw, ...from(remoteAddress) });

describe('interface secrets are checked with a keyed HMAC, not scrypt', () => {
  it('stores a new key’s secret as an HMAC-SHA-256', async () => {
    expect(await storedHash(credential.id)).toMatch(/^hmac-sha256\$[\w-]{43}$/);
    const res = await postOru(ctx, unknownOrderOru('COST-1'), basic(credential));
    expect(res.statusCode, res.body).toBe(200);
  });

  it('still accepts a key stored as an scrypt hash before, and stores it as an HMAC from its first use on', async () => {
    const secret = randomBytes(32).toString('base64url');
    const salt = randomBytes(16);
    const legacy = ['scrypt', 16384, 8, 1, salt.toString('base64url'), scryptSync(secret, salt, 32, { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }).toString('base64url')].join('$');
    const [row] = await ctx.database.db.insert(labInterfaceCredentials).values({ labId: setup.lab.id, keyId: 'lwk_legacyscrypt1', secretHash: legacy }).returning();
    const old = { keyId: 'lwk_legacyscrypt1', secret };

    expect((await post(unknownOrderOru('COST-2'), wrong(old.keyId), '198.51.100.20')).statusCode).toBe(401);
    expect(await storedHash(row!.id)).toBe(legacy);
    expect((await post(unknownOrderOru('COST-3'), basic(old), '198.51.100.21')).statusCode).toBe(200);
    const upgraded = await storedHash(row!.id);
    expect(upgraded).toMatch(/^hmac-sha256\$/);
    expect((await post(unknownOrderOru('COST-4'), basic(old), '198.51.100.22')).statusCode).toBe(200);
    expect((await post(unknownOrderOru('COST-5'), wrong(old.keyId), '198.51.100.23')).statusCode).toBe(401);
  });
});

describe('rate limits on /hl7/v2/oru', () => {
  it('per address: once spent, 429 with Retry-After whatever the key, while other addresses go on', async () => {
    const address = '198.51.100.1';
    for (let i = 0; i < LIMIT; i += 1) expect((await post(unknownOrderOru(`A-${i}`), wrong(`lwk_nobody${i}`), address)).statusCode).toBe(401);
    const limited = await post(unknownOrderOru('A-x'), basic(credential), address);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ success: false, message: 'Too Many Requests', detail: expect.stringContaining('Retry-After') });
    expect((await post(unknownOrderOru('A-y'), undefined, address)).statusCode).toBe(429);
    expect((await post(unknownOrderOru('A-z'), basic(credential), '198.51.100.2')).statusCode).toBe(200);
  });

  it('per key id: guesses at one key from many addresses are stopped too', async () => {
    const target = await setup.issue();
    for (let i = 0; i < LIMIT; i += 1) expect((await post(unknownOrderOru(`K-${i}`), wrong(target.keyId), `203.0.113.${i + 1}`)).statusCode).toBe(401);
    const limited = await post(unknownOrderOru('K-x'), wrong(target.keyId), '203.0.113.50');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another key from a fresh address is not affected.
    expect((await post(unknownOrderOru('K-y'), basic(credential), '203.0.113.51')).statusCode).toBe(200);
  });
});
