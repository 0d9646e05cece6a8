/** A bench's `--key=value` arguments; a bare `--flag` reads 'true'. */
export function benchArgs(argv = process.argv.slice(2)): Record<string, string> {
  return Object.fromEntries(
    argv.map((a) => {
      const [key, value] = a.replace(/^--/, '').split('=');
      return [key, value ?? 'true'];
    }),
  );
}

/** The PostgreSQL to measure on, and which databases to run: both when one is set. */
export function benchDatabases(args: Record<string, string>) {
  const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const which = args.db ?? (pgUrl ? 'both' : 'pglite');
  return { pgUrl, which };
}

/**
 * Runs a bench: exits 0 when it passed (or has no verdict), 1 when it missed a goal or failed.
 * Ctrl+C exits through 'exit' too, where benches stop their servers and remove their data.
 */
export function runBench(main: () => Promise<boolean | void>): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => process.exit(130));
  }
  main().then(
    (passed) => process.exit(passed === false ? 1 : 0),
    (error: unknown) => {
      process.stderr.write(
        `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
      process.exit(1);
    },
  );
}
