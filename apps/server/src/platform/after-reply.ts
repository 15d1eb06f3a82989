/**
 * Work that runs once the current request has answered, so its cost (and whether it happened at
 * all) does not show in the reply's timing — e.g. looking an address up and mailing it a link.
 *
 * A durable job queue will take this over; until then the work lives in memory: a crash between
 * the reply and the work loses it (the person asks again). A clean stop waits for it (`drain`).
 */
export type AfterReply = { run(work: () => Promise<void>): void; drain(): Promise<void> };

export function createAfterReply(onError: (error: unknown) => void): AfterReply {
  const pending = new Set<Promise<void>>();
  return {
    run(work) {
      const task = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch(onError)
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async drain() {
      await Promise.all([...pending]);
    },
  };
}
