/** A seeded PRNG (mulberry32): the same seed draws the same numbers in [0, 1) on every run. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The same items in an order drawn by `random` (Fisher–Yates). */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Zipf-like shares of n ranks: rank r (from 1) weighs 1 / r^exponent; they sum to 1. */
export function zipfShares(n: number, exponent: number): number[] {
  const weights = Array.from({ length: n }, (_, i) => 1 / (i + 1) ** exponent);
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => w / sum);
}

/** Draws an index by its share (shares sum to 1): a cumulative table and a binary search. */
export function sampler(shares: readonly number[], random: () => number): () => number {
  const cumulative: number[] = [];
  let sum = 0;
  for (const share of shares) cumulative.push((sum += share));
  return () => {
    const u = random() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! > u) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };
}

/** The lower bound of each share's bucket, from 0: PostgreSQL's width_bucket picks by them. */
export function bucketStarts(shares: readonly number[]): number[] {
  const starts: number[] = [];
  let sum = 0;
  for (const share of shares) {
    starts.push(sum);
    sum += share;
  }
  return starts;
}
