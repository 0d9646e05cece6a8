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
export interface FieldConflict {
  field: MergedField;
  mine: DraftValues[MergedField];
  theirs: DraftValues[MergedField];
}

const same = (a: unknown, b: unknown) => (a ?? '') === (b ?? '');

/**
 * Three-way merge of the form: `base` is the listing as the agent opened it, `mine` the form now,
 * `theirs` the listing as saved meanwhile. A field only one side changed takes that side's value;
 * a field both changed alike needs nothing; a field both changed differently is a conflict,
 * kept as the agent's until they choose.
 */
export function mergeDrafts(
  base: DraftValues,
  mine: DraftValues,
  theirs: DraftValues,
): { merged: DraftValues; conflicts: FieldConflict[] } {
  const merged: DraftValues = { ...mine };
  const conflicts: FieldConflict[] = [];
  for (const field of MERGED_FIELDS) {
    const [b, m, t] = [base[field], mine[field], theirs[field]];
    if (same(m, t) || same(m, b)) {
      (merged as Record<MergedField, unknown>)[field] = t;
    } else if (!same(t, b)) {
      conflicts.push({ field, mine: m, theirs: t });
    }
  }
  // A suburb taken from the other side brings its country and city with it on the next load.
  if (!same(merged.suburb, mine.suburb)) {
    merged.countryId = null;
    merged.cityId = null;
  }
  return { merged, conflicts };
}

/** The form after the agent's choices: each conflicting field as they chose it. */
export function chooseValues(
  merged: DraftValues,
  conflicts: FieldConflict[],
  keepMine: ReadonlySet<MergedField>,
): DraftValues {
  const chosen: DraftValues = { ...merged };
  for (const { field, mine, theirs } of conflicts) {
    (chosen as Record<MergedField, unknown>)[field] = keepMine.has(field) ? mine : theirs;
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
