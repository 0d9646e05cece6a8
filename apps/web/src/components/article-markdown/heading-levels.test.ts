import { describe, expect, it } from 'vitest';
import { pageHeadingLevel, topHeadingLevel } from './heading-levels';

describe("an article's headings on its page", () => {
  it('finds the highest heading outside code blocks', () => {
    expect(topHeadingLevel('Intro\n\n## Schools\n\n### Nearby')).toBe(2);
    expect(topHeadingLevel('# Title\n## Part')).toBe(1);
    expect(topHeadingLevel('```\n# a comment\n```\n### Only this')).toBe(3);
    expect(topHeadingLevel('No headings, #hashtag')).toBeNull();
  });

  it('starts the body at h2 under the title, in order, never past h6', () => {
    expect([2, 3].map((level) => pageHeadingLevel(level, 2))).toEqual([2, 3]);
    expect([1, 2, 6].map((level) => pageHeadingLevel(level, 1))).toEqual([2, 3, 6]);
    expect([3, 4].map((level) => pageHeadingLevel(level, 3))).toEqual([2, 3]);
  });
});
