import type { DraftValues } from './draft-form';

/**
 * The fields a save sends and a conflict compares: the three form tabs' own (the country and city
 * follow the suburb; the area unit and the state are saved elsewhere).
 */
const MERGED_FIELDS = [
  'name',
  'title',
  'typeId',
  'category',
  'description',
  'suburb',
  'latitude',
  'longitude',
  'altitude',
  'displayMap',
  'price',
  'currency',
  'priceType',
  'vatable',
  'serviced',
  'serviceCharge',
] as const satisfies readonly (keyof DraftValues)[];

export type MergedField = (typeof MERGED_FIELDS)[number];

/** A field both the agent and someone else changed, each their own way. */
export interface Conflict<F extends string = string> {
  field: F;
  mine: unknown;
  theirs: unknown;
}
export type FieldConflict = Conflict<MergedField>;

const same = (a: unknown, b: unknown) => (a ?? '') === (b ?? '');

/**
 * Three-way merge of `fields`: `base` is what the agent started from, `mine` what they have now,
 * `theirs` what was saved meanwhile. A field only one side changed takes that side's value; a
 * field both changed alike needs nothing; a field both changed differently is a conflict, kept
 * as the agent's until they choose.
 */
export function mergeFields<V extends object, F extends keyof V & string>(
  base: V,
  mine: V,
  theirs: V,
  fields: readonly F[],
): { merged: V; conflicts: Conflict<F>[] } {
  const merged: V = { ...mine };
  const conflicts: Conflict<F>[] = [];
  for (const field of fields) {
    const [b, m, t] = [base[field], mine[field], theirs[field]];
    if (same(m, t) || same(m, b)) merged[field] = t;
    else if (!same(t, b)) conflicts.push({ field, mine: m, theirs: t });
  }
  return { merged, conflicts };
}

/** The editor's form merged (mergeFields over the form tabs' fields). */
export function mergeDrafts(
  base: DraftValues,
  mine: DraftValues,
  theirs: DraftValues,
): { merged: DraftValues; conflicts: FieldConflict[] } {
  const { merged, conflicts } = mergeFields(base, mine, theirs, MERGED_FIELDS);
  // A suburb taken from the other side brings its country and city with it on the next load.
  if (!same(merged.suburb, mine.suburb)) {
    merged.countryId = null;
    merged.cityId = null;
  }
  return { merged, conflicts };
}

/** The values after the agent's choices: each conflicting field as they chose it. */
export function chooseValues<V extends object, F extends keyof V & string>(
  merged: V,
  conflicts: Conflict<F>[],
  keepMine: ReadonlySet<F>,
): V {
  const chosen: V = { ...merged };
  for (const { field, mine, theirs } of conflicts) {
    chosen[field] = (keepMine.has(field) ? mine : theirs) as V[F];
  }
  return chosen;
}

/**
 * A form once a save is answered: `sent` is what the save sent, `now` the form meanwhile,
 * `stored` the listing's values as the server stored them. A field the agent left alone since
 * the save shows the stored value (the server may have tidied it, as the title from the name);
 * a field they went on typing in keeps what they typed, for the next save.
 */
export function keepTypedSince<V extends object>(
  sent: V,
  now: V,
  stored: V,
  fields: readonly (keyof V)[],
): V {
  const shown: V = { ...now };
  for (const field of fields) {
    if (same(now[field], sent[field])) shown[field] = stored[field];
  }
  return shown;
}

/** The editor's form once a save is answered (keepTypedSince over the merged fields). */
export const afterSave = (sent: DraftValues, now: DraftValues, stored: DraftValues) =>
  keepTypedSince(sent, now, stored, MERGED_FIELDS);

/** Whether two sets of values differ in any of `fields`. */
export const differs = <V extends object>(a: V, b: V, fields: readonly (keyof V)[]) =>
  fields.some((field) => !same(a[field], b[field]));

/** The fields whose value differs between two forms. */
export const changedFields = (before: DraftValues, after: DraftValues): MergedField[] =>
  MERGED_FIELDS.filter((field) => !same(before[field], after[field]));

/**
 * `saved` with `fields` put back as `start` had them: what Discard saves when the session's
 * autosaves are already stored, leaving what others changed meanwhile as it is.
 */
export function revertFields(
  saved: DraftValues,
  start: DraftValues,
  fields: Iterable<MergedField>,
): DraftValues {
  const reverted: DraftValues = { ...saved };
  for (const field of fields) {
    (reverted as Record<MergedField, unknown>)[field] = start[field];
  }
  if (!same(reverted.suburb, saved.suburb)) {
    reverted.countryId = start.countryId;
    reverted.cityId = start.cityId;
  }
  return reverted;
}
