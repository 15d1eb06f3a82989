import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { Step } from './http-load';
import { runOpenLoop } from './open-loop';

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

/** A loopback server; `arrivals` lists the request paths in the order they arrived. */
async function loopback(handler: Handler = (_q, r) => r.end('{}')) {
  const arrivals: string[] = [];
  const server = http.createServer((request, response) => {
    arrivals.push(request.url ?? '');
    handler(request, response);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.on('connection', (socket) => socket.unref());
  return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, arrivals };
}

/** One step whose path carries the cycle's number. */
function numbered(): { steps: Step<number>[]; nextJob: () => number } {
  let n = 0;
  return { steps: [{ name: 'get', build: (job) => ({ path: `/${job}` }) }], nextJob: () => n++ };
}

describe('runOpenLoop', () => {
  it('sends request i at t0 + i / rate, never early, in order, and stops at its request bound', async () => {
    const { baseUrl, arrivals } = await loopback();
    const result = await runOpenLoop({ baseUrl, ...numbered(), rate: 200, maxRequests: 40, maxSeconds: 30, connections: 4, keepRecords: true });

    expect(result.sent).toBe(40);
    expect(result.steps[0]!.count).toBe(40);
    expect(result.errors).toBe(0);
    expect(result.dropped).toBe(0);
    // Each arrived once (over four connections, new sockets may overtake one another)…
    expect([...arrivals].sort()).toEqual(Array.from({ length: 40 }, (_, i) => `/${i}`).sort());
    const records = result.records!;
    records.forEach((r, i) => expect(r.due).toBeCloseTo(i * 5, 6));
    // …but were sent in order, none before it was due.
    for (const [i, r] of records.entries()) {
      expect(r.sent!).toBeGreaterThanOrEqual(r.due);
      if (i > 0) expect(r.sent!).toBeGreaterThanOrEqual(records[i - 1]!.sent!);
    }
    // Spread over the whole schedule, not released in a burst: the last request cannot leave before 195 ms.
    expect(records.at(-1)!.sent!).toBeGreaterThanOrEqual(195);
  });

  it('measures latency from the due time when the server stalls, not from when the request could be sent', async () => {
    let first = true;
    const { baseUrl } = await loopback((_request, response) => {
      if (first) {
        first = false;
        setTimeout(() => response.end('{}'), 300);
      } else {
        response.end('{}');
      }
    });
    // One connection: requests 1… wait behind the stalled request 0.
    const result = await runOpenLoop({ baseUrl, ...numbered(), rate: 100, maxRequests: 10, maxSeconds: 30, connections: 1, keepRecords: true });

    expect(result.steps[0]!.count).toBe(10);
    const fifth = result.records!.find((r) => r.cycle === 5)!;
    expect(fifth.due).toBeCloseTo(50, 6);
    // Sent only once request 0 was answered (≥ 300 ms), and its latency includes that wait.
    expect(fifth.sent!).toBeGreaterThanOrEqual(300);
    expect(fifth.done! - fifth.due).toBeGreaterThanOrEqual(250);
    expect(result.steps[0]!.p50).toBeGreaterThanOrEqual(200);
  });

  it('stops scheduling at its time bound and counts what could not be sent as dropped', async () => {
    const held: http.ServerResponse[] = [];
    const { baseUrl } = await loopback((_request, response) => held.push(response));
    const result = await runOpenLoop({ baseUrl, ...numbered(), rate: 100, maxRequests: 10_000, maxSeconds: 0.2, connections: 2, timeoutMs: 100, keepRecords: true });
    for (const response of held) response.end('{}');

    // 0.2 s at 100/s: requests due at 0, 10, … 190 ms; none later.
    expect(result.records!.filter((r) => r.step === 0)).toHaveLength(20);
    // Two were sent and timed out; the rest waited for a connection past the timeout.
    expect(result.sent).toBeLessThan(20);
    expect(result.sent + result.dropped).toBe(20);
    expect(result.errors).toBe(result.sent);
    expect(result.steps[0]!.count).toBe(0);
  });

  it('runs a cycle of steps in order, the next step due when the previous one is answered, and gives up a cycle after an error', async () => {
    const { baseUrl, arrivals } = await loopback((request, response) => {
      if (request.url === '/fail/2') {
        response.statusCode = 500;
        return response.end('{}');
      }
      response.end(JSON.stringify({ data: { id: request.url } }));
    });
    let n = 0;
    const steps: Step<number>[] = [
      { name: 'first', build: (job) => ({ path: job === 2 ? '/fail/2' : `/a/${job}` }), onResponse: (_s, body, _j, state) => (state.from = JSON.parse(body).data.id) },
      { name: 'second', build: (_job, state) => ({ method: 'POST', path: `/b${String(state.from)}`, body: '{}' }) },
    ];
    const result = await runOpenLoop({ baseUrl, steps, nextJob: () => n++, rate: 200, maxRequests: 8, maxSeconds: 30, connections: 2, keepRecords: true });

    expect(result.steps.map((s) => [s.count, s.errors])).toEqual([[3, 1], [3, 0]]);
    expect(result.errors).toBe(1);
    expect(arrivals.filter((a) => a.startsWith('/b'))).toEqual(expect.arrayContaining(['/b/a/0', '/b/a/1', '/b/a/3']));
    expect(arrivals).not.toContain('/b/fail/2');
    for (const second of result.records!.filter((r) => r.step === 1)) {
      const first = result.records!.find((r) => r.step === 0 && r.cycle === second.cycle)!;
      expect(second.due).toBe(first.done);
    }
  });

  it('refuses a run without bounds', async () => {
    await expect(runOpenLoop({ baseUrl: 'http://127.0.0.1:1', ...numbered(), rate: 0, maxRequests: 1, maxSeconds: 1, connections: 1 })).rejects.toThrow(/positive/);
  });
});
