/**
 * A search area: the corners of a polygon as [longitude, latitude] pairs (GeoJSON's order), in
 * drawing order and not closed (the last corner joins the first). A point on the border is in.
 */
export type SearchArea = [number, number][];

export const SEARCH_AREA_MIN_CORNERS = 3;
export const SEARCH_AREA_MAX_CORNERS = 200;

export type SearchAreaProblem =
  | 'tooFewCorners'
  | 'tooManyCorners'
  | 'outOfRange'
  | 'crossesAntimeridian'
  | 'selfIntersecting'
  | 'noArea';

/** The API's words for each problem; the dashboard shows its own translations of them. */
export const SEARCH_AREA_MESSAGES: Record<SearchAreaProblem, string> = {
  tooFewCorners: `An area needs at least ${SEARCH_AREA_MIN_CORNERS} corners`,
  tooManyCorners: `An area has at most ${SEARCH_AREA_MAX_CORNERS} corners`,
  outOfRange: 'Each corner is a [longitude, latitude] pair within -180..180 and -90..90',
  crossesAntimeridian: 'The area crosses the 180th meridian: draw it on one side of it',
  selfIntersecting: 'The area’s edges cross each other: draw its corners in order around it',
  noArea: 'The area has no surface: its corners lie on one line',
};

const cross = (o: number[], a: number[], b: number[]) =>
  (a[0]! - o[0]!) * (b[1]! - o[1]!) - (a[1]! - o[1]!) * (b[0]! - o[0]!);

const sign = (n: number) => (n > 0 ? 1 : n < 0 ? -1 : 0);

/** Whether segment p1p2 and segment q1q2 touch or cross (collinear overlaps included). */
function segmentsMeet(p1: number[], p2: number[], q1: number[], q2: number[]): boolean {
  const d1 = sign(cross(q1, q2, p1));
  const d2 = sign(cross(q1, q2, p2));
  const d3 = sign(cross(p1, p2, q1));
  const d4 = sign(cross(p1, p2, q2));
  if (d1 !== d2 && d3 !== d4 && d1 * d2 <= 0 && d3 * d4 <= 0 && (d1 || d2) && (d3 || d4)) {
    return true;
  }
  const within = (a: number[], b: number[], c: number[]) =>
    Math.min(a[0]!, b[0]!) <= c[0]! &&
    c[0]! <= Math.max(a[0]!, b[0]!) &&
    Math.min(a[1]!, b[1]!) <= c[1]! &&
    c[1]! <= Math.max(a[1]!, b[1]!);
  return (
    (d1 === 0 && within(q1, q2, p1)) ||
    (d2 === 0 && within(q1, q2, p2)) ||
    (d3 === 0 && within(p1, p2, q1)) ||
    (d4 === 0 && within(p1, p2, q2))
  );
}

/** Twice the signed surface (shoelace). */
function doubledArea(area: SearchArea): number {
  let sum = 0;
  for (let i = 0; i < area.length; i++)
    sum += cross([0, 0], area[i]!, area[(i + 1) % area.length]!);
  return sum;
}

/**
 * What is wrong with an area, or null. An area spanning more than 180° of longitude is taken
 * as one drawn across the antimeridian and refused (the map never draws one that wide).
 * Edges that are not neighbours may not meet: no figure-eights, no corner drawn twice.
 */
export function searchAreaProblem(area: readonly number[][]): SearchAreaProblem | null {
  if (area.length < SEARCH_AREA_MIN_CORNERS) return 'tooFewCorners';
  if (area.length > SEARCH_AREA_MAX_CORNERS) return 'tooManyCorners';
  for (const corner of area) {
    const [lng, lat] = corner;
    if (corner.length !== 2 || !Number.isFinite(lng) || !Number.isFinite(lat)) return 'outOfRange';
    if (Math.abs(lng!) > 180 || Math.abs(lat!) > 90) return 'outOfRange';
  }
  const lngs = area.map((c) => c[0]!);
  if (Math.max(...lngs) - Math.min(...lngs) > 180) return 'crossesAntimeridian';
  const n = area.length;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const neighbours = j === i + 1 || (i === 0 && j === n - 1);
      if (neighbours) continue;
      if (segmentsMeet(area[i]!, area[(i + 1) % n]!, area[j]!, area[(j + 1) % n]!)) {
        return 'selfIntersecting';
      }
    }
  }
  // Neighbouring edges folding back on each other are caught by the surface being nil.
  if (Math.abs(doubledArea(area as SearchArea)) < 1e-12) return 'noArea';
  return null;
}

/** Corners are kept to 5 decimals in addresses (about a metre): short links, same area. */
const round = (n: number) => Math.round(n * 1e5) / 1e5;

/** The area in an address: `lat,lng;lat,lng;…` (latitude first, as people write places). */
export function encodeSearchArea(area: SearchArea): string {
  return area.map(([lng, lat]) => `${round(lat)},${round(lng)}`).join(';');
}

/** Reads `encodeSearchArea`'s text back; null when it is not a valid area. */
export function decodeSearchArea(text: string | null | undefined): SearchArea | null {
  if (!text) return null;
  const area: SearchArea = [];
  for (const pair of text.split(';')) {
    const parts = pair.split(',');
    if (parts.length !== 2) return null;
    const lat = Number(parts[0]);
    const lng = Number(parts[1]);
    if (parts.some((p) => p.trim() === '') || !Number.isFinite(lat) || !Number.isFinite(lng)) {
      return null;
    }
    area.push([lng, lat]);
  }
  return searchAreaProblem(area) ? null : area;
}
