import { rotate } from './fixtures';
import { runLoad, type LoadResult } from './http-load';
import { freePort, startNode, waitReady } from './processes';

export type LimitKind = 'hello-node' | 'hello-fastify' | 'select' | 'select-insert';
export type LimitFigures = { kind: LimitKind; name: string; result: LoadResult };

export const LIMIT_NAMES: Record<LimitKind, string> = {
  'hello-node': 'bare node:http hello',
  'hello-fastify': 'bare Fastify hello',
  select: 'bare Fastify + one PostgreSQL point select',
  'select-insert': 'bare Fastify + point select and audit insert in one transaction',
};

/**
 * This machine's ceilings, measured in the same run and the same way as the API: each bare server
 * in its own process, max-rate load with the same connections and duration. The database routes
 * use the server's pool (pg, same max) on the same dataset, rotating over many order ids.
 */
export async function measureLimits(options: {
  databaseUrl: string;
  poolMax: number;
  orderIds: string[];
  connections: number;
  seconds: number;
  warmupSeconds: number;
  log: (line: string) => void;
}): Promise<LimitFigures[]> {
  const out: LimitFigures[] = [];
  for (const kind of ['hello-node', 'hello-fastify', 'select', 'select-insert'] as const) {
    const port = await freePort();
    const node = startNode({
      script: 'bench/src/child/limit-server.ts',
      args: [kind],
      port,
      env: { DATABASE_URL: options.databaseUrl, DATABASE_POOL_MAX: String(options.poolMax) },
    });
    try {
      await waitReady(`${node.baseUrl}/`, node);
      const id = rotate(options.orderIds);
      const path = kind === 'select' || kind === 'select-insert' ? () => `/orders/${id()}` : () => '/';
      const spec = {
        baseUrl: node.baseUrl,
        steps: [{ name: LIMIT_NAMES[kind], build: () => ({ path: path() }) }],
        nextJob: () => null,
        connections: options.connections,
      };
      await runLoad({ ...spec, seconds: options.warmupSeconds });
      const result = await runLoad({ ...spec, seconds: options.seconds });
      out.push({ kind, name: LIMIT_NAMES[kind], result });
      const step = result.steps[0]!;
      options.log(`  ${LIMIT_NAMES[kind]}: ${step.rps} req/s, p50 ${step.p50} ms, p99 ${step.p99} ms, ${result.errors} errors`);
    } finally {
      await node.stop();
    }
  }
  return out;
}
