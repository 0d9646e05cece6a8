// How a listing is doing: the rules both the API and the dashboard need (the periods a chart
// may cover, where a visit came from, which listings need their agent's attention).

/** The periods the Performance tab and its CSV cover, in days ending today. */
export const PERFORMANCE_PERIODS = [7, 30, 90] as const;
export type PerformancePeriod = (typeof PERFORMANCE_PERIODS)[number];

/** Where a listing page's visitor came from. */
export const VISIT_SOURCES = ['search', 'map', 'alert', 'direct', 'other'] as const;
export type VisitSource = (typeof VISIT_SOURCES)[number];

/** The sources the public site names itself (a link from its results, its map, an alert e-mail). */
const NAMED_SOURCES: readonly string[] = ['search', 'map', 'alert'];

/** A host name as kept for a referring site: lower case, without `www.`, at most 100 characters. */
const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/;

/** The host of an address, for a referring site; null when it is not an http(s) address. */
export function referrerHost(address: string | null | undefined): string | null {
  if (!address || address.length > 2048) return null;
  // The host of an http(s) address, without a port, user or path (no URL class here: the
  // shared package runs without the DOM's and Node's types).
  const match = /^https?:\/\/(?:[^@/?#]*@)?([^:/?#]+)/i.exec(address.trim());
  if (!match) return null;
  const host = match[1]!.toLowerCase().replace(/^www\./, '');
  return host.length <= 100 && HOST.test(host) ? host : null;
}

/**
 * Where a visit came from: the source the public page named (its link from search results, the
 * map or an alert e-mail carries it), else the referring page's host when it is another site's,
 * else direct. `siteHosts` are the site's own hosts: a visit from its own pages without a named
 * source is direct. Only the host of a referrer is kept, never its path or query.
 */
export function classifyVisit(
  named: string | null | undefined,
  referrer: string | null | undefined,
  siteHosts: readonly string[],
): { source: VisitSource; host: string } {
  if (named && NAMED_SOURCES.includes(named)) return { source: named as VisitSource, host: '' };
  const host = referrerHost(referrer);
  if (!host || siteHosts.some((own) => own.toLowerCase().replace(/^www\./, '') === host)) {
    return { source: 'direct', host: '' };
  }
  return { source: 'other', host };
}

/** The median of some numbers (the middle one, or the mean of the middle two); 0 for none. */
export function median(values: readonly number[]): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Why a live listing needs its agent's attention. */
export const ATTENTION_REASONS = ['VIEWS_NO_QUESTIONS', 'NO_RECENT_VIEWS', 'FEW_PHOTOS'] as const;
export type AttentionReason = (typeof ATTENTION_REASONS)[number];

/** The thresholds of the attention rules. */
export const ATTENTION_RULES = {
  /** Views over the last 30 days from which a listing without any question stands out. */
  manyViews: 50,
  /** Days without a single view (for a listing live at least that long). */
  quietDays: 14,
  /** Fewer photos than this is few. */
  fewPhotos: 5,
} as const;

export interface AttentionFigures {
  /** Views over the last 30 days. */
  views30: number;
  /** Questions and viewing requests over the last 30 days. */
  leads30: number;
  /** Views over the last ATTENTION_RULES.quietDays days. */
  viewsQuiet: number;
  /** Whole days since the listing was made. */
  ageDays: number;
  photos: number;
}

/** The reasons a live listing needs attention, most pressing first; [] when none. */
export function attentionReasons(f: AttentionFigures): AttentionReason[] {
  const reasons: AttentionReason[] = [];
  if (f.views30 >= ATTENTION_RULES.manyViews && f.leads30 === 0) {
    reasons.push('VIEWS_NO_QUESTIONS');
  }
  if (f.viewsQuiet === 0 && f.ageDays >= ATTENTION_RULES.quietDays) reasons.push('NO_RECENT_VIEWS');
  if (f.photos < ATTENTION_RULES.fewPhotos) reasons.push('FEW_PHOTOS');
  return reasons;
}
