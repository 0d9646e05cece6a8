const FENCE = /^ {0,3}(```|~~~)/;
const ATX_HEADING = /^ {0,3}(#{1,6})(?:[ \t]|$)/;

/** The level of a Markdown text's highest heading (`#` is 1), outside code blocks; null if none. */
export function topHeadingLevel(markdown: string): number | null {
  let top: number | null = null;
  let fenced = false;
  for (const line of markdown.split(/\r?\n/)) {
    if (FENCE.test(line)) fenced = !fenced;
    if (fenced) continue;
    const level = ATX_HEADING.exec(line)?.[1]?.length;
    if (level && (top === null || level < top)) top = level;
  }
  return top;
}

/**
 * What a heading of the article's body becomes on the page: its highest level is the page's h2
 * (the title is the only h1), the others follow in order, none past h6. An article written from
 * `##` keeps its levels; one from `#` moves down one; none skips a level after the title.
 */
export function pageHeadingLevel(level: number, top: number | null): 2 | 3 | 4 | 5 | 6 {
  const shifted = level - (top ?? 1) + 2;
  return Math.min(6, Math.max(2, shifted)) as 2 | 3 | 4 | 5 | 6;
}
