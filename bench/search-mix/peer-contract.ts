/**
 * The peers the bench can compare with (another product serving the same listings): each gives
 * a request for every query of the mix, and the public ids and total of an answer, to check
 * both answer alike.
 */
import type { Peer, startDirectus } from './peer/directus';

export type { Peer };

/** Starts the named peer over the bench database at `sourceUrl`. */
export async function startPeer(
  name: string,
  options: Parameters<typeof startDirectus>[0],
): Promise<Peer> {
  if (name !== 'directus') throw new Error(`Unknown peer ${name}: directus`);
  // Loaded only when compared with.
  const { startDirectus } = await import('./peer/directus');
  return startDirectus(options);
}
