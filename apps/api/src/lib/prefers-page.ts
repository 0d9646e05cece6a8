/** How much a media range of an Accept header wants `type/subtype`: its q, or 0. */
function qualityFor(ranges: { type: string; q: number }[], wanted: string): number {
  const [major] = wanted.split('/');
  let best: { specificity: number; q: number } | undefined;
  for (const { type, q } of ranges) {
    const specificity = type === wanted ? 3 : type === `${major}/*` ? 2 : type === '*/*' ? 1 : 0;
    if (specificity && (!best || specificity > best.specificity)) best = { specificity, q };
  }
  return best?.q ?? 0;
}

/**
 * Whether a GET for a page address wants the page rather than the API's JSON: a missing Accept,
 * `*∕*`, `text/html` and a browser's header get the page; a caller that prefers JSON (an API
 * client's `application/json`) gets JSON. Link-preview fetchers, feed readers and command-line
 * tools often send `*∕*` or nothing at all.
 */
export function prefersPage(accept: string | undefined): boolean {
  if (!accept?.trim()) return true;
  const ranges = accept.split(',').flatMap((part) => {
    const [type, ...params] = part.trim().toLowerCase().split(';');
    if (!type) return [];
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    const value = q === undefined ? 1 : Number(q);
    return [{ type: type.trim(), q: Number.isFinite(value) ? value : 0 }];
  });
  const html = qualityFor(ranges, 'text/html');
  return html > 0 && html >= qualityFor(ranges, 'application/json');
}
