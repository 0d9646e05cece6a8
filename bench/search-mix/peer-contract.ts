/**
 * What the bench needs of a peer (another product serving the same listings), as
 * bench/search-mix/peer/directus.ts provides it: a request for each query of the mix, and the
 * public ids and total of an answer, to check both answer alike.
 */
import type { LoadRequest } from '../api/load';
import type { MixQuery } from './mix-types';

export interface Peer {
  /** e.g. 'Directus 11.17.0' */
  name: string;
  /** Base URL, e.g. http://127.0.0.1:8055 */
  url: string;
  /** The PostgreSQL database it reads, for CPU accounting. */
  databaseName: string;
  publicSearch(q: MixQuery): LoadRequest;
  agentSearch(q: MixQuery): LoadRequest;
  byId(listing: { id: number; publicId: string }): LoadRequest;
  readPage(json: unknown): { publicIds: string[]; total: number };
  stop(): Promise<void>;
}

type StartPeer = (options: {
  adminUrl: string;
  sourceUrl: string;
  siteSlug: string;
  agentEmail: string;
}) => Promise<Peer>;

const PEERS: Record<string, { module: string; start: string }> = {
  directus: { module: './peer/directus.ts', start: 'startDirectus' },
};

/** Starts the named peer over the bench database at `sourceUrl`. */
export async function startPeer(name: string, options: Parameters<StartPeer>[0]): Promise<Peer> {
  const peer = PEERS[name];
  if (!peer) throw new Error(`Unknown peer ${name}: ${Object.keys(PEERS).join(', ')}`);
  // Imported by name: the peer's module is optional, and heavy to load when not compared with.
  const loaded = (await import(peer.module)) as Record<string, StartPeer>;
  return loaded[peer.start]!(options);
}
