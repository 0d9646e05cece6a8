import type { FastifyBaseLogger } from 'fastify';

/** Work a request leaves to run after its answer has gone; `drain` waits for all of it. */
export interface AfterAnswer {
  run(work: () => Promise<void>): void;
  drain(): Promise<void>;
}

/**
 * Runs work once the current request's answer is on its way (the next turn of the event loop),
 * so the answer's timing cannot depend on it. A failure is logged, never answered; the app's
 * onClose drains what is under way.
 */
export function afterAnswer(log: FastifyBaseLogger): AfterAnswer {
  const pending = new Set<Promise<void>>();
  return {
    run(work) {
      const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) => log.error({ err: error }, 'work after an answer failed'))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async drain() {
      while (pending.size) await Promise.all(pending);
    },
  };
}
