import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

/**
 * Preloaded (`node --import`) into a server process the benchmark starts with an IPC channel:
 * - answers 'bench:event-loop' with the event loop delay's percentiles (ms) since the last question;
 * - answers 'bench:memory' with the heap in use right after the latest full (major) garbage
 *   collection — the live set, which a leak makes grow — and the heap V8 has reserved, which
 *   follows its collection heuristics rather than the live set.
 * Nothing in the server changes; without the channel this does nothing.
 */
if (process.send) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const ms = (ns: number) => Math.round(ns / 10_000) / 100;
  const mib = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;

  let liveHeapMiB: number | null = null;
  let majorCollections = 0;
  const gc = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      // A gc entry's detail says which collection it was (Node's PerformanceEntry type omits it).
      const kind = (entry as unknown as { detail?: { kind?: number } }).detail?.kind;
      if (kind !== constants.NODE_PERFORMANCE_GC_MAJOR) continue;
      majorCollections += 1;
      // The observer runs after the collection: little has been allocated since.
      liveHeapMiB = mib(process.memoryUsage().heapUsed);
    }
  });
  gc.observe({ entryTypes: ['gc'] });

  process.on('message', (message) => {
    if (message === 'bench:event-loop') {
      process.send?.({
        kind: 'bench:event-loop',
        p50: ms(histogram.percentile(50)),
        p99: ms(histogram.percentile(99)),
        max: ms(histogram.max),
        mean: ms(histogram.mean),
      });
      histogram.reset();
    } else if (message === 'bench:memory') {
      process.send?.({ kind: 'bench:memory', liveHeapMiB, majorCollections, heapTotalMiB: mib(process.memoryUsage().heapTotal) });
    }
  });
  // The channel must not keep a stopping server alive.
  process.channel?.unref();
  process.once('SIGTERM', () => {
    gc.disconnect();
    if (process.connected) process.disconnect();
  });
}
