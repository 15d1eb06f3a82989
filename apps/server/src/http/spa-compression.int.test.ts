import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';

// A build laid out as the web app's: hashed assets with the .br/.gz copies its precompress step writes.
const asset = '/assets/order-detail-page-Ab12Cd34.js';
const script = Buffer.from(`export function page(){return ${JSON.stringify('Labwise order detail '.repeat(200))}}\n`);
const indexHtml = Buffer.from(`<!doctype html><html><head><title>Labwise</title></head><body>${'<div></div>'.repeat(200)}</body></html>`);

let ctx: TestContext;
let distDir: string;

function write(relative: string, content: Buffer, compressed: boolean) {
  const file = path.join(distDir, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  if (!compressed) return;
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content));
}

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'labwise-spa-'));
  write('index.html', indexHtml, true);
  write(asset, script, true);
  // Small public files may have no compressed copy: they are sent as they are.
  write('theme-init.js', Buffer.from('document.documentElement.dataset.theme = "light";\n'), false);
  ctx = await createTestApp({ WEB_DIST_DIR: distDir });
});
afterAll(async () => {
  await ctx?.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

describe('static assets of the web build', () => {
  it('sends the brotli copy of a hashed asset to a browser that accepts br, cached for a year', async () => {
    const res = await get(asset, { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBeLessThan(script.length);
    expect(zlib.brotliDecompressSync(res.rawPayload).equals(script)).toBe(true);
  });

  it('sends the gzip copy when the browser accepts only gzip', async () => {
    const res = await get(asset, { 'accept-encoding': 'gzip, deflate' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.gunzipSync(res.rawPayload).equals(script)).toBe(true);
  });

  it('sends the file itself (identity) without Accept-Encoding, still varying on it', async () => {
    const res = await get(asset);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(script)).toBe(true);
  });

  it('sends a file without a compressed copy as it is, even to a browser that accepts br', async () => {
    const res = await get('/theme-init.js', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).not.toMatch(/immutable/);
  });

  it('answers a client-side route with index.html, compressed and never cached without revalidation', async () => {
    const res = await get('/dashboard/orders', { accept: 'text/html', 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(res.rawPayload).equals(indexHtml)).toBe(true);

    const plain = await get('/dashboard/orders', { accept: 'text/html' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.rawPayload.equals(indexHtml)).toBe(true);

    const direct = await get('/index.html', { 'accept-encoding': 'gzip' });
    expect(direct.headers['content-encoding']).toBe('gzip');
    expect(direct.headers['cache-control']).toBe('no-cache');
  });

  it('leaves API answers uncompressed', async () => {
    const res = await get('/healthz', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
