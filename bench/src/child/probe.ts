import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * Preloaded (`node --import`) into a server process the benchmark starts with an IPC channel:
 * measures the event loop's delay and answers 'bench:event-loop' with its percentiles (ms) since
 * the last question. Nothing in the server changes; without the channel this does nothing.
 */
if (process.send) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const ms = (ns: number) => Math.round(ns / 10_000) / 100;
  process.on('message', (message) => {
    if (message !== 'bench:event-loop') return;
    process.send?.({
      kind: 'bench:event-loop',
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
      mean: ms(histogram.mean),
    });
    histogram.reset();
  });
  // The channel must not keep a stopping server alive.
  process.channel?.unref();
  process.once('SIGTERM', () => {
    if (process.connected) process.disconnect();
  });
}
