/**
 * The WHATWG URL of browsers and Node; the shared package compiles without either's types, so
 * the part read here is named.
 */
declare const URL: new (input: string) => {
  protocol: string;
  username: string;
  password: string;
  port: string;
  hostname: string;
  pathname: string;
  searchParams: { get(name: string): string | null };
};
type URL = InstanceType<typeof URL>;

/** Where a listing's video or virtual tour may live: the hosts an agent's link may name. */
export const TOUR_PROVIDERS = ['YOUTUBE', 'VIMEO', 'MATTERPORT', 'KUULA'] as const;
export type TourProvider = (typeof TOUR_PROVIDERS)[number];

export const TOUR_LINK_MAX_LENGTH = 500;
export const TOUR_LINK_MESSAGE =
  'Use a link to a YouTube or Vimeo video, or a Matterport or Kuula tour';

/**
 * The origins a listing page may frame, one per provider: YouTube's privacy-enhanced host sets
 * no cookie until the video plays, Vimeo's player is asked not to track (dnt=1).
 */
export const TOUR_FRAME_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://my.matterport.com',
  'https://kuula.co',
] as const;

/** A link the allow-list accepts: the address stored and shown, and the one framed on a click. */
export interface TourLink {
  provider: TourProvider;
  /** A video plays; a tour is walked through (Matterport, Kuula). */
  kind: 'VIDEO' | 'TOUR';
  url: string;
  embedUrl: string;
}

const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d{6,12}$/;
const VIMEO_HASH = /^[\da-f]{6,20}$/i;
const MATTERPORT_ID = /^[A-Za-z\d]{11}$/;
const KUULA_ID = /^[A-Za-z\d]{4,12}$/;

function youtube(host: string, url: URL): TourLink | null {
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined;
  if (host === 'youtu.be') id = parts.length === 1 ? parts[0] : null;
  else if (parts[0] === 'watch' && parts.length === 1) id = url.searchParams.get('v');
  else if (['embed', 'shorts', 'live'].includes(parts[0] ?? '') && parts.length === 2)
    id = parts[1];
  if (!id || !YOUTUBE_ID.test(id)) return null;
  return {
    provider: 'YOUTUBE',
    kind: 'VIDEO',
    url: `https://www.youtube.com/watch?v=${id}`,
    embedUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`,
  };
}

function vimeo(host: string, url: URL): TourLink | null {
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  let hash: string | null | undefined;
  if (host === 'player.vimeo.com') {
    if (parts[0] !== 'video' || parts.length !== 2) return null;
    id = parts[1];
    hash = url.searchParams.get('h');
  } else {
    // vimeo.com/ID, vimeo.com/ID/HASH (an unlisted video), vimeo.com/channels/NAME/ID.
    const at = parts[0] === 'channels' && parts.length >= 3 ? 2 : 0;
    id = parts[at];
    hash = parts[at + 1];
    if (parts.length > at + 2) return null;
  }
  if (!id || !VIMEO_ID.test(id) || (hash && !VIMEO_HASH.test(hash))) return null;
  return {
    provider: 'VIMEO',
    kind: 'VIDEO',
    url: `https://vimeo.com/${id}${hash ? `/${hash}` : ''}`,
    embedUrl: `https://player.vimeo.com/video/${id}?dnt=1&autoplay=1${hash ? `&h=${hash}` : ''}`,
  };
}

function matterport(url: URL): TourLink | null {
  const parts = url.pathname.split('/').filter(Boolean);
  const id = url.searchParams.get('m');
  if (parts.length !== 1 || parts[0] !== 'show' || !id || !MATTERPORT_ID.test(id)) return null;
  return {
    provider: 'MATTERPORT',
    kind: 'TOUR',
    url: `https://my.matterport.com/show/?m=${id}`,
    embedUrl: `https://my.matterport.com/show/?m=${id}&play=1`,
  };
}

function kuula(url: URL): TourLink | null {
  const parts = url.pathname.split('/').filter(Boolean);
  const collection = parts[1] === 'collection';
  const id = collection ? parts[2] : parts[1];
  if (parts[0] !== 'share' || parts.length !== (collection ? 3 : 2) || !id || !KUULA_ID.test(id))
    return null;
  const path = `https://kuula.co/share/${collection ? 'collection/' : ''}${id}`;
  return { provider: 'KUULA', kind: 'TOUR', url: path, embedUrl: `${path}?fs=1&vr=0&thumbs=1` };
}

/**
 * The video or tour an agent's link points to, or null when it is not a link to one of the
 * allowed providers' videos or tours. Only the provider's id is kept from the link, so what is
 * framed is always an address built here, never one an agent typed.
 */
export function tourLinkOf(input: string): TourLink | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password)
    return null;
  if (url.port) return null;
  const host = url.hostname.toLowerCase().replace(/^(www|m)\./, '');
  switch (host) {
    case 'youtube.com':
    case 'youtu.be':
    case 'youtube-nocookie.com':
      return youtube(host, url);
    case 'vimeo.com':
    case 'player.vimeo.com':
      return vimeo(host, url);
    case 'my.matterport.com':
      return matterport(url);
    case 'kuula.co':
      return kuula(url);
    default:
      return null;
  }
}
