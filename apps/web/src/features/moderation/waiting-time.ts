const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** How long ago `iso` was, in its largest whole unit: '3 days ago', 'now'. */
export function waitingTime(iso: string, now: number): string {
  const elapsed = Math.max(0, now - new Date(iso).getTime());
  for (const [unit, ms] of UNITS) {
    if (elapsed >= ms) return relative.format(-Math.floor(elapsed / ms), unit);
  }
  return 'just now';
}
