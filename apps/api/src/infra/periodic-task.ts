import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicTask {
  /** Runs the task now, then every period until stopped; resolves when this first run ends. */
  start(): Promise<void>;
  stop(): void;
}

/**
 * Work every server process repeats on a timer (pruning, sweeping). A failed run is logged and
 * the next one tries again; the timer never keeps the process alive on its own.
 */
export function periodicTask(options: {
  everyMs: number;
  run: () => Promise<void>;
  log: FastifyBaseLogger;
  /** The log message when a run fails. */
  failure: string;
}): PeriodicTask {
  let timer: NodeJS.Timeout | undefined;
  const tick = async () => {
    try {
      await options.run();
    } catch (error) {
      options.log.error({ err: error }, options.failure);
    }
  };
  return {
    start() {
      if (timer) return Promise.resolve();
      timer = setInterval(() => void tick(), options.everyMs);
      timer.unref();
      return tick();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
