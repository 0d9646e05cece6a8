import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const e2e = path.resolve(import.meta.dirname, '../apps/web/e2e');

/**
 * The fixed sleeps in a browser spec's source: Playwright's `waitForTimeout`. (A poll's interval
 * and a route held back on purpose, to play a slow answer, are not sleeps.)
 */
function fixedSleeps(source: string): string[] {
  return source
    .split('\n')
    .map((line, i) => ({ line: line.trim(), number: i + 1 }))
    .filter(({ line }) => !line.startsWith('//') && !line.startsWith('*'))
    .filter(({ line }) => /\bwaitForTimeout\(/.test(line))
    .map(({ line, number }) => `${number}: ${line}`);
}

function specFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return specFiles(full);
    return /\.(ts|mjs)$/.test(entry.name) ? [full] : [];
  });
}

// A fixed sleep makes a spec slower on a fast machine and flaky on a busy one: wait for what the
// sleep stood for (an element, a request, the animations' end) or move the page's clock.
describe('browser specs', () => {
  it('find a fixed sleep in a fixture', () => {
    const fixture = [
      "await page.getByRole('button').click();",
      'await page.waitForTimeout(500);',
      '// page.waitForTimeout(100) in a comment is fine',
      'await second.waitForTimeout(200);',
    ].join('\n');
    expect(fixedSleeps(fixture)).toEqual([
      '2: await page.waitForTimeout(500);',
      '4: await second.waitForTimeout(200);',
    ]);
  });

  it('wait for conditions, never a fixed time', () => {
    const found = specFiles(e2e).flatMap((file) =>
      fixedSleeps(readFileSync(file, 'utf8')).map((hit) => `${path.relative(e2e, file)}:${hit}`),
    );
    expect(found).toEqual([]);
  });
});
