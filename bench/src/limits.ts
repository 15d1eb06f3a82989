import { runLoad, type LoadResult } from './http-load';
import { freePort, startNode, waitReady, type NodeChild } from './processes';

export type HelloKind = 'hello-node' | 'hello-fastify';
export type LimitFigures = { kind: HelloKind; name: string; result: LoadResult };

export const HELLO_NAMES: Record<HelloKind, string> = {
  'hello-node': 'bare node:http hello',
  'hello-fastify': 'bare Fastify hello',
};

/**
 * This machine's ceilings for HTTP alone, measured the same way as the API: each bare server in
 * its own process, max-rate load with the same connections and duration.
 */
export async function measureHelloLimits(options: { connections: number; seconds: number; warmupSeconds: number; log: (line: string) => void }): Promise<LimitFigures[]> {
  const out: LimitFigures[] = [];
  for (const kind of ['hello-node', 'hello-fastify'] as const) {
    const port = await freePort();
    const node = startNode({ script: 'bench/src/child/limit-server.ts', args: [kind], port, env: {} });
    try {
      await waitReady(`${node.baseUrl}/`, node);
      const spec = { baseUrl: node.baseUrl, steps: [{ name: HELLO_NAMES[kind], build: () => ({ path: '/' }) }], nextJob: () => null, connections: options.connections };
      await runLoad({ ...spec, seconds: options.warmupSeconds });
      const result = await runLoad({ ...spec, seconds: options.seconds });
      out.push({ kind, name: HELLO_NAMES[kind], result });
      const step = result.steps[0]!;
      options.log(`  ${HELLO_NAMES[kind]}: ${step.rps} req/s, p50 ${step.p50} ms, p99 ${step.p99} ms, ${result.errors} errors`);
    } finally {
      await node.stop();
    }
  }
  return out;
}

/**
 * The limit of every API scenario: bare Fastify routes at the API's paths calling the server's own
 * service functions on a database opened from the server's own configuration (`env` is the real
 * server's), so each scenario's limit issues the product's statements, prepared names and
 * transactions (see child/limit-server.ts). It runs beside the real server; the load alternates.
 */
export async function startProductSqlLimit(env: Record<string, string>): Promise<NodeChild> {
  const port = await freePort();
  const node = startNode({ script: 'bench/src/child/limit-server.ts', args: ['product-sql'], port, env });
  await waitReady(`${node.baseUrl}/`, node);
  return node;
}
