/**
 * The rows a list shows while a lead is open: those it showed before stay where they were, with
 * their new data, so a reply that moves the open lead to the top of "newest activity first" does
 * not move it out of view. Rows that are new to the list go where the fresh order puts them
 * relative to the rows already shown (a new lead above them all, an older page below). A row the
 * fresh answer no longer holds leaves, except the open lead (a reply can take it out of a status
 * filter), which keeps its place.
 */
export function steadyOrder<T extends { publicId: string }>(
  shown: readonly T[],
  fresh: readonly T[],
  openId: string,
): T[] {
  const freshById = new Map(fresh.map((row) => [row.publicId, row]));
  const known = new Set(shown.map((row) => row.publicId));
  const kept = shown.flatMap((row) => {
    const now = freshById.get(row.publicId);
    if (now) return [now];
    return row.publicId === openId ? [row] : [];
  });
  // Each new row follows the shown row that precedes it in the fresh order (none: the top).
  const after = new Map<string | null, T[]>();
  let anchor: string | null = null;
  for (const row of fresh) {
    if (known.has(row.publicId)) {
      anchor = row.publicId;
      continue;
    }
    after.set(anchor, [...(after.get(anchor) ?? []), row]);
  }
  return [
    ...(after.get(null) ?? []),
    ...kept.flatMap((row) => [row, ...(after.get(row.publicId) ?? [])]),
  ];
}
