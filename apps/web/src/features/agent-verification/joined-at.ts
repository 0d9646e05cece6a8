import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/** How long ago someone joined, in words ('3 days ago'), from `now`. */
export function joinedAgo(at: string, now: Date = new Date()): string {
  return dayjs(at).from(now);
}
