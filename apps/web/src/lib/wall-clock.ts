import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { dateLocale } from './format/locale';

dayjs.extend(utc);
dayjs.extend(timezone);

/** How the date-time pickers hold a value: a wall-clock time with no zone. */
const WALL_CLOCK = 'YYYY-MM-DD HH:mm:ss';
const DAY_MS = 24 * 60 * 60_000;
/** A programming error, for developers: the pickers only ever hold wall-clock values. */
const NOT_WALL_CLOCK = 'Not a wall-clock time: ';

const offsetAt = (instantMs: number, timeZone: string) => dayjs(instantMs).tz(timeZone).utcOffset();

/** The wall-clock time an instant shows in a zone, as the pickers hold it. */
export function toWallClock(iso: string, timeZone: string): string {
  return dayjs(iso).tz(timeZone).format(WALL_CLOCK);
}

/**
 * The UTC instant (ISO, 'Z') of a wall-clock time in a zone. A time the clocks skip (spring
 * forward) moves on by the gap; a time they show twice (fall back) is the earlier one.
 */
export function toUtcIso(wallClock: string, timeZone: string): string {
  const asUtc = dayjs.utc(wallClock, WALL_CLOCK).valueOf();
  if (Number.isNaN(asUtc)) throw new RangeError(NOT_WALL_CLOCK + wallClock);
  // The offsets around the time: the same on both sides unless a change falls in between.
  const before = offsetAt(asUtc - DAY_MS, timeZone);
  const after = offsetAt(asUtc + DAY_MS, timeZone);
  const matching = [...new Set([before, after])]
    .map((offset) => asUtc - offset * 60_000)
    .filter((instant) => dayjs(instant).tz(timeZone).format(WALL_CLOCK) === wallClock);
  const instant = matching.length ? Math.min(...matching) : asUtc - before * 60_000;
  return new Date(instant).toISOString();
}

/**
 * The zone's short name at an instant in the reader's locale ('CAT', 'GMT+2', 'BST'), written
 * the way the dates around it are.
 */
export function zoneName(
  timeZone: string,
  at: Date = new Date(),
  locale: string | undefined = dateLocale(),
): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' }).formatToParts(
    at,
  );
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}
