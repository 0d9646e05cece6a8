const MB = 1024 * 1024;

/** Samples the heap and resident set while `work` runs; answers its time and the peaks. */
export async function measured<T>(work: () => Promise<T>) {
  let heap = 0;
  let rss = 0;
  const sample = () => {
    const m = process.memoryUsage();
    heap = Math.max(heap, m.heapUsed);
    rss = Math.max(rss, m.rss);
  };
  sample();
  const timer = setInterval(sample, 100);
  const started = performance.now();
  try {
    const result = await work();
    return { result, ms: performance.now() - started, heapMb: heap / MB, rssMb: rss / MB };
  } finally {
    clearInterval(timer);
    sample();
  }
}
