/**
 * Before a peer is measured: both products answer a sample of public searches alike, the same
 * listings in the same order and the same total. When Propdesk stopped counting (totalCapped),
 * its total is a lower bound and the peer's must reach it.
 */
import type { LoadRequest } from '../api/load';
import type { MixQuery } from './mix-types';
import type { Peer } from './peer-contract';

interface PropdeskPage {
  content: { publicId: string }[];
  totalElements: number;
  totalCapped?: boolean;
}

async function send(base: string, request: LoadRequest): Promise<unknown> {
  const res = await fetch(new URL(request.path, base), {
    method: request.method,
    headers: request.headers,
    body: request.body,
  });
  if (!res.ok)
    throw new Error(`${request.method} ${request.path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Prints how many of the sample differ; answers whether none did. */
export async function checkPeerAnswers(
  propdesk: { url: string; publicSearch(q: MixQuery): LoadRequest },
  peer: Peer,
  sample: MixQuery[],
): Promise<boolean> {
  const differences: string[] = [];
  for (const q of sample) {
    const ours = (await send(propdesk.url, propdesk.publicSearch(q))) as PropdeskPage;
    const theirs = peer.readPage(await send(peer.url, peer.publicSearch(q)));
    const ids = ours.content.map((p) => p.publicId);
    const sameIds = ids.join() === theirs.publicIds.join();
    const totalsAgree = ours.totalCapped
      ? theirs.total >= ours.totalElements
      : theirs.total === ours.totalElements;
    if (!sameIds || !totalsAgree) {
      differences.push(
        `  ${JSON.stringify(q)}: totals ${ours.totalElements}${ours.totalCapped ? '+' : ''} and ` +
          `${theirs.total}; ids ${sameIds ? 'alike' : `${ids.join()} and ${theirs.publicIds.join()}`}`,
      );
    }
  }
  process.stdout.write(
    `\n${differences.length ? 'MISSED' : 'met'}: ${peer.name} answers ${sample.length} public ` +
      `searches as Propdesk does (${differences.length} differ)\n${differences.slice(0, 3).join('\n')}\n`,
  );
  return differences.length === 0;
}
