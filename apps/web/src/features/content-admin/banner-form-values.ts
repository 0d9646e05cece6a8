import { bannerBody } from '@propdesk/shared';
import { toUtcIso, toWallClock } from '../../lib/wall-clock';
import type { Banner, BannerBody } from './api/banners';
import { validationMessage } from '../../lib/i18n/validation';

/** What the banner modal's inputs hold: times as wall-clock values in the site's zone. */
export interface BannerValues {
  title: string;
  subtitle: string;
  linkUrl: string;
  startsAt: string | null;
  endsAt: string | null;
}

export function bannerValuesOf(banner: Banner | undefined, timeZone: string): BannerValues {
  return {
    title: banner?.title ?? '',
    subtitle: banner?.subtitle ?? '',
    linkUrl: banner?.linkUrl ?? '',
    startsAt: banner?.startsAt ? toWallClock(banner.startsAt, timeZone) : null,
    endsAt: banner?.endsAt ? toWallClock(banner.endsAt, timeZone) : null,
  };
}

/**
 * The create/update body: the schedule in UTC, blanks as null. A new banner goes after the
 * others (`position`); an edited one keeps its place.
 */
export function bannerBodyOf(values: BannerValues, timeZone: string, position: number): BannerBody {
  return {
    type: 'LANDING',
    title: values.title,
    subtitle: values.subtitle.trim() || null,
    linkUrl: values.linkUrl.trim() || null,
    position,
    startsAt: values.startsAt ? toUtcIso(values.startsAt, timeZone) : null,
    endsAt: values.endsAt ? toUtcIso(values.endsAt, timeZone) : null,
  };
}

/** The shared banner rules applied to what the form would send, keyed by input. */
export function bannerFormErrors(values: BannerValues, timeZone: string): Record<string, string> {
  const parsed = bannerBody.safeParse(bannerBodyOf(values, timeZone, 0));
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues)
    errors[String(issue.path[0])] ??= validationMessage(issue.message);
  return errors;
}

export type BannerStatus = 'live' | 'scheduled' | 'ended' | 'no-image';

/** Where a banner stands at `now`: the badge on the staff's list. */
export function bannerStatus(
  banner: Pick<Banner, 'startsAt' | 'endsAt' | 'image_url'>,
  now: number,
): BannerStatus {
  if (banner.endsAt && Date.parse(banner.endsAt) <= now) return 'ended';
  if (banner.startsAt && Date.parse(banner.startsAt) > now) return 'scheduled';
  return banner.image_url ? 'live' : 'no-image';
}

/** The list with the item at `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item === undefined || to < 0 || to > list.length - 1) return [...list];
  next.splice(to, 0, item);
  return next;
}
