import Fastify from 'fastify';
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { drainConnectionsOnClose } from './drain-connections';

const agents: http.Agent[] = [];
afterEach(() => {
  for (const agent of agents.splice(0)) agent.destroy();
});

type Answer = { statusCode: number; connection: string | undefined; body: string };

/** A GET on a keep-alive agent, the way browsers and proxies reuse connections. */
function get(url: string, agent: http.Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, connection: res.headers.connection, body }));
      })
      .on('error', reject);
  });
}

async function slowServer() {
  const app = Fastify({ keepAliveTimeout: 60_000 });
  drainConnectionsOnClose(app);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let arrived = 0;
  app.get('/slow', async () => {
    arrived++;
    await gate;
    return { ok: true };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, url: `http://127.0.0.1:${port}`, release, arrived: () => arrived };
}

describe('drainConnectionsOnClose', () => {
  it('lets requests in flight finish, tells their clients to close, and closes without waiting for keep-alive', async () => {
    const { app, url, release, arrived } = await slowServer();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 5 });
    agents.push(agent);
    const inFlight = Array.from({ length: 5 }, () => get(`${url}/slow`, agent));
    while (arrived() < 5) await new Promise((r) => setTimeout(r, 5));

    let closed = false;
    const closing = app.close().then(() => (closed = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(closed).toBe(false); // still draining: nobody is cut off
    release();

    const responses = await Promise.all(inFlight);
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(response.connection).toBe('close');
      expect(JSON.parse(response.body)).toEqual({ ok: true });
    }
    // Without the drain this waits for the 60 s keep-alive and the test times out.
    await closing;
    expect(closed).toBe(true);
  });

  it('leaves replies alone while the server is not closing', async () => {
    const { app, url, release } = await slowServer();
    release();
    const agent = new http.Agent({ keepAlive: true });
    agents.push(agent);
    const response = await get(`${url}/slow`, agent);
    expect(response.connection).toBe('keep-alive');
    agent.destroy();
    await app.close();
  });
});
